"""The engine's scoring held against an independent referee written from RULES.md alone
(``scoring_referee``): random matches of every game kind and preset played to their end
through the public Match API, and RULES.md's edge cases one by one.

Each edge case states the figure RULES.md gives as well as comparing with the referee, so
that the referee itself is checked against the rulebook and not only against the engine.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gin_desktop.engine import (
    BIG_GIN, DRAW_STOCK, PASS_UPCARD, Action, ActionKind, Card, Hand, NextDealer,
    RuleSet, parse_cards,
)

from tests.engine import scoring_referee as ref
from tests.engine.referee_play import Tally, play

HandFactory = Callable[..., Hand]
C = Card.from_text
JUNK = "2C 4C 6C 8C TD QH 9S JS 3D 5D"  # no melds: 67 points

#: Every preset, and the options the presets leave at their defaults.
RULE_SETS: dict[str, RuleSet] = {name: RuleSet.preset(name) for name in (
    "seeds", "eaai", "classic", "oklahoma", "hollywood", "straight")} | {
    "big_gin": RuleSet(big_gin=True),
    "equal_is_tie": RuleSet(equal_deadwood_is_undercut=False),
    "extras": RuleSet(line_bonus=25, game_bonus=100, shutout=True, target=60),
    "hollywood_oklahoma": RuleSet(hollywood=True, oklahoma=True),
    "loser_deals": RuleSet(next_dealer=NextDealer.LOSER),
    "discard_upcard": RuleSet(allow_discard_of_drawn_upcard=True),
    "sitter_dealt": RuleSet(sitter_dealt=True),
    "straight_big_gin": RuleSet(straight=True, big_gin=True, target=60),
    # No gin or undercut bonus: 0-point wins, which count as won (RULES.md "Line").
    "zero_point_wins": RuleSet(gin_bonus=0, undercut_bonus=0, line_bonus=25, game_bonus=100,
                               shutout=True, target=40),
    "hollywood_zero_point_wins": RuleSet(hollywood=True, gin_bonus=0, undercut_bonus=0,
                                         line_bonus=25, game_bonus=100, shutout=True,
                                         target=40),
    "alternate_deals": RuleSet(next_dealer=NextDealer.ALTERNATE),
}
#: Slow kinds (Straight: most hands run to the wall) play fewer matches.
EXAMPLES = {"straight": 4, "straight_big_gin": 4}


@pytest.mark.parametrize("mode", ["two", "three"])
@pytest.mark.parametrize("name", list(RULE_SETS))
def test_random_matches_score_as_the_referee_says(name: str, mode: str) -> None:
    """RULES.md two-player 5-11, three-hand 1-6, the variants and the extras: every hand of
    a randomly played match (knock limit offered, showdown score, layout, layoffs,
    bonuses, doubling, Hollywood crediting, roles, dealer) and the match's end (winner,
    totals with bonuses) are what the referee computes from the rules."""
    rules = RULE_SETS[name]

    @settings(max_examples=EXAMPLES.get(name, 8), deadline=None, database=None)
    @given(seed=st.integers(0, 2**32 - 1), knock_chance=st.sampled_from([0.9, 0.3, 0.05]))
    def check(seed: int, knock_chance: float) -> None:
        play(rules, mode, seed, knock_chance=knock_chance)

    check()


# ----------------------------------------------------------------- one showdown at a time
def start(hand: Hand) -> Hand:
    """Both pass the upcard; the non-dealer (seat 0) draws the top stock card."""
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    return hand


def showdown(hand: Hand, action: Action, rules: RuleSet, upcard: str) -> ref.Score:
    """Apply the knock (or big gin) of seat 0 and return the referee's score of it,
    after checking that the engine's result says the same."""
    knocker_cards = frozenset(hand.hands[0])
    defender_cards = frozenset(hand.hands[1])
    if action.card is not None:
        knocker_cards -= {action.card}
    hand.apply(action)
    result = hand.result
    assert result is not None and result.knocker_layout is not None
    layout = [frozenset(m.cards) for m in result.knocker_layout.melds]
    score = ref.score_showdown(rules, 0, 1, knocker_cards, defender_cards, layout,
                               big_gin=action.kind is ActionKind.BIG_GIN,
                               doubled=ref.is_doubled(rules, C(upcard)))
    assert (result.kind.value, result.winner, result.points, result.bonus,
            result.knocker_deadwood, result.defender_deadwood) == (
        score.kind, score.winner, score.points, score.bonus, score.knocker_deadwood,
        score.defender_deadwood)
    return score


def test_a_layoff_extending_a_run_opens_the_next_layoff(make_hand: HandFactory) -> None:
    """RULES.md two-player 7: cards extend a run "repeatedly": 7S onto 4S-6S makes room for
    8S, although 7S alone could also have gone onto the set of sevens."""
    rules = RuleSet()
    hand = start(make_hand("4S 5S 6S 7C 7D 7H KC KD KH 2D", "7S 8S AH 3C 5C 9D JH QC TC 2H",
                           "QS", stock="AD"))
    score = showdown(hand, Action.knock(C("2D")), rules, "QS")
    # Defender left with AH 3C 5C 9D JH QC TC 2H = 1+3+5+9+10+10+10+2; knocker AD = 1.
    assert (score.kind, score.defender_deadwood, score.points) == ("knock", 50, 49)


def test_nothing_is_laid_off_onto_a_set_of_four(make_hand: HandFactory) -> None:
    """RULES.md "Melds" and two-player 7: a set has at most four cards, so a set of four
    takes no layoff; the knocker's least-deadwood layout offering fewest places to unseen
    cards is the set of four sevens with 4S-6S (place 3S) rather than 4S-7S (3S and 8S),
    so the defender's 8S stays deadwood."""
    rules = RuleSet()
    hand = start(make_hand("4S 5S 6S 7C 7D 7H 7S 2C 3D 9H", "8S AH 3C 5C 9D JH QC TC 2H 4D",
                           "QS", stock="AD"))
    score = showdown(hand, Action.knock(C("9H")), rules, "QS")
    # Knocker deadwood 2C 3D AD = 6; the 8S cannot follow 7S, which is in the set.
    assert (score.kind, score.knocker_deadwood) == ("knock", 6)
    assert score.defender_deadwood == 8 + 1 + 3 + 5 + 9 + 30 + 2 + 4
    assert score.points == 62 - 6


def test_the_knockers_layout_offers_fewest_places_to_unseen_cards(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 7, Decision (automatic layout), its own example: AS and the 5,
    6, 7 of spades, clubs and diamonds are laid down as three sets, not three runs, so
    the defender's 8S, 8C and 4D find no place and only its 5H is laid off."""
    rules = RuleSet()
    hand = start(make_hand("AS 5S 6S 7S 5C 6C 7C 5D 6D 7D", "8S 8C 4D 5H 2C JD QH KS 9H 3H",
                           "TD", stock="KH"))
    score = showdown(hand, Action.knock(C("KH")), rules, "TD")
    assert hand.result is not None and hand.result.knocker_layout is not None
    assert all(m.kind.value == "set" for m in hand.result.knocker_layout.melds)
    assert (score.knocker_deadwood, score.defender_deadwood, score.points) == (1, 64, 63)


def test_gin_with_eleven_melded_cards(make_hand: HandFactory) -> None:
    """RULES.md two-player 6: with big gin off, eleven melded cards go gin by discarding
    one (a run's end); with big gin on, the same cards may score big gin instead."""
    knocker = "AS 2S 3S 4S 6H 6D 6S 8H 9H TH"
    for rules, action, bonus in ((RuleSet(), Action.knock(C("JH")), 25),
                                 (RuleSet(big_gin=True), Action.knock(C("JH")), 25),
                                 (RuleSet(big_gin=True), BIG_GIN, 31)):
        hand = start(make_hand(knocker, JUNK, "KH", stock="JH", rules=rules))
        assert (BIG_GIN in hand.legal_actions()) == rules.big_gin
        score = showdown(hand, action, rules, "KH")
        assert score.points == 67 + bonus and score.bonus == bonus


def test_a_knock_with_exactly_the_limit(make_hand: HandFactory) -> None:
    """RULES.md two-player 5: deadwood of at most the knock limit (10) may knock; the
    knocker's 10 against the defender's 67 scores 57."""
    rules = RuleSet()
    hand = start(make_hand("AS 2S 3S 4H 5H 6H 7D 7C 7S KD", JUNK, "KC", stock="QS"))
    knocks = {a.card for a in hand.legal_actions() if a.kind is ActionKind.KNOCK}
    assert knocks == {C("KD"), C("QS")}
    score = showdown(hand, Action.knock(C("QS")), rules, "KC")
    assert (score.kind, score.knocker_deadwood, score.points) == ("knock", 10, 57)


@pytest.mark.parametrize(("rules", "kind", "points"), [
    (RuleSet(), "undercut", 10),
    (RuleSet.preset("eaai"), "undercut", 25),
    (RuleSet(equal_deadwood_is_undercut=False), "tie", 0),
])
def test_undercut_on_equal_deadwood(make_hand: HandFactory, rules: RuleSet, kind: str,
                                    points: int) -> None:
    """RULES.md two-player 8: the knocker's deadwood equal to the defender's is an
    undercut: the defender scores the difference (0) plus the undercut bonus."""
    hand = start(make_hand("AS 2S 3S 4H 5H 6H 7D 7C 7S 9D", "JC JD JH JS QS KS 8H 9H TH 9C",
                           "5S", stock="AC", rules=rules))
    score = showdown(hand, Action.knock(C("AC")), rules, "5S")
    assert (score.kind, score.points, score.knocker_deadwood, score.defender_deadwood) == (
        kind, points, 9, 9)


def test_big_gin_gives_no_layoffs(make_hand: HandFactory) -> None:
    """RULES.md two-player 6-8: big gin scores the defender's deadwood plus 31 and, as a
    gin, lets the defender lay nothing off (its 5S would extend AS-4S)."""
    rules = RuleSet(big_gin=True)
    hand = start(make_hand("AS 2S 3S 4S 5H 5D 5C 9C TC JC", "5S 2C 4C 6C 8C TD QH 3D 7D 9S",
                           "KH", stock="QC", rules=rules))
    score = showdown(hand, BIG_GIN, rules, "KH")
    assert (score.kind, score.points) == ("big_gin", 5 + 2 + 4 + 6 + 8 + 10 + 10 + 3 + 7 + 9
                                          + 31)


@pytest.mark.parametrize("spade", [True, False])
def test_oklahoma_spade_doubles_gin_and_undercut(make_hand: HandFactory,
                                                 spade: bool) -> None:
    """RULES.md variants, Oklahoma: a spade upcard doubles every score of the hand, the gin
    and undercut bonuses included; the upcard's rank (10) is the knock limit."""
    rules = RuleSet.preset("oklahoma")
    upcard = "TS" if spade else "TC"
    factor = 2 if spade else 1
    hand = start(make_hand("AS 2S 3S 4H 5H 6H 7D 7C 7S KD", JUNK, upcard, stock="7H",
                           rules=rules))
    assert hand.knock_limit == 10 and hand.doubled == spade
    score = showdown(hand, Action.knock(C("KD")), rules, upcard)
    assert (score.kind, score.points, score.bonus) == ("gin", factor * 92, factor * 25)
    hand = start(make_hand("AS 2S 3S 4H 5H 6H 7D 7C 7S 8D", "JC JD JH JS QS KS 8H 9H TH 2C",
                           upcard, stock="AC", rules=rules))
    score = showdown(hand, Action.knock(C("AC")), rules, upcard)
    # The knocker's 8 against the defender's 2: 6 plus the undercut bonus.
    assert (score.kind, score.points, score.bonus) == ("undercut", factor * 16, factor * 10)


# ------------------------------------------------------------------ the match around it
def met(rules: RuleSet, mode: str, scenario: str, seeds: range) -> Tally:
    """Play seeded matches until one meets ``scenario`` (checking each against the
    referee on the way); the edge case must come up, or the test proves nothing."""
    tally = Tally()
    for seed in seeds:
        play(rules, mode, seed, tally=tally)
        if scenario in tally.scenarios:
            return tally
    raise AssertionError(f"no match of seeds {seeds} met {scenario}")


def test_the_target_reached_exactly_ends_the_match() -> None:
    """RULES.md two-player 11: a cumulative score of the target "or more" wins: exactly
    100 ends the match, and the referee's winner and totals are the engine's."""
    met(RuleSet(), "two", "target_exact", range(40))


def test_hollywood_crediting_skips_a_game_already_won() -> None:
    """RULES.md Hollywood: a player's n-th won hand scores in games 1..n (at most 3), but
    "a game that has been won is no longer scored into": a hand whose games are all won
    scores in none."""
    met(RuleSet.preset("hollywood"), "two", "hollywood_game_full", range(40))
    # A low target lets one player win game 1 before the other wins a hand.
    met(RuleSet(hollywood=True, target=25), "two", "hollywood_win_into_no_game", range(40))


def test_box_game_drawn_hand_keeps_roles_and_scores() -> None:
    """RULES.md three-hand 5 and two-player 9: a drawn hand scores nothing, the box deals
    again and nobody changes role; box wins and losses rotate as the rules say."""
    for scenario in ("three_drawn", "three_box_wins", "three_box_loses"):
        met(RuleSet(), "three", scenario, range(40))


def test_the_referee_finds_the_least_deadwood() -> None:
    """RULES.md "Melds": the arrangement minimising deadwood (the referee's own check: the
    example of docs/engine-api.md, and a card that fits a set and a run)."""
    assert ref.min_deadwood(frozenset(parse_cards("AS 2S 3S 7H 7D 7C KD"))) == 10
    assert ref.min_deadwood(frozenset(parse_cards("4S 5S 6S 7S 7H 7D 8S"))) == 8
    assert ref.min_deadwood(frozenset(parse_cards("4S 5S 6S 7S 7H 8S"))) == 7
