"""Shared fixtures for the app tests (Qt runs offscreen: see tests/conftest.py)."""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QLocale, QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app import i18n
from gin_desktop.app.deal_code import table_code
from gin_desktop.app.main import MainWindow
from gin_desktop.app.model import GameModel
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.view import TableView
from gin_desktop.engine.hand import Phase


@pytest.fixture
def game_model(qtbot: QtBot) -> Iterator[GameModel]:
    """A ``GameModel`` with no pause before computer moves; no match started yet."""
    model = GameModel(computer_delay_ms=0)
    yield model
    # Computer jobs still running (stale ones too) finish before the model goes.
    model.shutdown(5000)


REPO = Path(__file__).resolve().parents[2]

GameEnv = Callable[..., dict[str, str]]


@pytest.fixture
def game_env(tmp_path: Path) -> GameEnv:
    """``game_env(autoplay=N, path_first=[dir], NAME=value...)``: the environment of the
    game run as a subprocess (``python -m gin_desktop``): offscreen, no animation, saves,
    settings and caches inside the test's folder, and with ``autoplay`` the app resumes
    without asking and plays that many moves itself (gin_desktop/app/persistence.py)."""

    def make(*, autoplay: int | None = None, path_first: tuple[Path, ...] = (),
             **extra: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("GIN_DESKTOP_")}
        env.update({
            "QT_QPA_PLATFORM": "offscreen",
            "GIN_DESKTOP_ANIMATION_SPEED": "0",
            "GIN_DESKTOP_DATA_DIR": str(tmp_path / "data"),
            "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "XDG_DATA_HOME": str(tmp_path / "share"),
            "XDG_CACHE_HOME": str(tmp_path / "cache"),
            "PYTHONPATH": os.pathsep.join(filter(None, [
                *map(str, path_first), str(REPO), env.get("PYTHONPATH")])),
        })
        if autoplay is not None:
            env.update({
                "GIN_DESKTOP_AUTO_RESUME": "1",
                "GIN_DESKTOP_TEST_AUTOPLAY": str(autoplay),
                "GIN_DESKTOP_TEST_AUTOPLAY_MS": "5",
            })
        env.update(extra)
        return env

    return make


# The opening of a program for ``run_on_screen``: the application, and ``shown_window``,
# the real main window in a language, shown, with its first match dealt. A program adds
# its own imports and what it measures after it.
SHOWN_WINDOW = """
import json, sys
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv)
from gin_desktop.app import i18n
from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.main import MainWindow
from gin_desktop.app.settings import Settings


def shown_window(code):
    assert i18n.install_translators(app, code) == code
    settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
    settings.welcomed = True
    window = MainWindow(settings)
    window.show()
    while not (window.model.has_match and window.persistence is not None):
        app.processEvents()
    return window
"""


def run_on_screen(game_env: GameEnv, tmp_path: Path, screen: tuple[int, int],
                  program: str, *args: str, timeout: int = 180, **env: str) -> Any:
    """Run ``program`` (Python source that builds the real window and prints a JSON report
    as its last line) in a fresh process, on the offscreen platform given one screen of
    ``screen``'s size (its ``configfile`` option; the offscreen screen is 800x800
    otherwise), with the settings file ``tmp_path/settings.ini`` and ``args`` after it: the
    report. A report that gives its ``screen`` (the free area: x, y, width, height) must
    give the one asked for."""
    import json
    import subprocess
    import sys

    tmp_path.mkdir(exist_ok=True)
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "screen", "x": 0, "y": 0, "width": screen[0], "height": screen[1],
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    done = subprocess.run(
        [sys.executable, "-c", program, str(tmp_path / "settings.ini"), *args],
        env=game_env(QT_QPA_PLATFORM=f"offscreen:configfile={config}", **env), cwd=REPO,
        capture_output=True, text=True, timeout=timeout, check=False)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    if isinstance(report, dict) and "screen" in report:
        assert report["screen"] == [0, 0, *screen]  # the platform took the screen given
    return report


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """The real main window, shown, active and playing (computer moves at once), with its
    saves and settings in the test's folder."""
    from PySide6.QtCore import QSettings

    from gin_desktop.app.main import MainWindow
    from gin_desktop.app.settings import Settings

    monkeypatch.setenv("GIN_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("GIN_DESKTOP_AUTO_RESUME", raising=False)
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    shown = MainWindow(settings)
    show_dealt(qtbot, shown)
    qtbot.waitUntil(lambda: shown.persistence is not None, timeout=5000)
    shown.model.set_computer_delay(0)
    shown.activateWindow()
    qtbot.waitUntil(shown.isActiveWindow, timeout=2000)
    yield shown
    # Closed here rather than by qtbot.addWidget: a new language frees the window it
    # replaces (MainWindow.reopen_in_language), and there is nothing left to close.
    if shiboken6.isValid(shown):
        shown.close()
        shown.model.shutdown(5000)


@pytest.fixture
def no_collector() -> Iterator[None]:
    """Python's cyclic garbage collector off: only what nothing holds is freed."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


# ---------------------------------------------------------------- the main window
@pytest.fixture
def window_isolation(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep the person's real settings and saves out of the tests."""
    monkeypatch.setenv("GIN_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("GIN_DESKTOP_ANIMATION_SPEED", "0")
    for name in ("GIN_DESKTOP_AUTO_RESUME", "GIN_DESKTOP_TEST_AUTOPLAY",
                 "GIN_DESKTOP_TEST_LOG", "GIN_DESKTOP_EXIT_ON_FIRST_PAINT"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    s = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    s.default_setup = GameSetup(levels=("human", "standard"), names=("Ana", "Computer"))
    s.welcomed = True  # a returning player: the first start's welcome is tested on its own
    return s


@pytest.fixture
def windows(window_isolation: None) -> Iterator[list[MainWindow]]:
    """A list for the test's own windows (opened by ``test_spoken_order.open_window``, say),
    closed after it; saves in the test's folder, so that no other test's unfinished match
    opens the resume question, which would wait for ever."""
    shown: list[MainWindow] = []
    yield shown
    for win in shown:
        win.close()
        win.model.shutdown(5000)


@pytest.fixture
def make_window(qtbot: QtBot, settings: Settings, window_isolation: None) -> Iterator[Any]:
    """``make_window(settings=None, show=True)``: a ``MainWindow``, shown and dealt, closed
    after the test."""
    windows: list[MainWindow] = []

    def make(s: Settings | None = None, *, show: bool = True) -> MainWindow:
        window = MainWindow(s if s is not None else settings)
        qtbot.addWidget(window)
        windows.append(window)
        if show:
            show_dealt(qtbot, window)
        return window

    yield make
    for window in windows:
        window.close()
        window.model.shutdown(5000)


def show_dealt(qtbot: QtBot, window: MainWindow) -> None:
    """Shows ``window`` at the tests' size and waits for its match (dealt again when its
    first hand is over before the person moves)."""
    window.resize(1280, 800)
    window.show()
    qtbot.waitUntil(lambda: window.model.has_match, timeout=5000)
    deal_again_if_over_before_the_person_moves(window)
    # The match is dealt at random. Printed, so a failure's captured output tells how to
    # replay it: the match seed (``GameSetup(seed=…)``, which also seeds the computer's
    # play) and its first hand's deal code, which Game ▸ Replay deal #… takes (with the
    # dealer and the deck version: the bare number may seat the cards differently).
    match = window.model.match
    print(f"the window's match: seed {match.seed}, deal {table_code(match.table_state())}")


def deal_again_if_over_before_the_person_moves(window: MainWindow) -> None:
    """Tests start on the person's first turn, with no hand in the statistics but those
    they had. In about one random two-hand deal in 300 the computer, offered the upcard
    first, takes it and knocks at once, and the hand is over before the person moves;
    such a deal is replaced by another random one, and its match's statistics (the hand,
    the match left unfinished) are forgotten: a test counting the hands it recorded read
    one more ("4 played" of 3)."""
    model = window.model
    for _ in range(5):
        setup = model.setup
        if setup.mode != "two" or not setup.has_human or not model.wait_idle(5000):
            return
        match = model.match
        if (match.hand_number != 1 or match.phase is not Phase.HAND_OVER
                or any(move.seat == setup.human_seat for move in match.hand.history)):
            return
        persistence = window.persistence
        replaced = persistence.match_id if persistence is not None else ""
        window.start_match(replace(setup, seed=None, first_dealer=None))
        if persistence is not None and replaced:
            forget_match_statistics(persistence.stats, replaced)


def forget_match_statistics(stats: Any, match_id: str) -> None:
    """Every record of the match ``match_id`` taken out of ``stats``' file."""
    connection = stats._conn  # noqa: SLF001  (no such step in the game: a test's clean slate)
    with connection:
        for table in ("accuracy", "hands", "matches"):
            connection.execute(f"DELETE FROM {table} WHERE match_id = ?", (match_id,))


def settle_layout(qtbot: QtBot, window: MainWindow) -> None:
    """Wait for the window's layout to settle: the score pad and the table refit 150 ms
    after the docks last changed (``MainWindow._refit_timer``), and a change handled late
    on a loaded machine starts that wait late; so wait until the timer has fired."""
    qtbot.wait(200)
    qtbot.waitUntil(lambda: not window._refit_timer.isActive(), timeout=5000)  # noqa: SLF001
    QApplication.processEvents()


def require_system_tools(missing: list[str]) -> None:
    """Skip a test whose system tools are ``missing``, unless run as root: as root, 'make
    test' installs them (packaging/a11y-test-packages.txt), so one missing is a failure."""
    if missing and os.geteuid() != 0:
        pytest.skip(f"needs {', '.join(missing)}: as root, 'make test' installs them")
    assert not missing, f"missing {', '.join(missing)}: 'make test' as root installs them"


def drag_on(view: Any, start: Any, end: Any, steps: int = 10) -> None:
    """A real mouse drag on ``view``'s viewport from ``start`` to ``end`` (view points)."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    port = view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, steps + 1):
        QTest.mouseMove(port, QPoint(start.x() + (end.x() - start.x()) * i // steps,
                                     start.y() + (end.y() - start.y()) * i // steps))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    QApplication.processEvents()


# ---------------------------------------------------------------- languages and the table
@pytest.fixture
def language(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    """``language(code)`` installs a language for the test; English and the default locale
    come back after."""
    locale = QLocale()

    def install(code: str) -> None:
        assert i18n.install_translators(qapp, code) == code

    yield install
    i18n.remove_translators(qapp)
    QLocale.setDefault(locale)


@pytest.fixture
def view(qtbot: QtBot, game_model: GameModel) -> Iterator[TableView]:
    """The table view on ``game_model``, shown at 1280x800."""
    table = TableView(game_model)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    yield table


# ---------------------------------------------------------------- widgets left behind
# The windows and views a test leaves behind are held past it and let go of together,
# every few tests, between two tests: a window a test leaves open may sit in reference
# cycles the test made (a model's method replaced by a closure over the model, an
# exception kept with its frames), and Python's collector, clearing those whenever it
# happened to run, tore parts down inside whatever later test it interrupted. Held to the
# end of the run, they took 5 MB a test, 13 GB by three quarters of the run. Let go of
# here, deferred deletions done first, the collector frees them at once, while no test is
# running.
_LEFT_BEHIND: list[Any] = []
_TESTS_PER_RELEASE = 20
_tests_since_release = 0


@pytest.fixture(autouse=True)
def _hold_widgets_left_behind() -> Iterator[None]:
    global _tests_since_release
    yield
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    _LEFT_BEHIND.extend(widget for widget in app.topLevelWidgets()
                        if shiboken6.isValid(widget))
    _tests_since_release += 1
    if _tests_since_release >= _TESTS_PER_RELEASE:
        _tests_since_release = 0
        _release_left_behind(app)


def _release_left_behind(app: QApplication) -> None:
    # The widgets pytest-qt closed go first (it asks for their deletion, which only an
    # event loop carries out). The rest, the windows the tests made, are deleted by Qt
    # too, each with its children, before their Python side is let go of: on Python 3.14
    # (Ubuntu 26.04) the collector, freeing a window's wrappers in whatever order it
    # found their cycles, once crashed the run (a segmentation fault while collecting
    # here). None of Qt's own windows (a tooltip's label, which Qt keeps a pointer to)
    # is deleted from here: only those made in Python.
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    for widget in _LEFT_BEHIND:
        if shiboken6.isValid(widget) and shiboken6.createdByPython(widget) \
                and widget.parent() is None:
            widget.deleteLater()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    _LEFT_BEHIND.clear()
    gc.collect()
