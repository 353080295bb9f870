"""A casual player: grabs low face-up cards, throws its highest card (but sometimes keeps
a pair), and knocks whenever it may."""

from __future__ import annotations

from gin_desktop.ai.handeval import joins_meld
from gin_desktop.engine.actions import Action, ActionKind
from gin_desktop.engine.cards import Card
from gin_desktop.engine.view import SeatView

from .common import SimpleStyle, big_gin, decision_rng, hand_mask, lowest_knock, of_kind

#: A face-up card worth this many points or fewer is taken.
LOW_CARD = 3
#: How often it keeps a pair rather than throwing its highest card.
KEEP_PAIR = 0.5


class Casual(SimpleStyle):
    name = "casual"

    def wants(self, view: SeatView, top: Card) -> bool:
        return top.points <= LOW_CARD or joins_meld(hand_mask(view), top)

    def discard(self, view: SeatView) -> Action:
        return big_gin(view) or lowest_knock(view) or self._throw(view)

    def _throw(self, view: SeatView) -> Action:
        rng = decision_rng(self.name, self.seed, view)
        discards = of_kind(view, ActionKind.DISCARD)
        mask = hand_mask(view)
        loose = [a for a in discards if a.card is not None and not joins_meld(
            mask ^ (1 << a.card.index), a.card)]
        pool = loose or discards
        if rng.random() < KEEP_PAIR:
            unpaired = [a for a in pool if a.card is not None
                        and not _has_pair(view.hand, a.card)]
            pool = unpaired or pool
        return max(pool, key=lambda a: (a.card.points, a.card.rank) if a.card else (0, 0))


def _has_pair(hand: list[Card] | tuple[Card, ...], card: Card) -> bool:
    return any(c.rank == card.rank and c is not card for c in hand)
