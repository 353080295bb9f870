"""RULES.md's corners, read as an adversarial tester (session 40): a knock at exactly the
limit, the three-hand first turn and the outcomes the rotation table does not name (a tie,
the box undercutting), Oklahoma's upcard after a drawn hand, Hollywood's bonuses game by
game, and a rule set's values refused with a message naming the option. Driven through
the engine's public interface with stacked deals (tests/engine/conftest.py)."""

from __future__ import annotations

import dataclasses

import pytest

from gin_desktop.engine import (
    BIG_GIN, DRAW_DISCARD, DRAW_STOCK, PASS_UPCARD, TAKE_UPCARD, Action, ActionKind,
    BonusKind, Card, Phase, RefusalCode, ResultKind, RuleSet, ThreeHandMatch, TwoPlayerMatch,
    load_match, match_to_json,
)
from gin_desktop.engine.rules import RuleSetError

from tests.engine.conftest import HandFactory, Stack, stacked_deck
from tests.engine.test_rule_scenarios import (
    DEALER_KNOCKS, GIN_READY, JUNK, ND_KNOCKS, act, dealer_knocks, nd_gins, nd_knocks,
    play_to_the_wall, wall_deck,
)

C = Card.from_text


# ------------------------------------------------------------ two-player 5: the limit
@pytest.mark.parametrize(("limit", "knocks"), [(10, {"KD", "9D"}), (9, {"KD"}),
                                                (8, set())])
def test_a_knock_is_legal_with_deadwood_exactly_at_the_limit_and_not_one_over(
        make_hand: HandFactory, limit: int, knocks: set[str]) -> None:
    """RULES.md two-player 5: a knock needs deadwood "at most the knock limit" after the
    discard. With the 9D drawn, throwing the KD leaves 9 and throwing the 9D leaves 10:
    a limit of 10 allows both, 9 only the first, 8 neither (refused naming the limit)."""
    hand = make_hand(GIN_READY, JUNK, "KC", stock="9D", rules=RuleSet(knock_limit=limit))
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    offered = {a.card.text() for a in hand.legal_actions()
               if a.kind is ActionKind.KNOCK and a.card is not None}
    assert offered == knocks
    if "9D" not in knocks:
        refusal = hand.why_illegal(Action.knock(C("9D")))
        assert refusal is not None and refusal.code is RefusalCode.KNOCK_LIMIT
        assert refusal.limit == limit
    if knocks:
        worst = "9D" if "9D" in knocks else "KD"
        hand.apply(Action.knock(C(worst)))
        result = hand.result
        assert result is not None and result.kind is ResultKind.KNOCK
        kept = 10 if worst == "9D" else 9
        assert result.knocker_deadwood == kept and result.points == 67 - kept


@pytest.mark.parametrize(("upcard", "limit"), [("TS", 10), ("JS", 10), ("QS", 10),
                                                ("KS", 10)])
def test_oklahoma_a_ten_or_court_spade_knock_at_exactly_10_is_doubled(
        make_hand: HandFactory, upcard: str, limit: int) -> None:
    """RULES.md Oklahoma: a ten or a court card upcard sets the limit at 10 and, a spade,
    doubles the hand: a knock keeping exactly 10 (the 9D drawn and thrown, the KD kept)
    scores twice the difference."""
    hand = make_hand(GIN_READY, JUNK.replace("JS", "JC").replace("9S", "9C"), upcard,
                     stock="9D", rules=RuleSet(oklahoma=True))
    assert hand.knock_limit == limit and hand.doubled
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    hand.apply(Action.knock(C("9D")))
    result = hand.result
    assert result is not None and result.kind is ResultKind.KNOCK and result.doubled
    assert result.knocker_deadwood == 10 and result.points == 2 * (67 - 10)


def test_a_knockers_set_of_four_takes_no_layoff_and_its_run_takes_a_chain(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 7: layoffs are a fourth card to a set (a set of four takes no
    more) and cards extending a run at either end, repeatedly: the 7H goes on the 4H-6H
    run, then the 8H on the 7H the layoff itself put there; the defender's 9s lay off
    nowhere (the knocker's four nines leave no fifth)."""
    knocker = "9C 9D 9H 9S 4H 5H 6H AC 2D 3C"  # 6 deadwood after the KS is thrown
    defender = "7H 8H 2S 4S 6S 8S TS QS 5C JD"
    hand = make_hand(knocker, defender, "KC", stock="KS")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    hand.apply(Action.knock(C("KS")))
    result = hand.result
    assert result is not None and result.knocker_deadwood == 6
    layout = result.defender_layout
    assert layout is not None
    assert sorted(c.text() for c in (lo.card for lo in layout.layoffs)) == ["7H", "8H"]
    four = [m for m in result.knocker_layout.melds if len(m.cards) == 4]
    assert four and {c.rank for c in four[0].cards} == {9}
    assert not any(result.knocker_layout.melds[lo.meld_index] == four[0]
                   for lo in layout.layoffs)
    loose = 2 + 4 + 6 + 8 + 10 + 10 + 5 + 10
    assert result.defender_deadwood == loose and result.points == loose - 6


# ------------------------------------------------------------ three-hand 2-5
def box_knocks() -> list[Card]:
    """The captain throws the QC it draws; the box draws the 2H and knocks with 2."""
    return stacked_deck(JUNK, GIN_READY, "KC", stock="QC 2H")


def test_three_hand_first_turn_the_captain_passes_the_box_takes_the_sitter_never_acts(
        stack: Stack) -> None:
    """RULES.md three-hand 3 with two-player 3: the captain (the non-dealer) is offered
    the upcard first, then the box (the dealer); the box takes it, may not throw it back,
    discards, and the captain then plays a normal turn, free to take that discard. The
    player sitting out holds no cards, is shown the captain's hand (and choices, to
    advise on) and is never the seat to act."""
    stack([stacked_deck(JUNK, GIN_READY, "KC", stock="QC")])
    match = ThreeHandMatch(RuleSet(), 9)
    box, captain, sitter = match.box, match.captain, match.sitting_out

    def sitter_is_refused() -> None:
        for action in match.legal_actions():
            refusal = match.why_illegal(action, seat=sitter)
            assert refusal is not None and refusal.code is RefusalCode.NOT_YOUR_TURN
        view = match.view(sitter)
        assert view.is_advisor and view.hand == match.hand_of(captain)
        # An advisor's view shows the captain's choices, on the captain's turn only.
        advised = match.legal_actions() if match.to_act == captain else ()
        assert view.legal_actions == advised

    assert match.to_act == captain and match.legal_actions() == (TAKE_UPCARD, PASS_UPCARD)
    sitter_is_refused()
    match.apply(PASS_UPCARD, seat=captain)
    assert match.to_act == box and match.legal_actions() == (TAKE_UPCARD, PASS_UPCARD)
    sitter_is_refused()
    match.apply(TAKE_UPCARD, seat=box)
    refusal = match.why_illegal(Action.discard(C("KC")))
    assert refusal is not None and refusal.code is RefusalCode.JUST_TAKEN_FROM_PILE
    match.apply(Action.discard(C("KD")), seat=box)
    assert match.to_act == captain and match.phase is Phase.DRAW
    assert set(match.legal_actions()) == {DRAW_STOCK, DRAW_DISCARD}
    sitter_is_refused()
    match.apply(DRAW_DISCARD, seat=captain)
    assert C("KD") in match.hand_of(captain)


def test_three_hand_a_tie_scores_nothing_and_nobody_changes_role(stack: Stack) -> None:
    """RULES.md three-hand 5 names the box winning, losing and a drawn hand; with equal
    deadwood not an undercut (the rule option) a knock on equal deadwood is a tie that
    nobody wins: like a drawn hand, nobody scores, the box deals again and nobody changes
    role."""
    box_hand = "8C 9C TC JH JD JS 2D 3D 4D 9H"  # 9 deadwood, nothing to lay off
    stack([stacked_deck(GIN_READY, box_hand, "KC", stock="9D"),
           stacked_deck(GIN_READY, JUNK, "KC", stock="2H")])
    match = ThreeHandMatch(RuleSet(equal_deadwood_is_undercut=False), 5)
    roles = (match.box, match.captain, match.sitting_out)
    act(match, "pass", "pass", "stock", "knock KD")  # the captain knocks with 9
    result = match.last_result
    assert result is not None and result.kind is ResultKind.TIE and result.winner is None
    assert result.knocker_deadwood == result.defender_deadwood == 9
    assert match.scores == [0, 0, 0] and match.hands_won == [0, 0, 0]
    assert (match.box, match.captain, match.sitting_out) == roles
    act(match, "next")
    assert match.hand.dealer == roles[0] and match.hand.non_dealer == roles[1]


def test_three_hand_the_box_undercuts_the_captain_stays_and_scores(stack: Stack) -> None:
    """RULES.md three-hand 4-5 with two-player 8: the captain knocks with 9, the box
    holds 5: the box undercuts (9 - 5 + 10 = 14), so the box wins: it stays in the box
    and scores; the captain and the player sitting out swap."""
    box_hand = "8C 9C TC JH JD JS 2D 3D 4D 5C"  # 5 deadwood
    stack([stacked_deck(GIN_READY, box_hand, "KC", stock="9D")])
    match = ThreeHandMatch(RuleSet(), 5)
    box, captain, sitter = match.box, match.captain, match.sitting_out
    act(match, "pass", "pass", "stock", "knock KD")
    result = match.last_result
    assert result is not None and result.kind is ResultKind.UNDERCUT
    assert result.knocker == captain and result.winner == box and result.points == 14
    assert match.scores[box] == 14 and match.scores[captain] == match.scores[sitter] == 0
    assert (match.box, match.captain, match.sitting_out) == (box, sitter, captain)


# ------------------------------------------------------------ Oklahoma after a wall
def test_oklahoma_a_drawn_hand_is_dealt_again_by_its_dealer_under_the_new_upcard(
        stack: Stack) -> None:
    """RULES.md two-player 9 and Oklahoma: a drawn hand (the wall, under a king: limit
    10) is dealt again by the same dealer, and the new deal's first upcard (the 4 of
    spades) sets the new hand's limit, 4, and doubles it: a 2-point knock scores 130."""
    stack([wall_deck(), stacked_deck(GIN_READY, JUNK, "4S", stock="2H")])
    match = TwoPlayerMatch(RuleSet(oklahoma=True, target=500), 11, first_dealer=1)
    assert match.hand.knock_limit == 10 and not match.hand.doubled
    play_to_the_wall(match)
    result = match.last_result
    assert result is not None and result.kind is ResultKind.DRAWN
    act(match, "next")
    assert match.hand.dealer == 1 and match.to_act == 0
    assert match.hand.knock_limit == 4 and match.hand.doubled
    act(match, "pass", "pass", "stock", "knock KD")
    assert match.scores == [130, 0]


# ------------------------------------------------------------ Hollywood with the extras
def test_hollywood_each_game_has_its_own_line_game_and_shutout_bonuses(
        stack: Stack) -> None:
    """RULES.md Hollywood and "Extras": seat 0 wins hands 1, 3, 4 and 5, seat 1 hand 2
    (its first win, into game 1). Game 1: 0 has 65 + 92 (two hands), 1 has 65 (one
    hand): no shutout. Games 2 and 3: seat 1 scored nothing in them, so seat 0's whole
    game score, line and game bonuses included, is doubled in each."""
    stack([nd_knocks(), nd_knocks(), nd_gins(), dealer_knocks(), dealer_knocks()])
    rules = RuleSet(hollywood=True, line_bonus=25, game_bonus=100, shutout=True)
    match = TwoPlayerMatch(rules, 21, first_dealer=1)
    plan = [(ND_KNOCKS, 0, (0,)), (ND_KNOCKS, 1, (0,)), (ND_KNOCKS, 0, (0, 1)),
            (DEALER_KNOCKS, 0, (1, 2)), (DEALER_KNOCKS, 0, (2,))]
    for number, (actions, winner, games) in enumerate(plan):
        if number:
            act(match, "next")
        act(match, *actions)
        result = match.last_result
        assert result is not None and result.winner == winner and result.games == games
    assert match.is_over and match.winner == 0
    assert match.game_winners == [0, 0, 0]
    assert match.game_scores == [[157, 65], [157, 0], [130, 0]]
    game1 = 157 + 2 * 25 + 100
    game2 = (157 + 2 * 25 + 100) * 2
    game3 = (130 + 2 * 25 + 100) * 2
    assert match.totals == (game1 + game2 + game3, 65 + 25)
    bonuses = [(b.game, b.seat, b.kind, b.points) for b in match.bonuses]
    assert bonuses == [
        (0, 0, BonusKind.LINE, 50), (0, 1, BonusKind.LINE, 25), (0, 0, BonusKind.GAME, 100),
        (1, 0, BonusKind.LINE, 50), (1, 0, BonusKind.GAME, 100),
        (1, 0, BonusKind.SHUTOUT, 307),
        (2, 0, BonusKind.LINE, 50), (2, 0, BonusKind.GAME, 100),
        (2, 0, BonusKind.SHUTOUT, 280)]
    stack([nd_knocks(), nd_knocks(), nd_gins(), dealer_knocks(), dealer_knocks()])
    again = load_match(match_to_json(match))[0]  # a save replays to the same end
    assert again.totals == match.totals and again.bonuses == match.bonuses


# ------------------------------------------------------------ the rule options
NUMBERS = {f.name: f.default for f in dataclasses.fields(RuleSet)
           if isinstance(f.default, int) and not isinstance(f.default, bool)}
SWITCHES = [f.name for f in dataclasses.fields(RuleSet) if isinstance(f.default, bool)]


@pytest.mark.parametrize("name", sorted(NUMBERS))
@pytest.mark.parametrize("value", [-1, 10_001, "10", 10.0, True, None])
def test_a_bad_number_option_is_refused_naming_the_option(name: str, value: object) -> None:
    """RULES.md: every *(option)* is a field of the rule set; a rules file (a save's or the
    settings' "rules") with a value out of range or of the wrong kind is refused with a
    message naming the option, from a file and built directly alike."""
    for build in (lambda: RuleSet.from_dict({name: value}),
                  lambda: RuleSet(**{name: value})):  # type: ignore[arg-type]
        with pytest.raises(RuleSetError, match=name):
            build()


@pytest.mark.parametrize("name", SWITCHES)
@pytest.mark.parametrize("value", [1, "true", None])
def test_a_switch_that_is_not_true_or_false_is_refused(name: str, value: object) -> None:
    for build in (lambda: RuleSet.from_dict({name: value}),
                  lambda: RuleSet(**{name: value})):  # type: ignore[arg-type]
        with pytest.raises(RuleSetError, match=name):
            build()


@pytest.mark.parametrize(("data", "message"), [
    ({"next_dealer": "nobody"}, "next_dealer must be one of"),
    ({"name": 7}, "name"),
    ({"name": "x" * 41}, "name"),
    ({"colour": "red"}, "unknown rule option 'colour'"),
    ("oklahoma", "rules must be an object"),
])
def test_other_bad_rules_are_refused_with_a_clear_message(data: object, message: str
                                                          ) -> None:
    with pytest.raises(RuleSetError, match=message):
        RuleSet.from_dict(data)


@pytest.mark.parametrize("name", ["seeds", "eaai", "classic", "oklahoma", "hollywood",
                                  "straight"])
def test_each_preset_round_trips_through_its_dict(name: str) -> None:
    rules = RuleSet.preset(name)
    assert RuleSet.from_dict(rules.to_dict()) == rules
    limits = RuleSet.from_dict({"knock_limit": 0, "wall": 0, "target": 1})
    assert (limits.knock_limit, limits.wall, limits.target) == (0, 0, 1)


# ------------------------------------------------------------ big gin in each variant
#: All ten melded (AS-4S, 4H-6H, the 7s); with the 7H drawn all eleven still are (4H-7H).
ELEVEN_READY = "AS 2S 3S 4S 4H 5H 6H 7D 7C 7S"
BIG_GIN_POINTS = 67 + 31


@pytest.mark.parametrize(("rules", "upcard", "points"), [
    (RuleSet(big_gin=True), "KC", BIG_GIN_POINTS),
    (RuleSet(big_gin=True, oklahoma=True), "AC", BIG_GIN_POINTS),  # a gin-only hand
    (RuleSet(big_gin=True, oklahoma=True), "KS", 2 * BIG_GIN_POINTS),
    (RuleSet(big_gin=True, straight=True), "KC", BIG_GIN_POINTS),
    (RuleSet(big_gin=True, hollywood=True), "KC", BIG_GIN_POINTS),
    (RuleSet(big_gin=True, big_gin_bonus=50, knock_limit=0), "KC", 67 + 50),
], ids=["seeds", "oklahoma-ace", "oklahoma-spade", "straight", "hollywood", "gin-only"])
def test_big_gin_in_each_variant_scores_the_defenders_deadwood_and_its_bonus(
        make_hand: HandFactory, rules: RuleSet, upcard: str, points: int) -> None:
    """RULES.md two-player 6 and 8: big gin (an option) is all eleven cards melded before
    discarding; it scores the defender's deadwood plus the big-gin bonus (31, an option),
    nothing is laid off, and a spade upcard in Oklahoma doubles it all. Every variant
    offers it, the gin-only ones (Oklahoma's ace, Straight, a limit of 0) included."""
    hand = make_hand(ELEVEN_READY, JUNK, upcard, stock="7H", rules=rules)
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    assert BIG_GIN in hand.legal_actions()
    hand.apply(BIG_GIN)
    result = hand.result
    assert result is not None and result.kind is ResultKind.BIG_GIN and result.winner == 0
    assert result.knocker_deadwood == 0 and result.defender_deadwood == 67
    assert result.defender_layout is not None and not result.defender_layout.layoffs
    assert result.points == points
    assert len(result.knocker_layout.melds) == 3 and hand.knock_discard is None


def test_big_gin_off_the_eleven_melded_cards_knock_as_a_gin_instead(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 6: big gin is off by default; eleven melded cards then go gin
    by discarding one (the 7H or the 4S keep ten melded), for the gin bonus."""
    hand = make_hand(ELEVEN_READY, JUNK, "KC", stock="7H")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    assert BIG_GIN not in hand.legal_actions()
    refusal = hand.why_illegal(BIG_GIN)
    assert refusal is not None and refusal.code is RefusalCode.BIG_GIN_OFF
    hand.apply(Action.knock(C("4S")))
    result = hand.result
    assert result is not None and result.kind is ResultKind.GIN and result.points == 67 + 25


def test_three_hand_the_captains_big_gin_scores_for_the_captain_and_rotates(
        stack: Stack) -> None:
    """RULES.md three-hand 4-5 with big gin: the captain's big gin scores for the
    captain (the sitter never scores) and the box, having lost, sits out next."""
    stack([stacked_deck(ELEVEN_READY, JUNK, "KC", stock="7H")])
    match = ThreeHandMatch(RuleSet(big_gin=True, hollywood=True), 13)
    box, captain, sitter = match.box, match.captain, match.sitting_out
    act(match, "pass", "pass", "stock", "big-gin")
    result = match.last_result
    assert result is not None and result.kind is ResultKind.BIG_GIN
    assert result.winner == captain and result.points == BIG_GIN_POINTS
    assert match.scores[captain] == BIG_GIN_POINTS and match.scores[sitter] == 0
    assert match.game_scores[0][captain] == BIG_GIN_POINTS and result.games == (0,)
    assert (match.box, match.captain, match.sitting_out) == (captain, sitter, box)
