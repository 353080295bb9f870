"""A second start while the game runs (the menu entry clicked twice): the open window comes
to the front and the second copy closes without a word, leaving the first copy's match
alone. Only when the open copy does not answer (an older version holding the folder, a
hung copy) does the second start say, in the player's language, that the game is open."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from gin_desktop.app import i18n, one_copy
from gin_desktop.app.main import MainWindow, run

#: The ``game_env`` fixture (tests/app/conftest.py).
GameEnv = Callable[..., dict[str, str]]

START_TIMEOUT = 30.0
# The test's own environment for the second start, run in this process.
ENV_NAMES = ("GIN_DESKTOP_DATA_DIR", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME",
             "GIN_DESKTOP_ANIMATION_SPEED")

# The first copy, run as the game is (``run``), reporting what happens to its window: once
# it listens (the match is dealt) it is minimised and another window takes the focus, as
# when the player went on to something else; then it prints each change of its window, and
# the Wayland activation token Qt would raise it with.
FIRST_COPY = r"""
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

app = QApplication(sys.argv)
from gin_desktop.app import main


def windows():
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, main.MainWindow)]


class Watch(QObject):
    def eventFilter(self, watched, event):
        if event.type() in (QEvent.Type.ActivationChange, QEvent.Type.WindowStateChange):
            print("window", watched.isActiveWindow(), watched.isMinimized(), len(windows()),
                  os.environ.get("XDG_ACTIVATION_TOKEN"), flush=True)
        return False


watch = Watch()
elsewhere = QWidget()


def ready():
    if not windows() or not windows()[0].model.has_match:
        QTimer.singleShot(50, ready)
        return
    window = windows()[0]
    window.showMinimized()
    elsewhere.show()
    elsewhere.activateWindow()
    QTimer.singleShot(200, lambda: (window.installEventFilter(watch), print(
        "ready", window.isActiveWindow(), window.isMinimized(), flush=True)))


QTimer.singleShot(0, ready)
sys.exit(main.run(["gin-desktop"]))
"""

# An older version of the game: it holds the data folder's lock and listens to nothing.
LOCK_ONLY = r"""
import sys
from pathlib import Path
from gin_desktop.app.one_copy import take_lock

lock, _ = take_lock(Path(sys.argv[1]))
print("locked" if lock is not None else "not locked", flush=True)
sys.stdin.read()
"""


def _line(stream: IO[bytes] | None) -> str:
    assert stream is not None
    return stream.readline().decode(errors="replace").strip()


def _wait_for(what: Callable[[], bool], process: subprocess.Popen[bytes], doing: str) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while not what():
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            stderr = process.stderr.read().decode(errors="replace") if process.stderr else ""
            pytest.fail(f"the game did not {doing} (code {process.returncode}):\n{stderr}")
        time.sleep(0.05)


def _start(env: dict[str, str], cwd: Path, *args: str,
           stdin: int | None = None) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, *args], cwd=cwd, env=env, stdin=stdin,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


@pytest.fixture
def second_start(game_env: GameEnv, qapp: QApplication,
                 monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[], list[str]]]:
    """``second_start()``: the game started again in this process (in Spanish), as a second
    copy for the test's data folder; the texts of the message boxes it showed (each
    answered with OK)."""
    env = game_env()
    for name in ENV_NAMES:
        monkeypatch.setenv(name, env[name])
    # ``run`` installs Spanish, the locale's numbers too: English comes back after.
    locale = QLocale()

    def start() -> list[str]:
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

        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: answer())
        timer.start(100)
        assert run(["gin-desktop", "--lang", "es"]) == 0
        timer.stop()
        return told

    try:
        yield start
    finally:
        i18n.remove_translators(qapp)
        QLocale.setDefault(locale)
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow):
                widget.close()
                widget.model.shutdown(5000)


def _no_game_window() -> bool:
    return not [w for w in QApplication.topLevelWidgets()
                if isinstance(w, MainWindow) and w.isVisible()]


def test_a_second_start_brings_the_open_window_to_the_front_and_closes_quietly(
        game_env: GameEnv, tmp_path: Path, second_start: Callable[[], list[str]],
        monkeypatch: pytest.MonkeyPatch) -> None:
    env = game_env()
    data = Path(env["GIN_DESKTOP_DATA_DIR"])
    game = _start(env, tmp_path, "-c", FIRST_COPY)
    try:
        assert _line(game.stdout) == "ready False True", "minimised, another window in front"

        # The desktop's leave to take the focus (Wayland), given to the start it launched.
        monkeypatch.setenv("XDG_ACTIVATION_TOKEN", "token-from-the-launcher")
        assert second_start() == []  # no message box
        assert _no_game_window()
        # The first copy's window: shown again, then active, and still the only one.
        front = "window True False 1 token-from-the-launcher"
        seen = [_line(game.stdout)]
        while seen[-1] != front and seen[-1].startswith("window"):
            seen.append(_line(game.stdout))
        assert seen[-1] == front, seen
        assert not (data / one_copy.REQUEST_NAME).exists()
        assert game.poll() is None
    finally:
        game.kill()
        game.communicate(timeout=10)


@pytest.mark.parametrize("first", ["older version", "hung"])
def test_a_first_copy_that_does_not_answer_is_named_in_a_message(
        first: str, game_env: GameEnv, tmp_path: Path,
        second_start: Callable[[], list[str]]) -> None:
    env = game_env()
    data = Path(env["GIN_DESKTOP_DATA_DIR"])
    if first == "older version":
        holder = _start(env, tmp_path, "-c", LOCK_ONLY, str(data), stdin=subprocess.PIPE)
        assert _line(holder.stdout) == "locked"
    else:
        if not hasattr(signal, "SIGSTOP"):
            pytest.skip("needs SIGSTOP")
        holder = _start(env, tmp_path, "-m", "gin_desktop")
        _wait_for(lambda: (data / "current-match.json").exists(), holder, "start a match")
        holder.send_signal(signal.SIGSTOP)
    try:
        saved = (data / "current-match.json").read_bytes() \
            if (data / "current-match.json").exists() else None
        told = second_start()
        assert len(told) == 1 and "ya está abierto en otra ventana" in told[0]
        assert _no_game_window()
        if saved is not None:
            assert (data / "current-match.json").read_bytes() == saved
        assert holder.poll() is None
        # Taken back: the copy, once going again, is not brought forward out of the blue.
        assert not (data / one_copy.REQUEST_NAME).exists()
    finally:
        holder.kill()
        holder.communicate(timeout=10)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_after_a_crashed_copy_the_next_start_plays_and_answers(
        game_env: GameEnv, tmp_path: Path, second_start: Callable[[], list[str]]) -> None:
    """A killed copy leaves its lock behind: the next start takes it over (its process is
    gone), plays, and answers a second start in its turn."""
    data = Path(game_env()["GIN_DESKTOP_DATA_DIR"])
    crashed = _start(game_env(), tmp_path, "-m", "gin_desktop")
    try:
        _wait_for(lambda: (data / "current-match.json").exists(), crashed, "start a match")
    finally:
        crashed.send_signal(signal.SIGKILL)
        crashed.communicate(timeout=10)
    assert (data / one_copy.LOCK_NAME).exists(), "the killed copy's lock is left behind"

    log = tmp_path / "next.jsonl"
    following = _start(game_env(GIN_DESKTOP_TEST_LOG=str(log), GIN_DESKTOP_AUTO_RESUME="1"),
                       tmp_path, "-m", "gin_desktop")
    try:
        _wait_for(lambda: log.exists() and any(
            json.loads(line).get("event") in ("started", "resumed")
            for line in log.read_text().splitlines() if line.endswith("}")),
            following, "start a match")
        assert second_start() == []  # it answered: no message box
        assert _no_game_window()
        assert following.poll() is None
    finally:
        following.kill()
        following.communicate(timeout=10)
