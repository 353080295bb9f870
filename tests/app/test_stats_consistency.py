"""The Statistics window counts one way: the accuracy chart plots the matches the window
counts (finished ones, and the one being played), never abandoned ones; the hands and the
knocks are those the person played, not the hands they sat out. Opened from the Game menu of
the real window."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow

from .test_statistics import hand, record


def test_the_accuracy_chart_leaves_out_abandoned_matches(make_window: Any,
                                                         qtbot: QtBot) -> None:
    window: MainWindow = make_window()
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    stats = window.persistence.stats
    stats.record(record(1, "abandoned", 10, 30), [hand("m1", 1, "loss", "knock")])
    stats.record(record(2, "win", 100, 20), [
        hand("m2", 1, "win", "knock", knocked=True),
        hand("m2", 2, "loss", "knock", role="advisor"),  # sat out
        hand("m2", 3, "loss", "gin")])
    stats.record(record(3, "abandoned", 0, 25), [hand("m3", 1, "loss", "gin")])
    for match_id in ("m1", "m2", "m3"):
        stats.record_accuracy(match_id, 1, 10, 4.0)
    window.statistics_action.trigger()
    stats_window = window.persistence._stats_window
    assert stats_window is not None and stats_window.isVisible()
    assert stats_window.matches_label.text().startswith("1 played")
    assert [p.match_id for p in stats_window.accuracy_chart.points()] == ["m2"]
    # Hands the person played: four (one of m2 was sat out: not counted, said apart): one knock
    # of theirs, three hands ended by the other side: a knock and two gins, which the
    # Gins row counts and the Knocks row leaves out.
    assert stats_window.hands_label.text() == "4 played, 1 won, 1 sat out"
    assert stats_window.knocks_label.text() == "1 by you, 1 by your opponents"
    assert stats_window.gins_label.text() == "0 yours, 2 against you"


def test_before_a_finished_match_the_charts_say_what_they_show(make_window: Any,
                                                               qtbot: QtBot) -> None:
    """A hand reviewed in the first match: "Matches: none finished yet" above a point on the
    accuracy chart. The margin chart's note names its own chart, and the accuracy chart
    says its point is the match being played (drawn hollow), not a match played."""
    window: MainWindow = make_window()
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    window.persistence.stats.record_accuracy(window.persistence.match_id, 1, 12, 3.0)
    window.statistics_action.trigger()
    stats_window = window.persistence._stats_window
    assert stats_window is not None and stats_window.isVisible()
    assert stats_window.matches_label.text() == "none finished yet"
    chart = stats_window.accuracy_chart
    assert [p.finished for p in chart.points()] == [False]
    assert chart.axis_title() == "The match you are playing (not finished yet)"
    assert "match you are playing" in chart.toolTip()
    assert "This chart" in stats_window.chart.empty_note()
