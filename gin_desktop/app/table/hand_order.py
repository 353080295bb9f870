"""The order the player keeps their own hand in (a table matter; the engine has none).

The order survives every refresh: cards that stay keep their places, cards that leave
close the gap. A card that arrives (drawn from the stock, taken from the pile, the
upcard) goes to its place in the sort the player chose, as in most card games, however
it was drawn (a click, a key, or a drag that let it go anywhere in the row); once the
player has arranged the hand themselves (dragged a card out of the sorted order), it joins
their arrangement on the right, or where a drag let it go. Sorting and dragging within
the hand change the order.

The melds the row shows (its gaps, the Melds sort, the hint's words) are one arrangement,
kept here: the least deadwood always, and where two arrangements leave the same deadwood,
the one keeping the melds the row showed before (2♣ 2♦ 2♠ stay a set when the 3♠ comes
to A♠, rather than the row regrouping as A♠ 2♠ 3♠ for nothing). A new deal starts fresh.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from gin_desktop.engine import (
    Arrangement, Card, Meld, arrangement_keeping, best_arrangement, sort_by_rank, sort_by_suit,
)

SORT_MODES: tuple[str, ...] = ("rank", "suit", "melds")


def sorted_hand(cards: Iterable[Card], mode: str,
                layout: Arrangement | None = None) -> list[Card]:
    """``cards`` sorted by ``mode``: "rank", "suit" or "melds" (melds first, then deadwood,
    as ``layout`` arranges them; None: their best arrangement)."""
    cards = list(cards)
    if mode == "rank":
        return sort_by_rank(cards)
    if mode == "suit":
        return sort_by_suit(cards)
    if mode == "melds":
        arrangement = best_arrangement(cards) if layout is None else layout
        melds = sorted(arrangement.melds, key=lambda m: (m.cards[0].rank, m.cards[0].suit))
        return [c for m in melds for c in m.cards] + sort_by_rank(arrangement.deadwood)
    raise ValueError(f"unknown sort mode {mode!r}; one of {', '.join(SORT_MODES)}")


class HandOrder:
    """One hand's card order as the player arranged it."""

    def __init__(self) -> None:
        self._cards: list[Card] = []
        # The sort last chosen (or the deal's), and whether the player has since put the
        # hand in an order of their own, which a new card must not undo.
        self._mode: str | None = None
        self._arranged = False
        self._shown = best_arrangement(())

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(self._cards)

    @property
    def shown(self) -> Arrangement:
        """The arrangement the row shows of its cards (its melds set apart)."""
        return self._shown

    def arrangement_for(self, cards: Iterable[Card]) -> Arrangement:
        """The arrangement the row shows, or would show once it holds ``cards`` (a hand the
        table has not caught up with yet): the least deadwood, keeping its melds on a tie."""
        cards = tuple(cards)
        if set(cards) == set(self._cards):
            return self._shown
        return arrangement_keeping(cards, self._shown.melds)

    def reset(self, cards: Iterable[Card], mode: str) -> None:
        """Start over with ``cards`` sorted by ``mode`` (a new deal)."""
        cards = tuple(cards)
        self._shown = best_arrangement(cards)
        self._cards = sorted_hand(cards, mode, self._shown)
        self._mode, self._arranged = mode, False

    @property
    def arranged(self) -> bool:
        """The player keeps the hand in an order of their own, not the chosen sort."""
        return self._arranged or self._mode is None

    def sync(self, cards: Sequence[Card]) -> tuple[Card, ...]:
        """Follow the hand's content: keep the order, drop what left; what arrived goes to
        its sorted place, or on the right of a hand the player arranged."""
        self._shown = self.arrangement_for(cards)
        present = set(cards)
        kept = [c for c in self._cards if c in present]
        known = set(kept)
        arrived = [c for c in cards if c not in known]
        if arrived and not self.arranged:
            self._cards = self._in_chosen_sort(kept + arrived)
        else:
            self._cards = kept + arrived
        return self.cards

    def keep(self, melds: Sequence[Meld]) -> None:
        """Show ``melds`` again where the least deadwood allows it (a resumed game: the
        melds its row showed when it was saved, which a tie would otherwise regroup)."""
        self._shown = arrangement_keeping(self._cards, melds)
        if not self.arranged:
            self._cards = self._in_chosen_sort(self._cards)

    def _in_chosen_sort(self, cards: Sequence[Card]) -> list[Card]:
        """``cards`` in the order of the sort last chosen, grouped by the melds shown."""
        assert self._mode is not None
        return sorted_hand(cards, self._mode, self._shown)

    def sort(self, mode: str) -> None:
        self._cards = sorted_hand(self._cards, mode, self._shown)
        self._mode, self._arranged = mode, False

    def move(self, card: Card, index: int) -> None:
        """Put ``card`` at ``index`` (counted among the other cards)."""
        if card not in self._cards:
            return
        self._cards.remove(card)
        index = max(0, min(index, len(self._cards)))
        self._cards.insert(index, card)
        # Judged after each move, so that a saved order put back card by card, or a card
        # dropped where the sort puts it, leaves the hand sorted.
        self._arranged = self._mode is None or self._cards != self._in_chosen_sort(
            self._cards)
