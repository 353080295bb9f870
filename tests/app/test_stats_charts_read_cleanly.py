"""The statistics' charts read cleanly (a Spanish player at 1366x768, 125 %): the points
lost per decision are named once, by the heading over their chart, not again inside it;
their matches are numbered under the points as the margin chart numbers them; and the win
rate's line no longer runs through a bar's figure ("+37")."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any

from PySide6.QtGui import QColor, QImage, QPalette
from pytestqt.qtbot import QtBot

from gin_desktop.app.statistics import MatchRecord, Statistics

from .test_stats_window import a_match, open_statistics

# Margins whose win rate's line crossed "+37" above the first bar.
MARGINS = [(100, 63), (40, 120), (130, 93), (100, 20), (30, 110), (120, 80), (140, 70),
           (60, 150)]


def record(stats: Statistics) -> list[MatchRecord]:
    matches = [a_match(i, mine, theirs) for i, (mine, theirs) in enumerate(MARGINS)]
    for i, match in enumerate(matches):
        stats.record(match, [])
        stats.record_accuracy(match.match_id, 1, 20, 3.0 + i % 3)
    return matches


def near(colour: QColor, other: QColor, tolerance: int = 60) -> bool:
    return all(abs(a - b) <= tolerance for a, b in (
        (colour.red(), other.red()), (colour.green(), other.green()),
        (colour.blue(), other.blue())))


def test_no_line_runs_through_a_bars_figure(window: Any, qtbot: QtBot) -> None:
    record(window.persistence.stats)
    chart = open_statistics(window, qtbot).chart
    chart.resize(620, 150)
    image: QImage = chart.grab().toImage()
    accent = chart.palette().color(QPalette.ColorRole.Highlight)
    figures = chart.figure_labels()
    assert [text for _, text, _ in figures] == ["+37", "−80", "+37", "+80", "−80", "+40",
                                                "+70", "−90"]
    for box, text, _ in figures:
        crossed = [(x, y) for x in range(int(box.left()), int(box.right()) + 1)
                   for y in range(int(box.top()), int(box.bottom()) + 1)
                   if near(image.pixelColor(x, y), accent, 40)
                   and image.pixelColor(x, y).blue() > image.pixelColor(x, y).green() + 20]
        assert not crossed, (text, crossed[:5])


def test_the_accuracy_chart_has_no_second_title_and_numbers_its_matches(
        window: Any, qtbot: QtBot) -> None:
    stats: Statistics = window.persistence.stats
    record(stats)
    # The match on the table, recorded as it goes on, has a reviewed hand too: it is the
    # next match, 9.
    playing = replace(a_match(20, 0, 0), match_id="playing-now", result="playing",
                      started_at="2026-03-01T10:00:00+00:00", finished_at="")
    stats.record(playing, [])
    stats.record_accuracy("playing-now", 1, 10, 1.0)
    shown = open_statistics(window, qtbot)
    chart = shown.accuracy_chart
    chart.resize(620, 150)
    # Above the plot: the top value's label and nothing else (no "Points lost per
    # decision" over the heading that says it).
    image = chart.grab().toImage()
    text = chart.palette().color(QPalette.ColorRole.Text)
    line_h = chart.fontMetrics().height()
    words = [(x, y) for y in range(int(line_h * 1.3)) for x in range(80, chart.width())
             if near(image.pixelColor(x, y), text)]
    assert not words, words[:5]

    numbers = [text for _, text in chart.number_labels()]
    assert numbers[0] == "1" and numbers[-1] == "9"
    assert numbers == sorted(numbers, key=int)
    boxes = [box for box, _ in chart.number_labels()]
    assert all(a.right() < b.left() for a, b in itertools.pairwise(boxes))  # none touch
    assert all(chart.rect().contains(box.toRect()) for box in boxes)
    # Narrow, the newest keeps its number and the others make way.
    chart.resize(160, 150)
    narrow = [text for _, text in chart.number_labels()]
    assert narrow[-1] == "9" and len(narrow) < 9
    shown.close()
