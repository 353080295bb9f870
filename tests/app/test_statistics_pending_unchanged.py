"""The writes waiting for a statistics file another program holds are kept beside it
(``statistics-pending.json``) for the next start. Each retry that found the file still
held wrote that file again, every few seconds for as long as the lock lasted, though it
kept the same writes: it is written only when the writes it keeps change."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.model import GameModel
from gin_desktop.app.persistence import Persistence
from gin_desktop.app.statistics import STATS_NAME
from gin_desktop.app.statistics_pending import PENDING_NAME

from .test_persistence import Window


def retries(caplog: pytest.LogCaptureFixture) -> int:
    return sum("trying again later" in r.getMessage() for r in caplog.records)


def test_the_kept_writes_are_written_again_only_when_they_change(
        qtbot: QtBot, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="gin_desktop.app.persistence")
    model = GameModel(computer_delay_ms=0)
    window = Window(model)
    qtbot.addWidget(window)
    persistence = Persistence(window, folder=tmp_path)
    persistence.stats_retry_ms = 5
    other = sqlite3.connect(tmp_path / STATS_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file
    kept = tmp_path / PENDING_NAME
    try:
        stats = persistence.stats
        persistence.write_statistics(stats.abandon, "m1", "2026-01-01T00:00:00+00:00")
        assert kept.is_file()
        first = kept.stat()
        text = kept.read_text()
        # Tried again and again while the file stays held, nothing new to keep.
        qtbot.waitUntil(lambda: retries(caplog) >= 4, timeout=20_000)
        again = kept.stat()
        assert kept.read_text() == text
        # An atomic write replaces the file: the same one means it was not written again.
        assert (again.st_ino, again.st_mtime_ns) == (first.st_ino, first.st_mtime_ns)
        # A new write waiting is kept at once.
        persistence.write_statistics(stats.abandon, "m2", "2026-01-01T00:00:00+00:00")
        qtbot.waitUntil(lambda: "m2" in kept.read_text(), timeout=20_000)
    finally:
        other.rollback()
        other.close()
    # The file free, the writes are made and the kept file goes.
    qtbot.waitUntil(lambda: not kept.exists(), timeout=20_000)
    persistence.close()
    model.shutdown(5000)
