"""The order the player keeps their own hand in (a table matter; the engine has none).

The order survives every refresh: cards that stay keep their places, cards that arrive
are appended on the right, cards that leave close the gap. Sorting and dragging change it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from gin_desktop.engine import Card, best_arrangement, sort_by_rank, sort_by_suit

SORT_MODES: tuple[str, ...] = ("rank", "suit", "melds")


def sorted_hand(cards: Iterable[Card], mode: str) -> list[Card]:
    """``cards`` sorted by ``mode``: "rank", "suit" or "melds" (melds first, then deadwood)."""
    cards = list(cards)
    if mode == "rank":
        return sort_by_rank(cards)
    if mode == "suit":
        return sort_by_suit(cards)
    if mode == "melds":
        arrangement = best_arrangement(cards)
        melds = sorted(arrangement.melds, key=lambda m: (m.cards[0].rank, m.cards[0].suit))
        return [c for m in melds for c in m.cards] + sort_by_rank(arrangement.deadwood)
    raise ValueError(f"unknown sort mode {mode!r}; one of {', '.join(SORT_MODES)}")


class HandOrder:
    """One hand's card order as the player arranged it."""

    def __init__(self) -> None:
        self._cards: list[Card] = []

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(self._cards)

    def reset(self, cards: Iterable[Card], mode: str) -> None:
        """Start over with ``cards`` sorted by ``mode`` (a new deal)."""
        self._cards = sorted_hand(cards, mode)

    def sync(self, cards: Sequence[Card]) -> tuple[Card, ...]:
        """Follow the hand's content: keep the order, drop what left, append what arrived."""
        present = set(cards)
        kept = [c for c in self._cards if c in present]
        known = set(kept)
        self._cards = kept + [c for c in cards if c not in known]
        return self.cards

    def sort(self, mode: str) -> None:
        self._cards = sorted_hand(self._cards, mode)

    def move(self, card: Card, index: int) -> None:
        """Put ``card`` at ``index`` (counted among the other cards)."""
        if card not in self._cards:
            return
        self._cards.remove(card)
        index = max(0, min(index, len(self._cards)))
        self._cards.insert(index, card)
