"""The review window: where it calls the person's move the best, the table lists that move
first. By unrounded figures a move at +3.04 sat above the person's +3.02, both shown as
+3.0, under "The best choice."; the two now agree, and a tie for the best says so."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop import review
from gin_desktop.app.dialogs.review import ReviewDialog

from tests.test_review import PERSON, blundered_match
from tests.test_review_best_first import weigh_level

TIE = "One of the best choices: another move in the table expects as many points."


def note(dialog: ReviewDialog, row: int) -> str:
    item = dialog.choices_table.item(row, 2)
    assert item is not None
    return item.text()


def test_the_move_called_best_is_the_first_in_the_table(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Every decision: the first legal move +3.04, the others +3.02 (all shown as +3.0).
    monkeypatch.setattr(review, "_weigh", weigh_level(3.04, 3.02))
    dialog = ReviewDialog(blundered_match(), PERSON, 1, samples=2)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.start()
    qtbot.waitUntil(lambda: dialog.hand_review is not None, timeout=60_000)
    result = dialog.hand_review
    assert result is not None
    said = []
    for row, decision in enumerate(result.decisions):
        listing = dialog.decision_list
        item = listing.item(row)
        QTest.mouseClick(listing.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier,
                         listing.visualItemRect(item).center())
        assert listing.currentRow() == row
        verdict = dialog.verdict_label.text()
        said.append((decision.chosen.text(), verdict))
        if verdict.startswith(("The best choice", "One of the best choices")):
            assert note(dialog, 0) == "◀ your choice", (decision.chosen.text(), verdict)
    assert ("discard 5C", TIE) in said, said
    dialog.close()
