"""A file problem's reason, inside a translated notice, is in the player's language too:
told from the kind of trouble (the engine's, SQLite's and the system's own words go to the
log)."""

from __future__ import annotations

import errno
import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from gin_desktop.app.file_reasons import os_reason, save_reason, stats_reason
from gin_desktop.app.statistics import (
    Statistics, StatisticsFileError, StatisticsProblem, problem_of,
)
from gin_desktop.app.storage import SaveStore
from gin_desktop.engine import (
    RuleSet, SaveFileError, SaveProblem, load_match, match_to_json, new_match,
)
from gin_desktop.engine.serialize import MAX_FILE_BYTES

def _save_problem(text: str | bytes) -> SaveProblem:
    with pytest.raises(SaveFileError) as caught:
        load_match(text)
    return caught.value.kind


_A_SAVE = json.loads(match_to_json(new_match(RuleSet(), 3)))

#: A broken save, and the reason a player reads.
SAVE_CASES = [
    ("{ not json", "the file is damaged or is not a saved match"),
    (json.dumps({**_A_SAVE, "version": 99}), "it was saved by a newer version of the game"),
    (json.dumps({**_A_SAVE, "actions": ["discard AS"]}), "its moves cannot be replayed"),
    (b"x" * (MAX_FILE_BYTES + 1), "the file is too large"),
    ("  ", "the file is empty"),
]
#: What SQLite or the statistics say, and the reason a player reads.
STATS_CASES = [
    (sqlite3.OperationalError("database is locked"), "another program is using it"),
    (sqlite3.OperationalError("database or disk is full"), "the disk is full"),
    (OSError(errno.ENOSPC, "No space left on device"), "the disk is full"),
    (sqlite3.OperationalError("attempt to write a readonly database"),
     "the game may not write to it"),
    (sqlite3.DatabaseError("file is not a database"),
     "it is damaged or is not this game's statistics"),
    (StatisticsFileError("it is from a newer version of the game", StatisticsProblem.NEWER),
     "it was written by a newer version of the game"),
]


@pytest.mark.parametrize(("text", "reason"), SAVE_CASES)
def test_a_save_problem_is_told_by_what_the_player_can_do(text: str | bytes,
                                                          reason: str) -> None:
    assert save_reason(_save_problem(text)) == reason


def test_a_save_that_cannot_be_opened_says_so(tmp_path: Path) -> None:
    saves = SaveStore(tmp_path)
    saves.path.mkdir()  # a folder where the file should be: reading fails
    with pytest.raises(SaveFileError) as caught:
        saves.load()
    assert save_reason(caught.value.kind) == "the file could not be opened"


@pytest.mark.parametrize(("error", "reason"), STATS_CASES)
def test_a_statistics_problem_is_told_by_what_the_player_can_do(error: BaseException,
                                                                 reason: str) -> None:
    assert stats_reason(problem_of(error)) == reason


@pytest.mark.parametrize(("code", "reason"), [
    (errno.ENOSPC, "the disk is full"), (errno.EACCES, "the game may not write there"),
    (errno.EROFS, "the disk is read-only"), (errno.ENOENT, "the folder does not exist"),
    (errno.EISDIR, "a folder of that name is in the way"),
    (errno.ENAMETOOLONG, "the name is too long"), (errno.EIO, "the system reported an error")])
def test_a_write_failure_is_told_by_what_the_player_can_do(code: int, reason: str) -> None:
    assert os_reason(OSError(code, "in the system's words")) == reason


@pytest.mark.parametrize("code", ["es", "cs", "pt"])
def test_every_reason_is_translated(language: Callable[[str], None], code: str) -> None:
    def every_reason() -> set[str]:
        return ({save_reason(kind) for kind in SaveProblem}
                | {stats_reason(kind) for kind in StatisticsProblem}
                | {os_reason(OSError(c, "")) for c in (errno.ENOSPC, errno.EACCES,
                                                        errno.EROFS, errno.ENOENT,
                                                        errno.EISDIR, errno.ENAMETOOLONG,
                                                        errno.EIO)})

    english = every_reason()
    language(code)
    translated = every_reason()
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
    save_notice = _tr("The saved match could not be read ({reason}), so a new match has "
                      "been dealt.").format(reason=save_reason(caught.value.kind))
    assert save_notice == ("No se pudo leer la partida guardada (el archivo está dañado o "
                           "no es una partida guardada), así que se ha repartido una nueva.")
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
    assert stats_reason(problem.kind) == "otro programa lo está usando"
