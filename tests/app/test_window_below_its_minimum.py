"""A window manager that ignores a window's minimum size (a tiling one; Xvfb without one,
resized by xdotool, as a Spanish play-tester did) made the window 800 pixels wide with the
score pad widened by hand: the table kept its least width under the pad, which lay over
its right edge and half the Knock button. The table now gives way to its own least
beside the pad at its least, and takes its width back as the window grows. Real window
in a fresh process on a 1920x1080 offscreen screen (``conftest.run_on_screen``); the
window resized through its platform window, as a window manager does."""

from __future__ import annotations

from pathlib import Path

from .conftest import SHOWN_WINDOW, GameEnv, run_on_screen

_PROGRAM = SHOWN_WINDOW + """
import time
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.engine import RuleSet


def settle():
    for _ in range(60):
        app.processEvents()
        time.sleep(0.005)


window = shown_window("es")
levels = ("human", "standard")
window.model.start(GameSetup(mode="two", levels=levels, names=default_names(levels), seed=5,
                             rules=RuleSet(target=30, hollywood=True)))
window.resize(1800, 1000)
settle()
window.resizeDocks([window.score_dock], [700], Qt.Orientation.Horizontal)  # widened by hand
settle()
sizes = {}
for width in (800, 850, 1000, 1800):
    window.windowHandle().resize(width, 600)
    settle()
    table, pad = window.table.geometry(), window.score_dock.geometry()
    view = window.table
    scene = view.scene().sceneRect()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    sizes[width] = {"window": window.width(), "table_right": table.right(),
                    "pad_left": pad.left(), "table_width": table.width(),
                    "scene_shown": shown.contains(scene.adjusted(1, 1, -1, -1))}
print(json.dumps(sizes))
"""


def test_a_window_narrower_than_its_minimum_keeps_the_table_clear_of_the_pad(
        game_env: GameEnv, tmp_path: Path) -> None:
    sizes = run_on_screen(game_env, tmp_path, (1920, 1080), _PROGRAM)
    for width, size in sizes.items():
        assert size["window"] == int(width)
        assert size["table_right"] < size["pad_left"], (width, size)
        assert size["scene_shown"], (width, size)  # nothing of the table cut off
    assert sizes["1800"]["table_width"] > sizes["800"]["table_width"]
