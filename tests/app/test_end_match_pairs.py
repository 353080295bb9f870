"""The question before New game ends a match keeps each seat's name with its score (QA
session 35): at 1024x768 a three-hand match's scores wrapped as "... Computer 2:" on one
line and "0) will end." on the next. Opened through the real window's New game key, in
every language; the message is laid out at its label's width and at every narrower one
down to the widest pair, and no line may part a pair."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QTextLayout, QTextOption
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.names import name_and_score
from gin_desktop.app.setup import GameSetup

from .test_end_match import answer_modals, click

NAMES = ("Maria Fernanda", "Computer 1", "Computer 2")


def take_a_stake(window: MainWindow, qtbot: QtBot) -> None:
    """A three-hand match in which the person has made a move (or sits out): one that the
    New game question asks about."""
    from gin_desktop.app.dialogs.confirm import match_in_progress

    model = window.model
    window.start_match(GameSetup(mode="three", names=NAMES, seed=11))
    for _ in range(20):
        assert model.wait_idle(5000)
        if match_in_progress(model):
            return
        legal = model.human_view().legal_actions
        if legal and model.is_human_turn():
            model.play(legal[0])
    assert match_in_progress(model)


def line_texts(text: str, label: QLabel, width: int) -> list[str]:
    """The lines ``text`` takes in ``label``'s font when wrapped at word boundaries, as a
    word-wrapping label wraps it, at ``width`` pixels."""
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


def parted_pairs(text: str, pairs: list[str], label: QLabel, width: int) -> list[str]:
    """The pairs that no single line of ``text`` holds whole at ``width``."""
    lines = [line.replace("\u00a0", " ") for line in line_texts(text, label, width)]
    return [pair for pair in pairs if not any(pair in line for line in lines)]


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_no_line_of_the_question_parts_a_name_from_its_score(
        code: str, language: Callable[[str], None], make_window: Callable[..., MainWindow],
        qtbot: QtBot) -> None:
    language(code)
    window = make_window()
    window.resize(1024, 740)
    window.activateWindow()
    take_a_stake(window, qtbot)
    model = window.model
    match = model.match
    pairs = [name_and_score(model.seat_name(seat), score)
             for seat, score in enumerate(match.scores)]
    seen: list[QWidget] = []
    found: dict[str, list[str]] = {}

    def read_then_keep_playing(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        label = box.findChild(QLabel, "qt_msgbox_label")
        assert label is not None and label.wordWrap()
        text = label.text()
        metrics = QFontMetrics(label.font())
        widest = max(metrics.horizontalAdvance(pair) for pair in pairs)
        for width in range(widest + 1, max(label.width(), widest + 2)):
            parted = parted_pairs(text, pairs, label, width)
            if parted:
                found[f"{width}px"] = parted
        click("keep_playing_button")(box)

    answer_modals([click("deal_button"), read_then_keep_playing], seen)
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert len(seen) == 2 and seen[-1].objectName() == "confirm_end_match"
    assert window.model.match is match  # kept playing
    assert not found, found
