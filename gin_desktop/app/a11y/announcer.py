"""Says what happens at the table as it happens: each seat's moves, refusals, a new deal,
the showdown, and the result and advice panels as they appear.

A computer's turn arrives as two engine events (its draw, then its discard or knock): the
announcer holds the draw and says the whole turn in one sentence, "Computer took the nine
of hearts from the pile and discarded the king of spades". A card drawn from the stock is
named only to the seat that drew it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from gin_desktop.engine import (
    Card, CardDiscarded, CardDrawn, Event, HandDealt, Knocked, MoveKind, Phase, PublicMove,
    SeatView, ShowdownLaid, UpcardPassed, UpcardTaken,
)

from .. import accessibility
from ..i18n import translate as _tr
from ..prompts import next_step_text
from ..weak_call import single_shot, weak_if_bound
from .port import TablePort
from .speech import (
    Turn, drawn_hand_sentences, hand_rules_sentences, roles_sentence, seat_names, sentences,
    showdown_sentences, turn_sentence,
)


def _upcard_offered_to_you(view: SeatView) -> str:
    """ "Your turn: take the upcard or pass", when the upcard is offered to the person: by
    the deal, with no move before it to say that the next is theirs (a blind player waited
    for the computer), or by the computer's pass, which a new player did not take for an
    offer."""
    if view.phase is Phase.UPCARD_OFFER and view.is_my_turn and not view.is_advisor:
        return _tr("Your turn: take the upcard or pass")
    return ""


class Announcer(QObject):
    """Feeds ``speak`` with sentences about ``port``'s table."""

    def __init__(self, port: TablePort, speak: Callable[[str], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._port = port
        # Weakly if bound: the layer's own ``speak``, and the layer holds this announcer.
        self._speak = weak_if_bound(speak)
        self._pending: Turn | None = None
        self._panels: dict[str, tuple[str, tuple[str, ...]]] = {}
        self._panels_due = False
        #: The deal (hand, deal number) whose drawn end was said: said once. A drawn
        #: hand is dealt again under its number.
        self._drawn_said: tuple[int, int] | None = None
        #: The card the last knock discarded face down, for the showdown that shows it.
        self._knock_card: Card | None = None
        model = port.model
        model.events_applied.connect(self._on_events)
        model.refused_in_words.connect(speak)
        port.on_said(speak)
        model.match_started.connect(self._on_match_started)
        port.on_change(self._on_change)

    def _player(self) -> int | None:
        model = self._port.model
        return model.human_view().player if model.has_match else None

    def _on_match_started(self) -> None:
        self._pending = None
        self._panels = {}
        self._drawn_said = None
        # A match comes dealt: no HandDealt event says its first hand. It is said here as
        # the next hands' deals are; a match resumed mid-hand says where it stands, as I
        # does ("Discard a card").
        model = self._port.model
        view = model.human_view()
        if not view.history and view.upcard is not None:
            self._speak(self._dealt(view.hand_number, view.dealer, view.upcard))
        else:
            self._speak(model.status_text(accessibility.card_name))

    # ---------------------------------------------------------------- moves
    def _on_events(self, events: list[Event]) -> None:
        for event in events:
            self._on_event(event)
        # The table showed the result while it took these events in (before this
        # handler): it is read now, after the move that ended the hand and the showdown.
        self._read_panels_if_due()

    def _on_event(self, event: Event) -> None:
        names = seat_names(self._port.model.setup)
        if isinstance(event, HandDealt):
            self._pending = None
            self._panels.pop("result", None)
            self._speak(self._dealt(event.hand_number, event.dealer, event.upcard))
        elif isinstance(event, UpcardPassed):
            model = self._port.model
            offered = (_upcard_offered_to_you(model.human_view())
                       if event.seat != self._player() and model.has_match else "")
            self._say(Turn(event.seat, draw=PublicMove(event.seat, MoveKind.PASS, event.card)),
                      then=offered)
        elif isinstance(event, UpcardTaken | CardDrawn):
            kind = MoveKind.TAKE if isinstance(event, UpcardTaken) else (
                MoveKind.PILE if event.from_pile else MoveKind.STOCK)
            turn = Turn(event.seat, draw=PublicMove(event.seat, kind, event.card))
            if event.seat == self._player():
                self._say(turn)  # the player hears the card drawn at once
            else:
                self._pending = turn
        elif isinstance(event, CardDiscarded):
            self._end_turn(PublicMove(event.seat, MoveKind.DISCARD, event.card))
        elif isinstance(event, Knocked):
            kind = MoveKind.BIG_GIN if event.big_gin else (
                MoveKind.GIN if event.gin else MoveKind.KNOCK)
            self._knock_card = event.discard
            self._end_turn(PublicMove(event.seat, kind, None))
        elif isinstance(event, ShowdownLaid):
            # The card knocked with is face up on the knock spot now: named to the ear.
            self._speak(showdown_sentences(event.knocker, event.knocker_layout,
                                           event.defender, event.defender_layout, names,
                                           self._knock_card))

    def _dealt(self, hand_number: int, dealer: int, upcard: Card) -> str:
        """ "Hand 2: Computer dealt; the upcard is the four of diamonds.", with who plays
        what (three-hand) and what this upcard does to the rules (Oklahoma's knock limit
        and doubling)."""
        names = seat_names(self._port.model.setup)
        # The person's own template: a name's verb does not agree with "you" ("reparte tú").
        dealt = (_tr("Hand {n}: You dealt; the upcard is the {card}.") if names.is_you(dealer)
                 else _tr("Hand {n}: {dealer} dealt; the upcard is the {card}.")).format(
            n=hand_number, dealer=names(dealer), card=accessibility.card_name(upcard))
        model = self._port.model
        view = model.human_view() if model.has_match else None
        if view is not None and view.hand_number == hand_number:
            dealt = sentences([dealt, roles_sentence(view, names),
                               *hand_rules_sentences(view), _upcard_offered_to_you(view)])
        return dealt

    def _end_turn(self, end: PublicMove) -> None:
        pending, self._pending = self._pending, None
        if pending is not None and pending.seat == end.seat and end.kind is not MoveKind.BIG_GIN:
            self._say(Turn(end.seat, pending.draw, end))
        else:
            self._say(Turn(end.seat, end=end))

    def _say(self, turn: Turn, *, then: str = "") -> None:
        """Say ``turn``, and ``then`` (a sentence) after it."""
        self._speak(sentences([turn_sentence(turn, seat_names(self._port.model.setup),
                                             show_stock_card=turn.seat == self._player()),
                               then]))

    # ---------------------------------------------------------------- panels
    def _on_change(self) -> None:
        """Read a result or advice panel when it appears or its words change: once the
        table has settled, so a panel that changes several times in one move (the hand's
        result, the roles' turn, the match's end) is read once, as it ends up."""
        if not self._panels_due:
            self._panels_due = True
            # With the announcer as context: a window closed meanwhile (its table gone)
            # takes the reading with it; it read a deleted scene.
            single_shot(0, self._read_panels_if_due)

    def _read_panels_if_due(self) -> None:
        if not self._panels_due:
            return
        self._panels_due = False
        panels = self._port.panels()
        if any(panel.kind == "result" for panel in panels):
            self._say_drawn_hand()
        shown = {}
        for panel in panels:
            words = (panel.title, panel.lines)
            shown[panel.kind] = words
            before = self._panels.get(panel.kind)
            if before != words:
                lines = panel.lines
                if panel.kind == "result":
                    # The key that goes on, as the status line says it: the panel's
                    # buttons are out of sight, and a blind player was left waiting.
                    lines = (*lines, self._next_step())
                if panel.kind == "advice" and before is not None:
                    # The captain's answer, just said ("Computer 1 answers. Following your
                    # advice: …"), is not said again as the next ask's "Last answer: …".
                    lines = tuple(line for line in lines
                                  if not any(old and old in line for old in before[1]))
                text = sentences([panel.title, *lines])
                # The panels part the seats' scores with "·": said as pauses.
                self._speak(accessibility.dots_as_pauses(text))
        self._panels = shown

    def _next_step(self) -> str:
        model = self._port.model
        if not model.has_match or not model.setup.has_human:
            return ""
        phase = model.human_view().phase
        if phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return ""
        return next_step_text(match_over=phase is Phase.MATCH_OVER)

    def _say_drawn_hand(self) -> None:
        """A drawn hand ends with no showdown to say, but the table lays both hands down
        face up: said as a showdown is, before the result panel, once the table shows it."""
        drawn = self._port.drawn_hands()
        model = self._port.model
        if not drawn or not model.has_match:
            return
        view = model.human_view()
        result = view.last_result
        if result is None or self._drawn_said == (result.hand_number, result.deal_number):
            return
        self._drawn_said = (result.hand_number, result.deal_number)
        self._speak(drawn_hand_sentences(result, drawn, view.player,
                                         seat_names(model.setup)))
