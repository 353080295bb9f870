"""The hand review's table of moves shows each move whole: on an 800x600 screen in
Portuguese the drawing decision read "Pegar a carta de cima da ..." (the discard pile cut
off), the move a newcomer most needed to read. A long move wraps onto a second line of its
row instead of being cut."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.review import ReviewDialog

from .test_review_window import open_review, window_after_a_hand

# The dialog as large as an 800x600 screen leaves it (the tour's --screen 800x600).
SMALL = (784, 552)


def _cut_moves(dialog: ReviewDialog) -> list[str]:
    """The moves of the shown decision whose words do not fit their cell."""
    table = dialog.choices_table
    width = table.columnWidth(0) - 8  # the cell's own margins
    cut = []
    for row in range(table.rowCount()):
        item = table.item(row, 0)
        assert item is not None
        metrics = QFontMetrics(item.font())
        needed = metrics.boundingRect(QRect(0, 0, width, 10_000),
                                      int(Qt.TextFlag.TextWordWrap), item.text())
        if needed.width() > width or needed.height() > table.rowHeight(row):
            cut.append(item.text())
    return cut


def test_every_move_of_the_review_reads_whole_on_a_small_screen(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None]) -> None:
    language("pt")
    window = window_after_a_hand(make_window)
    dialog = open_review(window, qtbot)
    dialog.resize(*SMALL)
    qtbot.waitUntil(lambda: dialog.size().toTuple() == SMALL)
    QApplication.processEvents()
    drawing = [row for row, d in enumerate(dialog.hand_review.decisions)
               if d.kind == "draw"]
    assert drawing, "the hand has a decision between the stock and the pile"
    for row in drawing:
        dialog.decision_list.setCurrentRow(row)
        QApplication.processEvents()
        texts = [dialog.choices_table.item(r, 0).text()
                 for r in range(dialog.choices_table.rowCount())]
        assert any("pilha" in text for text in texts), texts
        assert _cut_moves(dialog) == [], texts
    dialog.close()
