"""Time from launch to the first painted frame, for ``bench/bundle.py``.

The benchmark starts the game with ``GIN_DESKTOP_EXIT_ON_FIRST_PAINT=1`` and
``GIN_DESKTOP_T0`` set to its own ``time.time()`` just before launching. When the first
frame of the main window (and every widget inside it) is painted, the probe prints one line,
``first-paint <seconds since GIN_DESKTOP_T0> <CPU seconds of the process so far>``, and
quits the application. The CPU figure holds on a busy machine, where the wall time also
counts the waits for a core.

With the variable set to ``now`` the process ends right after that line, before anything
queued behind the frame runs (the window builds its other parts and deals then): what
``bench/start_instructions.py`` needs, as an instruction counter counts to the process's
end.

The main window calls ``install_first_paint_probe(self)`` once; without the variable set
it does nothing, so the game pays nothing for it.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

ENABLE_VARIABLE = "GIN_DESKTOP_EXIT_ON_FIRST_PAINT"
#: Its values: quit the application, or end the process at once.
QUIT, END_NOW = "1", "now"
T0_VARIABLE = "GIN_DESKTOP_T0"
#: What the probe prints before the number of seconds.
PREFIX = "first-paint"


class _FirstPaintProbe(QObject):
    """Watches the window and every widget in it: the window's own paint event may never
    come when opaque children (a graphics view, say) cover it, so any of them counts.

    Not an application-wide filter: that would hand every event's receiver to Python,
    Qt's internal window objects too, whose Python types PySide would then set up (some
    seventy enum classes, ~20 ms): the probe's cost, which the game without it never
    pays."""

    def __init__(self, window: QWidget, t0: float, *, end_now: bool = False) -> None:
        super().__init__(window)
        self._t0 = t0
        self._end_now = end_now
        self._done = False
        for watched in (window, *window.findChildren(QWidget)):
            watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._done and event.type() == QEvent.Type.Paint:
            self._done = True
            # Once the whole frame is drawn and flushed, not at its first widget: the
            # window's parts paint one after another in this same pass, and what they
            # draw (the table, the docks) is part of the first frame a player waits for.
            QTimer.singleShot(0, self._frame_drawn)
        return False

    def _frame_drawn(self) -> None:
        _report(time.time() - self._t0)
        if self._end_now:
            os._exit(0)  # the line is flushed; nothing else is owed
        app = QCoreApplication.instance()
        if app is not None:
            app.quit()


def _report(seconds: float) -> None:
    # A windowed Windows build has no stdout; stderr may still be there.
    stream = sys.stdout if sys.stdout is not None else sys.stderr
    if stream is not None:
        print(f"{PREFIX} {seconds:.4f} {time.process_time():.4f}", file=stream, flush=True)


def install_first_paint_probe(widget: QWidget) -> None:
    """Quit on the first paint of ``widget``'s window when ``GIN_DESKTOP_EXIT_ON_FIRST_PAINT``
    is ``1`` (end the process there when it is ``now``), printing the seconds since
    ``GIN_DESKTOP_T0`` (or since this call, if unset).

    Call it before the window is shown, once the widgets of its first frame exist. Without
    the variable this does nothing.
    """
    mode = os.environ.get(ENABLE_VARIABLE)
    if mode not in (QUIT, END_NOW):
        return
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_first_paint_probe() needs a QApplication")
    try:
        t0 = float(os.environ[T0_VARIABLE])
    except (KeyError, ValueError):
        t0 = time.time()
    _FirstPaintProbe(widget.window(), t0, end_now=mode == END_NOW)
