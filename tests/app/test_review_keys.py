"""The hand review played by keys: opened with its key, the arrows walk the decisions
(RULES.md "What the engine guarantees" is about the cards; this is about which decision
the player reads)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.engine import Action, ActionKind, RuleSet, new_match

from tests.test_review import play_to_hand_end

from .test_review_window import SETUP, open_review


def test_opened_by_its_key_the_review_steps_through_decisions_with_the_arrows(
        make_window: Any, qtbot: QtBot) -> None:
    """A keyboard player opens the review (Ctrl+Shift+R) during the second hand and presses
    Down to read the next decision: the focus was on the hand choice, so Down switched to
    the hand under way, where nothing was decided yet, and End to its last hand. The
    decisions' list has the focus: Down goes to the next decision of the hand reviewed."""
    match = new_match(RuleSet(), 11, first_dealer=1)
    play_to_hand_end(match)
    match.apply(Action(ActionKind.NEXT_HAND))
    window: MainWindow = make_window()
    window.model.resume(match, SETUP)
    assert window.model.wait_idle(5000)
    dialog = open_review(window, qtbot)
    assert dialog.hand_number == 1 and dialog.decision_list.count() > 1
    dialog.decision_list.setCurrentRow(0)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and QApplication.focusWidget().window() is dialog, timeout=3000)

    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    assert dialog.hand_number == 1
    assert dialog.decision_list.currentRow() == 1
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_End)
    assert dialog.hand_number == 1
    assert dialog.decision_list.currentRow() == dialog.decision_list.count() - 1
    dialog.close()
