"""Three-hand Hollywood, the person sitting the hand out: the captain's plate at the
bottom of the table, too narrow for the computer's whole name beside the games, gave the
name its short form and the games up with it: "Comp. 2 Capitão", no "Jogos: 0 · 0 · 0"
(Portuguese at 900x600), though the short name left them the room. The short name is now
tried with the games before they go; a plate keeping its whole name with the games, or
with no short name, shows what it did."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.table.items import SeatLabelItem
from gin_desktop.app.table.texts import plate_score_short
from gin_desktop.engine import Role

from .test_sitter_plate_hollywood_row import the_row


def the_captains_plate(window: Any) -> SeatLabelItem:
    captain = window.model.match.roles().index(Role.CAPTAIN)
    return next(item for item in window.table.table_scene().items()
                if isinstance(item, SeatLabelItem) and item.isVisible()
                and item.seat == captain)


PX = 11.0
WHOLE, SHORT = "Computador 2", "Comp. 2"
GAMES, GAMES_SHORT = "Jogo 1: 0 · Jogo 2: 0 · Jogo 3: 0", "Jogos: 0 · 0 · 0"


def plate(width: float, *, name_short: str = SHORT, score_first: bool = True,
          note: str = "") -> SeatLabelItem:
    item = SeatLabelItem(2)
    item.set_font_px(PX)
    item.set_content(name=WHOLE, badges=["Capitão"], score=GAMES, score_short=GAMES_SHORT,
                     note=note, active=False, name_short=name_short, score_first=score_first)
    item.fit_width(width)
    return item


def width_of(name: str, score: str, note: str = "") -> float:
    item = SeatLabelItem(2)
    item.set_font_px(PX)
    item.set_content(name=name, badges=["Capitão"], score=score, note=note, active=False)
    return item.size().width()


def test_the_short_name_is_tried_with_the_games_before_they_go(qapp: QApplication) -> None:
    short = width_of(SHORT, GAMES_SHORT)
    whole = width_of(WHOLE, GAMES_SHORT)
    assert short < whole
    for width in (short, (short + whole) / 2, whole - 1):
        fitted = plate(width)
        assert (fitted.name, fitted.score) == (SHORT, GAMES_SHORT), width
        assert fitted.font_px() == PX


def test_what_wins_elsewhere_is_as_it_was(qapp: QApplication) -> None:
    # The whole name with the short games where they fit: the name is not cut for them.
    fitted = plate(width_of(WHOLE, GAMES_SHORT))
    assert (fitted.name, fitted.score) == (WHOLE, GAMES_SHORT)
    # Beside the whole name, the latest move goes before the name is shortened.
    fitted = plate(width_of(WHOLE, GAMES_SHORT), note="comprou do monte")
    assert (fitted.name, fitted.score, fitted.note) == (WHOLE, GAMES_SHORT, "")
    # A plate that keeps its move first, or has no short name, is fitted as before.
    room = (width_of(SHORT, GAMES_SHORT) + width_of(WHOLE, GAMES_SHORT)) / 2
    assert plate(room, score_first=False).score == ""
    assert plate(room, name_short="").score == ""


@pytest.mark.parametrize("code", ["en", "cs", "pt"])
def test_the_captains_plate_keeps_the_games_beside_its_short_name(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    # Spanish at 900x600, and every language at 800x600, have not the room for even the
    # short name beside the short games, between the deadwood count and the sort buttons.
    language(code)
    window = make_window()
    row = the_row(window, qtbot, (900, 600))
    assert row[0].seat == window.model.human_seat  # the person sits out
    plate = the_captains_plate(window)
    assert plate not in row  # at the bottom, the hand the person watches
    whole = window.table.table_scene()._captions._plate_words[plate.seat][1]
    short = plate_score_short(plate.seat, window.model.match.game_scores)
    assert plate.score in (whole, short), (plate.name, plate.score, plate.note)
    assert plate.name in (plate._whole_name, plate.name_short)
    g = window.table.table_scene().geometry
    left = plate.scenePos().x()
    assert 0 <= left and left + plate.size().width() <= g.width
