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

import dataclasses
import logging
import random
import time
import traceback
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QThreadPool, QTimer, Signal

from gin_desktop import ai
from gin_desktop.engine import (
    NEXT_HAND, Action, ActionKind, Arrangement, Card, HandDealt, HandEnded, Match,
    MatchEnded, Phase, Refusal, SeatView, ThreeHandMatch, best_arrangement, match_to_json,
    new_match,
)

from . import prompts
from .names import distinct_names
from .prompts import (
    AppRefusal, CardText, app_refusal_text, beside_prompt_text, card_label, card_name,
    refusal_text, with_discard_how, with_draw_keys,
)
from .setup import HUMAN, GameSetup

log = logging.getLogger(__name__)


#: Pause before a computer move so a person can follow it.
DEFAULT_COMPUTER_DELAY_MS = 500


def _derived_seed(*parts: object) -> int:
    """A seed from the match seed and context, so a match with the same seed replays."""
    return random.Random(":".join(str(p) for p in parts)).randrange(2**31)


class _Relay(QObject):
    """Carries a finished job from a pool thread to the GUI thread (a queued signal)."""

    done = Signal(int, str, object, object, object)  # generation, kind, payload, result, error


#: What a computer move job returns: the action and, if it should be shown, the advice.
_MoveResult = tuple[Action, "ai.Advice | None"]
#: A refusal, written with the cards as ``CardText`` writes them.
_Wording = Callable[[CardText], str]


def _said(text: str) -> _Wording:
    """A refusal that names no card."""
    return lambda _card: text


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
    #: The same refusal, its cards named in words ("seven of hearts"), for screen readers.
    refused_in_words = Signal(str)
    advice_changed = Signal(object)
    #: The seats' names changed in the match being played (Settings' new name).
    names_changed = Signal()

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
        #: Generation in which the computer captain weighs the person's advice (None: the
        #: person gave none, or sits in no such turn).
        self._weighing_generation: int | None = None
        #: Three-hand, the person sitting out: the hand the captain plays on its own to its
        #: end, asked no more for advice (``let_captain_play_hand``); None: ask each turn.
        self._captain_alone_hand: int | None = None
        #: Last generation ``_continue`` handled (re-entrant slots must not schedule twice).
        self._continued_generation: int | None = None
        self._thinking = False
        self._advice: ai.Advice | None = None
        self._strategies: dict[int, ai.Strategy] = {}
        #: Computer failures (an exception or an illegal move); the self-test checks it.
        self.errors: list[str] = []
        #: How the table lays the person's hand out (``HandOrder.arrangement_for``, set by
        #: the table): the words about the hand name the melds the player is looking at.
        self.shown_arrangement: Callable[[Sequence[Card]], Arrangement] = best_arrangement

        self.setup = GameSetup() if setup is None else setup
        self.match: Match
        self._has_match = False
        if setup is not None:
            self.start(setup)

    # ------------------------------------------------------------------ starting
    def start(self, setup: GameSetup) -> None:
        """Start a new match; a computer move still being computed for the old one is dropped."""
        self._install(new_match(setup.rules, setup.seed, setup.mode, setup.first_dealer,
                                deck_version=setup.deck_version,
                                first_roles=setup.first_roles), setup)

    def resume(self, match: Match, setup: GameSetup) -> None:
        """Continue a loaded match (if a computer is to act, it acts)."""
        if match.mode != setup.mode:
            raise ValueError(f"the setup is for a {setup.mode!r} game but the match is "
                             f"{match.mode!r}")
        self._install(match, setup)

    def keep_advice(self, advice: ai.Advice | None, seed: int, played: int) -> None:
        """Show ``advice`` again (the captain's last answer to the person sitting out),
        given in the match of ``seed`` at the position ``played`` actions into it: a
        window in a new language resumes the match from its save, and the answer the
        person was reading was gone. Nothing where this is another match, the match has
        moved on, or it has advice of its own."""
        if (advice is None or not self._has_match or self._advice is not None
                or self.match.seed != seed or len(self.match.actions) != played):
            return
        self._set_advice(advice)

    @property
    def human_seat(self) -> int:
        """The person's seat (the seat the table is seen from)."""
        return self.setup.human_seat

    def rename_seats(self, names: Sequence[str]) -> bool:
        """Name the seats of the match being played ``names`` (the person renamed in
        Settings: the table, the score pad and the move log say the new name at once, and
        the save keeps it). False where nothing changes."""
        if not self._has_match:
            return False
        shown = distinct_names(names, self.setup.human_seat if self.setup.has_human else None)
        if shown == tuple(self.setup.names) or len(shown) != len(self.setup.names):
            return False
        self.setup = dataclasses.replace(self.setup, names=shown)
        self.names_changed.emit()
        self.state_changed.emit()
        return True

    def _install(self, match: Match, setup: GameSetup) -> None:
        self._new_generation()
        # "You" saved in English is "Tú" to a Spanish player (a typed name stays), and no
        # two seats are named alike (a person named "Computer" against a computer).
        self.setup = dataclasses.replace(setup, names=distinct_names(
            setup.names, setup.human_seat if setup.has_human else None))
        self.match = match
        self._has_match = True
        self._captain_alone_hand = None
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
                and match.to_act == match.captain and not self._move_pending()
                and self._captain_alone_hand != match.hand_number)

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
            self._refuse(reason)
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
        ``advice_changed`` ("I'll follow your advice and …" / "I'd rather …") and plays.
        """
        if not self._has_match or not self._awaiting_suggestion() or self._thinking:
            self._refuse(_said(self._why_no_suggestion()))
            return
        if action is not None:
            reason = self.match.why_illegal(action, self.match.to_act)
            if reason is not None:
                self._refuse(self._not_allowed(AppRefusal.CAPTAIN_CANNOT, reason))
                return
        self._run_captain_decision(action)

    def let_captain_play_hand(self) -> None:
        """Three-hand, the person sitting out: no advice for the rest of this hand; the
        captain plays it to its end on its own (as "you decide" each turn, unasked). A
        sitter with nothing to add was asked before each of the captain's turns, fourteen
        times in a hand. The next hand asks again."""
        if not self._has_match or not self._awaiting_suggestion() or self._thinking:
            self._refuse(_said(self._why_no_suggestion()))
            return
        self._captain_alone_hand = self.match.hand_number
        self._run_captain_decision(None)

    @property
    def captain_plays_alone(self) -> bool:
        """The captain plays this hand on its own, the person sitting out asked no more."""
        return self._has_match and self._captain_alone_hand == self.match.hand_number \
            and self.match.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER)

    def hint(self) -> ai.Advice:
        """The strong computer's advice for the person's position (as player, or as the
        advisor sitting out).

        Raises ``ai.NotMyTurnError`` (a ``ValueError``), after emitting ``action_refused``,
        when the person has nothing to decide now: check ``is_human_turn()`` first.
        """
        view = self.human_view()
        if not view.legal_actions or self._thinking:
            reason = self._why_no_hint()
            self._refuse(_said(reason))
            raise ai.NotMyTurnError(reason)
        return self.hint_for(view)

    def hint_for(self, view: SeatView) -> ai.Advice:
        """The strong computer's advice for ``view`` (the person's), its words keeping the
        melds the table shows of the hand (``shown_arrangement``)."""
        return ai.hint(view, shown=self.shown_arrangement(view.hand).melds)

    def why_not_now(self) -> str | None:
        """Why the person can make no move at all now: the match or the hand is over, or a
        computer is thinking (None: none of these)."""
        match = self.match
        if match.is_over:
            return app_refusal_text(AppRefusal.MATCH_OVER)
        if match.phase is Phase.HAND_OVER:
            return app_refusal_text(AppRefusal.HAND_OVER)
        if self._thinking or self._move_pending():
            return app_refusal_text(AppRefusal.THINKING, name=self._thinker_name())
        return None

    def answered_by_prompt(self) -> dict[str, str]:
        """The refusals the status line's prompt (``status_text``) answers now, as it names
        the moment (the match or the hand is over, a computer is thinking): each sentence
        with what is left of it to show beside the prompt ("" : nothing)."""
        if not self._has_match:
            refusals = [AppRefusal.NO_MATCH]
        elif self.match.is_over:
            refusals = [AppRefusal.MATCH_OVER, AppRefusal.OVER]
        elif self.match.phase is Phase.HAND_OVER and self.setup.has_human:
            refusals = [AppRefusal.HAND_OVER]
        elif self._thinking:
            refusals = [AppRefusal.THINKING]
        else:
            refusals = []
        name = self._thinker_name() if self._has_match else ""
        return {app_refusal_text(refusal, name=name): beside_prompt_text(refusal)
                for refusal in refusals}

    def ask_rest_of_deck(self) -> bool:
        """Whether the rest of the deck may be shown now: a hand the person was at is over.
        If not, say why (``action_refused``), as a move refused is said: the key for it
        did nothing, and a keyboard player did not know why."""
        if not self._has_match:
            reason = app_refusal_text(AppRefusal.NO_MATCH)
        elif not self.setup.has_human:
            reason = app_refusal_text(AppRefusal.WATCHING)
        elif self.match.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
            reason = app_refusal_text(AppRefusal.DECK_HIDDEN)
        else:
            return True
        self._refuse(_said(reason))
        return False

    def discard_due(self) -> bool:
        """A discard is the person's to make now, or to suggest (sitting out)."""
        return self.is_human_turn() and any(a.kind is ActionKind.DISCARD
                                            for a in self.human_view().legal_actions)

    def prompt_with_how(self, prompt: str, keys: bool) -> str:
        """The turn's ``prompt`` (``status_text()``, which the caller holds) with how to
        make its move after it, for the table and the status line alike ("" where there
        is nothing to add): how to discard (``keys``: by keyboard, the knock's key too),
        and by keyboard the draw's keys."""
        if self.person_to_discard():
            return with_discard_how(prompt, keys=keys, view=self.human_view())
        if keys and self.person_to_draw():
            return with_draw_keys(prompt, self.human_view())
        return ""

    def person_to_draw(self) -> bool:
        """The person is to draw, or to take or pass the upcard, for their own hand now
        (not advising)."""
        if not self.has_match or not self.is_human_turn():
            return False
        view = self.human_view()
        return view.phase in (Phase.UPCARD_OFFER, Phase.DRAW) and not view.is_advisor

    def person_to_discard(self) -> bool:
        """The person is to discard a card of their own hand now (not advising)."""
        return self.discard_due() and not self.human_view().is_advisor

    def _why_no_hint(self) -> str:
        """Why there is no hint now, for the situation: the hand or the match is over,
        someone is thinking, or it is another player's turn."""
        match = self.match
        if match.phase is Phase.HAND_OVER and not match.is_over:
            # Not the status line's "press Next hand (N)" a second time beside it.
            return app_refusal_text(AppRefusal.NO_HINT_BETWEEN_HANDS)
        return self.why_not_now() or app_refusal_text(AppRefusal.NO_HINT)

    def _why_no_suggestion(self) -> str:
        if not self._has_match:
            return app_refusal_text(AppRefusal.NO_MATCH)
        match = self.match
        # The hand's end first: by then the roles are the next hand's, and the person who
        # just sat out must not read that only the one sitting out gives advice.
        if match.is_over:
            return app_refusal_text(AppRefusal.OVER)
        if match.phase is Phase.HAND_OVER:
            return app_refusal_text(AppRefusal.HAND_OVER)
        if not isinstance(match, ThreeHandMatch):
            return app_refusal_text(AppRefusal.NO_CAPTAIN)
        if match.sitting_out != self.human_seat or not self.setup.has_human:
            return app_refusal_text(AppRefusal.NOT_ADVISOR)
        if self.captain_plays_alone:
            return app_refusal_text(AppRefusal.CAPTAIN_ALONE)
        if self._thinking or self._move_pending():
            return app_refusal_text(AppRefusal.THINKING, name=self._thinker_name())
        return app_refusal_text(AppRefusal.NOT_CAPTAINS_TURN)

    def _refuse(self, reason: _Wording) -> None:
        """Say why the person's action was not taken: as the table writes cards, and in
        words for screen readers."""
        self.action_refused.emit(reason(card_label))
        self.refused_in_words.emit(reason(card_name))

    def _not_allowed(self, why: AppRefusal, rule: Refusal) -> _Wording:
        """The app's sentence around the engine's reason (which may name a card)."""
        captain = why is AppRefusal.CAPTAIN_CANNOT
        return lambda card: app_refusal_text(why, reason=refusal_text(
            rule, self.seat_name, card, captain=captain))

    def _why_refused(self, action: Action) -> _Wording | None:
        """Why the person may not make ``action`` now (None: they may)."""
        if not self._has_match:
            return _said(app_refusal_text(AppRefusal.NO_MATCH))
        match = self.match
        if match.is_over:
            return _said(app_refusal_text(AppRefusal.MATCH_OVER))
        if not self.setup.has_human:
            return _said(app_refusal_text(AppRefusal.WATCHING))
        if self._thinking or self._move_pending():
            return _said(app_refusal_text(AppRefusal.THINKING, name=self._thinker_name()))
        if match.phase is Phase.HAND_OVER:
            return _said(app_refusal_text(AppRefusal.HAND_OVER))
        if action.kind is ActionKind.NEXT_HAND:
            return _said(app_refusal_text(AppRefusal.HAND_PLAYING))
        to_act = match.to_act
        assert to_act is not None
        if self._awaiting_suggestion():
            reason = match.why_illegal(action, to_act)
            return None if reason is None else self._not_allowed(AppRefusal.CAPTAIN_CANNOT,
                                                                 reason)
        if to_act != self.human_seat:
            return _said(app_refusal_text(AppRefusal.NOT_YOUR_TURN,
                                          name=self.seat_name(to_act)))
        reason = match.why_illegal(action, self.human_seat)
        return None if reason is None else self._not_allowed(AppRefusal.NOT_ALLOWED, reason)

    def _deal_next(self, *, refuse: bool) -> bool:
        if not self._has_match or self.match.phase is not Phase.HAND_OVER:
            if refuse:
                if not self._has_match:
                    reason = app_refusal_text(AppRefusal.NO_MATCH)
                elif self.match.is_over:
                    reason = app_refusal_text(AppRefusal.MATCH_OVER)
                else:
                    reason = app_refusal_text(AppRefusal.HAND_PLAYING)
                self._refuse(_said(reason))
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
            elif self._captain_alone_hand == match.hand_number:
                self._run_captain_decision(None)
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
        self._weighing_generation = self._generation if suggestion is not None else None

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
    def status_text(self, card: CardText = card_label) -> str:
        """Whose turn it is and what the person may do, in words (``card`` writes the
        cards it names: ``prompts.card_name`` for a screen reader)."""
        return prompts.status_text(self.match if self._has_match else None, self.setup,
                                   thinking=self._thinking,
                                   weighing_advice=self._weighing_generation == self._generation,
                                   awaiting_advice=self._has_match
                                   and self._awaiting_suggestion(), card=card)


__all__ = ["DEFAULT_COMPUTER_DELAY_MS", "GameModel"]
