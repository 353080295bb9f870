"""``standard`` is the published research baseline, decision for decision.

The port below follows the EAAI Gin Rummy competition's SimpleGinRummyPlayer (Todd
Neller) method by method, with its own meld search written from the description (all
melds of the hand, then the meld set leaving least deadwood), and shares no code with
``gin_desktop.ai``. It is fed the same views as ``standard`` over whole games and must
agree with every decision: the draw exactly, the discard within its set of equally good
cards (the baseline breaks ties at random), the knock exactly.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest

from gin_desktop.ai import make_strategy
from gin_desktop.engine import Action, ActionKind, Card, Phase, RuleSet, SeatView, decisions
from gin_desktop.engine import new_match
from gin_desktop.engine.events import MoveKind, PublicMove
from tests.ai.selfplay import watched

MAX_DEADWOOD = 10


def _points(card: Card) -> int:
    return min(card.rank, 10)


def cards_to_all_melds(cards: list[Card]) -> list[frozenset[Card]]:
    """Every set (3 or 4 of a rank) and run (3+ in a suit) made of ``cards``."""
    melds: list[frozenset[Card]] = []
    by_rank: dict[int, list[Card]] = {}
    by_suit: dict[int, list[Card]] = {}
    for card in cards:
        by_rank.setdefault(card.rank, []).append(card)
        by_suit.setdefault(int(card.suit), []).append(card)
    for same in by_rank.values():
        for size in (3, 4):
            melds.extend(frozenset(c) for c in itertools.combinations(same, size))
    for suited in by_suit.values():
        ranks = {c.rank: c for c in suited}
        for start in range(1, 12):
            run: list[Card] = []
            for rank in range(start, 14):
                if rank not in ranks:
                    break
                run.append(ranks[rank])
                if len(run) >= 3:
                    melds.append(frozenset(run))
    return melds


def deadwood_points(cards: list[Card]) -> int:
    """The least deadwood over every set of disjoint melds (exhaustive search)."""
    melds = cards_to_all_melds(cards)
    total = sum(_points(c) for c in cards)
    best = total

    def search(start: int, used: frozenset[Card], melded: int) -> None:
        nonlocal best
        best = min(best, total - melded)
        for i in range(start, len(melds)):
            if not melds[i] & used:
                search(i + 1, used | melds[i], melded + sum(_points(c) for c in melds[i]))

    search(0, frozenset(), 0)
    return best


class BaselinePort:
    """SimpleGinRummyPlayer: its fields and methods, driven by views."""

    def __init__(self) -> None:
        self.cards: list[Card] = []
        self.face_up_card: Card | None = None
        self.drawn_card: Card | None = None
        self.draw_discard_bitstrings: list[frozenset[Card]] = []
        self.hand_number = -1

    def start_hand(self, view: SeatView) -> None:
        self.hand_number = view.hand_number
        self.draw_discard_bitstrings = []
        self.face_up_card = None

    def will_draw_face_up_card(self, card: Card) -> bool:
        self.face_up_card = card
        new_cards = [*self.cards, card]
        return any(card in meld for meld in cards_to_all_melds(new_cards))

    def discard_candidates(self) -> list[Card]:
        min_deadwood = 10**9
        candidates: list[Card] = []
        for card in self.cards:
            if card is self.drawn_card and self.drawn_card is self.face_up_card:
                continue
            if frozenset((self.drawn_card, card)) in self.draw_discard_bitstrings:
                continue
            remaining = [c for c in self.cards if c is not card]
            deadwood = deadwood_points(remaining)
            if deadwood <= min_deadwood:
                if deadwood < min_deadwood:
                    min_deadwood = deadwood
                    candidates.clear()
                candidates.append(card)
        return candidates

    def report_discard(self, card: Card) -> None:
        self.draw_discard_bitstrings.append(frozenset((self.drawn_card, card)))

    def will_knock(self, discard: Card) -> bool:
        return deadwood_points([c for c in self.cards if c is not discard]) <= MAX_DEADWOOD


def check_decision(port: BaselinePort, view: SeatView, action: Action) -> None:
    if view.hand_number != port.hand_number:
        port.start_hand(view)
    port.cards = list(view.hand)
    if view.phase in (Phase.UPCARD_OFFER, Phase.DRAW):
        assert view.upcard is not None
        wants = port.will_draw_face_up_card(view.upcard)
        take = {ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD}
        assert (action.kind in take) == wants, (view.hand, view.upcard, action)
        return
    assert view.phase is Phase.DISCARD and view.drawn_card is not None
    port.drawn_card = view.drawn_card
    assert action.card is not None, action
    assert action.card in port.discard_candidates(), (view.hand, action)
    assert (action.kind is ActionKind.KNOCK) == port.will_knock(action.card), action
    port.report_discard(action.card)


class PilePasser:
    """Takes every pile card it may and throws back the card it took last turn: with the
    baseline opposite, this is the back-and-forth the no-repeat rule exists for."""

    name = "pile-passer"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions
        for wanted in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD):
            for action in legal:
                if action.kind is wanted:
                    return action
        discards = [a for a in legal if a.kind is ActionKind.DISCARD]
        return self.rng.choice(discards or list(legal))


@pytest.mark.parametrize("opponent", ["standard", "strong", "passer"])
def test_standard_decides_as_the_published_baseline(opponent: str) -> None:
    checked = {"draw": 0, "discard": 0, "knock": 0}
    for seed in range(3):
        match = new_match(RuleSet.preset("eaai"), seed=70 + seed)
        baseline = make_strategy("standard", seed=seed)
        other = PilePasser(seed) if opponent == "passer" else make_strategy(opponent, seed)
        port = BaselinePort()
        made = 0
        for view in decisions(match):
            if made > 1500:
                break
            made += 1
            if view.seat == 0:
                legal = view.legal_actions
                action = legal[0] if len(legal) == 1 else baseline.choose(view)
                if view.phase is not Phase.HAND_OVER:
                    check_decision(port, view, action)
                    kind = ("draw" if view.phase in (Phase.UPCARD_OFFER, Phase.DRAW)
                            else "knock" if action.kind is ActionKind.KNOCK else "discard")
                    checked[kind] += 1
            else:
                legal = view.legal_actions
                action = legal[0] if len(legal) == 1 else other.choose(view)
            match.apply(action, view.seat)
    assert checked["draw"] > 50 and checked["discard"] > 50 and checked["knock"] > 3, checked


def _pile_discard_views() -> list[SeatView]:
    """Discard decisions of ``standard`` just after it drew from the pile."""
    found: list[SeatView] = []
    for seed in range(40):
        match = new_match(RuleSet.preset("eaai"), seed=seed)
        bots = {s: make_strategy("standard", seed=s) for s in (0, 1)}
        for view in watched(match, bots, 400):
            mine = [m for m in view.history if m.seat == view.player]
            picks = [m for m in mine if m.kind in ("take", "pile")]
            # The first pile draw of the hand: no earlier pair can block anything yet.
            if (view.phase is Phase.DISCARD and mine and mine[-1].kind == "pile"
                    and len(picks) == 1 and view.drawn_card is not None):
                found.append(view)
    return found


def test_the_no_repeat_rule_blocks_a_pair_played_before() -> None:
    """Having drawn X and thrown Y earlier in the hand, the baseline, holding X after
    drawing Y, never throws X (the pair is unordered); the port agrees."""
    checked = 0
    for view in _pile_discard_views():
        drawn = view.drawn_card
        assert drawn is not None
        port = BaselinePort()
        port.start_hand(view)
        port.cards, port.drawn_card, port.face_up_card = list(view.hand), drawn, drawn
        best = port.discard_candidates()
        if len(best) != 1:
            continue
        x = best[0]
        earlier = (PublicMove(view.player, MoveKind.PILE, x),
                   PublicMove(view.player, MoveKind.DISCARD, drawn))
        again = replace(view, history=earlier + view.history)
        assert make_strategy("standard").choose(view).card is x
        assert make_strategy("standard").choose(again).card is not x
        port.report_discard(x)  # the pair {drawn, x}, as the earlier turn recorded it
        assert x not in port.discard_candidates()
        checked += 1
    assert checked >= 10
