"""The box game's score pad on an 800x600 screen: the computers' column titles, shortened
to their columns, read "C." over a lone "1" (the name cut line by line once it was on two).
A number stays beside its name, on one line ("C. 1"), and the pointer resting on the title
names the player in full."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from gin_desktop.app.names import shown_names
from gin_desktop.app.scorepad import FIRST_SCORE_COLUMN
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.engine import RuleSet

from .test_newcomer_words import tooltip_at
from .test_score_pad_fit import settle


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_a_computers_short_title_keeps_its_number_on_its_line(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    levels = ("human", "standard", "standard")
    window.start_match(GameSetup(mode="three", seed=11, levels=levels,
                                 names=default_names(levels), rules=RuleSet(target=500)))
    names = shown_names(default_names(levels))  # in the language in use
    settle(qtbot, window, 800, 600)
    pad = window.score_dock.view
    model, header = pad.model(), pad.horizontalHeader()
    for column in range(FIRST_SCORE_COLUMN, model.columnCount()):
        name = names[model.seat_of(column)]
        title = str(model.headerData(column, Qt.Orientation.Horizontal))
        if title == name:
            continue
        assert "\n" not in title, (title, name)
        assert title.endswith(name[-2:]), (title, name)  # " 1": the number kept
        point = QPoint(header.sectionViewportPosition(column) + header.sectionSize(column) // 2,
                       header.height() // 2)
        tip = tooltip_at(header.viewport(), point)
        assert name.casefold() in tip.casefold(), (tip, name)
    assert any(str(model.headerData(c, Qt.Orientation.Horizontal)) != names[model.seat_of(c)]
               for c in range(FIRST_SCORE_COLUMN, model.columnCount()))  # some shortened
