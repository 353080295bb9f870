"""On a high-density screen (scale 2) the window's pictures are drawn at the screen's
pixels, not drawn at 1x and blown up (blurred). The scale is fixed when Qt starts, so the
checks run in a process of their own with ``QT_SCALE_FACTOR=2`` (3: a 4K laptop at
300 %)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from tests.app.conftest import REPO


def run_at_scale(script: str, tmp_path: Path, scale: str = "2") -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIN_DESKTOP_")}
    env.update(QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR=scale,
               GIN_DESKTOP_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(REPO))
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(script)], env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_the_settings_previews_and_swatches_are_drawn_at_the_screens_pixels(
        tmp_path: Path) -> None:
    out = run_at_scale(f"""
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from gin_desktop.app.dialogs.settings import SettingsDialog
        from gin_desktop.app.settings import Settings
        settings = Settings(QSettings({str(tmp_path / "s.ini")!r},
                                      QSettings.Format.IniFormat))
        dialog = SettingsDialog(settings)
        assert dialog.devicePixelRatioF() == 2
        icons = [(combo.itemIcon(i), combo.iconSize())
                 for combo in (dialog.deck_combo, dialog.back_combo)
                 for i in range(combo.count())]
        icons += [(b.icon(), b.iconSize())
                  for b in (*dialog.colour_buttons, dialog.colour_button)]
        for icon, size in icons:
            pixmap = icon.pixmap(size)
            print(pixmap.devicePixelRatio(), pixmap.height() >= 2 * min(size.height(), 38))
        """, tmp_path)
    lines = out.split("\n")[:-1]
    assert len(lines) >= 8
    assert set(lines) == {"2.0 True"}, out


def test_the_toolbar_and_status_line_icons_are_drawn_at_the_screens_pixels_at_300_percent(
        tmp_path: Path) -> None:
    """A 4K laptop at 300 %: a 22-pixel toolbar icon takes 66 screen pixels. The icons were
    drawn at 48 pixels at most and blown up, blurred."""
    out = run_at_scale(f"""
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication, QToolBar
        app = QApplication([])
        from gin_desktop.app.main import MainWindow
        from gin_desktop.app.settings import Settings
        settings = Settings(QSettings({str(tmp_path / "s.ini")!r},
                                      QSettings.Format.IniFormat))
        window = MainWindow(settings)
        assert window.devicePixelRatioF() == 3
        bar = window.findChild(QToolBar, "main_toolbar")
        size = bar.iconSize()
        icons = [action.icon() for action in bar.actions() if not action.icon().isNull()]
        assert len(icons) >= 3
        for icon in icons:
            pixmap = icon.pixmap(size)
            print(pixmap.devicePixelRatio(), pixmap.height() >= 3 * size.height())
        turn = window.status_line.turn_icon.pixmap()
        print(turn.devicePixelRatio(), turn.height() >= 3 * 20)
        window.close()
        window.model.shutdown(5000)
        """, tmp_path, scale="3")
    lines = out.split("\n")[:-1]
    assert len(lines) >= 4
    assert set(lines) == {"3.0 True"}, out
