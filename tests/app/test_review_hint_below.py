"""The hand review where its table puts another move above the hint's: the verdict under it
says why the two differ, for a newcomer who was told to trust the hint (an 800x600 play
test: the table showed "Take the upcard −3.9, the hint's move" under "Pass the upcard +3.1,
your choice", and the verdict said only "The best choice.")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.ai import make_strategy
from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import RuleSet, new_match

from tests.test_review import play_to_hand_end

from .test_table import button_point, click, find_button

SETUP = GameSetup(levels=("human", "standard"), names=("Ana", "Computer"))
WHY = ("The hint plays as the Strong computer would; the table tries each move in many "
       "simulated games on random deals, so the two can disagree.")


def test_a_move_ranked_above_the_hints_is_explained_under_the_table(
        make_window: Any, qtbot: QtBot) -> None:
    # The person plays as a beginner: some of their moves and the hint's part ways.
    match = new_match(RuleSet(), 212, first_dealer=1)
    play_to_hand_end(match, {0: make_strategy("beginner", 212),
                             1: make_strategy("standard", 213)})
    window: MainWindow = make_window()
    window.model.resume(match, SETUP)
    assert window.model.wait_idle(5000)
    window.review_features.samples = 2
    click(window.table, button_point(window.table, find_button(window.table, "Review hand")))
    dialog = window.review_features.review_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.hand_review is not None, timeout=60_000)
    result = dialog.hand_review
    assert result is not None
    table = dialog.choices_table
    # The window may open at a later decision (the first one the heading counts): walked
    # from the first.
    QTest.keyClick(dialog.decision_list, Qt.Key.Key_Home)
    explained = 0
    for number, decision in enumerate(result.decisions, start=1):
        assert dialog.decision_list.currentRow() == number - 1
        figures = [table.item(row, 1).text() for row in range(table.rowCount())]
        # The hint's row: named so, or the person's own where they followed the hint.
        notes = [table.item(row, 2).text() for row in range(table.rowCount())]
        hint_row = (notes.index("the hint's move") if "the hint's move" in notes
                    else notes.index("◀ your choice"))
        assert decision.hinted is not None
        verdict = dialog.verdict_label.text()
        if figures[0] != figures[hint_row]:
            assert verdict.endswith(WHY), (number, verdict)
            explained += 1
            if decision.followed_hint and not verdict.startswith("The move the hint "
                                                                  "recommends, though"):
                assert "too little to count as a mistake" in verdict, verdict
            if hint_row != 0 and notes[0] == "◀ your choice":
                assert verdict.startswith("The best choice, "), verdict
        else:
            assert WHY not in verdict, (number, verdict)
        if dialog.next_button.isEnabled():
            QTest.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert explained, "no decision of this hand put a move above the hint's"
    dialog.close()
