"""A statistics file another program holds locked: the table says so once and play goes
on without freezing. Each write used to wait its five seconds for the lock, the first one
at least; now a write waits a moment only, and one that found the file held is tried again
a little later, so that no statistic is lost. The real window, a real lock by another
connection."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.app.statistics import BRIEF_WAIT_MS, STATS_NAME, Statistics
from gin_desktop.engine import RuleSet


def test_a_locked_statistics_file_freezes_the_table_once_at_most(
        make_window: Callable[..., Any], qtbot: QtBot, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    """Only the first write meets the lock, and it waits a moment, not seconds; the ones
    after it wait in the queue instead of each meeting the lock again. (Counted, not timed:
    a busy machine makes any match slow.)"""
    window = make_window()
    persistence = window.persistence
    persistence.stats_retry_ms = 600_000  # no retry during the match: every try is counted
    other = sqlite3.connect(tmp_path / "data" / STATS_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file
    caplog.set_level(logging.WARNING, logger="gin_desktop.app.persistence")
    try:
        rules = RuleSet.preset("seeds").replace(target=25)
        # Two computers play a whole match of four hands (seed 31): five writes.
        window.start_match(GameSetup(levels=("standard", "beginner"),
                                     names=("Ana", "Computer"), rules=rules, seed=31))
        qtbot.waitUntil(lambda: window.model.match.is_over, timeout=60_000)
        met_the_lock = [r for r in caplog.records if "trying again later" in r.getMessage()]
        assert len(met_the_lock) == 1, [r.getMessage() for r in met_the_lock]
        assert persistence.stats.wait_ms <= BRIEF_WAIT_MS
    finally:
        other.rollback()
        other.close()
    assert len(window.model.match.results) >= 3
    assert window.notice_bar.text().count(WAIT_NOTICE) == 1
    assert "could not be updated" not in window.notice_bar.text()


@contextlib.contextmanager
def a_match_played_while_held(window: Any, qtbot: QtBot, folder: Path) -> Iterator[None]:
    """Two computers play a whole match of four hands (seed 31) while another program
    holds the statistics file, which it still holds in the ``with`` block."""
    other = sqlite3.connect(folder / STATS_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        rules = RuleSet.preset("seeds").replace(target=25)
        window.start_match(GameSetup(levels=("standard", "beginner"),
                                     names=("Ana", "Computer"), rules=rules, seed=31))
        qtbot.waitUntil(lambda: window.model.match.is_over, timeout=60_000)
        yield
    finally:
        other.rollback()
        other.close()


WAIT_NOTICE = ("Another program is using the statistics file, so this game's statistics "
               "will be written as soon as it is free.")


def test_a_write_waits_only_a_moment_for_a_lock(tmp_path: Path) -> None:
    """The window's thread makes the writes: the first must not freeze it for seconds."""
    stats, problem = Statistics.open(tmp_path / STATS_NAME)
    try:
        assert problem is None and 0 < stats.wait_ms <= BRIEF_WAIT_MS
    finally:
        stats.close()


def test_statistics_written_while_another_program_held_the_file_are_written_after(
        make_window: Callable[..., Any], qtbot: QtBot, tmp_path: Path) -> None:
    """A whole match played while another copy of the game holds the file: every hand
    and the match's end are in the statistics once it lets go."""
    window = make_window()
    persistence = window.persistence
    persistence.stats_retry_ms = 50
    with a_match_played_while_held(window, qtbot, tmp_path / "data"):
        match_id = persistence.match_id
        assert persistence.stats.match(match_id) is None  # nothing got through yet
    qtbot.waitUntil(lambda: (persistence.stats.match(match_id) or None) is not None
                    and persistence.stats.match(match_id).result != "playing", timeout=10_000)
    record = persistence.stats.match(match_id)
    assert record.hands == len(window.model.match.results)
    assert len(persistence.stats.hands(match_id)) == len(window.model.match.results)
    assert window.notice_bar.text().count(WAIT_NOTICE) == 1


def test_statistics_the_file_still_holds_back_as_the_game_quits_are_written_at_its_next_start(
        make_window: Callable[..., Any], qtbot: QtBot, tmp_path: Path) -> None:
    """A whole match played while another program holds the file, and the game quit
    before it let go: the writes were given five seconds, then lost. They are kept beside
    the file and made at the next start, the kept file then gone."""
    from gin_desktop.app.statistics_pending import PENDING_NAME

    window = make_window()
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    persistence = window.persistence
    persistence.stats_retry_ms = 600_000  # the file is never free while the game runs
    data = tmp_path / "data"
    with a_match_played_while_held(window, qtbot, data):
        match_id = persistence.match_id
        played = len(window.model.match.results)
        persistence.close()  # the game quits, the file still held
        assert (data / PENDING_NAME).is_file()
    again = make_window()
    qtbot.waitUntil(lambda: again.persistence is not None, timeout=5000)
    record = again.persistence.stats.match(match_id)
    assert record is not None and record.result in ("win", "loss")
    assert record.hands == played
    assert len(again.persistence.stats.hands(match_id)) == played
    assert again.persistence.stats.summary().matches == 1
    assert not (data / PENDING_NAME).exists()
    assert WAIT_NOTICE not in again.notice_bar.text()
