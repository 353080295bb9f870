"""One running copy of the game per data folder.

A second copy (the menu entry clicked twice, say) would offer to resume the match the first
is playing, and then both autosave over the same file, or its New game archives the first
copy's match as abandoned while it is still being played. So a second start says the game
is already open, in the player's language, and stops before it touches the saves.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QLockFile
from PySide6.QtWidgets import QMessageBox

from .i18n import translate as _tr

LOCK_NAME: Final = "gin-desktop.lock"


def take_lock(folder: Path) -> tuple[QLockFile | None, bool]:
    """The lock of ``folder`` for this copy, kept while the game runs, and whether another
    running copy holds it. A lock that cannot be made (a read-only folder) is no reason
    to refuse to start: the game then says itself that it cannot save."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None, False
    lock = QLockFile(str(folder / LOCK_NAME))
    # Stale only when its process is gone: a match may well last longer than Qt's 30 s.
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        return lock, False
    return None, lock.error() == QLockFile.LockError.LockFailedError


def tell_already_open() -> None:
    """Say, in the player's language, that the game is open in another window."""
    # The window's own title, so the box reads as the game's.
    title = QCoreApplication.translate("MainWindow", "Gin Rummy")
    box = QMessageBox(QMessageBox.Icon.Information, title, _tr(
        "Gin Rummy is already open in another window. Playing in two windows at once "
        "would mix up the saved match, so this one closes: switch to the open window to "
        "go on playing."), QMessageBox.StandardButton.Ok)
    box.exec()
