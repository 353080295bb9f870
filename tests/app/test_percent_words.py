"""Percentages as each language writes them: "100%" in English and Portuguese, "100 %" in
Spanish and Czech, with a no-break space so that the sign never wraps away from its
number. The statistics wrote "100%" in every language: in the Matches row, the win rates'
table, and the margin chart (its axis and what a screen reader hears of it). Opened with
its key (Ctrl+I) in the real window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow

from .test_stats_first_look import open_statistics
from .test_stats_window import a_match

NBSP = "\u00a0"
HALF = {"en": "50%", "pt": "50%", "es": f"50{NBSP}%", "cs": f"50{NBSP}%"}


@pytest.mark.parametrize("code", sorted(HALF))
def test_the_statistics_write_percentages_in_the_language_in_use(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    language(code)
    window: MainWindow = make_window()
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    window.persistence.stats.record(a_match(1, 104, 40))
    window.persistence.stats.record(a_match(2, 30, 101))
    shown = open_statistics(window, qtbot)
    half = HALF[code]
    qtbot.waitUntil(lambda: shown.rates_table.rowCount() == 1, timeout=3000)
    assert f"({half})" in shown.matches_label.text()
    assert shown.rates_table.item(0, 3).text() == half
    assert half in shown.chart.spoken()
    # Nowhere the other form: no "50%" where the language puts a space, nor the reverse.
    other = f"50{NBSP}%" if half == "50%" else "50%"
    assert other not in shown.matches_label.text() + shown.chart.spoken()
    shown.close()
