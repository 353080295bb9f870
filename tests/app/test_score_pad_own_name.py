"""On a narrow score pad the person's own name is not cut to its initial: at 800x600
Hollywood's titles read "G1 / Y." (Portuguese "J1 / V."), a column no one could tell was
the player's own. "You" is short already: it stays whole in every language, and a long
name the person typed keeps at least a syllable ("Al.", not "A.")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.scorepad import ScorePadModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import NEXT_HAND, RuleSet, new_match

from tests.test_review import play_to_hand_end

from .test_score_pad_fit import clipped_titles, settle

HOLLYWOOD = RuleSet(hollywood=True, target=100)


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_at_800_by_600_hollywood_titles_keep_you_whole(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    match = new_match(HOLLYWOOD, 5)
    play_to_hand_end(match)
    match.apply(NEXT_HAND)
    play_to_hand_end(match)
    you, computer = _tr("You"), _tr("Computer")
    window.model.resume(match, GameSetup(seed=5, levels=("human", "standard"),
                                         names=(you, computer), rules=HOLLYWOOD))
    settle(qtbot, window, 800, 600)
    view = window.score_dock.view
    model = view.model()
    assert isinstance(model, ScorePadModel) and model.hollywood
    # Grouped by player (Portuguese, whose "Comp." has no room there), the name is over
    # the player's games; by game, under each game's title.
    line = 0 if model.grouped_by_seat else -1
    titles = {seat: [str(model.headerData(model.column_for(seat, game),
                                          Qt.Orientation.Horizontal)).split("\n")[line]
                     for game in range(3)] for seat in range(2)}
    if model.grouped_by_seat:
        assert code == "pt" and titles == {0: [you] * 3, 1: [computer] * 3}, titles
        assert clipped_titles(view) == []
        return
    # The computer's name was shortened here: the pad is narrow enough to shorten names.
    assert computer not in titles[1], titles
    assert titles[0] == [you] * 3, titles
    assert clipped_titles(view) == []
    assert not view.horizontalScrollBar().isVisible()


def test_a_typed_name_of_the_person_keeps_a_syllable_where_others_keep_an_initial() -> None:
    match = new_match(HOLLYWOOD, 5)
    play_to_hand_end(match)
    pad = ScorePadModel()
    pad.set_match(match, ("Alexandra", "Olivia"), person=0)
    titles = pad.short_titles(lambda line: len(line) <= 2)
    names = {seat: titles[pad.column_for(seat)].split("\n")[-1] for seat in range(2)}
    assert names == {0: "Al.", 1: "O."}
