"""A player who does what the hint advises is never told by the hand review that the move
was behind the table's best. A new player followed the hint (H) all hand, then Game ▸
Review hand marked three of those very moves "△ ... the table found a better move": the
review weighed each move on 24 random deals and called the luckiest of a dozen moves the
best, where the hint's move, weighed again on new deals, was level with it. Now a move that
may be behind is weighed again on new deals, and the hint's own move is the review's
judge: never marked behind the best."""

from __future__ import annotations

from gin_desktop import review
from gin_desktop.ai import make_strategy
from gin_desktop.ai.advice import hint
from gin_desktop.engine import Match, Phase, RuleSet, new_match

PERSON = 0


def played_as_the_hint_advised(seed: int) -> Match:
    """One hand: the person makes every move the hint gives; ``strong`` opposes."""
    match = new_match(RuleSet(), seed, first_dealer=0)
    opponent = make_strategy("strong", seed + 1)
    while match.phase is not Phase.HAND_OVER:
        seat = match.to_act
        assert seat is not None
        view = match.view(seat)
        legal = view.legal_actions
        if len(legal) == 1:
            action = legal[0]
        elif seat == PERSON:
            action = hint(view).action
        else:
            action = opponent.choose(view)
        match.apply(action, seat)
    return match


def test_following_the_hint_is_never_marked_behind_the_tables_best() -> None:
    # Seeds 0-2: the old review marked 1, 6 and 3 of these hands' hinted moves.
    for seed in (0, 1, 2):
        result = review.review_hand(played_as_the_hint_advised(seed), 1, PERSON,
                                    hint=review.hinted_move)
        assert result.decisions
        assert all(d.followed_hint for d in result.decisions), seed
        assert not result.mistakes, seed
        assert not result.behind_the_table, seed
        assert result.summary().text() == "No decision cost you points worth mentioning"
        for d in result.decisions:
            # Nor does the table itself put another move a mistake's worth above it: the
            # luck of the first deals, weighed again, was no better move.
            assert d.best.expected - d.chosen_choice.expected <= d.threshold, (
                seed, d.number, [(c.action.text(), round(c.expected, 1))
                                 for c in d.choices])


def test_the_hints_move_is_never_behind_even_where_the_table_still_disagrees() -> None:
    """Weighed on ten times the deals, the simulated games (a quick policy for both sides)
    still put another move ahead of the hint's at a few decisions (seed 10's discard of
    the 6♥): the hint's level plays better than that policy (docs/strength-history.md),
    so the review counts the hint's move, and no mark or heading says it was behind."""
    result = review.review_hand(played_as_the_hint_advised(10), 1, PERSON,
                                hint=review.hinted_move)
    disputed = [d for d in result.decisions
                if d.best.expected - d.chosen_choice.expected > d.threshold]
    assert disputed
    assert all(d.followed_hint and not d.is_mistake for d in disputed)
    assert not result.behind_the_table
