"""A closed main window that nothing holds is freed at once, whole, by no garbage collector.

Lambdas over the window connected to its own actions' and docks' signals were kept by Qt,
where Python's collector cannot see them, and its parts (the review features, the training
coach, the autosave, the table's menu) each held the window: a closed window lived on
until the program's end, and Python's exit then took it apart in no set order. Once the
collector did reach such a window, its parts' filters ran half taken apart ("'MainWindow'
object has no attribute '_panels'").
"""

from __future__ import annotations

import gc
import json
import subprocess
import sys
import weakref
from dataclasses import replace
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app import a11y
from gin_desktop.app.main import MainWindow
from gin_desktop.app.model import GameModel
from gin_desktop.app.settings import Settings
from gin_desktop.app.table.view import TableView

from .conftest import REPO, GameEnv, show_dealt
from .test_stats_window import open_statistics


def _dealt_window(qtbot: QtBot, settings: Settings) -> MainWindow:
    """A main window shown, its match dealt and its saves and statistics set up."""
    window = MainWindow(settings)
    show_dealt(qtbot, window)
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    return window


def _played_and_closed(qapp: QApplication, qtbot: QtBot,
                       settings: Settings) -> tuple[weakref.ref[MainWindow], list[bool]]:
    """A main window played into, then closed and let go of: a weak reference to it, and
    a list that gets True when Qt destroys it."""
    # Played into: its review features, training coach and autosave are built by now.
    window = _dealt_window(qtbot, settings)
    window.close()
    window.model.shutdown(5000)
    qapp.processEvents()
    freed: list[bool] = []
    window.destroyed.connect(lambda: freed.append(True))
    return weakref.ref(window), freed


def test_a_closed_main_window_nothing_holds_is_freed_at_once(
        qapp: QApplication, qtbot: QtBot, settings: Settings, window_isolation: None,
        no_collector: None) -> None:
    held, freed = _played_and_closed(qapp, qtbot, settings)
    qapp.processEvents()
    assert held() is None
    assert freed


def test_a_closed_window_lets_its_model_saves_and_statistics_window_go_with_it(
        qapp: QApplication, qtbot: QtBot, settings: Settings, window_isolation: None,
        no_collector: None) -> None:
    # The persistence kept its own method (the resume question) in an attribute, and its
    # statistics window kept two more (reset, and whether there is anything to reset):
    # cycles that held the persistence, the model and its match past the window, until
    # Python's collector happened to run.
    window = _dealt_window(qtbot, settings)
    stats_window = open_statistics(window, qtbot)
    held = {"window": weakref.ref(window), "model": weakref.ref(window.model),
            "persistence": weakref.ref(window.persistence),
            "match": weakref.ref(window.model.match),
            "statistics window": weakref.ref(stats_window)}
    stats_window.close()
    window.close()
    window.model.shutdown(5000)
    del window, stats_window
    qapp.processEvents()
    assert [name for name, ref in held.items() if ref() is not None] == []


def _training_window(qtbot: QtBot, settings: Settings) -> MainWindow:
    """A main window shown, dealing a training match, its coach built."""
    settings.default_setup = replace(settings.default_setup, training=True)
    window = _dealt_window(qtbot, settings)
    qtbot.waitUntil(lambda: getattr(window, "review_features", None) is not None,
                    timeout=5000)
    return window


def test_a_closed_training_window_nothing_holds_is_freed_at_once_with_its_bar(
        qapp: QApplication, qtbot: QtBot, settings: Settings, window_isolation: None,
        no_collector: None) -> None:
    # The training coach held the review features' Review hand (a parameter it never
    # used), and the features held the coach: the window went, and the coach, its bar and
    # the bar's two-line labels were left to the collector, which clears the labels'
    # Python side first (a label's ``changeEvent`` was seen failing on its cleared state
    # in a full test run).
    window = _training_window(qtbot, settings)
    bar = window.review_features.coach.bar
    qtbot.waitUntil(bar.isVisible, timeout=5000)
    held = [weakref.ref(window), weakref.ref(bar), weakref.ref(bar.hint_label)]
    window.close()
    window.model.shutdown(5000)
    del window, bar
    qapp.processEvents()
    assert [ref() is None for ref in held] == [True, True, True]


def test_a_table_view_with_its_screen_reader_layer_let_go_of_is_collected(
        qapp: QApplication, game_model: GameModel) -> None:
    # The layer was kept in a module's table and by a callable Qt kept for the scene's
    # focus: the view, which the layer holds, lived as long as the program.
    view = TableView(game_model)
    view.show()
    qapp.processEvents()
    a11y.attach(view)
    qapp.processEvents()
    held = weakref.ref(view)
    del view
    gc.collect()
    qapp.processEvents()
    assert held() is None


# The game as started from the command line, playing a few moves itself and quitting;
# then, with the collector off, what is left of its windows once ``run`` has returned.
_PLAYED_AND_QUIT = """
import gc, json
gc.disable()
from PySide6.QtWidgets import QApplication
from gin_desktop.app.main import MainWindow, run
code = run(["gin-desktop"])
QApplication.processEvents()
left = sum(isinstance(w, MainWindow) for w in QApplication.topLevelWidgets())
print(json.dumps({"code": code, "windows_left": left}))
"""


def test_the_game_lets_its_window_go_before_its_run_returns(
        game_env: GameEnv, tmp_path: Path) -> None:
    # Left over, the window was taken apart by Python's exit, with the application.
    done = subprocess.run([sys.executable, "-X", "faulthandler", "-c", _PLAYED_AND_QUIT],
                          env=game_env(autoplay=6), cwd=REPO, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report == {"code": 0, "windows_left": 0}
