"""Three-hand Hollywood at 800x600: the box's column hidden and its nine score columns
leaving no room for the box's one-letter mark, nothing on a line said who was in the box
but its tooltip. The box's scores on each line are now drawn in a frame (a faint shade of
the text's colour inside it: a shape, not a colour alone, in a light theme or a dark one),
the "#" title's tooltip saying what it means. Real window, the pad in its dock.

And a line's small green "+13" sat at its cell's left edge, nearer the total of the column
on its left than its own: it now sits just left of its own total."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.scorepad import (BOX_FRAME_ROLE, COL_DEALER, COL_HAND,
                                      FIRST_SCORE_COLUMN, POINTS_ROLE, ScorePadModel,
                                      ScorePadView)
from .conftest import settle_layout

from .test_score_pad_box_marks import _boxes
from .test_score_pad_paint_cost import a_pad, three_hand
from .test_score_pad_points_per_column import green
from .test_score_pad_three_hand_roles import played, the_pad


def darkness(image: QImage, x: int, y: int) -> int:
    colour = QColor(image.pixel(x, y))
    return 765 - colour.red() - colour.green() - colour.blue()


def test_the_box_is_framed_where_its_mark_has_no_room(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = make_window()
    match = played(True)
    pad = the_pad(window, qtbot, match)
    view = window.findChild(ScorePadView)
    for size, marked in (((1920, 1200), True), ((800, 600), False)):
        window.resize(*size)
        settle_layout(qtbot, window)
        assert view.isColumnHidden(COL_DEALER)  # Hollywood: the box's column hidden
        # The marks where they have room, else the frame.
        assert (pad.box_marks, pad.box_framed) == (marked, not marked), size
    tip = pad.headerData(COL_HAND, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert _tr("A frame round a player's scores: that player was in the box that hand") \
        in tip
    image = view.viewport().grab().toImage()
    for row, box in enumerate(_boxes(match)):
        for column in range(FIRST_SCORE_COLUMN, pad.columnCount()):
            framed = pad.index(row, column).data(BOX_FRAME_ROLE)
            assert framed == (pad.seat_of(column) == box), (row, column)
            # The frame's top edge, two pixels in from the line's top: drawn in the box's
            # cells only (the middle of the cell, away from the rules between games).
            rect = view.visualRect(pad.index(row, column))
            x, y = rect.center().x(), rect.top() + 2
            edge = darkness(image, x, y) - darkness(image, x, rect.top() + 4)
            assert (edge > 60) == framed, (row, column, edge)


def test_a_lines_points_sit_beside_their_own_total(qtbot: QtBot) -> None:
    model, view = a_pad(qtbot, three_hand(4), 320)
    image = view.viewport().grab().toImage()
    seen = 0
    for row in range(model.rowCount()):
        for column in range(FIRST_SCORE_COLUMN, model.columnCount()):
            if not model.index(row, column).data(POINTS_ROLE):
                continue
            rect: QRect = view.visualRect(model.index(row, column))
            greens = [x for x in range(rect.left(), rect.right())
                      for y in range(rect.top(), rect.bottom()) if green(image, x, y)]
            if not greens:
                continue
            seen += 1
            # The "+13" nearer what follows it in its cell (its total, or the box's mark
            # before it) than the cell's left edge, where the column on the left ends
            # with its own total.
            after = min(x for x in range(max(greens) + 1, rect.right())
                        for y in range(rect.top(), rect.bottom())
                        if darkness(image, x, y) > 300)
            assert after - max(greens) < min(greens) - rect.left(), (row, column)
    assert seen >= 2


def test_a_frame_is_drawn_in_a_dark_theme_too(qtbot: QtBot) -> None:
    model, view = a_pad(qtbot, three_hand(4, hollywood=True), 300)
    palette = view.palette()
    palette.setColor(palette.ColorRole.Base, QColor(30, 30, 30))
    palette.setColor(palette.ColorRole.AlternateBase, QColor(40, 40, 40))
    palette.setColor(palette.ColorRole.Text, QColor(235, 235, 235))
    view.setPalette(palette)
    QApplication.processEvents()
    assert isinstance(model, ScorePadModel) and model.box_framed
    image = view.viewport().grab().toImage()
    framed = [(row, column) for row in range(model.rowCount())
              for column in range(FIRST_SCORE_COLUMN, model.columnCount())
              if model.index(row, column).data(BOX_FRAME_ROLE)]
    assert framed
    for row, column in framed:
        rect = view.visualRect(model.index(row, column))
        x = rect.center().x()
        # Light on dark: the edge lighter than the cell's inside.
        assert darkness(image, x, rect.top() + 4) - darkness(image, x, rect.top() + 2) > 60
