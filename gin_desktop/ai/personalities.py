"""Personalities: computer opponents with a style of their own, beside the levels.

Each plays ``strong``'s careful game (counting the unseen cards, reading the opponent,
weighing each discard's danger) but with one habit a player will recognise at the table:

- ``cautious``: a cautious early knocker. It knocks as soon as its deadwood allows unless
  the hands it imagines for the opponent say an undercut is likely; it rarely waits for
  gin.
- ``gin-hunter``: a gin seeker who knocks late. It holds out for gin and knocks short of
  it only when the stock is nearly out and the knock is safe; it takes pile cards that
  build melds more readily.
- ``hoarder``: a pile hoarder. It grabs discards that go with its cards (melds, pairs,
  near runs) and knocks at the first chance.

They are also the styles the ``expert`` is measured against (docs/strategies.md).
"""

from __future__ import annotations

from gin_desktop.engine.actions import Action
from gin_desktop.engine.view import SeatView

from .handeval import deadwood, joins_meld
from .knowledge import Knowledge, neighbours, same_rank
from .strong import StrongStrategy, pile_choice


class CautiousStrategy(StrongStrategy):
    name = "cautious"
    description = ("A cautious early knocker: knocks as soon as its deadwood allows unless "
                   "it smells an undercut, and rarely waits for gin.")

    #: Knock unless more than this share of the imagined opponent hands would undercut,
    #: whatever the undercut bonus (its style; ``strong`` adapts it to the bonus).
    max_undercut = 0.25
    undercut_slack = 0.0
    knock_samples = 24


class GinHunterStrategy(StrongStrategy):
    name = "gin-hunter"
    description = ("A gin hunter: holds out for gin, takes discards that build its melds, "
                   "and knocks short of gin only when the stock runs low.")

    #: Take the pile's card even when it only ties the stock's expectation.
    pile_margin = -0.5
    #: Knocking short of gin is considered only with this few stock draws left.
    late_draws = 4
    max_undercut = 0.1
    undercut_slack = 0.0

    def knock_choice(self, view: SeatView, know: Knowledge,
                     knocks: list[Action]) -> tuple[bool, Action]:
        knock, best = super().knock_choice(view, know, knocks)
        assert best.card is not None
        if deadwood(know.mine ^ (1 << best.card.index)) == 0:
            return True, best
        return knock and know.draws_left <= self.late_draws, best


class HoarderStrategy(StrongStrategy):
    name = "hoarder"
    description = ("A pile hoarder: snaps up discards that go with its cards and knocks at "
                   "the first chance.")

    #: A pile card worth this many points or fewer is taken when it goes with the hand.
    max_points = 8

    def rank_draw(self, view: SeatView, know: Knowledge) -> list[tuple[Action, float]]:
        choice = pile_choice(view)
        if choice is None:
            return super().rank_draw(view, know)
        take, other, top = choice
        hand = know.mine
        bit = 1 << top.index
        goes_with = bool(same_rank(top) & hand) or bool(neighbours(bit) & hand)
        wanted = joins_meld(hand, top) or (goes_with and top.points <= self.max_points)
        first, second = (take, other) if wanted else (other, take)
        return [(first, 1.0), (second, 0.0)]

    def knock_choice(self, view: SeatView, know: Knowledge,
                     knocks: list[Action]) -> tuple[bool, Action]:
        hand = know.mine
        return True, min(knocks, key=lambda a: deadwood(hand ^ (1 << a.card.index))
                         if a.card is not None else 99)


__all__ = ["CautiousStrategy", "GinHunterStrategy", "HoarderStrategy"]
