"""Memory over an evening of play: ``python bench/memory.py [--matches N] [--target T]``.

Runs the real ``MainWindow`` offscreen (no animation, computers move at once, saves and
settings in a temporary folder) and plays ``--matches`` matches one after another, as a
player who leaves the game open all evening would: two-player and three-hand matches in
turn, the person's seat played by the ``standard`` level through the window's model (as
``GIN_DESKTOP_TEST_AUTOPLAY`` plays it with the hint). In every hand the Hint is asked
once; at every hand's end, every other hand, the hand review (left to finish) and the
rest of the deck are opened and closed; after each match the Statistics window is opened
and closed, the Settings dialog changes the deck (every third match the language instead,
which reopens the window in it), and Game ▸ New game deals the next match through its
dialog.

After each match it prints the process's resident memory (``/proc/self/statm``), the
QObjects alive under the application's top-level windows, the widgets alive
(``QApplication.allWidgets``), the items in the table's scene, the Python objects the
garbage collector tracks (after a collection), the rows of the score pad and the move log,
and the size of the statistics file and of the saves folder. At the end: the growth per
match of each figure over the second half of the run (a least-squares slope, so the
warm-up of the first matches - caches filled, modules imported - does not count).

Prints figures only; not part of the test run.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

_HOME = tempfile.mkdtemp(prefix="gin_memory_")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GIN_DESKTOP_ANIMATION_SPEED"] = "0"
os.environ["GIN_DESKTOP_DATA_DIR"] = str(Path(_HOME) / "data")
for _name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
    os.environ[_name] = str(Path(_HOME) / _name.lower())
for _name in ("GIN_DESKTOP_AUTO_RESUME", "GIN_DESKTOP_TEST_AUTOPLAY", "GIN_DESKTOP_TEST_LOG",
              "GIN_DESKTOP_EXIT_ON_FIRST_PAINT"):
    os.environ.pop(_name, None)

from PySide6.QtCore import QObject, QSettings, QTimer, qInstallMessageHandler  # noqa: E402
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog  # noqa: E402

from gin_desktop import ai  # noqa: E402
from gin_desktop.app import i18n  # noqa: E402
from gin_desktop.app import main as main_module  # noqa: E402
from gin_desktop.app.dialogs.confirm import match_in_progress  # noqa: E402
from gin_desktop.app.main import MainWindow  # noqa: E402
from gin_desktop.app.settings import DECK_STYLES, Settings  # noqa: E402
from gin_desktop.app.setup import GameSetup  # noqa: E402
from gin_desktop.engine import Phase  # noqa: E402

PAGE = os.sysconf("SC_PAGE_SIZE")


class Stuck(RuntimeError):
    """The window stopped answering (a dialog nobody answers, a computer that never moves)."""


def pump(app: QApplication, until: Callable[[], bool], timeout_s: float = 60.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not until():
        app.processEvents()
        if time.monotonic() > deadline:
            raise Stuck("the window did not get there in time")
        time.sleep(0.0005)


def answer_next_dialog(handle: Callable[[QDialog], None]) -> None:
    """Answer the next modal dialog (``exec`` blocks: answered from inside its loop)."""

    def poll() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QDialog):
            try:
                handle(modal)
            except Exception:
                modal.reject()  # not left waiting for ever: the caller finds it unanswered
                raise
        else:
            QTimer.singleShot(5, poll)

    QTimer.singleShot(0, poll)


def resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * PAGE / 1e6


def qobjects_alive(app: QApplication) -> int:
    """The QObjects under the application and its top-level windows (each counted once)."""
    seen: set[int] = set()
    roots: list[QObject] = [app, *app.topLevelWidgets()]
    for root in roots:
        for obj in [root, *root.findChildren(QObject)]:
            seen.add(id(obj))
    return len(seen)


def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


class Evening:
    """One player, one window (replaced when the language changes), many matches."""

    def __init__(self, app: QApplication, target: int) -> None:
        self.app = app
        self.target = target
        self.settings = Settings(QSettings(str(Path(_HOME) / "settings.ini"),
                                           QSettings.Format.IniFormat))
        self.settings.welcomed = True
        self.settings.default_setup = self._setup("two")
        self.window: MainWindow = MainWindow(self.settings)
        self.window.show()
        pump(app, lambda: self.window.model.has_match
             and self.window.persistence is not None)
        self._prepare(self.window)
        self.person = ai.make_strategy("standard", seed=1)
        self.hands = 0
        self.rows_at_end = (0, 0)

    def _setup(self, mode: str) -> GameSetup:
        current = self.settings.default_setup
        return GameSetup(mode=mode, rules=current.rules.replace(target=self.target))

    def _prepare(self, window: MainWindow) -> None:
        window.model.set_computer_delay(0)
        # Short reviews: the window opens and closes as with the full number of play-outs.
        window.review_features.samples = 2

    # ------------------------------------------------------------------ one match
    def play_match(self) -> None:
        model = self.window.model
        hinted_hand = 0
        def over() -> bool:
            return bool(model.match.is_over)

        while not over():
            pump(self.app, lambda: model.is_human_turn() or over())
            if over():
                break
            match = model.match
            if match.phase is Phase.HAND_OVER:
                self.hands += 1
                if self.hands % 2 == 0:
                    self._look_back()
                model.next_hand()
                continue
            if hinted_hand != match.hand_number:
                hinted_hand = match.hand_number
                self.window.hint()
            action = self.person.choose(model.human_view())
            if not model.play(action):
                model.play(model.hint().action)
        self._look_back()
        # At the match's end, before the next deal starts them afresh.
        self.rows_at_end = (self.window.score_dock.score_model.rowCount(),
                            self.window.move_log.list.count())

    def _look_back(self) -> None:
        """The hand review (to its end) and the rest of the deck, opened and closed."""
        features = self.window.review_features
        review = features.review_hand(None)
        if review is not None:
            pump(self.app, lambda: not review.is_running(), 120)
            review.close()
        reveal = features.show_deck()
        if reveal is not None:
            self.app.processEvents()
            reveal.close()
        self.app.processEvents()

    # ------------------------------------------------------------ between matches
    def between_matches(self, number: int) -> None:
        window = self.window
        window.show_statistics()
        self.app.processEvents()
        stats = window.persistence._stats_window
        stats.close()
        if number % 3 == 2:
            self._switch_language()
        else:
            self._switch_deck(number)
        self._new_game("three" if number % 2 == 0 else "two")

    def _switch_deck(self, number: int) -> None:
        style = DECK_STYLES[number % len(DECK_STYLES)]

        def choose(dialog: QDialog) -> None:
            combo = dialog.deck_combo  # type: ignore[attr-defined]
            combo.setCurrentIndex(combo.findData(style))
            dialog.accept()

        answer_next_dialog(choose)
        self.window.show_settings()

    def _switch_language(self) -> None:
        language = "es" if i18n.current_language() == "en" else "en"
        old = self.window

        def choose(dialog: QDialog) -> None:
            combo = dialog.language_combo  # type: ignore[attr-defined]
            combo.setCurrentIndex(combo.findData(language))
            dialog.accept()

        answer_next_dialog(choose)
        old.show_settings()
        pump(self.app, lambda: bool(main_module._OPEN_WINDOWS)
             and main_module._OPEN_WINDOWS[-1] is not old)
        self.window = main_module._OPEN_WINDOWS[-1]
        pump(self.app, lambda: self.window.model.has_match
             and self.window.persistence is not None)
        self._prepare(self.window)

    def _new_game(self, mode: str) -> None:
        target = self.target

        def choose(dialog: QDialog) -> None:
            (dialog.three_hand if mode == "three"  # type: ignore[attr-defined]
             else dialog.two_player).setChecked(True)  # type: ignore[attr-defined]
            dialog.target_spin.setValue(target)  # type: ignore[attr-defined]
            if match_in_progress(self.window.model):
                # The window reopened in a new language has dealt a match already.
                answer_next_dialog(end_match)
            dialog.accept()

        def end_match(box: QDialog) -> None:
            button = box.findChild(QAbstractButton, "end_match_button")
            assert button is not None
            button.click()

        answer_next_dialog(choose)
        before = self.window.model.match
        self.window.new_game()
        pump(self.app, lambda: self.window.model.has_match
             and self.window.model.match is not before)

    # ------------------------------------------------------------------ figures
    def figures(self) -> dict[str, float]:
        gc.collect()
        window = self.window
        folder = window.persistence.folder
        stats = folder / "statistics.sqlite3"
        return {
            "rss_mb": resident_mb(),
            "qobjects": qobjects_alive(self.app),
            "widgets": len(self.app.allWidgets()),
            "scene_items": len(window.table.scene().items()),
            "py_objects": len(gc.get_objects()),
            "pad_rows": self.rows_at_end[0],
            "log_rows": self.rows_at_end[1],
            "stats_kb": (stats.stat().st_size if stats.exists() else 0) / 1e3,
            "saves_kb": folder_bytes(folder) / 1e3,
        }


def slope(values: list[float]) -> float:
    n = len(values)
    if n < 2:
        return 0.0
    mean_x = (n - 1) / 2
    mean_y = sum(values) / n
    num = sum((i - mean_x) * (v - mean_y) for i, v in enumerate(values))
    den = sum((i - mean_x) ** 2 for i in range(n))
    return num / den


def _quiet(_kind: object, _context: object, message: str) -> None:
    # The offscreen platform's "does not support raise()" after every dialog.
    if "This plugin does not support" not in message:
        print(message, file=sys.stderr)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=30)
    parser.add_argument("--target", type=int, default=50,
                        help="points a match is played to (short matches, more of them)")
    args = parser.parse_args()

    qInstallMessageHandler(_quiet)
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    evening = Evening(app, args.target)
    start_cpu = time.process_time()
    rows: list[dict[str, float]] = [evening.figures()]
    names = list(rows[0])
    print("match " + " ".join(f"{n:>11}" for n in names) + "   hands  cpu_s")
    print(f"{0:5} " + " ".join(f"{rows[0][n]:11.1f}" for n in names))
    for number in range(1, args.matches + 1):
        evening.play_match()
        evening.between_matches(number)
        rows.append(evening.figures())
        print(f"{number:5} " + " ".join(f"{rows[-1][n]:11.1f}" for n in names)
              + f" {evening.hands:7} {time.process_time() - start_cpu:6.1f}", flush=True)
    half = rows[len(rows) // 2:]
    print(f"\ngrowth per match over matches {len(rows) - len(half)}..{len(rows) - 1} "
          "(least squares):")
    for name in names:
        print(f"  {name:12} {slope([r[name] for r in half]):+10.3f}")
    print(f"  whole run: resident memory {rows[0]['rss_mb']:.1f} -> {rows[-1]['rss_mb']:.1f} MB"
          f" over {args.matches} matches, {evening.hands} hands")
    evening.window.close()
    evening.window.model.shutdown(5000)
    return 0


if __name__ == "__main__":
    sys.exit(main())
