"""Statistics that cannot be read leave the window's charts without figures, and the charts
say why: the accuracy chart said "Nothing reviewed yet" and the match chart that its first
bar comes after the first match, over a file holding matches and reviews that only could
not be read (the totals there show dashes, not zeros). Opened with its key (Ctrl+I) in the
real window."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from .test_stats_first_look import accent_pixels, open_statistics
from .test_stats_window import a_hand, a_match

ACCURACY_UNREAD = ("The statistics could not be read, so the points your decisions cost "
                   "cannot be shown.")
MATCHES_UNREAD = "The statistics could not be read, so your matches cannot be shown."


def recorded(window: Any) -> Any:
    """The window's statistics with two finished matches, each reviewed."""
    stats = window.persistence.stats
    for number in (1, 2):
        stats.record(a_match(number, 110, 40), [a_hand(f"m{number}", 1, knocked=True,
                                                        result="win")])
        stats.record_accuracy(f"m{number}", 1, 12, 6.0)
    return stats


def test_a_file_that_cannot_be_read_leaves_both_charts_saying_so(window: Any,
                                                                 qtbot: QtBot) -> None:
    stats = recorded(window)
    # Changed by another program: the window's first query fails.
    stats._conn.execute("ALTER TABLE hands RENAME TO hands_elsewhere")
    shown = open_statistics(window, qtbot)
    try:
        assert shown.error_label.isVisible()
        assert shown.matches_label.text() == "—"
        assert shown.accuracy_chart.note() == ACCURACY_UNREAD
        assert accent_pixels(shown.accuracy_chart) == 0
        assert shown.chart.empty_note() == MATCHES_UNREAD and not shown.chart.bar_rects()
        # Read again once the file is whole: the figures come back, and the charts' words
        # go with them.
        stats._conn.execute("ALTER TABLE hands_elsewhere RENAME TO hands")
        shown.refresh()
        assert not shown.error_label.isVisible()
        assert len(shown.accuracy_chart.points()) == 2 and shown.accuracy_chart.note() == ""
        assert len(shown.chart.bar_rects()) == 2
    finally:
        shown.close()
