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


def test_the_greyed_dealer_choice_shows_who_deals_in_the_three_hand_game(
        qtbot: QtBot, settings: Settings) -> None:
    """The greyed choice still read "the winner of the hand" in the three-hand game, where
    the box deals every hand (RULES.md three-hand 3); back in the two-player game the
    choice made there is shown again."""
    from PySide6.QtWidgets import QComboBox

    def shown_beside_the_label() -> list[str]:
        return [combo.currentText() for combo in dialog.findChildren(QComboBox)
                if combo.isVisibleTo(dialog) and not combo.isEnabled()]

    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.next_dealer_combo.setCurrentIndex(dialog.next_dealer_combo.findData("loser"))
    QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    assert not dialog.next_dealer_label.isEnabled()
    assert "the box, every hand" in shown_beside_the_label()
    assert not {"the winner of the hand", "the loser of the hand"} & set(
        shown_beside_the_label())
    QTest.mouseClick(dialog.two_player, Qt.MouseButton.LeftButton)
    assert dialog.next_dealer_combo.isVisibleTo(dialog)
    assert dialog.next_dealer_combo.currentText() == "the loser of the hand"
    assert dialog.setup().rules.next_dealer.value == "loser"
