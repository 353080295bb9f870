"""How a deck is dealt (RULES.md two-player 2, three-hand 2): ``Deal``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True, slots=True)
class Deal:
    """A deck dealt as RULES.md two-player 2 says: ten cards each, one at a time,
    non-dealer first; the next card face up; the rest the stock."""

    non_dealer: tuple[Card, ...]
    dealer: tuple[Card, ...]
    upcard: Card
    #: Top card first.
    stock: tuple[Card, ...]

    @staticmethod
    def of(deck: Sequence[Card]) -> Deal:
        """Deal ``deck`` (top card first)."""
        return Deal(tuple(deck[0:20:2]), tuple(deck[1:20:2]), deck[20], tuple(deck[21:]))

    def deck(self) -> tuple[Card, ...]:
        """The deck in the order it was dealt (top card first): ``Deal.of`` undone."""
        dealt: list[Card] = []
        for pair in zip(self.non_dealer, self.dealer, strict=True):
            dealt += pair
        return (*dealt, self.upcard, *self.stock)
