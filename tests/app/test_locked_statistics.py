"""A statistics file another program holds locked: the table says so once and play goes
on without freezing at every hand. Each write used to wait its five seconds for the lock,
at the end of every hand of the match; once a write has found the file held, the next
ones wait only a moment. The real window, a real lock by another connection."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.app.statistics import STATS_NAME
from gin_desktop.engine import RuleSet


def test_a_locked_statistics_file_freezes_the_table_once_at_most(
        make_window: Callable[..., Any], qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window()
    other = sqlite3.connect(tmp_path / "data" / STATS_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file
    try:
        rules = RuleSet.preset("seeds").replace(target=25)
        started = time.monotonic()
        # Two computers play a whole match of four hands (seed 31): five writes.
        window.start_match(GameSetup(levels=("standard", "beginner"),
                                     names=("Ana", "Computer"), rules=rules, seed=31))
        qtbot.waitUntil(lambda: window.model.match.is_over, timeout=60_000)
        took = time.monotonic() - started
    finally:
        other.rollback()
        other.close()
    assert len(window.model.match.results) >= 3
    assert took < 15, f"the match took {took:.0f} s: each hand waited for the lock"
    assert window.notice_bar.text().count("The statistics could not be updated "
                                          "(another program is using it).") == 1
