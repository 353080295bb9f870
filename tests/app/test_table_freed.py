"""A table view let go of is freed at once, by reference count, with its scene, its
keyboard controller and its screen-reader layer: no garbage collector is needed.

The controller and the layer are the view's Qt children (the view's Python side holds
them), and each held the view back, as did the layer's port, its proxies and its
interfaces, and the scene's buttons the scene: a view made on its own (as the tests make
it) was left to Python's cyclic collector. The collector clears the Python side first;
Qt's last events to the view then reached Python overrides whose state was gone
("'KeyboardController' object has no attribute '_viewport'"), inside whatever code the
collector had interrupted.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app import a11y
from gin_desktop.app.keyboard import KeyboardController
from gin_desktop.app.main import MainWindow
from gin_desktop.app.model import GameModel
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView

Key = Qt.Key


def _read_by_a_screen_reader(view: TableView) -> None:
    """Every node of the table asked for, as a screen reader walks it: the layer's proxies
    and their interfaces are made."""
    def walk(interface: QAccessibleInterface) -> None:
        for i in range(interface.childCount()):
            child = interface.child(i)
            if child is not None:
                child.text(QAccessible.Text.Name)
                child.parent()
                walk(child)

    walk(QAccessible.queryAccessibleInterface(view))


def _played_on(qtbot: QtBot, view: TableView, model: GameModel) -> None:
    """``view`` shown, dealt, and played on: keys pressed on it, the mouse clicked on it."""
    view.resize(1200, 800)
    view.show()
    qtbot.waitExposed(view)
    model.start(GameSetup(seed=5, first_dealer=1))
    assert model.wait_idle(5000)
    view.setFocus()
    for key in (Key.Key_Home, Key.Key_Right, Key.Key_Tab, Key.Key_Home):
        QTest.keyClick(view, key)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(600, 400))
    QApplication.processEvents()


def _let_go(view: QWidget, parts: list[QObject], *,
            delete_later: bool) -> tuple[list[weakref.ref[QObject]], list[bool]]:
    """``view`` closed (and deleted later, as pytest-qt does), and the references to it
    and ``parts`` dropped: weak references to them all, and a list that gets True when Qt
    destroys the view."""
    held: list[weakref.ref[QObject]] = [weakref.ref(view), *map(weakref.ref, parts)]
    destroyed: list[bool] = []
    view.destroyed.connect(lambda: destroyed.append(True))
    view.close()
    if delete_later:
        view.deleteLater()
    parts.clear()
    return held, destroyed


@pytest.fixture
def freed_check(qapp: QApplication, no_collector: None) -> Iterator[
        Callable[[list[weakref.ref[QObject]], list[bool]], None]]:
    def check(held: list[weakref.ref[QObject]], destroyed: list[bool]) -> None:
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        qapp.processEvents()
        assert [ref() is None for ref in held] == [True] * len(held)
        assert destroyed

    yield check


@pytest.mark.parametrize("delete_later", [False, True], ids=["dropped", "deleted_later"])
@pytest.mark.parametrize("parts", ["keyboard", "screen_reader", "both"])
def test_a_table_view_let_go_of_is_freed_at_once_with_its_parts(
        qtbot: QtBot, game_model: GameModel, freed_check: Callable[..., None],
        parts: str, delete_later: bool) -> None:
    view = TableView(game_model)
    made: list[QObject] = [view.table_scene()]
    if parts in ("keyboard", "both"):
        made.append(KeyboardController(view))
    if parts in ("screen_reader", "both"):
        made.append(a11y.attach(view))
    _played_on(qtbot, view, game_model)
    if parts != "keyboard":
        _read_by_a_screen_reader(view)
    held, destroyed = _let_go(view, made, delete_later=delete_later)
    del view
    freed_check(held, destroyed)


def _window_played_on(qtbot: QtBot, settings: Settings) -> MainWindow:
    window = MainWindow(settings)
    window.resize(1280, 800)
    window.show()
    qtbot.waitUntil(lambda: window.model.has_match and window.persistence is not None,
                    timeout=5000)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    view = window.table
    view.setFocus()
    for key in (Key.Key_Home, Key.Key_Right, Key.Key_Tab):
        QTest.keyClick(view, key)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(600, 400))
    window._attach_accessibility()  # as when a screen reader asks before the first paint
    _read_by_a_screen_reader(view)
    return window


def test_the_table_of_a_main_window_let_go_of_is_freed_with_it(
        qtbot: QtBot, settings: Settings, window_isolation: None,
        freed_check: Callable[..., None]) -> None:
    window = _window_played_on(qtbot, settings)
    assert window.accessibility is not None
    parts: list[QObject] = [window.table, window.table.table_scene(), window.keyboard,
                            window.accessibility]
    window.model.shutdown(5000)
    held, destroyed = _let_go(window, parts, delete_later=False)
    del window
    freed_check(held, destroyed)


def test_a_keyboard_controller_outliving_its_view_lets_its_last_events_pass(
        qtbot: QtBot, game_model: GameModel, no_collector: None) -> None:
    # The controller held elsewhere while the view, shown and focused, is freed: Qt still
    # has it filter the view's last events (pytest-qt fails the test on an error there).
    view = TableView(game_model)
    controller = KeyboardController(view)
    _played_on(qtbot, view, game_model)
    assert view.hasFocus()
    del view
    assert not shiboken6.isValid(controller)


def test_a_table_let_go_of_while_its_cards_fly_is_freed_with_its_scene(
        qtbot: QtBot, game_model: GameModel, monkeypatch: pytest.MonkeyPatch,
        freed_check: Callable[..., None]) -> None:
    # The animator's queued steps are the scene's methods and closures over it, and the
    # scene holds its animator.
    monkeypatch.setenv("GIN_DESKTOP_ANIMATION_SPEED", "1")
    view = TableView(game_model)
    view.resize(1200, 800)
    view.show()
    qtbot.waitExposed(view)
    game_model.start(GameSetup(seed=5, first_dealer=1))
    assert game_model.wait_idle(5000)
    QApplication.processEvents()
    # The hand sorted twice while it is dealt: the sorts wait their turn in the queue.
    view.sort_hand("suit")
    view.sort_hand("rank")
    animator = view.table_scene().animator
    assert animator.is_busy()
    del animator
    held, destroyed = _let_go(view, [view.table_scene()], delete_later=False)
    del view
    freed_check(held, destroyed)
