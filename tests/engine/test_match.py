"""RULES.md match rules: dealer, target, variants, extras, the three-hand game; and the
engine's guarantees as properties over random play."""

from __future__ import annotations

import dataclasses
import enum
import random
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gin_desktop.engine import (
    DECK_VERSIONS, FULL_DECK, NEXT_HAND, Action, ActionKind, Card, HandDealt, HandEnded, HandResult,
    Hand, IllegalActionError, Match, MatchEnded, NextDealer, Phase, ResultKind, Role, RolesDrawn,
    RuleSet, SeatView, ThreeHandMatch, TwoPlayerMatch, deadwood_points, deal_number_for,
    decisions, first_roles_for, load_match, match_to_json, min_deadwood_after_discard,
    new_match, shuffled_deck,
)
from gin_desktop.engine.melds import deadwood_after_each_discard

Policy = Callable[[Match, random.Random], Action]


def knock_happy(match: Match, rng: random.Random) -> Action:
    """Greedy play with some noise that knocks whenever it may, so hands end by knocks
    and gins as well as walls, quickly."""
    actions = match.legal_actions()
    knocks = [a for a in actions if a.kind in (ActionKind.KNOCK, ActionKind.BIG_GIN)]
    if knocks:
        return rng.choice(knocks)
    if rng.random() < 0.15:
        return rng.choice(actions)
    hand = list(match.hand_of(match.to_act)) if match.to_act is not None else []
    kinds = {a.kind for a in actions}
    if ActionKind.DISCARD in kinds:
        after = deadwood_after_each_discard(hand)
        discards = [a for a in actions if a.kind is ActionKind.DISCARD]
        return min(discards, key=lambda a: (after[a.card], rng.random()))
    upcard = match.hand.upcard
    if upcard is not None and (ActionKind.TAKE_UPCARD in kinds
                               or ActionKind.DRAW_DISCARD in kinds):
        if min_deadwood_after_discard(hand + [upcard]) < deadwood_points(hand):
            return next(a for a in actions if a.kind in (ActionKind.TAKE_UPCARD,
                                                         ActionKind.DRAW_DISCARD))
    return next(a for a in actions if a.kind in (ActionKind.PASS_UPCARD,
                                                 ActionKind.DRAW_STOCK, ActionKind.NEXT_HAND))


def play_match(match: Match, seed: int, policy: Policy = knock_happy,
               on_action: Callable[[Match, Action, list[object]], None] | None = None,
               max_actions: int = 20_000) -> Match:
    rng = random.Random(seed)
    for _ in range(max_actions):
        if match.is_over:
            return match
        action = policy(match, rng)
        events = match.apply(action)
        if on_action is not None:
            on_action(match, action, list(events))
    raise AssertionError("the match did not end")


PRESETS = st.sampled_from(["seeds", "eaai", "classic", "oklahoma", "hollywood", "straight"])
MODES = st.sampled_from(["two", "three"])
FAST = settings(max_examples=25, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])


def small(rules: RuleSet) -> RuleSet:
    """A lower target keeps property tests quick without changing any rule's logic."""
    return rules.replace(target=40) if not rules.straight else rules.replace(target=30)


# --------------------------------------------------------------------- two-player rules
def test_first_dealer_is_random_but_reproducible() -> None:
    """RULES.md two-player 1: dealer chosen at random for the first hand."""
    dealers = {new_match(seed=s).hand.dealer for s in range(40)}
    assert dealers == {0, 1}
    assert all(new_match(seed=s).hand.dealer == new_match(seed=s).hand.dealer
               for s in range(10))


def test_first_deal_is_the_deal_number_of_the_seed() -> None:
    """"Replay deal #N": the first hand of the match with seed N deals deck N."""
    match = new_match(seed=123456)
    hand = match.hand
    deck = shuffled_deck(123456)
    assert hand.deal_number == 123456 == deal_number_for(123456, 1)
    assert sorted(hand.hands[hand.non_dealer]) == sorted(deck[0:20:2])
    assert hand.upcard == deck[20]


@pytest.mark.parametrize("rule", list(NextDealer))
def test_next_dealer_follows_the_rule(rule: NextDealer) -> None:
    """RULES.md two-player 1: the winner of each hand deals the next (option: loser,
    alternate); after a drawn hand the same dealer deals again."""
    for seed in range(6):
        match = TwoPlayerMatch(RuleSet(next_dealer=rule, target=60), seed)
        dealer_before = [match.hand.dealer]

        def check(m: Match, action: Action, events: list[object]) -> None:
            for event in events:
                if isinstance(event, HandDealt):
                    previous = m.results[-1]
                    if previous.winner is None:
                        expected = previous.dealer
                    elif rule is NextDealer.WINNER:
                        expected = previous.winner
                    elif rule is NextDealer.LOSER:
                        expected = 1 - previous.winner
                    else:
                        expected = 1 - previous.dealer
                    assert event.dealer == expected
                    dealer_before.append(event.dealer)

        play_match(match, seed, on_action=check)


@given(seed=st.integers(0, 10**6), preset=PRESETS, mode=MODES)
@FAST
def test_scores_match_the_hand_results(seed: int, preset: str, mode: str) -> None:
    """RULES.md two-player 8 and 10: each hand's points go to its winner; the match ends
    when a score reaches the target; the winner is that player."""
    rules = small(RuleSet.preset(preset))
    match = play_match(new_match(rules, seed, mode), seed)
    for seat in match.seats:
        assert match.scores[seat] == sum(r.points for r in match.results if r.winner == seat)
    for result in match.results:
        assert_result_consistent(result, rules)
    assert match.phase is Phase.MATCH_OVER and match.legal_actions() == ()
    assert match.winner is not None
    if not rules.hollywood:
        assert match.scores[match.winner] >= rules.target
        assert sum(1 for s in match.scores if s >= rules.target) == 1
    assert isinstance(match.events[-1], MatchEnded)


def assert_result_consistent(result: HandResult, rules: RuleSet) -> None:
    """RULES.md two-player 8 and Oklahoma doubling, recomputed from the deadwood counts."""
    factor = 2 if result.doubled else 1
    kd, dd = result.knocker_deadwood, result.defender_deadwood
    if result.kind is ResultKind.DRAWN:
        assert result.points == 0 and result.winner is None
    elif result.kind is ResultKind.GIN:
        assert kd == 0 and result.winner == result.knocker
        assert result.points == factor * (dd + rules.gin_bonus)
    elif result.kind is ResultKind.BIG_GIN:
        assert result.points == factor * (dd + rules.big_gin_bonus)
    elif result.kind is ResultKind.KNOCK:
        assert 0 < kd < dd and result.winner == result.knocker
        assert kd <= result.knock_limit
        assert result.points == factor * (dd - kd)
    elif result.kind is ResultKind.UNDERCUT:
        assert kd >= dd and result.winner == result.defender
        assert result.points == factor * (kd - dd + rules.undercut_bonus)
    if result.kind is not ResultKind.DRAWN:
        assert result.knocker_layout is not None and result.defender_layout is not None
        assert result.knocker_layout.deadwood_points == kd
        if result.kind in (ResultKind.GIN, ResultKind.BIG_GIN):
            assert result.defender_layout.layoffs == ()


def test_straight_gin_hands_end_only_by_gin_or_the_wall() -> None:
    """RULES.md variants, Straight Gin."""
    match = play_match(new_match(RuleSet.preset("straight").replace(target=30), 5), 5)
    assert {r.kind for r in match.results} <= {ResultKind.GIN, ResultKind.DRAWN,
                                               ResultKind.BIG_GIN}


def test_oklahoma_limits_come_from_the_upcard() -> None:
    """RULES.md variants, Oklahoma: the knock limit and the spade doubling."""
    seen = set()

    def check(m: Match, action: Action, events: list[object]) -> None:
        for event in events:
            if isinstance(event, HandDealt):
                up = event.upcard
                assert event.knock_limit == (0 if up.rank == 1 else up.points)
                assert event.doubled == (up.suit.char == "S")
                seen.add(event.doubled)

    for seed in range(8):
        play_match(new_match(RuleSet.preset("oklahoma").replace(target=60), seed), seed,
                   on_action=check)
    assert seen == {True, False}


@given(seed=st.integers(0, 10**6))
@FAST
def test_hollywood_scores_three_games(seed: int) -> None:
    """RULES.md variants, Hollywood: a player's first won hand scores in game 1, the second
    in games 1 and 2, the third and later in all three; a won game takes no more points;
    the match ends when all three are decided."""
    rules = RuleSet.preset("hollywood").replace(target=40)
    match = play_match(new_match(rules, seed), seed)
    games = [[0, 0] for _ in range(3)]
    decided: list[int | None] = [None] * 3
    wins = [0, 0]
    for result in match.results:
        if result.winner is None:
            assert result.games == ()
            continue
        wins[result.winner] += 1
        expected = tuple(g for g in range(min(wins[result.winner], 3)) if decided[g] is None)
        assert result.games == expected
        for g in expected:
            games[g][result.winner] += result.points
            if games[g][result.winner] >= rules.target:
                decided[g] = result.winner
    assert [list(g) for g in match.game_scores] == games
    assert match.game_winners == decided and None not in decided
    assert match.winner == max((0, 1), key=lambda s: (decided.count(s),
                                                      sum(g[s] for g in games)))


def test_extras_line_game_bonus_and_shutout() -> None:
    """RULES.md "Extras": line bonus per hand won, game bonus, shutout doubles."""
    rules = RuleSet(target=30, line_bonus=25, game_bonus=100, shutout=True)
    shutouts = 0
    for seed in range(30):
        match = play_match(new_match(rules, seed), seed)
        winner = match.winner
        assert winner is not None
        loser = 1 - winner
        won = [sum(1 for r in match.results if r.winner == s) for s in (0, 1)]
        expected = [match.scores[s] + 25 * won[s] for s in (0, 1)]
        expected[winner] += 100
        if match.scores[loser] == 0:
            expected[winner] *= 2
            shutouts += 1
            assert any(b.kind == "shutout" for b in match.bonuses)
        assert list(match.totals) == expected
    assert shutouts > 0


# --------------------------------------------------------------------- three-hand game
def test_roles_are_drawn_highest_box_ties_draw_again() -> None:
    """RULES.md three-hand 1: highest card in the box, middle captain, lowest sits out
    (king high, ace low); players who tie draw again among themselves."""
    ties = 0
    for seed in range(200):
        match = ThreeHandMatch(RuleSet(), seed)
        drawn = match.events[0]
        assert isinstance(drawn, RolesDrawn)
        final: dict[int, int] = {}
        for round_ in drawn.rounds:
            for seat, card in round_:
                final[seat] = card.rank  # the last draw of each seat decides among ties
        ties += len(drawn.rounds) > 1
        first = dict((s, c.rank) for s, c in drawn.rounds[0])
        order = (drawn.box, drawn.captain, drawn.sitting_out)
        assert sorted(order) == [0, 1, 2]
        for higher, lower in zip(order, order[1:], strict=False):
            assert first[higher] >= first[lower]
        assert match.roles()[drawn.box] is Role.BOX
    assert ties > 0


@pytest.mark.parametrize("version", sorted(DECK_VERSIONS))
def test_the_roles_a_deal_draws_are_known_before_it_is_dealt(version: int) -> None:
    """RULES.md three-hand 1: the same deal draws the same cards, so New game can say which
    role each seat gets in its first hand."""
    for seed in range(100):
        match = ThreeHandMatch(RuleSet(), seed, deck_version=version)
        assert first_roles_for(seed, version) == (match.box, match.captain, match.sitting_out)


def test_box_deals_and_plays_the_captain_and_the_third_sits_out() -> None:
    """RULES.md three-hand 2-4: the box deals every hand; captain is the non-dealer; the
    sitting-out player holds no cards, sees the captain's hand and never scores."""
    for seed in range(12):
        match = ThreeHandMatch(RuleSet(target=50), seed)

        def check(m: Match, action: Action, events: list[object]) -> None:
            assert isinstance(m, ThreeHandMatch)
            if m.is_over:
                return
            hand = m.hand
            if hand.phase is Phase.HAND_OVER:
                return
            assert hand.dealer == m.box and hand.non_dealer == m.captain
            assert m.hand_of(m.sitting_out) == ()
            advisor = m.view(m.sitting_out)
            assert advisor.player == m.captain and advisor.is_advisor
            assert advisor.hand == m.hand_of(m.captain)
            assert advisor.opponent == m.box

        play_match(match, seed, on_action=check)
        for result in match.results:
            assert {result.dealer} <= set(match.seats)


def test_rotation_after_win_loss_and_draw() -> None:
    """RULES.md three-hand 5: box wins: captain and sitting-out swap; box loses: box sits
    out, captain into the box, the sitter becomes captain; drawn: nobody changes."""
    kinds = set()
    for seed in range(15):
        # Gin-only hands often reach the wall, so drawn hands occur too.
        match = ThreeHandMatch(RuleSet(target=60, straight=seed % 2 == 1), seed)
        roles = [(match.box, match.captain, match.sitting_out)]

        def check(m: Match, action: Action, events: list[object]) -> None:
            assert isinstance(m, ThreeHandMatch)
            for event in events:
                if isinstance(event, HandEnded):
                    box, captain, out = roles[-1]
                    result = event.result
                    if result.winner is None:
                        expected = (box, captain, out)
                        kinds.add("draw")
                    elif result.winner == box:
                        expected = (box, out, captain)
                        kinds.add("box won")
                    else:
                        assert result.winner == captain
                        expected = (captain, out, box)
                        kinds.add("box lost")
                    assert (m.box, m.captain, m.sitting_out) == expected
                    roles.append(expected)

        play_match(match, seed, on_action=check)
    assert kinds == {"draw", "box won", "box lost"}


def test_the_sitting_out_player_never_scores_directly() -> None:
    """RULES.md three-hand 4: only box or captain score; the team's points go to the
    captain."""
    for seed in range(10):
        match = ThreeHandMatch(RuleSet(target=50), seed)
        scorers: list[tuple[int, tuple[int, int, int]]] = []
        roles = [(match.box, match.captain, match.sitting_out)]

        def check(m: Match, action: Action, events: list[object]) -> None:
            assert isinstance(m, ThreeHandMatch)
            for event in events:
                if isinstance(event, HandEnded) and event.result.winner is not None:
                    scorers.append((event.result.winner, roles[-1]))
            roles.append((m.box, m.captain, m.sitting_out))

        play_match(match, seed, on_action=check)
        for winner, (box, captain, out) in scorers:
            assert winner in (box, captain) and winner != out


# --------------------------------------------------------------------- guarantees
def assert_all_52(match: Match) -> None:
    cards = match.card_locations()
    assert len(cards) == 52 and set(cards) == set(FULL_DECK)


@given(seed=st.integers(0, 10**6), preset=PRESETS, mode=MODES)
@FAST
def test_all_52_cards_are_always_somewhere_once(seed: int, preset: str, mode: str) -> None:
    """RULES.md "What the engine guarantees": the 52 cards are always all somewhere."""
    match = new_match(small(RuleSet.preset(preset)), seed, mode)
    assert_all_52(match)
    play_match(match, seed, on_action=lambda m, a, e: assert_all_52(m))


def every_action() -> list[Action]:
    simple = [Action(k) for k in ActionKind if k not in (ActionKind.DISCARD, ActionKind.KNOCK)]
    return simple + [Action(k, c) for k in (ActionKind.DISCARD, ActionKind.KNOCK)
                     for c in FULL_DECK]


ALL_ACTIONS = every_action()


@given(seed=st.integers(0, 10**6), mode=MODES)
@settings(max_examples=15, deadline=None)
def test_no_illegal_action_changes_the_state(seed: int, mode: str) -> None:
    """An illegal action raises and leaves the match exactly as it was."""
    match = new_match(RuleSet(target=40), seed, mode)
    rng = random.Random(seed)

    def probe(m: Match, action: Action, events: list[object]) -> None:
        if m.is_over or rng.random() > 0.2:
            return
        before = snapshot(m)
        legal = set(m.legal_actions())
        for illegal in rng.sample([a for a in ALL_ACTIONS if a not in legal], 12):
            with pytest.raises(IllegalActionError):
                m.apply(illegal)
            assert m.why_illegal(illegal)
        assert snapshot(m) == before

    play_match(match, seed, on_action=probe)


def snapshot(match: Match) -> tuple[object, ...]:
    hand = match.hand
    return (tuple(tuple(v) for v in hand.hands.values()), tuple(hand.stock),
            tuple(hand.pile), hand.phase, hand.to_act, tuple(match.scores),
            len(match.actions), len(match.events), tuple(hand.history))


def test_a_wrong_seat_is_refused() -> None:
    match = new_match(seed=3)
    seat = match.to_act
    assert seat is not None
    with pytest.raises(IllegalActionError, match="turn"):
        match.apply(match.legal_actions()[0], seat=1 - seat)


@given(seed=st.integers(0, 10**6), preset=PRESETS, mode=MODES)
@FAST
def test_replay_from_seed_and_actions_is_identical(seed: int, preset: str, mode: str) -> None:
    """RULES.md: every deal is reproducible; a match replays from its seed and actions."""
    rules = small(RuleSet.preset(preset))
    played = play_match(new_match(rules, seed, mode), seed)
    replay = new_match(rules, seed, mode)
    for action in played.actions:
        replay.apply(action)
    assert replay.events == played.events
    assert replay.results == played.results and replay.totals == played.totals


@given(seed=st.integers(0, 10**6), preset=PRESETS, mode=MODES,
       stop=st.floats(0, 1))
@FAST
def test_save_and_load_round_trip(seed: int, preset: str, mode: str, stop: float) -> None:
    """A match saved mid-way loads to the same state and plays on identically."""
    rules = small(RuleSet.preset(preset))
    full = play_match(new_match(rules, seed, mode), seed)
    cut = int(len(full.actions) * stop)
    partial = new_match(rules, seed, mode)
    for action in full.actions[:cut]:
        partial.apply(action)
    loaded, extra = load_match(match_to_json(partial, extra={"note": "x"}))
    assert extra == {"note": "x"}
    assert snapshot(loaded) == snapshot(partial)
    assert loaded.rules == rules and loaded.seed == seed and loaded.mode == mode
    for action in full.actions[cut:]:
        loaded.apply(action)
    assert loaded.events == full.events


def test_match_needs_next_hand_between_hands() -> None:
    match = new_match(seed=11)
    while match.phase is not Phase.HAND_OVER:
        match.apply(knock_happy(match, random.Random(len(match.actions))))
    assert match.legal_actions() == (NEXT_HAND,)
    with pytest.raises(IllegalActionError, match="next hand"):
        match.apply(Action(ActionKind.DRAW_STOCK))
    events = match.apply(NEXT_HAND)
    assert isinstance(events[0], HandDealt) and events[0].hand_number == 2


# --------------------------------------------------------------------- seat views
def test_a_view_holds_nothing_hidden() -> None:
    """RULES.md "What the engine guarantees": a seat sees its own cards, the pile, the
    opponent's known pile pickups, the stock size; no path leads to the full state."""
    for mode in ("two", "three"):
        match = new_match(RuleSet(target=40), 9, mode)

        def check(m: Match, action: Action, events: list[object]) -> None:
            if m.is_over or m.phase is Phase.HAND_OVER:
                return
            for seat in m.seats:
                view = m.view(seat)
                assert_only_plain_values(view)
                hidden = set(FULL_DECK) - set(view.hand) - set(view.discard_pile) \
                    - set(view.opponent_known)
                assert len(hidden) == view.stock_count + view.opponent_card_count \
                    - len(view.opponent_known)
                if view.is_my_turn:
                    assert view.legal_actions == m.legal_actions()
                else:
                    assert view.legal_actions == ()

        play_match(match, 9, on_action=check)


def test_each_field_of_a_view_says_what_its_name_says() -> None:
    """``Match.view`` builds a view by position (it is built at every decision): each
    field, by name, holds what it should, for every seat, in both games, between hands
    and after the match too."""
    for mode in ("two", "three"):
        match = new_match(RuleSet(target=40, sitter_dealt=mode == "three"), 5, mode)

        def check(m: Match, action: Action, events: list[object]) -> None:
            hand = m.hand
            for seat in m.seats:
                view = m.view(seat)
                player = seat if seat in hand.hands else hand.non_dealer
                opponent = hand.opponent_of(player)
                acting = m.to_act == player
                assert (view.seat, view.player, view.opponent) == (seat, player, opponent)
                assert (view.mode, view.seats, view.roles) == (m.mode, m.seats, m.roles())
                assert (view.phase, view.to_act) == (m.phase, m.to_act)
                assert view.hand == tuple(hand.hands[player])
                assert view.drawn_card == (hand.drawn_card if acting else None)
                assert view.cannot_discard == (hand.cannot_discard if acting else None)
                assert view.discard_pile == tuple(hand.pile)
                assert view.stock_count == len(hand.stock)
                assert view.opponent_card_count == len(hand.hands[opponent])
                assert view.opponent_known == tuple(hand.known[opponent])
                assert view.history == tuple(hand.history)
                assert (view.knock_limit, view.doubled) == (hand.knock_limit, hand.doubled)
                assert (view.hand_number, view.dealer) == (hand.hand_number, hand.dealer)
                assert view.scores == tuple(m.scores)
                assert view.game_scores == tuple(map(tuple, m.game_scores))
                assert (view.target, view.rules) == (m.rules.target, m.rules)
                assert view.legal_actions == (m.legal_actions() if acting else ())
                last = m.last_result
                assert view.last_result == (None if last is None
                                            else dataclasses.replace(last, deal_number=0))
                assert view.match_winner == m.winner
                assert view.sitter_cards == (hand.sitter_cards if seat == hand.sitter
                                             else ())

        play_match(match, 5, on_action=check)


def assert_only_plain_values(value: object) -> None:
    """Everything reachable from a view is a value type: no Match, no Hand, no lists."""
    if isinstance(value, (Match,)) or type(value).__name__ == "Hand":
        raise AssertionError(f"a view reaches {type(value).__name__}")
    if isinstance(value, (list, dict, set)):
        raise AssertionError(f"a view holds a mutable {type(value).__name__}")
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            assert_only_plain_values(getattr(value, field.name))
    elif isinstance(value, tuple):
        for item in value:
            assert_only_plain_values(item)
    else:
        assert isinstance(value, (int, str, float, bool, type(None), Card, Action,
                                  enum.Enum)), type(value)


def test_a_view_gives_no_deal_number() -> None:
    """A deal number rebuilds the deck (and the first one, the seed, every later deal), so
    no view carries one: not the current hand's, not the last result's."""
    match = new_match(seed=123456)
    while len(match.results) < 2:
        match.apply(knock_happy(match, random.Random(len(match.actions))))
    view = match.view(0)
    assert not hasattr(view, "deal_number")
    assert view.last_result is not None and view.last_result.deal_number == 0
    assert match.results[-1].deal_number != 0
    numbers = {v for v in dataclasses.astuple(view) if isinstance(v, int)}
    stock = match.hand.stock
    for number in numbers:
        deck = shuffled_deck(number)
        assert list(reversed(deck[21:])) != stock


def test_a_hand_won_for_no_points_still_counts_as_won(make_hand: Callable[..., Hand]
                                                       ) -> None:
    """RULES.md Extras and Hollywood count hands won, whatever they scored: an undercut on
    equal deadwood with no undercut bonus is still the defender's hand."""
    rules = RuleSet(undercut_bonus=0, line_bonus=25, target=10)
    match = TwoPlayerMatch(rules, 1)
    # A stacked deal: seat 1 deals, seat 0 plays first; 9 deadwood each after the knock.
    match.hand = make_hand("AS 2S 3S 4H 5H 6H 7D 7C 7S 9D", "JC JD JH JS QS KS 8H 9H TH 9C",
                           "KC", stock="KH", rules=rules)
    for text in ("pass", "pass", "stock", "knock KH"):
        match.apply(Action.from_text(text))
    result = match.results[-1]
    assert result.kind is ResultKind.UNDERCUT and result.winner == 1 and result.points == 0
    assert match.hands_won == [0, 1]


def test_view_shows_what_the_opponent_took_from_the_pile() -> None:
    match = new_match(seed=21)
    first = match.to_act
    assert first is not None
    upcard = match.hand.upcard
    match.apply(Action(ActionKind.TAKE_UPCARD))
    view: SeatView = match.view(1 - first)
    assert view.opponent_known == (upcard,)
    assert view.history[-1].kind == "take" and view.history[-1].card == upcard
    assert view.opponent_card_count == 11 and not view.is_my_turn


def test_cards_are_value_objects_in_views() -> None:
    view = new_match(seed=1).view(0)
    assert all(isinstance(c, Card) for c in view.hand)


def test_a_first_dealer_can_be_fixed_and_is_saved() -> None:
    """Replaying a deal: the seed gives the deck, ``first_dealer`` the seats; both survive
    a save."""
    for dealer in (0, 1):
        match = new_match(RuleSet(), 77, "two", first_dealer=dealer)
        assert match.hand.dealer == dealer
        loaded = load_match(match_to_json(match))[0]
        assert loaded.hand.dealer == dealer
    with pytest.raises(ValueError):
        new_match(RuleSet(), 77, "two", first_dealer=2)
    with pytest.raises(ValueError):
        new_match(RuleSet(), 77, "three", first_dealer=0)


def test_decisions_yield_the_acting_seats_view_and_deal_on() -> None:
    """The headless game loop: every decision is the acting seat's own view; next hands
    are dealt without being asked; the loop ends with the match."""
    match = new_match(RuleSet(target=40), 8, "three")
    rng = random.Random(8)
    hands_seen = set()
    for view in decisions(match):
        assert view.seat == match.to_act and view.is_my_turn
        hands_seen.add(view.hand_number)
        match.apply(rng.choice(view.legal_actions) if rng.random() < 0.2
                    else knock_happy(match, rng), view.seat)
    assert match.is_over and len(hands_seen) == len(match.results)


def cards_in(value: object) -> set[Card]:
    """Every card reachable from ``value`` (dataclass fields and tuples, actions' cards)."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, Action):
        return {value.card} if value.card is not None else set()
    found: set[Card] = set()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            found |= cards_in(getattr(value, field.name))
    elif isinstance(value, tuple):
        for item in value:
            found |= cards_in(item)
    return found


@pytest.mark.parametrize(("mode", "sitter_dealt"), [("two", False), ("three", False),
                                                    ("three", True)])
def test_no_view_holds_a_stock_card_or_an_unknown_card_of_the_other_hand(
        mode: str, sitter_dealt: bool) -> None:
    """RULES.md "What the engine guarantees": a seat sees its own cards (the sitter: the
    captain's, and with ``sitter_dealt`` its own out-of-play ones), the pile, cards the
    opponent took from the pile, the stock's size. No card of the stock, none of the
    opponent's it did not take from the pile, and none of the sitter's out-of-play cards
    (but in the sitter's own view) is anywhere in a view while a hand is played (the
    last result, from an earlier deal, aside)."""
    match = new_match(RuleSet(target=40, sitter_dealt=sitter_dealt), 77, mode)

    def check(m: Match, action: Action, events: list[object]) -> None:
        if m.is_over or m.phase is Phase.HAND_OVER:
            return
        hand = m.hand
        for seat in m.seats:
            view = m.view(seat)
            shown = cards_in(dataclasses.replace(view, last_result=None))
            hidden = set(hand.stock) | set(hand.hands[view.opponent]) - set(
                hand.known[view.opponent])
            if seat != hand.sitter:
                hidden |= set(hand.sitter_cards)
            assert not shown & hidden, (seat, shown & hidden)

    play_match(match, 77, on_action=check)
