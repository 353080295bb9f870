"""``beginner``: plays legally and plausibly, and makes the mistakes people make.

It sees melds in its own hand but not much more: it sometimes grabs a low card it does
not need, sometimes breaks a pair instead of shedding a high card, never watches the
opponent, and often misses a chance to knock until its deadwood is very low.
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


class BeginnerStrategy(BaseStrategy):
    name = "beginner"
    description = ("A casual player: sees its own melds, grabs cards it does not need, "
                   "sometimes throws the wrong card and is slow to knock.")

    #: Chance of taking a low upcard that makes no meld.
    grab_low = 0.3
    #: Chance of discarding a random loose card instead of the best one.
    blunder = 0.25
    #: Knocks at once with deadwood up to this; above it only sometimes.
    comfortable_knock = 4
    knock_chance = 0.35

    def rank(self, view: SeatView) -> list[tuple[Action, float]]:
        legal = view.legal_actions
        rng = self.rng(view)
        hand = cards_to_mask(view.hand)
        if view.phase is Phase.UPCARD_OFFER or view.phase is Phase.DRAW:
            top = view.upcard
            take = TAKE_UPCARD if view.phase is Phase.UPCARD_OFFER else DRAW_DISCARD
            other = PASS_UPCARD if take is TAKE_UPCARD else DRAW_STOCK
            wanted = take in legal and top is not None and (
                joins_meld(hand, top) or (top.points <= 3 and rng.random() < self.grab_low))
            first, second = (take, other) if wanted else (other, take)
            return [(a, v) for a, v in ((first, 1.0), (second, 0.0)) if a in legal]
        scored: list[tuple[Action, float]] = []
        blunder = rng.random() < self.blunder
        knock_ok = False
        best_knock = min((deadwood(hand ^ (1 << a.card.index)) for a in legal
                          if a.kind is ActionKind.KNOCK and a.card is not None), default=99)
        if best_knock == 0 or best_knock <= self.comfortable_knock:
            knock_ok = True
        elif best_knock < 99:
            knock_ok = rng.random() < self.knock_chance
        for action in legal:
            if action.kind is ActionKind.BIG_GIN:
                scored.append((action, 1000.0))
                continue
            card = action.card
            assert card is not None
            left = deadwood(hand ^ (1 << card.index))
            if blunder:
                # A loose card chosen on a whim rather than by its value.
                loose = deadwood(hand) - left == card.points
                value = rng.random() * 10.0 if loose else -20.0 - left
            else:
                value = -float(left) + rng.random() * 0.5
            if action.kind is ActionKind.KNOCK:
                value += 500.0 if knock_ok else -500.0
            scored.append((action, value))
        scored.sort(key=lambda av: -av[1])
        return scored


__all__ = ["BeginnerStrategy"]
