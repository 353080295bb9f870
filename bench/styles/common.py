"""What the styles share: a seeded generator per decision and the plain moves."""

from __future__ import annotations

import random

from gin_desktop.ai.handeval import deadwood
from gin_desktop.ai.strong import pile_choice
from gin_desktop.engine.actions import Action, ActionKind
from gin_desktop.engine.cards import Card, cards_to_mask
from gin_desktop.engine.hand import Phase
from gin_desktop.engine.view import SeatView


def decision_rng(name: str, seed: int, view: SeatView) -> random.Random:
    """A generator from the seed and the public position only, so a match replays."""
    return random.Random(f"{name}:{seed}:{view.hand_number}:{len(view.history)}")


def of_kind(view: SeatView, kind: ActionKind) -> list[Action]:
    return [a for a in view.legal_actions if a.kind is kind]


def hand_mask(view: SeatView) -> int:
    return cards_to_mask(view.hand)


def deadwood_without(view: SeatView, card: Card) -> int:
    """The deadwood left after throwing ``card`` from the 11 cards held."""
    return deadwood(hand_mask(view) ^ (1 << card.index))


def least_deadwood_discards(view: SeatView, actions: list[Action]) -> list[Action]:
    """The discards (or knocks) among ``actions`` that leave the least deadwood."""
    scored = [(deadwood_without(view, a.card), a) for a in actions if a.card is not None]
    low = min(s for s, _a in scored)
    return [a for s, a in scored if s == low]


def lowest_knock(view: SeatView) -> Action | None:
    """The knock leaving the least deadwood, or None when no knock is legal."""
    knocks = of_kind(view, ActionKind.KNOCK)
    if not knocks:
        return None
    return least_deadwood_discards(view, knocks)[0]


def big_gin(view: SeatView) -> Action | None:
    found = of_kind(view, ActionKind.BIG_GIN)
    return found[0] if found else None


class SimpleStyle:
    """A style that decides the draw by one test on the face-up card (``wants``) and the
    discard turn by ``discard``; forced moves and an untakeable pile go to the first legal
    action."""

    name = "simple"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        if view.phase is Phase.UPCARD_OFFER or view.phase is Phase.DRAW:
            choice = pile_choice(view)
            if choice is None:
                return view.legal_actions[0]
            take, other, top = choice
            return take if self.wants(view, top) else other
        return self.discard(view)

    def wants(self, view: SeatView, top: Card) -> bool:
        """Whether to take the face-up card ``top``."""
        raise NotImplementedError

    def discard(self, view: SeatView) -> Action:
        """The discard turn's action: a discard, a knock or big gin."""
        raise NotImplementedError
