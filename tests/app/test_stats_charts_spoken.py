"""The Statistics window's charts paint their sentence ("Nothing reviewed yet", a lone
match's figure, statistics that could not be read) and their figures only as pixels: a
screen reader heard the chart's name and nothing else, its description empty. Each chart's
accessible description now says what it shows. Opened with its key (Ctrl+I) in the real
window; read through QAccessible, as a screen reader does."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from .test_stats_first_look import open_statistics
from .test_stats_window import a_hand, a_match
from .test_unreadable_statistics_charts import ACCURACY_UNREAD, MATCHES_UNREAD, recorded


def heard(widget: QWidget) -> tuple[str, str]:
    """The name and the description a screen reader gets of ``widget``."""
    interface = QAccessible.queryAccessibleInterface(widget)
    return (interface.text(QAccessible.Text.Name),
            interface.text(QAccessible.Text.Description))


def test_nothing_reviewed_is_said_not_only_painted(window: Any, qtbot: QtBot) -> None:
    shown = open_statistics(window, qtbot)
    try:
        name, description = heard(shown.accuracy_chart)
        assert name == "Chart of points lost per decision"
        assert description.startswith("Nothing reviewed yet: after each hand you play")
        assert description == shown.accuracy_chart.note()
        name, description = heard(shown.chart)
        assert name == "Chart of recent matches"
        assert description == shown.chart.empty_note() != ""
    finally:
        shown.close()


def test_one_reviewed_match_is_said_with_its_figure(window: Any, qtbot: QtBot) -> None:
    stats = window.persistence.stats
    stats.record(a_match(1, 110, 40), [a_hand("m1", 1, knocked=True, result="win")])
    stats.record_accuracy("m1", 1, 12, 6.0)
    shown = open_statistics(window, qtbot)
    try:
        _, description = heard(shown.accuracy_chart)
        assert description == ("In your one reviewed match, your decisions cost you 0.50 "
                               "points each. The chart draws a line from your next match on.")
        # Resting the pointer on it says the same, not "each of your last 1 … matches".
        assert shown.accuracy_chart.toolTip() == description
        _, description = heard(shown.chart)
        assert description == ("Margin of your one finished match, your points minus your "
                               "opponent's: +70")
    finally:
        shown.close()


def test_the_figures_drawn_are_said_oldest_first(window: Any, qtbot: QtBot) -> None:
    recorded(window)  # two matches won 110 to 40, each reviewed at 0.50 a decision
    shown = open_statistics(window, qtbot)
    try:
        _, description = heard(shown.accuracy_chart)
        assert description == ("Points lost per decision in each of your last 2 reviewed "
                               "matches, oldest to newest: 0.50; 0.50")
        _, description = heard(shown.chart)
        assert description == ("Margin of each of your last 2 matches, your points minus "
                               "your opponent's, oldest to newest: +70, +70. "
                               "Win rate over them: 100%.")
    finally:
        shown.close()


def test_statistics_that_cannot_be_read_are_said_so(window: Any, qtbot: QtBot) -> None:
    stats = recorded(window)
    stats._conn.execute("ALTER TABLE hands RENAME TO hands_elsewhere")
    shown = open_statistics(window, qtbot)
    try:
        assert heard(shown.accuracy_chart)[1] == ACCURACY_UNREAD
        assert heard(shown.chart)[1] == MATCHES_UNREAD
    finally:
        shown.close()
