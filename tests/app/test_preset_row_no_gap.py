"""New game's rules start under the preset with no empty band: a Spanish player at
1366x768 (125 %) saw a blank line under "Predefinido" while the preset was unchanged,
the room kept for the "changed from the preset" note. The note is the rules' title now,
and its coming moves nothing: the arrow clicked stays under the mouse."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import GameEnv, run_on_screen

PROGRAM = """
import json, sys
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionSpinBox

app = QApplication(sys.argv)
from gin_desktop.app import i18n
from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings

assert i18n.install_translators(app, sys.argv[2]) == sys.argv[2]
settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
dialog = NewGameDialog(settings)
dialog.show()
QTest.qWaitForWindowExposed(dialog)
app.processEvents()


def top(widget):
    return widget.mapTo(dialog, QPoint(0, 0)).y()


def bottom(widget):
    return top(widget) + widget.height()


spin = dialog.target_spin
gaps = {"under_preset": top(spin) - bottom(dialog.preset_combo),
        "between_options": top(dialog.knock_limit_spin) - bottom(spin)}
box = dialog.preset_combo.parentWidget()  # the Rules group
title = box.title()
before = [spin.mapTo(dialog, QPoint(0, 0)).toTuple(), dialog.size().toTuple()]
option = QStyleOptionSpinBox()
spin.initStyleOption(option)
arrow = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option,
                                    QStyle.SubControl.SC_SpinBoxUp, spin)
QTest.mouseClick(spin, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                 arrow.center())
app.processEvents()
after = [spin.mapTo(dialog, QPoint(0, 0)).toTuple(), dialog.size().toTuple()]
print(json.dumps({"gaps": gaps, "titles": [title, box.title()],
                  "value": spin.value(), "before": before, "after": after}))
"""


@pytest.mark.parametrize("screen", [(800, 600), (1093, 614)])
def test_no_empty_band_under_the_preset_and_the_note_moves_nothing(
        game_env: GameEnv, tmp_path: Path, screen: tuple[int, int]) -> None:
    """(1093, 614) is what a 1366x768 screen at 125 % gives the windows."""
    report = run_on_screen(game_env, tmp_path, screen, PROGRAM, "es")
    gaps = report["gaps"]
    # The preset's row is as far from the target's as two options' rows are apart.
    assert gaps["under_preset"] <= gaps["between_options"] + 2, gaps
    assert report["value"] == 125  # the click raised the target by a step
    assert report["titles"] == ["Reglas", "Reglas personalizadas"]
    assert report["after"] == report["before"]
