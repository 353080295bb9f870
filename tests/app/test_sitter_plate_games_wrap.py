"""Three-hand Hollywood, the hand's result shown: the sitter's plate in the narrow column
left of the panel may put its score under its name (``score_may_wrap``), but when its
whole name and badge were wider than the column ("Ordenador 1 Fuera", Spanish at 800x600)
the short name was tried only with the games beside it, and the plate read "Ord. 1
Fuera" with no "Juegos: 0 · 0 · 0", though they fitted under it. The short name is now
tried with the games under it too before they go."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from gin_desktop.app.table.items import SeatLabelItem

PX = 11.0
WHOLE, SHORT = "Ordenador 1", "Ord. 1"
GAMES, GAMES_SHORT = "Juego 1: 0 · Juego 2: 0 · Juego 3: 0", "Juegos: 0 · 0 · 0"


def plate(*, may_wrap: bool) -> SeatLabelItem:
    item = SeatLabelItem(1)
    item.set_font_px(PX)
    item.set_content(name=WHOLE, badges=["Fuera"], score=GAMES, score_short=GAMES_SHORT,
                     note="", active=False, name_short=SHORT, score_first=True)
    item.score_may_wrap = may_wrap
    return item


def test_the_short_name_keeps_the_games_under_it(qapp: QApplication) -> None:
    item = plate(may_wrap=True)
    whole_line = item.width_with(score="")  # the whole name and badge alone
    item.name = SHORT
    short_line = item.width_with(score="")
    item.name = WHOLE
    under = item.width_with(score=GAMES_SHORT)  # one line; the score under is narrower
    assert short_line < whole_line
    room = max(short_line, whole_line - 1)
    assert room < under
    item.fit_width(room)
    assert (item.name, item.score, item.score_below) == (SHORT, GAMES_SHORT, True)
    assert item.size().width() <= room
    assert item.font_px() == PX


def test_a_plate_that_may_not_wrap_is_fitted_as_before(qapp: QApplication) -> None:
    item = plate(may_wrap=False)
    item.name = SHORT
    room = item.width_with(score="")
    item.name = WHOLE
    item.fit_width(room)
    assert item.score == "" and not item.score_below
