"""The expert's knock models: the calibrated chance of an undercut and the advantage of
knocking over holding on (``gin_desktop/ai/expert.py``), read as a player would."""

from __future__ import annotations

import dataclasses
import random

import pytest

from gin_desktop.ai.expert import (
    SHAPE_SIZE, ExpertStrategy, caught_cost, knock_advantage, undercut_chance,
)
from gin_desktop.ai.handeval import Pool, bits_of, deadwood, min_after_discard
from gin_desktop.ai.knowledge import Knowledge, knowledge_of, neighbours, same_rank
from gin_desktop.ai.standard import StandardStrategy
from gin_desktop.ai.strong import StrongStrategy, best_knock
from gin_desktop.engine import Phase, RuleSet, SeatView, new_match
from gin_desktop.engine.actions import DRAW_DISCARD, DRAW_STOCK, Action, ActionKind
from gin_desktop.engine.cards import ALL_CARDS_MASK, Card, cards_to_mask
from tests.ai.selfplay import watched

HOLDER = 0.2  # p_early of an opponent that holds on for gin
EARLY = 0.9  # p_early of an opponent that knocks at the first chance


@pytest.mark.parametrize("p_early", [HOLDER, 0.5, EARLY])
def test_undercut_chance_is_a_probability_that_grows_with_the_risk(p_early: float) -> None:
    for draws in range(0, 25, 3):
        chances = [undercut_chance(dw, draws, p_early) for dw in range(1, 11)]
        assert all(0.0 < p < 1.0 for p in chances)
        # More deadwood kept, more hands that undercut it.
        assert chances == sorted(chances) and chances[0] < chances[-1]
    # The longer the opponent has been improving its hand, the likelier the undercut.
    by_turn = [undercut_chance(5, draws, p_early) for draws in range(0, 21)]
    assert by_turn == sorted(by_turn) and by_turn[0] < by_turn[-1]


def test_an_early_knocker_that_has_not_knocked_undercuts_less_than_a_holder() -> None:
    """An early knocker still playing holds more than the knock limit; a holder may be
    sitting on a hand one card from gin."""
    for draws in range(2, 15):
        for dw in (2, 6, 10):
            assert undercut_chance(dw, draws, EARLY) < undercut_chance(dw, draws, HOLDER)


def test_the_first_turns_are_safe_and_the_late_ones_are_not() -> None:
    assert undercut_chance(8, 1, 0.5) < 0.1
    assert undercut_chance(8, 14, HOLDER) > 0.5


def test_knocking_beats_holding_only_early_with_a_high_count_against_a_holder() -> None:
    # An opponent that holds on has a poor hand in the first turns: knock with 9 or 10.
    assert knock_advantage(10, 2, HOLDER) > 2.0
    assert knock_advantage(9, 3, HOLDER) > 2.0
    # A low count is worth more kept: it may reach gin or undercut the opponent's knock.
    # (Over the first two draws the undercut chance is small and the look-ahead decides.)
    margin = ExpertStrategy.knock_advantage_margin
    for draws in range(2, 21, 2):
        assert knock_advantage(3, draws, HOLDER) < margin
        assert knock_advantage(3, draws, EARLY) < margin
    # Late in the hand the opponent's hand is good: holding (and undercutting) pays.
    for dw in range(1, 11):
        assert knock_advantage(dw, 10, HOLDER) < margin
    # Against an early knocker, waiting for its knock (and undercutting it) pays.
    for dw in range(1, 11):
        assert knock_advantage(dw, 4, EARLY) < 0


def test_the_expert_consults_its_opponent_model() -> None:
    """The same knock looks riskier once the match has shown a holder than an early
    knocker."""
    know = Knowledge(mine=0, pile=0, opp_known=0, unseen=0, opp_unknown=10, stock_count=20,
                     draws_left=18, opp_picked=0, opp_discarded=0, opp_declined=0,
                     opp_draws=8, my_draws=8)
    expert = ExpertStrategy(seed=1)
    expert.model.holder += 5
    holder_view = expert.undercut_chance(6, know)
    expert.model.early += 20
    assert expert.undercut_chance(6, know) < holder_view


def _draw_views(games: int) -> list[SeatView]:
    """Turns of ``expert`` with the pile's top card on offer (both seats play expert)."""
    found: list[SeatView] = []
    for seed in range(games):
        match = new_match(RuleSet.preset("eaai"), seed=seed)
        bots = {s: ExpertStrategy(seed=s) for s in (0, 1)}
        for view in watched(match, bots, 300):
            if view.phase is Phase.DRAW and DRAW_DISCARD in view.legal_actions:
                found.append(view)
    return found


def test_the_expert_draws_by_the_hand_each_choice_leaves() -> None:
    """A pile card that makes gin is taken; a high card that goes with nothing in the hand
    is left for the stock; and the same view always gets the same draw."""
    lone = 0
    for view in _draw_views(6):
        assert view.upcard is not None
        hand = cards_to_mask(view.hand)
        top = 1 << view.upcard.index
        expert = ExpertStrategy(seed=3)
        choice = expert.choose(view)
        assert ExpertStrategy(seed=3).choose(view) is choice
        if min_after_discard(hand | top) == 0:
            assert choice is DRAW_DISCARD
        alone = not top & neighbours(hand) and not same_rank(view.upcard) & hand
        if view.upcard.points >= 8 and alone:
            assert choice is DRAW_STOCK
            lone += 1
    assert lone >= 5


def _knock_views(games: int) -> list[SeatView]:
    """Turns of ``expert`` (against ``standard``) where it may knock short of gin, far
    from the match's target."""
    found: list[SeatView] = []
    for seed in range(games):
        match = new_match(RuleSet.preset("eaai"), seed=seed)
        bots = {0: ExpertStrategy(seed=seed), 1: StandardStrategy(seed=seed)}
        for view in watched(match, bots, 600):
            if (view.seat == 0 and any(a.kind is ActionKind.KNOCK for a in view.legal_actions)
                    and min_after_discard(cards_to_mask(view.hand)) > 0
                    and view.target - view.scores[0] > ExpertStrategy.closing_need):
                found.append(view)
    return found


def test_against_an_early_knocker_the_expert_waits_for_its_knock() -> None:
    """Once the match has shown an opponent that knocks at the first chance, a knockable
    hand is held (to undercut its knock) until the stock runs low; the same views against
    an opponent the match has shown to hold on get knocks. (At even odds the look-ahead,
    with 128 sampled deals, holds these late views too: it knocked on one of 77 views of
    12 games.)"""
    views = _knock_views(4)
    early_held = holder_knocks = 0
    for view in views:
        waiting = ExpertStrategy(seed=2)
        waiting.model.early += 10
        assert waiting.model.p_early >= (waiting.wait_p_early or 2.0)
        choice = waiting.choose(view)
        draws_left = view.stock_count - view.rules.wall
        if draws_left > waiting.wait_draws_left and not _knocks_early_in(waiting, view):
            assert choice.kind is not ActionKind.KNOCK
            early_held += 1
            holder = ExpertStrategy(seed=2)
            holder.model.holder += 10
            if holder.choose(view).kind is ActionKind.KNOCK:
                holder_knocks += 1
    assert early_held >= 10
    assert holder_knocks >= 1


def _best_knock_of(view: SeatView) -> tuple[Action, int]:
    """The knock leaving least deadwood in ``view``, and that deadwood."""
    hand = cards_to_mask(view.hand)
    best = best_knock(hand, [a for a in view.legal_actions if a.kind is ActionKind.KNOCK])
    assert best.card is not None
    return best, deadwood(hand ^ (1 << best.card.index))


def _knocks_early_in(expert: ExpertStrategy, view: SeatView) -> bool:
    """Whether ``view`` is one where ``expert`` knocks at once against an early knocker
    (the opponent has barely drawn, and the best knock is a middling one)."""
    return expert.knocks_early(_best_knock_of(view)[1], knowledge_of(view))


def test_against_an_early_knocker_the_expert_knocks_a_middling_hand_at_once() -> None:
    """In the opponent's first draws its hand is still poor: a knock with a middling
    deadwood is made at once, a low one is still held for the opponent's knock."""
    middling = low = 0
    for view in _knock_views(20):
        know = knowledge_of(view)
        if know.opp_draws > ExpertStrategy.early_knock_draws:
            continue
        expert = ExpertStrategy(seed=2)
        expert.model.early += 10
        best, kd = _best_knock_of(view)
        choice = expert.choose(view)
        if kd >= expert.early_knock_deadwood:
            assert choice == best
            middling += 1
        elif view.stock_count - view.rules.wall > expert.wait_draws_left:
            assert choice.kind is not ActionKind.KNOCK
            low += 1
    assert middling >= 3 and low >= 1


def test_against_a_holder_the_expert_knocks_a_middling_hand_in_its_first_draws() -> None:
    """An opponent the match has shown to hold on builds for gin: for its first five
    draws its hand is poor and it is not about to knock, so a middling knock is made at
    once, later not for that reason alone."""
    knocked = 0
    for view in _knock_views(20):
        know = knowledge_of(view)
        expert = ExpertStrategy(seed=2)
        expert.model.holder += 10
        best, kd = _best_knock_of(view)
        early = know.opp_draws <= expert.read_holder_knock_draws
        assert expert.knocks_early(kd, know) == (early and kd >= expert.early_knock_deadwood)
        if expert.knocks_early(kd, know):
            assert expert.choose(view) == best
            knocked += 1
    assert knocked >= 5


def test_a_read_holder_gets_one_draw_longer_than_an_unknown_style() -> None:
    """A middling knock at the opponent's fifth draw is made against an opponent read as
    a holder, not against one whose style the match has not shown yet (which may still
    turn out to knock early)."""
    fifth = [view for view in _knock_views(20)
             if knowledge_of(view).opp_draws == ExpertStrategy.read_holder_knock_draws
             and _best_knock_of(view)[1] >= ExpertStrategy.early_knock_deadwood]
    assert fifth
    for view in fifth:
        know = knowledge_of(view)
        unknown = ExpertStrategy(seed=2)
        holder = ExpertStrategy(seed=2)
        holder.model.holder += 10
        kd = _best_knock_of(view)[1]
        assert not unknown.knocks_early(kd, know)
        assert holder.knocks_early(kd, know)


def test_after_a_ten_thrown_the_early_knock_holds_one_draw_longer() -> None:
    """Against an early knocker, a middling knock is made at once up to the opponent's
    second draw, and at its third too when the card it threw last was a ten (its hand is
    still high); a low knock, or one against a holder, is not made at once for that."""
    know = Knowledge(mine=0, pile=0, opp_known=0, unseen=0, opp_unknown=10, stock_count=20,
                     draws_left=18, opp_picked=0, opp_discarded=0, opp_declined=0,
                     opp_draws=ExpertStrategy.early_knock_draws + 1, my_draws=3)
    early = ExpertStrategy(seed=1)
    early.model.early += 10
    middling = ExpertStrategy.early_knock_deadwood
    after = {points: dataclasses.replace(know, opp_last_discard_points=points)
             for points in range(11)}
    assert early.knocks_early(middling, after[10])
    assert not any(early.knocks_early(middling, after[p]) for p in range(10))
    assert not early.knocks_early(middling - 1, after[10])
    later = dataclasses.replace(after[10], opp_draws=ExpertStrategy.early_knock_draws + 2)
    assert not early.knocks_early(middling, later)
    holder = ExpertStrategy(seed=1)
    holder.model.holder += 10
    fifth = dataclasses.replace(after[10], opp_draws=ExpertStrategy.read_holder_knock_draws + 1)
    assert not holder.knocks_early(middling, fifth)


def test_waiting_can_be_switched_off() -> None:
    class NoWait(ExpertStrategy):
        wait_p_early = None

    know = Knowledge(mine=0, pile=0, opp_known=0, unseen=0, opp_unknown=10, stock_count=20,
                     draws_left=18, opp_picked=0, opp_discarded=0, opp_declined=0,
                     opp_draws=4, my_draws=4)
    on, off = ExpertStrategy(seed=1), NoWait(seed=1)
    for expert in (on, off):
        expert.model.early += 10
    assert on.waits_for_knock(know) and not off.waits_for_knock(know)
    late = dataclasses.replace(know, stock_count=5, draws_left=3)
    assert not on.waits_for_knock(late)


def test_caught_cost_counts_every_point_more_the_lower_the_hand() -> None:
    """What a deadwood count costs when an early knocker knocks: late in a hand one point
    is one point; lower, each point costs more (the knock is undercut more often)."""
    for d in range(20, SHAPE_SIZE):
        assert caught_cost(d) == d
    slopes = [round(caught_cost(d + 1) - caught_cost(d), 9) for d in range(SHAPE_SIZE - 1)]
    assert all(s >= 1 for s in slopes)
    assert slopes == sorted(slopes, reverse=True) and slopes[0] > 2 * slopes[-1]


def _know_for(mine: int) -> Knowledge:
    return Knowledge(mine=mine, pile=0, opp_known=0, unseen=ALL_CARDS_MASK & ~mine,
                     opp_unknown=10, stock_count=25, draws_left=23, opp_picked=0,
                     opp_discarded=0, opp_declined=0, opp_draws=6, my_draws=6)


def test_against_an_early_knocker_the_expert_keeps_hands_that_reach_the_limit() -> None:
    """Against a holder the hand is valued as ``strong`` values it. Against an opponent
    that knocks at the first chance, where the two differ, the expert keeps the cards
    with more draws that bring it within the knock limit (where its knock is undercut)."""
    early, holder = ExpertStrategy(seed=1), ExpertStrategy(seed=1)
    early.model.early += 50
    holder.model.holder += 50
    view = _knock_views(1)[0]
    for expert in (early, holder):
        expert.rank(view)  # a decision adapts the expert to its opponent
    assert holder.shape is StrongStrategy.shape
    assert holder.now_weight == StrongStrategy.now_weight
    assert holder.danger_weight == StrongStrategy.danger_weight
    assert early.shape != StrongStrategy.shape and early.now_weight < holder.now_weight

    def reaching(kept: int, pool: int) -> int:
        return sum(1 for i in range(52)
                   if pool >> i & 1 and min_after_discard(kept | 1 << i) <= 10)

    rng = random.Random(3)
    differ = early_reach = holder_reach = 0
    for _ in range(1500):
        hand = sum(1 << i for i in rng.sample(range(52), 11))
        know = _know_for(hand)
        pool = Pool(know.unseen)
        kept = [hand ^ b for b in bits_of(hand)]
        mine = min(kept, key=lambda k: early.kept_cost(k, pool, know))
        theirs = min(kept, key=lambda k: holder.kept_cost(k, pool, know))
        if mine != theirs:
            differ += 1
            early_reach += reaching(mine, know.unseen)
            holder_reach += reaching(theirs, know.unseen)
    assert differ >= 20
    assert early_reach > holder_reach


def test_against_an_early_knocker_the_pile_may_bring_a_high_card_that_melds() -> None:
    """An early knocker throws its highest unmelded card: a pair of kings may be made a
    set by the king it is about to throw, a pair of twos hardly ever (it keeps low
    cards), and a king it surely does not hold brings nothing."""
    expert = ExpertStrategy(seed=1)
    low = cards_to_mask(Card.from_text(t) for t in ("3C", "5D", "7H", "9S", "2D", "4H",
                                                     "6S", "8C"))
    kings = low | cards_to_mask(Card.from_text(t) for t in ("KS", "KH"))
    twos = low | cards_to_mask(Card.from_text(t) for t in ("2S", "2H"))
    for kept in (kings, twos):
        know = dataclasses.replace(_know_for(kept), opp_draws=1)
        probs = [0.25 if know.unseen >> i & 1 else 0.0 for i in range(52)]
        later = float(deadwood(kept))  # the stock's potential, for the test: none
        gain = expert.pile_out_gain(kept, later, know, probs)
        if kept == kings:
            assert gain > 0
            absent = [0.0] * 52
            assert expert.pile_out_gain(kept, later, know, absent) == 0
        else:
            assert gain == 0


def test_the_pile_counts_only_against_an_early_knocker_and_only_with_its_decisions_read(
) -> None:
    """Against an early knocker some kept hands cost less than ``strong`` says (never
    more); against a holder, or with knowledge other than the decision's own, none."""
    early, holder = ExpertStrategy(seed=1), ExpertStrategy(seed=1)
    early.model.early += 50
    holder.model.holder += 50
    match = new_match(RuleSet.preset("eaai"), seed=4)
    bots = {0: ExpertStrategy(seed=4), 1: StandardStrategy(seed=4)}
    lowered = 0
    for view in watched(match, bots, 200):
        if view.seat == 0 and view.phase is Phase.DISCARD:
            for expert in (early, holder):
                expert.rank(view)  # adapts to the opponent's style
                know = knowledge_of(view)
                expert.read_opponent(view, know)
                pool = expert.draw_pool(view, know)
                other = dataclasses.replace(know)
                for b in bits_of(know.mine):
                    kept = know.mine ^ b
                    plain = StrongStrategy.kept_cost(expert, kept, pool, know)
                    cost = expert.kept_cost(kept, pool, know)
                    assert expert.kept_cost(kept, pool, other) == plain
                    if expert is holder:
                        assert cost == plain
                    else:
                        assert cost <= plain
                        lowered += cost < plain
    assert lowered > 0


def test_a_match_starts_leaning_to_an_early_knocker() -> None:
    """Before any showdown, ``expert`` plays as against an opponent that knocks at the first
    chance (it holds a knockable hand for that knock); a match that has shown a holder
    turns it back (measured in docs/strength-history.md)."""
    fresh = ExpertStrategy(seed=2)
    assert fresh.seen_knocking_early()
    views = _knock_views(4)
    held = knocked_after_holder = 0
    for view in views:
        draws_left = view.stock_count - view.rules.wall
        if draws_left <= fresh.wait_draws_left or _knocks_early_in(fresh, view):
            continue
        if ExpertStrategy(seed=2).choose(view).kind is not ActionKind.KNOCK:
            held += 1
        shown_holder = ExpertStrategy(seed=2)
        shown_holder.model.holder += 2
        if shown_holder.choose(view).kind is ActionKind.KNOCK:
            knocked_after_holder += 1
    assert held >= 10
    assert knocked_after_holder >= 1
