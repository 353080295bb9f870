"""Three-hand, sitting out: every line of the advice bubble is a sentence with its full
stop. The captain's answer ("Last answer: …and I keep 62 deadwood") stood without one
under "…or let the captain decide.". Real keys on the real window, in English and
Portuguese."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow

from .test_advice_buttons_stay import SITTING_OUT, three_hand_in


@pytest.mark.parametrize("code", ["en", "pt"])
def test_the_captains_answer_ends_as_a_sentence(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
        language: Callable[[str], None], code: str) -> None:
    win = three_hand_in(qtbot, tmp_path, windows, language, SITTING_OUT, code, (1024, 740))
    model = win.model
    bubble = win.table.table_scene()._advice_bubble.item  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: model.is_human_turn() and bubble.isVisible(), timeout=20_000)
    win.table.setFocus()
    QTest.keyClick(win.table, Qt.Key.Key_L)  # let the captain decide: it answers
    assert model.wait_idle(20_000)
    qtbot.waitUntil(lambda: model.is_human_turn() and bubble.isVisible()
                    and len(bubble.lines) > 1, timeout=20_000)
    assert all(line.endswith((".", "…", "!", "?")) for line in bubble.lines), bubble.lines
