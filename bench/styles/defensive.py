"""A defensive player: never throws a card that matches or sits next to (in its suit) a
card the opponent took from the pile while it has another to throw, takes a face-up card
only for a meld, and knocks late (gin at any time, otherwise from its eighth draw)."""

from __future__ import annotations

from gin_desktop.ai.handeval import joins_meld
from gin_desktop.ai.knowledge import knowledge_of
from gin_desktop.engine.actions import Action, ActionKind
from gin_desktop.engine.cards import Card
from gin_desktop.engine.view import SeatView

from .common import (
    SimpleStyle, big_gin, deadwood_without, decision_rng, hand_mask, least_deadwood_discards,
    of_kind,
)
from .pile_taker import goes_with

#: It knocks short of gin only from this draw on.
KNOCK_FROM_DRAW = 8


class Defensive(SimpleStyle):
    name = "defensive"

    def wants(self, view: SeatView, top: Card) -> bool:
        return joins_meld(hand_mask(view), top)

    def discard(self, view: SeatView) -> Action:
        knock = big_gin(view) or self._knock(view)
        if knock is not None:
            return knock
        discards = of_kind(view, ActionKind.DISCARD)
        picks = _picked(view)
        safe = [a for a in discards
                if a.card is not None and not any(goes_with(a.card, p) for p in picks)]
        best = least_deadwood_discards(view, safe or discards)
        return decision_rng(self.name, self.seed, view).choice(best)

    def _knock(self, view: SeatView) -> Action | None:
        knocks = of_kind(view, ActionKind.KNOCK)
        if not knocks:
            return None
        best = least_deadwood_discards(view, knocks)[0]
        assert best.card is not None
        late = knowledge_of(view).my_draws >= KNOCK_FROM_DRAW
        return best if late or deadwood_without(view, best.card) == 0 else None


def _picked(view: SeatView) -> list[Card]:
    """The cards the opponent took from the pile this hand."""
    return [m.card for m in view.history if m.seat == view.opponent
            and m.kind in ("take", "pile") and m.card is not None]
