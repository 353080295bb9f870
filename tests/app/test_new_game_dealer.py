"""New game offers "Next dealer" only where it means something: in the three-hand game the
box deals every hand (RULES.md three-hand 3), so the choice is greyed out there, and says
why. Real clicks on the dialog's radio buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings


def test_next_dealer_is_not_offered_for_the_three_hand_game(qtbot: QtBot,
                                                            settings: Settings) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    assert dialog.three_hand.isChecked()
    assert not dialog.next_dealer_combo.isEnabled()
    assert dialog.next_dealer_combo.toolTip() == (
        "In the three-hand game the box deals every hand.")
    QTest.mouseClick(dialog.two_player, Qt.MouseButton.LeftButton)
    assert dialog.two_player.isChecked()
    assert dialog.next_dealer_combo.isEnabled()
