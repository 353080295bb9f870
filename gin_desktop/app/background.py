"""Work off the GUI thread, one job at a time, its result handed back on the GUI thread.

The review features (a hand's accuracy after it ends) and the training coach (each
decision's mark) weigh moves for seconds; ``BackgroundJobs`` runs such a job on its own
one-thread pool and delivers ``(key, result)`` to a slot on the GUI thread through a queued
signal. A job that fails is logged and dropped: these results are extras, never worth a
crash or a message.
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Callable

from PySide6.QtCore import QObject, QThreadPool, Signal

log = logging.getLogger(__name__)


class _Relay(QObject):
    """Carries a finished job's result to the GUI thread (a queued signal)."""

    done = Signal(object, object)  # (key, result)


class BackgroundJobs(QObject):
    """``BackgroundJobs(parent, done)``: ``start(key, work)`` runs ``work()`` off the GUI
    thread; ``done(key, result)`` is then called on the GUI thread."""

    def __init__(self, parent: QObject, done: Callable[[object, object], None], *,
                 what: str, quiet: tuple[type[BaseException], ...] = ()) -> None:
        """``what`` names the work in the log ("reviewing the hand"); ``quiet``: the
        exceptions that end a job without a word (a cancelled review)."""
        super().__init__(parent)
        self._what = what
        self._quiet = quiet
        # The pool before the relay: children go in creation order, so the pool waits for
        # a running job while the relay still exists.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(done)

    def start(self, key: object, work: Callable[[], object]) -> None:
        """Queue ``work`` (it must touch only its own data: it runs on another thread)."""
        relay, what, quiet = self._relay, self._what, self._quiet

        def run() -> None:
            try:
                result = work()
            except quiet:
                return
            except Exception:  # noqa: BLE001 - an extra is never worth a crash
                log.warning("%s failed:\n%s", what, traceback.format_exc())
                return
            try:
                relay.done.emit(key, result)
            except RuntimeError:  # the window is gone
                pass

        self._pool.start(run)

    def stop(self, timeout_ms: int = 10_000) -> None:
        """Wait for the running job (the owner is closing).

        The wait must happen here, in a Python call that lets go of the interpreter lock: a
        pool destroyed with its window would wait for its job while holding it, and the
        job, needing the lock to finish, would never end.
        """
        self._pool.waitForDone(timeout_ms)


__all__ = ["BackgroundJobs"]
