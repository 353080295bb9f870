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

from .test_result_panel_tab import (
    enter_opens_new_game, focused_button, hand_over, key, match_over,
)

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
    match_over(window, qtbot)
    enter_opens_new_game(qtbot)
