"""The Keyboard shortcuts window opens as tall as its list where the screen has the room:
at 560 pixels its list scrolled by 24 rows on a 1920x1080 screen with room for all of it.
On an 800x600 screen it stays within the screen and its list scrolls.

The real window runs in a fresh process on the offscreen platform given a screen of the
size named (``conftest.run_on_screen``) and opens the window from the Help menu's action.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import SHOWN_WINDOW, GameEnv, run_on_screen

_PROGRAM = SHOWN_WINDOW + """
from PySide6.QtCore import QTimer
from gin_desktop.app.dialogs.shortcuts import ShortcutsDialog

code = sys.argv[2]
window = shown_window(code)
seen = {}

def read():
    dialog = QApplication.activeModalWidget()
    if not isinstance(dialog, ShortcutsDialog):
        QTimer.singleShot(20, read)
        return
    for _ in range(10):
        app.processEvents()
    bar = dialog.tree.verticalScrollBar()
    frame, area = dialog.frameGeometry(), dialog.screen().availableGeometry()
    seen.update(scrolls=bar.isVisible() and bar.maximum() > 0,
                inside=area.contains(frame),
                screen=[area.x(), area.y(), area.width(), area.height()])
    dialog.close()

QTimer.singleShot(0, read)
shortcuts = next(action for action in window.findChildren(type(window.menus()[0].menuAction()))
                 if action.shortcut().toString() == "Ctrl+/")
shortcuts.trigger()
print(json.dumps(seen))
window.close()
window.model.shutdown(5000)
"""


@pytest.mark.parametrize("code", ["en", "cs"])
@pytest.mark.parametrize(("screen", "scrolls"), [((1920, 1080), False), ((800, 600), True)])
def test_the_shortcuts_window_shows_every_row_where_the_screen_has_room(
        game_env: GameEnv, tmp_path: Path, code: str, screen: tuple[int, int],
        scrolls: bool) -> None:
    seen = run_on_screen(game_env, tmp_path, screen, _PROGRAM, code)
    assert seen["scrolls"] is scrolls
    assert seen["inside"]  # within the screen, however tall its list
