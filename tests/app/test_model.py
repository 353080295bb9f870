"""GameModel: the match behind Qt signals (docs/app-architecture.md, RULES.md).

Computer players run with no pause (``game_model`` fixture); waits go through
``qtbot.waitUntil``/``wait_idle`` so a computer move always arrives through the event loop.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop import ai
from gin_desktop.app.model import GameModel
from gin_desktop.app.prompts import card_label
from gin_desktop.app.setup import HUMAN, GameSetup
from gin_desktop.engine import (
    DECK_VERSION, DRAW_DISCARD, DRAW_STOCK, NEXT_HAND, PASS_UPCARD, TAKE_UPCARD, Action, ActionKind,
    Card, CardDiscarded, CardDrawn, Match, Phase, Role, RuleSet, SeatView, ThreeHandMatch,
    load_match, new_match,
)


# ---------------------------------------------------------------------------- helpers
def seed_where(predicate: Callable[[Match], bool], mode: str = "two") -> int:
    """The first small seed whose freshly dealt match satisfies ``predicate``."""
    for seed in range(1, 10_000):
        if predicate(new_match(RuleSet(), seed, mode)):
            return seed
    raise AssertionError("no seed found")


def human_first_seed() -> int:
    """Two-player: seat 0 is the non-dealer and so is offered the upcard first."""
    return seed_where(lambda m: m.to_act == 0)


def three_hand_seed(role: Role) -> int:
    return seed_where(lambda m: m.roles()[0] is role, mode="three")


def two_player(seed: int, level: str = "standard") -> GameSetup:
    return GameSetup(mode="two", levels=(HUMAN, level), seed=seed)


def drive(match: Match, until: Callable[[Match], bool], level: str = "standard") -> None:
    """Play every seat with a computer strategy, straight on the engine, until ``until``."""
    strategies = {seat: ai.make_strategy(level, seed=seat) for seat in match.seats}
    for _ in range(5000):
        if until(match):
            return
        if match.phase is Phase.HAND_OVER:
            match.apply(NEXT_HAND)
            continue
        seat = match.to_act
        assert seat is not None
        match.apply(strategies[seat].choose(match.view(seat)), seat)
    raise AssertionError("the position never came")


def wait_for_human(qtbot: QtBot, model: GameModel) -> None:
    qtbot.waitUntil(model.is_human_turn, timeout=10_000)


def discardable(view: SeatView) -> Card:
    return next(a.card for a in view.legal_actions
                if a.kind is ActionKind.DISCARD and a.card is not None)


# ------------------------------------------------------------------------- the setup
def test_setup_round_trips_through_a_dict() -> None:
    setup = GameSetup(mode="three", human_seat=2, levels=("strong", "expert", HUMAN),
                      rules=RuleSet.preset("oklahoma"), seed=77,
                      names=("Ann", "Bob", "Me"))
    assert GameSetup.from_dict(setup.to_dict()) == setup


def test_a_setup_keeps_the_deck_version_of_its_deal_number() -> None:
    """An old match's deal number replays with its own deck version; a random deal is
    always shuffled the current way."""
    old = GameSetup(seed=886022805, deck_version=1)
    assert GameSetup.from_dict(old.to_dict()) == old and old.deck_version == 1
    assert GameSetup.from_dict({"seed": 3}).deck_version == DECK_VERSION
    assert GameSetup(seed=None, deck_version=1).deck_version == DECK_VERSION


def test_three_hand_setup_fills_in_default_levels_and_names() -> None:
    setup = GameSetup(mode="three")
    assert setup.levels == (HUMAN, "standard", "standard")
    assert len(setup.names) == 3


@pytest.mark.parametrize("data", [
    [], {"mode": "four"}, {"levels": ["human", "grandmaster"]},
    {"levels": ["human", "human"]}, {"human_seat": 1},
    {"seed": -1}, {"names": ["You"]}, {"rules": {"target": 0}}, {"colour": "red"},
    {"seed": 5, "deck_version": 3}, {"seed": 5, "deck_version": True},
])
def test_setup_from_dict_refuses_malformed_data(data: object) -> None:
    with pytest.raises(ValueError):
        GameSetup.from_dict(data)


def test_card_label_uses_suit_symbols() -> None:
    assert card_label(Card.from_text("7H")) == "7♥"
    assert card_label(Card.from_text("TS")) == "10♠"


# ----------------------------------------------------------------- human actions
def test_human_draws_and_discards_through_play(qtbot: QtBot, game_model: GameModel) -> None:
    """RULES.md two-player 3-4: pass the upcard, later draw and discard."""
    game_model.start(two_player(human_first_seed()))
    assert game_model.play(PASS_UPCARD)
    wait_for_human(qtbot, game_model)
    assert game_model.match.phase is Phase.DRAW

    with qtbot.waitSignal(game_model.events_applied) as drawn:
        assert game_model.play(DRAW_STOCK)
    assert isinstance(drawn.args[0][0], CardDrawn)
    assert len(game_model.match.hand_of(0)) == 11

    card = discardable(game_model.human_view())
    with qtbot.waitSignals([game_model.events_applied, game_model.state_changed,
                            game_model.action_applied]):
        assert game_model.play(Action.discard(card))
    assert len(game_model.match.hand_of(0)) == 10
    assert game_model.match.hand.pile[-1] is card
    assert any(isinstance(e, CardDiscarded) for e in game_model.match.events)


def test_illegal_action_is_refused_with_a_reason_and_changes_nothing(
        qtbot: QtBot, game_model: GameModel) -> None:
    game_model.start(two_player(human_first_seed()))
    before = (list(game_model.match.actions), game_model.human_view())
    with qtbot.waitSignal(game_model.action_refused) as refused:
        assert not game_model.play(DRAW_STOCK)  # the upcard must be taken or passed first
    assert "upcard" in refused.args[0]
    not_mine = next(c for c in game_model.match.hand_of(1))
    with qtbot.waitSignal(game_model.action_refused):
        assert not game_model.play(Action.discard(not_mine))
    assert (list(game_model.match.actions), game_model.human_view()) == before


def test_clicks_while_the_computer_thinks_are_refused_not_queued(
        qtbot: QtBot, game_model: GameModel) -> None:
    game_model.set_computer_delay(60_000)  # the computer "thinks" for the whole test
    game_model.start(two_player(human_first_seed()))
    game_model.play(PASS_UPCARD)
    assert game_model.is_thinking and not game_model.is_human_turn()
    assert "thinking" in game_model.status_text()
    with qtbot.waitSignal(game_model.action_refused) as refused:
        assert not game_model.play(TAKE_UPCARD)
    assert "wait" in refused.args[0].lower()
    assert len(game_model.match.actions) == 1


def test_not_your_turn_is_refused(qtbot: QtBot, game_model: GameModel) -> None:
    game_model.start(two_player(seed_where(lambda m: m.to_act == 1)))
    game_model.set_computer_delay(60_000)
    game_model.resume(game_model.match, game_model.setup)  # the computer waits its delay
    with qtbot.waitSignal(game_model.action_refused):
        assert not game_model.play(PASS_UPCARD)
    assert game_model.match.actions == []


# --------------------------------------------------------------- computer players
def test_computer_moves_are_computed_off_the_gui_thread(
        qtbot: QtBot, game_model: GameModel, monkeypatch: pytest.MonkeyPatch) -> None:
    threads: list[int] = []
    real = ai.make_strategy

    class Recording:
        name = "recording"

        def __init__(self, level: str, seed: int) -> None:
            self.inner = real(level, seed)

        def choose(self, view: SeatView) -> Action:
            threads.append(threading.get_ident())
            return self.inner.choose(view)

    monkeypatch.setattr(ai, "make_strategy", Recording)
    thinking: list[bool] = []
    game_model.thinking_changed.connect(thinking.append)
    game_model.start(two_player(human_first_seed()))
    game_model.play(PASS_UPCARD)
    wait_for_human(qtbot, game_model)
    assert threads and threading.get_ident() not in threads
    assert thinking[:2] == [True, False]
    assert len(game_model.match.actions) >= 2


def test_a_stale_computer_move_is_dropped_when_a_new_game_starts(
        qtbot: QtBot, game_model: GameModel, monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()
    asked = threading.Event()

    class Slow:
        name = "slow"

        def __init__(self, level: str, seed: int) -> None:
            pass

        def choose(self, view: SeatView) -> Action:
            asked.set()
            release.wait(10)
            return view.legal_actions[0]

    monkeypatch.setattr(ai, "make_strategy", Slow)
    game_model.start(two_player(seed_where(lambda m: m.to_act == 1)))
    qtbot.waitUntil(asked.is_set, timeout=5000)
    assert game_model.is_thinking

    game_model.start(two_player(human_first_seed()))  # the old computer is still thinking
    assert game_model.is_human_turn()
    release.set()
    game_model._pool.waitForDone(5000)
    qtbot.wait(50)  # let the stale answer arrive
    assert game_model.match.actions == []
    assert game_model.is_human_turn() and not game_model.errors


def test_resume_lets_the_computer_act_when_it_is_to_move(qtbot: QtBot, game_model: GameModel
                                                           ) -> None:
    match = new_match(RuleSet(), seed_where(lambda m: m.to_act == 1))
    game_model.resume(match, two_player(match.seed))
    wait_for_human(qtbot, game_model)
    assert len(match.actions) >= 1


@pytest.mark.parametrize("mode", ["two", "three"])
def test_an_all_computer_match_plays_to_the_end(qtbot: QtBot, game_model: GameModel,
                                                mode: str) -> None:
    """RULES.md two-player 10 / three-hand 6; the model deals each next hand itself."""
    seats = 2 if mode == "two" else 3
    hands: list[object] = []
    ended: list[object] = []
    game_model.hand_ended.connect(hands.append)
    game_model.match_ended.connect(ended.append)
    game_model.start(GameSetup(mode=mode, levels=("standard",) * seats,
                               names=tuple(f"C{s}" for s in range(seats)), seed=5))
    assert game_model.wait_idle(20_000)
    match = game_model.match
    assert match.is_over and len(ended) == 1
    assert hands == match.results
    assert list(match.scores) == [sum(r.points for r in match.results if r.winner == s)
                                  for s in match.seats]
    assert "Match over" in game_model.status_text() and not game_model.errors


# ---------------------------------------------------------------------- three-hand
def test_three_hand_human_captain_gets_the_advisors_suggestion(
        qtbot: QtBot, game_model: GameModel) -> None:
    """RULES.md three-hand 2: the sitting-out player advises the captain."""
    game_model.start(GameSetup(mode="three", seed=three_hand_seed(Role.CAPTAIN)))
    qtbot.waitUntil(lambda: game_model.advice is not None, timeout=10_000)
    advice = game_model.advice
    assert isinstance(advice, ai.Advice) and advice.reason
    assert advice.action in game_model.human_view().legal_actions
    assert game_model.is_human_turn()


def test_three_hand_human_sitting_out_suggests_and_the_captain_answers(
        qtbot: QtBot, game_model: GameModel) -> None:
    game_model.start(GameSetup(mode="three", seed=three_hand_seed(Role.SITTING_OUT)))
    match = game_model.match
    assert isinstance(match, ThreeHandMatch)
    assert match.to_act == match.captain  # the captain is offered the upcard first
    assert game_model.is_human_turn()
    assert game_model.status_text().startswith("You sit out: suggest a move for the captain")

    with qtbot.waitSignal(game_model.action_applied, timeout=10_000):
        game_model.suggest(PASS_UPCARD)
    reply = game_model.advice
    assert isinstance(reply, ai.Advice)
    assert reply.reason.startswith(("I'll follow your advice and ", "I'd rather "))
    assert match.actions[0] == reply.action

    qtbot.waitUntil(game_model.is_human_turn, timeout=10_000)  # the captain's next turn
    assert match.to_act == match.captain
    count = len(match.actions)
    with qtbot.waitSignal(game_model.action_applied, timeout=10_000):
        game_model.suggest(None)  # "captain, you decide"
    assert len(match.actions) == count + 1
    assert game_model.advice is not None


def test_suggesting_when_not_sitting_out_is_refused(qtbot: QtBot, game_model: GameModel) -> None:
    game_model.start(two_player(human_first_seed()))
    with qtbot.waitSignal(game_model.action_refused):
        game_model.suggest(PASS_UPCARD)
    assert game_model.match.actions == []


# ----------------------------------------------------------------------- status line
def test_status_text_names_the_upcard_offer(game_model: GameModel) -> None:
    game_model.start(two_player(human_first_seed()))
    upcard = game_model.match.hand.pile[-1]
    assert game_model.status_text() == f"Take the upcard {card_label(upcard)} or pass"


def test_status_text_in_the_draw_and_discard_phases(qtbot: QtBot, game_model: GameModel) -> None:
    match = new_match(RuleSet(), human_first_seed())
    drive(match, lambda m: m.to_act == 0 and m.phase is Phase.DRAW
          and DRAW_DISCARD in m.legal_actions())
    game_model.resume(match, two_player(match.seed))
    top = card_label(match.hand.pile[-1])
    assert game_model.status_text() == (
        f"Your turn: draw from the stock or take the {top} from the pile")
    game_model.play(DRAW_DISCARD)
    assert game_model.status_text().startswith(f"Discard a card other than the {top}")


def test_status_text_offers_the_knock_with_its_deadwood(game_model: GameModel) -> None:
    match = new_match(RuleSet(), human_first_seed())
    drive(match, lambda m: m.to_act == 0 and m.phase is Phase.DISCARD and any(
        a.kind is ActionKind.KNOCK for a in m.legal_actions()))
    game_model.resume(match, two_player(match.seed))
    text = game_model.status_text()
    assert "or knock" in text and text.startswith("Discard a card")


def test_status_text_after_a_hand_and_next_hand(qtbot: QtBot, game_model: GameModel) -> None:
    match = new_match(RuleSet(), human_first_seed())
    drive(match, lambda m: m.phase is Phase.HAND_OVER)
    game_model.resume(match, two_player(match.seed))
    assert game_model.status_text().startswith("Hand over: ")
    assert game_model.status_text().endswith("Press Next hand (N)")
    assert game_model.is_human_turn()
    with qtbot.waitSignal(game_model.events_applied):
        game_model.next_hand()
    assert match.hand_number == 2 and match.phase is not Phase.HAND_OVER


def test_status_text_when_the_match_is_over(game_model: GameModel) -> None:
    match = new_match(RuleSet(target=30), human_first_seed())
    drive(match, lambda m: m.is_over)
    game_model.resume(match, two_player(match.seed))
    assert game_model.status_text().startswith("Match over: ")
    assert not game_model.is_human_turn()


def test_hint_suggests_a_legal_move(game_model: GameModel) -> None:
    game_model.start(two_player(human_first_seed()))
    advice = game_model.hint()
    assert advice.action in (TAKE_UPCARD, PASS_UPCARD)


# ----------------------------------------------------------------------------- saves
def test_a_saved_match_resumes_in_the_identical_state(qtbot: QtBot, game_model: GameModel) -> None:
    match = new_match(RuleSet(), 4242, "three")
    drive(match, lambda m: len(m.actions) >= 30 and m.phase is not Phase.HAND_OVER)
    human = match.to_act
    assert human is not None  # the person is to act, so no computer moves on either side
    levels = tuple(HUMAN if s == human else "standard" for s in match.seats)
    setup = GameSetup(mode="three", human_seat=human, levels=levels, seed=4242)
    game_model.resume(match, setup)
    text = game_model.to_json()

    loaded, extra = load_match(text)
    assert GameSetup.from_dict(extra["setup"]) == setup
    other = GameModel(computer_delay_ms=0)
    try:
        other.resume(loaded, GameSetup.from_dict(extra["setup"]))
        assert other.human_view() == game_model.human_view()
        assert loaded.actions == match.actions and loaded.scores == match.scores
        assert loaded.card_locations() == match.card_locations()
        assert other.status_text() == game_model.status_text()
    finally:
        other.shutdown()


def test_a_match_between_computers_replays_from_its_seed(qtbot: QtBot) -> None:
    """Computer seeds derive from the match seed and seat, so the same seed, same game."""
    played = []
    for _ in range(2):
        model = GameModel(computer_delay_ms=0)
        try:
            model.start(GameSetup(levels=("standard", "strong"), seed=99))
            assert model.wait_idle(20_000)
            played.append(list(model.match.actions))
        finally:
            model.shutdown()
    assert played[0] == played[1]
