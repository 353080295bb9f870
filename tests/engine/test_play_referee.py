"""The engine's PLAY rules held against an independent referee written from RULES.md
alone (``play_referee``): who may do what, when, and how a hand flows and ends.

Random matches of every preset and option, two-player and three-hand, are compared with
the referee at every step (legal actions, phase, player to act, where every card is, how
the hand ends, who deals next, the roles, whether the match goes on). Stacked hands then
walk RULES.md's edges one at a time; each states what RULES.md says as well as comparing,
so that the referee itself is checked against the rulebook.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gin_desktop.engine import (
    BIG_GIN, DRAW_DISCARD, DRAW_STOCK, FULL_DECK, PASS_UPCARD, TAKE_UPCARD, Action, Card,
    Deal, Hand, NextDealer, Phase, ResultKind, RuleSet,
)

from tests.engine import play_referee as ref
from tests.engine.conftest import stacked_deck
from tests.engine.play_referee import HandReferee, Tally, play

C = Card.from_text

#: Every preset, the options RULES.md names, and the combinations of variants.
RULE_SETS: dict[str, RuleSet] = {name: RuleSet.preset(name) for name in (
    "seeds", "eaai", "classic", "oklahoma", "hollywood", "straight")} | {
    "big_gin": RuleSet(big_gin=True),
    "discard_upcard": RuleSet(allow_discard_of_drawn_upcard=True),
    "sitter_dealt": RuleSet(sitter_dealt=True),
    "loser_deals": RuleSet(next_dealer=NextDealer.LOSER),
    "equal_is_tie": RuleSet(equal_deadwood_is_undercut=False),
    "knock_limit_5": RuleSet(knock_limit=5),
    "wall_0": RuleSet(wall=0),
    "wall_6": RuleSet(wall=6),
    "extras": RuleSet(line_bonus=25, game_bonus=100, shutout=True, target=60),
    "oklahoma_big_gin": RuleSet(oklahoma=True, big_gin=True),
    "straight_big_gin": RuleSet(straight=True, big_gin=True, target=60),
    "hollywood_oklahoma": RuleSet(hollywood=True, oklahoma=True),
    "hollywood_sitter_discard": RuleSet(hollywood=True, sitter_dealt=True,
                                        allow_discard_of_drawn_upcard=True),
}


@pytest.mark.parametrize("mode", ["two", "three"])
@pytest.mark.parametrize("name", list(RULE_SETS))
def test_random_matches_play_as_the_referee_says(name: str, mode: str) -> None:
    """RULES.md two-player 1-5, 9-11, three-hand 1-6, Oklahoma, Hollywood, Straight,
    Extras: at every step of a randomly played match the engine offers exactly the
    actions the referee allows, moves the cards as the referee does, and ends the hand,
    deals the next one and ends the match where the referee does."""
    rules = RULE_SETS[name]

    @settings(max_examples=3, deadline=None, database=None)
    @given(seed=st.integers(0, 2**32 - 1), knock_chance=st.sampled_from([0.9, 0.4, 0.05]),
           looper=st.booleans())
    def check(seed: int, knock_chance: float, looper: bool) -> None:
        play(rules, mode, seed, knock_chance=knock_chance, looper=looper, max_hands=10)

    check()


def sweep() -> Tally:
    """A fixed run over every rule set and both games, long enough to meet every ending."""
    tally = Tally()
    for index, rules in enumerate(RULE_SETS.values()):
        for mode in ("two", "three"):
            for k in range(3):
                play(rules, mode, 1000 * index + k, knock_chance=(0.9, 0.5, 0.2)[k],
                     looper=k == 2, max_hands=(40, 8, 6)[k], tally=tally)
    return tally


def test_the_random_matches_meet_every_situation_the_rules_name() -> None:
    """The random matches are not vacuous: they reach every ending RULES.md names (a
    knock, the wall, a repetition, matches played to their end) and the situations of the
    upcard offer, the knock and big gin."""
    tally = sweep()
    assert tally.hands >= 900 and tally.matches_over >= 20, tally
    assert all(tally.ends[end] >= 50 for end in ("knock", "wall", "repetition")), tally
    for name in ("take_upcard_nondealer", "take_upcard_dealer", "both_passed", "gin",
                 "knock_at_limit", "knock_at_wall", "big_gin", "discard_just_taken",
                 "three_wall", "first_dealer_0", "first_dealer_1"):
        assert name in tally.met, (name, tally.met)


@settings(max_examples=40, deadline=None, database=None)
@given(name=st.sampled_from(sorted(RULE_SETS)), deck=st.permutations(FULL_DECK),
       picks=st.lists(st.integers(0, 10_000), min_size=200, max_size=200))
def test_any_deal_plays_as_the_referee_says(name: str, deck: list[Card],
                                            picks: list[int]) -> None:
    """RULES.md two-player 2-10: for any order of the deck and any sequence of choices
    (mostly from the pile, so that cards go round), the engine's hand offers what the
    referee allows at every step and ends where the referee ends it."""
    rules = RULE_SETS[name]
    hand = Hand(rules, dealer=1, non_dealer=0, deck=deck)
    referee = HandReferee(rules, dealer=1, non_dealer=0, deal=Deal.of(deck))
    for pick in picks:
        legal = sorted(agree(hand, referee), key=lambda a: a.text())
        if not legal:
            break
        action = DRAW_DISCARD if DRAW_DISCARD in legal and pick % 4 else legal[
            pick % len(legal)]
        hand.apply(action)
        referee.apply(action)
    agree(hand, referee)


# ------------------------------------------------------------------ one hand, step by step
NON_DEALER = "2C 4C 6C 8C TD QH 9S JS 3D 5D"  # no melds: 67
DEALER = "AH 3H 5H 7H 9H JH KH 2D 4D 6D"  # no melds


def filler(*hands: str) -> str:
    """Ten cards for the other player, none of them named in ``hands``."""
    named = {c for text in hands for c in text.split()}
    spare = "KC QD JS 9C 8D 6S 4C 2H TH 3C 5S 8C JD QS 9D KS 2D 4D 6D AC".split()
    return " ".join([c for c in spare if c not in named][:10])


def pair(non_dealer: str, dealer: str, upcard: str, stock: str = "",
         rules: RuleSet | None = None) -> tuple[Hand, HandReferee]:
    """The engine's hand and the referee's, dealt the same cards (seat 0 the non-dealer)."""
    rules = rules or RuleSet()
    deck = stacked_deck(non_dealer, dealer, upcard, stock)
    return (Hand(rules, dealer=1, non_dealer=0, deck=deck),
            HandReferee(rules, dealer=1, non_dealer=0, deal=Deal.of(deck)))


def agree(hand: Hand, referee: HandReferee) -> set[Action]:
    """Engine and referee agree on the phase, the player to act and the legal actions."""
    legal = referee.legal()
    assert set(hand.legal_actions()) == legal, (
        sorted(a.text() for a in hand.legal_actions()), sorted(a.text() for a in legal))
    if referee.end is None:
        assert hand.phase is ref.PHASES[referee.phase] and hand.to_act == referee.to_act
    else:
        assert hand.phase is Phase.HAND_OVER and hand.result is not None
    return legal


def step(hand: Hand, referee: HandReferee, *actions: Action | str) -> set[Action]:
    """Apply each action to both, checking agreement before and after each; return the
    legal actions at the end."""
    for item in actions:
        action = Action.from_text(item) if isinstance(item, str) else item
        assert action in agree(hand, referee), action
        hand.apply(action)
        referee.apply(action)
    return agree(hand, referee)


def ended(hand: Hand) -> ResultKind | None:
    """How the hand ended (None while it runs)."""
    return hand.result.kind if hand.result is not None else None


def knocks(legal: set[Action]) -> set[str]:
    return {a.text() for a in legal if a.kind.name == "KNOCK"}


def test_the_upcard_is_offered_to_the_non_dealer_then_the_dealer_then_stock_only() -> None:
    """RULES.md two-player 3: the non-dealer may take or pass; then the dealer; if both
    pass, the non-dealer begins by drawing from the stock (the pile is not offered)."""
    hand, referee = pair(NON_DEALER, DEALER, "KS", stock="QC")
    assert step(hand, referee) == {TAKE_UPCARD, PASS_UPCARD} and hand.to_act == 0
    assert step(hand, referee, PASS_UPCARD) == {TAKE_UPCARD, PASS_UPCARD}
    assert hand.to_act == 1
    assert step(hand, referee, PASS_UPCARD) == {DRAW_STOCK} and hand.to_act == 0
    legal = step(hand, referee, DRAW_STOCK)
    assert Action.discard(C("QC")) in legal  # a card from the stock may go straight back
    # The dealer's first turn is a normal one: stock or pile.
    assert step(hand, referee, "discard QC") == {DRAW_STOCK, DRAW_DISCARD}
    assert hand.to_act == 1


def test_the_dealer_who_takes_the_upcard_discards_and_the_non_dealer_plays_on() -> None:
    """RULES.md two-player 3: whoever takes the upcard completes the turn by discarding,
    and then the other player takes a normal turn."""
    hand, referee = pair(NON_DEALER, DEALER, "KS", stock="QC")
    legal = step(hand, referee, PASS_UPCARD, TAKE_UPCARD)
    assert hand.to_act == 1 and Action.discard(C("KS")) not in legal
    assert step(hand, referee, "discard AH") == {DRAW_STOCK, DRAW_DISCARD}
    assert hand.to_act == 0


@pytest.mark.parametrize("allowed", [False, True])
def test_the_card_just_taken_from_the_pile_may_not_go_straight_back(allowed: bool) -> None:
    """RULES.md two-player 4, Decision (option ``allow_discard_of_drawn_upcard``): the
    card just taken from the discard pile may not be discarded (nor knocked with) in the
    same turn, the upcard included; with the option it may."""
    rules = RuleSet(allow_discard_of_drawn_upcard=allowed)
    # The non-dealer's KS would knock with 9 deadwood after taking the 2S... or discarding it.
    nd = "AS 3S 4S 5S 7C 7D 7H TC JC QC"
    hand, referee = pair(nd, filler(nd, "2S QD"), "2S", stock="QD", rules=rules)
    legal = step(hand, referee, TAKE_UPCARD)
    assert (Action.discard(C("2S")) in legal) is allowed
    assert ("knock 2S" in knocks(legal)) is allowed
    step(hand, referee, "discard TC", DRAW_STOCK, "discard QD")
    legal = step(hand, referee, DRAW_DISCARD)  # the QD, from the pile in a normal turn
    assert (Action.discard(C("QD")) in legal) is allowed


def test_a_knock_is_offered_for_the_discards_within_the_limit_only() -> None:
    """RULES.md two-player 5: a knock is legal when the hand after the discard has deadwood
    of at most the knock limit (10): here 10 exactly after throwing the KD, 11 after any
    other card that is not melded."""
    nd = "AS 2S 3S 7C 7D 7H 4H 5H 6H KD"
    hand, referee = pair(nd, filler(nd, "8S TC"), "8S", stock="TC")
    legal = step(hand, referee, PASS_UPCARD, PASS_UPCARD, DRAW_STOCK)
    # Deadwood KD + TC: throw either and 10 is left.
    assert knocks(legal) == {"knock KD", "knock TC"}
    assert len(legal) == 13


def test_a_knock_is_legal_on_the_first_turn_after_taking_the_upcard() -> None:
    """RULES.md two-player 5: "A knock is legal on any turn, the first included"."""
    nd = "AS 2S 3S 7C 7D 7H 4H 5H KD QC"
    hand, referee = pair(nd, filler(nd, "6H"), "6H")
    legal = step(hand, referee, TAKE_UPCARD)
    assert knocks(legal) == {"knock KD", "knock QC"}
    step(hand, referee, "knock KD")
    assert hand.result is not None and hand.result.kind in (ResultKind.KNOCK,
                                                            ResultKind.UNDERCUT)


@pytest.mark.parametrize(("upcard", "limit"), [("7C", 7), ("KD", 10), ("TH", 10),
                                               ("AC", 0), ("2H", 2)])
def test_oklahoma_knock_limit_is_the_upcards_rank_and_an_ace_means_gin_only(
        upcard: str, limit: int) -> None:
    """RULES.md Oklahoma: the first upcard's rank sets the knock limit (face cards 10,
    number cards their value); an ace upcard means only gin may end the hand."""
    rules = RuleSet.preset("oklahoma")
    # After the draw of the 9S: melds AS-3S, 4H-6H, 7s; deadwood 2C (2) and 9S, 8D.
    hand, referee = pair("AS 2S 3S 4H 5H 6H 7S 7D 7H 2C", "AH 3H 3C 9H JH KH 2D 4D 6D 5C",
                         upcard, stock="8D", rules=rules)
    assert referee.limit == limit
    legal = step(hand, referee, PASS_UPCARD, PASS_UPCARD, DRAW_STOCK)
    expected = {"knock 8D"} if limit >= 2 else set()
    assert knocks(legal) == expected | ({"knock 2C"} if limit >= 8 else set())


def test_straight_gin_offers_only_the_knock_that_goes_gin() -> None:
    """RULES.md Straight Gin: no knocking, only gin ends a hand."""
    rules = RuleSet.preset("straight")
    nd = "AS 2S 3S 7C 7D 7H 4H 5H 6H KD"
    hand, referee = pair(nd, filler(nd, "8S 2C 7S"), "8S", stock="2C", rules=rules)
    assert knocks(step(hand, referee, PASS_UPCARD, PASS_UPCARD, DRAW_STOCK)) == set()
    hand, referee = pair(nd, filler(nd, "8S 2C 7S"), "8S", stock="7S", rules=rules)
    assert knocks(step(hand, referee, PASS_UPCARD, PASS_UPCARD, DRAW_STOCK)) == {"knock KD"}


@pytest.mark.parametrize("big_gin", [False, True])
def test_big_gin_is_offered_when_all_eleven_cards_meld_the_upcard_included(
        big_gin: bool) -> None:
    """RULES.md two-player 6: gin is a knock with no deadwood; big gin (option): all
    eleven cards melded before discarding, which needs no discard, so even the upcard
    just taken completes it."""
    rules = RuleSet(big_gin=big_gin)
    nd = "AS 2S 3S 7C 7D 7S 4H 5H 6H 7H"
    hand, referee = pair(nd, filler(nd, "8H"), "8H", rules=rules)
    legal = step(hand, referee, TAKE_UPCARD)
    assert (BIG_GIN in legal) is big_gin
    # The one knock that goes gin: the 4H (5H-8H stays a run); the 8H was just taken.
    held = frozenset(referee.hands[0])
    assert {a.text() for a in legal if a.kind.name == "KNOCK"
            and ref.min_deadwood(held - {a.card}) == 0} == {"knock 4H"}
    step(hand, referee, BIG_GIN if big_gin else "knock 4H")
    assert hand.result is not None
    assert hand.result.kind is (ResultKind.BIG_GIN if big_gin else ResultKind.GIN)


def walk_to_stock(hand: Hand, referee: HandReferee, left: int) -> None:
    """Both pass the upcard, then each draws from the stock and throws the card drawn,
    until a draw leaves ``left`` cards in the stock (that player to discard)."""
    step(hand, referee, PASS_UPCARD, PASS_UPCARD)
    while True:
        drawn = referee.stock[-1]
        step(hand, referee, DRAW_STOCK)
        if len(referee.stock) == left:
            return
        step(hand, referee, Action.discard(drawn))


@pytest.mark.parametrize("wall", [2, 0, 5])
def test_the_wall_ends_the_hand_after_a_discard_and_a_knock_is_still_allowed(
        wall: int) -> None:
    """RULES.md two-player 9 (option ``wall``): if, after a discard, only two cards remain
    in the stock and nobody has knocked, the hand is drawn; the player who drew the
    third-to-last card may still knock instead."""
    rules = RuleSet(wall=wall)
    # The non-dealer holds a knock (10 deadwood after any of its two loose cards).
    nd = "AS 2S 3S 7C 7D 7H 4H 5H 6H KD"
    hand, referee = pair(nd, filler(nd, "8S"), "8S", rules=rules)
    walk_to_stock(hand, referee, wall)
    legal = agree(hand, referee)
    assert hand.phase is Phase.DISCARD and len(hand.stock) == wall
    # The non-dealer always has a knock: its ten cards have 10 deadwood.
    assert referee.to_act == 1 or any(a.kind.name == "KNOCK" for a in legal)
    card = next(a for a in sorted(legal, key=lambda a: a.text()) if a.kind.name == "DISCARD")
    step(hand, referee, card)
    assert referee.end == "wall"
    assert hand.result is not None and hand.result.kind is ResultKind.DRAWN


def test_a_pile_draw_when_three_cards_are_left_does_not_reach_the_wall() -> None:
    """RULES.md two-player 9: it is the stock that counts; a draw from the pile leaves
    three cards in the stock, and play goes on after the discard."""
    hand, referee = pair(NON_DEALER, DEALER, "8S")
    walk_to_stock(hand, referee, 3)
    step(hand, referee, Action.discard(referee.hands[referee.to_act or 0].difference(
        referee.deal.non_dealer, referee.deal.dealer).pop()))
    legal = step(hand, referee, DRAW_DISCARD)
    discard = next(a for a in sorted(legal, key=lambda a: a.text()) if a.kind.name == "DISCARD")
    assert step(hand, referee, discard) == {DRAW_STOCK, DRAW_DISCARD}
    assert hand.result is None and len(hand.stock) == 3


def test_the_dealt_position_coming_round_a_third_time_draws_the_hand() -> None:
    """RULES.md two-player 10, Decision: the position (both hands, the pile, the stock, the
    player to act) the non-dealer is in when offered the upcard comes back, in the draw
    phase, once the upcard, the TD and the AH have gone round the table; the position is
    the same although the phase is not, and its third occurrence draws the hand."""
    hand, referee = pair(NON_DEALER, DEALER, "8S")
    passing = ("discard TD", DRAW_DISCARD, "discard AH", DRAW_DISCARD, "discard 8S",
               DRAW_DISCARD, "discard TD", DRAW_DISCARD, "discard AH", DRAW_DISCARD)
    step(hand, referee, TAKE_UPCARD, *passing, "discard 8S")
    assert hand.phase is Phase.DRAW and hand.to_act == 0 and hand.result is None
    step(hand, referee, DRAW_DISCARD, *passing)
    assert ended(hand) is None
    step(hand, referee, "discard 8S")
    assert referee.end == "repetition"
    assert ended(hand) is ResultKind.REPETITION


# ------------------------------------------------------------------ between hands
def test_the_referee_deals_next_as_rules_md_says() -> None:
    """RULES.md two-player 1 (option ``next_dealer``): the winner deals the next hand;
    after a drawn hand the same dealer deals again."""
    rules = RuleSet()
    assert ref.next_dealer(rules, dealer=0, winner=1) == 1
    assert ref.next_dealer(rules, dealer=0, winner=0) == 0
    assert ref.next_dealer(rules, dealer=1, winner=None) == 1
    loser = RuleSet(next_dealer=NextDealer.LOSER)
    assert ref.next_dealer(loser, dealer=0, winner=0) == 1
    alternate = RuleSet(next_dealer=NextDealer.ALTERNATE)
    assert ref.next_dealer(alternate, dealer=0, winner=0) == 1
    assert ref.next_dealer(alternate, dealer=0, winner=None) == 0


def test_the_referee_rotates_the_three_hand_roles_as_rules_md_says() -> None:
    """RULES.md three-hand 5: the box wins: it stays, captain and sitter swap; the box
    loses: the box sits out, the captain goes into the box, the sitter becomes captain;
    a drawn hand: nobody changes role. Roles are (box, captain, sitting out)."""
    assert ref.rotate((0, 1, 2), winner=0) == (0, 2, 1)
    assert ref.rotate((0, 1, 2), winner=1) == (1, 2, 0)
    assert ref.rotate((0, 1, 2), winner=None) == (0, 1, 2)


def test_the_referee_draws_roles_highest_in_the_box_ties_drawing_again() -> None:
    """RULES.md three-hand 1: highest card (king high, ace low) in the box, middle
    captain, lowest sits out; players who tie draw again among themselves."""
    assert ref.roles_from_draw([((0, C("AS")), (1, C("KD")), (2, C("7H")))]) == (1, 2, 0)
    tie = [((0, C("9S")), (1, C("9D")), (2, C("2H"))), ((0, C("3C")), (1, C("QC")))]
    assert ref.roles_from_draw(tie) == (1, 0, 2)
