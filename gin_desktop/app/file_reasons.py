"""Why a file could not be used, in the player's words.

The engine, the statistics and the operating system say what went wrong in English, for
the log; a notice puts the reason inside a translated sentence, so it is told from the
kind of trouble instead (``SaveProblem``, ``StatisticsProblem``, the system's error number):
a few reasons a player can act on.
"""

from __future__ import annotations

import errno

from gin_desktop.engine import SaveProblem

from .i18n import translate as _tr
from .statistics import StatisticsProblem


def save_reason(kind: SaveProblem) -> str:
    """Why a saved match could not be read."""
    return {
        SaveProblem.NEWER: _tr("it was saved by a newer version of the game"),
        SaveProblem.TOO_LARGE: _tr("the file is too large"),
        SaveProblem.EMPTY: _tr("the file is empty"),
        SaveProblem.NOT_A_FILE: _tr("it is not an ordinary file"),
        SaveProblem.UNREADABLE: _tr("the file could not be opened"),
        SaveProblem.REPLAY: _tr("its moves cannot be replayed"),
    }.get(kind) or _tr("the file is damaged or is not a saved match")


def stats_reason(kind: StatisticsProblem) -> str:
    """Why the statistics database could not be used."""
    return {
        StatisticsProblem.LOCKED: _tr("another program is using it"),
        StatisticsProblem.FULL: _tr("the disk is full"),
        StatisticsProblem.NO_ACCESS: _tr("the game may not write to it"),
        StatisticsProblem.NEWER: _tr("it was written by a newer version of the game"),
        StatisticsProblem.TOO_LARGE: _tr("the file is too large"),
    }.get(kind) or _tr("it is damaged or is not this game's statistics")


def os_reason(exc: OSError) -> str:
    """Why a file or folder could not be written, from the operating system's error."""
    code = exc.errno
    if code in (errno.ENOSPC, errno.EDQUOT):
        return _tr("the disk is full")
    if code in (errno.EACCES, errno.EPERM):
        return _tr("the game may not write there")
    if code == errno.EROFS:
        return _tr("the disk is read-only")
    if code in (errno.ENOENT, errno.ENOTDIR):
        return _tr("the folder does not exist")
    if code == errno.EISDIR:
        return _tr("a folder of that name is in the way")
    if code == errno.ENAMETOOLONG:
        return _tr("the name is too long")
    return _tr("the system reported an error")


__all__ = ["os_reason", "save_reason", "stats_reason"]
