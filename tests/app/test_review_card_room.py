"""The hand review (Game ▸ Review hand…, Ctrl+Shift+R) draws its cards as large as its pane
allows: they were 50 pixels wide whatever the dialog's size, small in a large dialog. They
grow with the dialog, never below 50 pixels when it is made small again; a full hand lies
side by side beside the pile card without overlapping, and the table of moves keeps the
room for every move of the hand (nothing scrolls that did not)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.review import ReviewDialog
from gin_desktop.app.main import MainWindow

from .test_review_window import open_review, window_after_a_hand

GAP = 6  # between two cards side by side (``CardRow``)


def _resize(qtbot: QtBot, dialog: ReviewDialog, width: int, height: int) -> None:
    dialog.resize(width, height)
    qtbot.waitUntil(lambda: dialog.size().toTuple() == (width, height))
    QApplication.processEvents()


def _check_whole(dialog: ReviewDialog) -> None:
    """Eleven cards fit the hand's row side by side, the pile card its column, and the
    moves' table shows every move."""
    hand, pile = dialog.hand_row, dialog.pile_row
    width = hand.card_width()
    assert pile.card_width() == width
    count = max(11, len(hand.cards()))
    assert count * width + (count - 1) * GAP + 4 <= hand.width(), (width, hand.width())
    assert width + 4 <= pile.width()
    assert hand.height() >= round(width * 1.4) and pile.height() >= round(width * 1.4)
    assert hand.geometry().right() < pile.geometry().left()
    table = dialog.choices_table
    assert not table.verticalScrollBar().isVisible()


def test_the_review_cards_grow_with_the_dialog(make_window: Any, qtbot: QtBot) -> None:
    window: MainWindow = window_after_a_hand(make_window)
    dialog = open_review(window, qtbot)
    assert dialog.isVisible()
    assert dialog.decision_list.count() > 1
    most = max(len(d.choices) for d in dialog.hand_review.decisions)
    row = next(i for i, d in enumerate(dialog.hand_review.decisions)
               if len(d.choices) == most)
    dialog.decision_list.setCurrentRow(row)
    QApplication.processEvents()
    assert dialog.hand_row.cards() and dialog.pile_row.cards()
    assert dialog.hand_row.card_width() >= 50

    _resize(qtbot, dialog, 1600, 1000)
    large = dialog.hand_row.card_width()
    assert large >= 80, large
    assert large <= 110  # readable, not absurd
    _check_whole(dialog)

    _resize(qtbot, dialog, 1200, 760)
    middle = dialog.hand_row.card_width()
    assert 50 < middle < large
    _check_whole(dialog)

    # Made small, the cards keep the size they had before.
    _resize(qtbot, dialog, 640, 420)
    assert dialog.hand_row.card_width() == dialog.pile_row.card_width() == 50
    dialog.close()
