"""Training mode's bar at the end of the match: it sent the newcomer to Next hand, which
is greyed out once the match is won; New game is what deals again."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase, RuleSet


def play_by_the_hints(window: Any, stop: Phase) -> None:
    """F (follow the hint) on the table at each of the person's turns, until ``stop``."""
    model = window.model
    window.table.setFocus()
    for _ in range(400):
        assert model.wait_idle(5000)
        QApplication.processEvents()
        if model.match.phase is stop:
            return
        if model.match.phase is Phase.HAND_OVER:
            model.next_hand()
        elif model.is_human_turn():
            QTest.keyClick(window.table, Qt.Key.Key_F)
    raise AssertionError(f"no {stop} after 400 turns")


def close_review(window: Any) -> None:
    dialog = window.review_features.review_dialog
    if dialog is not None and dialog.isVisible():
        dialog.close()


def test_the_bar_sends_to_new_game_once_the_match_is_over(make_window: Any) -> None:
    window = make_window()
    window.start_match(GameSetup(levels=("human", "standard"), names=("Ana", "Computer"),
                                 seed=7, training=True,
                                 rules=RuleSet.preset("seeds").replace(target=1)))
    window.model.set_computer_delay(0)
    play_by_the_hints(window, Phase.MATCH_OVER)
    close_review(window)
    QApplication.processEvents()
    said = window.review_features.coach.bar.hint_label.full_text()
    assert said == ("The match is over: Review hand goes through your decisions, and New "
                    "game starts another match.")
    assert not window.next_hand_action.isEnabled()


def test_the_bar_sends_to_next_hand_while_the_match_goes_on(make_window: Any) -> None:
    window = make_window()
    window.start_match(GameSetup(levels=("human", "standard"), names=("Ana", "Computer"),
                                 seed=7, training=True))
    window.model.set_computer_delay(0)
    play_by_the_hints(window, Phase.HAND_OVER)
    close_review(window)
    QApplication.processEvents()
    said = window.review_features.coach.bar.hint_label.full_text()
    assert said.endswith("and Next hand deals the next one.")
    assert window.next_hand_action.isEnabled()
