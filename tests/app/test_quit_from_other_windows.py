"""Ctrl+Q quits from the game's other windows, as from the table: pressed in the rules
window (F1) it did nothing, and a player who wanted to stop with the rules open had to
find the main window first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow


def test_ctrl_q_in_the_rules_window_quits(window: MainWindow, qtbot: QtBot) -> None:
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_F1)
    rules = window._rules_window  # noqa: SLF001 - the window F1 opened
    assert rules is not None
    qtbot.waitUntil(lambda: QApplication.activeWindow() is rules, timeout=3000)
    QTest.keyClick(QApplication.focusWidget() or rules, Qt.Key.Key_Q,
                   Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=3000)
    assert not rules.isVisible()
