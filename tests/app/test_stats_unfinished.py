"""Matches left for a new game before their end: their points were recorded but shown
nowhere, neither in the statistics window nor in the CSV export, so a player who quit
matches midway saw only the ones they finished. The window has a row for them (how many,
the points scored in them, and that the win rates leave them out), shown once there is
one; the export marks each hand's match unfinished or not, with its score. The finished
matches' figures stay as they were. Real windows: Game ▸ Statistics."""

from __future__ import annotations

import csv
import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel, QScrollArea
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.app.statistics import CSV_COLUMNS, HandRecord, Statistics, standing_totals
from gin_desktop.app.stats_window import StatsWindow

from .test_stats_window import a_hand, a_match, open_statistics


def left(i: int, points_for: int, points_against: int, hands: int = 2) -> Any:
    """Match ``i`` left for a new game at ``points_for`` to ``points_against``."""
    return dataclasses.replace(a_match(i, points_for, points_against), result="abandoned",
                               hands=hands)


def hands_of(match_id: str, count: int) -> list[HandRecord]:
    return [a_hand(match_id, n, knocked=n % 2 == 1, result="win" if n % 2 else "loss")
            for n in range(1, count + 1)]


def some_matches(stats: Statistics) -> None:
    """Two finished matches, two left unfinished, one left before any hand was counted,
    and one being played."""
    stats.record(a_match(1, 104, 31), hands_of("m1", 3))
    stats.record(a_match(2, 57, 108), hands_of("m2", 3))
    stats.record(left(3, 47, 62), hands_of("m3", 2))
    stats.record(left(4, 12, 30, hands=1), hands_of("m4", 1))
    stats.record(left(5, 0, 0, hands=0))  # left before its first hand ended
    stats.record(dataclasses.replace(a_match(6, 20, 9), result="playing", finished_at=None),
                 hands_of("m6", 1))


def test_the_summary_counts_unfinished_matches_apart(tmp_path: Path) -> None:
    stats, _ = Statistics.open(tmp_path / "s.sqlite3")
    stats.record(a_match(1, 104, 31), hands_of("m1", 3))
    stats.record(a_match(2, 57, 108), hands_of("m2", 3))
    before = stats.summary()
    some_matches(stats)
    after = stats.summary()
    assert (after.unfinished, after.unfinished_for, after.unfinished_against) == (2, 59, 92)
    # The finished matches' figures are those of the finished matches alone.
    assert (after.matches, after.wins, after.win_rates, after.best, after.worst,
            after.history) == (before.matches, before.wins, before.win_rates, before.best,
                               before.worst, before.history)
    # Their hands are counted with the others, as they were.
    assert after.hands == 3 + 3 + 2 + 1 + 1
    stats.close()


def test_the_export_marks_each_hands_match_unfinished_with_its_score(tmp_path: Path) -> None:
    stats, _ = Statistics.open(tmp_path / "s.sqlite3")
    some_matches(stats)
    stats.record_accuracy("m1", 1, 4, 1.5)
    # A hand whose match was never recorded (a damaged file, say).
    stats._conn.execute("INSERT INTO hands VALUES ('lost', 1, 1, '2026-02-01T10:30:00+00:00', "
                        "'player', 'win', 'knock', 1, 12, 0.0)")
    out = tmp_path / "export.csv"
    assert stats.export_csv(out) == 11
    with out.open(newline="", encoding="utf-8") as file:
        rows = list(csv.DictReader(file))
    # New columns go at the end: spreadsheets read the others by position.
    assert CSV_COLUMNS[-3:] == ("match_unfinished", "match_points_for", "match_points_against")
    assert tuple(rows[0]) == CSV_COLUMNS
    marked = {(r["match_id"], r["match_result"], r["match_unfinished"], r["match_points_for"],
               r["match_points_against"]) for r in rows}
    assert marked == {("m1", "win", "0", "104", "31"), ("m2", "loss", "0", "57", "108"),
                      ("m3", "abandoned", "1", "47", "62"), ("m4", "abandoned", "1", "12", "30"),
                      ("m6", "playing", "1", "20", "9"), ("lost", "", "", "", "")}
    stats.close()


TEXTS = {
    # language: (the row's name, its figures with 2 matches left, with 1)
    "en": ("Unfinished:",
           "2 matches, 59 points for you and 92 against you\n"
           "a match left for a new game is not counted in the win rates",
           "1 match, 12 points for you and 30 against you\n"
           "a match left for a new game is not counted in the win rates"),
    "cs": ("Nedohrané:",
           "2 partie, pro vás 59 bodů a proti vám 92\n"
           "partie opuštěné kvůli nové partii se do podílů výher nepočítají",
           "1 partie, pro vás 12 bodů a proti vám 30\n"
           "partie opuštěné kvůli nové partii se do podílů výher nepočítají"),
}


def unfinished_row(shown: StatsWindow) -> tuple[bool, str, str]:
    """Whether the row shows, its name and its figures."""
    form = shown.totals_form
    title = form.labelForField(shown.unfinished_label)
    return (form.isRowVisible(shown.unfinished_label), title.text(),
            shown.unfinished_label.text())


@pytest.mark.parametrize("code", sorted(TEXTS))
def test_the_window_shows_unfinished_matches_in_a_row_of_their_own(
        window: Any, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    if code != "en":
        language(code)
    stats: Statistics = window.persistence.stats
    stats.record(a_match(1, 104, 31), hands_of("m1", 3))
    stats.record(a_match(2, 57, 108), hands_of("m2", 3))
    shown = open_statistics(window, qtbot)
    finished = shown.matches_label.text()
    assert not unfinished_row(shown)[0]  # none left: no row
    stats.record(left(4, 12, 30, hands=1), hands_of("m4", 1))
    shown.close()
    shown = open_statistics(window, qtbot)  # opened again: read again
    name, two, one = TEXTS[code]
    assert unfinished_row(shown) == (True, name, one)
    stats.record(left(3, 47, 62), hands_of("m3", 2))
    shown.refresh()
    assert unfinished_row(shown) == (True, name, two)
    assert shown.matches_label.text() == finished  # the finished ones' figures as they were
    # Said with its name, the lines after a pause; what they count for on pointing at it.
    assert shown.unfinished_label.accessibleName().startswith(f"{name} {two.split()[0]}")
    assert "\n" not in shown.unfinished_label.accessibleName()
    tip = shown.unfinished_label.toolTip()
    assert tip and shown.totals_form.labelForField(shown.unfinished_label).toolTip() == tip
    if code == "en":
        assert "not counted as played" in tip and "win rates" in tip
    # Reset: nothing left to show.
    stats.reset()
    shown.refresh()
    assert not unfinished_row(shown)[0]
    shown.close()


def test_a_match_left_for_a_new_game_shows_as_unfinished_at_its_score(
        window: Any, qtbot: QtBot) -> None:
    """The whole way: a hand played out, New game, then Game ▸ Statistics."""
    from .test_persistence import play_human

    model = window.model
    while not model.match.results:
        play_human(qtbot, model, 1)
    assert model.wait_idle(10_000)
    totals = standing_totals(model.match)
    seat = model.setup.human_seat
    window.start_match(GameSetup(levels=("human", "standard"), names=("Ana", "Computer")))
    shown = open_statistics(window, qtbot)
    assert unfinished_row(shown) == (
        True, "Unfinished:",
        f"1 match, {totals[seat]} points for you and {totals[1 - seat]} against you\n"
        "a match left for a new game is not counted in the win rates")
    assert shown.matches_label.text() == "none finished yet"
    shown.close()


def cut_at_the_right(shown: StatsWindow) -> list[str]:
    """The words of the window's figures cut at its right edge: a line narrower than its
    words, or running past the edge (there is no horizontal scrollbar to reach it)."""
    area = shown.findChild(QScrollArea)
    assert area is not None and area.widget() is not None
    right = area.viewport().width()
    return [label.text() for label in area.widget().findChildren(QLabel)
            if label.isVisible() and label.text()
            and ((not label.wordWrap() and label.width() < label.sizeHint().width())
                 or label.mapTo(area.viewport(), QPoint(label.width(), 0)).x() > right)]


@pytest.mark.parametrize("code", sorted(TEXTS))
def test_the_unfinished_row_is_never_cut_at_the_windows_edge(
        window: Any, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    """Its second line is the window's longest: the window kept the width its figures had
    before they were written and cut it ("…se do podílů výh"), and the charts' words
    with it, whether opened first with the row or shown again once a match was left."""
    if code != "en":
        language(code)
    stats: Statistics = window.persistence.stats
    stats.record(left(4, 12, 30, hands=1), hands_of("m4", 1))
    shown = open_statistics(window, qtbot)
    assert unfinished_row(shown)[0]
    qtbot.waitUntil(lambda: not cut_at_the_right(shown), timeout=3000)
    shown.close()
    stats.reset()
    shown = open_statistics(window, qtbot)
    assert not unfinished_row(shown)[0]
    shown.close()
    stats.record(left(5, 47, 62), hands_of("m5", 2))
    shown = open_statistics(window, qtbot)  # kept, and read again
    assert unfinished_row(shown)[0]
    qtbot.waitUntil(lambda: not cut_at_the_right(shown), timeout=3000)
    shown.close()
