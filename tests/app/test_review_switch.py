"""The review window's hand choice while an analysis is finishing: the hand shown is the hand
chosen (RULES.md "What the engine guarantees" is about the cards; this is about which hand's
decisions the player reads)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.engine import Action, ActionKind, RuleSet, new_match

from tests.test_review import play_to_hand_end

from .test_review_window import SETUP


def test_a_hand_chosen_as_the_last_analysis_ends_is_the_hand_shown(
        make_window: Any, qtbot: QtBot) -> None:
    """The first hand's analysis has finished on its thread, its result not yet delivered,
    when the player picks the second hand with the Down key: the window shows the second
    hand's decisions, once, not the first hand's under the second's name."""
    match = new_match(RuleSet(), 11, first_dealer=1)
    play_to_hand_end(match)
    match.apply(Action(ActionKind.NEXT_HAND))
    play_to_hand_end(match)
    window: MainWindow = make_window()
    window.model.resume(match, SETUP)
    assert window.model.wait_idle(5000)
    window.review_features.samples = 2
    dialog = window.review_features.open_review(window.model.match, 1, 1)
    thread = dialog._thread
    assert thread is not None and dialog.hand_number == 1
    shown: list[int] = []
    dialog.analysed.connect(lambda result: shown.append(result.hand_number))
    thread.wait()  # done, its signals queued behind this test's code
    dialog.hand_combo.setFocus()
    QTest.keyClick(dialog.hand_combo, Qt.Key.Key_Down)
    assert dialog.hand_number == 2
    qtbot.waitUntil(lambda: bool(shown), timeout=30_000)
    qtbot.wait(100)  # anything else queued arrives
    assert shown == [2]
    result = dialog.hand_review
    assert result is not None and result.hand_number == 2
    assert dialog.decision_list.count() == len(result.decisions)
    dialog.close()


def test_a_move_far_behind_the_best_is_not_called_a_good_choice(qtbot: QtBot) -> None:
    """Judged against the hint, a move no worse than the hint's is no mistake; but 5.2
    points behind the table's best it is not "a good choice: within 5.2 points of the best"
    either (the threshold of a mistake is 3)."""
    import dataclasses

    from gin_desktop import review
    from gin_desktop.app.dialogs.review import ReviewDialog

    from tests.test_review import PERSON, blundered_match

    decision = review.review_hand(blundered_match(), 1, PERSON, samples=4).decisions[1]
    legal = decision.view.legal_actions
    best, hinted = [a for a in legal if a != decision.chosen][:2]
    choices = (review.Choice(best, 15.9), review.Choice(decision.chosen, 10.7),
               review.Choice(hinted, 5.2))
    far = dataclasses.replace(decision, choices=choices, hinted=hinted, verdict=None)
    assert not far.is_mistake and far.loss == 0
    text = ReviewDialog._verdict_text(far)
    assert not text.startswith("A good choice"), text
    assert text.startswith("As good as the hint's move or better, though 5.2 points behind "
                           "the best move in the table. The hint plays as the Strong "
                           "computer would"), text


def test_a_move_behind_the_hints_is_not_called_as_good_as_it(qtbot: QtBot) -> None:
    """A keyboard player's knock showed +4.5 in the table, the hint's discard +7.3 and the
    best +7.8: no mistake (2.8 behind the hint, the threshold is 3), but the verdict said
    "As good as the hint's move or better, though 3.3 points behind the best move in the
    table", beside the table's own lower figure."""
    import dataclasses

    from gin_desktop import review
    from gin_desktop.app.dialogs.review import ReviewDialog

    from tests.test_review import PERSON, blundered_match

    decision = review.review_hand(blundered_match(), 1, PERSON, samples=4).decisions[1]
    legal = decision.view.legal_actions
    best, hinted = [a for a in legal if a != decision.chosen][:2]
    choices = (review.Choice(best, 7.8), review.Choice(hinted, 7.3),
               review.Choice(decision.chosen, 4.5))
    close = dataclasses.replace(decision, choices=choices, hinted=hinted, verdict=None)
    assert not close.is_mistake and 0 < close.loss < close.threshold
    text = ReviewDialog._verdict_text(close)
    assert not text.startswith("As good as"), text
    assert text.startswith("Close to the hint's move (2.8 points behind it), though 3.3 "
                           "points behind the best move in the table."), text


def test_the_hints_move_below_another_figure_is_not_called_behind(qtbot: QtBot) -> None:
    """The player passed an upcard as the hint would have, and the table shows taking it
    higher. The verdict once said "The move the hint recommends, though 5.7 points behind
    the best move in the table": a player who did as the game advised was told it was a
    mistake. The hint is the review's judge: its move is never called behind the best,
    and where the table shows a higher figure the verdict says why the two can differ."""
    import dataclasses

    from gin_desktop import review
    from gin_desktop.app.dialogs.review import ReviewDialog

    from tests.test_review import PERSON, blundered_match

    decision = review.review_hand(blundered_match(), 1, PERSON, samples=4).decisions[1]
    best = next(a for a in decision.view.legal_actions if a != decision.chosen)
    explained = ("The move the hint recommends. The hint plays as the Strong computer "
                 "would; the table tries each move in many simulated games on random "
                 "deals, so the two can disagree.")
    for gap in (5.7, 1.4):
        shown = dataclasses.replace(decision, choices=(
            review.Choice(best, 0.4), review.Choice(decision.chosen, 0.4 - gap)),
            hinted=decision.chosen, verdict=None)
        assert shown.followed_hint and not shown.is_mistake
        assert ReviewDialog._verdict_text(shown) == explained, gap
    level = dataclasses.replace(decision, choices=(review.Choice(decision.chosen, 0.4),
                                                   review.Choice(best, 0.36)),
                                hinted=decision.chosen, verdict=None)
    assert ReviewDialog._verdict_text(level) == "The move the hint recommends."
