"""Tab reaches the result panel's buttons (issue "Every player"): from the hand, Tab went
straight to the move log and a player at the keys could press Next hand, Review hand or
Show the rest of the deck only through the menus or their letters. Now Tab steps from the
hand to each button of the panel in reading order, then on to the move log (Shift+Tab the
other way); the focused button wears the focus ring, a screen reader hears its name, and
Space or Enter presses it. Space with the focus on the hand still presses nothing (Enter
there presses the panel's default button: ``test_result_panel_enter``). The real main
window, real keys."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import FOCUS, ButtonItem
from gin_desktop.ai import make_strategy
from gin_desktop.engine import Phase, RuleSet, new_match

from tests.test_review import play_to_hand_end

from .test_new_game_flow import when_shown

Key = Qt.Key
Shift = Qt.KeyboardModifier.ShiftModifier


def key(press: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
        ) -> None:
    """A key pressed where the keyboard focus is, as a person types it."""
    target = QApplication.focusWidget()
    assert target is not None
    QTest.keyClick(target, press, modifier)
    QApplication.processEvents()


def hand_over(window: Any, qtbot: QtBot) -> Any:
    """The window's table with a two-hand hand just over, the keyboard on the table."""
    window.model.resume(play_to_hand_end(new_match(RuleSet(), 5)), GameSetup())
    scene = window.table.table_scene()
    qtbot.waitUntil(lambda: scene._result_panel.isVisible(), timeout=5000)  # noqa: SLF001
    window.table.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=2000)
    return scene


def focused_button(scene: Any) -> str | None:
    item = scene.focusItem()
    return item.text() if isinstance(item, ButtonItem) else None


def test_tab_goes_from_the_hand_through_the_panels_buttons_to_the_move_log(
        window: Any, qtbot: QtBot) -> None:
    scene = hand_over(window, qtbot)
    key(Key.Key_Right)  # a card of the hand has the focus
    hand_stop = scene.focusItem()
    assert focused_button(scene) is None
    buttons = ["Next hand", "Review hand", "Show the rest of the deck"]
    seen = []
    for _ in buttons:
        key(Key.Key_Tab)
        assert QApplication.focusWidget() is window.table
        seen.append(focused_button(scene))
    assert seen == buttons
    key(Key.Key_Tab)
    assert QApplication.focusWidget() is window.move_log.list
    # Back by Shift+Tab: the panel's last button first, then to the hand's card.
    seen = []
    for _ in buttons:
        key(Key.Key_Tab, Shift)
        assert QApplication.focusWidget() is window.table
        seen.append(focused_button(scene))
    assert seen == buttons[::-1]
    key(Key.Key_Tab, Shift)
    assert scene.focusItem() is hand_stop
    # Round the window by Tab: the table comes back at the hand, not at the last button.
    for _ in range(len(buttons) + 1):
        key(Key.Key_Tab)
    assert QApplication.focusWidget() is window.move_log.list
    while QApplication.focusWidget() is not window.table:
        key(Key.Key_Tab)
    assert scene.focusItem() is hand_stop


@pytest.mark.parametrize("press", [Key.Key_Return, Key.Key_Space])
def test_a_focused_panel_button_is_pressed_by_enter_or_space_and_space_on_the_hand_is_not(
        window: Any, qtbot: QtBot, press: Qt.Key) -> None:
    scene = hand_over(window, qtbot)
    model = window.model
    hand = model.human_view().hand_number
    key(Key.Key_Right)
    key(Key.Key_Space)  # on the hand: the result is not skipped by accident
    assert model.wait_idle(5000)
    assert model.human_view().hand_number == hand
    key(Key.Key_Tab)
    assert focused_button(scene) == "Next hand"
    key(press)
    assert model.wait_idle(5000)
    qtbot.waitUntil(lambda: model.human_view().hand_number == hand + 1, timeout=5000)
    assert not scene._result_panel.isVisible()  # noqa: SLF001


def ring_pixels(window: Any, button: ButtonItem) -> int:
    """How many pixels of the focus ring's blue the player sees round ``button``."""
    view = window.table
    area = view.mapFromScene(button.sceneBoundingRect()).boundingRect().adjusted(-3, -3, 3, 3)
    image = view.viewport().grab(area).toImage().convertToFormat(QImage.Format.Format_RGB32)
    return sum(1 for x in range(image.width()) for y in range(image.height())
               if _near(image.pixelColor(x, y), FOCUS))


def _near(colour: Any, target: Any) -> bool:
    return all(abs(a - b) <= 30 for a, b in zip(colour.getRgb()[:3], target.getRgb()[:3],
                                                strict=True))


def test_the_button_tab_reaches_wears_the_focus_ring(window: Any, qtbot: QtBot) -> None:
    scene = hand_over(window, qtbot)
    review = next(b for b in scene._result_panel.buttons  # noqa: SLF001
                  if b.text() == "Review hand")
    assert ring_pixels(window, review) == 0
    key(Key.Key_Tab)
    key(Key.Key_Tab)
    assert focused_button(scene) == "Review hand"
    QApplication.processEvents()
    assert ring_pixels(window, review) > review.size().width()  # round its whole edge


class Heard(QObject):
    """The names a screen reader hears as the focus moves on the table."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        super().__init__()
        self.focus: list[str] = []
        monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
        monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(self._update))

    def _update(self, event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.Focus:
            interface = QAccessible.queryAccessibleInterface(event.object())
            self.focus.append(interface.text(QAccessible.Text.Name))


def test_a_screen_reader_hears_the_focused_panel_button(
        window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = hand_over(window, qtbot)
    layer = window._attach_accessibility()  # noqa: SLF001 - built after the first paint
    heard = Heard(monkeypatch)
    key(Key.Key_Tab)
    key(Key.Key_Tab)
    assert focused_button(scene) == "Review hand"
    assert heard.focus[-2:] == ["Next hand", "Review hand"]
    root = QAccessible.queryAccessibleInterface(window.table)
    focused = root.focusChild()
    assert focused is not None and focused.text(QAccessible.Text.Name) == "Review hand"
    state = focused.state()
    assert state.focused and state.focusable and not state.selectable
    assert layer is not None


def match_over(window: Any, qtbot: QtBot) -> Any:
    """The window's table with a match just over (its first hand reached the target), the
    keyboard on the table; the scene."""
    rules = RuleSet(target=10)  # the first hand's 14 points end the match
    match = new_match(rules, 5)
    bots = {seat: make_strategy("standard", seat + 1) for seat in match.seats}
    while match.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        seat = match.to_act
        assert seat is not None
        legal = match.view(seat).legal_actions
        match.apply(legal[0] if len(legal) == 1 else bots[seat].choose(match.view(seat)), seat)
    assert match.is_over
    window.model.resume(match, GameSetup(rules=rules))
    scene = window.table.table_scene()
    qtbot.waitUntil(lambda: scene._result_panel.isVisible(), timeout=5000)  # noqa: SLF001
    window.table.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=2000)
    return scene


def test_at_the_matchs_end_tab_reaches_new_game(window: Any, qtbot: QtBot) -> None:
    """The match-over panel's buttons, as they read left to right: New game, Review hand,
    Show the rest of the deck; Enter on New game opens its dialog."""
    scene = match_over(window, qtbot)
    seen = []
    for _ in range(3):
        key(Key.Key_Tab)
        seen.append(focused_button(scene))
    assert seen == ["New game", "Review hand", "Show the rest of the deck"]
    key(Key.Key_Tab, Shift)
    key(Key.Key_Tab, Shift)
    assert focused_button(scene) == "New game"
    enter_opens_new_game(qtbot)


def enter_opens_new_game(qtbot: QtBot) -> None:
    """Enter, where the keyboard is, opens the New game dialog (closed again)."""
    opened: list[bool] = []

    def close(dialog: NewGameDialog) -> None:
        opened.append(True)
        dialog.reject()

    stop = when_shown(NewGameDialog, close)
    try:
        key(Key.Key_Return)
        qtbot.waitUntil(lambda: bool(opened), timeout=5000)
    finally:
        stop()
