"""The one background-job runner of the app (``app/background.py``): the review's accuracy
and the training coach's marks run off the GUI thread and come back on it."""

from __future__ import annotations

import logging
import threading
import time

import pytest
from PySide6.QtCore import QObject, QThread
from pytestqt.qtbot import QtBot

from gin_desktop.app.background import BackgroundJobs


class Cancelled(Exception):
    pass


def test_a_result_comes_back_on_the_gui_thread_with_its_key(qtbot: QtBot) -> None:
    owner = QObject()
    got: list[tuple[object, object, bool]] = []
    workers: list[int] = []
    jobs = BackgroundJobs(owner, lambda key, result: got.append(
        (key, result, QThread.currentThread() is owner.thread())), what="adding")

    def work() -> int:
        workers.append(threading.get_ident())
        return 2 + 3

    jobs.start("sum", work)
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    assert got == [("sum", 5, True)]
    assert workers and workers[0] != threading.get_ident()
    jobs.stop()


def test_a_failed_job_is_logged_and_a_quiet_one_is_not_and_neither_delivers(
        qtbot: QtBot, caplog: pytest.LogCaptureFixture) -> None:
    owner = QObject()
    got: list[object] = []
    jobs = BackgroundJobs(owner, lambda key, _result: got.append(key), what="weighing",
                          quiet=(Cancelled,))

    def broken() -> object:
        raise ValueError("no such card")

    def cancelled() -> object:
        raise Cancelled

    with caplog.at_level(logging.WARNING, logger="gin_desktop.app.background"):
        jobs.start("broken", broken)
        jobs.start("cancelled", cancelled)
        jobs.start("fine", lambda: 1)
        qtbot.waitUntil(lambda: bool(got), timeout=5000)
        jobs.stop()
    assert got == ["fine"]  # one at a time, in order: the two before came to nothing
    warnings = [r.getMessage() for r in caplog.records]
    assert len(warnings) == 1 and warnings[0].startswith("weighing failed:")
    assert "no such card" in warnings[0]


def test_stop_waits_for_the_running_job(qtbot: QtBot) -> None:
    owner = QObject()
    finished: list[bool] = []
    jobs = BackgroundJobs(owner, lambda _key, _result: None, what="waiting")

    def slow() -> None:
        time.sleep(0.3)
        finished.append(True)

    jobs.start("slow", slow)
    time.sleep(0.05)
    jobs.stop()
    assert finished == [True]
