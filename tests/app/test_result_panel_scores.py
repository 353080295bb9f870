"""Three-hand names end in a number, so on the result panel each score is parted from its
name: "Computer 1: 14", never "Computer 1 14", which reads as one name or as 114. The real
main window's table after a three-hand hand."""

from __future__ import annotations

from typing import Any

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


def test_each_score_on_the_result_panel_is_parted_from_its_numbered_name(
        window: Any, qtbot: QtBot) -> None:
    match = three_hand_over(5)
    scene = show_result(window, qtbot, match)
    lines = scene._result_panel.lines  # noqa: SLF001 - what the player reads
    scores = next(line for line in lines if line.startswith("Scores:"))
    you, one, two = match.scores
    assert (f"Scores: You: {you} · Computer 1: {one} · Computer 2: {two} (game to 100)."
            == scores)
