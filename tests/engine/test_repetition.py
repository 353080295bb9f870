"""RULES.md two-player 10, Repetition (Decision): a hand in which the same position (both
hands, the discard pile, the stock and the player to act) occurs for the third time is
drawn as at the wall: no score, the same dealer deals again (three-hand: nobody changes
role)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gin_desktop.engine import (
    DRAW_DISCARD, DRAW_STOCK, NEXT_HAND, PASS_UPCARD, TAKE_UPCARD, Action, ActionKind, Card, Hand,
    Match, Mode, MoveKind, Phase, ResultKind, RuleSet, SaveFileError, SaveProblem, load_match,
    match_to_json, new_match,
)

HandFactory = Callable[..., Hand]
C = Card.from_text
NON_DEALER = "2C 4C 6C 8C TD QH 9S JS 3D 5D"
DEALER = "AH 3H 5H 7H 9H JH KH 2D 4D 6D"
#: Three cards passed round: take the top of the pile, discard the next one of the cycle.
CYCLE = ("JH", "QH", "TD", "JH", "QH", "TD")


def start_passing(hand: Hand) -> None:
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    hand.apply(Action.discard(C("TD")))


def pass_round(hand: Hand) -> None:
    for card in CYCLE:
        hand.apply(DRAW_DISCARD)
        hand.apply(Action.discard(C(card)))


def test_the_third_occurrence_of_a_position_draws_the_hand(make_hand: HandFactory) -> None:
    """RULES.md two-player 10: once, twice: play on; the third time: drawn, no score.
    A player who has drawn and is to discard is in a position too (the hands, the pile,
    the stock and the player to act): here the first position to come round a third time
    is the non-dealer's after taking the QH, and the hand is drawn there, before its
    discard (it was drawn one action later, at the next position, before)."""
    hand = make_hand(NON_DEALER, DEALER, "8S", stock="QC")
    start_passing(hand)
    pass_round(hand)  # the position after the first discard, a second time
    assert hand.phase is Phase.DRAW and hand.result is None
    for card in CYCLE[:-1]:
        hand.apply(DRAW_DISCARD)
        hand.apply(Action.discard(C(card)))
    assert hand.result is None
    hand.apply(DRAW_DISCARD)  # the non-dealer takes the QH, as twice before
    assert hand.phase is Phase.HAND_OVER and hand.to_act is None
    assert hand.legal_actions() == ()
    assert hand.result is not None and hand.result.kind is ResultKind.REPETITION
    assert hand.result.winner is None and hand.result.points == 0
    assert len(hand.stock) == 30  # long before the wall


@pytest.mark.parametrize("passes, first_discard, cycle", [
    (0, "TD", ("JH", "8S", "TD")),  # the non-dealer takes the upcard
    (1, "JH", ("TD", "8S", "JH")),  # the non-dealer passes, the dealer takes it
])
def test_the_upcard_offer_positions_count_as_occurrences(
        make_hand: HandFactory, passes: int, first_discard: str,
        cycle: tuple[str, ...]) -> None:
    """The rule's position is the hands, the pile, the stock and the player to act: a
    player offered the upcard is in one, though its choices are take or pass. Here the
    upcard is taken and the players pass pile cards round until the dealt hands, pile and
    stock are back with the same player to act: the second time play goes on, the third
    time the hand is drawn (not at the next position to come round a third time)."""
    hand = make_hand(NON_DEALER, DEALER, "8S")

    def position() -> tuple[frozenset[Card], frozenset[Card], tuple[Card, ...], int, int | None]:
        return (frozenset(hand.hands[0]), frozenset(hand.hands[1]), tuple(hand.pile),
                len(hand.stock), hand.to_act)

    for _ in range(passes):
        hand.apply(PASS_UPCARD)
    offered = position()
    hand.apply(TAKE_UPCARD)
    hand.apply(Action.discard(C(first_discard)))
    turns = 1
    again: list[int] = []  # the turns after which the offered position is back
    for card in cycle * 4:
        hand.apply(DRAW_DISCARD)
        hand.apply(Action.discard(C(card)))
        turns += 1
        if hand.result is not None:
            break
        if position() == offered:
            again.append(turns)
    assert len(again) == 1 and turns == again[0] + 6
    assert hand.result is not None and hand.result.kind is ResultKind.REPETITION
    assert position()[:4] == offered[:4]


def test_a_drawn_by_repetition_hand_is_dealt_again_by_the_same_dealer() -> None:
    """As at the wall: no score, the same dealer deals again (two-player 1, 10)."""
    match = ping_pong_until_repetition(new_match(RuleSet(), 24))
    dealer = match.hand.dealer
    scores = list(match.scores)
    match.apply(NEXT_HAND)
    assert match.hand.dealer == dealer and match.scores == scores


def test_three_hand_nobody_changes_role_after_a_repetition() -> None:
    """RULES.md three-hand 5: a drawn hand: the box deals again; nobody changes role."""
    match = ping_pong_until_repetition(new_match(RuleSet(), 24, Mode.THREE))
    roles = match.roles()
    match.apply(NEXT_HAND)
    assert match.roles() == roles


def ping_pong_until_repetition(match: Match) -> Match:
    """Both players take the pile card whenever they may and throw back the card they
    took the turn before, so the same cards go back and forth."""
    rng = random.Random(0)
    while match.phase is not Phase.HAND_OVER:
        match.apply(ping_pong_move(match, rng))
    result = match.last_result
    assert result is not None and result.kind is ResultKind.REPETITION
    return match


def ping_pong_move(match: Match, rng: random.Random) -> Action:
    legal = match.legal_actions()
    kinds = {a.kind for a in legal}
    if ActionKind.PASS_UPCARD in kinds:
        return next(a for a in legal if a.kind is ActionKind.PASS_UPCARD)
    if ActionKind.DRAW_DISCARD in kinds:
        return DRAW_DISCARD
    if ActionKind.DRAW_STOCK in kinds:
        return DRAW_STOCK
    discards = [a for a in legal if a.kind is ActionKind.DISCARD]
    taken = [m.card for m in match.table_state().history
             if m.kind is MoveKind.PILE and m.seat == match.to_act]
    back = [a for a in discards if a.card in taken[-2:-1]]
    return back[0] if back else rng.choice(discards)


@given(seed=st.integers(0, 10**6), noise=st.sampled_from([0.0, 0.02, 0.1, 0.5]))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_a_hand_is_drawn_exactly_when_a_position_occurs_a_third_time(
        seed: int, noise: float) -> None:
    """Property: no position is ever seen a fourth time, and a hand ends by repetition
    exactly when one was seen a third time (players passing cards back and forth, with
    some random moves). Every position counts: a player to draw, to discard (after its
    draw) or offered the upcard."""
    match = new_match(RuleSet(straight=True), seed)  # only gin ends a hand: long hands
    rng = random.Random(seed)
    state = match.table_state()
    seen: dict[tuple[object, ...], int] = {
        (frozenset(state.hands[0]), frozenset(state.hands[1]), state.discard_pile,
         state.stock, state.to_act): 1}
    while match.phase is not Phase.HAND_OVER:
        seat = match.to_act
        action = (rng.choice(match.legal_actions()) if rng.random() < noise
                  else ping_pong_move(match, rng))
        match.apply(action)
        state = match.table_state()
        repeated = (state.last_result is not None
                    and state.last_result.kind is ResultKind.REPETITION)
        if state.phase is not Phase.HAND_OVER or repeated:
            # Ended by repetition: the player to act was the one who just drew (it is
            # still to discard) or the next player (after a discard or a pass).
            if state.to_act is not None:
                to_act: int | None = state.to_act
            elif action.kind in (ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD,
                                 ActionKind.TAKE_UPCARD):
                to_act = seat
            else:
                to_act = 1 - (seat or 0)
            key = (frozenset(state.hands[0]), frozenset(state.hands[1]), state.discard_pile,
                   state.stock, to_act)
            seen[key] = seen.get(key, 0) + 1
            assert seen[key] <= 3
    result = match.last_result
    assert result is not None
    assert (max(seen.values(), default=0) == 3) == (result.kind is ResultKind.REPETITION)


def test_a_save_from_before_the_rule_replays_without_it() -> None:
    """Schema 1 saves were played before the rule: they replay exactly, without it, and
    keep playing without it when saved again."""
    match = new_match(RuleSet(), 24, deck_version=1, draw_on_repetition=False)
    data = json.loads(match_to_json(match))
    assert data["draw_on_repetition"] is False
    del data["draw_on_repetition"], data["deck_version"]
    data["version"] = 1
    old, _ = load_match(json.dumps(data))
    assert not old.draw_on_repetition
    again, _ = load_match(match_to_json(old))
    assert not again.draw_on_repetition and again.deck_version == 1
    assert new_match(RuleSet(), 24).draw_on_repetition


def test_a_schema_2_save_replays_with_the_positions_before_a_draw_alone() -> None:
    """Schema 2 saves counted only the positions where a player was to draw (or was
    offered the upcard): a hand of one drawn by repetition one action later than now
    replays as it was played, and keeps its counting when saved again."""
    old_way = ping_pong_until_repetition(new_match(RuleSet(), 24,
                                                   repetition_after_draws=False))
    now = ping_pong_until_repetition(new_match(RuleSet(), 24))
    assert len(old_way.actions) == len(now.actions) + 1  # the draw's discard came first
    data = json.loads(match_to_json(old_way))
    assert data["repetition_after_draws"] is False
    del data["repetition_after_draws"]
    data["version"] = 2
    loaded, _ = load_match(json.dumps(data))
    assert loaded.actions == old_way.actions and not loaded.repetition_after_draws
    again, _ = load_match(match_to_json(loaded))
    assert not again.repetition_after_draws and again.actions == old_way.actions
    # The same actions under this schema's counting do not replay: the hand ended sooner.
    data["version"] = 3
    with pytest.raises(SaveFileError) as refused:
        load_match(json.dumps(data))
    assert refused.value.kind is SaveProblem.REPLAY
