"""Hidden and shown again from the View menu (Ctrl+P, Ctrl+L), the score pad is as tall as
its lines again and the move log under it takes the rest, as at the start of the match:
Qt's dock layout gave the two an even half each, a page of white under the pad's one line
and half the moves gone from sight."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.test_score_pad_fit import TWO, settle


def press(window: Any, key: Qt.Key) -> None:
    """Ctrl+key where the keyboard focus is, as a person types it."""
    window.activateWindow()
    target = QApplication.focusWidget() or window
    QTest.keyClick(target, key, Qt.KeyboardModifier.ControlModifier)


def test_the_pad_keeps_its_share_after_both_panels_are_hidden_and_shown(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = make_window()
    window.start_match(TWO)
    settle(qtbot, window, 1280, 1024)
    pad, log = window.score_dock, window.move_log
    fitted = pad.height()
    assert log.height() > fitted
    # One at a time, as a person does it through the menu: the pad alone takes the whole
    # column, then the log comes back beside it.
    for key, shown in ((Qt.Key.Key_P, False), (Qt.Key.Key_L, False),
                       (Qt.Key.Key_P, True), (Qt.Key.Key_L, True)):
        press(window, key)
        dock = pad if key == Qt.Key.Key_P else log
        qtbot.waitUntil(lambda dock=dock, shown=shown: dock.isVisible() is shown, timeout=2000)
        qtbot.wait(200)
    qtbot.wait(400)
    assert abs(pad.height() - fitted) <= 2
    assert log.height() > pad.height()

