"""The statistics window as a player reads it (issue 12, item 15): a chart with named axes
that reads with one match and with hundreds, best and worst only when there are two
matches to compare, and knocks that say whose, in the player's language."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QStandardPaths, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QLabel, QToolTip
from pytestqt.qtbot import QtBot

from gin_desktop.app.statistics import HandRecord, MatchRecord, Statistics
from gin_desktop.app.stats_window import MarginChart, StatsWindow


def a_match(i: int, points_for: int, points_against: int,
            opponent: str = "standard") -> MatchRecord:
    day = 1 + i % 28
    return MatchRecord(
        match_id=f"m{i}", started_at=f"2026-02-{day:02d}T10:00:00+00:00",
        finished_at=f"2026-02-{day:02d}T11:{i % 60:02d}:{i // 60:02d}+00:00", mode="two",
        preset="seeds", opponent=opponent, human_seat=0, deal_number=i,
        result="win" if points_for > points_against else "loss", points_for=points_for,
        points_against=points_against, hands=2, knocks=0, gins=0, undercuts=0)


def a_hand(match_id: str, number: int, *, knocked: bool, result: str,
           kind: str = "knock") -> HandRecord:
    return HandRecord(match_id, number, number, "2026-02-01T10:30:00+00:00", "player", result,
                      kind, knocked, 12 if result == "win" else -12)


def open_statistics(window: Any, qtbot: QtBot) -> StatsWindow:
    """Game ▸ Statistics in the real window."""
    window.statistics_action.trigger()
    qtbot.waitUntil(lambda: bool(window.findChildren(StatsWindow)), timeout=3000)
    stats_window: StatsWindow = window.findChildren(StatsWindow)[0]
    qtbot.waitExposed(stats_window)
    return stats_window


def tooltip_at(chart: MarginChart, point: QPoint) -> str:
    """The tooltip the chart shows when the pointer rests at ``point``."""
    QToolTip.hideText()
    event = QHelpEvent(QEvent.Type.ToolTip, point, chart.mapToGlobal(point))
    QApplication.sendEvent(chart, event)
    return QToolTip.text()


def rows_shown(stats_window: StatsWindow) -> tuple[bool, bool]:
    form = stats_window.totals_form
    return (form.isRowVisible(stats_window.best_label),
            form.isRowVisible(stats_window.worst_label))


def test_one_lost_match_is_named_once_with_a_labelled_bar(window: Any, qtbot: QtBot) -> None:
    stats: Statistics = window.persistence.stats
    stats.record(a_match(1, 31, 104), [a_hand("m1", 1, knocked=True, result="loss"),
                                       a_hand("m1", 2, knocked=False, result="loss"),
                                       a_hand("m1", 3, knocked=True, result="win")])
    shown = open_statistics(window, qtbot)
    assert rows_shown(shown) == (True, False)  # not "best" and "worst" both that loss
    assert shown.best_title.text() == "Only match:"
    assert shown.best_label.text().startswith("lost 31–104 against Standard")
    assert shown.knocks_label.text() == "2 by you, 1 by your opponents"

    chart = shown.chart
    left, bottom, right = chart.axis_titles()
    assert left and bottom and not right  # no win-rate line for one match
    (bar,) = chart.bar_rects()
    # One match is a bar, not the whole chart.
    assert bar.width() <= MarginChart.MAX_BAR < chart.width() / 4
    assert chart.rect().contains(bar.toRect())
    assert tooltip_at(chart, bar.center().toPoint()).startswith("Match 1: lost 31–104")


def test_two_matches_have_a_best_and_a_worst(window: Any, qtbot: QtBot) -> None:
    stats: Statistics = window.persistence.stats
    stats.record(a_match(1, 104, 40))
    stats.record(a_match(2, 60, 101, opponent="expert"))
    shown = open_statistics(window, qtbot)
    assert rows_shown(shown) == (True, True)
    assert shown.best_title.text() == "Best match:"
    assert shown.best_label.text().startswith("won 104–40 against Standard")
    assert shown.worst_title.text() == "Worst match:"
    assert shown.worst_label.text().startswith("lost 60–101 against Expert")
    assert all(title for title in shown.chart.axis_titles())


def test_with_every_match_won_the_worst_is_called_the_closest_win(
        window: Any, qtbot: QtBot) -> None:
    stats: Statistics = window.persistence.stats
    stats.record(a_match(1, 104, 40))
    stats.record(a_match(2, 108, 57, opponent="expert"))
    shown = open_statistics(window, qtbot)
    assert rows_shown(shown) == (True, True)
    assert shown.worst_title.text() == "Closest win:"
    assert shown.worst_label.text().startswith("won 108–57 against Expert")


def test_no_match_shows_neither_best_nor_worst(window: Any, qtbot: QtBot) -> None:
    shown = open_statistics(window, qtbot)
    assert rows_shown(shown) == (False, False)
    assert shown.chart.bar_rects() == []


def test_hundreds_of_matches_keep_their_numbers_and_bars_apart(window: Any,
                                                               qtbot: QtBot) -> None:
    stats: Statistics = window.persistence.stats
    for i in range(1, 231):
        stats.record(a_match(i, 100 + i % 7, 60 + i % 50) if i % 3 else a_match(i, 40, 100))
    shown = open_statistics(window, qtbot)
    chart = shown.chart
    bars = chart.bar_rects()
    assert len(bars) == 200  # the chart's last 200 of 230
    assert all(b.width() >= 1 and chart.rect().contains(b.toRect()) for b in bars)
    assert all(a.right() <= b.left() for a, b in zip(bars, bars[1:], strict=False))
    # Numbered as the person's matches: the first drawn is match 31, the last 230.
    assert tooltip_at(chart, bars[0].center().toPoint()).startswith("Match 31: ")
    assert tooltip_at(chart, bars[-1].center().toPoint()).startswith("Match 230: ")


def test_the_statistics_speak_spanish(window: Any, qtbot: QtBot,
                                      language: Callable[[str], None]) -> None:
    language("es")
    stats: Statistics = window.persistence.stats
    stats.record(a_match(1, 31, 104), [a_hand("m1", 1, knocked=True, result="loss")])
    shown = open_statistics(window, qtbot)
    words = [shown.best_title.text(), shown.best_label.text(), shown.knocks_label.text(),
             *shown.chart.axis_titles(), shown.chart.toolTip(),
             tooltip_at(shown.chart, shown.chart.bar_rects()[0].center().toPoint())]
    english = ("against", "Only", "Match", "Margin", "yours", "matches", "Standard (",
               "Two players")
    assert [w for w in words if any(e in w for e in english)] == []
    assert shown.best_title.text() == "Única partida:"


@pytest.mark.parametrize("count", [1, 2, 40])
def test_the_chart_paints_at_a_small_size(qtbot: QtBot, count: int) -> None:
    chart = MarginChart()
    qtbot.addWidget(chart)
    chart.set_matches([a_match(i, 100, 20 + 10 * i) for i in range(count)])
    chart.resize(260, 150)
    assert not chart.grab().isNull()
    assert all(chart.rect().contains(b.toRect()) for b in chart.bar_rects())


def test_the_knocks_row_agrees_with_its_noun_in_portuguese(window: Any, qtbot: QtBot,
                                                           language: Callable[[str], None]
                                                           ) -> None:
    """Portuguese "batidas" (knocks) are feminine: not "1 seus" as for gins."""
    language("pt")
    stats: Statistics = window.persistence.stats
    stats.record(a_match(1, 31, 104), [a_hand("m1", 1, knocked=True, result="loss")])
    shown = open_statistics(window, qtbot)
    assert "seus" not in shown.knocks_label.text()
    # Beside its caption "Batidas:", as the gins row reads: "1 sua, 0 dos adversários", not
    # "Batidas: suas: 1, dos adversários: 0".
    assert shown.knocks_label.text() == "1 sua, 0 dos adversários", shown.knocks_label.text()
    assert "seus" in shown.gins_label.text()
    # One hand, one match: the nouns agree with the number ("1 jogada", not "1 jogadas").
    assert shown.hands_label.text().startswith("1 jogada, "), shown.hands_label.text()
    assert shown.matches_label.text().startswith("1 jogada, "), shown.matches_label.text()


def test_a_match_with_changed_rules_is_named_in_the_players_language(
        window: Any, qtbot: QtBot, language: Callable[[str], None]) -> None:
    """A preset whose options were changed is stored as "custom": the win-rate table and
    the only match's line name it in the player's words, not as the English "Custom"."""
    language("es")
    stats: Statistics = window.persistence.stats
    custom = replace(a_match(1, 104, 31), preset="custom")
    stats.record(custom, [a_hand("m1", 1, knocked=True, result="win")])
    shown = open_statistics(window, qtbot)
    variant = shown.rates_table.item(0, 0)
    assert variant is not None
    assert variant.text() == "Dos jugadores\nReglas personalizadas"
    assert "Reglas personalizadas" in shown.best_label.text()


def test_the_win_rates_show_three_rows_on_a_small_screen(window: Any, qtbot: QtBot) -> None:
    """On a 1366x768 laptop the statistics window is as tall as the screen lets it be
    (about 748 pixels): the charts kept their full height and the win-rate table was
    squeezed to a row and a half, its second variant cut in two."""
    stats: Statistics = window.persistence.stats
    variants = [("two", "seeds"), ("two", "custom"), ("two", "oklahoma"),
                ("two", "hollywood"), ("two", "straight"), ("three", "seeds")]
    scores = [(55, 107), (217, 171), (0, 118), (115, 214), (57, 0), (379, 510)]  # an evening
    for i, ((mode, preset), (mine, theirs)) in enumerate(zip(variants, scores, strict=True)):
        record = replace(a_match(i, mine, theirs), mode=mode, preset=preset)
        stats.record(record, [a_hand(record.match_id, 1, knocked=True, result="win")])
    QTest.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(window.findChildren(StatsWindow)), timeout=3000)
    shown: StatsWindow = window.findChildren(StatsWindow)[0]
    qtbot.waitExposed(shown)
    assert shown.minimumSizeHint().height() <= 748  # it fits on the screen at all
    shown.resize(shown.width(), 748)
    qtbot.waitUntil(lambda: shown.height() == 748, timeout=3000)
    QApplication.processEvents()

    table = shown.rates_table
    viewport = table.viewport().height()
    assert viewport >= sum(table.rowHeight(row) for row in range(3)), viewport
    close = shown.findChild(QDialogButtonBox)
    assert close is not None
    bottom = close.mapTo(shown, close.rect().bottomLeft()).y()
    assert bottom < shown.height()  # the Close button whole, inside the window
    # The chart that gave way still shows its margins' labels apart.
    assert shown.chart.axis_label_gap() >= shown.chart.fontMetrics().height()


def test_a_gin_is_counted_once_in_the_totals(window: Any, qtbot: QtBot) -> None:
    """A gin showed in both the Gins and the Knocks rows: one hand read as two. The Knocks
    row leaves gins out, and its name and tooltip say so."""
    stats: Statistics = window.persistence.stats
    stats.record(a_match(1, 104, 31), [
        a_hand("m1", 1, knocked=True, result="win", kind="gin"),
        a_hand("m1", 2, knocked=False, result="loss", kind="big_gin"),
        a_hand("m1", 3, knocked=True, result="win"),
        a_hand("m1", 4, knocked=False, result="win", kind="undercut")])
    shown = open_statistics(window, qtbot)
    assert shown.gins_label.text() == "1 yours, 1 against you"
    # The opponent's knock undercut (hand 4) was no knock against the person: the row
    # said "1 against you" of it, which only its tooltip explained.
    assert shown.knocks_label.text() == "1 by you, 1 by your opponents"
    assert shown.undercuts_label.text() == "1 yours, 0 against you"
    name = shown.totals_form.labelForField(shown.knocks_label)
    assert name.text() == "Knocks without gin:"
    assert "Gins are counted in their own row" in name.toolTip()
    assert name.toolTip() == shown.knocks_label.toolTip()


@pytest.mark.parametrize(("code", "offered_name"), [
    ("en", "gin-statistics.csv"), ("pt", "estatísticas-gin.csv")])
def test_export_is_offered_in_the_documents_folder_not_the_working_one(
        window: Any, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        language: Callable[[str], None], code: str, offered_name: str) -> None:
    """A bare "gin-statistics.csv" was offered in the game's working folder: wherever a
    launcher started it (the install folder, or "/", where it cannot even be written).
    The name is in the player's language: a Portuguese player was offered the English
    one (s65)."""
    language(code)
    documents = tmp_path / "Documents"
    documents.mkdir()
    elsewhere = tmp_path / "launched_from"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    monkeypatch.setattr(QStandardPaths, "writableLocation",
                        lambda location: str(documents)
                        if location == QStandardPaths.StandardLocation.DocumentsLocation
                        else str(tmp_path))
    offered: list[str] = []

    def ask(parent: Any, caption: str, where: str, kinds: str) -> tuple[str, str]:
        offered.append(where)
        return str(documents / "mine.csv"), kinds

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    shown = open_statistics(window, qtbot)
    try:
        QTest.mouseClick(shown.export_button, Qt.MouseButton.LeftButton)
        (where,) = offered
        assert Path(where) == documents / offered_name
        assert (documents / "mine.csv").is_file()
        assert not list(elsewhere.iterdir())
    finally:
        shown.close()


def test_an_export_says_where_the_file_went(window: Any, qtbot: QtBot, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Save closed the file dialog and nothing on screen said the file was written."""
    target = tmp_path / "my-games.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args: (str(target), "CSV files (*.csv)"))
    shown = open_statistics(window, qtbot)
    try:
        QTest.mouseClick(shown.export_button, Qt.MouseButton.LeftButton)
        assert target.is_file()
        note = shown.findChild(QLabel, "export_note")
        assert note is not None and note.isVisible()
        assert note.accessibleName() == f"Exported to {target}"
        assert note.text().endswith("my-games.csv")
    finally:
        shown.close()


def press_in(dialog: Any, qtbot: QtBot, key: Qt.Key,
             modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A real key press on whatever has the focus in ``dialog``."""
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and QApplication.focusWidget().window() is dialog, timeout=2000)
    QTest.keyClick(QApplication.focusWidget(), key, modifier)


def close_by_key(window: Any, dialog: Any, qtbot: QtBot, key: Qt.Key) -> None:
    """Press ``key`` in ``dialog``; it closes and the table is active again."""
    press_in(dialog, qtbot, key)
    qtbot.waitUntil(lambda: not dialog.isVisible() and window.isActiveWindow(), timeout=2000)


def test_enter_closes_the_statistics_rather_than_exporting(
        window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The window opened with "Export to CSV…" as its default: Enter, a reflex to close a
    window of figures, asked where to export. Close has the focus, on every opening."""
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args: (asked.append("export"), ("", ""))[1])
    shown = open_statistics(window, qtbot)
    close_by_key(window, shown, qtbot, Qt.Key.Key_Return)
    assert asked == []

    # The window is kept: it came back with the focus where the player had left it.
    shown = open_statistics(window, qtbot)
    press_in(shown, qtbot, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is not shown.close_button
    close_by_key(window, shown, qtbot, Qt.Key.Key_Escape)
    shown = open_statistics(window, qtbot)
    close_by_key(window, shown, qtbot, Qt.Key.Key_Return)
    assert asked == []


def test_the_accuracy_charts_heading_says_what_it_measures(window: Any, qtbot: QtBot) -> None:
    """"Accuracy (lower is better)" read as a contradiction (a player's accuracy is better
    higher): the chart draws the points lost per decision, and its heading says so."""
    shown = open_statistics(window, qtbot)
    headings = [label.text() for label in shown.findChildren(QLabel)]
    assert "Points lost per decision (lower is better):" in headings
    assert not [text for text in headings if text.startswith("Accuracy")]
    shown.close()


def test_statistics_open_again_at_the_top(window: Any, qtbot: QtBot) -> None:
    """Opened again, the figures start from the top: kept where the last opening was
    scrolled to, they opened with their first row cut in half (s65)."""
    from PySide6.QtWidgets import QAbstractSlider, QScrollArea

    shown = open_statistics(window, qtbot)
    shown.resize(shown.width(), 260)  # short: the figures scroll
    QApplication.processEvents()
    area = next(a for a in shown.findChildren(QScrollArea)
                if a.verticalScrollBar().maximum() > 0)
    bar = area.verticalScrollBar()
    bar.triggerAction(QAbstractSlider.SliderAction.SliderToMaximum)
    assert bar.value() > 0
    QTest.mouseClick(shown.close_button, Qt.MouseButton.LeftButton)
    assert not shown.isVisible()
    again = open_statistics(window, qtbot)
    assert again is shown  # the window is kept
    QApplication.processEvents()
    assert bar.value() == 0
    again.close()
