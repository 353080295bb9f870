"""Enter under the result panel, no button of the table focused, presses the panel's
default button, as a dialog's Enter does: Next hand deals the next hand, New game at the
match's end opens its dialog. It was refused ("the hand is over"), the button a Tab away.
A held Enter does not repeat into it. The real main window, real keys."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.setup import GameSetup
from gin_desktop.ai import make_strategy
from gin_desktop.engine import Phase, RuleSet, new_match

from .test_new_game_flow import when_shown
from .test_result_panel_tab import focused_button, hand_over, key

Key = Qt.Key


def test_enter_with_no_button_focused_deals_the_next_hand(window: Any, qtbot: QtBot) -> None:
    scene = hand_over(window, qtbot)
    model = window.model
    hand = model.human_view().hand_number
    assert scene.focusItem() is None
    key(Key.Key_Return)
    qtbot.waitUntil(lambda: model.human_view().hand_number == hand + 1, timeout=5000)
    assert not scene._result_panel.isVisible()  # noqa: SLF001


def test_enter_on_a_card_of_the_laid_down_hand_deals_the_next_hand(
        window: Any, qtbot: QtBot) -> None:
    scene = hand_over(window, qtbot)
    model = window.model
    hand = model.human_view().hand_number
    key(Key.Key_Right)  # a card of the hand laid down has the focus, no button
    assert scene.focusItem() is not None and focused_button(scene) is None
    key(Key.Key_Enter)  # the keypad's Enter too
    qtbot.waitUntil(lambda: model.human_view().hand_number == hand + 1, timeout=5000)


def test_enter_on_another_button_presses_that_one(window: Any, qtbot: QtBot) -> None:
    """Review hand focused: Enter opens the review, the hand is not dealt on."""
    scene = hand_over(window, qtbot)
    model = window.model
    hand = model.human_view().hand_number
    opened: list[bool] = []
    scene.review_requested.connect(lambda: opened.append(True))
    while focused_button(scene) != "Review hand":
        key(Key.Key_Tab)
    key(Key.Key_Return)
    assert opened == [True]
    assert model.human_view().hand_number == hand


def test_a_held_enter_does_not_repeat_into_the_next_hand(window: Any, qtbot: QtBot) -> None:
    """The Enter held from the discard before is not the one that skips the result."""
    scene = hand_over(window, qtbot)
    model = window.model
    hand = model.human_view().hand_number
    repeat = QKeyEvent(QEvent.Type.KeyPress, Key.Key_Return, Qt.KeyboardModifier.NoModifier,
                       "\r", True)
    QApplication.sendEvent(window.table, repeat)
    QApplication.processEvents()
    assert model.wait_idle(5000)
    assert model.human_view().hand_number == hand
    assert scene._result_panel.isVisible()  # noqa: SLF001
    assert window.status_line.message_text() == ""  # nor is it refused


def test_enter_at_the_matchs_end_opens_new_game(window: Any, qtbot: QtBot) -> None:
    rules = RuleSet(target=10)  # the first hand's points end the match
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
