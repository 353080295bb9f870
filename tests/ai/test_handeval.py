"""The hand arithmetic the levels share (``gin_desktop.ai.handeval``)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from gin_desktop.ai.handeval import (
    Pool, deadwood, expected_after_draw, joins_meld, min_after_discard,
)
from gin_desktop.engine.cards import FULL_DECK, Card


def _in_some_meld(hand: int, card: Card) -> bool:
    """RULES.md "Melds", by enumeration: three or four of the card's rank, or three or
    more consecutive cards of its suit, made of the card and cards of ``hand``."""
    cards = hand | 1 << card.index
    same_rank = [c for c in FULL_DECK if c.rank == card.rank and cards >> c.index & 1]
    if len(same_rank) >= 3:
        return True
    for low in range(card.rank - 2, card.rank + 1):
        ranks = range(low, low + 3)
        if all(1 <= r <= 13 and cards >> (card.suit * 13 + r - 1) & 1 for r in ranks):
            return True
    return False


@given(held=st.sets(st.integers(0, 51), max_size=11), index=st.integers(0, 51))
def test_the_upcard_test_is_whether_the_card_lies_in_a_meld(held: set[int],
                                                            index: int) -> None:
    hand = sum(1 << i for i in held if i != index)
    card = FULL_DECK[index]
    assert joins_meld(hand, card) == _in_some_meld(hand, card)


def _hand_and_pool(cards: list[int], pool_size: int) -> tuple[int, int]:
    hand = sum(1 << i for i in cards[:10])
    pool = sum(1 << i for i in cards[10:10 + pool_size])
    return hand, pool


_DEALS = st.permutations(range(52))


@given(deal=_DEALS, pool_size=st.integers(1, 30))
def test_a_plain_shape_gives_the_plain_potential(deal: list[int], pool_size: int) -> None:
    """Valuing each outcome by its own deadwood is the one-draw potential itself."""
    hand, pool = _hand_and_pool(deal, pool_size)
    plain = [float(d) for d in range(101)]
    assert abs(expected_after_draw(hand, Pool(pool), plain)
               - expected_after_draw(hand, Pool(pool))) < 1e-9


@given(deal=_DEALS, pool_size=st.integers(1, 30),
       chances=st.lists(st.floats(0.0, 1.0), min_size=52, max_size=52))
def test_a_shaped_potential_is_the_mean_shaped_outcome(deal: list[int], pool_size: int,
                                                        chances: list[float]) -> None:
    """By enumeration: each card that may come, drawn, then the best discard; the mean of
    the shape's value of what is left, each card weighed by its chance."""
    hand, pool = _hand_and_pool(deal, pool_size)
    shape = [d * d / 7 + (25 if d <= 10 else 0) for d in range(101)]
    total = weight = 0.0
    for i in range(52):
        if pool >> i & 1:
            total += chances[i] * shape[min_after_discard(hand | 1 << i)]
            weight += chances[i]
    got = expected_after_draw(hand, Pool(pool, chances), shape)
    if weight <= 0:
        assert got == shape[deadwood(hand)]
    else:
        assert abs(got - total / weight) < 1e-6 * max(1.0, abs(got))
