"""The situation key (A) at the end of a match says its final totals, the end-of-game
bonuses in them (RULES.md "Extras": a line bonus per hand won, added at the end of the
game; the game bonus; the shutout doubling), as the end panel, the score pad and the name
plates give them. It said the scores before the bonuses ("Scores, playing to 30: You 49
points, Computer 0 points") under a status line of "Match over: you won with 298 points".
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gin_desktop.app.keyboard import KeyboardController
from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView
from gin_desktop.engine import RuleSet

from .test_table import played_to, resume

RULES = RuleSet(name="classic", target=30, line_bonus=25, game_bonus=100, shutout=True)


@pytest.mark.parametrize("hollywood", [False, True])
def test_the_situation_key_says_the_final_totals(
        view: TableView, game_model: GameModel, hollywood: bool) -> None:
    rules = RULES.replace(hollywood=hollywood)
    match = played_to(lambda m: m.is_over, rules=rules)
    resume(game_model, match, rules)
    controller = KeyboardController(view)
    said: list[str] = []
    controller.announced.connect(said.append)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_A)
    assert match.is_over
    totals = match.totals
    assert totals != tuple(match.scores)  # the bonuses are in them
    names = game_model.setup.names
    listed = ", ".join(f"{names[s]} {totals[s]} points" for s in match.seats)
    assert said and f"Final totals: {listed}." in said[-1], said
    assert "Scores, " not in said[-1]

