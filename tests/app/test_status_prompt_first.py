"""The status line's prompt is what the player must do: beside a message it is shown whole
(new player's QA, s33). H after a hand ends shows the Hint's warning ("The hand is over:
press Next hand (N)"); halves for each cut the Czech prompt to "Stiskněte Další…" at 800
pixels. Real keys on the real window, measured with the label's own font."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from gin_desktop.app.fit_text import lines_height, lines_needed
from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.main import MainWindow

from .test_review_window import SETUP, finished_hand


def shown_whole(label: QLabel, text: str) -> bool:
    """``text`` is the label's, uncut, and its wrapped lines fit in the label's height."""
    metrics = label.fontMetrics()
    lines = lines_needed(metrics, text, label.contentsRect().width())
    return label.text() == text and lines_height(metrics, lines) <= label.contentsRect().height()


@pytest.mark.parametrize("code", ["en", "cs"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_prompt_reads_whole_beside_the_hints_warning(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, size: tuple[int, int]) -> None:
    language(code)
    window: MainWindow = make_window()
    window.resize(*size)
    window.model.resume(finished_hand(), SETUP)
    assert window.model.wait_idle(5000)
    qtbot.wait(50)
    line = window.status_line
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_H)  # no hint now: the hand is over
    qtbot.waitUntil(lambda: line.message_kind == "error", timeout=2000)
    qtbot.wait(50)
    prompt = window.model.status_text()
    assert prompt.endswith(")")  # "... Press Next hand (N)", "... (klávesa N)"
    assert shown_whole(line.turn_label, prompt)
    # The warning is read whole too, beside it.
    assert shown_whole(line.message_label, line.message_text())
    assert line.turn_label.geometry().right() < line.message.geometry().left()
    if size[0] >= 1280:
        # Room for the prompt on one line: it is not wrapped onto two.
        metrics = line.turn_label.fontMetrics()
        assert metrics.horizontalAdvance(prompt) <= line.turn_label.contentsRect().width()


@pytest.mark.parametrize("code", ["en", "cs"])
def test_the_hints_warning_after_a_hand_does_not_repeat_the_prompt(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    """H after a hand ends said "The hand is over: press Next hand (N)" beside the status
    line's own "... Press Next hand (N)": the Hint says why it has nothing to show instead,
    and the prompt alone says what to press."""
    language(code)
    window: MainWindow = make_window()
    window.model.resume(finished_hand(), SETUP)
    assert window.model.wait_idle(5000)
    line = window.status_line
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: line.message_kind == "error", timeout=2000)
    warning = line.message_text()
    assert warning == _tr("No hint between hands: there is nothing to decide")
    assert _tr("Next hand") not in warning
    assert _tr("Next hand") in window.model.status_text()
