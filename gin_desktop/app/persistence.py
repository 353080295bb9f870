"""Autosave, resume and statistics for the main window: the Qt glue over ``storage`` and
``statistics``.

The main window builds one ``Persistence(window)`` and, once it is shown, calls
``offer_resume()``. From then on every applied action is saved (atomically) and every
finished hand and match is recorded. Nothing here may stop the game from starting: a file
that cannot be read is moved aside and named in one line through ``window.show_notice``.

Environment hooks, for tests and the self-test:

- ``GIN_DESKTOP_DATA_DIR``: the data folder (default: the game's own, ``storage.data_dir``).
- ``GIN_DESKTOP_AUTO_RESUME=1``: resume an unfinished match without asking.
- ``GIN_DESKTOP_TEST_AUTOPLAY=N``: after the resume offer, play N moves for the person
  (``ai.hint``'s choice, or the next deal) with no pause before computer moves, then quit
  the application. ``GIN_DESKTOP_TEST_AUTOPLAY_MS`` sets the pause between them (20 ms).
- ``GIN_DESKTOP_TEST_LOG=path``: append one JSON line per event (match started or
  resumed, with its state; each applied action, written before the autosave of it).
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import logging
import os
import time
import weakref
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QDir, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from gin_desktop import ai
from gin_desktop.engine import (
    Card, HandResult, Match, MatchEnded, Meld, Phase, SaveFileError,
)

from .accessibility import list_separator
from .file_reasons import os_reason, save_reason, stats_reason
from .fit_text import held_together
from .i18n import translate as _tr
from .names import name_and_score, shown_name
from .rule_words import game_name
from . import storage
from .model import GameModel
from .setup import GameSetup
from .setup_repair import Repairs, repaired, repairs_notice
from . import statistics_pending
from .statistics import (
    QUIT_WAIT_MS, STATS_NAME, OpenProblem, Statistics, StatisticsProblem, hand_records,
    match_record, problem_of,
)
from .statistics import new_match_id, now_iso
from .storage import DamagedSaveError, LoadedSave, NewerSaveError, SaveStore
from .table.hand_order import SORT_MODES
from .table.texts import Names, game_lines
from .weak_call import weak_method

if TYPE_CHECKING:
    from .stats_window import StatsWindow

log = logging.getLogger(__name__)

AUTO_RESUME_ENV = "GIN_DESKTOP_AUTO_RESUME"
# The save's ``extra`` key for the person's hand as they arranged it (card codes).
HAND_ORDER_KEY = "hand_order"
# The save's ``extra`` key for the sort the hand was in ("rank", "suit", "melds"): a hand
# resumed in its sort shows that sort's button checked, and the next deals use it.
HAND_SORT_KEY = "hand_sort"
# The save's ``extra`` key for the melds the hand's row showed (lists of card codes): where
# two groupings leave the same deadwood, the resumed row shows the one it showed.
HAND_MELDS_KEY = "hand_melds"
#: The key in a save's ``extra`` object for the first hand the statistics count, when they
#: were reset during the match: a match resumed after a reset does not bring back its
#: earlier hands.
COUNTED_FROM_KEY = "statistics_from_hand"
#: The key in a save's ``extra`` object for the computer seats whose level the statistics
#: do not know: a save whose level could not be read resumed them at a default level
#: (``setup_repair``), and saved again the match's setup reads that level as if it had
#: always been played.
UNKNOWN_LEVELS_KEY = "statistics_unknown_levels"
AUTOPLAY_ENV = "GIN_DESKTOP_TEST_AUTOPLAY"
AUTOPLAY_MS_ENV = "GIN_DESKTOP_TEST_AUTOPLAY_MS"
TEST_LOG_ENV = "GIN_DESKTOP_TEST_LOG"
#: How soon a statistics write that found the file locked is tried again.
STATS_RETRY_MS = 3000



class GameWindow(Protocol):
    """What ``Persistence`` needs of the main window."""

    model: GameModel

    def show_notice(self, text: str) -> None: ...


def match_state(match: Match) -> dict[str, Any]:
    """What "resumes exactly" compares: cards, turn and score pad (JSON-able)."""
    table = match.table_state()
    return {
        "actions": [a.text() for a in match.actions],
        "hand_number": match.hand_number,
        "phase": match.phase.value,
        "to_act": match.to_act,
        "scores": list(match.scores),
        "hands": [[c.text() for c in match.hand_of(s)] for s in match.seats],
        "pile": [c.text() for c in table.discard_pile],
        "stock": [c.text() for c in table.stock],
        "results": [[r.hand_number, r.kind.value, r.winner, r.points] for r in match.results],
    }


def _scores_text(loaded: LoadedSave) -> str:
    """"You: 12 · Computer: 30": each seat's score with its name (which number is whose; a
    screen reader would read "12–30" as "12 en dash 30"), as the table's lists of scores
    write them ("Computer 1 0, Computer 2 3" ran the numbered names into their scores), a
    default name in the language in use (the match may have been saved in another)."""
    scores = loaded.match.scores
    try:
        names = setup_for(loaded).names
    except SaveFileError:
        return list_separator().join(str(s) for s in scores)
    return " · ".join(name_and_score(shown_name(name), score)
                      for name, score in zip(names, scores, strict=False))


def archive_words(match: Match, names: Sequence[str]) -> str:
    """Which match a save is, for its archived file's name (``storage.archive_name``): its
    game and each player with their score, "two-player Gin Rummy (Hollywood), Ana 120 ·
    Computer 85" (the final totals of a match over; a Hollywood match not over gives no
    scores, its sum being no score of the game). In the language in use as it is put
    away."""
    game = game_name(match.rules, three_hand=len(match.seats) == 3)
    scores: Sequence[int] | None = match.totals if match.is_over and match.totals else (
        None if match.rules.hollywood else match.scores)
    players = [shown_name(name) for name in names[:len(match.seats)]]
    if scores is not None:
        players = [f"{name} {score}" for name, score in zip(players, scores, strict=False)]
    return ", ".join([game, " · ".join(players)]) if players else game


def _question_text(loaded: LoadedSave) -> str:
    """The resume question, saying where the match stands: a hand just dealt, in the
    middle of a hand or after one (its result shown, the next not dealt: "at hand 1" said
    of a match saved after hand 1 read as if hand 1 were still to play), and the scores,
    or in Hollywood each game's scores and whether it is won (RULES.md Hollywood: three
    games scored at once; their sum, "You 54, Computer 0", is no score of the game)."""
    match = loaded.match
    # Which game it was (a player may keep Oklahoma and three-hand matches going by turns).
    game = game_name(match.rules, three_hand=len(match.seats) == 3)
    between_hands = match.phase is Phase.HAND_OVER
    # Saved as the hand was dealt (Next hand, then the window closed): "in the middle of
    # hand 3" said of a hand nobody had played a card of.
    just_dealt = not between_hands and not match.hand.history
    if not (match.rules.hollywood and match.game_scores):
        text = (_tr("You have an unfinished match of {game}: hand {hand} is over and the "
                    "next hand is not dealt yet (score {scores}). Resume it?")
                if between_hands else
                _tr("You have an unfinished match of {game}: hand {hand} is dealt and "
                    "nobody has played in it yet (score {scores}). Resume it?")
                if just_dealt else
                _tr("You have an unfinished match of {game}, in the middle of hand {hand} "
                    "(score {scores}). Resume it?"))
        return text.format(game=game, hand=match.hand_number, scores=_scores_text(loaded))
    try:
        setup = setup_for(loaded)
        names = Names([shown_name(name) for name in setup.names],
                      setup.human_seat if setup.has_human else None)
    except SaveFileError:
        names = Names((), None)  # "Seat 1", "Seat 2"
    games = game_lines(names, match.game_scores, match.game_winners, match.rules.target)
    text = (_tr("You have an unfinished match of {game}: hand {hand} is over and the next "
                "hand is not dealt yet.\n{games}\nResume it?")
            if between_hands else
            _tr("You have an unfinished match of {game}: hand {hand} is dealt and nobody "
                "has played in it yet:\n{games}\nResume it?")
            if just_dealt else
            _tr("You have an unfinished match of {game}, in the middle of hand {hand}:\n"
                "{games}\nResume it?"))
    return text.format(game=game, hand=match.hand_number, games="\n".join(games))


def _copy_question_text(loaded: LoadedSave) -> str:
    """The resume question; for a match from the copy of a damaged save (``replaced``),
    first that it is the copy, before the person chooses to play it on."""
    question = _question_text(loaded)
    if loaded.replaced is None:
        return question
    return _tr("Your last save could not be read; this is the copy saved just before it, "
               "so your last move may be missing.") + "\n\n" + question


def setup_for(loaded: LoadedSave) -> GameSetup:
    """The saved setup, checked against the saved match; ``SaveFileError`` if unusable.

    The save keeps the rules twice (the match's and the setup's): the match's are the
    truth, so that a new game or a replay from this setup plays what was being played.
    A setup whose seats are intact is repaired (``repaired_setup``).
    """
    return repaired_setup(loaded)[0]


def repaired_setup(loaded: LoadedSave) -> tuple[GameSetup, Repairs]:
    """``setup_for``'s setup, and what of it had to be repaired: a setup that does not load
    whole (a bad first dealer, a misspelled key) but says who sits where is kept with its
    readable fields (``setup_repair``)."""
    data = loaded.setup_data
    try:
        if isinstance(data, dict) and "names" not in data:
            # Every save has had them: GameSetup's defaults ("You" for the first seat)
            # would name the person in the second seat "Computer".
            raise ValueError("the players' names are missing")
        setup, repairs = GameSetup.from_dict(data), Repairs()
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        kept = repaired(data, loaded.match.mode)
        if kept is None:
            raise SaveFileError(f"the saved game setup is not usable: {exc}") from None
        log.warning("saved game setup repaired: %s", exc)
        setup, repairs = kept
    if setup.mode != loaded.match.mode or setup.seat_count != len(loaded.match.seats):
        raise SaveFileError("the saved game setup does not fit the saved match")
    if setup.rules != loaded.match.rules:
        setup = dataclasses.replace(setup, rules=loaded.match.rules)
    return setup, repairs


class _TestLog:
    """JSON lines appended with one ``write`` each: whole lines survive a SIGKILL."""

    def __init__(self, path: str) -> None:
        self._fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    def write(self, **record: Any) -> None:
        os.write(self._fd, (json.dumps(record) + "\n").encode())


def _counted_from(loaded: LoadedSave) -> int:
    """The first hand of a saved match its statistics count (1 unless reset during it)."""
    first = loaded.extra.get(COUNTED_FROM_KEY, 1)
    return first if isinstance(first, int) and not isinstance(first, bool) and first > 1 else 1


def _unknown_levels(loaded: LoadedSave, setup: GameSetup, repairs: Repairs
                    ) -> tuple[int, ...]:
    """The computer seats of a saved match whose level the statistics do not know: those
    repaired now, and those an earlier resume repaired (the save's ``UNKNOWN_LEVELS_KEY``;
    what is not another seat than the person's there is passed over)."""
    saved = loaded.extra.get(UNKNOWN_LEVELS_KEY)
    earlier = saved if isinstance(saved, list) else []
    return tuple(seat for seat in range(setup.seat_count) if seat != setup.human_seat
                 and (seat in repairs.levels
                      or any(type(s) is int and s == seat for s in earlier)))


@dataclasses.dataclass(frozen=True)
class Tracking:
    """A match being played that its save does not hold (the last save failed), with what
    the statistics know of it: handed to the window that replaces this one (a new
    language), which would otherwise resume the older save and undo the moves since."""

    match: Match
    match_id: str
    started_at: str
    first_counted: int
    unknown_levels: tuple[int, ...]
    durations: dict[int, float]
    hand_order: list[str]
    hand_sort: str | None = None
    hand_melds: list[list[str]] | None = None


def _saved_melds(saved: object, held: set[Card]) -> list[Meld]:
    """The melds of a save's ``hand_melds`` whose cards are all in ``held`` (anything else,
    a hand-edited or older save's, passed over)."""
    melds: list[Meld] = []
    for codes in saved if isinstance(saved, list) else []:
        try:
            meld = Meld.from_cards(Card.from_text(code) for code in codes)
        except (TypeError, ValueError, AttributeError):
            continue
        if set(meld.cards) <= held:
            melds.append(meld)
    return melds


class Persistence(QObject):
    """Autosave and resume of ``window.model``'s match; statistics of every hand and match."""

    @property
    def window(self) -> GameWindow | None:
        """The window (None once it has gone)."""
        return self._window()

    def __init__(self, window: GameWindow, *, folder: Path | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        super().__init__(window if isinstance(window, QObject) else None)
        # Weakly: the window holds its persistence (``window``).
        self._window = weakref.ref(window)
        self.model: GameModel = window.model
        self.clock = clock
        # Asked before resuming: True to resume. Tests replace it. Weakly: a method of
        # its own object kept in an attribute would hold the persistence, its model and
        # its match in a cycle that only Python's collector frees.
        self.ask_resume: Callable[[LoadedSave], bool] = weak_method(self._ask_with_dialog)
        # The unfinished match's setup when the person chose New game over resuming it.
        self.declined_setup: GameSetup | None = None
        # The resume question said the match is a damaged save's copy: the notice after
        # it says only where the damaged file was kept.
        self._copy_told = False
        self._ready = False
        self._match: Match | None = None
        #: The tracked match's setup (the model's is the next match's once it starts one).
        self._setup: GameSetup | None = None
        self._match_id = ""
        self._started_at = ""
        self._hand_number = 0
        #: The first hand of the tracked match the statistics count (1 unless they were
        #: reset during it: its hands before that are not counted again).
        self._first_counted = 1
        #: The computer seats of the tracked match whose level the statistics do not know.
        self._unknown_levels: tuple[int, ...] = ()
        self._hand_clock = time.monotonic()
        self._durations: dict[int, float] = {}
        self._logged_actions = 0
        self._save_failed = False
        self._save_failed_notice = ""
        # Why the last save failed, in the player's words (``os_reason``).
        self._save_reason = ""
        self._stats_failed = False
        # Statistics writes not made yet, in order: another program holds the file.
        self._stats_pending: list[tuple[Callable[..., Any], tuple[Any, ...]]] = []
        self._stats_wait_told = False
        #: How soon those are tried again (milliseconds; tests shorten it).
        self.stats_retry_ms = STATS_RETRY_MS
        self._stats_retry = QTimer(self)
        self._stats_retry.setSingleShot(True)
        self._stats_retry.timeout.connect(self._flush_statistics)
        self._stats_window: StatsWindow | None = None
        # While resuming: the saved order of the person's hand, the sort it was in and the
        # melds its row showed.
        self._restoring: object = None
        self._restoring_sort: object = None
        self._restoring_melds: object = None
        # While that order is put back (its moves are not the person's).
        self._arranging = False
        self._autoplay_left = 0
        self._autoplay_timer: QTimer | None = None
        log_path = os.environ.get(TEST_LOG_ENV)
        self._test_log = _TestLog(log_path) if log_path else None

        self.store: SaveStore | None
        wanted = folder if folder is not None else storage.data_dir_path()
        try:
            self.folder: Path | None = wanted
            wanted.mkdir(parents=True, exist_ok=True)
            self.store = SaveStore(self.folder, clock)
            self.store.remove_stale_temporaries()
        except OSError as exc:
            self.folder = None
            self.store = None
            log.warning("data folder: %s", exc)
            self._notice(_tr("The data folder {folder} could not be created ({reason}); "
                            "this game will not be saved.").format(
                                folder=QDir.toNativeSeparators(str(wanted)),
                                reason=os_reason(exc)))
        self.stats = Statistics.temporary()
        if self.folder is not None:
            self.stats, problem = Statistics.open(self.folder / STATS_NAME, clock)
            if problem is not None:
                self._notice(self._problem_text(problem))
        # Whether statistics_pending's file holds writes of the queue (made when they are).
        self._pending_kept = False
        # The text this session last wrote in that file (None: none, or not known).
        self._pending_text: str | None = None
        self._replay_kept_statistics()

        self.model.match_started.connect(self._on_match_started)
        self.model.action_applied.connect(self._on_action_applied)
        self.model.hand_ended.connect(self._on_hand_ended)
        self.model.match_ended.connect(self._on_match_ended)
        # A new name (Settings) is the match's now: a resume must not bring the old back.
        self.model.names_changed.connect(self.save_now)
        # A hand sorted or rearranged is saved at once: a crash must not undo it.
        rearranged = getattr(getattr(window, "table", None), "hand_rearranged", None)
        if rearranged is not None:
            rearranged.connect(self._on_hand_rearranged)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)

    @property
    def match_id(self) -> str:
        """The identity of the match being tracked ("" before there is one)."""
        return self._match_id

    # ---------------------------------------------------------------- resuming
    def offer_resume(self) -> bool:
        """Offer the unfinished match, if there is one; return True if it was resumed.

        Called once, when the main window is first shown; autosaving starts here (not
        before, so the match the window started with never overwrites the saved one
        before the person has chosen).
        """
        resumed = False
        try:
            resumed = self._offer_resume()
        except Exception:  # the last line of defence: the game must start regardless
            log.exception("resuming the saved match failed")
            self._set_aside_unusable(_tr("it could not be resumed"))
        finally:
            self._ready = True
        if not resumed and self.model.has_match and self._match is not self.model.match:
            self._track_new(self.model.match)
        self._start_autoplay()
        return resumed

    def _offer_resume(self) -> bool:
        if self.store is None:
            return False
        try:
            loaded = self._load()
            if loaded is not None and loaded.replaced is None:
                loaded = self._usable(loaded)
        except DamagedSaveError as exc:
            log.warning("saved match: %s", exc)
            self._notice(self._damaged_text(save_reason(exc.kind), exc.kept_as))
            return False
        if loaded is None:
            return False
        self._copy_told = False
        resumed = self._offer_loaded(loaded)
        if loaded.replaced is not None and self._copy_told:
            self._notice(self._kept_text(loaded.replaced))
        elif loaded.replaced is not None:
            self._notice(self._replaced_text(loaded.replaced, resumed=resumed))
        return resumed

    def _usable(self, loaded: LoadedSave) -> LoadedSave:
        """``loaded``, or where its game setup cannot be used (the match replays, but who
        sits where is unreadable), the copy saved before it, as for a save that does not
        read: the save's failed setup once threw the match out and deleted that copy, whole
        beside it. Raises ``DamagedSaveError`` when there is no copy to stand in."""
        assert self.store is not None
        try:
            repaired_setup(loaded)
        except SaveFileError as exc:
            log.warning("saved match: %s", exc)
            try:
                return self.store.fall_back(exc)
            except DamagedSaveError:
                if loaded.match_id is not None:
                    # Its record would otherwise stay 'playing', counted nowhere, for ever.
                    self.write_statistics(self.stats.abandon, loaded.match_id,
                                          now_iso(self.clock))
                raise
            except OSError as error:
                log.warning("saves: %s", error)
        return loaded

    def _offer_loaded(self, loaded: LoadedSave) -> bool:
        """Resume, archive or (the person's choice) abandon the saved match; True if it
        was resumed."""
        assert self.store is not None
        try:
            setup, repairs = repaired_setup(loaded)
        except SaveFileError as exc:
            log.warning("saved match: %s", exc)
            self._set_aside_unusable(save_reason(exc.kind))
            if loaded.match_id is not None:
                # Its record would otherwise stay 'playing', counted nowhere, for ever.
                self.write_statistics(self.stats.abandon, loaded.match_id, now_iso(self.clock))
            return False
        if loaded.match.is_over:
            # Finished but not archived (the game stopped in between): archive it now,
            # and record whatever its statistics may lack.
            self._record_catch_up(loaded, setup, _counted_from(loaded),
                                  _unknown_levels(loaded, setup, repairs))
            self._io_call(self.store.archive, "finished", None,
                          archive_words(loaded.match, setup.names))
            return False
        asked = bool(loaded.match.actions) and os.environ.get(AUTO_RESUME_ENV) != "1"
        self._copy_told = asked and loaded.replaced is not None
        if asked and not self.ask_resume(loaded):
            # "New game": the window opens the New game dialog with these options.
            self.declined_setup = setup
            self._abandon(loaded.match, loaded.match_id, setup, now_iso(self.clock),
                          _counted_from(loaded), _unknown_levels(loaded, setup, repairs))
            return False
        if repairs:
            self._notice(repairs_notice(repairs, setup))
        self._resume(loaded, setup, _unknown_levels(loaded, setup, repairs))
        return True

    def _load(self) -> LoadedSave | None:
        """The saved match; while the save is a newer version's, this version's own.

        Finding a newer version's save is said before whatever this version's own save has
        to say (damaged, say), and not at all when this version cannot save (its own
        notice says so)."""
        assert self.store is not None
        store = self.store
        newer_found = False
        while True:
            try:
                loaded = store.load()
            except NewerSaveError as exc:
                # Not damaged: the person went back to an older install, and the newer
                # one must find its match as it left it.
                log.warning("saved match: %s", exc)
                if not store.keep_own_match_apart():
                    self._give_up_saving()
                    return None
                newer_found = True
                continue
            except Exception:  # damaged, or worse: the newer match is safe all the same
                if newer_found:
                    self._tell_newer_save_kept()
                raise
            if newer_found:
                self._tell_newer_save_kept()
            return loaded

    def _tell_newer_save_kept(self) -> None:
        self._notice(_tr(
            "Your saved match was made by a newer version of Gin Desktop, so this "
            "version cannot open it. It is left as it is, for the newer version to "
            "find; this version keeps its own match in a separate file, so neither "
            "match is lost."))

    def _give_up_saving(self) -> None:
        """Every file this version may keep its match in holds a newer version's: writing
        over one would lose that match, so this session's match is not saved, and the
        person is told so before playing it."""
        self.store = None
        self._notice(_tr(
            "Your saved matches were made by a newer version of Gin Desktop, so this "
            "version cannot open them and will not write over them: the match you play now "
            "will not be saved. To continue your saved matches, and to have your games "
            "saved, use the newer version."))

    def _resume(self, loaded: LoadedSave, setup: GameSetup,
                unknown_levels: tuple[int, ...]) -> None:
        match = loaded.match
        self._match = match
        self._setup = setup
        self._match_id = loaded.match_id or new_match_id()
        known = self._stats_call(self.stats.match, self._match_id)
        self._started_at = known.started_at if known is not None else now_iso(self.clock)
        self._durations = {}
        self._first_counted = first = _counted_from(loaded)
        self._unknown_levels = unknown_levels
        self._record_catch_up(loaded, setup, first, unknown_levels)
        self._log(event="resumed", match_id=self._match_id, state=match_state(match))
        self._ready = True
        self._restoring = loaded.extra.get(HAND_ORDER_KEY)
        self._restoring_sort = loaded.extra.get(HAND_SORT_KEY)
        self._restoring_melds = loaded.extra.get(HAND_MELDS_KEY)
        try:
            self.model.resume(match, setup)  # emits match_started: saved there
        finally:
            self._restoring = self._restoring_sort = self._restoring_melds = None

    @property
    def unsaved_reason(self) -> str | None:
        """Why the match on the table is not in its save (the last try failed), in the
        player's words; None when it is saved (or there is none)."""
        if self._save_failed and self._match is not None and self._match is self.model.match:
            return self._save_reason
        return None

    def tracking(self) -> Tracking | None:
        """The match on the table as this window tracks it, when its save does not hold it
        (``unsaved_reason``): for the window that takes it over."""
        match = self._match
        if self.unsaved_reason is None or match is None:
            return None
        return Tracking(match, self._match_id, self._started_at, self._first_counted,
                        self._unknown_levels, dict(self._durations), self._hand_order(),
                        self._hand_sort(), self._hand_melds())

    def adopt_unsaved(self, tracking: Tracking, setup: GameSetup) -> None:
        """Go on with a match another window played and could not save (the game reopened
        in a new language): the save on disk is older, so it is not resumed. Saving is
        tried again at once; if it fails, the player hears so in the new language."""
        self._match = tracking.match
        self._match_id = tracking.match_id
        self._started_at = tracking.started_at
        self._first_counted = tracking.first_counted
        self._unknown_levels = tracking.unknown_levels
        self._durations = dict(tracking.durations)
        self._ready = True
        self._restoring = tracking.hand_order
        self._restoring_sort = tracking.hand_sort
        self._restoring_melds = tracking.hand_melds
        try:
            self.model.resume(tracking.match, setup)  # emits match_started: saved there
        finally:
            self._restoring = self._restoring_sort = self._restoring_melds = None

    def adopt_finished(self, match: Match, match_id: str) -> None:
        """Track an ended match another window showed (the game reopened in a new
        language): archived and counted there, so neither again here."""
        self._match = match
        self._setup = None  # over: never left for a new one
        self._match_id = match_id or new_match_id()
        self._first_counted = 1
        self._unknown_levels = ()
        self._ready = True

    def _record_catch_up(self, loaded: LoadedSave, setup: GameSetup, first: int,
                         unknown_levels: tuple[int, ...]) -> None:
        """Count the saved match's finished hands from hand ``first`` that the statistics
        do not hold yet (a quit before they were written); ``unknown_levels``: its computer
        seats whose level is not known."""
        match_id = loaded.match_id
        if match_id is None:
            return  # not a save this module wrote: its statistics were never ours
        # A match keeps the start first recorded (``Statistics.record``).
        self._write_match(loaded.match, match_id, setup, now_iso(self.clock), ended=True,
                          first=first, unknown_levels=unknown_levels)

    def _write_match(self, match: Match, match_id: str, setup: GameSetup, started_at: str,
                     *, ended: bool, first: int, unknown_levels: tuple[int, ...],
                     durations: dict[int, float] | None = None,
                     abandoned: bool = False) -> None:
        """Record ``match`` as it stands, with its finished hands from hand ``first`` (those
        recorded already stay as they are); ``ended``: it is over or left, now."""
        now = now_iso(self.clock)
        self.write_statistics(
            self.stats.record,
            match_record(match, match_id, setup.human_seat, setup.levels, started_at,
                         now if ended else None, abandoned=abandoned, first_hand=first,
                         unknown_seats=unknown_levels),
            hand_records(match, match_id, setup.human_seat, now, durations, first_hand=first))

    def _abandon(self, match: Match, match_id: str | None, setup: GameSetup, started_at: str,
                 first: int, unknown_levels: tuple[int, ...],
                 durations: dict[int, float] | None = None) -> None:
        """Keep a match not over that the person leaves for a new one: in the archive as
        abandoned, and in the statistics as abandoned at its score, with its finished
        hands they do not hold yet (a quit before they were written). Every way of leaving
        one comes here: New game at the resume question, a new game over the match being
        played."""
        if self.store is not None:
            self._io_call(self.store.archive, "abandoned", None,
                          archive_words(match, setup.names))
        if match_id is None:
            return  # not a save this module wrote: its statistics were never ours
        if not any(result.hand_number >= first for result in match.results):
            # No hand of it counted: no statistic of its own; a record its resume made is
            # marked left all the same.
            self.write_statistics(self.stats.abandon, match_id, now_iso(self.clock))
            return
        self._write_match(match, match_id, setup, started_at, ended=True, first=first,
                          unknown_levels=unknown_levels, durations=durations,
                          abandoned=True)

    def _ask_with_dialog(self, loaded: LoadedSave) -> bool:
        box = QMessageBox(self.window if isinstance(self.window, QWidget) else None)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(_tr("Unfinished match"))
        box.setText(held_together(_copy_question_text(loaded)))
        resume = box.addButton(_tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        new_game = box.addButton(_tr("New game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)
        # Escape or closing the box must never throw the match away: they mean Resume,
        # and only an explicit "New game" archives it.
        box.setEscapeButton(resume)
        # The window, when it can, says behind the question that it waits for an answer.
        asking = getattr(self.window, "resume_question_open", None)
        if callable(asking):
            asking(True)
        try:
            box.exec()
        finally:
            if callable(asking):
                asking(False)
        return box.clickedButton() is not new_game

    # ---------------------------------------------------------------- tracking
    def _track_new(self, match: Match) -> None:
        """Start tracking a match the model started (not a resumed one)."""
        previous, setup = self._match, self._setup
        if previous is not None and setup is not None and previous.actions \
                and not previous.is_over:
            # A new game over an unfinished one.
            self._abandon(previous, self._match_id, setup, self._started_at,
                          self._first_counted, self._unknown_levels, self._durations)
        self._match = match
        self._setup = self.model.setup
        self._match_id = new_match_id()
        self._started_at = now_iso(self.clock)
        self._durations = {}
        self._first_counted = 1
        self._unknown_levels = ()
        self._hand_number = match.hand_number
        self._hand_clock = time.monotonic()
        self._logged_actions = 0
        self._log(event="started", match_id=self._match_id, state=match_state(match))
        self._log_actions()
        # Statistics begin with the first finished hand: a deal walked away from at once
        # leaves no row behind.
        self._autosave()

    def _on_match_started(self) -> None:
        if not self._ready:
            return
        match = self.model.match
        if match is self._match:  # the resume we asked for
            self._restore_hand_order(self._restoring, self._restoring_sort,
                                     self._restoring_melds)
            self._hand_number = match.hand_number
            self._hand_clock = time.monotonic()
            self._logged_actions = len(match.actions)
            if not match.is_over:  # an ended one was archived as it ended
                self._autosave()
            return
        self._track_new(match)

    def _on_action_applied(self) -> None:
        if not self._ready or self.model.match is not self._match:
            return
        match = self.model.match
        self._log_actions()
        if match.hand_number != self._hand_number:
            self._hand_number = match.hand_number
            self._hand_clock = time.monotonic()
        self._autosave()

    def _on_hand_ended(self, result: HandResult) -> None:
        if not self._ready or self.model.match is not self._match:
            return
        self._durations[result.hand_number] = time.monotonic() - self._hand_clock
        if not self.model.match.is_over:  # the last hand is recorded with the match's end
            self._record(final=False)

    def _on_match_ended(self, event: MatchEnded) -> None:
        if not self._ready or self.model.match is not self._match:
            return
        self._record(final=True)

    # ---------------------------------------------------------------- the hand's order
    def _table(self) -> Any:
        table = getattr(self.window, "table", None)
        return table if hasattr(table, "hand_order") else None

    def _hand_order(self) -> list[str]:
        """The person's hand as they arranged it on the table, as card codes."""
        table = self._table()
        return [card.text() for card in table.hand_order()] if table is not None else []

    def _hand_sort(self) -> str | None:
        """The sort the person chose for their hand ("rank", "suit" or "melds")."""
        table = self._table()
        return table.table_scene().sort_mode if table is not None else None

    def _hand_melds(self) -> list[list[str]]:
        """The melds the person's row shows, as lists of card codes."""
        table = self._table()
        if table is None:
            return []
        shown = table.arrangement_for(table.hand_order())
        return [[card.text() for card in meld.cards] for meld in shown.melds]

    def _restore_hand_order(self, saved: object, sort: object = None,
                            melds: object = None) -> None:
        """Put the resumed hand back in the melds, the sort and the order the person left
        it in (cards that are not in the hand, codes that are not cards or melds, or a sort
        the table does not know, are passed over)."""
        table = self._table()
        if table is not None:
            kept = _saved_melds(melds, set(table.hand_order()))
            if kept:
                table.table_scene().keep_melds(kept)
        if table is not None and sort in SORT_MODES:
            self._arranging = True
            try:
                table.table_scene().sort_hand(sort)
            finally:
                self._arranging = False
        if table is None or not isinstance(saved, list):
            return
        held = set(table.hand_order())
        cards: list[Card] = []
        for code in saved:
            try:
                card = Card.from_text(code) if isinstance(code, str) else None
            except ValueError:
                card = None
            if card is not None and card in held and card not in cards:
                cards.append(card)
        scene = table.table_scene()
        self._arranging = True
        try:
            for index, card in enumerate(cards):
                scene.move_card(card, index)
        finally:
            self._arranging = False

    def _on_hand_rearranged(self) -> None:
        if not self._arranging:
            self.save_now()

    def save_now(self) -> None:
        """Save the match now (the window closes: the hand's order may have changed)."""
        if not self._ready or self._match is not self.model.match:
            return
        # A finished match was archived as it ended: once, unless that write failed.
        if self._match is not None and self._match.is_over and not self._save_failed:
            return
        self._autosave()

    # ---------------------------------------------------------------- writing
    def _autosave(self) -> None:
        match = self._match
        if self.store is None or match is None:
            return
        try:
            extra: dict[str, Any] = {"setup": self.model.setup.to_dict()}
            order = self._hand_order()
            if order:
                extra[HAND_ORDER_KEY] = order
                extra[HAND_SORT_KEY] = self._hand_sort()
                extra[HAND_MELDS_KEY] = self._hand_melds()
            if self._first_counted > 1:
                extra[COUNTED_FROM_KEY] = self._first_counted
            if self._unknown_levels:
                extra[UNKNOWN_LEVELS_KEY] = list(self._unknown_levels)
            text = storage.save_text(match, extra, self._match_id)
            if match.is_over:
                self.store.archive("finished", text=text,
                                   about=archive_words(match, self.model.setup.names))
            else:
                self.store.save(text)
        except OSError as exc:
            if not self._save_failed:  # once, not after every card
                log.warning("saving: %s", exc)
                # Where, and what now: "may not write there" named no place, and a
                # player read it as the end of the match.
                self._save_failed_notice = _tr(
                    "The game could not be saved in the folder {folder} ({reason}). You "
                    "can play on: it tries again after every move.").format(
                    folder=QDir.toNativeSeparators(str(self.store.folder)),
                    reason=os_reason(exc))
                self._notice(self._save_failed_notice)
            self._save_failed = True
            self._save_reason = os_reason(exc)
            return
        if self._save_failed and self._save_failed_notice:
            # The failure's notice stood on after the saves worked again (room made on a
            # full disk): a player kept reading that nothing was saved.
            self._withdraw_notice(self._save_failed_notice)
            self._save_failed_notice = ""
            self._notice(_tr("Saving works again: the match is saved as it stands now."))
        self._save_failed = False

    def _record(self, *, final: bool) -> None:
        match = self._match
        if match is None:
            return
        self._write_match(match, self._match_id, self.model.setup, self._started_at,
                          ended=final, first=self._first_counted,
                          unknown_levels=self._unknown_levels, durations=self._durations)

    def counts_hand(self, match_id: str, hand_number: int) -> bool:
        """Whether a write about this hand belongs in the statistics: not a hand of the
        tracked match finished before they were reset (a review that ends late)."""
        return match_id != self._match_id or hand_number >= self._first_counted

    def reset_statistics(self) -> None:
        """Remove every recorded hand and match; the match being played goes on and is
        counted from its next finished hand. Raises (``sqlite3.Error``: locked, read-only,
        damaged) having changed nothing."""
        self.stats.reset()
        # The writes still waiting for the file were made before the reset: written now,
        # they would bring back what the player has just removed.
        self._stats_pending.clear()
        self._stats_retry.stop()
        self._keep_pending()
        match = self._match
        if match is not None:
            self._first_counted = 1 + max((r.hand_number for r in match.results), default=0)
            if not match.is_over:
                # Resumed later, the match's earlier hands stay uncounted: twice, so that
                # the copy before the save (resumed should the save be damaged) says so too.
                self._autosave()
                self._autosave()

    def has_statistics(self) -> bool:
        """Whether a reset would remove anything: a record, or a write still waiting for
        the file (a finished hand the window cannot show yet)."""
        return bool(self._stats_pending) or not self.stats.is_empty()

    def _stats_call(self, method: Callable[..., Any], *args: Any) -> Any:
        try:
            return method(*args)
        except Exception as exc:  # sqlite3.Error, a full disk: statistics never stop play
            self._stats_failed_with(exc)
            return None

    def _stats_failed_with(self, exc: BaseException) -> None:
        log.warning("statistics: %s", exc)
        self.stats.after_failed_write(exc)
        if not self._stats_failed:
            self._notice(_tr("The statistics could not be updated ({reason}).").format(
                reason=stats_reason(problem_of(exc))))
        self._stats_failed = True

    def write_statistics(self, method: Callable[..., Any], *args: Any) -> None:
        """Make the statistics write ``method(*args)`` now or, while another program holds
        the file (another copy of the game), a little later: in order, none lost, and the
        window never waits more than a moment for the lock."""
        self._stats_pending.append((method, args))
        if not self._stats_retry.isActive():
            self._flush_statistics()

    def _flush_statistics(self) -> None:
        while self._stats_pending:
            method, args = self._stats_pending[0]
            try:
                method(*args)
            except Exception as exc:  # sqlite3.Error, a full disk: statistics never stop play
                if problem_of(exc) is StatisticsProblem.LOCKED:
                    log.warning("statistics: %s; trying again later", exc)
                    self._tell_statistics_wait()
                    self._stats_retry.start(self.stats_retry_ms)
                    # Kept on disk meanwhile: a game stopped before the file is free
                    # makes them at its next start.
                    self._keep_pending()
                    return
                self._stats_pending.pop(0)
                self._stats_failed_with(exc)
                continue
            self._stats_pending.pop(0)
        if self._pending_kept:
            self._keep_pending()

    def _pending_folder(self) -> Path | None:
        """Where the queue is kept for the next start; None in a session in memory (the
        file was out of reach at the start): kept writes made there would be lost as it
        ends, so they wait for a later session."""
        return None if self.stats.in_memory else self.folder

    def _keep_pending(self) -> bool:
        """Mirror the queue in ``statistics_pending``'s file (none left: no file)."""
        folder = self._pending_folder()
        if folder is None:
            return False
        if not (self._stats_pending or self._pending_kept):
            return True
        text = statistics_pending.to_json(self._stats_pending) if self._stats_pending else None
        if text is not None and text == self._pending_text:
            # Kept as they are already: a retry that finds the file still held has
            # nothing new to keep, and rewrote the file every few seconds.
            return True
        kept = statistics_pending.keep_text(folder, text)
        self._pending_kept = kept and text is not None
        self._pending_text = text if kept else None
        return kept

    def _replay_kept_statistics(self) -> None:
        """Make the writes an earlier session kept because the file was held as it quit."""
        folder = self._pending_folder()
        kept = statistics_pending.take(folder, self.stats) if folder is not None else []
        if kept:
            log.info("statistics: %d writes kept from the last session", len(kept))
            self._pending_kept = True
            self._stats_pending[:0] = kept
            self._flush_statistics()

    def _tell_statistics_wait(self) -> None:
        if not self._stats_wait_told:  # once, not after every hand
            self._stats_wait_told = True
            self._notice(_tr("Another program is using the statistics file, so this "
                             "game's statistics will be written as soon as it is free."))

    def _io_call(self, method: Callable[..., Any], *args: Any) -> Any:
        try:
            return method(*args)
        except OSError as exc:
            log.warning("saves: %s", exc)
            return None

    def close(self) -> None:
        """Close the database (called when the application quits), after the writes still
        waiting for another program to let go of it: the window is going, so they may
        wait for it a little longer now (``QUIT_WAIT_MS``); those it still holds back are
        kept for the next start (``statistics_pending``)."""
        self._stats_retry.stop()
        if self._stats_pending:
            with contextlib.suppress(Exception):
                self.stats.wait_ms = QUIT_WAIT_MS
            self._flush_statistics()
            self._stats_retry.stop()
            if self._stats_pending and not self._keep_pending():
                log.warning("statistics: %d writes lost, the file still locked",
                            len(self._stats_pending))
            self._stats_pending.clear()
        try:
            self.stats.close()
        except Exception:  # already closed, or the disk went away: nothing left to do
            log.debug("closing statistics", exc_info=True)

    # ---------------------------------------------------------------- notices
    def _notice(self, text: str) -> None:
        log.warning("%s", text)
        self._log(event="notice", text=text)
        show = getattr(self.window, "show_notice", None)
        if callable(show):
            show(text)

    def _withdraw_notice(self, text: str) -> None:
        withdraw = getattr(self.window, "withdraw_notice", None)
        if callable(withdraw):
            withdraw(text)

    def _damaged_text(self, reason: str, kept_as: Path | None) -> str:
        """``reason``: already in the player's words (``file_reasons``)."""
        # Said where the copy lies (the data folder is nowhere else on the table) and
        # that the table shows a new match: the start deals one next, not the saved one.
        if kept_as is None:
            return _tr("The saved match could not be read ({reason}), so a new match has "
                       "been dealt.").format(reason=reason)
        return _tr("The saved match could not be read ({reason}), so a new match has been "
                   "dealt. The unreadable file was kept as {name} in the folder {folder}."
                   ).format(reason=reason, name=kept_as.name,
                            folder=QDir.toNativeSeparators(str(kept_as.parent)))

    def _replaced_text(self, damaged: DamagedSaveError, *, resumed: bool) -> str:
        """The save was damaged and its copy from before the last save took its place."""
        log.warning("saved match: %s; its previous copy was used", damaged)
        reason = save_reason(damaged.kind)
        kept = damaged.kept_as
        assert kept is not None  # a copy takes only the place of a save moved aside
        name, folder = kept.name, QDir.toNativeSeparators(str(kept.parent))
        # Said that the last move may be missing: the copy is the save before the last.
        if resumed:
            return _tr("Your saved match could not be read ({reason}); it was resumed from "
                       "the copy saved just before it, so your last move may be missing. "
                       "The unreadable file was kept as {name} in the folder {folder}."
                       ).format(reason=reason, name=name, folder=folder)
        return _tr("Your saved match could not be read ({reason}); the copy saved just "
                   "before it was used in its place. The unreadable file was kept as "
                   "{name} in the folder {folder}.").format(reason=reason, name=name,
                                                            folder=folder)

    def _kept_text(self, damaged: DamagedSaveError) -> str:
        """Where the damaged save was kept, once the resume question has said the match
        is its copy (``_copy_question_text``)."""
        log.warning("saved match: %s; its previous copy was offered", damaged)
        kept = damaged.kept_as
        assert kept is not None  # a copy takes only the place of a save moved aside
        return _tr("The unreadable file was kept as {name} in the folder {folder}.").format(
            name=kept.name, folder=QDir.toNativeSeparators(str(kept.parent)))

    def _set_aside_unusable(self, reason: str) -> None:
        kept = self._io_call(self.store.set_aside) if self.store is not None else None
        self._notice(self._damaged_text(reason, kept))

    def _problem_text(self, problem: OpenProblem) -> str:
        log.warning("statistics file: %s", problem.reason)
        reason = stats_reason(problem.kind)
        if problem.kept_as is not None and not problem.in_memory:
            return _tr("The statistics file could not be read ({reason}); it was kept as "
                      "{name} and a new one was started.").format(
                reason=reason, name=problem.kept_as.name)
        return _tr("The statistics file could not be used ({reason}); statistics are kept "
                  "for this session only.").format(reason=reason)

    # ---------------------------------------------------------------- statistics window
    def show_statistics(self) -> None:
        """Open (or raise) the statistics window."""
        if self._stats_window is None:
            # Loaded when first opened, as the other dialogs: not on the way to the table.
            from .stats_window import StatsWindow

            parent = self.window if isinstance(self.window, QWidget) else None
            # Weakly, as ``ask_resume``: the persistence holds the window.
            self._stats_window = StatsWindow(self.stats, parent,
                                             reset=weak_method(self.reset_statistics),
                                             resettable=weak_method(self.has_statistics))
        else:
            self._stats_window.refresh()
        self._stats_window.show()
        self._stats_window.raise_()
        self._stats_window.activateWindow()

    # ---------------------------------------------------------------- test hooks
    def _log(self, **record: Any) -> None:
        if self._test_log is not None:
            self._test_log.write(**record)

    def _log_actions(self) -> None:
        """Log the actions not logged yet (before they are saved: the log may be ahead of
        the save by the action being saved, never behind)."""
        if self._test_log is None or self._match is None:
            return
        for action in self._match.actions[self._logged_actions:]:
            self._logged_actions += 1
            self._log(event="action", n=self._logged_actions, action=action.text(),
                      match_id=self._match_id)

    def _start_autoplay(self) -> None:
        value = os.environ.get(AUTOPLAY_ENV)
        if value is None:
            return
        try:
            self._autoplay_left = max(0, int(value))
            interval = max(0, int(os.environ.get(AUTOPLAY_MS_ENV, "20")))
        except ValueError:
            log.warning("%s must be a whole number", AUTOPLAY_ENV)
            return
        self.model.set_computer_delay(0)
        timer = QTimer(self)
        timer.setInterval(interval)
        timer.timeout.connect(self._autoplay_step)
        self._autoplay_timer = timer
        timer.start()

    def _autoplay_step(self) -> None:
        model = self.model
        if not model.has_match and self._autoplay_left > 0:
            return  # the window deals its first match after the resume offer
        if self._autoplay_left <= 0 or not model.has_match or model.match.is_over:
            assert self._autoplay_timer is not None
            self._autoplay_timer.stop()
            self._log(event="autoplay_done",
                      state=match_state(model.match) if model.has_match else None)
            QCoreApplication.quit()
            return
        if not model.is_human_turn() or QApplication.activeModalWidget() is not None:
            return  # a computer is thinking, or a dialog waits (an error report, say)
        if model.match.phase is Phase.HAND_OVER:
            model.next_hand()
        else:
            try:
                advice = model.hint()
            except ai.NotMyTurnError:
                return
            model.play(advice.action)
        self._autoplay_left -= 1
