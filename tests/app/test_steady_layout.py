"""After a hand, a refusal is worded for the situation; and the table never moves when a
message changes: the status line keeps its height whatever it says (a long message is cut
with "…", whole in its tooltip), and so does the training bar's hint and mark (issue: the
cards moved under the mouse). Real keys and clicks on the real window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase, RuleSet, ThreeHandMatch, new_match

from tests.test_review import play_to_hand_end

from .test_training_verdict import hinted, play_by_mouse, training_window

SETUP = GameSetup(levels=("human", "standard"), names=("Ana", "Computer"))


def table_rect(window: MainWindow) -> QRect:
    QApplication.processEvents()
    return QRect(window.table.mapTo(window, window.table.rect().topLeft()),
                 window.table.size())


def test_a_hint_asked_after_the_hand_says_the_hand_is_over(make_window: Any) -> None:
    """Said for the situation, not "it is not your turn"; and not the status line's
    "press Next hand (N)" a second time beside it."""
    window: MainWindow = make_window()
    window.model.resume(play_to_hand_end(new_match(RuleSet(), 11, first_dealer=1)), SETUP)
    assert window.model.wait_idle(5000)
    assert window.model.match.phase is Phase.HAND_OVER
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_H)
    assert window.status_line.message_text() == ("No hint between hands: there is nothing "
                                                 "to decide")


def test_advice_after_the_hand_is_not_refused_as_if_you_never_sat_out(
        make_window: Any) -> None:
    match = new_match(None, 7, "three")
    assert isinstance(match, ThreeHandMatch)
    sitter = match.sitting_out
    play_to_hand_end(match)
    assert match.sitting_out != sitter  # the roles are already the next hand's
    window: MainWindow = make_window()
    levels = tuple("human" if s == sitter else "standard" for s in range(3))
    window.model.resume(match, GameSetup(mode="three", human_seat=sitter, levels=levels,
                                         names=("Ana", "Bea", "Cris")))
    assert window.model.wait_idle(5000)
    said: list[str] = []
    window.model.action_refused.connect(said.append)
    window.model.suggest(None)
    assert said == ["The hand is over: press Next hand (N)"]


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_table_does_not_move_when_a_message_comes_or_goes(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    if code != "en":
        language(code)
    window: MainWindow = make_window()
    window.start_match(GameSetup(levels=("human", "standard"), seed=3))
    assert window.model.wait_idle(5000)
    qtbot.wait(50)
    line = window.status_line
    before, height = table_rect(window), line.height()
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_S)  # refused: the upcard comes first
    qtbot.waitUntil(lambda: line.message_kind == "error", timeout=2000)
    assert table_rect(window) == before and line.height() == height
    refusal = line.message_text()
    long = " ".join([refusal] * 12)
    line.show_message(long, "error")
    assert table_rect(window) == before and line.height() == height
    assert line.message_text() == long and line.message.toolTip() == long
    shown = line.message_label.text()
    assert shown.endswith("…") and len(shown) < len(long)
    line.clear_message()
    assert table_rect(window) == before and line.height() == height


def test_the_training_bar_keeps_its_height_as_marks_come(make_window: Any,
                                                         qtbot: QtBot) -> None:
    window = training_window(make_window, 3)
    coach = window.review_features.coach
    qtbot.wait(50)
    before = table_rect(window)
    marks: list[object] = []
    coach.marked.connect(marks.append)
    for _ in range(3):
        assert window.model.wait_idle(10_000)
        if not window.model.is_human_turn():
            break
        count = len(marks)
        play_by_mouse(window.table, hinted(window))
        qtbot.waitUntil(lambda n=count: len(marks) > n, timeout=20_000)
        assert table_rect(window) == before
    long = "That discard cost you about 12 points. " * 12
    coach.bar.set_mark(long, mistake=True)
    coach.bar.set_hint(long)
    assert table_rect(window) == before
    assert coach.bar.mark_label.full_text() == "✗ " + long
    assert coach.bar.mark_label.text().endswith("…")
    coach.bar.set_mark("", mistake=False)
    assert table_rect(window) == before
