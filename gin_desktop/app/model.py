"""The game model: one engine match behind Qt signals, computer players off the GUI thread.

``GameModel`` owns the engine ``Match`` built from a ``GameSetup``. Input reaches it as
engine ``Action``s (``play``, ``next_hand``, ``suggest``); it applies them, emits what
happened, and asks computer players for their moves. A computer player is given only
``match.view(seat)``, a frozen snapshot, so it can think on a pool thread while the
window stays live; its answer comes back through a queued signal and is applied on the
GUI thread only if the match has not moved on meanwhile (a generation counter, bumped by
every applied action and every new or resumed match).

Contract: docs/app-architecture.md. Rules: RULES.md.
"""

from __future__ import annotations

import logging
import random
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QThreadPool, QTimer, Signal

from gin_desktop import ai
from gin_desktop.engine import (
    NEXT_HAND, Action, ActionKind, Card, HandDealt, HandEnded, HandResult, Match,
    MatchEnded, Phase, Refusal, RefusalCode, ResultKind, RuleSet, RuleSetError, SeatView,
    ThreeHandMatch, match_to_json, new_match,
)
from gin_desktop.engine.melds import deadwood_after_each_discard

log = logging.getLogger(__name__)


#: The level name of a seat played by the person at the screen.
HUMAN = "human"
#: Seats per mode.
MODES: dict[str, int] = {"two": 2, "three": 3}
#: Pause before a computer move so a person can follow it.
DEFAULT_COMPUTER_DELAY_MS = 500
MAX_NAME_LENGTH = 40
#: The largest deal number (the engine takes seeds below 2**63).
MAX_SEED = 2**63 - 1

_SUIT_SYMBOLS = "♣♦♥♠"  # in Suit order C D H S


def card_label(card: Card) -> str:
    """A card as people write it: ``7♥``, ``10♠``, ``K♦``."""
    rank = "10" if card.rank == 10 else card.rank_char
    return rank + _SUIT_SYMBOLS[card.suit]


def _refusal_tr(text: str) -> str:
    return QCoreApplication.translate("Refusal", text)


def refusal_text(refusal: Refusal, seat_name: Callable[[int], str]) -> str:
    """An engine refusal (a code and its values) in the player's language, starting lower
    case, to follow "Not allowed: " and the like: "the 7♥ was just taken from the pile and
    may not be discarded this turn". The one place that words refusals."""
    code = refusal.code
    card = card_label(refusal.card) if refusal.card is not None else ""
    if code is RefusalCode.MATCH_OVER:
        return _refusal_tr("the match is over")
    if code is RefusalCode.HAND_OVER:
        return _refusal_tr("the hand is over: deal the next hand")
    if code is RefusalCode.HAND_IN_PLAY:
        return _refusal_tr("the hand is still being played")
    if code is RefusalCode.NOT_YOUR_TURN:
        name = seat_name(refusal.to_act) if refusal.to_act is not None else ""
        return _refusal_tr("it is {name}'s turn").format(name=name)
    if code is RefusalCode.UPCARD_FIRST:
        return _refusal_tr("first take or pass the upcard")
    if code is RefusalCode.DRAW_FROM_STOCK:
        return _refusal_tr("both players passed the upcard: draw from the stock")
    if code is RefusalCode.DRAW_FIRST:
        return _refusal_tr("draw a card first, from the stock or the discard pile")
    if code is RefusalCode.ALREADY_DRAWN:
        return _refusal_tr("you have drawn already: discard a card")
    if code is RefusalCode.NOT_IN_HAND:
        return _refusal_tr("the {card} is not in your hand").format(card=card)
    if code is RefusalCode.JUST_TAKEN_FROM_PILE:
        return _refusal_tr("the {card} was just taken from the pile and may not be "
                           "discarded this turn").format(card=card)
    if code is RefusalCode.GIN_ONLY:
        return _refusal_tr("only gin may end this hand: a knock needs zero deadwood")
    if code is RefusalCode.KNOCK_LIMIT:
        return _refusal_tr("a knock needs deadwood of at most {limit} after the "
                           "discard").format(limit=refusal.limit)
    if code is RefusalCode.BIG_GIN_OFF:
        return _refusal_tr("big gin is not played under these rules")
    if code is RefusalCode.BIG_GIN_NEEDS_MELDS:
        return _refusal_tr("big gin needs all eleven cards in melds")
    return _refusal_tr("that is not allowed now")


def _default_names(levels: tuple[str, ...]) -> tuple[str, ...]:
    computers = sum(1 for level in levels if level != HUMAN)
    names: list[str] = []
    number = 0
    for level in levels:
        if level == HUMAN:
            names.append(QCoreApplication.translate("GameModel", "You"))
        else:
            number += 1
            names.append(QCoreApplication.translate("GameModel", "Computer") if computers == 1
                         else QCoreApplication.translate("GameModel", "Computer {number}")
                         .format(number=number))
    return tuple(names)


_DEFAULT_LEVELS = ("human", "standard")
_DEFAULT_NAMES = ("You", "Computer")


@dataclass(frozen=True)
class GameSetup:
    """Who plays what: everything needed to start (or re-create) a match.

    ``levels`` has one entry per seat: ``"human"`` or an ``ai.LEVELS`` name. At most one
    seat is human, and it is ``human_seat``; with no human seat every player is a computer
    (the self-test's mode) and ``human_seat`` is only the seat the table is seen from.
    Leaving ``levels`` or ``names`` at their two-player defaults in a three-hand setup
    fills them in (one human, computers at ``"standard"``; "You", "Computer 1", ...).
    """

    mode: str = "two"
    human_seat: int = 0
    levels: tuple[str, ...] = _DEFAULT_LEVELS
    rules: RuleSet = field(default_factory=RuleSet)
    #: None: a random deal number when the match starts.
    seed: int | None = None
    names: tuple[str, ...] = _DEFAULT_NAMES
    #: Two-player: who deals the first hand (None: at random). Replaying a deal shown on
    #: the table sets it, so the same cards come to the same seats.
    first_dealer: int | None = None

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"unknown game mode {self.mode!r}; choose 'two' or 'three'")
        seats = MODES[self.mode]
        levels = tuple(self.levels) if isinstance(self.levels, list | tuple) else self.levels
        if levels == _DEFAULT_LEVELS and seats != len(_DEFAULT_LEVELS):
            levels = (HUMAN,) + ("standard",) * (seats - 1)
        names = tuple(self.names) if isinstance(self.names, list | tuple) else self.names
        if names == _DEFAULT_NAMES and seats != len(_DEFAULT_NAMES):
            names = _default_names(levels) if isinstance(levels, tuple) else names
        object.__setattr__(self, "levels", levels)
        object.__setattr__(self, "names", names)

        if isinstance(self.human_seat, bool) or not isinstance(self.human_seat, int) \
                or not 0 <= self.human_seat < seats:
            raise ValueError(f"human_seat must be a seat number from 0 to {seats - 1}")
        if not isinstance(levels, tuple) or len(levels) != seats:
            raise ValueError(f"levels must list {seats} players")
        for level in levels:
            if level != HUMAN and level not in ai.LEVELS:
                raise ValueError(f"unknown player level {level!r}; choose 'human' or one of "
                                 f"{', '.join(ai.LEVELS)}")
        if levels.count(HUMAN) > 1:
            raise ValueError("only one seat may be played by a person")
        if HUMAN in levels and levels[self.human_seat] != HUMAN:
            raise ValueError("the human seat must be the seat whose level is 'human'")
        if not isinstance(names, tuple) or len(names) != seats:
            raise ValueError(f"names must list {seats} players")
        for name in names:
            if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_LENGTH:
                raise ValueError(f"a player's name must be 1 to {MAX_NAME_LENGTH} characters")
        if not isinstance(self.rules, RuleSet):
            raise ValueError("rules must be a RuleSet")
        if self.seed is not None and (isinstance(self.seed, bool) or not isinstance(
                self.seed, int) or not 0 <= self.seed <= MAX_SEED):
            raise ValueError("the seed must be a whole number from 0 to 2**63-1, or None")
        if self.first_dealer is not None and (
                self.mode != "two" or isinstance(self.first_dealer, bool)
                or self.first_dealer not in (0, 1)):
            raise ValueError("the first dealer is seat 0 or 1, in the two-player game only")

    @property
    def seat_count(self) -> int:
        return MODES[self.mode]

    @property
    def has_human(self) -> bool:
        return HUMAN in self.levels

    def is_human(self, seat: int) -> bool:
        return self.levels[seat] == HUMAN

    def to_dict(self) -> dict[str, Any]:
        """JSON-able; ``from_dict`` reads it back."""
        return {
            "mode": self.mode,
            "human_seat": self.human_seat,
            "levels": list(self.levels),
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "names": list(self.names),
            "first_dealer": self.first_dealer,
        }

    @staticmethod
    def from_dict(data: object) -> GameSetup:
        """Build from ``to_dict`` output; anything malformed raises ``ValueError``.

        Missing keys take their defaults; unknown keys are refused.
        """
        if not isinstance(data, dict):
            raise ValueError("a game setup must be an object")
        known = {"mode", "human_seat", "levels", "rules", "seed", "names", "first_dealer"}
        unknown = sorted(str(k) for k in data if k not in known)
        if unknown:
            raise ValueError(f"unknown game setup field {unknown[0]!r}")
        kwargs: dict[str, Any] = {}
        for key in ("mode", "human_seat", "seed", "first_dealer"):
            if key in data:
                kwargs[key] = data[key]
        for key in ("levels", "names"):
            if key in data:
                value = data[key]
                if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                    raise ValueError(f"{key} must be a list of texts")
                kwargs[key] = tuple(value)
        if "rules" in data:
            try:
                kwargs["rules"] = RuleSet.from_dict(data["rules"])
            except RuleSetError as exc:
                raise ValueError(f"bad rules: {exc}") from None
        if not isinstance(kwargs.get("mode", "two"), str):
            raise ValueError("mode must be 'two' or 'three'")
        return GameSetup(**kwargs)


def _derived_seed(*parts: object) -> int:
    """A seed from the match seed and context, so a match with the same seed replays."""
    return random.Random(":".join(str(p) for p in parts)).randrange(2**31)


class _Relay(QObject):
    """Carries a finished job from a pool thread to the GUI thread (a queued signal)."""

    done = Signal(int, str, object, object, object)  # generation, kind, payload, result, error


#: What a computer move job returns: the action and, if it should be shown, the advice.
_MoveResult = tuple[Action, "ai.Advice | None"]


class GameModel(QObject):
    """The match as Qt sees it. See docs/app-architecture.md for the contract."""

    match_started = Signal()
    events_applied = Signal(list)
    state_changed = Signal()
    action_applied = Signal()
    hand_ended = Signal(object)
    match_ended = Signal(object)
    thinking_changed = Signal(bool)
    action_refused = Signal(str)
    advice_changed = Signal(object)

    def __init__(self, setup: GameSetup | None = None, parent: QObject | None = None, *,
                 computer_delay_ms: int = DEFAULT_COMPUTER_DELAY_MS) -> None:
        super().__init__(parent)
        # The pool is created before the relay: children are destroyed in creation order,
        # so the pool's destructor waits for running jobs while the relay still exists.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(max(2, min(4, QThreadPool.globalInstance()
                                                .maxThreadCount())))
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_job_done)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._timer_job: Callable[[], None] | None = None

        self._delay_ms = max(0, int(computer_delay_ms))
        self._generation = 0
        #: Generation for which a computer move (or an automatic deal) is pending.
        self._move_generation: int | None = None
        #: Generation for which the computer advisor's suggestion is being computed.
        self._advice_generation: int | None = None
        #: Last generation ``_continue`` handled (re-entrant slots must not schedule twice).
        self._continued_generation: int | None = None
        self._thinking = False
        self._advice: ai.Advice | None = None
        self._strategies: dict[int, ai.Strategy] = {}
        #: Computer failures (an exception or an illegal move); the self-test checks it.
        self.errors: list[str] = []

        self.setup = GameSetup() if setup is None else setup
        self.match: Match
        self._has_match = False
        if setup is not None:
            self.start(setup)

    # ------------------------------------------------------------------ starting
    def start(self, setup: GameSetup) -> None:
        """Start a new match; a computer move still being computed for the old one is dropped."""
        self._install(new_match(setup.rules, setup.seed, setup.mode, setup.first_dealer),
                      setup)

    def resume(self, match: Match, setup: GameSetup) -> None:
        """Continue a loaded match (if a computer is to act, it acts)."""
        if match.mode != setup.mode:
            raise ValueError(f"the setup is for a {setup.mode!r} game but the match is "
                             f"{match.mode!r}")
        self._install(match, setup)

    @property
    def human_seat(self) -> int:
        """The person's seat (the seat the table is seen from)."""
        return self.setup.human_seat

    def _install(self, match: Match, setup: GameSetup) -> None:
        self._new_generation()
        self.setup = setup
        self.match = match
        self._has_match = True
        self._strategies = {
            seat: ai.make_strategy(level, _derived_seed("computer", match.seed, seat))
            for seat, level in enumerate(setup.levels) if level != HUMAN}
        self._set_advice(None)
        self.match_started.emit()
        self.state_changed.emit()
        self._continue()

    def _new_generation(self) -> None:
        """Forget everything pending: results still on their way will be dropped."""
        self._generation += 1
        self._timer.stop()
        self._timer_job = None
        self._set_thinking(False)

    # ------------------------------------------------------------------ queries
    @property
    def has_match(self) -> bool:
        return self._has_match

    @property
    def computer_delay(self) -> int:
        return self._delay_ms

    @property
    def is_thinking(self) -> bool:
        """A computer player is deciding (including the pause before its move shows)."""
        return self._thinking

    @property
    def advice(self) -> ai.Advice | None:
        """The advice last emitted by ``advice_changed`` (None: nothing to show)."""
        return self._advice

    def is_human(self, seat: int) -> bool:
        return self.setup.is_human(seat)

    def seat_name(self, seat: int) -> str:
        return self.setup.names[seat]

    def human_view(self) -> SeatView:
        """What the person may see: their seat's view (a three-hand advisor sees the captain's
        cards)."""
        self._require_match()
        return self.match.view(self.human_seat)

    def is_human_turn(self) -> bool:
        """The model waits for the person: to play a card, to suggest a move to the captain
        (three-hand, sitting out), or to deal the next hand."""
        if not self._has_match or not self.setup.has_human or self._thinking:
            return False
        match = self.match
        if match.is_over:
            return False
        if match.phase is Phase.HAND_OVER:
            return True
        if match.to_act == self.human_seat:
            return True
        return self._awaiting_suggestion()

    def _awaiting_suggestion(self) -> bool:
        """Three-hand: the person sits out and the captain waits for their advice."""
        match = self.match
        return (isinstance(match, ThreeHandMatch) and self.setup.has_human
                and match.sitting_out == self.human_seat and not match.is_over
                and match.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER)
                and match.to_act == match.captain and not self._move_pending())

    def _move_pending(self) -> bool:
        return self._move_generation == self._generation

    def _advice_pending(self) -> bool:
        return self._advice_generation == self._generation

    def _require_match(self) -> None:
        if not self._has_match:
            raise RuntimeError("no match yet: call start() or resume()")

    # ------------------------------------------------------------------ human input
    def play(self, action: Action) -> bool:
        """The person's action. An illegal one emits ``action_refused`` with the reason and
        returns False, changing nothing. When the person sits out (three-hand) and the
        captain is to act, the action is taken as their suggestion (see ``suggest``)."""
        if self._has_match and action.kind is ActionKind.NEXT_HAND \
                and self.match.phase is Phase.HAND_OVER:
            return self._deal_next(refuse=True)
        reason = self._why_refused(action)
        if reason is not None:
            self.action_refused.emit(reason)
            return False
        if self._awaiting_suggestion():
            self._run_captain_decision(action)
            return True
        if isinstance(self.match, ThreeHandMatch) and self.match.captain == self.human_seat:
            self._set_advice(None)  # the advisor's word was for the move just made
        self._apply(action, self.human_seat)
        return True

    def next_hand(self) -> None:
        """Deal the next hand once the person has seen the result."""
        self._deal_next(refuse=True)

    def suggest(self, action: Action | None) -> None:
        """Three-hand, the person sitting out: advise the captain (None: "you decide").

        The computer captain weighs it off the GUI thread, answers through
        ``advice_changed`` ("Following your advice…" / "Overruled…") and plays.
        """
        if not self._has_match or not self._awaiting_suggestion() or self._thinking:
            self.action_refused.emit(self._why_no_suggestion())
            return
        if action is not None:
            refusal = self.match.why_illegal(action, self.match.to_act)
            if refusal is not None:
                self.action_refused.emit(QCoreApplication.translate(
                    "GameModel", "The captain cannot do that: {reason}").format(
                    reason=refusal_text(refusal, self.seat_name)))
                return
        self._run_captain_decision(action)

    def hint(self) -> ai.Advice:
        """The strong computer's advice for the person's position (as player, or as the
        advisor sitting out).

        Raises ``ai.NotMyTurnError`` (a ``ValueError``), after emitting ``action_refused``,
        when the person has nothing to decide now: check ``is_human_turn()`` first.
        """
        view = self.human_view()
        if not view.legal_actions or self._thinking:
            reason = QCoreApplication.translate("GameModel", "No hint now: it is not your turn")
            self.action_refused.emit(reason)
            raise ai.NotMyTurnError(reason)
        return ai.hint(view)

    def _why_no_suggestion(self) -> str:
        if not self._has_match:
            return QCoreApplication.translate("GameModel", "Start a new game first")
        match = self.match
        if not isinstance(match, ThreeHandMatch) or match.sitting_out != self.human_seat \
                or not self.setup.has_human:
            return QCoreApplication.translate(
                "GameModel", "Only the player who sits out gives advice")
        if match.is_over:
            return QCoreApplication.translate("GameModel", "The match is over")
        if match.phase is Phase.HAND_OVER:
            return QCoreApplication.translate("GameModel",
                                              "The hand is over: press Next hand")
        if self._thinking or self._move_pending():
            return QCoreApplication.translate(
                "GameModel", "Please wait: {name} is thinking").format(
                name=self._thinker_name())
        return QCoreApplication.translate(
            "GameModel", "Wait for the captain's turn to give advice")

    def _why_refused(self, action: Action) -> str | None:
        """Why the person may not make ``action`` now (None: they may)."""
        if not self._has_match:
            return QCoreApplication.translate("GameModel", "Start a new game first")
        match = self.match
        if match.is_over:
            return QCoreApplication.translate(
                "GameModel", "The match is over: start a new game")
        if not self.setup.has_human:
            return QCoreApplication.translate(
                "GameModel", "Computers are playing every seat: you are watching")
        if self._thinking or self._move_pending():
            return QCoreApplication.translate(
                "GameModel", "Please wait: {name} is thinking").format(
                name=self._thinker_name())
        if match.phase is Phase.HAND_OVER:
            return QCoreApplication.translate(
                "GameModel", "The hand is over: press Next hand")
        if action.kind is ActionKind.NEXT_HAND:
            return QCoreApplication.translate(
                "GameModel", "The hand is still being played")
        to_act = match.to_act
        assert to_act is not None
        if self._awaiting_suggestion():
            refusal = match.why_illegal(action, to_act)
            if refusal is None:
                return None
            return QCoreApplication.translate(
                "GameModel", "The captain cannot do that: {reason}").format(
                reason=refusal_text(refusal, self.seat_name))
        if to_act != self.human_seat:
            return QCoreApplication.translate(
                "GameModel", "It is not your turn: {name} is to play").format(
                name=self.seat_name(to_act))
        refusal = match.why_illegal(action, self.human_seat)
        if refusal is None:
            return None
        return QCoreApplication.translate("GameModel", "Not allowed: {reason}").format(
            reason=refusal_text(refusal, self.seat_name))

    def _deal_next(self, *, refuse: bool) -> bool:
        if not self._has_match or self.match.phase is not Phase.HAND_OVER:
            if refuse:
                if not self._has_match:
                    reason = QCoreApplication.translate("GameModel", "Start a new game first")
                elif self.match.is_over:
                    reason = QCoreApplication.translate(
                        "GameModel", "The match is over: start a new game")
                else:
                    reason = QCoreApplication.translate(
                        "GameModel", "The hand is still being played")
                self.action_refused.emit(reason)
            return False
        self._apply(NEXT_HAND, None)
        return True

    # ------------------------------------------------------------------ applying
    def _apply(self, action: Action, seat: int | None) -> None:
        events = self.match.apply(action, seat)
        self._new_generation()
        if any(isinstance(e, HandDealt) for e in events):
            self._set_advice(None)
        self.events_applied.emit(events)
        self.state_changed.emit()
        self.action_applied.emit()
        for event in events:
            if isinstance(event, HandEnded):
                self.hand_ended.emit(event.result)
            elif isinstance(event, MatchEnded):
                self.match_ended.emit(event)
        self._continue()

    def _continue(self) -> None:
        """Start whatever the position asks of a computer: a move, advice or the next deal."""
        if not self._has_match or self._continued_generation == self._generation:
            return
        self._continued_generation = self._generation
        match = self.match
        if match.is_over:
            return
        if match.phase is Phase.HAND_OVER:
            if not self.setup.has_human:  # all computers: deal on after the pause
                self._after_delay(self._generation, self._auto_deal, move=True)
            return
        seat = match.to_act
        assert seat is not None
        if isinstance(match, ThreeHandMatch) and seat == match.captain:
            advisor = match.sitting_out
            if self.is_human(seat):
                self._request_advice(advisor)
            elif not self.is_human(advisor):
                self._run_computer_team(seat, advisor)
            # else: the person sits out; wait for ``suggest``.
            return
        if not self.is_human(seat):
            self._run_strategy(seat)

    def _auto_deal(self) -> None:
        self._move_generation = None
        self._deal_next(refuse=False)

    # ------------------------------------------------------------------ computer jobs
    def _run_strategy(self, seat: int) -> None:
        strategy = self._strategies[seat]
        view = self.match.view(seat)

        def decide() -> _MoveResult:
            return strategy.choose(view), None

        self._start_move(seat, decide)

    def _run_computer_team(self, captain: int, advisor: int) -> None:
        """Three-hand: a computer captain, advised by a computer sitting out."""
        captain_view = self.match.view(captain)
        advisor_view = self.match.view(advisor)
        advisor_level = self.setup.levels[advisor]
        captain_level = self.setup.levels[captain]
        seed = self._decision_seed(captain)

        def decide() -> _MoveResult:
            suggestion = ai.advise(advisor_view, level=advisor_level)
            reply = ai.captain_decision(captain_view, suggestion.action, captain_level, seed)
            return reply.action, None

        self._start_move(captain, decide)

    def _run_captain_decision(self, suggestion: Action | None) -> None:
        """Three-hand: the computer captain weighs the person's suggestion."""
        match = self.match
        captain = match.to_act
        assert captain is not None
        view = match.view(captain)
        level = self.setup.levels[captain]
        seed = self._decision_seed(captain)
        self._set_advice(None)

        def decide() -> _MoveResult:
            reply = ai.captain_decision(view, suggestion, level, seed)
            return reply.action, reply

        self._start_move(captain, decide)

    def _request_advice(self, advisor: int) -> None:
        """Three-hand, the person is captain: the computer sitting out suggests a move."""
        view = self.match.view(advisor)
        level = self.setup.levels[advisor]
        self._advice_generation = self._generation
        self._submit(self._generation, "advice", lambda: ai.advise(view, level=level), None)

    def _decision_seed(self, seat: int) -> int:
        return _derived_seed("captain", self.match.seed, seat, len(self.match.actions))

    def _start_move(self, seat: int, decide: Callable[[], _MoveResult]) -> None:
        self._move_generation = self._generation
        self._set_thinking(True)
        self._submit(self._generation, "move", decide, (seat, time.monotonic()))

    def _submit(self, generation: int, kind: str, job: Callable[[], object],
                payload: object) -> None:
        relay = self._relay

        def run() -> None:  # on a pool thread: touch nothing but the job's own data
            result: object = None
            error: str | None = None
            try:
                result = job()
            except Exception:
                error = traceback.format_exc()
            try:
                relay.done.emit(generation, kind, payload, result, error)
            except RuntimeError:  # the model is gone
                pass

        self._pool.start(run)

    def _on_job_done(self, generation: int, kind: str, payload: object, result: object,
                     error: object) -> None:
        if generation != self._generation:
            return  # a stale answer about a position that no longer exists
        if kind == "advice":
            self._advice_generation = None
            if error is not None:
                self._record_error(f"the advisor failed: {error}")
                return
            self._set_advice(result if isinstance(result, ai.Advice) else None)
            return
        assert isinstance(payload, tuple)
        seat, started = payload
        assert isinstance(seat, int) and isinstance(started, float)
        remaining = self._delay_ms - int((time.monotonic() - started) * 1000)

        def apply() -> None:
            self._apply_computer(generation, seat, result, error)

        if remaining > 0:
            self._after_delay(generation, apply, move=True, delay=remaining)
        else:
            apply()

    def _apply_computer(self, generation: int, seat: int, result: object,
                        error: object) -> None:
        if generation != self._generation:
            return
        match = self.match
        self._move_generation = None
        self._set_thinking(False, refresh=False)  # _apply below refreshes the views once
        action: Action | None = None
        advice: ai.Advice | None = None
        if error is not None:
            self._record_error(f"{self.seat_name(seat)} failed: {error}")
        else:
            assert isinstance(result, tuple)
            chosen, shown = result
            reason = (match.why_illegal(chosen, seat) if isinstance(chosen, Action)
                      else "not an action")
            if reason is not None:
                self._record_error(f"{self.seat_name(seat)} chose an illegal move "
                                   f"{chosen!r} ({reason})")
            else:
                action = chosen
                advice = shown if isinstance(shown, ai.Advice) else None
        if action is None:  # never hang the game on a broken player
            action = match.legal_actions()[0]
        if advice is not None:
            self._set_advice(advice)
        self._apply(action, seat)

    def _after_delay(self, generation: int, job: Callable[[], None], *, move: bool,
                     delay: int | None = None) -> None:
        if move:
            self._move_generation = generation
        self._timer_job = job
        self._timer.start(self._delay_ms if delay is None else delay)

    def _on_timer(self) -> None:
        job, self._timer_job = self._timer_job, None
        if job is not None:
            job()

    def _record_error(self, message: str) -> None:
        log.error("%s", message)
        self.errors.append(message)

    def _set_thinking(self, thinking: bool, *, refresh: bool = True) -> None:
        """``refresh=False`` when the caller emits ``state_changed`` itself right after."""
        if thinking != self._thinking:
            self._thinking = thinking
            self.thinking_changed.emit(thinking)
            if refresh and self._has_match:
                self.state_changed.emit()

    def _set_advice(self, advice: ai.Advice | None) -> None:
        if advice is None and self._advice is None:
            return
        self._advice = advice
        self.advice_changed.emit(advice)

    def _thinker_name(self) -> str:
        seat = self.match.to_act
        return self.seat_name(seat) if seat is not None else ""

    # ------------------------------------------------------------------ settings, saves
    def set_computer_delay(self, ms: int) -> None:
        """The pause before a computer move shows (0: at once, for tests)."""
        self._delay_ms = max(0, int(ms))

    def to_json(self) -> str:
        """The engine save, with the setup in ``extra["setup"]``."""
        self._require_match()
        return match_to_json(self.match, extra={"setup": self.setup.to_dict()})

    def wait_idle(self, timeout_ms: int) -> bool:
        """Process events until no computer move, advice or automatic deal is pending.

        Returns False if still busy after ``timeout_ms``. For tests and the self-test.
        """
        deadline = time.monotonic() + timeout_ms / 1000
        # Wakes the event loop regularly, so a wait never outlasts the deadline by much.
        guard = QTimer()
        guard.setInterval(10)
        guard.start()
        try:
            while self._busy():
                if time.monotonic() >= deadline:
                    return False
                QCoreApplication.processEvents(
                    QEventLoop.ProcessEventsFlag.AllEvents
                    | QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        finally:
            guard.stop()
        return True

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Drop pending computer moves and wait for running jobs (e.g. on window close).

        Returns False if a job was still running after ``timeout_ms``.
        """
        self._new_generation()
        return bool(self._pool.waitForDone(timeout_ms))

    def _busy(self) -> bool:
        return self._has_match and (self._move_pending() or self._advice_pending())

    # ------------------------------------------------------------------ status line
    def status_text(self) -> str:
        """Whose turn it is and what the person may do, in words."""
        if not self._has_match:
            return QCoreApplication.translate("GameModel", "Start a new game")
        match = self.match
        if match.is_over:
            return self._match_over_text()
        if match.phase is Phase.HAND_OVER:
            return self._hand_over_text()
        seat = match.to_act
        assert seat is not None
        if self._thinking:
            if isinstance(match, ThreeHandMatch) and self.setup.has_human \
                    and match.sitting_out == self.human_seat and seat == match.captain:
                return QCoreApplication.translate(
                    "GameModel", "{name} is weighing your advice…").format(
                    name=self.seat_name(seat))
            return QCoreApplication.translate("GameModel", "{name} is thinking…").format(
                name=self.seat_name(seat))
        if self._awaiting_suggestion():
            return QCoreApplication.translate(
                "GameModel", "You sit out: suggest a move for the captain, {name}, "
                "or let them decide").format(name=self.seat_name(seat))
        if seat != self.human_seat or not self.setup.has_human:
            return QCoreApplication.translate("GameModel", "{name} to play").format(
                name=self.seat_name(seat))
        return self._your_turn_text(match.view(self.human_seat))

    def _your_turn_text(self, view: SeatView) -> str:
        legal = view.legal_actions
        kinds = {a.kind for a in legal}
        if view.phase is Phase.UPCARD_OFFER:
            upcard = view.upcard
            assert upcard is not None
            return QCoreApplication.translate(
                "GameModel", "Take the upcard {card} or pass").format(card=card_label(upcard))
        if view.phase is Phase.DRAW:
            if ActionKind.DRAW_DISCARD in kinds and view.upcard is not None:
                return QCoreApplication.translate(
                    "GameModel", "Your turn: draw from the stock or take the {card} from "
                    "the pile").format(card=card_label(view.upcard))
            return QCoreApplication.translate("GameModel", "Your turn: draw from the stock")
        # Discard phase.
        blocked = view.cannot_discard
        knocks = [a.card for a in legal if a.kind is ActionKind.KNOCK and a.card is not None]
        deadwood: int | None = None
        if knocks:
            after = deadwood_after_each_discard(view.hand)
            deadwood = min(after[c] for c in knocks)
        card = card_label(blocked) if blocked is not None else ""
        if ActionKind.BIG_GIN in kinds:
            if blocked is not None:
                return QCoreApplication.translate(
                    "GameModel", "Discard a card other than the {card} — or declare big gin"
                ).format(card=card)
            return QCoreApplication.translate(
                "GameModel", "Discard a card — or declare big gin")
        if deadwood == 0:
            if blocked is not None:
                return QCoreApplication.translate(
                    "GameModel", "Discard a card other than the {card} — or knock for gin"
                ).format(card=card)
            return QCoreApplication.translate("GameModel", "Discard a card — or knock for gin")
        if deadwood is not None:
            if blocked is not None:
                return QCoreApplication.translate(
                    "GameModel", "Discard a card other than the {card} — or knock: your "
                    "deadwood would be {deadwood}").format(card=card, deadwood=deadwood)
            return QCoreApplication.translate(
                "GameModel", "Discard a card — or knock: your deadwood would be {deadwood}"
            ).format(deadwood=deadwood)
        if blocked is not None:
            return QCoreApplication.translate(
                "GameModel", "Discard a card other than the {card}").format(card=card)
        return QCoreApplication.translate("GameModel", "Discard a card")

    def _result_how(self, result: HandResult) -> str:
        return {
            ResultKind.KNOCK: QCoreApplication.translate("GameModel", "knock"),
            ResultKind.GIN: QCoreApplication.translate("GameModel", "gin"),
            ResultKind.BIG_GIN: QCoreApplication.translate("GameModel", "big gin"),
            ResultKind.UNDERCUT: QCoreApplication.translate("GameModel", "undercut"),
        }.get(result.kind, "")

    def _points_text(self, points: int) -> str:
        if points == 1:
            return QCoreApplication.translate("GameModel", "1 point")
        return QCoreApplication.translate("GameModel", "{points} points").format(
            points=points)

    def _hand_over_text(self) -> str:
        result = self.match.last_result
        if self.setup.has_human:
            then = QCoreApplication.translate("GameModel", "Press Next hand")
        else:
            then = QCoreApplication.translate("GameModel", "The next hand follows")
        if result is None or result.winner is None:
            if result is not None and result.kind is ResultKind.TIE:
                what = QCoreApplication.translate("GameModel", "Hand over: a tie, no score")
            else:
                what = QCoreApplication.translate(
                    "GameModel", "Hand over: the stock ran out, no score")
        elif self.setup.has_human and result.winner == self.human_seat:
            what = QCoreApplication.translate(
                "GameModel", "Hand over: you won {points} ({how})").format(
                points=self._points_text(result.points), how=self._result_how(result))
        else:
            what = QCoreApplication.translate(
                "GameModel", "Hand over: {name} won {points} ({how})").format(
                name=self.seat_name(result.winner),
                points=self._points_text(result.points), how=self._result_how(result))
        return QCoreApplication.translate("GameModel", "{what}. {then}").format(
            what=what, then=then)

    def _match_over_text(self) -> str:
        match = self.match
        winner = match.winner
        assert winner is not None
        total = match.totals[winner] if match.totals else match.scores[winner]
        if self.setup.has_human and winner == self.human_seat:
            return QCoreApplication.translate(
                "GameModel", "Match over: you won with {points}").format(
                points=self._points_text(total))
        return QCoreApplication.translate(
            "GameModel", "Match over: {name} won with {points}").format(
            name=self.seat_name(winner), points=self._points_text(total))


__all__ = ["DEFAULT_COMPUTER_DELAY_MS", "HUMAN", "MODES", "GameModel", "GameSetup",
           "card_label"]
