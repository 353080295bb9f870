"""Training mode: the mark a move gets as it is made and the review after the hand say the
same thing about it.

A Brazilian beginner (s40) passed the upcard that made a set, against the hint: the bar said
"✗ That choice of the upcard cost you about 3 points", and the review that opened after the
hand listed the same pass as "✓ A good choice: within 3.0 points of the best". The mark was
weighed on fewer deals than the review; weighed alike, on the same deals, they agree. The
moves are made with the mouse, as a player makes them."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from gin_desktop import review
from gin_desktop.engine import ActionKind

from .test_training_verdict import hinted, play_by_mouse, training_window


def test_the_mark_of_a_move_is_the_reviews_verdict_on_it(make_window: Any,
                                                          qtbot: QtBot) -> None:
    window = training_window(make_window, 3)
    window.review_features.samples = 2  # the review window's play-outs (short, for speed)
    coach = window.review_features.coach
    marks: list[review.Decision] = []
    coach.marked.connect(marks.append)
    model = window.model
    # Against the hint at the first decision (the upcard), then the hint's moves.
    while len(marks) < 3:
        assert model.wait_idle(10_000)
        action = hinted(window)
        legal = model.human_view().legal_actions
        if not marks:
            action = next(a for a in legal if a != action)
            assert action.kind in (ActionKind.TAKE_UPCARD, ActionKind.PASS_UPCARD)
        count = len(marks)
        play_by_mouse(window.table, action)
        if len(legal) > 1:  # a forced move (the stock after both passed) gets no mark
            qtbot.waitUntil(lambda n=count: len(marks) > n, timeout=20_000)
    reviewed = review.review_hand(model.match, model.match.hand_number, model.human_seat,
                                  samples=window.review_features.samples,
                                  hint=review.hinted_move)
    by_move = {(len(d.view.history), d.chosen): d for d in reviewed.decisions}
    for mark in marks:
        again = by_move[len(mark.view.history), mark.chosen]
        assert mark.choices == again.choices
        assert mark.verdict == again.verdict
