"""``standard``: the well-known research baseline (the EAAI competition's simple player).

Take the upcard (or the pile's top card) only if it would lie in a meld; discard at random
among the cards that leave the least deadwood; knock as soon as the rules allow. It is
deliberately knob-free, so that win rates against it compare across engines.
"""

from __future__ import annotations

from gin_desktop.engine.actions import (
    DRAW_DISCARD, DRAW_STOCK, PASS_UPCARD, TAKE_UPCARD, Action, ActionKind,
)
from gin_desktop.engine.cards import cards_to_mask
from gin_desktop.engine.hand import Phase
from gin_desktop.engine.view import SeatView

from .base import BaseStrategy
from .handeval import deadwood, joins_meld


class StandardStrategy(BaseStrategy):
    name = "standard"
    description = ("The research baseline: takes a card only to make a meld, sheds the card "
                   "that leaves least deadwood, knocks at the first chance.")

    def rank(self, view: SeatView) -> list[tuple[Action, float]]:
        legal = view.legal_actions
        if view.phase is Phase.UPCARD_OFFER or view.phase is Phase.DRAW:
            top = view.upcard
            take = TAKE_UPCARD if view.phase is Phase.UPCARD_OFFER else DRAW_DISCARD
            other = PASS_UPCARD if take is TAKE_UPCARD else DRAW_STOCK
            wanted = (top is not None and take in legal
                      and joins_meld(cards_to_mask(view.hand), top))
            first, second = (take, other) if wanted else (other, take)
            return [(a, v) for a, v in ((first, 1.0), (second, 0.0)) if a in legal]
        return rank_least_deadwood(self, view, knock_first=True)


def rank_least_deadwood(strategy: BaseStrategy, view: SeatView, *,
                        knock_first: bool) -> list[tuple[Action, float]]:
    """Discards (and knocks) valued by the deadwood they leave; random tie-break."""
    hand = cards_to_mask(view.hand)
    rng = strategy.rng(view)
    scored: list[tuple[Action, float]] = []
    for action in view.legal_actions:
        if action.kind is ActionKind.BIG_GIN:
            scored.append((action, 1000.0))
            continue
        card = action.card
        assert card is not None
        value = -float(deadwood(hand ^ (1 << card.index)))
        if action.kind is ActionKind.KNOCK:
            value += 500.0 if knock_first else -500.0
        scored.append((action, value + rng.random() * 0.5))
    scored.sort(key=lambda av: -av[1])
    return scored


__all__ = ["StandardStrategy", "rank_least_deadwood"]
