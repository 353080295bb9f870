"""What the styles share: a seeded generator per decision and the plain moves."""

from __future__ import annotations

import random

from gin_desktop.ai.handeval import deadwood
from gin_desktop.engine.actions import Action, ActionKind
from gin_desktop.engine.cards import Card, cards_to_mask
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
