"""Choosing the preset the New game dialog already shows applies it again.

After a Straight Gin match to 50 (rules changed from a preset, so "custom"), New game
offered "Preset: Standard (the rulebook)", changed from the preset, with Straight still
ticked. Choosing Standard in the list then did nothing (the list's current item did not
change), so the person could not get the rulebook back from the list they were shown.
The dialog now shows such rules as "Custom rules", changed from the preset they change
least (Straight Gin: test_preset_after_changes.py); choosing that preset in the list
restores its rules, and choosing "Custom rules" keeps the changes."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import RuleSet


def test_choosing_the_shown_preset_again_restores_its_rules(qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    straight_to_50 = RuleSet.preset("straight").replace(target=50, name="custom")
    dialog = NewGameDialog(settings, None, GameSetup(rules=straight_to_50))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    combo = dialog.preset_combo
    assert combo.currentText() == "Custom rules"  # what the dialog shows...
    assert dialog.target_spin.value() == 50  # ...with the changes it was given

    def pick(up: int) -> None:
        """Open the list (Alt+Down), go ``up`` items from the one shown, take it."""
        combo.setFocus()
        QTest.keyClick(combo, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
        popup = combo.view()
        qtbot.waitUntil(popup.isVisible, timeout=3000)
        for _ in range(up):
            QTest.keyClick(popup, Qt.Key.Key_Up)
        QTest.keyClick(popup, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not popup.isVisible(), timeout=3000)
        QApplication.processEvents()

    pick(0)  # "Custom rules" again: the changes stay
    assert dialog.target_spin.value() == 50 and combo.currentText() == "Custom rules"
    pick(1)  # "Straight Gin", just above it

    assert dialog.straight_check.isChecked()
    assert dialog.target_spin.value() == 100
    assert dialog.rules() == RuleSet.preset("straight")
    assert dialog.rules_box.title() == "Rules"
    assert combo.currentText() == "Straight Gin"
    assert combo.findText("Custom rules") < 0  # no longer the rules shown
