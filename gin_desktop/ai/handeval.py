"""Fast hand arithmetic on card masks, shared by the levels.

The engine's meld search (``gin_desktop.engine.melds``) accepts a 52-bit mask and is
memoised, so a deadwood count costs well under a microsecond; the functions here build
the few extra questions strategies ask on top of it.
"""

from __future__ import annotations

from gin_desktop.engine import melds
from gin_desktop.engine.cards import FULL_DECK, Card

from .knowledge import bit, same_rank

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


def after_each_discard(hand: int, blocked: int = 0) -> dict[int, int]:
    """For an 11-card mask: card bit -> deadwood of the other ten (``blocked`` skipped)."""
    return {b: deadwood(hand ^ b) for b in bits_of(hand & ~blocked)}


def joins_meld(hand: int, card: Card) -> bool:
    """Whether ``card`` would lie in some meld made with the cards of ``hand``.

    This is the research baseline's upcard test ("take it if it becomes part of a meld").
    """
    if (same_rank(card) & hand).bit_count() >= 2:
        return True
    i = card.index
    r = card.rank
    below1 = r >= 2 and hand >> (i - 1) & 1
    below2 = r >= 3 and hand >> (i - 2) & 1
    above1 = r <= 12 and hand >> (i + 1) & 1
    above2 = r <= 11 and hand >> (i + 2) & 1
    return bool((below1 and (below2 or above1)) or (above1 and above2))


def expected_after_draw(hand: int, pool: int) -> float:
    """Mean least deadwood after drawing one card of ``pool`` into the 10-card ``hand``
    and discarding the best card: the hand's one-draw potential."""
    base = deadwood(hand)
    total = 0
    n = 0
    # Cards that meet nothing in the hand only ever replace its worst deadwood card.
    near = _near(hand)
    worst = _worst_deadwood_card(hand, base)
    for b in bits_of(pool):
        n += 1
        if b & near:
            total += min_after_discard(hand | b)
        else:
            p = points_of_bit(b)
            total += base - (worst - p if worst > p else 0)
    return total / n if n else float(base)


def _near(hand: int) -> int:
    """Cards that could make or extend a meld with ``hand``: within two ranks in a suit, or
    of a rank the hand holds."""
    near = 0
    for b in bits_of(hand):
        c = card_of(b)
        near |= same_rank(c)
        i = c.index
        lo = max(c.suit * 13, i - 2)
        hi = min(c.suit * 13 + 12, i + 2)
        near |= ((1 << (hi - lo + 1)) - 1) << lo
    return near & ~hand


def _worst_deadwood_card(hand: int, base: int) -> int:
    """Points of the biggest card whose removal lowers deadwood by its own value."""
    worst = 0
    for b in bits_of(hand):
        p = points_of_bit(b)
        if p > worst and deadwood(hand ^ b) == base - p:
            worst = p
    return worst


def melds_with(hand: int, card: Card) -> bool:
    """Whether ``card`` lies in a meld of a least-deadwood arrangement of ``hand | card``."""
    return deadwood(hand | bit(card)) < deadwood(hand) + card.points


__all__ = [
    "after_each_discard", "bits_of", "card_of", "deadwood", "expected_after_draw",
    "joins_meld", "melds_with", "min_after_discard", "points_of_bit",
]
