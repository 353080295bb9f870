"""A key pressed after the hand ends is answered on the status line only: the table's red
prompt (a refusal) lay half under the result panel, a strip of red words peeking out below
it. The real main window, a real key."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Match, RuleSet, new_match

from tests.test_review import play_to_hand_end


def three_hand_over(seed: int) -> Match:
    return play_to_hand_end(new_match(RuleSet(), seed, mode="three"))


def show_result(window: Any, qtbot: QtBot, match: Match) -> Any:
    window.model.resume(match, GameSetup(mode="three"))
    QApplication.processEvents()
    scene = window.table.table_scene()
    qtbot.waitUntil(lambda: scene._result_panel.isVisible(), timeout=5000)  # noqa: SLF001
    return scene


def test_a_key_after_the_hand_is_answered_below_not_half_under_the_panel(
        window: Any, qtbot: QtBot) -> None:
    scene = show_result(window, qtbot, three_hand_over(5))
    prompt = scene._captions.prompt  # noqa: SLF001 - what the player sees
    assert not prompt.isVisible()
    QTest.keyClick(window.table, Qt.Key.Key_S)  # draw: the hand is over
    QApplication.processEvents()
    # On the status line: whole for a screen reader, its prompt answering it for the eye.
    assert window.status_line.message_text().startswith("The hand is over")
    assert not prompt.isVisible()
