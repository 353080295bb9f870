"""Why a file could not be used, in the player's words.

The engine, SQLite and the operating system explain a failure in English ("the file is not
valid JSON (Expecting value at line 1)", "database is locked", "No space left on device").
A notice puts the reason inside a translated sentence, so it must be translated too: each
function here sorts such a detail into one of a few reasons a player can act on. The
detail itself is for the log, where the caller writes it.
"""

from __future__ import annotations

import errno

from .i18n import translate as _tr


def save_reason(detail: str) -> str:
    """Why a saved match could not be read, from the engine's or storage's ``detail``."""
    text = detail.lower()
    if "newer version" in text or "unknown schema version" in text \
            or "unknown deck version" in text:
        return _tr("it was saved by a newer version of the game")
    if "too large" in text:
        return _tr("the file is too large")
    if "is empty" in text:
        return _tr("the file is empty")
    if "not a regular file" in text:
        return _tr("it is not an ordinary file")
    if "could not be read" in text:
        return _tr("the file could not be opened")
    if "cannot be replayed" in text:
        return _tr("its moves cannot be replayed")
    return _tr("the file is damaged or is not a saved match")


def stats_reason(detail: str) -> str:
    """Why the statistics database could not be used, from SQLite's or our ``detail``."""
    text = detail.lower()
    if "locked" in text or "busy" in text:
        return _tr("another program is using it")
    if "full" in text or "no space" in text:
        return _tr("the disk is full")
    if "newer version" in text:
        return _tr("it was written by a newer version of the game")
    if "too large" in text:
        return _tr("the file is too large")
    if any(word in text for word in ("readonly", "read-only", "permission", "unable to open",
                                     "disk i/o")):
        return _tr("the game may not write to it")
    return _tr("it is damaged or is not this game's statistics")


def os_reason(exc: OSError) -> str:
    """Why a file or folder could not be written, from the operating system's error."""
    code = exc.errno
    if code in (errno.ENOSPC, errno.EDQUOT):
        return _tr("the disk is full")
    if code in (errno.EACCES, errno.EPERM):
        return _tr("the game may not write there")
    if code == errno.EROFS:
        return _tr("the disk is read-only")
    return _tr("the system reported an error")


__all__ = ["os_reason", "save_reason", "stats_reason"]
