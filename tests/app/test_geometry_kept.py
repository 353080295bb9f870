"""The window's size is kept when the game is killed. It was saved only on a clean quit,
and after a kill (or a session ended under the game) the window opened at its size from
before. Now it is saved a second after the last resize or move: the settings file holds it
while the window is still open, and a new window from that file opens at that size."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, QSize
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import LAYOUT_SAVE_DELAY_MS, MainWindow
from gin_desktop.app.settings import Settings


def from_file(path: Path) -> Settings:
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    settings.welcomed = True
    return settings


def test_a_resized_window_is_saved_before_any_quit(
        qtbot: QtBot, tmp_path: Path, make_window: Callable[..., MainWindow]) -> None:
    path = tmp_path / "kept.ini"
    first = make_window(from_file(path))
    qtbot.waitExposed(first)
    first.resize(700, 540)
    qtbot.waitUntil(lambda: first.size() == QSize(700, 540), timeout=2000)
    saved_before = first.settings.window_geometry
    # Not at once: one write for a drag's many sizes.
    qtbot.wait(LAYOUT_SAVE_DELAY_MS // 3)
    assert first.settings.window_geometry == saved_before
    qtbot.waitUntil(lambda: first.settings.window_geometry != saved_before,
                    timeout=LAYOUT_SAVE_DELAY_MS * 3)
    # On the disk while the first window is still open, never closed: as after a kill.
    assert "geometry" in path.read_text(encoding="utf-8")
    # Built, not shown: shown, it would ask whether to resume the first one's match.
    second = make_window(from_file(path), show=False)
    assert second.size() == QSize(700, 540)
