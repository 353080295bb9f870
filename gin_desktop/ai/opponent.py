"""What a player learns about its opponent's style over a match, from showdowns alone.

Every finished hand's layouts are shown to both players (``view.last_result``), so after
a knock each side knows the other's ten cards. Two things are read from them:

- **When the opponent knocks.** An opponent that knocks with a lot of deadwood while
  the stock is still long is an early knocker; an opponent caught (by our knock) holding
  a hand it could have knocked with, and that did not, is a holder (it waits for gin or a
  safe knock), and so, less surely, is one that goes gin (an early knocker seldom gets
  there: it knocks first). The estimate ``p_early`` is the share of early evidence,
  starting from a prior the player chooses (even by default; ``expert`` starts leaning to
  an early knocker).
- **How fast its hand improves.** Our opponent model deals the opponent's unknown cards
  and develops them by greedy turns (``strong.iter_opponent_hands``). After each showdown
  the model is asked what it expected at our last decision of that hand, and its
  ``development`` (how many greedy turns a draw is worth) is nudged toward the deadwood
  the opponent really held.

Nothing here sees more than the seat's views.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from gin_desktop.engine.cards import cards_to_mask
from gin_desktop.engine.events import HandResult, ResultKind
from gin_desktop.engine.view import SeatView

from .handeval import deadwood
from .knowledge import Knowledge, knowledge_of
from .strong import iter_opponent_hands

#: The development factor's range and its step per showdown.
DEVELOPMENT_RANGE = (0.6, 2.5)
DEVELOPMENT_STEP = 0.1
#: An opponent that knocks with this much deadwood or more is knocking early, unless the
#: stock was down to ``LATE_KNOCK_DRAWS`` draws or fewer at our last turn: a late
#: knocker knocks short of gin there too.
EARLY_KNOCK_DEADWOOD = 5
LATE_KNOCK_DRAWS = 6
#: How much one showdown says the opponent holds on: caught with a hand it could have
#: knocked with (which an early knocker never shows), and gin (an early knocker went gin
#: in about 2% of its hands against ``expert``, the gin hunter in 29%). With one unit
#: each (gin: none), a match against the gin hunter was still read as an early knocker at
#: half of ``expert``'s knock decisions, and it held knockable hands for a knock that never
#: came (docs/strength-history.md).
CAUGHT_HOLDING_EVIDENCE = 3.0
GIN_EVIDENCE = 2.0


@dataclass
class OpponentModel:
    """One match's running estimate of the opponent's style."""

    early: float = 1.0
    holder: float = 1.0
    development: float = 1.0
    #: The knowledge at our last decision of the current hand, and that hand's number.
    last_know: Knowledge | None = None
    last_hand: int = -1
    last_seen: int = -1
    hands_seen: int = 0

    @property
    def p_early(self) -> float:
        """The chance the opponent knocks as soon as it may."""
        return self.early / (self.early + self.holder)

    def observe(self, view: SeatView) -> None:
        """Call with every view the player decides on; learns once per finished hand."""
        if view.hand_number != self.last_hand:
            result = view.last_result
            if (result is not None and self.last_know is not None
                    and result.hand_number == self.last_hand and self.last_seen != self.last_hand):
                self._learn(view, result, self.last_know)
                self.last_seen = self.last_hand
            self.last_hand = view.hand_number
        self.last_know = knowledge_of(view)

    def _learn(self, view: SeatView, result: HandResult, know: Knowledge) -> None:
        if result.knocker is None or result.kind is ResultKind.DRAWN:
            return
        self.hands_seen += 1
        opponent_knocked = result.knocker == view.opponent
        layout = result.knocker_layout if opponent_knocked else result.defender_layout
        # The opponent's own deadwood, before any layoff: what it held, not what it scored.
        held = None if layout is None else deadwood(cards_to_mask(
            [*layout.melded_cards(), *layout.deadwood, *(lay.card for lay in layout.layoffs)]))
        if opponent_knocked:
            if result.kind is ResultKind.KNOCK or result.kind is ResultKind.UNDERCUT:
                if result.knocker_deadwood >= EARLY_KNOCK_DEADWOOD:
                    if know.draws_left > LATE_KNOCK_DRAWS:
                        self.early += 1.0
                elif result.knocker_deadwood <= 2:
                    self.holder += 0.5
            elif result.kind is ResultKind.GIN or result.kind is ResultKind.BIG_GIN:
                self.holder += GIN_EVIDENCE
        elif held is not None and held <= result.knock_limit:
            # It could have knocked, and held on.
            self.holder += CAUGHT_HOLDING_EVIDENCE
        if held is not None:
            self._calibrate(know, held, random.Random(result.hand_number))

    def _calibrate(self, know: Knowledge, actual: int, rng: random.Random) -> None:
        if know.opp_draws < 3:
            return  # too early in the hand to say anything about development
        total = weight_sum = 0.0
        for hand, weight in iter_opponent_hands(know, rng, 24, self.development):
            total += weight * deadwood(hand)
            weight_sum += weight
        if weight_sum <= 0:
            return
        expected = total / weight_sum
        lo, hi = DEVELOPMENT_RANGE
        if expected > actual + 1:
            self.development = min(hi, self.development + DEVELOPMENT_STEP)
        elif expected < actual - 1:
            self.development = max(lo, self.development - DEVELOPMENT_STEP)


__all__ = ["OpponentModel"]
