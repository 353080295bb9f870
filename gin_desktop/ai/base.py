"""The strategy interface: one seat's decisions, made from that seat's view alone.

A strategy is any object with a ``name`` and ``choose(view) -> Action`` returning one of
``view.legal_actions``. It is given the ``SeatView`` and nothing else (no match, no
events), so it cannot see hidden cards; it may keep its own memory between calls.
``BaseStrategy`` is a convenient concrete base: it answers forced moves itself, hands a
seeded random generator to each decision, and gives every level the same ranking hook
that the advisor and the hint use.
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from gin_desktop.engine.actions import Action, ActionKind
from gin_desktop.engine.view import SeatView


@runtime_checkable
class Strategy(Protocol):
    """One seat's decisions. ``choose`` must return one of ``view.legal_actions``."""

    name: str

    def choose(self, view: SeatView) -> Action: ...


class NotMyTurnError(ValueError):
    """``choose`` was called with a view in which the player has nothing to decide."""


class BaseStrategy:
    """Base of the built-in levels. Subclasses implement :meth:`rank`.

    ``seed`` makes the strategy's random choices repeatable: a decision depends only on
    the seed and the view (the generator is derived from both), so a saved match replays
    even if the strategy object is re-created halfway through a hand.
    """

    name = "base"
    description = ""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions
        if not legal:
            raise NotMyTurnError("the view's player has no decision to make now")
        if len(legal) == 1:
            return legal[0]
        ranked = self.rank(view)
        return ranked[0][0]

    def rank(self, view: SeatView) -> list[tuple[Action, float]]:
        """The legal actions with a value each (higher is better), best first.

        Only the first entry must be the strategy's choice; levels that do not value
        every action may give the rest a lower, rough value.
        """
        raise NotImplementedError

    def rng(self, view: SeatView, salt: str = "") -> random.Random:
        """A generator seeded from the strategy's seed and the public position only."""
        return random.Random(
            f"{self.name}:{self.seed}:{view.hand_number}:{view.dealer}:"
            f"{len(view.history)}:{view.phase.value}:{salt}")


def kinds(view: SeatView) -> set[ActionKind]:
    return {a.kind for a in view.legal_actions}


__all__ = ["BaseStrategy", "NotMyTurnError", "Strategy", "kinds"]
