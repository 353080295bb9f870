"""``expert``: ``strong``'s discards with a sampled read of the opponent, a draw judged by
the hands it may leave, and a knock judged by calibrated models and look-ahead.

The draw (pile or stock, take or pass the upcard) values the hand each choice leaves after
its best discard the way a discard is valued (deadwood now, the next draw's potential,
the discard's danger to us), the stock as the mean over the cards it may hold; a draw
that makes gin is worth more than any hand kept. ``strong`` compares deadwood alone, so
it takes cards that lower the count now but leave a hand with fewer ways to improve.

Its discards are ``strong``'s with a sharper read of the opponent: a discard's danger is
the mean of ``strong``'s estimate (each card's chance taken apart) and the share of
sampled opponent hands that would meld the card, and a hand's potential counts each out
by the chance it is not in the opponent's hand (``read_opponent``, once per decision).

Against an opponent the match has shown to knock at the first chance, a hand's deadwood,
now and after the next draw, is valued by what it costs when that knock comes
(``caught_cost``): each point more the lower the hand, since a low hand undercuts the
knock and wins the bonus. So it keeps the cards with more draws that bring it within the
knock limit, rather than merely fewer points.

Against such an opponent a hand's potential also counts the opponent's next discard as a
way in: it throws its highest unmelded card, so a card that would complete one of our
melds may come through the pile as well as from the stock (``pile_out_gain``: the chance
the opponent holds the card, from the read, times the measured chance that a card of its
points is the one it throws next, ``NEXT_DISCARD_CHANCE``). ``strong``'s potential counts
the stock alone, so it undervalues a pair of high cards early in a hand, whose third the
early knocker is about to throw.

Whether a knock risks an undercut is judged by a calibrated model of the chance
(``undercut_chance``: the knock's deadwood, the opponent's draws so far and its style), not
by the sampled hands alone: measured against the hidden hands, the sampled hands judged
that risk no better than a constant guess. A knock it calls risky is still made when a
second model (``knock_advantage``) says it beats holding on, and near the target a knock
that wins the match with a high chance is made at once. Against an early knocker (with
an undercut bonus of at least ``wait_min_undercut_bonus``) a knockable hand is held for
the opponent's knock, which a low hand undercuts, until the stock runs low
(``wait_p_early``); only before the opponent's third draw, while its hand is still poor,
is a middling knock made at once (before its fourth when the card it threw last was a
ten: ``knocks_early``; against an opponent not seen to knock early, before its fifth, and
before its sixth once the match has shown it holds on).

When the knock is safe enough, it samples hands the opponent may hold, consistent with
its view (the unknown cards are dealt from the unseen ones, developed by a few greedy
turns and weighted by how well they fit what the opponent did), deals a stock order for
each, and compares holding on (the hand played out to its end with a quick policy for
both sides) with the knock's calibrated value. The candidate with the best mean score
wins. The same samples serve every candidate (common random numbers), so the comparison
is fair even with few samples.

The same look-ahead can also weigh close draws and discards (``look_at_draws``,
``look_at_discards``); measured against ``standard`` that made it weaker (the quick
rollout policy plays those decisions worse than ``strong``'s evaluation), so it is off.

It is seeded: the samples come from a generator derived from the seed and the view, and
the work is bounded by ``samples`` (an iteration budget). ``budget_ms`` is a safety cap
on wall time; when it is hit, the samples evaluated so far decide. The three sample
counts (the look-ahead's 128 deals, the knock's 80 hands, the read's 96) are four times
the earlier rounds' 32, 20 and 24: together, against ``standard``, they were ahead by 0.07
to 0.09 points per hand on each of four sets of 1,000 games, at a p95 of 11-13 ms a
decision (docs/strength-history.md).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from collections.abc import Callable, Sequence

from gin_desktop.engine import melds
from gin_desktop.engine.cards import ALL_CARDS_MASK, FULL_DECK
from gin_desktop.engine.actions import DRAW_DISCARD, DRAW_STOCK, Action, ActionKind
from gin_desktop.engine.hand import Phase
from gin_desktop.engine.rules import RuleSet
from gin_desktop.engine.view import SeatView

from .handeval import (
    PLAIN_COST, Pool, bits_of, card_of, completing, deadwood, expected_after_draw,
    joins_meld, min_after_discard, points_of_bit,
)
from .knowledge import Knowledge, knowledge_of
from .opponent import OpponentModel
from .strong import (
    StrongStrategy, best_knock, card_list, danger, iter_opponent_hands, opponent_probabilities,
    pile_choice, sample_opponent_hands,
)


@dataclass(frozen=True, slots=True)
class OpponentRead:
    """What one decision makes of the opponent's hidden cards."""

    #: Sampled opponent hands with their weights, and the weights' sum.
    hands: list[tuple[int, float]]
    total: float
    #: Per card index: the chance the opponent holds it (1 for cards known held).
    probs: list[float]
    #: The same chances from what the opponent did alone (``strong``'s estimate).
    separate: list[float]


class ExpertStrategy(StrongStrategy):
    name = "expert"
    description = ("A deep thinker: imagines the hands you might hold, plays a knock out to "
                   "the end of the hand before it commits, and learns your style as the "
                   "match goes on.")

    #: Knock only when the calibrated chance of an undercut (``undercut_chance``) is at
    #: most this; the look-ahead then decides between that knock and holding on.
    max_undercut = 0.15
    #: Opponent hands sampled to estimate what a knock gains when it is not undercut.
    knock_samples = 80
    #: The sampled hands hold about this much more deadwood than real ones at the turns
    #: where knocks are weighed (measured against hidden hands): a knock's sampled gain is
    #: lowered by it.
    sampled_deadwood_bias = 4.0
    #: Knock without the look-ahead when ``knock_advantage`` says knocking beats holding
    #: by more than this many points.
    knock_advantage_margin = 2.0
    #: Near the target, knock when the knock wins the match with at least this chance
    #: (looked at only when fewer than ``closing_need`` points are missing).
    closing_chance = 0.75
    closing_need = 30
    #: ``strong``'s weight of the deadwood held now, and what an early knocker adds to it
    #: (less: against an early knocker the cost of the deadwood, ``caught_cost``, is in
    #: the value of the hand after the next draw as much as in the one held now).
    base_now_weight = 0.45
    early_now_weight = -0.3
    #: ``strong``'s danger weight, and what an early knocker adds to it.
    base_danger_weight = 7.0
    early_danger_weight = -3.0
    #: Against an early knocker a hand's deadwood is valued by ``caught_cost`` (what it
    #: costs when the knock comes), blended in by this much at ``p_early`` = 1 (nothing
    #: at 0.5 or below).
    caught_shape = 1.0
    #: Against an opponent that knocks at the first chance (``p_early`` at least
    #: ``wait_p_early``; None: never), a knock short of gin is made only to win the match
    #: or, as against anyone, with at most ``wait_draws_left`` stock draws left. Holding
    #: a knockable hand waits for its knock, which the low hand undercuts (the undercut
    #: bonus), and may reach gin; the look-ahead's greedy rollouts undervalue that.
    wait_p_early: float | None = 0.6
    wait_draws_left = 4
    #: Waiting pays by the undercut bonus, and only where it is at least this: tuned with
    #: eaai's 25, it lost with the rules' default 10 (seeds, the same 300 games against
    #: ``standard``: 56% of games waiting, 63% not). Bonuses between are untried.
    wait_min_undercut_bonus = 20
    #: The exception to waiting: while the opponent has drawn at most
    #: ``early_knock_draws`` times, a knock with at least ``early_knock_deadwood`` is made
    #: at once. The opponent's hand is still poor then, and a middling hand held waits for
    #: a knock it does not undercut; a low hand is still held (it undercuts that knock, or
    #: reaches gin). Against an opponent that holds on, the same holds for longer, up to
    #: ``holder_knock_draws`` draws (it is not knocking soon, and its hand is poor while it
    #: builds for gin). Measured on the hidden hands (``bench/knock_timing.py``), knocking
    #: there beat holding, where every other judgement held (``knocks_early``). From 7
    #: deadwood rather than the replay's 6: in play a knock with 6 is better held like a
    #: low one (against the gin hunter 69.1% of 1,000 games, was 67.9%; the hoarder +0.06
    #: points per hand, the other three within 0.03; docs/strength-history.md).
    early_knock_draws = 2
    holder_knock_draws = 4
    early_knock_deadwood = 7
    #: Against an early knocker, one draw longer when the card it threw last was worth at
    #: least this: it throws its highest unmelded card, so its hand is still high. Measured
    #: on the hidden hands (``bench/knock_timing.py``), the knock at its third draw gains
    #: after a ten and loses after a lower card; in play 0.01 to 0.19 points per hand more
    #: against ``standard`` on each of six sets of deals (docs/strength-history.md).
    high_discard_points = 10
    #: Once the match has shown an opponent that holds on (``p_early`` below
    #: ``read_holder_p_early``), one draw longer: it builds for gin and does not knock
    #: soon, so its hand stays poor for longer (against the gin-only style in
    #: ``bench/styles``, 200 games: 64.0% of games, was 60.5%). Not at the even prior of a
    #: match's first hands, where the opponent may yet knock early: one draw longer from
    #: the start lost points against ``standard``.
    read_holder_knock_draws = 5
    read_holder_p_early = 0.5
    #: The style a match starts from, as evidence already seen (``OpponentModel``'s
    #: ``early`` and ``holder``): leaning to an early knocker, ``p_early`` 2/3, so the
    #: first hands are played as against one (waiting for its knock, the deadwood valued
    #: by ``caught_cost``) until showdowns say otherwise. From an even prior the first
    #: hands of a match were played as against a holder until an early knock was seen.
    #: Each measured difference is within its run's noise, their sum a little ahead
    #: (against `standard` 78.1% and 78.2% over 1,000 games on `--seed 1` and `--seed 2`,
    #: was 78.5% and 77.1%; `strong` 63.0%, was 63.1%; the gin hunter 70.75% and 66.75%
    #: over 400 on `--seed 1` and `--seed 2`, was 65.75% and 66.25%; the cautious knocker
    #: 70.25%, was 68.25%; docs/strength-history.md).
    prior_early = 2.0
    prior_holder = 1.0
    #: Candidate discards within this many cost points of the best are looked at.
    discard_window = 4.0
    #: At most this many candidate discards.
    max_candidates = 3
    #: Look ahead on the draw when the pile/stock call is closer than this.
    draw_window = 3.0
    #: Which other decisions get the look-ahead (the rest are ``strong``'s). Off: see the
    #: module docstring.
    look_at_draws = False
    look_at_discards = False
    #: Judge pile or stock by the discard evaluation of the hand each leaves.
    draw_by_discard_value = True
    #: What a draw that makes gin is worth, in discard-cost points (below any hand's cost).
    #: It weighs the stock's gin cards against the pile's card too: at 18 rather than 10,
    #: 0.05 to 0.15 points per hand more against ``standard`` on each of four sets of
    #: 1,000 games (6: 0.21 fewer; docs/strength-history.md).
    gin_reward = 18.0
    #: Discards valued after each possible draw (those leaving least deadwood).
    draw_discards = 3
    #: A discard's danger is the mean of ``strong``'s estimate (from the cards' separate
    #: chances) and the share of this many sampled opponent hands that meld the card.
    #: Measured against the hidden hands, the sampled share is the better guide late in
    #: a hand, the separate chances early; their mean beats either all through it.
    danger_samples = 96
    sampled_danger_share = 0.5
    #: Early in a hand the samples add little (the separate chances are as good): they are
    #: drawn from the opponent's this-many-th draw on. From the third rather than the
    #: fifth once there were 96 of them: ahead on six of seven runs of 400-1,000 games
    #: (three sets of deals against ``standard``, four other styles), by 0.01 to 0.28
    #: points per hand; behind by 0.11 against ``strong`` (docs/strength-history.md).
    sampled_danger_from = 3
    #: Weigh each unseen card's part in a hand's potential by the chance it is not in the
    #: opponent's hand.
    weigh_outs = True
    #: Against an early knocker (``p_early`` at least ``pile_out_p_early``), count its
    #: next discard as an out of the hand's potential (``pile_out_gain``), its chance
    #: scaled by this (measured against ``standard``: 1 and 2 did as well, 3 worse). 0: off.
    pile_out_scale = 1.0
    pile_out_p_early = 0.6

    def __init__(self, seed: int = 0, budget_ms: float = 250.0, samples: int = 128,
                 look_at_draws: bool | None = None,
                 look_at_discards: bool | None = None) -> None:
        super().__init__(seed)
        #: What the match has shown of the opponent's style (learned from showdowns).
        self.model = OpponentModel(early=self.prior_early, holder=self.prior_holder)
        #: Set by ``knock_choice`` (for the decision at hand) when a knock beats holding
        #: without the look-ahead.
        self.knock_outright = False
        self._read: OpponentRead | None = None
        #: ``shape`` is made for this blend of ``caught_cost`` and whether only gin ends
        #: the hand (``_adapt``).
        self._shape_for: tuple[float, bool] = (0.0, False)
        self._read_key: tuple[int, int, int, int, Phase] | None = None
        #: The knowledge the read was made for: ``kept_cost`` uses the read only for it.
        self._read_know: Knowledge | None = None
        self.budget_ms = budget_ms
        self.samples = samples
        if look_at_draws is not None:
            self.look_at_draws = look_at_draws
        if look_at_discards is not None:
            self.look_at_discards = look_at_discards

    def __repr__(self) -> str:
        return (f"{type(self).__name__}(seed={self.seed}, budget_ms={self.budget_ms}, "
                f"samples={self.samples})")

    def rank(self, view: SeatView) -> list[tuple[Action, float]]:
        self.knock_outright = False
        self.model.observe(view)
        self._adapt(view)
        know = knowledge_of(view)
        if view.phase is Phase.UPCARD_OFFER:
            return self.rank_draw(view, know)
        if view.phase is Phase.DRAW:
            ranked = self.rank_draw(view, know)
            if not self.look_at_draws or len(ranked) < 2 or ranked[0][1] > self.draw_window:
                return ranked
            return self.look_ahead(view, know, [DRAW_DISCARD, DRAW_STOCK], ranked)
        ranked = self.rank_discard(view, know)
        top = ranked[0][0]
        if top.kind is not ActionKind.KNOCK or top.card is None:
            # No knock, or only knocks that risk an undercut: discard.
            if self.look_at_discards and top.kind is ActionKind.DISCARD:
                close = [a for a, v in ranked if a.kind is ActionKind.DISCARD
                         and v >= ranked[0][1] - self.discard_window][: self.max_candidates]
                if len(close) > 1:
                    return self.look_ahead(view, know, close, ranked)
            return ranked
        kept = know.mine ^ (1 << top.card.index)
        if deadwood(kept) == 0 or self.knock_outright:
            return ranked  # gin, or a knock that beats holding: nothing to think about
        # A safe knock: is it worth more than holding on for gin or a better knock?
        holds = [a for a, _v in ranked if a.kind is ActionKind.DISCARD][:2]
        if not holds:
            return ranked
        factor = 2 if view.doubled else 1
        knock_value = factor * self.knock_value(view, know, kept)
        looked = self.look_ahead(view, know, holds, ranked, fixed={top: knock_value})
        if looked[0][0] is top or looked[0][0] not in holds:
            return looked
        # Holding wins: the rollouts weigh the knock against holding (at its best), not
        # which card to hold with. Their quick policy mends any discard at its next turn,
        # so between two discards they pick by noise, and broke a meld for a loose card
        # (``look_at_discards``): the discard is the evaluation's best.
        value = looked[0][1]
        return [(holds[0], value)] + [(a, v) for a, v in looked if a is not holds[0]]

    # ------------------------------------------------------------- the draw
    def rank_draw(self, view: SeatView, know: Knowledge) -> list[tuple[Action, float]]:
        """Pile or stock, judged by the hand each leaves after its best discard, valued as
        the discard itself is (``strong.discard_cost``: deadwood now, the next draw's
        potential and the discard's danger); the stock's value is the mean over the cards
        it may hold, each weighted by the chance it is not in the opponent's hand."""
        if not self.draw_by_discard_value:
            return super().rank_draw(view, know)
        choice = pile_choice(view)
        if choice is None:
            return [(a, 0.0) for a in view.legal_actions]
        take, other, top = choice
        hand = know.mine
        probs = self.read_opponent(view, know).probs
        danger_of = self.danger_judge(view, know)
        pool = self.draw_pool(view, know)
        kept_values: dict[int, float] = {}  # kept hand -> ``kept_cost``
        # Below any kept hand's cost, in a hand only gin ends too (``gin_only_reward``).
        gin_value = self.gin_reward + (self.gin_only_reward if view.knock_limit == 0 else 0.0)

        def best_after(drawn: int, blocked: int) -> float:
            full = hand | drawn
            best = math.inf
            # Only the discards leaving least deadwood now are worth valuing in full.
            options = sorted(bits_of(full & ~blocked), key=lambda b: deadwood(full ^ b))
            for b in options[: self.draw_discards]:
                kept = full ^ b
                if not deadwood(kept):
                    return -gin_value  # gin: the hand ends, nothing is fed
                value = kept_values.get(kept)
                if value is None:
                    value = kept_values[kept] = self.kept_cost(kept, pool, know)
                # As ``discard_cost``, with the kept hands' values shared between draws.
                cost = value + self.danger_weight * danger_of(b.bit_length() - 1)
                best = min(best, cost)
            return best

        t = 1 << top.index
        blocked = 0 if view.rules.allow_discard_of_drawn_upcard else t
        pile_cost = best_after(t, blocked)
        total = weight_sum = 0.0
        for b in bits_of(know.unseen):
            in_stock = 1.0 - probs[b.bit_length() - 1]
            if in_stock <= 0:
                continue
            total += in_stock * best_after(b, 0)
            weight_sum += in_stock
        stock_cost = total / weight_sum if weight_sum else pile_cost
        gain = stock_cost - pile_cost
        first, second = (take, other) if gain > 0 else (other, take)
        return [(first, abs(gain)), (second, -abs(gain))]

    def read_opponent(self, view: SeatView, know: Knowledge) -> OpponentRead:
        """This decision's sampled opponent hands and per-card chances (made once per
        decision: the draw's and the discards' evaluations share them)."""
        key = (view.seat, view.player, view.hand_number, len(view.history), view.phase)
        self._read_know = know
        if self._read is not None and self._read_key == key:
            return self._read
        separate = opponent_probabilities(know)
        probs = list(separate)
        hands = (sample_opponent_hands(know, self.rng(view, "danger"), self.danger_samples,
                                       self.model.development)
                 if know.opp_draws >= self.sampled_danger_from else [])
        total = sum(w for _h, w in hands)
        share = self.sampled_danger_share
        if total > 0 and share > 0:
            counts = [0.0] * 52
            for h, w in hands:
                for b in bits_of(h & ~know.opp_known):
                    counts[b.bit_length() - 1] += w
            for b in bits_of(know.unseen):
                i = b.bit_length() - 1
                probs[i] = (1 - share) * probs[i] + share * counts[i] / total
        self._read = OpponentRead(hands, total, probs, separate)
        self._read_key = key
        return self._read

    def draw_pool(self, view: SeatView, know: Knowledge) -> Pool:
        """The unseen cards, each weighed by the chance it is not in the opponent's hand
        (an out the opponent holds will not be drawn)."""
        if not self.weigh_outs:
            return super().draw_pool(view, know)
        probs = self.read_opponent(view, know).probs
        return Pool(know.unseen, [1.0 - p for p in probs])

    def kept_cost(self, kept: int, pool: Pool, know: Knowledge) -> float:
        """``strong``'s cost of keeping ``kept``, its potential raised by the outs the
        opponent's next discard may bring (against an early knocker)."""
        read = self._read if know is self._read_know else None  # this decision's read
        if (self.pile_out_scale <= 0 or read is None or know.draws_left <= 0
                or self.model.p_early < self.pile_out_p_early):
            return super().kept_cost(kept, pool, know)
        now = self.shape[deadwood(kept)]
        later = expected_after_draw(kept, pool, self.shape)
        later -= self.pile_out_gain(kept, later, know, read.probs)
        w = self.now_weight
        return w * now + (1 - w) * later

    def pile_out_gain(self, kept: int, later: float, know: Knowledge,
                      probs: list[float]) -> float:
        """What the opponent's next discard adds to the potential of ``kept`` (whose
        potential from the stock alone is ``later``): each card that would complete one of
        our melds, by the chance it is the card thrown next, for what taking it saves."""
        column = min(know.opp_draws + 1, len(NEXT_DISCARD_CHANCE[0]) - 1)
        chance_total = gain = 0.0
        for b in bits_of(completing(kept) & know.unseen):
            index = b.bit_length() - 1
            chance = (self.pile_out_scale * probs[index]
                      * NEXT_DISCARD_CHANCE[points_of_bit(b) - 1][column])
            if chance <= 0:
                continue
            value = self.shape[min_after_discard(kept | b)]
            if value < later:
                gain += chance * (later - value)
            chance_total += chance
        # One card is thrown: the chances are of exclusive events.
        return gain / chance_total if chance_total > 1 else gain

    def danger_judge(self, view: SeatView, know: Knowledge) -> Callable[[int], float]:
        """``strong``'s danger blended with the share of sampled opponent hands in which
        the card joins a meld (the samples keep the cards' chances together: two cards
        the opponent may hold are often held together, or not at all)."""
        share = self.sampled_danger_share
        read = self.read_opponent(view, know)
        separate = read.separate  # ``strong``'s estimate, without computing it again
        if share <= 0 or read.total <= 0:
            return lambda index: danger(index, separate)
        hands, total = read.hands, read.total
        memo: dict[int, float] = {}

        def danger_of(index: int) -> float:
            value = memo.get(index)
            if value is None:
                card = FULL_DECK[index]
                sampled = sum(w for h, w in hands if joins_meld(h, card)) / total
                value = (1 - share) * danger(index, separate) + share * sampled
                memo[index] = value
            return value

        return danger_of

    # ------------------------------------------------------------- the knock
    def knock_choice(self, view: SeatView, know: Knowledge,
                     knocks: list[Action]) -> tuple[bool, Action]:
        """(whether a knock is safe enough to weigh against holding, the best knock)."""
        hand = know.mine
        best = best_knock(hand, knocks)
        assert best.card is not None
        kd = deadwood(hand ^ (1 << best.card.index))
        if kd == 0:
            return True, best
        # A knock that wins the match is worth more than the points holding might add.
        if self.wins_the_game(view, know, hand ^ (1 << best.card.index)) >= self.closing_chance:
            self.knock_outright = True
            return True, best
        if self.knocks_early(kd, know):
            self.knock_outright = True
            return True, best
        if self.waits_for_knock(know, view.rules):
            return False, best
        if self.undercut_chance(kd, know) <= self.max_undercut:
            return True, best
        # Riskier, but knocking may still beat holding: early in the hand, against an
        # opponent that holds on, whose hand is still weak.
        advantage = knock_advantage(kd, know.opp_draws, self.model.p_early)
        if advantage > self.knock_advantage_margin:
            self.knock_outright = True
            return True, best
        return False, best

    def waits_for_knock(self, know: Knowledge, rules: RuleSet | None = None) -> bool:
        """Whether to hold a knockable hand for the opponent's knock (see ``wait_p_early``;
        under ``rules`` with an undercut bonus below ``wait_min_undercut_bonus``, never)."""
        if rules is not None and rules.undercut_bonus < self.wait_min_undercut_bonus:
            return False
        return self.seen_knocking_early() and know.draws_left > self.wait_draws_left

    def seen_knocking_early(self) -> bool:
        """Whether the match has shown the opponent to knock at the first chance (see
        ``wait_p_early``)."""
        return self.wait_p_early is not None and self.model.p_early >= self.wait_p_early

    def knocks_early(self, kept_deadwood: int, know: Knowledge) -> bool:
        """Whether to knock with ``kept_deadwood`` at once, the opponent having barely
        drawn (see ``early_knock_draws``, ``high_discard_points`` and
        ``read_holder_knock_draws``)."""
        if kept_deadwood < self.early_knock_deadwood:
            return False
        if self.seen_knocking_early():
            most = self.early_knock_draws
            if know.opp_last_discard_points >= self.high_discard_points:
                most += 1
        elif self.model.p_early < self.read_holder_p_early:
            most = self.read_holder_knock_draws
        else:
            most = self.holder_knock_draws
        return know.opp_draws <= most

    def undercut_chance(self, kept_deadwood: int, know: Knowledge) -> float:
        """The chance that a knock with ``kept_deadwood`` is undercut (after layoffs)."""
        return undercut_chance(kept_deadwood, know.opp_draws, self.model.p_early)

    def knock_value(self, view: SeatView, know: Knowledge, kept: int) -> float:
        """Mean points of knocking keeping ``kept``: the calibrated undercut chance, the
        sampled hands' gain when they do not undercut (less their known bias), and the
        undercut's price."""
        kd, gains = self.knock_gains(view, know, kept)
        p_under = self.undercut_chance(kd, know)
        weight_sum = sum(w for _g, w in gains)
        mean_gain = sum(g * w for g, w in gains) / weight_sum if weight_sum else 0.0
        mean_gain = max(1.0, mean_gain)
        # An undercut leaves the defender at or under the knocker: on average about half
        # the knocker's deadwood below it, plus the bonus.
        loss = view.rules.undercut_bonus + kd / 2
        return (1 - p_under) * mean_gain - p_under * loss

    def knock_gains(self, view: SeatView, know: Knowledge,
                    kept: int) -> tuple[int, list[tuple[float, float]]]:
        """(the knock's deadwood, [(points, weight)] of the sampled opponent hands that do
        not undercut it), the points less the samples' known bias."""
        layout = melds.knocker_layout(card_list(kept), know.unseen)
        kd = layout.deadwood_points
        rng = self.rng(view, "knock-gain")
        gains = []
        for opp, weight in iter_opponent_hands(know, rng, self.knock_samples,
                                               self.model.development):
            theirs = melds.best_arrangement(card_list(opp), onto=layout.melds).deadwood_points
            if theirs > kd:
                gains.append((theirs - kd - self.sampled_deadwood_bias, weight))
        return kd, gains

    def wins_the_game(self, view: SeatView, know: Knowledge, kept: int) -> float:
        """The chance that knocking keeping ``kept`` ends the match in our favour (0 when
        the match score is far from the target or the scoring is not simple)."""
        rules = view.rules
        if view.mode != "two" or rules.hollywood or not view.scores:
            return 0.0
        need = view.target - view.scores[view.player]
        if view.doubled:
            need = (need + 1) // 2
        if need > self.closing_need:
            return 0.0
        kd, gains = self.knock_gains(view, know, kept)
        if not gains:
            return 0.0
        total = sum(w for _g, w in gains)
        enough = sum(w for g, w in gains if g >= need)
        return (1 - self.undercut_chance(kd, know)) * enough / total

    # ------------------------------------------------------------- the opponent model
    def development(self) -> float:
        return self.model.development

    def _adapt(self, view: SeatView) -> None:
        """Against an opponent that knocks at the first chance, the deadwood held counts
        for more, and the more the lower it is (its knock may come at any turn, and a
        low hand undercuts it: ``caught_cost``). In a hand only gin ends nobody knocks:
        the deadwood costs its points, and a hand with none wins (``shape_for``)."""
        early = max(0.0, 2.0 * self.model.p_early - 1.0)
        self.now_weight = self.base_now_weight + self.early_now_weight * early
        self.danger_weight = self.base_danger_weight + self.early_danger_weight * early
        gin_only = view.knock_limit == 0
        blend = 0.0 if gin_only else self.caught_shape * early
        # The style is learned between hands, not per turn; the knock limit is the hand's.
        if (blend, gin_only) != self._shape_for:
            self._shape_for = (blend, gin_only)
            shape: Sequence[float] = (
                PLAIN_COST if blend <= 0 else
                [d + blend * (caught_cost(d) - d) for d in range(SHAPE_SIZE)])
            self.shape = self.shape_for(view, shape)

    # ------------------------------------------------------------- look-ahead
    def look_ahead(self, view: SeatView, know: Knowledge, candidates: list[Action],
                   ranked: list[tuple[Action, float]],
                   fixed: dict[Action, float] | None = None) -> list[tuple[Action, float]]:
        """Rank ``candidates`` by their mean rollout score; ``fixed`` adds actions whose
        value is already known (compared as they are, not rolled out)."""
        start = time.perf_counter()
        rng = self.rng(view, "expert")
        model = self.model
        hands = sample_opponent_hands(know, rng, self.samples, model.development)
        totals = [0.0] * len(candidates)
        weight_sum = 0.0
        rules = view.rules
        factor = 2 if view.doubled else 1
        p_early = model.p_early
        # An opponent that knocks at the first chance and has discarded without knocking
        # holds more deadwood than the knock limit: hands that say otherwise are unlikely.
        not_knocked = max(0.05, 1.0 - p_early) if know.opp_draws > 0 else 1.0
        limit = view.knock_limit
        for opp, weight in hands:
            if not_knocked < 1.0 and deadwood(opp) <= limit:
                weight *= not_knocked
            stock_pool = bits_of(know.unseen & ~opp)
            rng.shuffle(stock_pool)
            seed = rng.random()
            early = rng.random() < p_early
            for i, action in enumerate(candidates):
                sim_rng = random.Random(seed)
                value = simulate(view, know, action, opp, list(stock_pool), rules, sim_rng,
                                 opponent_knocks_early=early)
                totals[i] += weight * value * factor
            weight_sum += weight
            if (time.perf_counter() - start) * 1000 > self.budget_ms:
                break
        if weight_sum <= 0:
            return ranked
        means = {a: t / weight_sum for a, t in zip(candidates, totals, strict=True)}
        means.update(fixed or {})
        rest = [(a, v - 10_000.0) for a, v in ranked if a not in means]
        looked = sorted(means.items(), key=lambda av: -av[1])
        return looked + rest


# ----------------------------------------------------------------- the next discard
#: The chance that a card an early knocker holds is the one it throws next, by the card's
#: points (rows, 1-10) and the opponent's draws so far in the hand (columns, 0-8, the
#: last for 8 or more). Measured for ``standard`` over 200 games against ``expert``
#: (``python bench/next_discard.py``): a ten held unmelded goes within a few draws, a
#: low card almost never.
NEXT_DISCARD_CHANCE: tuple[tuple[float, ...], ...] = (
    (0.0,) * 9,
    (0.0,) * 9,
    (0.0,) * 9,
    (0.0, 0.0, 0.0, 0.0, 0.001, 0.001, 0.004, 0.005, 0.020),
    (0.0, 0.0, 0.003, 0.008, 0.013, 0.013, 0.025, 0.051, 0.100),
    (0.0, 0.002, 0.007, 0.024, 0.037, 0.054, 0.096, 0.114, 0.135),
    (0.0, 0.002, 0.018, 0.049, 0.081, 0.134, 0.155, 0.180, 0.241),
    (0.0, 0.008, 0.045, 0.086, 0.152, 0.191, 0.203, 0.235, 0.213),
    (0.0, 0.030, 0.074, 0.150, 0.207, 0.243, 0.250, 0.222, 0.166),
    (0.0, 0.291, 0.315, 0.311, 0.292, 0.267, 0.253, 0.231, 0.250),
)


# ----------------------------------------------------------------- caught by a knock
#: Deadwood counts ``caught_cost`` is tabled for (more than any hand holds).
SHAPE_SIZE = len(PLAIN_COST)


def caught_cost(d: int) -> float:
    """What holding ``d`` deadwood costs when an early knocker knocks, in points of
    deadwood held late in a hand (where one more point costs about one point).

    Measured over 1,000 games of ``expert`` against ``standard`` (eaai rules): the points
    a knock by ``standard`` cost against the deadwood ``expert`` held then fell by about
    0.9 per point above 20, 1.3 per point from 20 down to 12, and 2.3 per point below 12,
    where the knock is more and more often undercut (the undercut bonus is won as well
    as the difference). The cost follows those slopes, scaled to 1 above 20.
    """
    if d >= 20:
        return float(d)
    if d >= 12:
        return 20 - 1.5 * (20 - d)
    return 8 - 2.6 * (12 - d)


# ----------------------------------------------------------------- undercut model
#: Logistic weights of ``undercut_chance``: constant, knock deadwood / 10, opponent draws
#: / 10 (at most 20 draws), the chance the opponent knocks early, and draws x that chance.
UNDERCUT_WEIGHTS = (-3.578, 2.835, 2.739, -3.917, 0.899)


def undercut_chance(kept_deadwood: int, opp_draws: int, p_early: float) -> float:
    """The chance a knock with ``kept_deadwood`` is undercut, layoffs included.

    A logistic model fitted offline to 1,507 knock chances of ``expert`` in 25 games
    against each of ``strong``, ``gin-hunter``, ``standard`` and ``cautious`` (eaai rules),
    each labelled with the hidden hand's real deadwood after layoffs. The sampled hands
    (``strong.iter_opponent_hands``) judged the same chances no better than a constant
    (Brier score 0.25-0.28 against strong and the gin hunter; this model 0.20-0.22), and
    added nothing once the clock was known: an opponent that holds on sits at a low
    deadwood from mid-hand, which greedy sampling does not reproduce. The opponent's style
    (``p_early``, learned over the match) carries the difference between a holder and an
    early knocker, whose hand, since it has not knocked, is worse than it looks.
    """
    c, w_dw, w_draws, w_early, w_cross = UNDERCUT_WEIGHTS
    draws = min(opp_draws, 20) / 10
    z = (c + w_dw * kept_deadwood / 10 + w_draws * draws + w_early * p_early
         + w_cross * draws * p_early)
    return 1.0 / (1.0 + math.exp(-z))


#: Least-squares weights of ``knock_advantage``: constant, k, d, d*d, k*d, e, e*d, where
#: k is the knock deadwood / 10, d the opponent's draws / 10 (at most 20 draws) and e the
#: chance the opponent knocks early.
KNOCK_ADVANTAGE_WEIGHTS = (1.148, 24.101, -11.175, 1.646, -25.987, -27.526, 26.481)


def knock_advantage(kept_deadwood: int, opp_draws: int, p_early: float) -> float:
    """Points a knock with ``kept_deadwood`` is expected to gain over holding on, in the
    positions where ``undercut_chance`` calls it too risky to weigh.

    Fitted offline to 2,753 such positions of ``expert`` in 40 games against each of
    ``strong``, ``gin-hunter``, ``standard`` and ``cautious`` (eaai rules): the points of
    knocking there (the showdown against the hidden hand) less the points the hand really
    brought by holding on. Holding wins almost everywhere; the exception is a knock with a
    high deadwood in the first few turns against an opponent that holds on, whose hand is
    still poor although an undercut is not rare.
    """
    k = kept_deadwood / 10
    d = min(opp_draws, 20) / 10
    e = p_early
    c, w_k, w_d, w_dd, w_kd, w_e, w_ed = KNOCK_ADVANTAGE_WEIGHTS
    return c + w_k * k + w_d * d + w_dd * d * d + w_kd * k * d + w_e * e + w_ed * e * d


# ----------------------------------------------------------------- simulation
MAX_ROLLOUT_TURNS = 80


#: A rollout opponent that holds on knocks with at most this much deadwood (or as the
#: stock runs out).
HOLDER_KNOCK = 2


def simulate(view: SeatView, know: Knowledge, action: Action, opp: int, stock: list[int],
             rules: RuleSet, rng: random.Random, *,
             opponent_knocks_early: bool = True) -> float:
    """Play ``action`` then the rest of the hand with a quick policy; points to us.

    The opponent knocks at the first chance (``opponent_knocks_early``) or holds on for
    gin, a low knock or the end of the stock, as the opponent model says it does.
    """
    limit = view.knock_limit
    wall = rules.wall
    mine = know.mine
    top = 1 << view.upcard.index if view.upcard is not None else 0
    kind = action.kind
    if kind is ActionKind.DRAW_DISCARD or kind is ActionKind.DRAW_STOCK:
        played = _quick_turn(mine, top, kind is ActionKind.DRAW_DISCARD, stock, rules)
        if played is None:
            return 0.0
        mine, top, dw = played
        if dw <= limit and (dw == 0 or len(stock) <= wall + 2):
            return _showdown(mine, opp, rules, True)
        if len(stock) <= wall:
            return 0.0
    elif kind is ActionKind.KNOCK:
        assert action.card is not None
        return _showdown(mine ^ (1 << action.card.index), opp, rules, True)
    elif kind is ActionKind.DISCARD:
        assert action.card is not None
        top = 1 << action.card.index
        mine ^= top
        if len(stock) <= wall:
            return 0.0
    # The opponent moves next; then turns alternate.
    hands = [mine, opp]
    turn = 1
    # Two quick policies can pass the same cards back and forth through the pile for
    # ever; a real hand would have gone on to the stock. Call such a rollout a draw.
    for _ in range(MAX_ROLLOUT_TURNS):
        hand = hands[turn]
        played = _quick_turn(hand, top, bool(top) and joins_meld(hand, card_of(top)), stock,
                             rules)
        if played is None:
            return 0.0
        hands[turn], top, dw = played
        # We play as ``strong`` does: hold for gin, knock only as the stock runs out.
        if dw <= limit and (dw == 0 or len(stock) <= wall + 2 or (turn == 1 and (
                opponent_knocks_early or dw <= HOLDER_KNOCK or len(stock) <= wall + 6))):
            return _showdown(hands[0], hands[1], rules, turn == 0)
        if len(stock) <= wall:
            return 0.0
        turn ^= 1
    return 0.0


def _quick_turn(hand: int, top: int, from_pile: bool, stock: list[int],
                rules: RuleSet) -> tuple[int, int, int] | None:
    """One rollout turn: draw the pile's top (``from_pile``) or the stock's, then discard
    the card leaving least deadwood. (hand, discarded bit, deadwood); None: no stock."""
    if from_pile:
        hand |= top
        blocked = top if not rules.allow_discard_of_drawn_upcard else 0
    else:
        if not stock:
            return None
        hand |= stock.pop()
        blocked = 0
    d, dw = _best_discard(hand, blocked)
    return hand ^ d, d, dw


def _best_discard(hand: int, blocked: int) -> tuple[int, int]:
    best_bit = 0
    best_key = (999, 0)
    for b in bits_of(hand & ~blocked):
        key = (deadwood(hand ^ b), -points_of_bit(b))
        if key < best_key:
            best_key = key
            best_bit = b
    return best_bit, best_key[0]


def _showdown(mine: int, theirs: int, rules: RuleSet, i_knock: bool) -> float:
    knocker, defender = (mine, theirs) if i_knock else (theirs, mine)
    # The engine's own showdown layout (RULES.md two-player 7, Decision), so simulated
    # layoffs match the real ones; cards outside the knocker's hand stand in for unseen.
    layout = melds.knocker_layout(card_list(knocker), ALL_CARDS_MASK & ~knocker)
    kd = layout.deadwood_points
    if kd == 0:
        points = deadwood(defender) + rules.gin_bonus
    else:
        dd = melds.best_arrangement(card_list(defender), onto=layout.melds).deadwood_points
        if kd < dd:
            points = dd - kd
        elif kd == dd and not rules.equal_deadwood_is_undercut:
            points = 0
        else:
            points = -(kd - dd + rules.undercut_bonus)
    return float(points if i_knock else -points)


__all__ = ["ExpertStrategy", "caught_cost", "knock_advantage", "simulate", "undercut_chance"]
