"""Game ▸ Statistics as a new player first opens it (new player's QA, s33): before any
finished match the win rates were headers over no row, with no word why, and the accuracy
chart drew one point at 0 on an axis from 0 to 1 after the first hand. Now a sentence says
there is nothing yet and what will come; a lone accuracy figure is said in words, and the
chart draws its line from two matches on. Opened with its key (Ctrl+I) in the real window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.accuracy_chart import AccuracyChart
from gin_desktop.app.main import MainWindow
from gin_desktop.app.stats_window import StatsWindow

from .test_stats_window import a_hand, a_match


def open_statistics(window: MainWindow, qtbot: QtBot) -> StatsWindow:
    """Ctrl+I, as the Game menu shows it."""
    QTest.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(window.findChildren(StatsWindow)), timeout=3000)
    shown: StatsWindow = window.findChildren(StatsWindow)[0]
    qtbot.waitExposed(shown)
    return shown


def accent_pixels(chart: AccuracyChart) -> int:
    """How many pixels of the chart are painted in the line's colour (its points, its
    line): none where it draws no point. Only the colour itself counts: where the system
    renders text with subpixel smoothing (Ubuntu 24.04), the letters' coloured fringes
    come near it."""
    accent = chart.palette().color(QPalette.ColorRole.Highlight)
    image = chart.grab().toImage()
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            colour = QColor(image.pixel(x, y))
            if (abs(colour.red() - accent.red()) <= 8 and abs(colour.green() - accent.green())
                    <= 8 and abs(colour.blue() - accent.blue()) <= 8):
                count += 1
    return count


def test_before_any_finished_match_the_win_rates_say_so(make_window: Any,
                                                        qtbot: QtBot) -> None:
    window: MainWindow = make_window()
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    shown = open_statistics(window, qtbot)
    assert not shown.rates_table.isVisible()  # no headers over no row
    assert shown.rates_note.isVisible()
    assert shown.rates_note.text() == (
        "No finished matches yet: your wins by variant and opponent appear here after "
        "your first match.")
    chart = shown.accuracy_chart
    assert chart.note().startswith("Nothing reviewed yet")
    assert accent_pixels(chart) == 0


def test_after_the_first_hand_its_accuracy_is_said_not_drawn_as_a_lone_point(
        make_window: Any, qtbot: QtBot) -> None:
    """The first hand played without a point lost: one point at 0, on the axis's floor."""
    window: MainWindow = make_window()
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    stats = window.persistence.stats
    match_id = window.persistence.match_id
    stats.record_accuracy(match_id, 1, 12, 0.0)
    shown = open_statistics(window, qtbot)
    chart = shown.accuracy_chart
    assert len(chart.points()) == 1
    assert accent_pixels(chart) == 0
    assert chart.note() == ("In the match you are playing, none of your decisions has cost "
                            "you points so far. The chart draws a line from your next "
                            "match on.")
    assert shown.rates_note.isVisible()


def test_after_one_finished_match_the_table_has_its_row_and_the_figure_is_in_words(
        make_window: Any, qtbot: QtBot) -> None:
    window: MainWindow = make_window()
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    stats = window.persistence.stats
    stats.record(a_match(1, 110, 40), [a_hand("m1", 1, knocked=True, result="win")])
    stats.record_accuracy("m1", 1, 12, 6.0)
    shown = open_statistics(window, qtbot)
    assert shown.rates_table.isVisible() and shown.rates_table.rowCount() == 1
    assert not shown.rates_note.isVisible()
    assert len(shown.chart.bar_rects()) == 1
    chart = shown.accuracy_chart
    assert accent_pixels(chart) == 0
    assert chart.note() == ("In your one reviewed match, your decisions cost you 0.50 points "
                            "each. The chart draws a line from your next match on.")


def test_from_two_matches_the_accuracy_chart_draws_its_line(make_window: Any,
                                                             qtbot: QtBot) -> None:
    window: MainWindow = make_window()
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    stats = window.persistence.stats
    stats.record(a_match(1, 110, 40), [a_hand("m1", 1, knocked=True, result="win")])
    stats.record_accuracy("m1", 1, 12, 6.0)
    stats.record_accuracy(window.persistence.match_id, 1, 10, 2.0)
    shown = open_statistics(window, qtbot)
    chart = shown.accuracy_chart
    assert len(chart.points()) == 2
    assert chart.note() == ""
    assert accent_pixels(chart) > 20


def test_before_any_finished_match_the_matches_row_gives_no_percentage(
        make_window: Any, qtbot: QtBot) -> None:
    """"Matches: 0 played, 0 won (0%)" gave a percentage of nothing: the row says there is
    none yet, and its figures come with the first finished match."""
    window: MainWindow = make_window()
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    shown = open_statistics(window, qtbot)
    assert shown.matches_label.text() == "none finished yet"
    shown.close()
    window.persistence.stats.record(a_match(1, 104, 40))
    shown = open_statistics(window, qtbot)
    qtbot.waitUntil(lambda: shown.matches_label.text() == "1 played, 1 won (100%)",
                    timeout=3000)


def test_before_any_finished_hand_the_hands_row_says_none_in_its_own_words(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None]) -> None:
    """"Hands: 0 played, 0 won" listed figures of nothing; the row says none is finished
    (the hand on the table is counted when it ends), in words that agree with a hand
    ("kolo" in Czech, not the Matches row's "partie"); the other rows keep their zeros."""
    language("cs")
    window: MainWindow = make_window()
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    shown = open_statistics(window, qtbot)
    assert shown.hands_label.text() == "zatím žádné dohrané"
    assert shown.matches_label.text() == "zatím žádná dohraná"
    assert shown.gins_label.text() == "vaše: 0, proti vám: 0"
    shown.close()
    window.persistence.stats.record(a_match(1, 104, 40),
                                    [a_hand("m1", 1, knocked=True, result="win")])
    shown = open_statistics(window, qtbot)
    qtbot.waitUntil(lambda: shown.hands_label.text() == "dohráno 1, vyhráno 1",
                    timeout=3000)


def test_an_opponent_named_with_plus_signs_shows_as_typed(make_window: Any,
                                                          qtbot: QtBot) -> None:
    """The stored opponent joins two levels with "+": a name made of "+" signs alone was
    split there and showed as " + ++"."""
    window: MainWindow = make_window()
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    window.persistence.stats.record(a_match(1, 104, 40, opponent="+++"))
    shown = open_statistics(window, qtbot)
    assert shown.best_label.text().startswith("won 104–40 against +++\n")
    assert shown.rates_table.item(0, 1).text() == "+++"


def test_a_computer_of_unknown_strength_has_its_own_row_in_the_players_words(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None]) -> None:
    """A computer whose strength a saved match did not say is recorded as "unknown"
    (gin_desktop/app/persistence.py), counted apart from the levels, beside another."""
    language("pt")
    window: MainWindow = make_window()
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    for i, opponent in enumerate(("unknown", "standard", "unknown+expert"), start=1):
        window.persistence.stats.record(a_match(i, 104, 40, opponent=opponent))
    shown = open_statistics(window, qtbot)
    table = shown.rates_table
    assert sorted(table.item(row, 1).text() for row in range(table.rowCount())) == [
        "Força desconhecida", "Força desconhecida + Especialista", "Padrão"]
    shown.close()
