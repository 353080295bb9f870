"""The training bar stays in the window's layout when a full-screen (or maximised) window
is restored. The bar was built by the training coach after the first paint, after the saved
layout was restored; Qt keeps a maximised or full-screen window's restored layout pending
through its first resizes, each one putting back the saved bars, and the late bar fell out
of the layout: it lay over the File and Play menus, a little box in the window's corner (a
Portuguese player's training match, resumed after quitting in full screen, s43). Now the
window builds the bar before it restores its layout."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QToolBar
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import LAYOUT_SAVE_DELAY_MS, MainWindow
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup


def training_settings(path: Path) -> Settings:
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    settings.welcomed = True
    settings.default_setup = GameSetup(levels=("human", "standard"), names=("Ana", "Computer"),
                                       training=True)
    return settings


def test_a_full_screen_window_restores_its_layout_with_the_training_bar_in_it(
        qtbot: QtBot, tmp_path: Path, make_window: Callable[..., MainWindow]) -> None:
    path = tmp_path / "kept.ini"
    first = make_window(training_settings(path))
    coach = first.review_features.coach
    qtbot.waitUntil(coach.bar.isVisible, timeout=5000)
    first.setWindowState(Qt.WindowState.WindowFullScreen)
    qtbot.waitUntil(first.isFullScreen, timeout=2000)
    saved = first.settings.window_state
    qtbot.waitUntil(lambda: first.settings.window_state != saved,
                    timeout=LAYOUT_SAVE_DELAY_MS * 3)
    assert "training_bar".encode("utf-16-be") in bytes(first.settings.window_state.data())
    # Built, not shown: the layout is restored as the window is built, full screen.
    second = make_window(training_settings(path), show=False)
    assert second.isFullScreen() or second.windowState() & Qt.WindowState.WindowFullScreen
    bar = second.findChild(QToolBar, "training_bar")
    assert bar is not None, "the restored layout has a training bar to place"
    assert second.toolBarArea(bar) is Qt.ToolBarArea.TopToolBarArea
    # Hidden until the coach shows it for a training match: saved shown, it is no bar of
    # the match to come yet.
    assert bar.isHidden()
