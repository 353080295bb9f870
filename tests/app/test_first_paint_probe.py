"""The first-paint probe (gin_desktop/app/first_paint.py) the start-up benchmarks read:
``GIN_DESKTOP_EXIT_ON_FIRST_PAINT=1`` quits the application after the first frame,
``now`` ends the process there, before anything queued behind the frame runs (what
``bench/start_instructions.py`` counts to)."""

from __future__ import annotations

import os
import subprocess
import sys

from .conftest import REPO

# A window whose first paint queues work behind the frame, as the game's window does
# (it builds its other parts and deals then).
_PROGRAM = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
from gin_desktop.app.first_paint import install_first_paint_probe

class Window(QWidget):
    queued = False
    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.queued:
            self.queued = True
            QTimer.singleShot(0, lambda: print("after the frame", flush=True))

app = QApplication(sys.argv)
window = Window()
window.resize(200, 100)
install_first_paint_probe(window)
window.show()
app.exec()
print("event loop left", flush=True)
"""


def _launch(mode: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GIN_DESKTOP_EXIT_ON_FIRST_PAINT": mode,
           "GIN_DESKTOP_T0": "0", "PYTHONPATH": str(REPO)}
    return subprocess.run([sys.executable, "-c", _PROGRAM], env=env, cwd=REPO,
                          capture_output=True, text=True, timeout=60)


def _lines(done: subprocess.CompletedProcess[str]) -> list[str]:
    return [line.split()[0] if line.startswith("first-paint ") else line
            for line in done.stdout.splitlines()]


def test_now_ends_the_process_right_after_the_first_frame() -> None:
    done = _launch("now")
    assert done.returncode == 0, done.stderr
    assert _lines(done) == ["first-paint"]


def test_one_quits_the_application_after_the_first_frame() -> None:
    done = _launch("1")
    assert done.returncode == 0, done.stderr
    assert _lines(done)[0] == "first-paint"
    assert _lines(done)[-1] == "event loop left"
