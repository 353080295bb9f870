"""The project's shuffle (``gin_desktop.engine.deck``): SplitMix64, an unbiased bounded
draw and Fisher-Yates, versioned (RULES.md "What the engine guarantees": every deal is
reproducible from its seed)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gin_desktop.engine import DECK_VERSIONS, FULL_DECK, Deal, new_match, shuffled_deck
from gin_desktop.engine.deck import _GAMMA, SplitMix64, deal_number_for, stream


def test_splitmix64_gives_the_reference_outputs() -> None:
    """The first outputs for seed 1234567 of the published reference implementation."""
    rng = SplitMix64(1234567)
    assert [rng.next64() for _ in range(5)] == [
        6457827717110365317, 3203168211198807973, 9817491932198370423,
        4593380528125082431, 16408922859458223821]


@given(deal=st.integers(0, 2**63 - 1), version=st.sampled_from(DECK_VERSIONS))
def test_a_shuffle_is_a_permutation_of_the_deck_and_deterministic(deal: int,
                                                                   version: int) -> None:
    deck = shuffled_deck(deal, version)
    assert sorted(deck) == sorted(FULL_DECK)
    assert shuffled_deck(deal, version) == deck


def _shuffled_by_the_specification(seed: int, size: int) -> tuple[list[int], int]:
    """Fisher-Yates as the module's description says, with ``below`` one draw at a time;
    and the generator's state after it."""
    rng = SplitMix64(seed)
    items = list(range(size))
    for i in range(size - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]
    return items, rng.state


@given(seed=st.integers(0, 2**64 - 1), size=st.integers(0, 60))
def test_the_shuffle_draws_as_the_specification_says(seed: int, size: int) -> None:
    """The shuffle makes its outputs all at once: the same swaps and the same state after
    as drawing them one by one."""
    rng = SplitMix64(seed)
    items = list(range(size))
    rng.shuffle(items)
    assert (items, rng.state) == _shuffled_by_the_specification(seed, size)


def _unshift(z: int, k: int) -> int:
    """Undo ``z ^ (z >> k)`` on 64 bits."""
    x = z
    for _ in range(64 // k):
        x = z ^ (x >> k)
    return x


def _state_giving(output: int) -> int:
    """The generator state whose output is ``output`` (SplitMix64's mix is invertible)."""
    z = _unshift(output, 31) * pow(0x94D049BB133111EB, -1, 2**64) % 2**64
    z = _unshift(z, 27) * pow(0xBF58476D1CE4E5B9, -1, 2**64) % 2**64
    return _unshift(z, 30)


@pytest.mark.parametrize("draw", [1, 7, 50])
def test_a_shuffle_draws_again_when_a_draw_is_out_of_bound(draw: int) -> None:
    """The largest output is out of every draw's bound: a shuffle meeting it at its
    ``draw``-th draw must throw it away and draw again, as the specification says."""
    assert _state_giving(SplitMix64(5).next64()) == SplitMix64(5).state + _GAMMA
    seed = (_state_giving(2**64 - 1) - draw * _GAMMA) % 2**64
    rng = SplitMix64(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    assert (deck, rng.state) == _shuffled_by_the_specification(seed, 52)
    assert rng.state == (seed + 52 * _GAMMA) % 2**64  # one draw more than usual


@given(seed=st.integers(0, 2**64 - 1), n=st.integers(1, 2**64 - 1))
def test_a_bounded_draw_stays_below_its_bound(seed: int, n: int) -> None:
    assert 0 <= SplitMix64(seed).below(n) < n


def test_a_bounded_draw_is_near_uniform() -> None:
    """Each of 52 places equally likely (a loose check: 52,000 draws, each count within
    a quarter of its expected 1,000)."""
    rng = SplitMix64(99)
    counts = [0] * 52
    for _ in range(52_000):
        counts[rng.below(52)] += 1
    assert all(750 < c < 1250 for c in counts)


def test_each_purpose_of_a_match_has_its_own_stream() -> None:
    assert stream(5, b"deal", 2).next64() != stream(5, b"roles", 2).next64()
    assert stream(5, b"deal", 2).next64() != stream(5, b"deal", 3).next64()


@given(seed=st.integers(0, 2**63 - 1), hand=st.integers(2, 500))
def test_later_deal_numbers_are_in_range(seed: int, hand: int) -> None:
    assert 1 <= deal_number_for(seed, hand, 2) <= 999_999_999


def test_new_matches_deal_with_deck_version_2() -> None:
    match = new_match(seed=24)
    assert match.deck_version == 2
    assert match.hand.deal == Deal.of(shuffled_deck(24, 2))
    assert new_match(seed=24, deck_version=1).hand.deal == Deal.of(shuffled_deck(24, 1))


def test_a_deal_gives_back_its_deck() -> None:
    deck = shuffled_deck(7)
    assert list(Deal.of(deck).deck()) == deck
