"""The score pad told a game or a match the person won by their name: with the name "You"
as the pad's titles give it, "Tú ganó el juego 1", "Hru 1 vyhrává Vy", "Juego 2 ganado por
Tú" (Spanish and Czech read as broken grammar). The person's wins are said to them, as the
table says them: "Ganaste el juego 1", "Vítězem hry 1 jste vy"; the totals' header in the
same words as the cells ("Game 1 won by you" there, "You won game 1" over the cell).
Resting the real pointer on the totals line."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.scorepad import COL_HAND, ScorePadModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Match, RuleSet, new_match

from .test_newcomer_words import tooltip_at
from .test_score_pad_fit import played_to_its_end, settle

HOLLYWOOD = RuleSet(hollywood=True, target=50)


def the_person_wins_a_game() -> Match:
    """A Hollywood match played to its end in which seat 0 won a game and seat 1 another."""
    for seed in range(1, 80):
        match = played_to_its_end(new_match(HOLLYWOOD, seed))
        if {0, 1} <= set(match.game_winners):
            return match
    raise AssertionError("no such match in the first seeds")


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_pad_says_a_game_the_person_won_to_them(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    match = the_person_wins_a_game()
    you, computer = _tr("You"), _tr("Computer")
    window.model.resume(match, GameSetup(seed=match.seed, levels=("human", "standard"),
                                         names=(you, computer), rules=HOLLYWOOD))
    settle(qtbot, window, 1280, 800)
    view = window.score_dock.view
    model = view.model()
    assert isinstance(model, ScorePadModel)
    total = model.rowCount() - 1

    def tip(column: int) -> str:
        index = model.index(total, column)
        view.scrollTo(index)
        QApplication.processEvents()
        return tooltip_at(view.viewport(), view.visualRect(index).center())

    mine = match.game_winners.index(0)
    theirs = match.game_winners.index(1)
    assert tip(model.column_for(0, mine)).endswith(
        "\n" + _tr("You won game {game}").format(game=mine + 1))
    assert tip(model.column_for(1, theirs)).endswith(
        "\n" + _tr("{name} won game {game}").format(name=computer, game=theirs + 1))
    # The totals' header says each game's winner in the cells' words, not a second way.
    whole = tip(COL_HAND).split("\n")
    assert _tr("You won game {game}").format(game=mine + 1) in whole, whole
    assert _tr("{name} won game {game}").format(name=computer, game=theirs + 1) in whole
    said = _tr("You won the match") if match.winner == 0 else _tr(
        "{name} won the match").format(name=computer)
    assert said in whole, whole
