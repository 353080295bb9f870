"""The hand review and the rest of the deck open in proportion to the window they open
over: at 960x620 and 880x560 whatever the screen, they were small boxes in the middle of a
window that filled a 2560x1440 screen, their cards no larger. They are as large as before
over a 1280x800 window, larger over a larger one, and still whole on an 800x600 screen.
The rest of the deck is no taller than its words and cards need at its width (it had an
empty band of 150-350 px above its question): its height is at most the proportion's, and
its cards do not scroll.

Each case runs the real window in a fresh process on the offscreen platform given a screen
of that size (``conftest.run_on_screen``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from gin_desktop.app.screen_fit import FRAME_MARGIN, FRAME_TITLE_MARGIN

from .conftest import GameEnv, run_on_screen

# Printed as JSON by the child: the screen's free area, the window's size, and each
# dialog's frame as opened by the Game menu's actions at a hand's end.
_PROGRAM = """
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv)
from gin_desktop.app.main import MainWindow
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import RuleSet, new_match
from tests.test_review import play_to_hand_end

def rect(r):
    return [r.x(), r.y(), r.width(), r.height()]

settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
settings.welcomed = True
window = MainWindow(settings)
window.show()
while not (window.model.has_match and window.persistence is not None):
    app.processEvents()
match = play_to_hand_end(new_match(RuleSet(), 7))
window.model.resume(match, GameSetup(seed=7, levels=("human", "standard"),
                                     names=("You", "Computer")))
QTest.qWait(200)
features = window.review_features
features.reveal_action.trigger()
features.review_action.trigger()
QTest.qWait(200)
report = {"screen": rect(window.screen().availableGeometry()),
          "window": [window.width(), window.height()]}
for name, dialog in (("deck", features.reveal_dialog), ("review", features.review_dialog)):
    report[name] = rect(dialog.frameGeometry())
    report[name + "_size"] = [dialog.width(), dialog.height()]
report["deck_scrolls"] = features.reveal_dialog.body.verticalScrollBar().isVisible()
features.review_dialog.close()  # its analysis stops
print(json.dumps(report))
window.close()
window.model.shutdown(5000)
"""

# The sizes each dialog was drawn at, over a 1280x800 window.
DRAWN = {"deck": (880, 560), "review": (960, 620)}


def _open(game_env: GameEnv, tmp_path: Path, screen: tuple[int, int]) -> dict[str, Any]:
    report: dict[str, Any] = run_on_screen(game_env, tmp_path, screen, _PROGRAM)
    return report


def _tall_enough(name: str, got_h: int, least_h: float, report: dict[str, Any]) -> None:
    """The review as tall as ``least_h``; the rest of the deck as tall as its content
    needs, no taller than ``least_h`` (its cards stop growing once a row is full across)."""
    if name == "deck":
        assert got_h <= least_h + 1 and not report["deck_scrolls"], (name, report)
    else:
        assert got_h >= least_h, (name, report)


def test_the_dialogs_grow_with_the_window_on_a_large_screen(
        game_env: GameEnv, tmp_path: Path) -> None:
    report = _open(game_env, tmp_path, (2560, 1440))
    width, height = report["window"]
    grown = min(width / 1280, height / 800)
    assert grown > 1.35  # the first window's share of this screen
    for name, (drawn_w, drawn_h) in DRAWN.items():
        got_w, got_h = report[name + "_size"]
        # Grown as the window did (the less of its two ways), in the shape drawn.
        assert abs(got_w / drawn_w - grown) < 0.02, (name, report)
        _tall_enough(name, got_h, drawn_h * (grown - 0.02), report)


@pytest.mark.parametrize("screen", [(800, 600), (1280, 800)])
def test_the_dialogs_stay_whole_on_the_screen(game_env: GameEnv, tmp_path: Path,
                                              screen: tuple[int, int]) -> None:
    report = _open(game_env, tmp_path, screen)
    for name, (drawn_w, drawn_h) in DRAWN.items():
        x, y, w, h = report[name]
        assert x >= 0 and y >= 0 and x + w <= screen[0] and y + h <= screen[1], (name, report)
        got_w, got_h = report[name + "_size"]
        # No smaller than drawn where the screen has the room.
        assert got_w >= min(drawn_w, screen[0] - FRAME_MARGIN), (name, report)
        _tall_enough(name, got_h, min(drawn_h, screen[1] - FRAME_TITLE_MARGIN), report)
