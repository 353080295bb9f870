"""A marked card's caption ("from the pile" under the computer's card in Show the rest of
the deck; the review's "better") is given the contrast of small coloured words
(``SMALL_TEXT_CONTRAST``) under every desktop theme: lightened just to 4.5:1, its thin
strokes blended at their edges and the brightest pixel of the black high-contrast theme's
orange read 3.9:1 in the tour at 1024x768."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.contrast import SMALL_TEXT_CONTRAST
from gin_desktop.app.dialogs.deck_reveal import DeckRevealDialog
from tools.desktop_palettes import PALETTES

from .test_dark_theme_contrast import strongest, theme
from .test_deck_reveal_room import a_reveal

__all__ = ["theme"]


@pytest.mark.parametrize("theme", PALETTES, indirect=True)
def test_from_the_pile_stands_out_under_the_card(qtbot: QtBot, theme: QPalette) -> None:
    dialog = DeckRevealDialog(a_reveal(10), "Computer")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    row = dialog.opponent_row
    [(box, _colour, caption)] = row._caption_boxes()
    assert caption == "from the pile"
    ground = row.palette().color(row.backgroundRole())
    ratio = strongest(row.grab().toImage(), ground, box.toAlignedRect())
    # Its whole colour, where a stroke covers a pixel (within 8-bit rounding).
    assert ratio >= 0.98 * SMALL_TEXT_CONTRAST, ratio
