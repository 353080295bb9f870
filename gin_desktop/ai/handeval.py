"""Fast hand arithmetic on card masks, shared by the levels.

The engine's meld search (``gin_desktop.engine.melds``) accepts a 52-bit mask and is
memoised, so a deadwood count costs well under a microsecond; the functions here build
the few extra questions strategies ask on top of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from gin_desktop.engine import melds
from gin_desktop.engine.cards import FULL_DECK, Card

from .knowledge import same_rank

deadwood = melds.deadwood_points
min_after_discard = melds.min_deadwood_after_discard

_POINTS = tuple(c.points for c in FULL_DECK)


def bits_of(mask: int) -> list[int]:
    """The single-card masks of ``mask``, lowest card first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def card_of(b: int) -> Card:
    return FULL_DECK[b.bit_length() - 1]


def points_of_bit(b: int) -> int:
    return _POINTS[b.bit_length() - 1]


def joins_meld(hand: int, card: Card) -> bool:
    """Whether ``card`` would lie in some meld made with the cards of ``hand``.

    This is the research baseline's upcard test ("take it if it becomes part of a meld").
    """
    others, pairs = _MELD_PARTNERS[card.index]
    if (hand & others).bit_count() >= 2:
        return True
    for pair in pairs:
        if hand & pair == pair:
            return True
    return False


def _meld_partners(card: Card) -> tuple[int, tuple[int, ...]]:
    """The other cards of ``card``'s rank, and the pairs of its suit that make a run of
    three with it (below both, one each side, above both)."""
    i, r = card.index, card.rank
    pairs = []
    if r >= 3:
        pairs.append(1 << (i - 2) | 1 << (i - 1))
    if 2 <= r <= 12:
        pairs.append(1 << (i - 1) | 1 << (i + 1))
    if r <= 11:
        pairs.append(1 << (i + 1) | 1 << (i + 2))
    return same_rank(card), tuple(pairs)


#: Per card index, ``_meld_partners`` (the upcard test runs at every draw).
_MELD_PARTNERS: Final = tuple(_meld_partners(c) for c in FULL_DECK)


_SPREAD = 1 | 1 << 13 | 1 << 26 | 1 << 39


def completing(hand: int) -> int:
    """Cards (not in ``hand``) that would complete a meld with two or more of its cards."""
    out = 0
    suits = []
    for shift in (0, 13, 26, 39):
        m = hand >> shift & 0x1FFF
        suits.append(m)
        r = (m >> 1 & m >> 2) | (m << 1 & m >> 1) | (m << 1 & m << 2)
        out |= (r & 0x1FFF) << shift
    s0, s1, s2, s3 = suits
    pairs = (s0 & s1) | (s0 & s2) | (s0 & s3) | (s1 & s2) | (s1 & s3) | (s2 & s3)
    out |= pairs * _SPREAD
    return out & ~hand


class Pool:
    """Cards that may be drawn, with their points counted once for many hands.

    ``chances`` (per card index, optional) weighs each card by the chance it is really
    there to be drawn (a card the opponent probably holds is an out that will not come);
    without it every card of ``mask`` counts once.
    """

    __slots__ = ("mask", "count", "by_points", "chances")

    def __init__(self, mask: int, chances: Sequence[float] | None = None) -> None:
        self.mask = mask
        self.chances = chances
        if chances is None:
            counts = [0] * 11
            for b in bits_of(mask):
                counts[points_of_bit(b)] += 1
            self.by_points: list[float] | list[int] = counts
            self.count: float = mask.bit_count()
        else:
            weights = [0.0] * 11
            for b in bits_of(mask):
                weights[points_of_bit(b)] += chances[b.bit_length() - 1]
            self.by_points = weights
            self.count = sum(weights)

    def weight(self, b: int) -> float:
        """How much the card ``b`` counts in the pool."""
        return 1 if self.chances is None else self.chances[b.bit_length() - 1]


#: The plain cost of each deadwood count (itself), for any hand of up to eleven cards.
PLAIN_COST: Final = tuple(range(111))


def expected_after_draw(hand: int, pool: Pool | int,
                        shape: Sequence[float] = PLAIN_COST) -> float:
    """Mean least deadwood after drawing one card of ``pool`` into the 10-card ``hand``
    and discarding the best card: the hand's one-draw potential. With ``shape`` (a cost
    per deadwood count), the mean of that cost instead.

    Exact. A drawn card that completes no meld is deadwood in every arrangement, so it
    either goes straight back or replaces the card whose removal saves most; only the
    few completing cards need a meld search.
    """
    if not isinstance(pool, Pool):
        pool = Pool(pool)
    if pool.count <= 0:
        return float(shape[deadwood(hand)])
    base = deadwood(hand)
    gain = 0
    h = hand
    while h:
        b = h & -h
        h ^= b
        g = base - deadwood(hand ^ b)
        if g > gain:
            gain = g
    by_points = list(pool.by_points)
    total: float = 0
    for b in bits_of(pool.mask & completing(hand)):
        w = pool.weight(b)
        by_points[points_of_bit(b)] -= w
        total += w * shape[min_after_discard(hand | b)]
    for p in range(1, 11):
        n = by_points[p]
        if n:
            total += n * shape[base + p - gain if p < gain else base]
    return total / pool.count


__all__ = [
    "PLAIN_COST", "Pool", "bits_of", "card_of", "completing", "deadwood", "expected_after_draw",
    "joins_meld", "min_after_discard", "points_of_bit",
]
