"""F11 puts the game on the whole screen and back (a new player on a 1024x600 laptop
pressed F11 and nothing happened): the View menu's Full screen, checked as the window is,
in the player's language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow

NAMES = {"en": "&Full screen", "es": "Pantalla &completa", "cs": "&Celá obrazovka",
         "pt": "&Tela cheia"}


def test_f11_goes_full_screen_and_back_to_the_window_as_it_was(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window: MainWindow = make_window()
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    window.setWindowState(Qt.WindowState.WindowMaximized)
    QTest.keyClick(window.table, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    assert window.full_screen_action.isChecked()
    QTest.keyClick(window.table, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)
    assert window.windowState() & Qt.WindowState.WindowMaximized  # as it was
    assert not window.full_screen_action.isChecked()


@pytest.mark.parametrize("code", sorted(NAMES))
def test_the_view_menu_offers_full_screen_with_its_key(
        make_window: Callable[..., Any], language: Callable[[str], None], code: str) -> None:
    language(code)
    window: MainWindow = make_window()
    action = window.full_screen_action
    assert action in window.view_menu.actions()
    assert action.text() == NAMES[code]
    assert action.shortcut().toString() == "F11"
    assert action.isCheckable() and not action.isChecked()
