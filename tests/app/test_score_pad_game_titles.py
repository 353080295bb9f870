"""Hollywood's score pad titles its games as the name plates do (RULES.md "Hollywood Gin":
three games scored at once): the plates say "Game 1: 0 · Game 2: 0 · Game 3: 0", the pad's
columns said "G1 / You" (Spanish "J1", Czech "H1"), a code a newcomer had to guess. The
game's word is drawn once across its columns, over the players' names; its code only where
the columns are too narrow for the word, and then the columns' tooltips say it in words.
The person's own name stays whole."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.scorepad import ScorePadHeader, ScorePadModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import RuleSet, new_match

from tests.test_review import play_to_hand_end

from .test_score_pad_fit import clipped_titles, hollywood_in_its_sixth_hand, settle

HOLLYWOOD = RuleSet.preset("hollywood")


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_each_hollywood_game_is_titled_in_words_across_its_columns(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, size: tuple[int, int]) -> None:
    language(code)
    window = make_window()
    match = hollywood_in_its_sixth_hand()
    you, computer = _tr("You"), _tr("Computer")
    window.model.resume(match, GameSetup(seed=7, levels=("human", "standard"),
                                         names=(you, computer), rules=HOLLYWOOD))
    settle(qtbot, window, *size)
    view = window.score_dock.view
    model = view.model()
    header = view.horizontalHeader()
    assert isinstance(model, ScorePadModel) and model.hollywood
    assert isinstance(header, ScorePadHeader)
    metrics = QFontMetrics(header.font())
    if model.grouped_by_seat:
        # Portuguese at 800x600, "Comp." without room by game: each player's name across
        # the player's games, each game's code under it (its columns' tooltips say it).
        assert (code, size) == ("pt", (800, 600))
        assert [title for title, _columns in model.bands()] == [you, computer]
        for game in range(3):
            for column in model.game_columns(game):
                assert str(model.headerData(column, Qt.Orientation.Horizontal)).split(
                    "\n")[-1] == _tr("G{game}").format(game=game + 1)
        assert clipped_titles(view) == []
        return
    for game in range(3):
        word = _tr("Game {game}").format(game=game + 1)
        columns = model.game_columns(game)
        band = header.game_band(game)
        # One title over the game's columns, as wide as they are together.
        assert band.width() == sum(header.sectionSize(c) for c in columns)
        assert 0 < band.height() < header.height()
        title = model.game_title(game)
        assert metrics.horizontalAdvance(title) + 12 <= band.width(), (title, band)
        if metrics.horizontalAdvance(word) + 14 <= band.width():
            assert title == word
        else:
            # Squeezed: the code, said in words by each column's tooltip.
            assert title == _tr("G{game}").format(game=game + 1)
            for column in columns:
                tip = str(model.headerData(column, Qt.Orientation.Horizontal,
                                           Qt.ItemDataRole.ToolTipRole))
                assert tip.startswith(_tr("{code}: game {game} of the three").format(
                    code=title, game=game + 1)), tip
        for column in columns:
            shown = str(model.headerData(column, Qt.Orientation.Horizontal)).split("\n")
            assert shown[0] == title
        assert str(model.headerData(model.column_for(0, game),
                                    Qt.Orientation.Horizontal)).split("\n")[-1] == you
    if size != (800, 600):
        # Room to spare: every game in words, as on the name plates.
        assert [model.game_title(g) for g in range(3)] \
            == [_tr("Game {game}").format(game=g + 1) for g in range(3)]
    assert clipped_titles(view) == []
    assert not view.horizontalScrollBar().isVisible()


def test_a_squeezed_game_is_titled_by_its_code_and_its_tooltip_says_it() -> None:
    match = new_match(HOLLYWOOD, 5)
    play_to_hand_end(match)
    pad = ScorePadModel()
    pad.set_match(match, ("Ana", "Computer"), person=0)
    pad.set_coded_games({1})
    titles = [str(pad.headerData(pad.column_for(0, g), Qt.Orientation.Horizontal))
              for g in range(3)]
    assert titles == ["Game 1\nAna", "G2\nAna", "Game 3\nAna"]
    tip = str(pad.headerData(pad.column_for(1, 1), Qt.Orientation.Horizontal,
                             Qt.ItemDataRole.ToolTipRole))
    assert tip.split("\n")[0] == "G2: game 2 of the three"
    assert "Computer: running total in game 2" in tip


def test_the_persons_column_tooltip_reads_as_english_with_you_as_the_name() -> None:
    """A column's tooltip put the name before "'s": the person's read "You's running
    total"; and in Spanish "{name}: running total" read "Total acumulado de Tú": the
    person named "You" is spoken to."""
    match = new_match(HOLLYWOOD, 5)
    play_to_hand_end(match)
    pad = ScorePadModel()
    pad.set_match(match, ("You", "Computer"), person=0)
    tip = str(pad.headerData(pad.column_for(0, 1), Qt.Orientation.Horizontal,
                             Qt.ItemDataRole.ToolTipRole))
    assert "You's" not in tip
    assert "Your running total in game 2 (to 100)" in tip
    pad.set_match(match, ("Ana", "Computer"), person=0)  # a name typed: a name as any
    tip = str(pad.headerData(pad.column_for(0, 1), Qt.Orientation.Horizontal,
                             Qt.ItemDataRole.ToolTipRole))
    assert "Ana: running total in game 2 (to 100)" in tip
