"""Game ▸ Review hand opened in the middle of a hand weighs the decisions made by then. A
player who left that window open and played on saw the hand end under it while it still said
"You made no decisions in this hand" (or weighed only the first few): once the hand is over,
the open review weighs the whole hand."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase, RuleSet, new_match

SETUP = GameSetup(mode="two", levels=("human", "standard"), names=("Ana", "Computer"))


def press(window: Any, key: Qt.Key,
          modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(window.table, key, modifiers)
    QApplication.processEvents()


def test_an_open_review_weighs_the_whole_hand_once_it_ends(make_window: Any,
                                                          qtbot: QtBot) -> None:
    window = make_window()
    window.model.resume(new_match(RuleSet(), seed=3, first_dealer=1), SETUP)
    assert window.model.wait_idle(5000)
    features = window.review_features
    features.samples = 2
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    press(window, Qt.Key.Key_R,
          Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    dialog = features.review_dialog
    assert dialog is not None and dialog.hand_number == 1
    qtbot.waitUntil(lambda: dialog.hand_review is not None, timeout=30_000)
    assert not dialog.hand_review.decisions  # nothing decided yet

    # Play the hand out with the window open: a hint (H), then its move (F), each turn.
    for _ in range(80):
        if window.model.match.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            break
        window.activateWindow()
        window.table.setFocus()
        press(window, Qt.Key.Key_H)
        press(window, Qt.Key.Key_F)
        assert window.model.wait_idle(5000)
    assert window.model.match.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)

    assert features.review_dialog is dialog and dialog.isVisible()
    qtbot.waitUntil(lambda: bool(dialog.hand_review and dialog.hand_review.decisions),
                    timeout=30_000)
    assert dialog.summary_label.text() != "You made no decisions in this hand."
