"""Training mode (Game ▸ New game ▸ Training mode): learning while playing.

A bar under the toolbar offers the hint before each of the person's decisions and marks
each decision once it is made: the move is weighed off the GUI thread, from the person's
view only, exactly as the hand review does (``gin_desktop.review``), and a costly one is
named with the better move ("That discard cost you about 6 points. Better: Discard the K♠
instead: …"). After each hand the review window opens by itself (``review_actions``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMainWindow

from gin_desktop import review
from gin_desktop.engine import (
    Action, ActionKind, Match, Meld, Phase, SeatView, ThreeHandMatch, knock_goes_gin,
)

from .advice_text import advice_inline, as_sentence, describe_move
from .background import BackgroundJobs
from .i18n import translate as _tr
from .model import GameModel
from .prompts import FOLLOW_ADVICE_KEY, key_text
from .training_bar import TrainingBar


def mistake_text(decision: review.Decision, *, won: bool = False) -> str:
    """"That discard cost you about 6 points. Better: …", in the player's language;
    ``won``: the move was a knock that won its hand, and the words say so before what the
    knock costs on average."""
    assert decision.verdict is not None
    points = decision.cost
    reason = advice_inline(decision.verdict.reason())
    if knock_goes_gin(decision.view.hand, decision.chosen):
        # Gin where big gin was on offer: a gin, never "that knock".
        text = _tr("That gin cost you about {points} points. Better: {reason}.")
    elif decision.chosen.kind is ActionKind.KNOCK and won:
        # Weighed as the person decided, blind to the defender's cards; but the knock's
        # outcome is on the table, and "cost you 13 points" beside "You win the hand: 2
        # points" read as a wrong sum.
        text = _tr("That knock won this hand, but on average it costs about {points} points. "
                   "Better: {reason}.")
    elif decision.chosen.kind is ActionKind.KNOCK:
        text = _tr("That knock cost you about {points} points. Better: {reason}.")
    elif decision.kind == "discard":
        text = _tr("That discard cost you about {points} points. Better: {reason}.")
    elif decision.kind == "draw":
        text = _tr("That draw cost you about {points} points. Better: {reason}.")
    else:
        text = _tr("That choice of the upcard cost you about {points} points. "
                  "Better: {reason}.")
    return text.format(points=points, reason=reason)


class TrainingCoach(QObject):
    """Hints before, marks after each of the person's decisions, in training mode."""

    @property
    def window(self) -> QMainWindow:
        # Its parent, not an attribute: the window holds its coach, and a coach holding the
        # window made a cycle that kept a closed window for the garbage collector.
        return cast(QMainWindow, self.parent())

    # A decision was weighed and marked on the bar (for tests and screen readers).
    marked = Signal(object)
    # The bar shows a hint for the person's decision at hand: Follow (F) may make its move.
    hint_shown = Signal()

    def __init__(self, window: QMainWindow, model: GameModel,
                 samples: Callable[[], int] = lambda: review.DEFAULT_SAMPLES,
                 bar: TrainingBar | None = None) -> None:
        """``window``: where the training bar goes (and the coach's parent); ``samples``:
        the play-outs per choice of the review window, which each mark uses too; ``bar``:
        the window's own training bar, when it built one before restoring its layout."""
        super().__init__(window)
        self.model = model
        # A mark weighed on fewer deals than the review after the hand could call a pass
        # "✗ cost you about 3 points" that the review then calls a good choice (a Brazilian
        # beginner's Oklahoma hand, s40): weighed alike, on the same deals, they agree.
        self._samples = samples
        if bar is None:
            bar = TrainingBar(window)
            window.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
            window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.bar = bar
        self._hinted: tuple[int, int] | None = None
        self._hint_action: Action | None = None  # the move the bar's hint names
        self._hint_line = ""  # the bar's "Hint: ..." for it
        # The person's decision awaiting its move: (match, index of the action, view, the
        # hinted move, the melds the table showed of the hand).
        self._pending: tuple[Match, int, SeatView, Action, tuple[Meld, ...]] | None = None
        self._stopping = False
        # The hand the bar's mark is about (the match's id and hand number): a new hand
        # clears it, a mark of the last hand's knock kept its "good" into the next deal.
        self._hand: tuple[int, int] | None = None
        self._jobs = BackgroundJobs(self, self._weighed, what="weighing the move")
        self.model.state_changed.connect(self.refresh)
        # events_applied comes before state_changed, whose refresh already hints the next
        # decision (the person may act twice in a row: take the upcard, then discard).
        self.model.events_applied.connect(self._after_action)
        self.model.match_started.connect(self._match_started)
        # Three-hand, as captain: the sitter's advice comes after the hint, and may differ.
        self.model.advice_changed.connect(self._show_hint)

    @property
    def active(self) -> bool:
        model = self.model
        return model.has_match and model.setup.training and model.setup.has_human

    def _match_started(self) -> None:
        self._hinted = None
        self._pending = None
        self.bar.set_mark("", mistake=False)
        self.refresh()

    def refresh(self) -> None:
        if not self.active:
            self.bar.hide()
            return
        self.bar.show()
        model = self.model
        match = model.match
        self._clear_mark_of_last_hand(match)
        if match.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            self.bar.set_hint(self._hand_over_hint())
            return
        if not model.is_human_turn():
            self.bar.set_hint(_tr("Watch the other players; the hint comes on your turn."))
            return
        view = model.human_view()
        if not view.legal_actions:
            return
        index = len(match.actions)
        if self._hinted == (id(match), index):
            return
        self._hinted = (id(match), index)
        self._settle()  # the decision before this one, when it was the person's too
        advice = model.hint_for(view)
        # The words of the Hint command's own line (the main window's), so they read alike:
        # sitting out, the person holds no cards, and the hint's "you" is the captain's.
        line = (QCoreApplication.translate("MainWindow", "Hint for the captain: {why}")
                if view.is_advisor else QCoreApplication.translate("MainWindow", "Hint: {why}"))
        self._hint_line = line.format(why=as_sentence(advice_inline(advice)))
        self._hint_action = advice.action
        self._show_hint()
        self.hint_shown.emit()
        # A move with no choice (the stock after both passed the upcard) gets its hint, the
        # person is to make it or suggest it, but no verdict.
        if not view.is_advisor and len(view.legal_actions) > 1:
            shown = model.shown_arrangement(view.hand).melds
            self._pending = (match, index, view, advice.action, shown)

    def _show_hint(self, _advice: object = None) -> None:
        """The bar's hint, with a word on the sitter's advice where it names another move:
        as captain, a newcomer read "Hint: take the 2♦" beside the bubble's "Computer 2
        suggests: pass", pressed F as the hint had taught and passed (F follows the
        sitter's advice)."""
        if self.hinted_action() is None:
            return
        text = self._hint_line
        advice, match = self.model.advice, self.model.match
        view = self.model.human_view()
        if (isinstance(match, ThreeHandMatch) and advice is not None and not view.is_advisor
                and advice.action in view.legal_actions
                and advice.action != self._hint_action):
            text += " " + _tr("{name}, sitting out, suggests another move; {key} plays "
                              "that one, not this hint.").format(
                                  name=self.model.seat_name(match.sitting_out),
                                  key=key_text(FOLLOW_ADVICE_KEY))
        self.bar.set_hint(text)

    def _clear_mark_of_last_hand(self, match: Match) -> None:
        hand = (id(match), match.hand_number)
        if hand != self._hand:
            self._hand = hand
            self.bar.set_mark("", mistake=False)

    def _hand_over_hint(self) -> str:
        # Still true once the review that opened is closed.
        if self.model.human_view().is_advisor:
            # Sat out (three-hand), the person made no decisions: no review opens.
            return _tr("The hand is over. You sat it out: there is nothing of yours to "
                       "review.")
        if self.model.match.phase is Phase.MATCH_OVER:
            # Next hand is greyed out then: the newcomer was sent to a button that deals
            # nothing.
            return _tr("The match is over: Review hand goes through your decisions, and "
                       "New game starts another match.")
        return _tr("The hand is over: Review hand goes through your decisions, and Next "
                   "hand deals the next one.")

    def hinted_action(self) -> Action | None:
        """The move the bar's hint names while that decision is still to be made (None
        otherwise): a person who read "Hint: ..." and pressed F expects it played."""
        if not self.active or self._hinted is None:
            return None
        match = self.model.match
        if self._hinted != (id(match), len(match.actions)) or not self.model.is_human_turn():
            return None
        action = self._hint_action
        return action if action in self.model.human_view().legal_actions else None

    def _after_action(self, _events: object = None) -> None:
        self._settle()

    def _settle(self) -> None:
        """Weigh the person's pending decision once its move has been made."""
        pending = self._pending
        if pending is None or self._stopping:
            return
        match, index, view, hinted, shown = pending
        if match is not self.model.match or len(match.actions) <= index:
            return
        self._pending = None
        action = match.actions[index]
        if action in view.legal_actions:
            self._weigh(match, view, action, hinted, shown)

    def _weigh(self, match: Match, view: SeatView, action: Action, hinted: Action,
               shown: tuple[Meld, ...]) -> None:
        # Off the GUI thread: the view is a frozen snapshot. The move is judged against the
        # hint the bar showed (one judge for both): following it is never a mistake.
        samples = self._samples()
        self._jobs.start(match, lambda: review.evaluate(view, action, samples=samples,
                                                        hinted=hinted, shown=shown))

    def _weighed(self, match: object, decision: object) -> None:
        if match is not self.model.match or not isinstance(decision, review.Decision):
            return
        if decision.view.hand_number != self.model.match.hand_number:
            return  # weighed as the next hand was dealt: its mark is about a hand gone
        if decision.is_mistake:
            # The knock ends the hand: its result is the match's last one by now.
            won = review.knock_won(decision, self.model.match.last_result)
            self.bar.set_mark(mistake_text(decision, won=won), mistake=True)
        elif decision.hinted is None or decision.followed_hint:
            self.bar.set_mark(_tr("Your last move was a good one."), mistake=False)
        else:
            self.bar.set_mark(_tr("Your last move was about as good as the hint's: {move}.")
                              .format(move=describe_move(decision.view, decision.hinted)),
                              mistake=False)
        self.marked.emit(decision)

    def stop(self) -> None:
        """No more marks; wait for the one being weighed (see ``ReviewFeatures.stop``)."""
        self._stopping = True
        self._pending = None
        self._jobs.stop()


__all__ = ["TrainingBar", "TrainingCoach", "mistake_text"]
