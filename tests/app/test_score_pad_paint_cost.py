"""The score pad's paint asked every line of a column, on each cell it painted, whether the
column showed the box's mark and whether the line's "+13" fitted: rows x rows questions
per column per paint (a three-hand pad with the box's scores marked, the box's column
hidden). Each column's answers are now worked out once, kept until what the pad shows
changes, and a paint asks a cell for its mark and its points once. The real pad widget,
painted (``QWidget.grab``); ``python bench/score_pad.py`` prints the paint's time."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QPersistentModelIndex
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.scorepad import (BOX_ROLE, FIRST_SCORE_COLUMN, POINTS_ROLE,
                                      ScorePadModel, ScorePadView)
from gin_desktop.engine import NEXT_HAND, Match, RuleSet, new_match

from tests.test_review import play_to_hand_end

NAMES = ("You", "Computer 1", "Computer 2")


def three_hand(hands: int, hollywood: bool = False) -> Match:
    """A three-hand match of ``hands`` hands (to 500: none of them ends it)."""
    match = new_match(RuleSet(target=500, hollywood=hollywood), 11, "three")
    while len(match.results) < hands and not match.is_over:
        play_to_hand_end(match)
        match.apply(NEXT_HAND)
    assert len(match.results) == hands
    return match


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter[tuple[int, int, int]]]:
    """Every (role, row, column) a cell was asked for, while the test runs."""
    counts: Counter[tuple[int, int, int]] = Counter()
    data = ScorePadModel.data

    def counted(self: ScorePadModel, index: QModelIndex | QPersistentModelIndex,
                role: int = 0) -> Any:
        counts[(role, index.row(), index.column())] += 1
        return data(self, index, role)

    monkeypatch.setattr(ScorePadModel, "data", counted)
    yield counts


def a_pad(qtbot: QtBot, match: Match, width: int) -> tuple[ScorePadModel, ScorePadView]:
    """The pad showing ``match``, ``width`` wide and as tall as all its lines."""
    model = ScorePadModel()
    view = ScorePadView()
    qtbot.addWidget(view)
    view.setModel(model)
    model.set_match(match, NAMES, person=0)
    view.resize(width, view.horizontalHeader().height() + model.rowCount() * view.rowHeight(0)
                + 40)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    return model, view


def test_a_paint_asks_each_cell_once_for_its_mark_and_its_points(
        qtbot: QtBot, asked: Counter[tuple[int, int, int]]) -> None:
    model, view = a_pad(qtbot, three_hand(30), 320)
    assert model.box_marks  # the box's column hidden, its scores marked
    view.grab()  # the first paint, which works out each column's answers
    asked.clear()
    view.grab()
    rows, columns = model.rowCount(), model.columnCount()
    for role in (BOX_ROLE, POINTS_ROLE):
        counts = {(row, column): n for (r, row, column), n in asked.items() if r == role}
        score_cells = [cell for cell in counts if cell[1] >= FIRST_SCORE_COLUMN]
        assert len(score_cells) >= 30 * (columns - FIRST_SCORE_COLUMN)  # all painted
        # Once per cell painted: rows x columns in all, not rows x rows per column.
        assert max(counts.values()) == 1, role
        assert sum(counts.values()) <= rows * columns, role


def test_the_first_paint_after_a_change_measures_each_line_once_per_column(
        qtbot: QtBot, asked: Counter[tuple[int, int, int]]) -> None:
    model, view = a_pad(qtbot, three_hand(30), 320)
    model.set_match(three_hand(30), NAMES, person=0)  # as a resumed match does
    QApplication.processEvents()
    asked.clear()
    view.grab()
    points = [n for (role, _row, column), n in asked.items()
              if role == POINTS_ROLE and column >= FIRST_SCORE_COLUMN]
    # The column's measure of every line, and the cell's own paint.
    assert max(points) <= 2


def marked_columns(model: ScorePadModel) -> list[bool]:
    return [any(model.index(row, column).data(BOX_ROLE) for row in range(model.rowCount()))
            for column in range(FIRST_SCORE_COLUMN, model.columnCount())]


def test_the_marked_columns_follow_the_hands_the_match_and_the_columns(
        qtbot: QtBot) -> None:
    """Kept on the model, the columns' answers change with what the pad shows: a hand
    more (a seat's first time in the box), another match, Hollywood's nine columns, and
    the pad widened (the box's column shown, no marks)."""
    match = three_hand(1)
    model, view = a_pad(qtbot, match, 320)
    assert model.box_marks
    first = marked_columns(model)
    assert first.count(True) == 1  # one hand: one box
    assert [model.column_marked(c) for c in range(FIRST_SCORE_COLUMN,
                                                  model.columnCount())] == first
    for shown in (three_hand(4), three_hand(4, hollywood=True)):
        model.set_match(shown, NAMES, person=0)
        QApplication.processEvents()
        view.grab()
        expected = marked_columns(model)
        assert [model.column_marked(c) for c in range(FIRST_SCORE_COLUMN,
                                                      model.columnCount())] == expected
    view.resize(1600, view.height())
    QApplication.processEvents()
    assert not model.box_marks
    assert not any(model.column_marked(c) for c in range(model.columnCount()))
