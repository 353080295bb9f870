"""The events are complete: a table replayed from the events alone, with no dealing or
scoring of its own, equals ``match.table_state()`` after every action (RULES.md "What the
engine guarantees": the 52 cards are always all somewhere, each once)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gin_desktop.engine import (
    FULL_DECK, NEXT_HAND, ActionKind, Bonus, BonusKind, Card, CardDiscarded, CardDrawn, Deal,
    Event, GameDecided, HandDealt, HandEnded, Knocked, Match, MatchEnded, Mode, MoveKind,
    Phase, PublicMove, RolesDrawn, RolesRotated, RuleSet, TableState, UpcardPassed,
    UpcardTaken, new_match,
)
from gin_desktop.engine.events import card_drawn, public_move


@dataclass
class EventTable:
    """What a front end knows having seen only the events."""

    hands: dict[int, list[Card]] = field(default_factory=dict)
    deal: Deal | None = None
    sitter_cards: tuple[Card, ...] = ()
    stock: list[Card] = field(default_factory=list)  # top last
    pile: list[Card] = field(default_factory=list)  # top last
    knock_discard: Card | None = None
    scores: tuple[int, ...] = ()
    hands_won: tuple[int, ...] = ()
    game_scores: tuple[tuple[int, ...], ...] = ()
    game_winners: tuple[int | None, ...] = ()
    roles: tuple[int, int, int] | None = None
    winner: int | None = None
    bonuses: tuple[Bonus, ...] = ()

    def apply(self, event: Event) -> None:
        if isinstance(event, HandDealt):
            deal = event.deal
            self.deal = deal
            self.sitter_cards = deal.sitter
            self.hands = {event.non_dealer: list(deal.non_dealer),
                          event.dealer: list(deal.dealer)}
            self.pile = [deal.upcard]
            self.stock = list(reversed(deal.stock))
            self.knock_discard = None
        elif isinstance(event, UpcardTaken):
            self.hands[event.seat].append(self.pile.pop())
        elif isinstance(event, CardDrawn):
            source = self.pile if event.from_pile else self.stock
            assert source.pop() is event.card
            self.hands[event.seat].append(event.card)
        elif isinstance(event, CardDiscarded):
            self.hands[event.seat].remove(event.card)
            self.pile.append(event.card)
        elif isinstance(event, Knocked) and event.discard is not None:
            self.hands[event.seat].remove(event.discard)
            self.pile.append(event.discard)
            self.knock_discard = event.discard
        elif isinstance(event, HandEnded):
            self.scores = event.scores
            self.hands_won = event.hands_won
            self.game_scores = event.game_scores
            self.game_winners = event.game_winners
        elif isinstance(event, (RolesDrawn, RolesRotated)):
            self.roles = (event.box, event.captain, event.sitting_out)
        elif isinstance(event, MatchEnded):
            self.winner = event.winner
            self.bonuses = event.bonuses

    def check(self, state: TableState) -> None:
        for seat in state.seats:
            assert sorted(self.hands.get(seat, [])) == sorted(state.hands[seat])
        assert state.deal == self.deal
        assert self.sitter_cards == state.sitter_cards
        assert tuple(self.stock) == state.stock
        assert tuple(self.pile) == state.discard_pile
        assert self.knock_discard is state.knock_discard
        if state.results:
            assert self.scores == state.scores
            assert self.hands_won == state.hands_won
            if state.rules.hollywood:
                assert self.game_scores == state.game_scores
                assert self.game_winners == state.game_winners
        assert self.winner == state.winner
        assert self.bonuses == state.bonuses
        if self.roles is not None and state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
            box, captain, sitter = self.roles
            assert state.dealer == box and state.non_dealer == captain
            assert sitter not in (state.dealer, state.non_dealer)


def knocky(match: Match, rng: random.Random) -> None:
    actions = match.legal_actions()
    knocks = [a for a in actions if a.kind in (ActionKind.KNOCK, ActionKind.BIG_GIN)]
    match.apply(rng.choice(knocks) if knocks and rng.random() < 0.9 else rng.choice(actions))


PRESETS = st.sampled_from(["seeds", "eaai", "classic", "oklahoma", "hollywood", "straight"])


@given(seed=st.integers(0, 10**6), preset=PRESETS, mode=st.sampled_from(list(Mode)),
       sitter_dealt=st.booleans())
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_a_table_replayed_from_the_events_alone_matches_the_match(
        seed: int, preset: str, mode: Mode, sitter_dealt: bool) -> None:
    rules = RuleSet.preset(preset).replace(target=30, sitter_dealt=sitter_dealt)
    match = new_match(rules, seed, mode)
    table = EventTable()
    for event in match.events:
        table.apply(event)
    table.check(match.table_state())
    rng = random.Random(seed)
    for _ in range(800):
        if match.is_over:
            break
        before = len(match.events)
        knocky(match, rng)
        for event in match.events[before:]:
            table.apply(event)
        state = match.table_state()
        table.check(state)
        assert state.card_count() == 52
        cards = [*state.stock, *state.discard_pile, *state.sitter_cards,
                 *(c for h in state.hands for c in h)]
        assert sorted(cards) == sorted(FULL_DECK)


def test_the_table_state_says_whose_turn_and_what_may_not_be_discarded() -> None:
    match = new_match(RuleSet(), 123456)
    state = match.table_state()
    assert state.phase is Phase.UPCARD_OFFER and state.upcard_passes == 0
    assert state.to_act == state.non_dealer and state.legal_actions == match.legal_actions()
    upcard = state.upcard
    match.apply(match.legal_actions()[0])  # take the upcard
    state = match.table_state()
    assert state.phase is Phase.DISCARD
    assert state.drawn_card is upcard and state.drawn_from_pile
    assert state.cannot_discard is upcard
    assert state.known[state.non_dealer] == (upcard,)
    assert state.history == (PublicMove(state.non_dealer, MoveKind.TAKE, upcard),)


def test_both_passes_show_in_the_table_state() -> None:
    match = new_match(RuleSet(), 123456)
    pass_ = next(a for a in match.legal_actions() if a.kind is ActionKind.PASS_UPCARD)
    match.apply(pass_)
    assert match.table_state().upcard_passes == 1
    match.apply(pass_)
    state = match.table_state()
    assert state.upcard_passes == 2 and state.must_draw_stock
    assert [a.kind for a in state.legal_actions] == [ActionKind.DRAW_STOCK]


def test_the_line_bonus_counts_hands_won_for_zero_points() -> None:
    """RULES.md "Extras", line bonus: a hand won for zero points still counts as won; the
    bonus carries the count."""
    rules = RuleSet(line_bonus=25, target=1)
    match = new_match(rules, 5)
    rng = random.Random(1)
    while not match.is_over:
        if match.phase is Phase.HAND_OVER:
            match.apply(NEXT_HAND)
        else:
            knocky(match, rng)
    line = [b for b in match.bonuses if b.kind is BonusKind.LINE]
    assert line and all(b.points == b.hands * 25 for b in line)
    assert all(b.hands == match.hands_won[b.seat] for b in line)


def test_a_hollywood_hand_end_carries_the_three_games() -> None:
    """RULES.md "Hollywood Gin": the three game scores and their winners after a hand."""
    match = new_match(RuleSet.preset("hollywood").replace(target=20), 11)
    rng = random.Random(2)
    ended: list[HandEnded] = []
    decided: list[GameDecided] = []
    while not match.is_over:
        before = len(match.events)
        if match.phase is Phase.HAND_OVER:
            match.apply(NEXT_HAND)
        else:
            knocky(match, rng)
        new = match.events[before:]
        ended += [e for e in new if isinstance(e, HandEnded)]
        decided += [e for e in new if isinstance(e, GameDecided)]
    last = ended[-1]
    assert len(last.game_scores) == 3 and all(w is not None for w in last.game_winners)
    assert [last.game_winners[d.game] for d in decided] == [d.winner for d in decided]


def test_upcard_passed_and_knock_events_name_their_cards() -> None:
    match = new_match(RuleSet(), 123456)
    upcard = match.table_state().upcard
    events = match.apply(next(a for a in match.legal_actions()
                               if a.kind is ActionKind.PASS_UPCARD))
    assert events == [UpcardPassed(match.table_state().non_dealer, upcard)]  # type: ignore[arg-type]


def test_the_table_state_keeps_the_deal_of_the_hand_being_played() -> None:
    """The deal stays the one the hand began with while cards move, and the next hand
    brings its own (the table animates a deal from it, resumed or not)."""
    match = new_match(RuleSet(target=30), 31)
    dealt = [e.deal for e in match.events if isinstance(e, HandDealt)]
    assert match.table_state().deal == dealt[-1]
    rng = random.Random(3)
    while not match.is_over:
        before = len(match.events)
        knocky(match, rng)
        dealt += [e.deal for e in match.events[before:] if isinstance(e, HandDealt)]
        assert match.table_state().deal == dealt[-1]
    assert len(dealt) == len(match.results)  # one deal per hand played


def test_the_moves_of_a_hand_share_equal_values() -> None:
    """A move's public record and its event are frozen values made once per value
    (``Interned``): equal to a new one, and the same object when they recur."""
    card = Card.from_text("7H")
    move = public_move(1, MoveKind.PILE, card)
    assert move == PublicMove(1, MoveKind.PILE, card) and type(move) is PublicMove
    assert public_move(1, MoveKind.PILE, card) is move
    assert public_move(0, MoveKind.PILE, card) != move
    assert card_drawn(0, True, card) == CardDrawn(0, True, card)
    assert card_drawn(0, False, card) != card_drawn(0, True, card)
