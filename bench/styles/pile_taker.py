"""An aggressive pile taker: takes every face-up card that pairs with one of its cards or
draws to a run (same suit, one or two ranks away), throws the card leaving the least
deadwood, and knocks whenever it may."""

from __future__ import annotations

from gin_desktop.engine.actions import Action, ActionKind
from gin_desktop.engine.cards import Card
from gin_desktop.engine.view import SeatView

from .common import (
    SimpleStyle, big_gin, decision_rng, least_deadwood_discards, lowest_knock, of_kind,
)


class PileTaker(SimpleStyle):
    name = "pile-taker"

    def wants(self, view: SeatView, top: Card) -> bool:
        return any(goes_with(top, c) for c in view.hand)

    def discard(self, view: SeatView) -> Action:
        knock = big_gin(view) or lowest_knock(view)
        if knock is not None:
            return knock
        best = least_deadwood_discards(view, of_kind(view, ActionKind.DISCARD))
        return decision_rng(self.name, self.seed, view).choice(best)


def goes_with(card: Card, other: Card) -> bool:
    """A pair, or two cards of a suit close enough to draw to a run."""
    if card.rank == other.rank:
        return True
    return card.suit == other.suit and 0 < abs(card.rank - other.rank) <= 2
