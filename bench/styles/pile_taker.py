"""An aggressive pile taker: takes every face-up card that pairs with one of its cards or
draws to a run (same suit, one or two ranks away), throws the card leaving the least
deadwood, and knocks whenever it may."""

from __future__ import annotations

from gin_desktop.ai.strong import pile_choice
from gin_desktop.engine.actions import Action, ActionKind
from gin_desktop.engine.cards import Card
from gin_desktop.engine.hand import Phase
from gin_desktop.engine.view import SeatView

from .common import big_gin, decision_rng, least_deadwood_discards, lowest_knock, of_kind


class PileTaker:
    name = "pile-taker"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        if view.phase is Phase.UPCARD_OFFER or view.phase is Phase.DRAW:
            choice = pile_choice(view)
            if choice is None:
                return view.legal_actions[0]
            take, other, top = choice
            return take if any(goes_with(top, c) for c in view.hand) else other
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
