"""A keyboard player resuming a match read the mouse's way to discard ("Drag one onto the
discard pile or double-click it") until a table key was pressed: playing by keys was not
remembered across restarts. The settings now keep it, and the next start begins so; a
click on the table brings the mouse's words back, as it does in play. Real keys and mouse
on real windows, the second one reading the first one's settings file."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.main import MainWindow
from gin_desktop.app.settings import Settings
from gin_desktop.engine import Phase

from .test_discard_help import AFTER, KEYS_AFTER, discarding, status_turn, table_prompt
from .test_table import click, pile_point


def restarted(settings: Settings, make_window: Callable[..., MainWindow]) -> MainWindow:
    """A window of a new start, its settings read afresh from ``settings``' file, which
    resumes the match left unfinished: the person to discard."""
    settings.sync()
    again = Settings(QSettings(settings.store.fileName(), QSettings.Format.IniFormat))
    window = make_window(again)
    model = window.model
    assert model.wait_idle(5000)
    QApplication.processEvents()
    assert model.is_human_turn() and model.match.phase is Phase.DISCARD
    return window


def test_a_keyboard_player_resumes_with_the_keys_words(
        make_window: Callable[..., MainWindow], settings: Settings,
        monkeypatch: pytest.MonkeyPatch) -> None:
    first = make_window(settings)
    monkeypatch.setenv("GIN_DESKTOP_AUTO_RESUME", "1")
    discarding(first)
    assert status_turn(first).endswith(". " + AFTER)
    first.table.setFocus()
    QTest.keyClick(first.table, Qt.Key.Key_Right)  # a table key: playing by keys
    QApplication.processEvents()
    assert status_turn(first).endswith(". " + KEYS_AFTER)
    first.close()

    second = restarted(settings, make_window)
    assert status_turn(second).endswith(". " + KEYS_AFTER), status_turn(second)
    assert table_prompt(second).endswith(". " + KEYS_AFTER), table_prompt(second)
    # Back at the mouse: its words come back, and the start after that is a mouse one.
    click(second.table, pile_point(second.table))
    QApplication.processEvents()
    assert status_turn(second).endswith(". " + AFTER), status_turn(second)
    second.close()

    third = restarted(second.settings, make_window)
    assert status_turn(third).endswith(". " + AFTER), status_turn(third)


def test_a_mouse_player_starts_with_the_mouse_words(
        make_window: Callable[..., MainWindow], settings: Settings) -> None:
    window = make_window(settings)
    discarding(window)
    assert not settings.keyboard_play
    assert status_turn(window).endswith(". " + AFTER), status_turn(window)
