"""The result panel's title keeps a player's name on one line.

A Czech player in a three-hand Hollywood match at 1024x768 read "Podříznutí! Počítač" on
one line and "1 získává 10 bodů" on the next: the title, balanced over two lines, broke
inside "Počítač 1", and the "1" read as a count. The view is laid out at many widths, in
English and in Czech, and no line of the title may part a name."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.model import GameModel
from gin_desktop.app.table.view import TableView
from gin_desktop.engine import Match, Phase, ResultKind, RuleSet

from .test_table import HUMAN, played_to, result_panel, resume

HOLLYWOOD = RuleSet(name="hollywood", hollywood=True).replace(target=60)


def a_computer_won_the_hand(match: Match) -> bool:
    last = match.results[-1] if match.results else None
    return (match.phase is Phase.HAND_OVER and last is not None
            and last.winner not in (None, HUMAN) and last.kind is ResultKind.UNDERCUT)


@pytest.mark.parametrize("code", ["en", "cs"])
def test_no_line_of_the_title_parts_a_name(
        view: TableView, game_model: GameModel, language: Callable[[str], None],
        code: str) -> None:
    if code != "en":
        language(code)
    match = played_to(a_computer_won_the_hand, mode="three", rules=HOLLYWOOD)
    resume(game_model, match, HOLLYWOOD)
    winner = match.results[-1].winner
    assert winner is not None
    name = game_model.setup.names[winner]
    assert " " in name  # "Computer 1": a name a line could part
    parted = []
    for width in range(520, 1200, 6):
        view.resize(width, 640)
        QApplication.processEvents()
        lines = [line.replace("\u00a0", " ") for line in result_panel(view).title_lines()]
        if name in " ".join(lines) and not any(name in line for line in lines):
            parted.append((width, lines))
    assert not parted, parted[:3]
