"""``gin-desktop --self-test``: does this installation play a game?

It opens the real main window (offscreen when there is no display), then plays a whole
two-player match and two whole three-hand matches (the second with the sitter dealt ten
cards out of play) with computers in every seat, through the
real model and table at instant speed, checking the engine's guarantees (RULES.md "What
the engine guarantees") after every action: the 52 cards each exactly once across hands,
stock and pile; the right number of cards in each hand; scores equal to the sum of the
hand results. Nothing of the person's own settings, saves or statistics is touched: the
window works in a temporary folder. Returns 0, or 1 with a one-line reason on stderr;
both lines in the player's language, as the command's other messages.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any

from gin_desktop.command_line import PROG, QT_TRANSLATE_NOOP, Words, display_answers

# Per match, a guard against a hang: a match takes several seconds (animations at full
# speed, computer moves on a thread), far longer on a loaded machine.
MATCH_TIMEOUT_MS = 120_000


#: The line `gin-desktop --self-test` prints when the installation works. {games}: the
#: matches played, separated by "; ", e.g. "two-player match: 11 hands, 299 moves, score
#: 97-109"; {seconds}: whole seconds.
_PASSED = QT_TRANSLATE_NOOP("GinDesktop", "{prog} self-test passed: {games} ({seconds} s)")
#: {reason}: what went wrong, e.g. "two-player match, hand 3, move 41: the status line is
#: empty".
_FAILED = QT_TRANSLATE_NOOP("GinDesktop", "{prog} self-test failed: {reason}")


@dataclass(frozen=True)
class Said:
    """A sentence of the self-test's, worded only when printed, in the words given then:
    ``text`` (marked for translation) filled with ``values``, themselves sentences or
    plain values (numbers, an error's own text)."""

    text: str
    values: Mapping[str, object] = field(default_factory=dict)

    def worded(self, tr: Words = str) -> str:
        from .agreement import agreeing

        values = {name: value.worded(tr) if isinstance(value, Said) else value
                  for name, value in self.values.items()}
        # A Template: nouns take their number's form ("{n:hand|hands}").
        return agreeing(tr(self.text)).format(**values)


def _said(text: str, **values: object) -> Said:
    return Said(text, values)


class SelfTestError(Exception):
    """A check failed; ``said`` is the one line the user sees (English in ``str``)."""

    def __init__(self, said: Said) -> None:
        super().__init__(said.worded())
        self.said = said


@dataclass(frozen=True)
class _Game:
    # Marked for translation; worded when printed.
    label: str
    mode: str
    levels: tuple[str, ...]
    seed: int
    # Three-hand: the sitter is dealt ten cards, out of play (RULES.md three-hand 2).
    sitter_dealt: bool = False


GAMES = (
    _Game(QT_TRANSLATE_NOOP("GinDesktop", "two-player match"), "two", ("standard", "strong"),
          20240601),
    _Game(QT_TRANSLATE_NOOP("GinDesktop", "three-hand match"), "three",
          ("beginner", "standard", "strong"), 20240602),
    _Game(QT_TRANSLATE_NOOP("GinDesktop",
                            "three-hand match with ten cards dealt to the player sitting out"),
          "three", ("standard", "strong", "beginner"), 20240603, sitter_dealt=True),
)


def run_self_test(tr: Words = str) -> int:
    """Play the matches of ``GAMES`` in the real window; 0 if every check passed. The
    verdict is printed in the words ``tr`` gives (the player's language, as the command's
    help; English by default)."""
    started = time.monotonic()
    try:
        with _isolated_environment() as folder:
            summaries = _run_games(folder)
    except SelfTestError as exc:
        print(_said(_FAILED, prog=PROG, reason=exc.said).worded(tr), file=sys.stderr)
        return 1
    except Exception as exc:  # noqa: BLE001 - any failure is a failed self-test
        # Python's own words for what went wrong: only the sentence around them is ours.
        print(_said(_FAILED, prog=PROG, reason=f"{type(exc).__name__}: {exc}").worded(tr),
              file=sys.stderr)
        return 1
    games = "; ".join(summary.worded(tr) for summary in summaries)
    # Whole seconds: a decimal point would be a comma in the other languages.
    print(_said(_PASSED, prog=PROG, games=games,
                seconds=round(time.monotonic() - started)).worded(tr))
    return 0


@contextmanager
def _isolated_environment() -> Iterator[Path]:
    """Offscreen if there is no display, animations off, data in a temporary folder."""
    from .storage import DATA_DIR_ENV

    saved = {name: os.environ.get(name)
             for name in ("QT_QPA_PLATFORM", "GIN_DESKTOP_ANIMATION_SPEED", DATA_DIR_ENV)}
    with tempfile.TemporaryDirectory(prefix="gin-desktop-selftest-") as folder:
        try:
            if not display_answers():
                os.environ["QT_QPA_PLATFORM"] = "offscreen"
            os.environ["GIN_DESKTOP_ANIMATION_SPEED"] = "0"
            os.environ[DATA_DIR_ENV] = str(Path(folder) / "data")
            yield Path(folder)
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


class SlotErrors(logging.Handler):
    """Collects exceptions raised in Qt slots (PySide reports them through excepthook) and
    the app's own warnings and errors (the table logs it when it falls out of step)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.errors: list[str] = []
        self._previous = sys.excepthook
        self._logger = logging.getLogger("gin_desktop")

    def __enter__(self) -> SlotErrors:
        from PySide6.QtCore import qInstallMessageHandler

        sys.excepthook = self
        self._logger.addHandler(self)
        # Qt's own chatter (e.g. the offscreen plugin's "does not support ...") would
        # bury the one line the self-test prints.
        self._previous_qt = qInstallMessageHandler(_quiet_qt_messages)
        return self

    def __exit__(self, *exc: object) -> None:
        from PySide6.QtCore import qInstallMessageHandler

        sys.excepthook = self._previous
        self._logger.removeHandler(self)
        qInstallMessageHandler(self._previous_qt)

    def emit(self, record: logging.LogRecord) -> None:
        self.errors.append(f"{record.name}: {record.getMessage().splitlines()[0]}")

    def __call__(self, exc_type: type[BaseException], exc: BaseException,
                 tb: TracebackType | None) -> None:
        import traceback

        where = traceback.extract_tb(tb)[-1] if tb is not None else None
        place = f" ({Path(where.filename).name}:{where.lineno})" if where else ""
        self.errors.append(f"{exc_type.__name__}: {exc}{place}")


def _quiet_qt_messages(kind: Any, _context: Any, message: str) -> None:
    from PySide6.QtCore import QtMsgType

    if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
        print(message, file=sys.stderr)


def _run_games(folder: Path) -> list[Said]:
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    if existing is not None and not isinstance(existing, QApplication):
        raise SelfTestError(_said(QT_TRANSLATE_NOOP(
            "GinDesktop", "a Qt application without windows is already running")))
    app = existing if existing is not None else QApplication([PROG])
    # Anything that opens QSettings() by default must not reach the person's settings.
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(folder / "config"))
    previous_format = QSettings.defaultFormat()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    try:
        return [_play(app, game, folder) for game in GAMES]
    finally:
        QSettings.setDefaultFormat(previous_format)
        QCoreApplication.processEvents()


def _play(app: Any, game: _Game, folder: Path) -> Said:
    from PySide6.QtCore import QSettings

    from gin_desktop.engine import RuleSet

    from .main import MainWindow
    from .setup import GameSetup
    from .settings import Settings

    settings = Settings(QSettings(str(folder / f"{game.seed}.ini"),
                                  QSettings.Format.IniFormat))
    with SlotErrors() as slot_errors:
        window = MainWindow(settings)
        model = window.model
        try:
            window.show()
            # The window deals its own first game once shown; wait for that, then replace
            # it with the computers-only match.
            deadline = time.monotonic() + 10
            while not model.has_match and time.monotonic() < deadline:
                app.processEvents()
            model.set_computer_delay(0)
            scene = window.table.table_scene
            label = _said(game.label)
            checker = _Checker(model, label, scene() if callable(scene) else scene)
            model.action_applied.connect(checker.after_action)
            model.hand_ended.connect(checker.hands.append)
            model.match_ended.connect(checker.ends.append)
            names = tuple(f"{level.title()} {seat + 1}" for seat, level in
                          enumerate(game.levels))
            window.start_match(GameSetup(mode=game.mode, levels=game.levels,
                                         seed=game.seed, names=names,
                                         rules=RuleSet(sitter_dealt=game.sitter_dealt)))
            deadline = time.monotonic() + MATCH_TIMEOUT_MS / 1000
            while not model.wait_idle(100) and checker.failure is None:
                if time.monotonic() > deadline:
                    raise _failure(label, QT_TRANSLATE_NOOP(
                        "GinDesktop", "the match did not finish within {seconds} s"),
                        seconds=MATCH_TIMEOUT_MS // 1000)
            app.processEvents()
            image = window.grab()
            if slot_errors.errors:  # first: a failing slot explains most later symptoms
                raise _failure(label, _IN_OUR_WORDS, error=slot_errors.errors[0])
            checker.after_match()
            if image.isNull() or image.width() < 100:
                raise _failure(label, QT_TRANSLATE_NOOP(
                    "GinDesktop", "the window could not be drawn"))
            match = model.match
            return _said(QT_TRANSLATE_NOOP(
                "GinDesktop", "{game}: {hands:hand|hands}, {moves:move|moves}, score {scores}"),
                game=label, hands=len(match.results), moves=len(match.actions),
                scores="-".join(str(s) for s in match.scores))
        finally:
            model.shutdown()
            window.close()
            window.deleteLater()
            app.processEvents()


# A message that is the program's own (a logged error, an exception's text): not translated.
_IN_OUR_WORDS = "{error}"


def _failure(label: Said, problem: str, **values: object) -> SelfTestError:
    """A check of the match ``label`` names that failed: ``problem`` (marked for
    translation) filled with ``values``."""
    return SelfTestError(_said(QT_TRANSLATE_NOOP("GinDesktop", "{game}: {problem}"),
                               game=label, problem=_said(problem, **values)))


class _Checker:
    """The engine's guarantees, checked after every action the model applies."""

    def __init__(self, model: Any, label: Said, scene: Any) -> None:
        self.model = model
        self.label = label
        self.scene = scene
        self.actions = 0
        self.hands: list[object] = []
        self.ends: list[object] = []
        self.failure: SelfTestError | None = None

    def fail(self, problem: str, **values: object) -> None:
        """Stop at the action just applied: ``problem`` (marked for translation) filled
        with ``values``."""
        match = self.model.match
        raise SelfTestError(_said(QT_TRANSLATE_NOOP(
            "GinDesktop", "{game}, hand {hand}, move {move}: {problem}"), game=self.label,
            hand=match.hand_number, move=len(match.actions), problem=_said(problem, **values)))

    def after_action(self) -> None:
        if self.failure is not None:
            return  # the first failure is the one reported
        try:
            self._check()
        except SelfTestError as exc:
            self.failure = exc

    def _check(self) -> None:
        from gin_desktop.engine import FULL_DECK, Phase, ResultKind

        self.actions += 1
        match = self.model.match
        cards = match.card_locations()
        if len(cards) != 52 or set(cards) != set(FULL_DECK):
            self.fail(QT_TRANSLATE_NOOP(
                "GinDesktop", "{count:card|cards} on the table, {different} of them different"),
                count=len(cards), different=len(set(cards)))
        state = match.table_state()
        holders = {state.dealer, state.non_dealer}
        if any(state.hands[seat] for seat in state.seats if seat not in holders):
            self.fail(QT_TRANSLATE_NOOP("GinDesktop",
                                        "cards dealt to a seat that is not in the hand"))
        out_of_play = 10 if state.rules.sitter_dealt and state.roles else 0
        if len(state.sitter_cards) != out_of_play:
            self.fail(QT_TRANSLATE_NOOP(
                "GinDesktop", "{count:card|cards} out of play instead of {expected}"),
                count=len(state.sitter_cards), expected=out_of_play)
        over = state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
        result = state.last_result if over else None
        for seat in holders:
            held = state.hands[seat]
            expected = 10
            if state.phase is Phase.DISCARD and state.to_act == seat:
                expected = 11
            elif result is not None and result.kind is ResultKind.BIG_GIN \
                    and result.knocker == seat:
                expected = 11
            if len(held) != expected:
                self.fail(QT_TRANSLATE_NOOP(
                    "GinDesktop", "seat {seat} holds {count:card|cards} instead of {expected}"),
                    seat=seat, count=len(held), expected=expected)
        for seat in match.seats:
            earned = sum(r.points for r in match.results if r.winner == seat)
            if match.scores[seat] != earned:
                self.fail(QT_TRANSLATE_NOOP(
                    "GinDesktop", "seat {seat} has {points:point|points}, but its hands add "
                    "up to {earned}"), seat=seat, points=match.scores[seat], earned=earned)
            view = match.view(seat)
            if tuple(view.hand) != match.hand_of(view.player):
                self.fail(QT_TRANSLATE_NOOP(
                    "GinDesktop", "what seat {seat} sees shows the wrong cards"), seat=seat)
        if not self.model.status_text():
            self.fail(QT_TRANSLATE_NOOP("GinDesktop", "the status line is empty"))
        self._check_table()

    def _check_table(self) -> None:
        """At rest (always, at animation speed 0) the table shows the match's cards."""
        scene = self.scene
        if scene.animator.is_busy():
            self.fail(QT_TRANSLATE_NOOP(
                "GinDesktop", "the table is still moving cards with animations off"))
        mirror = scene.mirror
        if mirror is None:
            self.fail(QT_TRANSLATE_NOOP("GinDesktop", "the table shows no match"))
        state = self.model.match.table_state()
        for seat in (state.dealer, state.non_dealer):
            if set(mirror.hands.get(seat, ())) != set(state.hands[seat]):
                self.fail(QT_TRANSLATE_NOOP(
                    "GinDesktop", "the table shows the wrong cards for seat {seat}"), seat=seat)
        # The table shows the knocker's discard face down, apart from the pile.
        if list(mirror.stock) != list(state.stock) or list(mirror.pile) != list(
                state.face_up_pile):
            self.fail(QT_TRANSLATE_NOOP(
                "GinDesktop", "the stock or the discard pile on the table differs from the "
                "match's"))
        if list(mirror.sitter_cards) != list(state.sitter_cards):
            self.fail(QT_TRANSLATE_NOOP(
                "GinDesktop", "the cards out of play on the table differ from the match's"))
        if any(scene.card_item(card).face_up for card in state.sitter_cards):
            self.fail(QT_TRANSLATE_NOOP(
                "GinDesktop", "the cards of the player sitting out are shown face up, though "
                "no person sits out"))

    def after_match(self) -> None:
        if self.failure is not None:
            raise self.failure
        model = self.model
        match = model.match
        if model.errors:
            raise _failure(self.label, _IN_OUR_WORDS, error=model.errors[0].splitlines()[0])
        if not match.is_over:
            raise _failure(self.label, QT_TRANSLATE_NOOP(
                "GinDesktop", "the match stopped before its end"))
        if self.actions != len(match.actions):
            raise _failure(self.label, QT_TRANSLATE_NOOP(
                "GinDesktop", "{shown:move|moves} shown, {played} played"),
                shown=self.actions, played=len(match.actions))
        if self.hands != match.results or len(self.ends) != 1:
            raise _failure(self.label, QT_TRANSLATE_NOOP(
                "GinDesktop", "the ends of the hands or of the match were not all announced"))
        winner = match.winner
        if winner is None or match.scores[winner] < match.rules.target:
            raise _failure(self.label, QT_TRANSLATE_NOOP(
                "GinDesktop", "the winner has not reached the target"))
