"""Show the rest of the deck reads tight: its last line ("Every deal is shuffled…") sits
just above "Is the computer cheating?" and Close. Its cards stop growing at the rows'
width, and the height beyond was an empty band over the buttons: about 150 pixels at its
opening size on a 1920x1080 screen, 350 in a dialog made 1400x900. The dialog now grows no
taller than its words and cards need for its width; nothing scrolls that did not."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.deck_reveal import DeckRevealDialog

from .test_deck_reveal_room import _check_whole, _resize, a_reveal

#: Between the body's last line and the buttons: the layout's spacing and a little more.
MOST_GAP = 16


def _gap_above_buttons(dialog: DeckRevealDialog) -> int:
    """From the bottom of the body's lowest widget to the top of the buttons' row."""
    content = dialog.body.widget()
    lowest = max(child.mapTo(dialog, child.rect().bottomLeft()).y()
                 for child in content.findChildren(QWidget) if child.isVisible())
    return dialog.fairness_button.mapTo(dialog, dialog.fairness_button.rect().topLeft()).y() \
        - lowest


def _tight(dialog: DeckRevealDialog) -> None:
    assert _gap_above_buttons(dialog) <= MOST_GAP
    assert not dialog.body.verticalScrollBar().isVisible()


@pytest.mark.parametrize("stock", [2, 10, 31])
def test_no_empty_band_above_the_buttons_small_or_large(qtbot: QtBot, stock: int) -> None:
    dialog = DeckRevealDialog(a_reveal(stock), "Computer")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    _tight(dialog)  # at its opening size (784 wide on this 800-pixel screen)
    for width in (620, 1000, 1400):
        _resize(qtbot, dialog, width, 900)
        assert dialog.height() < 900  # no taller than the cards at their widest need
        _tight(dialog)
        if width > 620:  # a long stock's cards overlap in a narrow dialog, as they did
            _check_whole(dialog)
    dialog.close()
