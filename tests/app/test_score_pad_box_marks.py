"""Three-hand on a narrow score pad: the box's column is hidden, and then who was in the
box of each hand was said only by the lines' tooltips. Where every score has room beside
it, the box's scores on each hand line now carry a one-letter mark ("B", Spanish "C",
Czech "K", Portuguese "C"), the "#" title's tooltip saying what it means; where some have
none (three-hand Hollywood's nine columns at 800x600), no line has it, rather than some.
Real window, the pad in its dock."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.scorepad import (BOX_ROLE, COL_DEALER, COL_HAND, FIRST_SCORE_COLUMN,
                                      ScorePadView)
from gin_desktop.engine import HandDealt
from .conftest import settle_layout

from .test_score_pad_three_hand_roles import played, the_pad


def _boxes(match: Any) -> list[int]:
    ended = {(r.hand_number, r.deal_number) for r in match.results}
    return [e.dealer for e in match.events if isinstance(e, HandDealt)
            and (e.hand_number, e.deal_number) in ended]


def _marks(pad: Any, row: int) -> dict[int, str]:
    return {column: pad.index(row, column).data(BOX_ROLE)
            for column in range(FIRST_SCORE_COLUMN, pad.columnCount())}


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_a_narrow_pad_marks_the_box_in_the_scores(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    match = played(False)
    pad = the_pad(window, qtbot, match)
    view = window.findChild(ScorePadView)
    window.resize(1920, 1200)
    settle_layout(qtbot, window)
    assert not view.isColumnHidden(COL_DEALER)
    assert not pad.box_marks  # the box's column names it
    window.resize(800, 600)
    settle_layout(qtbot, window)
    assert view.isColumnHidden(COL_DEALER)
    assert pad.box_marks
    mark = _tr("B")
    assert len(mark) == 1
    for row, box in enumerate(_boxes(match)):
        for column, shown in _marks(pad, row).items():
            assert shown == (mark if pad.seat_of(column) == box else ""), (row, column)
    tip = pad.headerData(COL_HAND, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert _tr("{mark} by a player's score: that player was in the box that hand").format(
        mark=mark) in tip


def test_no_line_is_marked_where_some_have_no_room(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = make_window()
    match = played(True)
    pad = the_pad(window, qtbot, match)
    window.resize(800, 600)
    settle_layout(qtbot, window)
    view = window.findChild(ScorePadView)
    assert view.isColumnHidden(COL_DEALER)
    assert not pad.box_marks
    assert not any(any(_marks(pad, row).values()) for row in range(pad.rowCount()))
