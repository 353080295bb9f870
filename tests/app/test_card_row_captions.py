"""A card's caption in a dialog's row of cards stays under its own card.

Seen in Game ▸ Show the rest of the deck after a hand where the computer had taken three
cards in a row from the pile: each "from the pile" ran under the next card's caption and
both were cut ("rom the pilerom the pile").
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.deck_reveal import DeckReveal, DeckRevealDialog
from gin_desktop.engine import parse_cards

GAP = 6


def reveal_with_three_taken_in_a_row() -> DeckReveal:
    hand = tuple(parse_cards("AC 2C 5C AD 2D 5D AH 5H AS 5S"))
    taken = tuple(parse_cards("2C 5C AD"))
    stock = tuple(parse_cards("JS JH"))
    return DeckReveal(1, 29, 0, 1, hand, taken, stock, "GIN-2R-U2-1R")


def ink_columns(image: QImage, top: int) -> set[int]:
    """The x of every column with something drawn from row ``top`` down."""
    background = QColor(image.pixel(0, 0))
    return {x for x in range(image.width()) for y in range(top, image.height())
            if QColor(image.pixel(x, y)) != background}


def test_captions_of_neighbouring_cards_stay_apart_and_whole(qtbot: QtBot) -> None:
    dialog = DeckRevealDialog(reveal_with_three_taken_in_a_row(), "Computer")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    row = dialog.opponent_row
    order = row.cards()
    image = row.grab().toImage()
    card_w = row.card_width()  # as large as the dialog's room allows
    card_h = round(card_w * 1.4)
    ink = ink_columns(image, card_h + 5)
    step = card_w + GAP
    captioned = [i for i, card in enumerate(order) if card in parse_cards("2C 5C AD")]
    assert captioned == [1, 2, 3], order
    for i in captioned:
        left = 2 + i * step
        # Each caption is there, under its card...
        assert ink & set(range(left, left + card_w)), f"card {i} lost its caption"
        # ...and nothing of it reaches the middle of the gap on either side, where the
        # neighbour's caption begins.
        for gap_middle in (left - GAP // 2 - 1, left + card_w + GAP // 2):
            assert gap_middle not in ink, f"card {i}'s caption crosses x={gap_middle}"
    dialog.close()
