"""Which folder holds the player's saves and statistics, and bringing them over from the
folder earlier versions used.

Qt's ``AppDataLocation`` is ``<base>/<organisation>/<application>``: with the organisation
"gin_desktop" and the application "gin-desktop" that nested the data one level too deep
(``~/.local/share/gin_desktop/gin-desktop`` on Linux, ``%APPDATA%\\gin_desktop\\gin-desktop``
on Windows, ``~/Library/Application Support/gin_desktop/gin-desktop`` on macOS). The game's
own folder is ``<base>/<application>``, the same base on every system: Windows keeps its
roaming ``%APPDATA%``.

On the first start of a version that knows this, the old folder is renamed to the new one,
whole: one rename, so that everything in it (the match in progress, the archive, the
statistics, files set aside) arrives together or nothing moves. When it cannot be moved
(another copy of the game is running from it, the new folder already holds data, the file
system refuses), the game keeps using the old folder as before, and nothing is deleted.

Qt only in ``standard_data_dir`` and ``held_by_running_copy``, imported on demand.
"""

from __future__ import annotations

import contextlib
import logging
import os
from collections.abc import Callable
from pathlib import Path, PurePath
from typing import TypeVar

log = logging.getLogger(__name__)

P = TypeVar("P", bound=PurePath)


def own_folder(location: P, organisation: str, application: str) -> P:
    """The game's one-level folder for Qt's ``AppDataLocation`` ``location``: the
    organisation's level taken out (``<base>/<org>/<app>`` becomes ``<base>/<app>``); a
    location not nested so is already the game's own."""
    parts = location.parts
    if organisation and application and len(parts) > 2 \
            and parts[-2:] == (organisation, application):
        return location.parent.parent / application
    return location


def held_by_running_copy(folder: Path) -> bool:
    """Whether a running copy of the game holds ``folder`` (its one-copy lock): its files
    are in use there, and moving them would split its match between two folders."""
    from PySide6.QtCore import QLockFile

    from .one_copy import LOCK_NAME

    if not (folder / LOCK_NAME).exists():
        return False
    lock = QLockFile(str(folder / LOCK_NAME))
    lock.setStaleLockTime(0)  # stale only when its process is gone (one_copy.take_lock)
    if lock.tryLock(0):
        lock.unlock()
        return False
    return lock.error() == QLockFile.LockError.LockFailedError


def _is_empty(folder: Path) -> bool:
    return not any(folder.iterdir())


def settle(old: Path, new: Path, in_use: Callable[[Path], bool] = held_by_running_copy
           ) -> Path:
    """The folder to use, ``new``, after renaming ``old`` (the folder of earlier versions)
    to it; ``old`` itself when it holds data that could not be moved. Never deletes a
    file: only empty folders are removed."""
    if old == new or not old.is_dir():
        return new
    try:
        if _is_empty(old):
            old.rmdir()
            _remove_if_empty(old.parent)
            return new
        if in_use(old):
            log.info("data folder: %s is in use by a running copy; not moved", old)
            return old
        if new.is_dir():
            if not _is_empty(new):
                # Both hold data (an older version played after the move): neither is
                # merged into the other, so no file can be written over.
                log.warning("data folder: both %s and %s hold data; using %s", old, new, new)
                return new
            new.rmdir()
        new.parent.mkdir(parents=True, exist_ok=True)
        os.rename(old, new)
    except OSError as exc:
        if not old.exists() and new.is_dir():  # another copy starting moved it just now
            return new
        log.warning("data folder: %s could not be moved to %s (%s); using it where it is",
                    old, new, exc)
        return old
    log.info("data folder: moved %s to %s", old, new)
    _remove_if_empty(old.parent)
    return new


def _remove_if_empty(folder: Path) -> None:
    # The organisation's folder, left empty by the move (anything else in it stays).
    with contextlib.suppress(OSError):
        folder.rmdir()


def standard_data_dir() -> Path:
    """The game's own folder in Qt's standard place, with the old nested folder's data
    moved into it (``settle``); the folder is not created here."""
    from PySide6.QtCore import QCoreApplication, QStandardPaths

    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not location:
        return Path.home() / ".gin_desktop"
    old = Path(location)
    new = own_folder(old, QCoreApplication.organizationName(),
                     QCoreApplication.applicationName())
    return settle(old, new)
