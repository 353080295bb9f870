"""``standard``: the research baseline, exactly (the EAAI Gin Rummy competition's
"SimpleGinRummyPlayer" by Todd Neller).

- Draw: take the upcard (or the pile's top card) only if it would lie in some meld made
  with the hand; otherwise pass or draw from the stock.
- Discard: among the cards it may throw, one at random of those that leave the least
  deadwood; never the face-up card it just drew, and never a card that would repeat a
  (drawn card, discarded card) pair it already played this hand. The pair is unordered,
  as in the baseline: drawing X and throwing Y blocks drawing Y and throwing X later too.
  The no-repeat rule is what stops two pile-passing players from looping for ever.
- Knock: as soon as the deadwood left after that discard is within the knock limit.

It is deliberately knob-free, so that win rates against it compare across engines. The
only liberty taken is big gin, which the baseline's rules lack: where enabled it is
declared. ``tests/ai/test_baseline.py`` checks every decision against an independent
port of the published player.

The pairs it played after a pile draw are read from the view's history; the card it drew
from the stock is not public, so those pairs are remembered by the object for the current
hand (a new ``hand_number`` starts a fresh memory).
"""

from __future__ import annotations

from gin_desktop.engine.actions import (
    BIG_GIN, DISCARD_ACTIONS, DRAW_DISCARD, DRAW_STOCK, KNOCK_ACTIONS, PASS_UPCARD, TAKE_UPCARD,
    Action, ActionKind,
)
from gin_desktop.engine.cards import FULL_DECK, Card, cards_to_mask
from gin_desktop.engine.hand import Phase
from gin_desktop.engine.melds import deadwood_after_discards
from gin_desktop.engine.view import PublicMove, SeatView

from .base import BaseStrategy
from .handeval import deadwood, joins_meld

_NO_PAIRS: frozenset[int] = frozenset()


class StandardStrategy(BaseStrategy):
    name = "standard"
    # Shown to players choosing an opponent: what it plays like, not where it comes from.
    description = ("A steady player: takes a card only to make a meld, throws the card that "
                   "leaves the least deadwood and knocks at the first chance.")

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._hand_key: tuple[int, int] | None = None
        #: (drawn, discarded) pairs of this hand whose draw was from the stock, as masks.
        self._stock_pairs: set[int] = set()
        #: ``_pile_pairs``' last reading: (player, history read, card picked from the pile
        #: and not yet followed by a discard, the pairs found).
        self._scanned: tuple[int, tuple[PublicMove, ...], Card | None,
                             frozenset[int]] | None = None

    def rank(self, view: SeatView) -> list[tuple[Action, float]]:
        if view.phase is Phase.UPCARD_OFFER or view.phase is Phase.DRAW:
            legal = view.legal_actions
            first, second = self._draw_order(view)
            return [(a, v) for a, v in ((first, 1.0), (second, 0.0)) if a in legal]
        return self._rank_discard(view)

    @staticmethod
    def _draw_order(view: SeatView) -> tuple[Action, Action]:
        """The face-up card first if it would lie in a meld, the other draw first if not."""
        top = view.upcard
        take = TAKE_UPCARD if view.phase is Phase.UPCARD_OFFER else DRAW_DISCARD
        other = PASS_UPCARD if take is TAKE_UPCARD else DRAW_STOCK
        wanted = (top is not None and take in view.legal_actions
                  and joins_meld(cards_to_mask(view.hand), top))
        return (take, other) if wanted else (other, take)

    def choose(self, view: SeatView) -> Action:
        phase = view.phase
        if phase is Phase.UPCARD_OFFER or phase is Phase.DRAW:
            # ``rank(view)[0][0]`` without the ranking (a draw: never a pair to remember).
            legal = view.legal_actions
            if len(legal) > 1:
                for action in self._draw_order(view):
                    if action in legal:
                        return action
        if phase is not Phase.DISCARD:
            return super().choose(view)
        from_pile = view.drew_face_up
        if len(view.legal_actions) > 1:
            action = self._best_discard(view, from_pile)
        else:
            action = super().choose(view)
        if action.kind in (ActionKind.DISCARD, ActionKind.KNOCK) and action.card is not None:
            drawn = view.drawn_card
            if drawn is not None and not from_pile:
                self._memory(view).add(1 << drawn.index | 1 << action.card.index)
        return action

    # ----------------------------------------------------------------- discard
    def _rank_discard(self, view: SeatView) -> list[tuple[Action, float]]:
        hand = cards_to_mask(view.hand)
        candidates = self._candidates(view, view.drew_face_up)
        rng = self.rng(view)
        # Least deadwood first; a random draw per card decides ties (the random tie-break).
        keyed = sorted((deadwood(hand ^ (1 << c.index)), rng.random(), c.index)
                       for c in candidates)
        legal = set(view.legal_actions)
        ranked: list[tuple[Action, float]] = []
        if BIG_GIN in legal:
            ranked.append((BIG_GIN, 1000.0))
        for position, (left, _draw, index) in enumerate(keyed):
            card = FULL_DECK[index]
            # In points of deadwood left, as the other levels value a discard: a computer
            # captain weighs an advisor's suggestion in those units (``FOLLOW_TOLERANCE``),
            # and a card tying with its own choice is as good. The tie-break's order is
            # kept by a hundredth of a point per place.
            value = -float(left) - 0.01 * position
            knock = KNOCK_ACTIONS[card.index]
            if knock in legal:
                ranked.append((knock, value))
            discard = DISCARD_ACTIONS[card.index]
            if discard in legal:
                ranked.append((discard, value - 0.5))
        legal.difference_update(a for a, _ in ranked)
        ranked.sort(key=lambda av: -av[1])  # a tied card's knock before a discard
        return ranked + [(a, -1000.0) for a in view.legal_actions if a in legal]

    def _best_discard(self, view: SeatView, from_pile: bool) -> Action:
        """``rank(view)[0][0]`` for a discard, without ranking every card: the random
        tie-break is drawn only when cards tie for the least deadwood, and then exactly
        as ``_rank_discard`` draws it (one number per candidate, in order)."""
        legal = view.legal_actions
        if BIG_GIN in legal:
            return BIG_GIN
        hand = cards_to_mask(view.hand)
        candidates = self._candidates(view, from_pile)
        left = deadwood_after_discards(hand, [c.index for c in candidates])
        least = min(left)
        if left.count(least) == 1:
            best = candidates[left.index(least)]
        else:
            rng = self.rng(view)
            draws = [rng.random() for _ in candidates]
            best = FULL_DECK[min((draws[i], c.index) for i, c in enumerate(candidates)
                                 if left[i] == least)[1]]
        knock = KNOCK_ACTIONS[best.index]
        if knock in legal:
            return knock
        discard = DISCARD_ACTIONS[best.index]
        if discard in legal:
            return discard
        return self._rank_discard(view)[0][0]  # a view no real hand gives: rank it all

    def _candidates(self, view: SeatView, from_pile: bool) -> list[Card]:
        """The cards the baseline may throw, in hand order."""
        drawn = view.drawn_card
        hand = view.hand
        if drawn is None:
            return list(hand)
        # The cards each rule forbids, as one mask: a pair played before is the drawn
        # card's bit and the other card's (the drawn card's alone if it was thrown back).
        drawn_bit = 1 << drawn.index
        blocked = drawn_bit if from_pile else 0
        for played in (self._memory(view), self._pile_pairs(view)):
            for pair in played:
                if pair & drawn_bit:
                    blocked |= pair ^ drawn_bit or drawn_bit
        if not blocked:
            return list(hand)
        candidates = [card for card in hand if not blocked >> card.index & 1]
        if not candidates:  # cannot happen in a real hand; stay legal if it ever does
            candidates = [c for c in hand if not (from_pile and c is drawn)]
        return candidates

    def played_pairs(self, view: SeatView) -> set[int]:
        """The (drawn, discarded) pairs this player played earlier in this hand."""
        return set(self._memory(view)) | self._pile_pairs(view)

    def _pile_pairs(self, view: SeatView) -> frozenset[int]:
        """The pairs this player played after a pile draw, read from the history.

        A hand's views come in order, each history extending the last one's: only the
        new moves are read (a view whose history does not extend it is read whole)."""
        history = view.history
        player = view.player
        start, picked, pairs = 0, None, _NO_PAIRS
        scanned = self._scanned
        if scanned is not None and scanned[0] == player:
            seen = scanned[1]
            if len(history) >= len(seen) and history[:len(seen)] == seen:
                start, picked, pairs = len(seen), scanned[2], scanned[3]
        for index in range(start, len(history)):
            move = history[index]
            if move.seat != player:
                continue
            kind = move.kind
            if kind == "take" or kind == "pile":
                picked = move.card
            elif kind == "stock":
                picked = None
            elif kind == "discard" and move.card is not None:
                if picked is not None:
                    pairs = pairs | {1 << picked.index | 1 << move.card.index}
                picked = None
        self._scanned = (player, history, picked, pairs)
        return pairs

    def _memory(self, view: SeatView) -> set[int]:
        key = (view.hand_number, view.player)
        if key != self._hand_key:
            self._hand_key = key
            self._stock_pairs = set()
        return self._stock_pairs


__all__ = ["StandardStrategy"]
