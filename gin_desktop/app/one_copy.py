"""One running copy of the game per data folder.

A second copy (the menu entry clicked twice, say) would offer to resume the match the first
is playing, and then both autosave over the same file, or its New game archives the first
copy's match as abandoned while it is still being played. So the copy that holds the data
folder's lock listens on a local socket named after that folder, and a second start asks it
to bring its window to the front, then stops before it touches the saves. Only when no
running copy answers (an older version that does not listen, a hung copy) does the second
start say, in the player's language, that the game is already open.

The running copy starts listening after its first frame (``Listener``, made from the
window's deferred set-up): QtNetwork is imported then, not before the window shows. A
second start in the moment before that tries again for a little while (``ANSWER_SECONDS``).
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from .i18n import translate as _tr

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

LOCK_NAME: Final = "gin-desktop.lock"
# The conversation, one line each way. The version is in both: a copy that does not know a
# request closes the connection without the answer, and the asker falls back to the message.
PROTOCOL: Final = b"gin-desktop/1"
REQUEST: Final = PROTOCOL + b" activate"
ANSWER: Final = PROTOCOL + b" ok\n"
# How long a second start waits for the running copy's answer, trying again meanwhile when
# that copy is not listening yet (it is still showing its first frame: on a busy machine
# that took up to 2 s after its launch, README "Figures", and the second start's own
# launch covers part of it).
ANSWER_SECONDS: Final = 2.0
RETRY_SECONDS: Final = 0.1
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


def server_name(folder: Path) -> str:
    """The local socket's name for ``folder``: one per data folder, so each person's game,
    and each test's, has its own; a digest, as a Unix socket's path is short."""
    # Imported here: a few milliseconds the first frame does not need.
    import hashlib

    try:
        where = str(folder.resolve())
    except OSError:
        where = str(folder.absolute())
    return "gin-desktop-" + hashlib.sha256(where.encode()).hexdigest()[:20]


# ------------------------------------------------------------------ the second start
def ask_open_copy_to_come_forward(folder: Path, seconds: float = ANSWER_SECONDS) -> bool:
    """Ask the copy holding ``folder`` to bring its window to the front; whether it said it
    would within ``seconds``. Blocking: this copy has no window to keep alive meanwhile."""
    from PySide6.QtNetwork import QLocalSocket

    name = server_name(folder)
    deadline = time.monotonic() + seconds
    while True:
        socket = QLocalSocket()
        socket.connectToServer(name)
        if socket.waitForConnected(_ms_left(deadline)):
            answered = _request(socket, deadline)
            socket.abort()
            return answered
        if time.monotonic() + RETRY_SECONDS > deadline:
            return False
        # Not listening yet (or gone: then the lock is taken by the next start, not us).
        time.sleep(RETRY_SECONDS)


def _request(socket: QLocalSocket, deadline: float) -> bool:
    # Only this: the second start's own arguments (--lang, say) are not passed on. The open
    # window keeps its match and its language; a different choice is made in that window.
    line = REQUEST
    token = os.environ.get("XDG_ACTIVATION_TOKEN", "")
    if token and _is_token(token):
        # The desktop gave this start the right to raise a window (Wayland): passed on, so
        # that the open window may take the focus rather than only ask for attention.
        line += b" " + token.encode()
    socket.write(line + b"\n")
    if not socket.waitForBytesWritten(_ms_left(deadline)):
        return False
    while not socket.canReadLine():
        if not socket.waitForReadyRead(_ms_left(deadline)):
            break
    return bytes(socket.readLine(len(ANSWER) + 1).data()) == ANSWER


def _ms_left(deadline: float) -> int:
    return max(1, round((deadline - time.monotonic()) * 1000))


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

    Make it only while holding the folder's lock: a socket of the folder's name is then a
    crashed copy's leftover, removed so that this one can listen."""

    def __init__(self, folder: Path, come_forward: Callable[[], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        from PySide6.QtNetwork import QLocalServer

        self._come_forward = come_forward
        self.server: QLocalServer = QLocalServer(self)
        # Only this user may ask (the socket's file, on Unix, sits in the shared /tmp).
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        name = server_name(folder)
        # A crashed copy's socket, else listen() fails with "address in use". (Qt's
        # user-only socket is put in place by a rename that replaces it anyway on Unix;
        # removed all the same, so that no option or platform depends on that.)
        QLocalServer.removeServer(name)
        self.server.newConnection.connect(self._accept)
        if not self.server.listen(name):
            # The game plays on; a second start then shows the message instead.
            log.warning("cannot listen for a second start: %s", self.server.errorString())

    def close(self) -> None:
        """Stop listening (the socket's file goes) and go."""
        self.server.close()
        self.deleteLater()

    def _accept(self) -> None:
        while (socket := self.server.nextPendingConnection()) is not None:
            socket.readyRead.connect(lambda socket=socket: self._read(socket))
            socket.disconnected.connect(socket.deleteLater)
            # A caller that connects and says nothing is not kept waiting for.
            QTimer.singleShot(round(ANSWER_SECONDS * 1000), socket, socket.abort)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() > len(REQUEST) + _TOKEN_LIMIT + 2:
                socket.abort()
            return
        words = bytes(socket.readLine().data()).rstrip(b"\n").split(b" ")
        if b" ".join(words[:2]) != REQUEST or len(words) > 3:
            socket.disconnectFromServer()  # another version's request: no answer
            return
        socket.write(ANSWER)
        socket.flush()
        socket.disconnectFromServer()
        token = words[2].decode("ascii", "replace") if len(words) == 3 else ""
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
