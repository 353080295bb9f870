"""The levels under the rule variants (RULES.md): a hand only gin ends (Straight Gin, an
Oklahoma ace) and an undercut bonus other than eaai's 25 (the rules' default is 10)."""

from __future__ import annotations

import dataclasses

import pytest

from gin_desktop.ai.expert import ExpertStrategy
from gin_desktop.ai.handeval import PLAIN_COST, min_after_discard
from gin_desktop.ai.knowledge import Knowledge, knowledge_of
from gin_desktop.ai.personalities import CautiousStrategy, GinHunterStrategy
from gin_desktop.ai.standard import StandardStrategy
from gin_desktop.ai.strong import StrongStrategy
from gin_desktop.engine import Phase, RuleSet, SeatView, melds, new_match
from gin_desktop.engine.actions import DISCARD_ACTIONS, KNOCK_ACTIONS, ActionKind
from gin_desktop.engine.cards import cards_to_mask, parse_cards
from gin_desktop.engine.events import MoveKind, PublicMove
from gin_desktop.engine.rules import Mode
from tests.ai.selfplay import watched


def _discard_view(rules: RuleSet, hand: str, pile: str, knock_limit: int) -> SeatView:
    """The player's discard with ``hand`` (eleven cards) at the start of a hand's middle:
    no moves seen, 20 cards in the stock."""
    cards = parse_cards(hand)
    after = melds.deadwood_after_each_discard(cards)
    legal = tuple([DISCARD_ACTIONS[c.index] for c in cards]
                  + [KNOCK_ACTIONS[c.index] for c in cards if after[c] <= knock_limit])
    return SeatView(
        seat=0, player=0, opponent=1, mode=Mode.TWO, seats=(0, 1), roles=(),
        phase=Phase.DISCARD, to_act=0, hand=tuple(cards), drawn_card=None,
        cannot_discard=None, discard_pile=tuple(parse_cards(pile)), stock_count=20,
        opponent_card_count=10, opponent_known=(), history=(), knock_limit=knock_limit,
        doubled=False, hand_number=1, dealer=1, scores=(0, 0), game_scores=(), target=100,
        rules=rules, legal_actions=legal, last_result=None, match_winner=None)


#: Two melds (8♦ 8♥ 8♠, 9♠-K♠) and A♥ 2♣ 3♣. Thrown, the K♠ leaves the run 9♠-Q♠ and
#: 2♣ 3♣ waiting for A♣ or 4♣: either is gin (the A♥ goes). The 3♣ leaves A♥ 2♣, three
#: points fewer but no card that makes gin.
TWO_OUTS = "AH 2C 3C 8D 8H 8S 9S TS JS QS KS"
PILE = "KD JD TD 5S 7H 7C"


@pytest.mark.parametrize("level", [StrongStrategy, ExpertStrategy])
@pytest.mark.parametrize("preset", ["straight", "oklahoma"])
def test_in_a_hand_only_gin_ends_the_levels_keep_the_outs_to_gin(
        level: type[StrongStrategy], preset: str) -> None:
    """Straight Gin, or an Oklahoma hand whose upcard was an ace (knock limit 0): only gin
    scores, so a hand one card from gin is worth more than three points of deadwood
    fewer. (They kept A♥ 2♣, valuing the hand by its points as if a knock could come.)"""
    view = _discard_view(RuleSet.preset(preset), TWO_OUTS, PILE, knock_limit=0)
    assert level(seed=1).choose(view) == DISCARD_ACTIONS[parse_cards("KS")[0].index]


@pytest.mark.parametrize("level", [StrongStrategy, ExpertStrategy])
def test_with_a_knock_limit_the_hand_is_valued_as_before(level: type[StrongStrategy]) -> None:
    """The reward is for gin-only hands: with a knock limit the deadwood's cost is the
    plain (or, against an early knocker, the caught) cost it always was."""
    strategy = level(seed=1)
    if isinstance(strategy, ExpertStrategy):
        # Even odds on the opponent's style: no early knocker's caught cost blended in.
        strategy.model.early = strategy.model.holder
    for limit in (1, 2, 10):
        view = _discard_view(RuleSet.preset("oklahoma"), TWO_OUTS, PILE, knock_limit=limit)
        assert strategy.shape_for(view, PLAIN_COST) is PLAIN_COST
        strategy.rank(view)
        assert list(strategy.shape) == list(PLAIN_COST)
    view = _discard_view(RuleSet.preset("straight"), TWO_OUTS, PILE, knock_limit=0)
    gin_only = strategy.shape_for(view, PLAIN_COST)
    assert gin_only[0] == -strategy.gin_only_reward and list(gin_only[1:]) == list(PLAIN_COST[1:])


def test_the_undercut_tolerance_follows_the_undercut_bonus() -> None:
    eaai, seeds = RuleSet.preset("eaai"), RuleSet.preset("seeds")
    view = _discard_view(eaai, TWO_OUTS, PILE, knock_limit=10)
    strong = StrongStrategy(seed=1)
    assert strong.undercut_tolerance(view) == strong.max_undercut == 0.0
    low = strong.undercut_tolerance(dataclasses.replace(view, rules=seeds))
    assert low == pytest.approx(0.25)
    none = strong.undercut_tolerance(
        dataclasses.replace(view, rules=seeds.replace(undercut_bonus=0)))
    assert low < none <= 1.0
    # The personalities keep their own style whatever the bonus.
    for style in (CautiousStrategy(seed=1), GinHunterStrategy(seed=1)):
        assert (style.undercut_tolerance(dataclasses.replace(view, rules=seeds))
                == style.max_undercut)


def test_with_a_small_undercut_bonus_strong_knocks_where_eaai_would_hold() -> None:
    """Holding for a knock no sampled hand undercuts pays with eaai's bonus of 25 (the
    undercuts the holder wins); with the default 10 a knock may carry some risk. The same
    views: knocks with 10 that are held with 25, never the other way round."""
    seeds = RuleSet.preset("seeds")
    eaai_bonus = seeds.replace(undercut_bonus=25)
    knocks_only_at_10 = 0
    for seed in range(3):
        match = new_match(seeds, seed=seed)
        bots = {0: StrongStrategy(seed=seed), 1: StandardStrategy(seed=seed)}
        for view in watched(match, bots, 400):
            if (view.seat == 0 and any(a.kind is ActionKind.KNOCK for a in view.legal_actions)
                    and min_after_discard(cards_to_mask(view.hand)) > 0):
                at_10 = StrongStrategy(seed=1).choose(view)
                at_25 = StrongStrategy(seed=1).choose(
                    dataclasses.replace(view, rules=eaai_bonus))
                if at_25.kind is ActionKind.KNOCK:
                    assert at_10 == at_25
                elif at_10.kind is ActionKind.KNOCK:
                    knocks_only_at_10 += 1
    assert knocks_only_at_10 >= 3


def _oklahoma_six_view() -> SeatView:
    """An Oklahoma hand with knock limit 6 (a six upcard), the player's 12th draw just
    made: 4♠-7♠ and 6♦-9♦ melded, 2♠ 9♠ A♣ loose; knocking (throwing the 9♠) leaves 3."""
    hand = parse_cards("7D 6S 5S 4S AC 9D 8D 7S 2S 6D 9S")
    moves = ("0pass:6H 1pass:6H 0stock 0discard:TC 1stock 1discard:JD 0stock 0discard:TS "
             "1stock 1discard:JS 0stock 0discard:QD 1stock 1discard:TH 0stock 0discard:QH "
             "1stock 1discard:KD 0stock 0discard:KC 1stock 1discard:KH 0stock 0discard:QS "
             "1stock 1discard:7H 0stock 0discard:8C 1stock 1discard:KS 0stock 0discard:4H "
             "1pile:4H 1discard:6C 0stock")
    history = []
    for move in moves.split():
        kind, _, card = move[1:].partition(":")
        history.append(PublicMove(int(move[0]), MoveKind(kind),
                                  parse_cards(card)[0] if card else None))
    after = melds.deadwood_after_each_discard(hand)
    legal = tuple([DISCARD_ACTIONS[c.index] for c in hand]
                  + [KNOCK_ACTIONS[c.index] for c in hand if after[c] <= 6])
    return SeatView(
        seat=0, player=0, opponent=1, mode=Mode.TWO, seats=(0, 1), roles=(),
        phase=Phase.DISCARD, to_act=0, hand=tuple(hand), drawn_card=parse_cards("9S")[0],
        cannot_discard=None,
        discard_pile=tuple(parse_cards("6H TC JD TS JS QD TH QH KD KC KH QS 7H 8C KS 6C")),
        stock_count=15, opponent_card_count=10, opponent_known=tuple(parse_cards("4H")),
        history=tuple(history), knock_limit=6, doubled=False, hand_number=1, dealer=1,
        scores=(0, 0), game_scores=(), target=100, rules=RuleSet.preset("oklahoma"),
        legal_actions=legal, last_result=None, match_winner=None)


def test_holding_instead_of_a_knock_the_expert_does_not_break_a_meld() -> None:
    """The look-ahead weighs the knock against holding; when holding wins, the card held
    with is the evaluation's, not the rollouts' pick between two discards (their quick
    policy mends either next turn, so they chose by noise: here the 7♠ out of 4♠-7♠,
    leaving 12 points loose where the 9♠ leaves 3)."""
    view = _oklahoma_six_view()
    nine = parse_cards("9S")[0]
    for seed in (15, 1, 2, 3):
        choice = ExpertStrategy(seed=seed).choose(view)
        assert choice.card is nine, (seed, choice)


def test_the_expert_waits_for_an_early_knock_only_where_the_undercut_pays() -> None:
    """Holding a knockable hand for an early knocker's knock pays by the undercut bonus:
    with eaai's 25 it waits, with the rules' default 10 (seeds, Oklahoma, Hollywood) the
    knock is weighed as against anyone."""
    know = Knowledge(mine=0, pile=0, opp_known=0, unseen=0, opp_unknown=10, stock_count=20,
                     draws_left=18, opp_picked=0, opp_discarded=0, opp_declined=0,
                     opp_draws=6, my_draws=6)
    expert = ExpertStrategy(seed=1)
    expert.model.early += 10
    assert expert.waits_for_knock(know, RuleSet.preset("eaai"))
    for preset in ("seeds", "oklahoma", "hollywood", "classic"):
        assert not expert.waits_for_knock(know, RuleSet.preset(preset))
    # The choice itself: the same knockable view is held under eaai and weighed under
    # the default rules (where the look-ahead, not the wait, decides).
    view = _oklahoma_six_view()
    eaai_like = dataclasses.replace(view, rules=view.rules.replace(undercut_bonus=25))
    waiting, weighing = ExpertStrategy(seed=15), ExpertStrategy(seed=15)
    for strategy in (waiting, weighing):
        strategy.model.early += 10
    knocks = [a for a in view.legal_actions if a.kind is ActionKind.KNOCK]
    assert waiting.knock_choice(eaai_like, knowledge_of(eaai_like), knocks)[0] is False
    assert weighing.knock_choice(view, knowledge_of(view), knocks)[0] is True
