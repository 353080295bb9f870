"""Two knock habits on ``strong``'s careful draws and discards.

- ``LateLimitKnocker``: never knocks short of gin before its sixth draw; from then on it
  knocks at the first chance, whatever its deadwood within the limit.
- ``GinOnly``: never knocks short of gin.
"""

from __future__ import annotations

from gin_desktop.ai.handeval import deadwood
from gin_desktop.ai.knowledge import Knowledge
from gin_desktop.ai.strong import StrongStrategy, best_knock
from gin_desktop.engine.actions import Action
from gin_desktop.engine.view import SeatView

#: ``LateLimitKnocker`` knocks short of gin only from this draw on.
KNOCK_FROM_DRAW = 6


def _gin(know: Knowledge, knock: Action) -> bool:
    assert knock.card is not None
    return deadwood(know.mine ^ (1 << knock.card.index)) == 0


class LateLimitKnocker(StrongStrategy):
    name = "late-limit"

    def knock_choice(self, view: SeatView, know: Knowledge,
                     knocks: list[Action]) -> tuple[bool, Action]:
        best = best_knock(know.mine, knocks)
        return _gin(know, best) or know.my_draws >= KNOCK_FROM_DRAW, best


class GinOnly(StrongStrategy):
    name = "gin-only"

    def knock_choice(self, view: SeatView, know: Knowledge,
                     knocks: list[Action]) -> tuple[bool, Action]:
        best = best_knock(know.mine, knocks)
        return _gin(know, best), best
