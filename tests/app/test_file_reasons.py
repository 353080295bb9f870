"""A file problem's reason, inside a translated notice, is in the player's language too
(the engine's, SQLite's and the system's own words go to the log)."""

from __future__ import annotations

import errno
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from gin_desktop.app.file_reasons import os_reason, save_reason, stats_reason
from gin_desktop.app.statistics import Statistics
from gin_desktop.app.storage import SaveStore
from gin_desktop.engine import SaveFileError

#: What the engine, SQLite and the system say, and the reason a player reads.
SAVE_DETAILS = [
    ("the file is not valid JSON (Expecting value at line 1)",
     "the file is damaged or is not a saved match"),
    ("the save is from a newer version of the game (schema 99)",
     "it was saved by a newer version of the game"),
    ("action 4 ('discard AS') cannot be replayed: AS is not in your hand",
     "its moves cannot be replayed"),
    ("the file is too large (over 4000000 bytes)", "the file is too large"),
    ("the file is empty", "the file is empty"),
    ("it is not a regular file", "it is not an ordinary file"),
    ("it could not be read (Permission denied)", "the file could not be opened"),
]
STATS_DETAILS = [
    ("database is locked", "another program is using it"),
    ("database or disk is full", "the disk is full"),
    ("attempt to write a readonly database", "the game may not write to it"),
    ("file is not a database", "it is damaged or is not this game's statistics"),
    ("it is from a newer version of the game (schema 9; this version reads 3)",
     "it was written by a newer version of the game"),
]


@pytest.mark.parametrize(("detail", "reason"), SAVE_DETAILS)
def test_a_save_problem_is_told_by_what_the_player_can_do(detail: str, reason: str) -> None:
    assert save_reason(detail) == reason


@pytest.mark.parametrize(("detail", "reason"), STATS_DETAILS)
def test_a_statistics_problem_is_told_by_what_the_player_can_do(detail: str,
                                                                 reason: str) -> None:
    assert stats_reason(detail) == reason


@pytest.mark.parametrize(("code", "reason"), [
    (errno.ENOSPC, "the disk is full"), (errno.EACCES, "the game may not write there"),
    (errno.EROFS, "the disk is read-only"), (errno.EIO, "the system reported an error")])
def test_a_write_failure_is_told_by_what_the_player_can_do(code: int, reason: str) -> None:
    assert os_reason(OSError(code, "in the system's words")) == reason


@pytest.mark.parametrize("code", ["es", "cs", "pt"])
def test_every_reason_is_translated(language: Callable[[str], None], code: str) -> None:
    english = ({reason for _d, reason in SAVE_DETAILS + STATS_DETAILS}
               | {os_reason(OSError(c, "")) for c in (errno.ENOSPC, errno.EACCES,
                                                       errno.EROFS, errno.EIO)})
    language(code)
    translated = ({save_reason(d) for d, _r in SAVE_DETAILS}
                  | {stats_reason(d) for d, _r in STATS_DETAILS}
                  | {os_reason(OSError(c, "")) for c in (errno.ENOSPC, errno.EACCES,
                                                          errno.EROFS, errno.EIO)})
    assert not translated & english
    assert len(translated) >= len(english) - 2  # two reasons share one wording


def test_a_damaged_save_and_a_locked_database_are_told_in_spanish(
        language: Callable[[str], None], tmp_path: Path) -> None:
    """The notices a player reads when the saved match is damaged and the statistics
    are in use by another program: whole Spanish sentences."""
    from gin_desktop.app.i18n import translate as _tr

    language("es")
    store = SaveStore(tmp_path)
    store.path.write_text("{ not json")
    with pytest.raises(SaveFileError) as caught:
        store.load()
    save_notice = _tr("The saved match could not be read ({reason}).").format(
        reason=save_reason(str(caught.value)))
    assert save_notice == ("No se pudo leer la partida guardada (el archivo está dañado o "
                           "no es una partida guardada).")
    path = tmp_path / "statistics.sqlite3"
    Statistics.open(path)[0].close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        _stats, problem = Statistics.open(path)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert problem is not None
    assert stats_reason(problem.reason) == "otro programa lo está usando"
