"""Each variant's scoring in one place (``gin_desktop.engine.scoring``), and RULES.md's
scoring decisions: Hollywood's match winner, shutout doubling, the knocker's layout."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.engine import (
    DRAW_STOCK, PASS_UPCARD, TAKE_UPCARD, Action, BonusKind, Card, Hand,
    MeldKind, RuleSet,
)
from gin_desktop.engine.scoring import (
    HollywoodScoring, OklahomaScoring, Scoreboard, ScoringPolicy, StraightScoring,
    policy_for,
)

HandFactory = Callable[..., Hand]
C = Card.from_text


@pytest.mark.parametrize(("preset", "policy"), [
    ("seeds", ScoringPolicy), ("eaai", ScoringPolicy), ("classic", ScoringPolicy),
    ("oklahoma", OklahomaScoring), ("hollywood", HollywoodScoring),
    ("straight", StraightScoring),
])
def test_each_preset_scores_with_its_variants_policy(preset: str,
                                                     policy: type[ScoringPolicy]) -> None:
    assert type(policy_for(RuleSet.preset(preset))) is policy


def test_variants_combine() -> None:
    """Hollywood scoring of Oklahoma hands: both hooks apply."""
    policy = policy_for(RuleSet(hollywood=True, oklahoma=True))
    assert isinstance(policy, HollywoodScoring) and isinstance(policy, OklahomaScoring)
    assert policy.knock_limit(C("7S")) == 7 and policy.doubled(C("7S"))
    assert policy.game_count == 3


def test_hollywood_match_winner_won_more_games() -> None:
    """RULES.md "Hollywood Gin", Decision: the match winner won more of the three games,
    even with the lower total."""
    board = Scoreboard(2)
    board.game_winners[:] = [0, 1, 1]
    board.game_scores[:] = [[100, 90], [95, 100], [99, 100]]
    board.game_scores[0][0] = 300  # seat 0 has far the higher total
    assert policy_for(RuleSet(hollywood=True)).match_winner(board) == 1


def test_hollywood_tie_of_games_goes_to_the_higher_total() -> None:
    """RULES.md "Hollywood Gin", Decision: on a tie of games (three-hand: one each), the
    higher total of the three game scores."""
    board = Scoreboard(3)
    board.game_winners[:] = [0, 1, 2]
    board.game_scores[:] = [[100, 40, 50], [60, 100, 30], [0, 70, 100]]
    # Totals: seat 0 160, seat 1 210, seat 2 180.
    assert policy_for(RuleSet(hollywood=True)).match_winner(board) == 1


def test_hollywood_match_goes_on_while_a_game_is_open() -> None:
    """RULES.md "Hollywood Gin": the match ends when all three games are decided."""
    board = Scoreboard(2)
    board.game_winners[:] = [0, 0, None]
    board.scores[:] = [500, 0]
    assert policy_for(RuleSet(hollywood=True)).match_winner(board) is None


def test_a_shutout_doubles_the_whole_game_score_bonuses_included() -> None:
    """RULES.md "Extras", shutout: the whole game score doubled, line and game bonuses
    included."""
    rules = RuleSet(line_bonus=25, game_bonus=100, shutout=True)
    board = Scoreboard(2)
    board.scores[:] = [104, 0]
    board.hands_won[:] = [3, 0]
    totals, bonuses = policy_for(rules).final_totals(board, [], 0)
    assert totals == ((104 + 3 * 25 + 100) * 2, 0)
    assert [(b.kind, b.points) for b in bonuses] == [
        (BonusKind.LINE, 75), (BonusKind.GAME, 100), (BonusKind.SHUTOUT, 279)]


def test_no_shutout_when_the_loser_scored() -> None:
    rules = RuleSet(line_bonus=25, shutout=True)
    board = Scoreboard(2)
    board.scores[:] = [104, 12]
    board.hands_won[:] = [3, 1]
    totals, bonuses = policy_for(rules).final_totals(board, [], 0)
    assert totals == (104 + 75, 12 + 25)
    assert not any(b.kind is BonusKind.SHUTOUT for b in bonuses)


def test_a_loser_whose_one_win_was_worth_0_points_has_its_line_bonus_and_no_shutout() -> None:
    """RULES.md "Extras": a hand won for zero points still counts as won (a line bonus),
    and the shutout is for a winner whose opponent scored nothing: that loser scored its
    line bonus."""
    rules = RuleSet(line_bonus=25, shutout=True)
    board = Scoreboard(2)
    board.scores[:] = [104, 0]
    board.hands_won[:] = [3, 1]
    totals, bonuses = policy_for(rules).final_totals(board, [], 0)
    assert totals == (104 + 75, 25)
    line = {b.seat: b.hands for b in bonuses if b.kind is BonusKind.LINE}
    assert line == {0: 3, 1: 1}
    assert not any(b.kind is BonusKind.SHUTOUT for b in bonuses)


def test_without_a_line_bonus_a_loser_with_only_0_point_wins_scored_nothing() -> None:
    """No line bonus is played: the loser's game score is 0, so the winner's is doubled."""
    rules = RuleSet(shutout=True)
    board = Scoreboard(2)
    board.scores[:] = [104, 0]
    board.hands_won[:] = [3, 1]
    totals, bonuses = policy_for(rules).final_totals(board, [], 0)
    assert totals == (208, 0)
    assert [(b.kind, b.points) for b in bonuses] == [(BonusKind.SHUTOUT, 104)]


def test_the_knocker_layout_counts_cards_the_defender_took_from_the_pile_as_seen(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 7, Decision (automatic layout): the fewest layoff places among
    cards the knocker has not seen. Seen: its own hand, the discard pile, cards known
    discarded, and cards the defender took from the pile. Here the runs' ends 8S and 4C
    were discarded and 8C taken by the defender: the runs offer 3 unseen places (4S, 4D,
    8D), as many as the sets (5H, 6H, 7H), so the runs stand. Had the 8C been counted as
    unseen, the sets (3 places against 4) would have been laid."""
    knocker = "5S 6S 7S 5C 6C 7C 5D 6D 7D 2H"
    defender = "2C 3C 9S JS TD QH 9H 3D 2D 8S"
    hand = make_hand(knocker, defender, "8C", stock="4C KC QD")
    hand.apply(PASS_UPCARD)
    hand.apply(TAKE_UPCARD)  # the defender takes the 8C
    hand.apply(Action.discard(C("8S")))
    hand.apply(DRAW_STOCK)  # 4C
    hand.apply(Action.discard(C("4C")))
    hand.apply(DRAW_STOCK)  # KC
    hand.apply(Action.discard(C("KC")))
    hand.apply(DRAW_STOCK)  # QD
    hand.apply(Action.knock(C("QD")))
    result = hand.result
    assert result is not None and result.knocker_layout is not None
    assert {m.kind for m in result.knocker_layout.melds} == {MeldKind.RUN}
