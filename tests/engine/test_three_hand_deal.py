"""RULES.md three-hand 2, the deal: only the box's and the captain's hands are dealt;
with the option ``sitter_dealt`` the sitter is dealt ten cards too, out of play, known to
the sitter only (its view, its advice), and the stock has 21 cards."""

from __future__ import annotations

import random

from gin_desktop.engine import (
    FULL_DECK, Deal, Mode, Phase, RuleSet, load_match, match_to_json, new_match,
    shuffled_deck,
)
from gin_desktop.ai.knowledge import knowledge_of


def test_by_default_only_box_and_captain_are_dealt() -> None:
    """RULES.md three-hand 2, Decision: two hands, the sitter holds no cards."""
    match = new_match(RuleSet(), 24, Mode.THREE)
    state = match.table_state()
    assert state.sitter_cards == ()
    assert len(state.stock) == 31
    assert state.hands[match.sitting_out] == ()  # type: ignore[attr-defined]


def test_the_sitter_dealt_option_deals_ten_cards_to_each_of_three() -> None:
    """RULES.md three-hand 2: the option sitter_dealt: 10 to each player, a 21-card stock;
    one card at a time, captain, sitter, box."""
    match = new_match(RuleSet(sitter_dealt=True), 24, Mode.THREE)
    state = match.table_state()
    sitter = match.sitting_out  # type: ignore[attr-defined]
    assert len(state.sitter_cards) == 10 and len(state.stock) == 21
    assert all(len(state.hands[s]) == 10 for s in (state.dealer, state.non_dealer))
    assert state.hands[sitter] == ()
    deck = shuffled_deck(state.deal_number)
    assert state.sitter_cards == tuple(deck[1:30:3])
    assert state.hands[state.non_dealer] == tuple(deck[0:30:3])
    assert state.hands[state.dealer] == tuple(deck[2:30:3])
    assert state.upcard is deck[30]
    assert sorted(match.card_locations()) == sorted(FULL_DECK)
    assert list(Deal.of(deck, sitter_dealt=True).deck()) == deck


def test_only_the_sitter_sees_its_cards() -> None:
    """RULES.md three-hand 2: known to the sitter, and so usable in its advice."""
    match = new_match(RuleSet(sitter_dealt=True), 24, Mode.THREE)
    sitter = match.sitting_out  # type: ignore[attr-defined]
    cards = match.table_state().sitter_cards
    for seat in match.seats:
        view = match.view(seat)
        assert view.sitter_cards == (cards if seat == sitter else ())
        assert not set(cards) & set(view.hand)
    advice = knowledge_of(match.view(sitter))
    assert not any(advice.unseen >> c.index & 1 for c in cards)


def test_the_option_changes_nothing_in_the_two_player_game() -> None:
    match = new_match(RuleSet(sitter_dealt=True), 24)
    assert match.table_state().sitter_cards == () and len(match.hand.stock) == 31


def test_a_sitter_dealt_match_plays_to_the_end_and_replays() -> None:
    """The 52 cards are always all somewhere (RULES.md "What the engine guarantees"), the
    wall still comes at two stock cards, and the save replays the same match."""
    match = new_match(RuleSet(sitter_dealt=True, target=30), 5, Mode.THREE)
    rng = random.Random(5)
    while not match.is_over:
        legal = match.legal_actions()
        knocks = [a for a in legal if a.kind.value == "knock"]
        match.apply(knocks[0] if knocks else rng.choice(legal))
        assert sorted(match.card_locations()) == sorted(FULL_DECK)
        if match.phase is Phase.DRAW:
            assert len(match.hand.stock) > match.rules.wall
    again, _ = load_match(match_to_json(match))
    assert again.table_state() == match.table_state()
