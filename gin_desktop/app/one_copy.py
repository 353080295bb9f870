"""One running copy of the game per data folder.

A second copy (the menu entry clicked twice, say) would offer to resume the match the first
is playing, and then both autosave over the same file, or its New game archives the first
copy's match as abandoned while it is still being played. So a second start leaves a
request in the data folder for the copy that holds the folder's lock, which brings its
window to the front and takes the request away, and stops before it touches the saves.
Only when no running copy takes it (an older version that does not look, a hung copy) does
the second start say, in the player's language, that the game is already open.

A file, not a socket: the game opens none (tests/app/test_offline.py), and QtCore's
``QFileSystemWatcher`` sees the request at once. The running copy starts watching after
its first frame (``Listener``, made from the window's deferred set-up); a request made
before then is found when it starts, while the second start still waits for an answer
(``ANSWER_SECONDS``).
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QLockFile, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from .i18n import translate as _tr

log = logging.getLogger(__name__)

LOCK_NAME: Final = "gin-desktop.lock"
REQUEST_NAME: Final = "come-forward.request"
# The request, one line. The version is in it: a copy that does not know a request leaves
# it where it is, and the asker, unanswered, falls back to the message.
REQUEST: Final = "gin-desktop/1 activate"
# How long a second start waits for the running copy to take the request: that copy may
# still be showing its first frame (on a busy machine that took up to 2 s after its launch,
# README "Figures", and the second start's own launch covers part of it).
ANSWER_SECONDS: Final = 2.0
POLL_SECONDS: Final = 0.05
# A Wayland activation token is a short printable string; anything longer is not one.
_TOKEN_LIMIT: Final = 200
# After asking the window manager for focus: if the window is still not active by then
# (X11 and Wayland may refuse a window that did not get the click), it asks for attention.
_ALERT_AFTER_MS: Final = 300


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


# ------------------------------------------------------------------ the second start
def ask_open_copy_to_come_forward(folder: Path, seconds: float = ANSWER_SECONDS) -> bool:
    """Ask the copy holding ``folder`` to bring its window to the front; whether it took the
    request within ``seconds``. Blocking: this copy has no window to keep alive meanwhile."""
    # Only this: the second start's own arguments (--lang, say) are not passed on. The open
    # window keeps its match and its language; a different choice is made in that window.
    line = REQUEST
    token = os.environ.get("XDG_ACTIVATION_TOKEN", "")
    if token and _is_token(token):
        # The desktop gave this start the right to raise a window (Wayland): passed on, so
        # that the open window may take the focus rather than only ask for attention.
        line += " " + token
    request = folder / REQUEST_NAME
    draft = folder / f"{REQUEST_NAME}.{os.getpid()}"
    try:
        # Whole or not at all: the running copy never reads half a request.
        draft.write_text(line + "\n", encoding="ascii")
        os.replace(draft, request)
    except OSError as exc:
        log.warning("cannot ask the open copy to come forward: %s", exc)
        return False
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not request.exists():
            return True
        time.sleep(POLL_SECONDS)
    try:
        request.unlink()  # taken back: no copy acts on it later, out of the blue
    except FileNotFoundError:
        return True  # taken at the last moment
    except OSError:
        pass
    return False


def _is_token(text: str) -> bool:
    return len(text) <= _TOKEN_LIMIT and text.isascii() and text.isprintable() \
        and " " not in text


def tell_already_open() -> None:
    """Say, in the player's language, that the game is open in another window: when the
    open copy does not answer."""
    # The window's own title, so the box reads as the game's.
    title = QCoreApplication.translate("MainWindow", "Gin Rummy")
    box = QMessageBox(QMessageBox.Icon.Information, title, _tr(
        "Gin Rummy is already open in another window. Playing in two windows at once "
        "would mix up the saved match, so this one closes: switch to the open window to "
        "go on playing."), QMessageBox.StandardButton.Ok)
    box.exec()


# ------------------------------------------------------------------ the running copy
class Listener(QObject):
    """The running copy's answer to a second start: ``come_forward()`` on each request.

    Make it only while holding the folder's lock: the request is for the lock's holder."""

    def __init__(self, folder: Path, come_forward: Callable[[], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._request = folder / REQUEST_NAME
        self._come_forward = come_forward
        # The folder, as the request is not there to be watched until it is made (every
        # autosave also calls ``_look``: one failed open).
        self._watcher = QFileSystemWatcher(self)
        if not self._watcher.addPath(str(folder)):
            # The game plays on; a second start then shows the message instead.
            log.warning("cannot watch %s for a second start", folder)
        self._watcher.directoryChanged.connect(self._look)
        self._look()  # made while this copy was still starting

    def close(self) -> None:
        """Stop looking and go."""
        self._watcher.directoryChanged.disconnect(self._look)
        self.deleteLater()

    def _look(self, _folder: str = "") -> None:
        try:
            with self._request.open(encoding="ascii", errors="replace") as text:
                words = text.read(len(REQUEST) + _TOKEN_LIMIT + 2).strip().split(" ")
        except OSError:  # none (the usual case), or not readable: no request to answer
            return
        if " ".join(words[:2]) != REQUEST or len(words) > 3:
            return  # another version's: left for its asker to take back
        try:
            self._request.unlink()  # the answer: the asker sees it gone
        except OSError:
            return  # taken back already: the asker has given up and says so itself
        token = words[2] if len(words) == 3 else ""
        if token and _is_token(token):
            # Qt's Wayland window takes it from here when it asks to be activated.
            os.environ["XDG_ACTIVATION_TOKEN"] = token
        self._come_forward()


def bring_to_front(window: QWidget) -> None:
    """``window`` shown, not minimised, raised and activated; and, should the window manager
    keep the focus where it is, asking for attention (a flashing taskbar entry)."""
    state = window.windowState() & ~Qt.WindowState.WindowMinimized
    window.setWindowState(state | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
    # A question open over the window (the resume question, a dialog) is what the
    # player answers next: it comes up with the window.
    modal = QApplication.activeModalWidget()
    if modal is not None and modal is not window:
        modal.raise_()
        modal.activateWindow()
    QTimer.singleShot(_ALERT_AFTER_MS, window, lambda: _alert_unless_active(window))


def _alert_unless_active(window: QWidget) -> None:
    if not window.isActiveWindow():
        QApplication.alert(window)
