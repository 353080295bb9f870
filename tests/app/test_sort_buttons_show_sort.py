"""The Rank / Suit / Melds buttons beside the hand show the sort the hand is in: its
button checked (drawn as the selected one, and said "checked" to a screen reader), none
once the player has arranged the hand by dragging; a new deal and a resumed game show the
sort they use. Before, the three looked the same whatever the sort, so that a player could
not tell how the hand was sorted, or that their own drag had replaced the sort. Played
with real clicks, drags and keys on the table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from gin_desktop.app.a11y.bridge import TableAccessibility
from gin_desktop.app.keyboard import KeyboardController
from gin_desktop.app.main import MainWindow
from gin_desktop.app.model import GameModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView
from gin_desktop.app.table.hand_order import SORT_MODES, sorted_hand
from gin_desktop.app.table.items import ButtonItem

from .test_a11y import children, table  # noqa: F401 (the fixture)
from .test_greyed_toolbar_says_why import open_menu
from .test_resume_order import drag_card_to_front, open_window, window_with_a_match_to_resume
from .test_table_context_menu import right_click
from .test_table import (
    HUMAN, at, button_point, card_point, click, drag, human_to_discard, position, resume,
)


def sort_button(view: TableView, mode: str) -> ButtonItem:
    return view.table_scene()._controls.sort[mode]


def checked_sorts(view: TableView) -> list[str]:
    return [mode for mode in SORT_MODES if sort_button(view, mode).checked]


def arrange_by_dragging(view: TableView) -> None:
    """The first card dragged past the last (a real drag): an order of the player's own."""
    hand = view.hand_order()
    scene = view.table_scene()
    g = scene.geometry
    last = scene.card_item(hand[-1])
    drag(view, card_point(view, hand[0]),
         at(view, last.pos() + QPointF(g.card_w * 0.9, g.card_h * 0.5)))
    QApplication.processEvents()
    assert view.hand_order() != tuple(sorted_hand(view.hand_order(), "melds"))


def test_the_button_of_each_sort_clicked_shows_checked(
        view: TableView, game_model: GameModel) -> None:
    resume(game_model, position(human_to_discard))
    assert checked_sorts(view) == ["melds"], "the deal's own sort"
    for mode in ("suit", "rank", "melds", "suit"):
        click(view, button_point(view, sort_button(view, mode)))
        QApplication.processEvents()
        assert checked_sorts(view) == [mode]
        assert list(view.hand_order()) == sorted_hand(game_model.match.hand_of(HUMAN), mode)


def test_a_drag_arrangement_unchecks_and_the_same_button_sorts_again(
        view: TableView, game_model: GameModel) -> None:
    resume(game_model, position(human_to_discard))
    click(view, button_point(view, sort_button(view, "rank")))
    arrange_by_dragging(view)
    assert checked_sorts(view) == []
    # A player who dragged expects a click on the sort they had to sort again.
    click(view, button_point(view, sort_button(view, "rank")))
    QApplication.processEvents()
    assert checked_sorts(view) == ["rank"]
    assert list(view.hand_order()) == sorted_hand(game_model.match.hand_of(HUMAN), "rank")


def test_the_sort_keys_check_the_same_buttons(
        view: TableView, game_model: GameModel) -> None:
    KeyboardController(view)
    resume(game_model, position(human_to_discard))
    view.setFocus()
    for key, mode in ((Qt.Key.Key_U, "suit"), (Qt.Key.Key_R, "rank"),
                      (Qt.Key.Key_M, "melds")):
        QTest.keyClick(view, key)
        QApplication.processEvents()
        assert checked_sorts(view) == [mode]


def test_a_new_deal_shows_the_sort_it_uses(view: TableView, game_model: GameModel) -> None:
    resume(game_model, position(human_to_discard))
    click(view, button_point(view, sort_button(view, "suit")))
    arrange_by_dragging(view)
    assert checked_sorts(view) == []
    game_model.start(GameSetup(seed=11))
    assert game_model.wait_idle(5000)
    QApplication.processEvents()
    assert checked_sorts(view) == ["suit"]
    assert list(view.hand_order()) == sorted_hand(game_model.match.hand_of(HUMAN), "suit")


@pytest.mark.parametrize("sort", ["melds", "suit", "rank", None])
def test_a_resumed_game_shows_its_sort_or_none_for_an_arranged_hand(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        sort: str | None) -> None:
    """``sort``: the button clicked before the game closed (None: the hand arranged by a
    drag instead)."""
    first = window_with_a_match_to_resume(qtbot, tmp_path, monkeypatch)
    if sort is None:
        drag_card_to_front(first)
    else:
        click(first.table, button_point(first.table, sort_button(first.table, sort)))
        QApplication.processEvents()
    order = first.table.hand_order()
    first.close()
    first.model.shutdown(5000)

    second = open_window(qtbot, tmp_path)
    try:
        QApplication.processEvents()
        assert second.table.hand_order() == order
        assert checked_sorts(second.table) == ([] if sort is None else [sort])
    finally:
        second.close()
        second.model.shutdown(5000)


def test_the_screen_reader_hears_which_sort_is_checked(
        qtbot: QtBot, table: tuple[TableView, TableAccessibility],  # noqa: F811
        game_model: GameModel) -> None:
    view, _layer = table
    resume(game_model, position(human_to_discard))
    click(view, button_point(view, sort_button(view, "suit")))
    QApplication.processEvents()

    def states() -> dict[str, tuple[bool, bool]]:
        root = QAccessible.queryAccessibleInterface(view)
        return {c.text(QAccessible.Text.Name): (c.state().checkable, c.state().checked)
                for c in children(root) if c.text(QAccessible.Text.Name).startswith("Sort by")}

    qtbot.waitUntil(lambda: states().get("Sort by suit") == (True, True), timeout=3000)
    assert states() == {"Sort by rank": (True, False), "Sort by suit": (True, True),
                        "Sort by melds": (True, False)}
    arrange_by_dragging(view)
    qtbot.waitUntil(lambda: not any(checked for _, checked in states().values()),
                    timeout=3000)


def checked_in_menu(menu: QMenu) -> list[str]:
    return [action.objectName().removeprefix("sort_") for action in menu.actions()
            if action.objectName().startswith("sort_") and action.isChecked()]


def test_the_play_menu_and_the_cards_menu_check_the_sort_in_force(
        qtbot: QtBot, window: MainWindow) -> None:
    # The menus' Sort commands read as the buttons do: before, they were plain commands,
    # the Play menu telling nothing of the hand's sort.
    view = window.table
    resume(window.model, position(human_to_discard))
    click(view, button_point(view, sort_button(view, "suit")))
    open_menu(qtbot, window, window.play_menu)
    assert checked_in_menu(window.play_menu) == ["suit"]
    window.play_menu.close()

    arrange_by_dragging(view)
    open_menu(qtbot, window, window.play_menu)
    assert checked_in_menu(window.play_menu) == []
    window.play_menu.close()

    click(view, button_point(view, sort_button(view, "rank")))
    menu = right_click(window, card_point(view, view.hand_order()[0]))
    assert checked_in_menu(menu) == ["rank"]
    menu.close()
