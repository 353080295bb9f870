"""The hand arithmetic the levels share (``gin_desktop.ai.handeval``)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from gin_desktop.ai.handeval import joins_meld
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
