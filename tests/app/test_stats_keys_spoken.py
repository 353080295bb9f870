"""The Statistics window for a keyboard and screen-reader player: Tab went from Close to an
unnamed scroll area and then round the win-rate table's cells for ever; the totals and the
charts were never focused, and Down on Close came to the scroll area. Now Tab goes through
every figure, each said with its row's name ("Matches: 2 played, 2 won (100%)"), the
table, and each chart with what it draws, then the buttons. Opened with its key (Ctrl+I)
in the real window; read through QAccessible, as a screen reader does."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.stats_window import StatsWindow

from .test_deck_reveal_spoken import focused, heard
from .test_stats_first_look import open_statistics
from .test_unreadable_statistics_charts import recorded

Key = Qt.Key


def opened_at_close(window: Any, qtbot: QtBot) -> StatsWindow:
    recorded(window)  # two matches won 110 to 40, each reviewed
    shown = open_statistics(window, qtbot)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is shown.close_button, timeout=3000)
    return shown


def tab_round(shown: StatsWindow) -> list[QWidget]:
    """Each stop of Tab from Close until it comes back to Close."""
    stops: list[QWidget] = []
    for _ in range(30):
        QTest.keyClick(focused(), Key.Key_Tab)
        if focused() is shown.close_button:
            return stops
        stops.append(focused())
    raise AssertionError(f"Tab never came back to Close: {[heard(w) for w in stops]}")


def test_tab_reaches_every_figure_and_chart_each_named(window: Any, qtbot: QtBot) -> None:
    shown = opened_at_close(window, qtbot)
    try:
        stops = tab_round(shown)
        said = [heard(stop) for stop in stops]
        assert all(name for name, _ in said), said
        names = [name for name, _ in said]
        assert "Matches: 2 played, 2 won (100%)" in names
        assert "Recent form: 2 wins in a row" in names
        best = next(name for name in names if name.startswith("Best match: "))
        assert "·" not in best and "\n" not in best  # the second line after a pause
        assert shown.rates_table in stops
        assert heard(shown.chart) == ("Chart of recent matches", shown.chart.spoken())
        assert shown.chart in stops and shown.accuracy_chart in stops
        assert heard(shown.accuracy_chart)[1] == shown.accuracy_chart.spoken() != ""
        assert stops[-2:] == [shown.export_button, shown.reset_button]
    finally:
        shown.close()


def test_shift_tab_leaves_the_win_rate_table(window: Any, qtbot: QtBot) -> None:
    shown = opened_at_close(window, qtbot)
    try:
        for _ in range(30):
            if focused() is shown.rates_table:
                break
            QTest.keyClick(focused(), Key.Key_Tab)
        assert focused() is shown.rates_table
        QTest.keyClick(shown.rates_table, Key.Key_Tab)
        assert focused() is shown.chart
        QTest.keyClick(shown.chart, Key.Key_Backtab)
        QTest.keyClick(shown.rates_table, Key.Key_Backtab)
        assert focused() is shown.form_label
    finally:
        shown.close()


def test_down_on_close_comes_to_something_named(window: Any, qtbot: QtBot) -> None:
    shown = opened_at_close(window, qtbot)
    try:
        QTest.keyClick(shown.close_button, Key.Key_Down)
        assert heard(focused())[0], type(focused()).__name__
    finally:
        shown.close()


def test_the_best_and_worst_match_are_said_with_their_score_in_words(
        window: Any, qtbot: QtBot) -> None:
    """"won 110–40" was read out as "won 110 en dash 40": a reader hears "won 110 to 40";
    the figure on screen keeps its dash."""
    shown = opened_at_close(window, qtbot)
    try:
        for field in (shown.best_label, shown.worst_label):
            name, _ = heard(field)
            assert "won 110 to 40 against " in name and "–" not in name, name
            assert "110–40" in field.text()
    finally:
        shown.close()


def test_opened_the_main_figures_are_heard_with_close(window: Any, qtbot: QtBot) -> None:
    """Ctrl+I opens the window with the focus on Close (Enter closes it): a screen reader
    said "Close, button", and the figures were heard only by tabbing through them (a blind
    keyboard player's pass, session 40). Close is read with the main figures now, each with
    its row's name, as Tab says them."""
    shown = opened_at_close(window, qtbot)
    try:
        name, description = heard(focused())
        assert name == "Close"
        for row in (shown.matches_label, shown.hands_label, shown.gins_label,
                    shown.form_label):
            assert row.accessibleName() in description, description
        assert description.startswith("Matches: 2 played, 2 won ("), description
    finally:
        shown.close()
