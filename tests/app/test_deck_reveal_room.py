"""Show the rest of the deck draws its cards as large as the dialog's room allows: at its
opening size of 880x560 the cards were 56 pixels wide (the stock's 48), in the top left
corner, the rest of the dialog empty (QA session 34, at 2560x1440). They grow with the
dialog, when it is made larger too, and never below their old size when it is made
smaller; the rows stay side by side without overlapping and nothing scrolls."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.card_row import CardRow
from gin_desktop.app.dialogs.deck_reveal import DeckReveal, DeckRevealDialog
from gin_desktop.engine import FULL_DECK, parse_cards

GAP = 6  # between two cards side by side (``CardRow``)


def a_reveal(stock_count: int) -> DeckReveal:
    hand = tuple(parse_cards("AC 2C 5C AD 2D 5D AH 5H AS 5S"))
    stock = tuple(c for c in FULL_DECK if c not in hand)[:stock_count]
    return DeckReveal(1, 29, 0, 1, hand, tuple(parse_cards("2C")), stock, "GIN-2R-U2-1R")


def _rows(dialog: DeckRevealDialog) -> list[CardRow]:
    return [row for row in (dialog.opponent_row, *dialog.stock_rows) if row.isVisible()]


def _check_whole(dialog: DeckRevealDialog) -> None:
    """Every row's cards side by side within it, and nothing to scroll."""
    assert not dialog.body.verticalScrollBar().isVisible()
    for row in _rows(dialog):
        w, count = row.card_width(), len(row.cards())
        assert count * w + (count - 1) * GAP + 4 <= row.width(), (w, count, row.width())
        assert row.height() >= round(w * 1.4)


def _resize(qtbot: QtBot, dialog: DeckRevealDialog, width: int, height: int) -> None:
    """Made ``width`` wide, then as tall as ``height`` or as its cards at their widest
    need (the dialog grows no taller: ``test_deck_reveal_tight``), as a drag would."""
    dialog.resize(width, dialog.height())
    qtbot.waitUntil(lambda: dialog.width() == width)
    QApplication.processEvents()
    dialog.resize(width, height)
    qtbot.waitUntil(lambda: dialog.size().toTuple()
                    == (width, min(height, dialog.maximumHeight())))
    QApplication.processEvents()


def test_the_cards_grow_with_the_dialog(qtbot: QtBot) -> None:
    dialog = DeckRevealDialog(a_reveal(10), "Computer")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    opening = [row.card_width() for row in _rows(dialog)]
    # At 880x560 (or the screen's room: 784 wide here) ten cards a row take ~75 pixels.
    assert all(width >= 70 for width in opening), opening
    _check_whole(dialog)

    _resize(qtbot, dialog, 1400, 900)
    larger = [row.card_width() for row in _rows(dialog)]
    assert all(big > small for big, small in zip(larger, opening, strict=True)), larger
    assert max(larger) <= 120  # readable, not absurd
    _check_whole(dialog)

    _resize(qtbot, dialog, 620, 440)
    smaller = [row.card_width() for row in _rows(dialog)]
    assert smaller[0] >= 56 and all(width >= 48 for width in smaller), smaller
    assert all(s < o for s, o in zip(smaller, opening, strict=True)), smaller
    dialog.close()


def test_a_long_stock_keeps_its_cards_apart(qtbot: QtBot) -> None:
    """Thirty-one cards in two rows of 16 and 15: one width for both rows and the hand."""
    dialog = DeckRevealDialog(a_reveal(31), "Computer")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    _resize(qtbot, dialog, 1400, 900)
    widths = [row.card_width() for row in _rows(dialog)]
    assert len(widths) == 3 and len(set(widths)) == 1 and widths[0] > 56, widths
    _check_whole(dialog)
    dialog.close()
