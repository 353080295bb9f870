"""``strong``: a careful player that watches the table.

It tracks the unseen cards and what the opponent picked, passed and threw away; values a
hand by its deadwood and by what the next draw is likely to do for it; avoids feeding the
opponent's melds; and decides whether to knock or hold for gin by sampling the hands the
opponent may hold and laying them out against its own melds, layoffs included (the
engine lays off optimally at the showdown; the knock decision counts those layoffs).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence

from gin_desktop.engine import melds
from gin_desktop.engine.actions import (
    DRAW_DISCARD, DRAW_STOCK, PASS_UPCARD, TAKE_UPCARD, Action, ActionKind,
)
from gin_desktop.engine.cards import Card
from gin_desktop.engine.hand import Phase
from gin_desktop.engine.view import SeatView

from .base import BaseStrategy
from .handeval import (
    PLAIN_COST, Pool, bits_of, card_of, completing, deadwood, expected_after_draw,
    points_of_bit,
)
from .knowledge import Knowledge, knowledge_of, neighbours, same_rank



def pile_choice(view: SeatView) -> tuple[Action, Action, Card] | None:
    """The draw decision as (take the pile's top card, the alternative, that card), or None
    when the top card cannot be taken now: the upcard offer's Take/Pass, a turn's pile/stock."""
    top = view.upcard
    take = TAKE_UPCARD if view.phase is Phase.UPCARD_OFFER else DRAW_DISCARD
    if top is None or take not in view.legal_actions:
        return None
    return take, (PASS_UPCARD if take is TAKE_UPCARD else DRAW_STOCK), top

class StrongStrategy(BaseStrategy):
    name = "strong"
    description = ("A careful player: counts the unseen cards, reads the opponent's picks "
                   "and discards, avoids feeding its melds and picks its moment to knock.")

    #: Weight of the present deadwood against the one-draw potential in a hand's value.
    now_weight = 0.45
    #: What each deadwood count costs in a hand's value (a level may count some counts
    #: for more than their points: ``expert`` against an early knocker).
    shape: Sequence[float] = PLAIN_COST
    #: Points-equivalent cost of handing the opponent a card it can meld.
    danger_weight = 7.0
    #: Take the pile's top card when it beats the stock's expectation by this much.
    pile_margin = 0.5
    #: Opponent hands sampled for the knock decision.
    knock_samples = 40
    #: Hold (do not knock) when the chance of being undercut is above this. Measured
    #: against ``standard``, holding unless the knock is safe wins far more games than
    #: knocking at the first chance (the defender's undercut bonus is large): at 0 it
    #: knocks only when none of the sampled opponent hands would undercut it.
    max_undercut = 0.0
    #: ``max_undercut`` holds with an undercut bonus of ``undercut_bonus_ref`` (eaai's 25)
    #: or more; each point of bonus less allows this much more chance of an undercut
    #: (``undercut_tolerance``). Holding for a safe knock pays by the undercuts it wins and
    #: avoids, which a smaller bonus makes worth less: with the rules' default bonus of 10,
    #: a tolerance of 0.25 beat 0 against ``standard`` (seeds: 57% of games against 47%;
    #: oklahoma, three runs of 300: 57% against 53%).
    undercut_bonus_ref = 25
    undercut_slack = 0.25 / 15
    #: In a hand that only gin can end (Straight Gin, an Oklahoma ace), what a hand with no
    #: deadwood is worth beyond its count in ``kept_cost`` (``shape_for``): without it the
    #: hand is valued by its deadwood points, and keeps two low cards that go with nothing
    #: rather than a pair with outs to gin. Against ``standard`` on straight rules, 50 won
    #: 65% of games where 0 won 49% (25: 59%, 100: 64%).
    gin_only_reward = 50.0

    def development(self) -> float:
        """How many greedy turns each opponent draw is worth when sampling its hand."""
        return 1.0

    # ----------------------------------------------------------------- ranking
    def rank(self, view: SeatView) -> list[tuple[Action, float]]:
        know = knowledge_of(view)
        self.shape = self.shape_for(view, type(self).shape)
        if view.phase is Phase.UPCARD_OFFER or view.phase is Phase.DRAW:
            return self.rank_draw(view, know)
        return self.rank_discard(view, know)

    def rank_draw(self, view: SeatView, know: Knowledge) -> list[tuple[Action, float]]:
        choice = pile_choice(view)
        if choice is None:
            return [(a, 0.0) for a in view.legal_actions]
        take, other, top = choice
        hand = know.mine
        t = 1 << top.index
        with_top = hand | t
        pile_dw = min(deadwood(with_top ^ b) for b in bits_of(hand))
        stock_dw = expected_after_draw(hand, know.unseen)
        # Positive: the pile is better (less expected deadwood after this draw).
        gain = stock_dw - pile_dw - self.pile_margin
        if pile_dw == 0 and view.phase is Phase.UPCARD_OFFER:
            # Gin at once. Weighed against a stock draw, passing looked as good with a hand
            # all in melds already (any draw then gins), but passing draws nothing: the
            # other player moves first, and the hint said pass a card that gave gin.
            gain = max(gain, 1.0)
        first, second = (take, other) if gain > 0 else (other, take)
        return [(first, abs(gain)), (second, -abs(gain))]

    def rank_discard(self, view: SeatView, know: Knowledge) -> list[tuple[Action, float]]:
        legal = view.legal_actions
        hand = know.mine
        danger_of = self.danger_judge(view, know)
        pool = self.draw_pool(view, know)
        values: dict[int, float] = {}  # discard bit -> value (higher better)
        for action in legal:
            if action.kind is ActionKind.DISCARD and action.card is not None:
                b = 1 << action.card.index
                values[b] = -self.discard_cost(hand ^ b, action.card.index, danger_of, pool,
                                               know)
        scored: list[tuple[Action, float]] = []
        knocks = [a for a in legal if a.kind is ActionKind.KNOCK]
        knock_action = None
        knock_now = False
        if knocks:
            knock_now, knock_action = self.knock_choice(view, know, knocks)
        for action in legal:
            if action.kind is ActionKind.BIG_GIN:
                scored.append((action, 10_000.0))
            elif action.kind is ActionKind.DISCARD and action.card is not None:
                scored.append((action, values[1 << action.card.index]))
            elif action.kind is ActionKind.KNOCK:
                if action is knock_action:
                    scored.append((action, 1_000.0 if knock_now else -1_000.0))
                else:
                    scored.append((action, -2_000.0))
        scored.sort(key=lambda av: -av[1])
        return scored

    def discard_parts(self, view: SeatView, cards: Sequence[Card]
                      ) -> dict[Card, tuple[float, float]]:
        """For each of ``cards`` thrown in ``view``, the two parts of ``discard_cost`` as
        the last ``rank(view)`` weighed them: what keeping the other ten costs (their
        deadwood now and their chances after the next draw), and the card's danger (the
        chance the opponent melds it, weighted). Lower is better in both; for words that
        say why one discard beats another."""
        know = knowledge_of(view)
        danger_of = self.danger_judge(view, know)
        pool = self.draw_pool(view, know)
        return {card: (self.kept_cost(know.mine ^ (1 << card.index), pool, know),
                       self.danger_weight * danger_of(card.index)) for card in cards}

    # ----------------------------------------------------------------- values
    def discard_cost(self, kept: int, index: int, danger_of: Callable[[int], float],
                     pool: Pool, know: Knowledge) -> float:
        """Lower is better: the kept hand's value plus the risk of the discard."""
        return self.kept_cost(kept, pool, know) + self.danger_weight * danger_of(index)

    def kept_cost(self, kept: int, pool: Pool, know: Knowledge) -> float:
        """What keeping the 10 cards ``kept`` costs: the ``shape`` of its deadwood now and
        after one more draw (its potential), weighed by ``now_weight``."""
        now = self.shape[deadwood(kept)]
        later = (expected_after_draw(kept, pool, self.shape) if know.draws_left > 0
                 else float(now))
        w = self.now_weight
        return w * now + (1 - w) * later

    def draw_pool(self, view: SeatView, know: Knowledge) -> Pool:
        """The cards a later draw may bring, for a hand's one-draw potential."""
        return Pool(know.unseen)

    def danger_judge(self, view: SeatView, know: Knowledge) -> Callable[[int], float]:
        """For this decision: card index -> the chance the opponent can meld that card."""
        probs = opponent_probabilities(know)
        return lambda index: danger(index, probs)

    def knock_choice(self, view: SeatView, know: Knowledge,
                     knocks: list[Action]) -> tuple[bool, Action]:
        """(whether to knock, the best knock). Gin always knocks."""
        hand = know.mine
        best = best_knock(hand, knocks)
        assert best.card is not None
        kept = hand ^ (1 << best.card.index)
        if deadwood(kept) == 0:
            return True, best
        p_under, _ev = self.knock_outcome(view, know, kept, self.knock_samples,
                                          self.undercut_tolerance(view))
        return p_under <= self.undercut_tolerance(view), best

    def undercut_tolerance(self, view: SeatView) -> float:
        """The chance of an undercut a knock may carry under ``view``'s rules: more the
        smaller the undercut bonus (see ``undercut_slack``)."""
        below = max(0, self.undercut_bonus_ref - view.rules.undercut_bonus)
        return min(1.0, self.max_undercut + self.undercut_slack * below)

    def shape_for(self, view: SeatView, shape: Sequence[float]) -> Sequence[float]:
        """``shape`` for this hand: in a hand only gin can end, a hand with no deadwood
        is worth ``gin_only_reward`` more (it wins the hand; any other scores nothing)."""
        if view.knock_limit > 0 or self.gin_only_reward <= 0:
            return shape
        gin_only = list(shape)
        gin_only[0] = shape[0] - self.gin_only_reward
        return gin_only

    def knock_outcome(self, view: SeatView, know: Knowledge, kept: int,
                      samples: int, tolerance: float | None = None) -> tuple[float, float]:
        """(chance of being undercut, mean points) if we knock keeping ``kept``.

        Stops early once the chance of an undercut is certain to exceed ``tolerance``
        (default ``max_undercut``; then only the first figure is meaningful).
        """
        rng = self.rng(view, "knock")
        layout = melds.knocker_layout(card_list(kept), know.unseen)
        mine = layout.deadwood_points
        rules = view.rules
        under = ev = total = 0.0
        give_up = (self.max_undercut if tolerance is None else tolerance) * samples
        for opp, weight in iter_opponent_hands(know, rng, samples, self.development()):
            theirs = melds.best_arrangement(card_list(opp), onto=layout.melds).deadwood_points
            total += weight
            if theirs > mine:
                ev += weight * (theirs - mine)
            else:
                under += weight
                ev -= weight * (mine - theirs + rules.undercut_bonus)
                if under > give_up:
                    return 1.0, ev / total
        if total <= 0:
            return 0.0, 0.0
        return under / total, ev / total


# ----------------------------------------------------------------- helpers
def best_knock(hand: int, knocks: list[Action]) -> Action:
    """The knock leaving least deadwood; on a tie, the one throwing the higher card."""
    return min(knocks, key=lambda a: (deadwood(hand ^ (1 << a.card.index)) if a.card
                                      else 99, -(a.card.points if a.card else 0)))


def card_list(mask: int) -> list[Card]:
    return [card_of(b) for b in bits_of(mask)]


def opponent_probabilities(know: Knowledge) -> list[float]:
    """Per card index: the chance the opponent holds it, from what it did."""
    probs = [0.0] * 52
    unseen = know.unseen
    n = unseen.bit_count()
    base = know.opp_unknown / n if n else 0.0
    # Cards that go with what the opponent threw away or declined are less likely held;
    # cards that go with what it took from the pile, more.
    cold = know.opp_discarded | know.opp_declined
    cold_near = neighbours(cold)
    cold_rank = 0
    for b in bits_of(cold):
        cold_rank |= same_rank(card_of(b))
    hot = know.opp_picked
    hot_near = neighbours(hot) | neighbours(neighbours(hot) & ~hot)
    hot_rank = 0
    for b in bits_of(hot):
        hot_rank |= same_rank(card_of(b))
    for b in bits_of(unseen):
        p = base
        if b & (cold_near | cold_rank):
            p *= 0.6
        if b & (hot_near | hot_rank):
            p *= 1.8
        probs[b.bit_length() - 1] = min(p, 0.95)
    for b in bits_of(know.opp_known):
        probs[b.bit_length() - 1] = 1.0
    return probs


def danger(index: int, probs: list[float]) -> float:
    """Chance the opponent can meld the card ``index`` with cards it holds."""
    rank0 = index % 13
    suit_base = index - rank0
    others = [probs[s * 13 + rank0] for s in range(4) if s * 13 + rank0 != index]
    a, b, c = others
    p_set = a * b + a * c + b * c - 2 * a * b * c
    p = [probs[suit_base + r] if 0 <= r < 13 else 0.0 for r in range(rank0 - 2, rank0 + 3)]
    # p[0..4] = ranks -2, -1, (self), +1, +2
    p_run = 1.0 - (1 - p[0] * p[1]) * (1 - p[1] * p[3]) * (1 - p[3] * p[4])
    return 1.0 - (1 - p_set) * (1 - p_run)


#: The opponent's first stock draws are each replayed as a greedy turn when sampling its
#: hand, later ones one in three (calibrated so that the sampled deadwood tracks a
#: baseline player's, turn by turn: real hands improve fast, then slowly).
GREEDY_FULL = 5


def sample_opponent_hands(know: Knowledge, rng: random.Random, samples: int,
                          development: float = 1.0) -> list[tuple[int, float]]:
    """A list of ``iter_opponent_hands``."""
    return list(iter_opponent_hands(know, rng, samples, development))


def iter_opponent_hands(know: Knowledge, rng: random.Random, samples: int,
                        development: float = 1.0) -> Iterator[tuple[int, float]]:
    """Opponent hands consistent with the view, each with a weight.

    The opponent has been improving its hand for as many turns as it drew from the
    stock, so a uniform deal of the unseen cards would make it look far weaker than it
    is. Each sample therefore deals the unknown cards, then replays that many greedy
    turns (draw an unseen card, throw back the card that leaves least deadwood), keeping
    the cards the opponent is known to hold. A sample is weighted down for each card it
    discarded or declined that would meld with the sampled hand. ``development`` scales
    the number of greedy turns (an opponent that improves its hand faster than a greedy
    player, for one, is modelled with more).
    """
    pool = bits_of(know.unseen)
    k = min(know.opp_unknown, len(pool))
    picks = know.opp_picked.bit_count()
    stock_draws = know.opp_draws - picks
    if stock_draws > GREEDY_FULL:
        stock_draws = GREEDY_FULL + (stock_draws - GREEDY_FULL) // 3
    extra = max(0, min(round(stock_draws * development), len(pool) - k))
    cold = know.opp_discarded | know.opp_declined
    cold_cards = [(card_of(b).index, card_of(b).rank, same_rank(card_of(b)))
                  for b in bits_of(cold)]
    fixed = know.opp_known
    for _ in range(samples):
        drawn = rng.sample(pool, k + extra)
        hand = fixed
        for b in drawn[:k]:
            hand |= b
        shed = -1  # the card whose removal saves most (-1: not known for this hand)
        saving = 0
        for b in drawn[k:]:
            if not b & completing(hand):
                # A card that completes no meld is deadwood whatever the arrangement: it
                # goes straight back, or replaces the card whose removal saves most. No
                # meld search needed (most draws are like this).
                if shed < 0:
                    shed, saving = _best_removal(hand, fixed)
                points = points_of_bit(b)
                if shed and (points < saving or (points == saving
                                                 and points < points_of_bit(shed))):
                    hand = hand ^ shed | b
                    shed = -1
                continue
            hand |= b
            best_bit = b
            best = 999
            for x in bits_of(hand & ~fixed):
                d = deadwood(hand ^ x)
                if d < best or (d == best and points_of_bit(x) > points_of_bit(best_bit)):
                    best = d
                    best_bit = x
            hand ^= best_bit
            shed = -1
        clash = 0
        for index, rank, others in cold_cards:
            if (others & hand).bit_count() >= 2 or _run_with(hand, index, rank):
                clash += 1
        yield hand, 0.5 ** clash


def _best_removal(hand: int, fixed: int) -> tuple[int, int]:
    """(the card of ``hand`` not in ``fixed`` whose removal lowers the deadwood most, by
    how much); ties go to the higher card. (0, 0) when every card is fixed."""
    base = deadwood(hand)
    best_bit = 0
    best = -1
    for x in bits_of(hand & ~fixed):
        saving = base - deadwood(hand ^ x)
        if saving > best or (saving == best and points_of_bit(x) > points_of_bit(best_bit)):
            best, best_bit = saving, x
    return best_bit, max(best, 0)


def _run_with(hand: int, i: int, r: int) -> bool:
    below1 = r >= 2 and hand >> (i - 1) & 1
    below2 = r >= 3 and hand >> (i - 2) & 1
    above1 = r <= 12 and hand >> (i + 1) & 1
    above2 = r <= 11 and hand >> (i + 2) & 1
    return bool((below1 and (below2 or above1)) or (above1 and above2))


__all__ = [
    "StrongStrategy", "best_knock", "card_list", "danger", "iter_opponent_hands",
    "opponent_probabilities", "sample_opponent_hands",
]
