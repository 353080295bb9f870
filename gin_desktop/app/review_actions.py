"""The hand review and fairness features of the main window, in one place.

``ReviewFeatures(window)`` adds to the menus and the table's result panel:

- Game ▸ Review hand… (and the panel's "Review hand"): the person's decisions in a hand of
  the current match, weighed by the expert (``dialogs/review.py``);
- Game ▸ Review a saved match…: the same for a finished (archived) or other saved match;
  the running match's own autosave, if chosen, is reviewed as the match in progress;
- Game ▸ Show the rest of the deck… (and the panel's button): the cards that were hidden in
  the hand just finished, and the deal's code (``dialogs/deck_reveal.py``);
- Help ▸ Is the computer cheating? (``help_fairness.py``);
- accuracy in the statistics: after each hand the person played, its review runs off the
  GUI thread at low priority and its points lost per decision are recorded;
- training mode (``training.py``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from gin_desktop import review
from gin_desktop.engine import HandResult, Match, Phase, SaveFileError, SaveProblem

from . import i18n
from .background import BackgroundJobs
from .model import GameModel
from .settings import Settings
from .storage import ARCHIVE_DIR, parse_save, read_limited
from .table.art import CardArt
from .table.scene import TableScene
from .training import TrainingCoach
from .training_bar import TrainingBar
from .file_reasons import save_reason
from .prompts import REST_OF_DECK_KEY
from .saved_match_dialog import choose_saved_match
from .weak_call import single_shot, weak_method, weakly
from .i18n import translate as _tr

if TYPE_CHECKING:
    from .dialogs.deck_reveal import DeckRevealDialog
    from .dialogs.review import ReviewDialog
    from .help_fairness import FairnessWindow
    from .scorepad import ScorePadDock

log = logging.getLogger(__name__)

# Training's review opens this many of the computer's pauses after the hand ends (2 s at
# the usual 500 ms; at once where the computer plays without pause, as in the tests).
RESULT_SEEN_PAUSES: Final = 4


@dataclass(frozen=True)
class WindowParts:
    """What the review features use of the main window (which builds them, so they
    cannot import it): the window itself only as the parent of their actions, dialogs and
    training bar."""

    window: QMainWindow
    model: GameModel
    scene: TableScene
    settings: Settings
    game_menu: QMenu
    help_menu: QMenu
    # The window's autosave and statistics, once built (None before and without them).
    persistence: Callable[[], object]
    # The window's training bar, built before its layout was restored (None: the coach
    # builds its own).
    training_bar: TrainingBar | None = None
    # The window's score pad, whose finished hands' lines open their review (None: none).
    score_pad: ScorePadDock | None = None


class ReviewFeatures(QObject):
    """See the module docstring. Built by the main window once its menus exist."""

    def __init__(self, parts: WindowParts) -> None:
        window = parts.window
        super().__init__(window)
        # What it uses of ``parts``; not the window, its parent, which holds it.
        self._settings = parts.settings
        self._scene = parts.scene
        self._persistence = parts.persistence
        self.model = parts.model
        # Play-outs per choice in the review window (tests make it long or short).
        self.samples = review.DEFAULT_SAMPLES
        # Record accuracy after each hand (off where the window has no statistics).
        self.record_accuracy = True
        self.review_dialog: ReviewDialog | None = None
        self.reveal_dialog: DeckRevealDialog | None = None
        self._fairness: FairnessWindow | None = None
        self._stopping = False
        # Training: the match and hand whose review opens once its result has been seen.
        self._hand_to_review: tuple[Match, int] | None = None
        self._jobs = BackgroundJobs(self, self._accuracy_done, what="reviewing the hand",
                                    quiet=(review.ReviewCancelled,))
        self._build_actions(parts)
        self.coach = TrainingCoach(window, self.model, samples=weakly(self._samples_now),
                                   bar=parts.training_bar)
        scene = parts.scene
        scene.review_requested.connect(weakly(self.review_hand, None))
        scene.reveal_requested.connect(self.show_deck)
        scene.hand_rearranged.connect(self._follow_sort)
        if parts.score_pad is not None:
            parts.score_pad.score_model.reviewable = weak_method(self.can_review)
            parts.score_pad.view.review_requested.connect(weak_method(self.review_hand))
        self.model.state_changed.connect(self.refresh)
        self.model.hand_ended.connect(self._hand_ended)
        window.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)
        self.refresh()

    @property
    def window(self) -> QMainWindow:
        # Its parent, not an attribute: the window holds these features, and features
        # holding the window made a cycle that kept a closed window for the collector.
        return cast(QMainWindow, self.parent())

    def _samples_now(self) -> int:
        return self.samples

    # ---------------------------------------------------------------- menus
    def _action(self, text: str, slot: Callable[..., object], name: str, tip: str,
                shortcut: str | None = None, args: tuple[object, ...] = ()) -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(name)
        action.setStatusTip(tip)
        action.setToolTip(tip)
        if shortcut:
            action.setShortcut(shortcut)
        action.triggered.connect(weakly(slot, *args))  # the window holds its actions
        self.window.addAction(action)
        return action

    def _build_actions(self, parts: WindowParts) -> None:
        self.review_action = self._action(
            _tr("Re&view hand…"), self.review_hand, "review_hand",
            self._review_tip(), "Ctrl+Shift+R", args=(None,))
        self.review_saved_action = self._action(
            _tr("Review a saved &match…"), self.review_saved, "review_saved",
            _tr("Review the hands of a saved or finished match"), "Ctrl+O")
        # Its key also reaches the table while the action is off, which says why not.
        self.reveal_action = self._action(
            _tr("Show the rest of the &deck…"), self.show_deck, "show_deck",
            _tr("At the end of a hand: the stock and the opponent's whole hand, face up"),
            REST_OF_DECK_KEY)
        self.fairness_action = self._action(
            _tr("Is the computer &cheating?"), self.show_fairness, "fairness",
            _tr("How deals are made, and how you can check the computer"))
        _insert_before_separator(parts.game_menu, 0, [
            self.review_action, self.review_saved_action, self.reveal_action])
        _insert_before_separator(parts.help_menu, 0, [self.fairness_action])

    def refresh(self) -> None:
        model = self.model
        has_match = model.has_match
        over = has_match and model.match.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
        sat_out = has_match and model.setup.has_human and self._sat_out()
        self.review_action.setEnabled(has_match and model.setup.has_human and not sat_out)
        tip = self._review_tip(sat_out=sat_out)
        self.review_action.setStatusTip(tip)
        self.review_action.setToolTip(tip)
        self.reveal_action.setEnabled(bool(over) and model.setup.has_human)

    def _sat_out(self) -> bool:
        """The person sat out every hand Review hand could open (three-hand): as the result
        panel offers no review then, the menu says why there is none. (``table_hand``
        opens the hand being played or the last one finished, one the person played.)"""
        match, seat = self.model.match, self.model.human_seat
        return (review.sat_out(match, match.hand_number, seat)
                and review.sat_out(match, review.default_hand(match), seat)
                and self._last_played() is None)

    def _last_played(self) -> int | None:
        """The last hand finished that the person played, not sat out (None: none yet)."""
        match, seat = self.model.match, self.model.human_seat
        return next((result.hand_number for result in reversed(match.results)
                     if not review.sat_out(match, result.hand_number, seat)), None)

    def can_review(self, hand_number: int) -> bool:
        """Whether hand ``hand_number`` of the current match is finished and has the
        person's decisions to review (not one sat out, not a match of computers only)."""
        model = self.model
        if not (model.has_match and model.setup.has_human):
            return False
        match = model.match
        return (any(result.hand_number == hand_number for result in match.results)
                and not review.sat_out(match, hand_number, model.human_seat))

    def table_hand(self) -> tuple[int, bool]:
        """The hand Review hand opens, and whether it is the last one finished standing in
        for the hand being played, where the person has decided nothing yet (the window
        then says so: it showed another hand's cards unannounced, which a player took for
        the hand under way). The hand being played once the person has decided something
        in it; a hand sat out (three-hand) gives way to the other."""
        match, seat = self.model.match, self.model.human_seat
        current, last = match.hand_number, review.default_hand(match)
        played = self._last_played()
        if review.sat_out(match, current, seat) and review.sat_out(match, last, seat) \
                and played is not None:
            # Sitting out the last hand and this one: the hand before, which the person
            # played (the menu was off, as if the match had nothing of theirs to review).
            return played, False
        if review.sat_out(match, current, seat):
            return last, False
        if last == current or review.sat_out(match, last, seat):
            return current, False
        if review.decision_points(match, current, seat):
            return current, False
        return last, True

    @staticmethod
    def _review_tip(*, sat_out: bool = False) -> str:
        if sat_out:
            return _tr("You sat out this hand: there are no decisions of yours to review")
        return _tr("The expert weighs each of your decisions in a hand")

    # ---------------------------------------------------------------- commands
    def _art(self) -> CardArt:
        art = CardArt()
        try:
            art.set_style(self._settings.deck_style)
        except ValueError:
            pass
        return art

    def review_hand(self, hand_number: int | None) -> ReviewDialog | None:
        """Review a hand of the current match (None: the one on the table, ``table_hand``)."""
        if not self.model.has_match or (hand_number is None and self._sat_out()):
            return None
        standing_in = False
        if hand_number is None:
            hand_number, standing_in = self.table_hand()
        return self.open_review(self.model.match, self.model.human_seat, hand_number,
                                standing_in=standing_in)

    def open_review(self, match: Match, seat: int, hand_number: int | None,
                    title: str = "", *, standing_in: bool = False) -> ReviewDialog:
        """Open the review window on ``match`` (replacing one already open) and start;
        ``standing_in``: ``hand_number`` is the last hand finished, opened because nothing
        is decided yet in the hand being played (``table_hand``)."""
        if self.review_dialog is not None:
            self.review_dialog.close()
            self.review_dialog.deleteLater()
        # Loaded when first opened, like the other dialogs: not on the way to the first paint.
        from .dialogs.review import ReviewDialog

        scene = self._scene
        dialog = ReviewDialog(match, seat, hand_number, self.window, art=self._art(),
                              samples=self.samples, title=title, standing_in=standing_in,
                              hand_sort=scene.sort_mode)
        dialog.analysed.connect(lambda result: self._record(match, result))
        self.review_dialog = dialog
        dialog.show()
        dialog.raise_()
        # The keys go to it (its decisions list): on a real X server it opened unfocused,
        # and Escape went on to the table instead of closing it (s44).
        dialog.activateWindow()
        dialog.start()
        return dialog

    def _follow_sort(self) -> None:
        """The review window shows the hand in the table's sort, as it changes."""
        if self.review_dialog is not None:
            self.review_dialog.set_hand_sort(self._scene.sort_mode)

    def review_saved(self) -> None:
        """Ask for a saved match (in the archive of finished ones), then review its last
        hand; the running match's own autosave is reviewed as the match in progress."""
        folder = self._archive_folder()
        name = choose_saved_match(self.window, _tr("Review a saved match"),
                                  str(folder) if folder else "", _tr("Saved matches (*.json)"))
        if not name:
            return
        if self._is_running_autosave(Path(name)) and self.model.has_match:
            # Not a match put away but the one on the table (which its file may lag):
            # reviewed from the table and named as such.
            hand, standing_in = self.table_hand()
            self.open_review(self.model.match, self.model.human_seat, hand,
                             _tr("Review hand — the match in progress"),
                             standing_in=standing_in)
            return
        self.review_file(Path(name))

    def review_file(self, path: Path) -> ReviewDialog | None:
        """Review the match saved in ``path``; a file that cannot be read says why."""
        try:
            loaded = parse_save(read_limited(path))
        except (OSError, SaveFileError) as exc:
            log.warning("review %s: %s", path, exc)
            reason = save_reason(exc.kind if isinstance(exc, SaveFileError)
                                 else SaveProblem.UNREADABLE)
            QMessageBox.warning(self.window, _tr("Review a saved match"),
                                _tr("{name} could not be read ({reason}).").format(
                                    name=path.name, reason=reason))
            return None
        seat = review.person_seat(loaded.match, loaded.extra)
        return self.open_review(loaded.match, seat, None,
                                _tr("Review hand — {name}").format(name=path.name))

    def _archive_folder(self) -> Path | None:
        """The folder of finished matches, made if none has finished yet: the data folder
        above it holds the running match's autosave, which is no saved match to offer."""
        folder = getattr(self._persistence(), "folder", None)
        if not isinstance(folder, Path):
            return None
        archive = folder / ARCHIVE_DIR
        try:
            archive.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            log.warning("archive folder: %s", exc)
            return folder
        return archive

    def _is_running_autosave(self, path: Path) -> bool:
        store = getattr(self._persistence(), "store", None)
        autosave = getattr(store, "path", None)
        if not isinstance(autosave, Path):
            return False
        try:
            return path.samefile(autosave)
        except OSError:  # either is missing: not the same file
            return False

    def show_deck(self) -> DeckRevealDialog | None:
        """The hidden cards of the hand just finished."""
        model = self.model
        if not model.has_match or model.match.phase not in (Phase.HAND_OVER,
                                                             Phase.MATCH_OVER):
            return None
        from .dialogs.deck_reveal import DeckReveal, DeckRevealDialog

        reveal = DeckReveal.of(model.match, model.human_seat)
        if self.reveal_dialog is not None:
            self.reveal_dialog.close()
            self.reveal_dialog.deleteLater()
        dialog = DeckRevealDialog(reveal, model.seat_name(reveal.opponent), self.window,
                                  art=self._art())
        dialog.fairness_requested.connect(self.show_fairness)
        self.reveal_dialog = dialog
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()  # the keys go to it, opened by its key or the panel's button
        return dialog

    def show_fairness(self) -> FairnessWindow:
        from .help_fairness import FairnessWindow

        if self._fairness is None:
            self._fairness = FairnessWindow(i18n.current_language(), self.window)
        self._fairness.show()
        self._fairness.raise_()
        self._fairness.activateWindow()
        return self._fairness

    # ---------------------------------------------------------------- accuracy
    def _hand_ended(self, result: HandResult) -> None:
        model = self.model
        if not model.setup.has_human or self._stopping:
            return
        self._bring_open_review_up_to_date(result.hand_number)
        if model.setup.training:
            if model.human_view().is_advisor:
                # Sat out (three-hand): no cards, no decisions, nothing to review.
                return
            # Training opens the review by itself (it records the accuracy when done), once
            # the result has been seen a moment: opened at once, it hid the showdown, and a
            # newcomer read tables of expected points before whose cards had won (s67).
            self._hand_to_review = (model.match, result.hand_number)
            single_shot(RESULT_SEEN_PAUSES * model.computer_delay, self._review_ended_hand)
            return
        if self.record_accuracy and self._stats() is not None:
            self._review_in_background(model.match, model.human_seat, result.hand_number)

    def _review_ended_hand(self) -> None:
        """Training: the review of the hand that just ended (``_hand_ended``)."""
        ended, self._hand_to_review = self._hand_to_review, None
        # Not over a new match dealt meanwhile: its hand of that number is another hand.
        if ended is not None and not self._stopping and self.model.has_match \
                and self.model.match is ended[0]:
            self.review_hand(ended[1])

    def _bring_open_review_up_to_date(self, hand_number: int) -> None:
        """A review opened on the hand being played weighed only the decisions made by
        then: left open while the hand ended, it went on saying "You made no decisions in
        this hand" under the result. It weighs the whole hand now."""
        dialog = self.review_dialog
        if (dialog is not None and dialog.isVisible() and dialog.match is self.model.match
                and dialog.hand_number == hand_number):
            dialog.start()

    def _review_in_background(self, match: Match, seat: int, hand_number: int) -> None:
        copy = review.snapshot(match)  # the table's match goes on meanwhile
        self._jobs.start((match, hand_number), lambda: review.review_hand(
            copy, hand_number, seat, should_stop=lambda: self._stopping,
            hint=review.hinted_move))

    def _accuracy_done(self, key: object, result: object) -> None:
        if isinstance(key, tuple) and isinstance(result, review.HandReview):
            self._record(key[0], result)

    def _record(self, match: Match, result: review.HandReview) -> None:
        """Record a review of the current match's hand in the statistics."""
        stats = self._stats()
        persistence = self._persistence()
        if stats is None or match is not self.model.match or not result.decisions:
            return
        match_id = getattr(persistence, "match_id", "")
        if not match_id:
            return
        counts = getattr(persistence, "counts_hand", None)
        if callable(counts) and not counts(match_id, result.hand_number):
            return  # finished before the statistics were reset: it does not count
        write = getattr(persistence, "write_statistics", None)
        if callable(write):  # written later if another program holds the file: not lost
            write(stats.record_accuracy, match_id, result.hand_number,
                  len(result.decisions), result.total_loss)
            return
        try:
            stats.record_accuracy(match_id, result.hand_number, len(result.decisions),
                                  result.total_loss)
        except Exception as exc:  # noqa: BLE001 - sqlite3.Error, a full disk
            log.warning("statistics: %s", exc)
            stats.after_failed_write(exc)  # not five seconds again after every hand

    def _stats(self) -> Any:
        persistence = self._persistence()
        return getattr(persistence, "stats", None) if persistence is not None else None

    # ---------------------------------------------------------------- closing
    def stop(self) -> None:
        """Stop background reviews and wait for them (the window is closing; see
        ``BackgroundJobs.stop``)."""
        self._stopping = True
        if self.review_dialog is not None:
            self.review_dialog.close()
        self.coach.stop()
        self._jobs.stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.stop()
        return False


def _insert_before_separator(menu: QMenu, index: int, actions: list[QAction]) -> None:
    """Insert ``actions`` before the menu's ``index``-th separator (at the end if none)."""
    separators = [a for a in menu.actions() if a.isSeparator()]
    if len(separators) > index:
        menu.insertActions(separators[index], actions)
    else:
        menu.addActions(actions)


__all__ = ["ReviewFeatures"]
