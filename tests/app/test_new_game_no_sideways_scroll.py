"""The New game dialog scrolls sideways only where its choices cannot fit the screen. At
1024x768 with the desktop's type at 14 points, it showed a horizontal scroll bar for 4
pixels (Czech, Spanish) or 8 (English): the check boxes grew with the type once the dialog
was polished, and the window kept the scroll area's least width from before. In
Portuguese three-hand, a description wrapped after the dialog had grown to it, a pixel
short: the vertical scroll bar that took its place pushed the choices sideways too.

The real dialog in a fresh process on a screen of the size given, the mode changed with
the mouse."""

from __future__ import annotations

from pathlib import Path

import pytest

from gin_desktop.app.screen_fit import FRAME_MARGIN

from .conftest import GameEnv, run_on_screen
from .test_check_boxes_follow_type import LARGE_POINTS

# Printed as JSON by the child: two-player, then three-hand, in the type given ("0": the
# usual type).
_PROGRAM = """
import json, sys
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QFont
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv)
points = float(sys.argv[3])
if points:
    font = QFont(app.font())
    font.setPointSizeF(points)
    app.setFont(font)
from gin_desktop.app import i18n
i18n.install_translators(app, sys.argv[2])
from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings

settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
dialog = NewGameDialog(settings)
dialog.show()
shown = []
for mode in ("two", "three"):
    if mode == "three":
        QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    for _ in range(50):
        app.processEvents()
    body = dialog.body
    shown.append({
        "mode": mode,
        "sideways": body.horizontalScrollBar().isVisible(),
        "least_width": body.widget().minimumSizeHint().width(),
        "around": dialog.width() - body.viewport().width(),
    })
print(json.dumps(shown))
"""


@pytest.mark.parametrize(("code", "points"), [
    ("cs", 0), ("cs", LARGE_POINTS), ("en", 0), ("en", LARGE_POINTS), ("es", LARGE_POINTS),
    ("pt", LARGE_POINTS)])
def test_the_new_game_dialog_scrolls_sideways_only_where_its_choices_cannot_fit(
        game_env: GameEnv, tmp_path: Path, code: str, points: float) -> None:
    for screen in ((1024, 768), (800, 600)):
        shown: list[dict[str, object]] = run_on_screen(
            game_env, tmp_path, screen, _PROGRAM, code, str(points), timeout=120)
        assert [s["mode"] for s in shown] == ["two", "three"]
        for seen in shown:
            least, around = seen["least_width"], seen["around"]
            assert isinstance(least, int) and isinstance(around, int)
            fits = least + around <= screen[0] - FRAME_MARGIN
            if fits or screen == (1024, 768):
                # At 1024x768 the dialog may be wider than the screen in large type
                # (its least width is its choices'), but nothing scrolls sideways in it.
                assert seen["sideways"] is False, (screen, code, points, seen)
