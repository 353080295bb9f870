"""Sitting out (RULES.md "Three-hand game" 2: the sitter may advise the captain), a player
at the keys reads in the bubble which keys suggest a move: it said "Click the stock, the
pile or a card…" to them, though the prompt already spoke of keys. A click on the table
brings the mouse's words back. Real keys and clicks on the real window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow

from .test_spoken_order import open_three_hand


def bubble_words(win: MainWindow) -> str:
    bubble = win.table.table_scene()._advice_bubble.item  # type: ignore[attr-defined]
    assert bubble.isVisible()
    return " ".join([bubble.title, *bubble.lines])


def test_the_sitters_bubble_names_the_keys_to_a_player_at_the_keys(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    win = open_three_hand(qtbot, tmp_path, windows)
    qtbot.waitUntil(lambda: win.model.is_human_turn()
                    and win.model.human_view().is_advisor, timeout=5000)
    qtbot.waitUntil(lambda: "Click" in bubble_words(win), timeout=3000)
    win.table.setFocus()
    QTest.keyClick(win.table, Qt.Key.Key_Right)
    words = bubble_words(win)
    assert "Click" not in words, words
    assert "L lets the captain decide" in words, words

    port = win.table.viewport()
    QTest.mouseClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     port.rect().center())
    qtbot.waitUntil(lambda: "Click" in bubble_words(win), timeout=3000)
