"""Melds, deadwood and the showdown layout: RULES.md "Melds" and "Two-player game" 5-7.

The property tests compare the fast engine with a brute-force reference written here
from the rules alone (every subset of disjoint melds; every legal layoff sequence).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Sequence
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gin_desktop.engine.cards import FULL_DECK, Card, cards_to_mask, parse_cards
from gin_desktop.engine.melds import (
    Arrangement,
    InvalidMeldError,
    Layoff,
    Meld,
    MeldKind,
    arrangement_keeping,
    best_arrangement,
    deadwood_after_discards,
    deadwood_after_each_discard,
    deadwood_points,
    knocker_layout,
    laid_off_melds,
    min_deadwood_after_discard,
)

ALL_MASK = (1 << 52) - 1


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def meld(text: str) -> Meld:
    return Meld.from_cards(parse_cards(text))


# --------------------------------------------------------------------------------------
# The reference: straight from the rules, no cleverness.


def ref_is_meld(group: Sequence[Card]) -> bool:
    if len(group) < 3:
        return False
    if len({c.rank for c in group}) == 1 and len(group) <= 4:
        return len({c.suit for c in group}) == len(group)
    if len({c.suit for c in group}) != 1:
        return False
    ranks = sorted(c.rank for c in group)
    return ranks == list(range(ranks[0], ranks[0] + len(group)))


def ref_is_run(group: Sequence[Card]) -> bool:
    return len({c.suit for c in group}) == 1


def ref_candidate_melds(hand: Sequence[Card]) -> list[frozenset[Card]]:
    found: list[frozenset[Card]] = []
    for size in (3, 4):
        for combo in itertools.combinations(hand, size):
            if len({c.rank for c in combo}) == 1:
                found.append(frozenset(combo))
    for suit in range(4):
        ranks = {c.rank: c for c in hand if c.suit == suit}
        for lo in range(1, 12):
            for hi in range(lo + 2, 14):
                if all(r in ranks for r in range(lo, hi + 1)):
                    found.append(frozenset(ranks[r] for r in range(lo, hi + 1)))
    return found


def ref_packings(hand: Sequence[Card]) -> list[list[frozenset[Card]]]:
    """Every collection of pairwise disjoint melds made of the hand's cards."""
    candidates = ref_candidate_melds(hand)
    packings: list[list[frozenset[Card]]] = []

    def walk(start: int, used: frozenset[Card], chosen: list[frozenset[Card]]) -> None:
        packings.append(list(chosen))
        for i in range(start, len(candidates)):
            if not candidates[i] & used:
                chosen.append(candidates[i])
                walk(i + 1, used | candidates[i], chosen)
                chosen.pop()

    walk(0, frozenset(), [])
    return packings


def ref_deadwood(hand: Iterable[Card]) -> int:
    hand = list(hand)
    total = sum(c.points for c in hand)
    return min(total - sum(c.points for m in p for c in m) for p in ref_packings(hand))


def ref_accepts(group: Sequence[Card], card: Card) -> bool:
    return card not in group and ref_is_meld([*group, card])


def ref_can_lay_off_all(onto: Sequence[Sequence[Card]], laid: frozenset[Card]) -> bool:
    """Whether ``laid`` can all go onto ``onto``, one card at a time, in some order."""

    @cache
    def search(melds: tuple[tuple[Card, ...], ...], left: frozenset[Card]) -> bool:
        if not left:
            return True
        for card in left:
            for i, group in enumerate(melds):
                if ref_accepts(group, card):
                    grown = (*melds[:i], (*group, card), *melds[i + 1 :])
                    if search(grown, left - {card}):
                        return True
        return False

    return search(tuple(tuple(m) for m in onto), laid)


def ref_defender_deadwood(hand: Sequence[Card], onto: Sequence[Sequence[Card]]) -> int:
    # Only a card of a run's suit or of a three-card set's rank can ever be laid off.
    maybe = [
        c
        for c in hand
        if any(
            (ref_is_run(m) and c.suit == m[0].suit) or (len(m) == 3 and c.rank == m[0].rank)
            for m in onto
        )
    ]
    best = ref_deadwood(hand)
    for size in range(1, len(maybe) + 1):
        for laid in itertools.combinations(maybe, size):
            if ref_can_lay_off_all(onto, frozenset(laid)):
                rest = [c for c in hand if c not in laid]
                best = min(best, ref_deadwood(rest))
    return best


# --------------------------------------------------------------------------------------
# Strategies.

ALL_MELD_CARD_GROUPS = [
    [FULL_DECK[s * 13 + r - 1] for s in suits]
    for r in range(1, 14)
    for suits in ((0, 1, 2, 3), (0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3))
] + [
    [FULL_DECK[s * 13 + r - 1] for r in range(lo, hi + 1)]
    for s in range(4)
    for lo in range(1, 12)
    for hi in range(lo + 2, min(lo + 6, 14))
]


@st.composite
def hands(draw: st.DrawFn, min_size: int = 0, max_size: int = 11) -> list[Card]:
    """Random hands, half of them built from a few melds so that melds overlap often."""
    size = draw(st.integers(min_size, max_size))
    rng = random.Random(draw(st.integers(0, 2**32)))
    chosen: list[Card] = []
    if draw(st.booleans()):
        for _ in range(draw(st.integers(1, 4))):
            for card in rng.choice(ALL_MELD_CARD_GROUPS):
                if card not in chosen and len(chosen) < size:
                    chosen.append(card)
    rest = [c for c in FULL_DECK if c not in chosen]
    chosen += rng.sample(rest, size - len(chosen))
    rng.shuffle(chosen)
    return chosen


@st.composite
def showdowns(draw: st.DrawFn) -> tuple[list[Meld], list[Card]]:
    """Knocker melds and a defender hand near them (so layoffs are common)."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    onto: list[Meld] = []
    used: set[Card] = set()
    for _ in range(draw(st.integers(1, 3))):
        group = rng.choice(ALL_MELD_CARD_GROUPS)
        if used.isdisjoint(group):
            onto.append(Meld.from_cards(group))
            used.update(group)
    near = [
        c
        for c in FULL_DECK
        if c not in used
        and any((c.suit == k.suit and abs(c.rank - k.rank) <= 3) or c.rank == k.rank for k in used)
    ]
    size = draw(st.integers(0, 10))
    hand = rng.sample(near, min(size, len(near), draw(st.integers(0, 7))))
    others = [c for c in FULL_DECK if c not in used and c not in hand]
    hand += rng.sample(others, size - len(hand))
    return onto, hand


def assert_partition(hand: Sequence[Card], arrangement: Arrangement) -> None:
    laid = [layoff.card for layoff in arrangement.layoffs]
    placed = [*arrangement.melded_cards(), *arrangement.deadwood, *laid]
    assert sorted(placed) == sorted(hand)
    assert len(set(placed)) == len(placed)
    for m in arrangement.melds:
        assert ref_is_meld(m.cards)
        assert Meld.from_cards(m.cards) == m
    assert list(arrangement.deadwood) == sorted(arrangement.deadwood, key=lambda c: c.rank)


# --------------------------------------------------------------------------------------
# Melds.


class TestMeld:
    def test_a_set_is_three_or_four_cards_of_one_rank(self) -> None:
        """RULES.md "Melds": a set is three or four cards of the same rank."""
        assert meld("7H 7C 7S").kind is MeldKind.SET
        assert meld("7H 7C 7S 7D").kind is MeldKind.SET
        assert meld("7H 7C 7S").cards == tuple(cards("7C 7H 7S"))
        with pytest.raises(InvalidMeldError):
            meld("7H 7C")
        with pytest.raises(InvalidMeldError):
            meld("7H 7C 8S")

    def test_a_run_is_three_or_more_consecutive_cards_of_one_suit(self) -> None:
        """RULES.md "Melds": a run is three or more consecutive cards of one suit."""
        run = meld("6S 4S 5S")
        assert run.kind is MeldKind.RUN
        assert run.cards == tuple(cards("4S 5S 6S"))
        assert meld("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS").points == 85
        with pytest.raises(InvalidMeldError):
            meld("4S 5S 6H")
        with pytest.raises(InvalidMeldError):
            meld("4S 5S 7S")
        with pytest.raises(InvalidMeldError):
            meld("4S 5S")

    def test_the_ace_is_low(self) -> None:
        """RULES.md "Cards": A-2-3 is a run, Q-K-A is not."""
        assert meld("AD 2D 3D").kind is MeldKind.RUN
        with pytest.raises(InvalidMeldError):
            meld("QD KD AD")

    def test_a_card_cannot_appear_twice(self) -> None:
        """RULES.md "Melds": a meld is made of distinct cards."""
        card = Card.from_text("7S")
        with pytest.raises(InvalidMeldError):
            Meld.from_cards([card, card, Card.from_text("7H")])

    def test_invalid_meld_error_is_a_value_error(self) -> None:
        assert issubclass(InvalidMeldError, ValueError)

    def test_points_and_text(self) -> None:
        """RULES.md "Cards": ace 1, 2-10 face value, J/Q/K 10."""
        assert meld("JH QH KH").points == 30
        assert meld("AC AD AH").points == 3
        assert meld("TH JH QH").text() == "TH JH QH"

    def test_a_set_of_three_accepts_its_fourth_card(self) -> None:
        """RULES.md "Two-player game" 7. Showdown: a fourth card to a set."""
        three = meld("7C 7D 7H")
        assert three.accepts(Card.from_text("7S"))
        assert not three.accepts(Card.from_text("7C"))
        assert not three.accepts(Card.from_text("8S"))
        assert three.extended(Card.from_text("7S")) == meld("7C 7D 7H 7S")
        assert not meld("7C 7D 7H 7S").accepts(Card.from_text("7S"))

    def test_a_run_accepts_cards_at_either_end(self) -> None:
        """RULES.md "Two-player game" 7. Showdown: cards extending a run at either end."""
        run = meld("4S 5S 6S")
        assert run.accepts(Card.from_text("3S"))
        assert run.accepts(Card.from_text("7S"))
        assert not run.accepts(Card.from_text("8S"))
        assert not run.accepts(Card.from_text("7H"))
        assert not run.accepts(Card.from_text("5S"))
        assert run.extended(Card.from_text("7S")).extended(Card.from_text("8S")) == meld(
            "4S 5S 6S 7S 8S"
        )
        assert not meld("JS QS KS").accepts(Card.from_text("AS"))
        assert not meld("AS 2S 3S").accepts(Card.from_text("KS"))
        with pytest.raises(InvalidMeldError):
            run.extended(Card.from_text("9S"))


# --------------------------------------------------------------------------------------
# Best arrangement.


class TestBestArrangement:
    def test_empty_hand(self) -> None:
        """RULES.md "Melds": no cards, no deadwood."""
        arrangement = best_arrangement([])
        assert arrangement == Arrangement((), ())
        assert arrangement.deadwood_points == 0
        assert deadwood_points([]) == 0
        assert deadwood_points(0) == 0

    def test_a_hand_without_melds_is_all_deadwood_sorted_by_rank(self) -> None:
        """RULES.md "Melds": cards in no meld are deadwood; their points are the count."""
        arrangement = best_arrangement(cards("KS 2C AD 9H 2H"))
        assert arrangement.melds == ()
        assert arrangement.deadwood == tuple(cards("AD 2C 2H 9H KS"))
        assert arrangement.deadwood_points == 24

    def test_four_of_a_kind_overlapping_two_runs(self) -> None:
        """RULES.md "Melds": a card belongs to at most one meld; the least deadwood wins.

        7C 7D 7H 7S with 5C 6C and 8D 9D: keeping 7C 7H 7S and running 7D 8D 9D leaves
        5C 6C (11), better than 5C 6C 7C + 7D 8D 9D (14) or 5C 6C 7C + 7D 7H 7S (17).
        """
        arrangement = best_arrangement(cards("7C 7D 7H 7S 5C 6C 8D 9D"))
        assert arrangement.deadwood_points == 11
        assert set(arrangement.deadwood) == set(cards("5C 6C"))
        assert meld("7D 8D 9D") in arrangement.melds

    def test_four_of_a_kind_split_between_a_set_and_a_run(self) -> None:
        """RULES.md "Melds": the 7s are shared out to leave the least deadwood.

        With eleven cards, set 7C 7H 7S + run 7D 8D 9D leaves 5C 6C TH JH KS (41); the
        two runs 5C 6C 7C + 7D 8D 9D leave 7H 7S TH JH KS (44).
        """
        arrangement = best_arrangement(cards("7C 7D 7H 7S 5C 6C 8D 9D TH JH KS"))
        assert arrangement.deadwood_points == 41
        assert len(arrangement.melds) == 2

    def test_breaking_a_set_of_four_lets_a_card_join_a_run(self) -> None:
        """RULES.md "Melds": a set of four may become a set of three and a run."""
        arrangement = best_arrangement(cards("9C 9D 9H 9S TS JS"))
        assert arrangement.deadwood_points == 0
        assert set(arrangement.melds) == {meld("9C 9D 9H"), meld("9S TS JS")}

    def test_all_ten_cards_melded(self) -> None:
        """RULES.md "Two-player game" 6. Going gin: zero deadwood."""
        hand = cards("AS 2S 3S 4S 8H 8D 8C KC KD KH")
        arrangement = best_arrangement(hand)
        assert arrangement.deadwood == ()
        assert deadwood_points(hand) == 0
        assert len(arrangement.melded_cards()) == 10

    def test_all_eleven_cards_melded(self) -> None:
        """RULES.md "Two-player game" 6. Big gin: all eleven cards melded."""
        hand = cards("AS 2S 3S 4S 5S 8H 8D 8C KC KD KH")
        assert best_arrangement(hand).deadwood == ()
        assert deadwood_points(hand) == 0

    def test_a_long_run_is_one_meld(self) -> None:
        """RULES.md "Melds": a run is three *or more* cards."""
        arrangement = best_arrangement(cards("3H 4H 5H 6H 7H 8H 9H"))
        assert arrangement.deadwood == ()
        # Deterministic tie-break: one meld of seven rather than 3 + 4.
        assert arrangement.melds == (meld("3H 4H 5H 6H 7H 8H 9H"),)

    def test_ace_low_only(self) -> None:
        """RULES.md "Cards": Q-K-A is not a run."""
        assert deadwood_points(cards("QD KD AD")) == 21
        assert deadwood_points(cards("AD 2D 3D")) == 0

    def test_ties_prefer_more_cards_melded(self) -> None:
        """Deterministic tie-break: equal deadwood, more cards in melds wins."""
        # 2S 3S 4S 5S: meld all four (deadwood 0) rather than three.
        assert best_arrangement(cards("2S 3S 4S 5S")).melds == (meld("2S 3S 4S 5S"),)

    def test_result_does_not_depend_on_card_order_or_history(self) -> None:
        """Reproducibility: the same cards always give the same arrangement."""
        hand = cards("7C 7D 7H 7S 6C 5C 8D 9D 8S 9S")
        first = best_arrangement(hand)
        best_arrangement(cards("7C 7H 7S 8D"))
        assert best_arrangement(reversed(hand)) == first

    def test_duplicate_cards_are_refused(self) -> None:
        card = Card.from_text("7S")
        with pytest.raises(ValueError):
            best_arrangement([card, card])

    def test_deadwood_points_takes_a_mask(self) -> None:
        hand = cards("7C 7D 7H 7S 5C 6C 8D 9D")
        assert deadwood_points(cards_to_mask(hand)) == deadwood_points(hand) == 11

    @settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(hands())
    def test_least_deadwood_equals_brute_force(self, hand: list[Card]) -> None:
        """RULES.md "Melds": the engine finds the arrangement minimising deadwood."""
        arrangement = best_arrangement(hand)
        assert_partition(hand, arrangement)
        expected = ref_deadwood(hand)
        assert arrangement.deadwood_points == expected
        assert deadwood_points(hand) == expected
        assert deadwood_points(cards_to_mask(hand)) == expected


# --------------------------------------------------------------------------------------
# The arrangement that keeps the melds a table shows.


class TestArrangementKeeping:
    def test_a_card_shown_in_a_set_stays_in_it_for_the_same_deadwood(self) -> None:
        """The 3♥ joins A♥ 2♥ (4 left: 2♣ 2♠) or leaves 2♣ 2♥ 2♠ whole (4 left: A♥ 3♥):
        the fixed order finds the run; the shown set keeps the 2♥."""
        hand = cards("2C QC 6D 8D 9D AH 2H 7H 2S 5S 3H")
        shown = best_arrangement(hand[:-1]).melds
        assert Meld.from_cards(cards("2C 2H 2S")) in shown
        assert Meld.from_cards(cards("AH 2H 3H")) in best_arrangement(hand).melds
        kept = arrangement_keeping(hand, shown)
        assert Meld.from_cards(cards("2C 2H 2S")) in kept.melds
        assert kept.deadwood_points == best_arrangement(hand).deadwood_points

    def test_less_deadwood_beats_keeping_a_meld(self) -> None:
        """7♣ 7♦ 7♥ shown, then 6♥ 8♥ 9♥: the run 6♥ 7♥ 8♥ 9♥ leaves 14, the set 23."""
        hand = cards("7C 7D 7H 6H 8H 9H")
        shown = (Meld.from_cards(cards("7C 7D 7H")),)
        assert arrangement_keeping(hand, shown) == best_arrangement(hand)

    @settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(hands(min_size=1), hands(max_size=10))
    def test_the_same_deadwood_as_the_best(self, hand: list[Card],
                                           other: list[Card]) -> None:
        """Whatever is shown, keeping it never costs deadwood; nothing shown, or everything
        shown kept, is the best arrangement itself."""
        best = best_arrangement(hand)
        for shown in (best_arrangement(other).melds, best_arrangement(hand[:-1]).melds):
            kept = arrangement_keeping(hand, shown)
            assert_partition(hand, kept)
            assert kept.deadwood_points == best.deadwood_points
        assert arrangement_keeping(hand, ()) == best
        assert arrangement_keeping(hand, best.melds) == best


# --------------------------------------------------------------------------------------
# Discards.


class TestDiscards:
    def test_best_discard_is_not_always_the_highest_deadwood_card(self) -> None:
        """RULES.md "Two-player game" 5. Knocking: deadwood is counted after the discard.

        Eleven cards AC AH AS 2C 2D 3S 6S 7C 7H 7S 8S score best as AC AH AS + 6S 7S 8S
        with deadwood 2C 2D 3S 7C 7H (21); throwing the highest of those, a 7, leaves 14.
        Throwing 8S out of the run is better: 7C 7H 7S become a set, leaving 2C 2D 3S 6S
        (13).
        """
        hand = cards("AC AH AS 2C 2D 3S 6S 7C 7H 7S 8S")
        assert best_arrangement(hand).deadwood == tuple(cards("2C 2D 3S 7C 7H"))
        after = deadwood_after_each_discard(hand)
        assert after[Card.from_text("7C")] == after[Card.from_text("7H")] == 14
        assert after[Card.from_text("8S")] == 13
        assert min_deadwood_after_discard(hand) == 13
        assert min(after.values()) == 13

    @settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(hands(min_size=1))
    def test_deadwood_after_each_discard_is_the_deadwood_of_each_rest(
            self, hand: list[Card]) -> None:
        """The shortcut for cards in no meld gives what counting each rest would."""
        mask = cards_to_mask(hand)
        expected = [deadwood_points(mask ^ 1 << c.index) for c in hand]
        assert deadwood_after_discards(mask, [c.index for c in hand]) == expected
        assert list(deadwood_after_each_discard(hand).values()) == expected

    def test_a_loose_card_discard(self) -> None:
        """RULES.md "Two-player game" 5: discarding the loose king leaves the melds."""
        hand = cards("2S 3S 4S 5S 6S 9H 9D 9C 4D 4C KH")
        # 2S-6S and the 9s, deadwood 4D 4C (8); 4S 4D 4C would cost 2S 3S 5S 6S (16).
        assert min_deadwood_after_discard(hand) == 8
        assert deadwood_after_each_discard(hand)[Card.from_text("KH")] == 8

    def test_all_melded_eleven_cards(self) -> None:
        """RULES.md "Two-player game" 6: gin after discarding from eleven melded cards."""
        hand = cards("AS 2S 3S 4S 8H 8D 8C 8S KC KD KH")
        assert min_deadwood_after_discard(hand) == 0

    @settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(hands(min_size=1, max_size=11))
    def test_min_after_discard_is_the_minimum_over_discards(self, hand: list[Card]) -> None:
        """RULES.md "Two-player game" 5: knock if deadwood after the discard is low."""
        expected = {c: deadwood_points([d for d in hand if d is not c]) for c in hand}
        assert deadwood_after_each_discard(hand) == expected
        assert min_deadwood_after_discard(hand) == min(expected.values())
        assert min_deadwood_after_discard(cards_to_mask(hand)) == min(expected.values())
        if len(hand) <= 8:
            assert min(expected.values()) == min(
                ref_deadwood([d for d in hand if d is not c]) for c in hand
            )


# --------------------------------------------------------------------------------------
# The showdown.


class TestLayoffs:
    def test_a_run_extends_repeatedly(self) -> None:
        """RULES.md "Two-player game" 7. Showdown: extending a run at either end,
        repeatedly: 7S then 8S, and 3S, onto 4S 5S 6S."""
        onto = [meld("4S 5S 6S")]
        arrangement = best_arrangement(cards("7S 8S 3S KD"), onto)
        assert arrangement.melds == ()
        assert arrangement.deadwood == tuple(cards("KD"))
        assert {layoff.card for layoff in arrangement.layoffs} == set(cards("3S 7S 8S"))
        assert all(layoff.meld_index == 0 for layoff in arrangement.layoffs)
        assert laid_off_melds(onto, arrangement.layoffs) == (meld("3S 4S 5S 6S 7S 8S"),)

    def test_a_chain_needs_every_link(self) -> None:
        """RULES.md "Two-player game" 7: 8S alone does not reach 4S 5S 6S."""
        arrangement = best_arrangement(cards("8S KD"), [meld("4S 5S 6S")])
        assert arrangement.layoffs == ()
        assert arrangement.deadwood_points == 18

    def test_a_fourth_card_onto_a_set(self) -> None:
        """RULES.md "Two-player game" 7: a fourth card to a set."""
        onto = [meld("4S 5S 6S"), meld("9C 9D 9H")]
        arrangement = best_arrangement(cards("9S 2D"), onto)
        assert arrangement.layoffs == (Layoff(Card.from_text("9S"), 1),)
        assert arrangement.deadwood_points == 2
        assert laid_off_melds(onto, arrangement.layoffs)[1] == meld("9C 9D 9H 9S")

    def test_a_card_goes_where_it_helps(self) -> None:
        """RULES.md "Two-player game" 7: 7S can go to the set or the run; to the run it
        also carries 8S."""
        onto = [meld("7C 7D 7H"), meld("4S 5S 6S")]
        arrangement = best_arrangement(cards("7S 8S"), onto)
        assert arrangement.deadwood == ()
        assert set(arrangement.layoffs) == {
            Layoff(Card.from_text("7S"), 1),
            Layoff(Card.from_text("8S"), 1),
        }

    def test_own_melds_and_layoffs_are_chosen_together(self) -> None:
        """RULES.md "Two-player game" 7: layoffs and the defender's own melds are chosen
        together. The defender's 7C 7D 7H 7S would be a set of four on their own; with
        4S 5S 6S on the table, 7C 7D 7H stay a set and 7S carries 8S onto the run."""
        onto = [meld("4S 5S 6S")]
        hand = cards("7S 7H 7C 7D 8S KC")
        arrangement = best_arrangement(hand, onto)
        assert arrangement.melds == (meld("7C 7D 7H"),)
        assert arrangement.deadwood == tuple(cards("KC"))
        assert {layoff.card for layoff in arrangement.layoffs} == set(cards("7S 8S"))
        assert_partition(hand, arrangement)

    def test_laying_off_can_free_a_card_for_another_meld(self) -> None:
        """RULES.md "Two-player game" 7: layoffs and own melds are chosen together.

        Alone, 7D 8D 9D 9H 9S 4S is best as the set 9D 9H 9S (deadwood 4S 7D 8D = 19).
        Against 6S 7S 8S, 9S goes onto the run and 9D into 7D 8D 9D (deadwood 4S 9H = 13).
        """
        hand = cards("7D 8D 9D 9H 9S 4S")
        assert best_arrangement(hand).deadwood_points == 19
        arrangement = best_arrangement(hand, [meld("6S 7S 8S"), meld("QC QD QH")])
        assert arrangement.melds == (meld("7D 8D 9D"),)
        assert arrangement.layoffs == (Layoff(Card.from_text("9S"), 0),)
        assert arrangement.deadwood == tuple(cards("4S 9H"))

    def test_a_card_in_an_own_meld_is_not_laid_off(self) -> None:
        """RULES.md "Two-player game" 7: a card is melded or laid off, not both."""
        onto = [meld("4S 5S 6S")]
        arrangement = best_arrangement(cards("7S 8S 9S"), onto)
        assert arrangement.deadwood == ()
        assert_partition(cards("7S 8S 9S"), arrangement)

    def test_between_two_runs(self) -> None:
        """RULES.md "Two-player game" 7: cards between two runs can fill the gap."""
        onto = [meld("2S 3S 4S"), meld("7S 8S 9S")]
        arrangement = best_arrangement(cards("5S 6S QH"), onto)
        assert arrangement.deadwood == tuple(cards("QH"))
        grown = laid_off_melds(onto, arrangement.layoffs)
        assert sum(len(m.cards) for m in grown) == 8

    def test_layoffs_can_be_played_in_order(self) -> None:
        """Each layoff in ``layoffs`` is legal when played in the listed order."""
        onto = [meld("4S 5S 6S"), meld("JH QH KH")]
        arrangement = best_arrangement(cards("3S 2S 7S 8S 9S TH 9H"), onto)
        current = list(onto)
        for layoff in arrangement.layoffs:
            assert current[layoff.meld_index].accepts(layoff.card)
            current[layoff.meld_index] = current[layoff.meld_index].extended(layoff.card)
        assert tuple(current) == laid_off_melds(onto, arrangement.layoffs)

    def test_laid_off_melds_refuses_bad_layoffs(self) -> None:
        with pytest.raises(InvalidMeldError):
            laid_off_melds([meld("4S 5S 6S")], [Layoff(Card.from_text("9S"), 0)])
        with pytest.raises(InvalidMeldError):
            laid_off_melds([meld("4S 5S 6S")], [Layoff(Card.from_text("7S"), 1)])

    @settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(showdowns())
    def test_defender_deadwood_equals_brute_force(
        self, showdown: tuple[list[Meld], list[Card]]
    ) -> None:
        """RULES.md "Two-player game" 7: the defender's deadwood after layoffs is the
        least possible over every choice of own melds and legal layoff sequences."""
        onto, hand = showdown
        arrangement = best_arrangement(hand, onto)
        assert_partition(hand, arrangement)
        assert arrangement.deadwood_points == ref_defender_deadwood(hand, [m.cards for m in onto])
        current = list(onto)
        for layoff in arrangement.layoffs:
            assert current[layoff.meld_index].accepts(layoff.card)
            current[layoff.meld_index] = current[layoff.meld_index].extended(layoff.card)
        assert tuple(current) == laid_off_melds(onto, arrangement.layoffs)


class TestKnockerLayout:
    def test_rules_example_sets_beat_runs(self) -> None:
        """RULES.md "Two-player game" 7, Decision (automatic layout): with AS and the 5,
        6, 7 of spades, clubs and diamonds, three sets (one place each) beat three runs
        (two places each)."""
        hand = cards("AS 5S 6S 7S 5C 6C 7C 5D 6D 7D")
        layout = knocker_layout(hand, ALL_MASK & ~cards_to_mask(hand))
        assert set(layout.melds) == {meld("5C 5D 5S"), meld("6C 6D 6S"), meld("7C 7D 7S")}
        assert layout.deadwood == tuple(cards("AS"))

    def test_seen_cards_do_not_count_as_places(self) -> None:
        """RULES.md "Two-player game" 7, Decision: cards the knocker has seen (here the
        hearts 5-7, discarded) cannot be laid off, so the runs offer fewer places."""
        hand = cards("AS 5S 6S 7S 5C 6C 7C 5D 6D 7D")
        seen = cards("5H 6H 7H 4S 8S 4C 8C 4D")
        unseen = [c for c in FULL_DECK if c not in hand and c not in seen]
        layout = knocker_layout(hand, unseen)
        # Sets: 0 places. Runs: only 8D. Sets win.
        assert {m.kind for m in layout.melds} == {MeldKind.SET}
        seen = cards("5H 6H 7H")
        unseen = [c for c in FULL_DECK if c not in hand and c not in seen]
        layout = knocker_layout(hand, unseen)
        assert {m.kind for m in layout.melds} == {MeldKind.SET}

    def test_runs_win_when_the_set_cards_are_unseen_but_run_ends_are_seen(self) -> None:
        """RULES.md "Two-player game" 7, Decision: places are counted among unseen cards."""
        hand = cards("AS 5S 6S 7S 5C 6C 7C 5D 6D 7D")
        seen = cards("4S 8S 4C 8C 4D 8D")
        unseen = [c for c in FULL_DECK if c not in hand and c not in seen]
        layout = knocker_layout(hand, unseen)
        assert {m.kind for m in layout.melds} == {MeldKind.RUN}

    def test_layout_has_least_deadwood(self) -> None:
        """RULES.md "Two-player game" 7, Decision: the layout is one of least deadwood."""
        hand = cards("7C 7D 7H 7S 5C 6C 8D 9D 2H 3H")
        layout = knocker_layout(hand, ALL_MASK & ~cards_to_mask(hand))
        assert layout.deadwood_points == deadwood_points(hand)

    @settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(hands(max_size=10), st.integers(0, 2**32))
    def test_fewest_places_among_least_deadwood(self, hand: list[Card], seed: int) -> None:
        """RULES.md "Two-player game" 7, Decision: least deadwood, then fewest places."""
        rng = random.Random(seed)
        unseen = [c for c in FULL_DECK if c not in hand and rng.random() < 0.7]
        layout = knocker_layout(hand, unseen)
        assert_partition(hand, layout)
        least = ref_deadwood(hand)
        assert layout.deadwood_points == least

        def places(melds: Iterable[Iterable[Card]]) -> int:
            found = set()
            for group in melds:
                for card in unseen:
                    if ref_accepts(list(group), card):
                        found.add(card)
            return len(found)

        total = sum(c.points for c in hand)
        fewest = min(
            places(p)
            for p in ref_packings(hand)
            if total - sum(c.points for m in p for c in m) == least
        )
        assert places(m.cards for m in layout.melds) == fewest
