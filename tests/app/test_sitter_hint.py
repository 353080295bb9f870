"""Sitting out, the person holds no cards: the toolbar's Hint is a move to suggest to the
captain, and says so ("Hint for the captain: Discard the Q♥: …, leaving you 68 deadwood"
is the captain's "you", not the person's). Clicked with the mouse on the real window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.advice_text import advice_text
from gin_desktop.app.main import MainWindow

from .test_spoken_order import open_three_hand



def test_the_sitters_hint_is_for_the_captain(qtbot: QtBot, tmp_path: Path,
                                             windows: list[MainWindow]) -> None:
    win = open_three_hand(qtbot, tmp_path, windows)
    qtbot.waitUntil(win.model.is_human_turn, timeout=5000)
    assert win.model.human_view().player != win.model.human_seat  # sitting out
    button = win.toolbar.widgetForAction(win.hint_action)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     button.rect().center())
    advice = win.model.hint()
    assert win.status_line.message_kind == "hint"
    assert win.status_line.message_text() == f"Hint for the captain: {advice_text(advice)}"
