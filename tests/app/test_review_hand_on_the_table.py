"""Game ▸ Review hand in the middle of a hand. It opened the last hand finished, unannounced:
a player who had not decided anything yet saw cards that were not the ones in their hand
and took them for the hand under way. Before the person's first decision in the hand being
played, the last hand finished is opened saying so; once they have decided something, the
hand being played is opened; a hand under way without a decision says "yet". In the
three-hand game, a hand the person sat out no longer turns Review hand off in the next hand
they play."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import NEXT_HAND, Match, Phase, Role, RuleSet, new_match

from tests.test_review import play_to_hand_end

TWO = GameSetup(mode="two", levels=("human", "standard"), names=("Ana", "Computer"))
THREE = GameSetup(mode="three", levels=("human", "standard", "standard"),
                  names=("Ana", "Bo", "Cy"))
NOTHING_YET = ("You have made no decisions in this hand yet. To review an earlier hand, "
               "choose it in the Hand list.")
STANDING_IN = ("You have made no decisions in the hand being played yet, so this is the "
               "last hand finished. ")


def second_hand_begun(match: Match) -> Match:
    play_to_hand_end(match)
    match.apply(NEXT_HAND)
    return match


def resumed(make_window: Any, match: Match, setup: GameSetup) -> Any:
    """The window resumed on ``match``, the computer's moves made: the person's turn in
    the second hand, nothing decided in it yet."""
    window = make_window()
    window.model.resume(match, setup)
    assert window.model.wait_idle(5000)
    assert window.model.match.to_act == 0 and window.model.match.hand_number == 2
    window.review_features.samples = 2
    return window


def press(window: Any, qtbot: QtBot, key: Qt.Key,
          modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    QTest.keyClick(window.table, key, modifiers)
    QApplication.processEvents()


def review_by_key(window: Any, qtbot: QtBot) -> Any:
    """Ctrl+Shift+R pressed on the table: the review window, its analysis done."""
    press(window, qtbot, Qt.Key.Key_R,
          Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    dialog = window.review_features.review_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.hand_review is not None, timeout=30_000)
    return dialog


def test_before_a_decision_the_last_hand_is_opened_saying_so(make_window: Any,
                                                            qtbot: QtBot) -> None:
    window = resumed(make_window, second_hand_begun(new_match(RuleSet(), 11, first_dealer=1)),
                     TWO)
    dialog = review_by_key(window, qtbot)
    assert dialog.hand_number == 1 and dialog.hand_review.decisions
    assert dialog.summary_label.text().startswith(STANDING_IN)

    # The hand being played, chosen in the hand list, says that nothing is decided yet.
    dialog.hand_combo.setFocus()
    QTest.keyClick(dialog.hand_combo, Qt.Key.Key_Down)
    assert dialog.hand_number == 2
    qtbot.waitUntil(lambda: bool(dialog.hand_review and dialog.hand_review.hand_number == 2),
                    timeout=30_000)
    assert not dialog.hand_review.decisions
    assert dialog.summary_label.text() == NOTHING_YET
    # Back to the first: it is a finished hand like any other now.
    QTest.keyClick(dialog.hand_combo, Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: bool(dialog.hand_review and dialog.hand_review.hand_number == 1),
                    timeout=30_000)
    assert not dialog.summary_label.text().startswith(STANDING_IN)
    dialog.close()


def test_after_a_decision_the_hand_being_played_is_opened(make_window: Any,
                                                         qtbot: QtBot) -> None:
    window = resumed(make_window, second_hand_begun(new_match(RuleSet(), 11, first_dealer=1)),
                     TWO)
    press(window, qtbot, Qt.Key.Key_H)  # the hint, then its move
    press(window, qtbot, Qt.Key.Key_F)
    assert window.model.wait_idle(5000)
    assert window.model.match.hand_number == 2
    dialog = review_by_key(window, qtbot)
    assert dialog.hand_number == 2 and dialog.hand_review.decisions
    assert not dialog.summary_label.text().startswith(STANDING_IN)
    dialog.close()


def test_a_hand_sat_out_does_not_turn_off_the_review_of_the_next(make_window: Any,
                                                                qtbot: QtBot) -> None:
    """Seed 0's three-hand match: the person sits the first hand out and is the captain in
    the second, to decide first. The hand sat out has nothing to review: the hand being
    played is opened, and no earlier hand is offered."""
    match = new_match(RuleSet(), seed=0, mode="three")
    assert match.roles()[0] is Role.SITTING_OUT
    second_hand_begun(match)
    assert match.roles()[0] is Role.CAPTAIN and match.phase is Phase.UPCARD_OFFER
    window = resumed(make_window, match, THREE)
    assert window.review_features.review_action.isEnabled()
    dialog = review_by_key(window, qtbot)
    assert dialog.hand_number == 2
    assert dialog.summary_label.text() == "You have made no decisions in this hand yet."
    dialog.close()


def test_the_first_hand_before_any_decision_says_yet(make_window: Any, qtbot: QtBot) -> None:
    window = make_window()
    window.model.resume(new_match(RuleSet(), seed=3, first_dealer=1), TWO)
    assert window.model.wait_idle(5000)
    features = window.review_features
    features.samples = 2
    features.review_action.trigger()
    dialog = features.review_dialog
    assert dialog is not None and dialog.hand_number == 1
    qtbot.waitUntil(lambda: dialog.hand_review is not None, timeout=30_000)
    assert dialog.summary_label.text() == "You have made no decisions in this hand yet."
    dialog.close()
