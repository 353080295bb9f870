"""A second start while the game runs (the menu entry clicked twice): it says, in the
player's language, that the game is already open, and leaves the first copy's match alone
instead of offering to resume it and then saving over it."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from gin_desktop.app import i18n
from gin_desktop.app.main import MainWindow, run

#: The ``game_env`` fixture (tests/app/conftest.py).
GameEnv = Callable[..., dict[str, str]]

START_TIMEOUT = 30.0


def _first_copy(env: dict[str, str], data: Path, cwd: Path) -> subprocess.Popen[bytes]:
    """The game started as a real process, once it has saved its first deal."""
    game = subprocess.Popen([sys.executable, "-m", "gin_desktop"], cwd=cwd, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + START_TIMEOUT
    while not (data / "current-match.json").exists():
        if game.poll() is not None or time.monotonic() > deadline:
            game.kill()
            stderr = game.stderr.read().decode(errors="replace") if game.stderr else ""
            pytest.fail(f"the first copy did not start (code {game.returncode}):\n{stderr}")
        time.sleep(0.1)
    return game


def test_a_second_start_says_the_game_is_open_and_saves_nothing(
        game_env: GameEnv, tmp_path: Path, qapp: QApplication, qtbot: QtBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    env = game_env()
    data = Path(env["GIN_DESKTOP_DATA_DIR"])
    game = _first_copy(env, data, tmp_path)
    try:
        # Held still, so that only the second copy could change the save (the first plays
        # the computer's opening moves and saves them as the test runs).
        game.send_signal(signal.SIGSTOP)
        saved = (data / "current-match.json").read_bytes()
        for name in ("GIN_DESKTOP_DATA_DIR", "XDG_CONFIG_HOME", "XDG_DATA_HOME",
                     "XDG_CACHE_HOME", "GIN_DESKTOP_ANIMATION_SPEED"):
            monkeypatch.setenv(name, env[name])
        told: list[str] = []

        def answer(tries_left: int = 50) -> None:
            box = QApplication.activeModalWidget()
            ok = box.button(QMessageBox.StandardButton.Ok) \
                if isinstance(box, QMessageBox) else None
            if isinstance(box, QMessageBox):
                told.append(box.text())
            if ok is not None:
                QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
            elif box is not None:  # another question (resume the match?): the copy plays on
                box.close()
                QCoreApplication.quit()
            elif tries_left:
                QTimer.singleShot(100, lambda: answer(tries_left - 1))
            else:  # no question: the second copy is playing; stop it so the test fails
                QCoreApplication.quit()

        QTimer.singleShot(100, answer)
        assert run(["gin-desktop", "--lang", "es"]) == 0
        assert len(told) == 1 and "ya está abierto en otra ventana" in told[0]
        assert not [w for w in QApplication.topLevelWidgets()
                    if isinstance(w, MainWindow) and w.isVisible()]
        assert (data / "current-match.json").read_bytes() == saved
        assert game.poll() is None
    finally:
        i18n.remove_translators(qapp)
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow):
                widget.close()
                widget.model.shutdown(5000)
        game.send_signal(signal.SIGCONT)
        game.terminate()
        game.wait(10)
