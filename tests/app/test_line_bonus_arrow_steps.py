"""The line bonus's up arrow reaches the usual bonuses, 20 and 25, in a few clicks: it
went off, 1, 2, 3..., and a mouse player who wanted the common 25 clicked 25 times. A value
typed in between still steps to the next round one, and the down arrow goes back to off."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QSpinBox, QStyle, QStyleOptionSpinBox
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings


def click_arrow(spin: QSpinBox, arrow: QStyle.SubControl) -> None:
    option = QStyleOptionSpinBox()
    spin.initStyleOption(option)
    spot = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, arrow, spin)
    QTest.mouseClick(spin, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(spot.center()))


def test_the_line_bonus_arrow_reaches_20_and_25_in_a_few_clicks(
        qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    spin = dialog.line_bonus_spin
    assert spin.value() == 0 and spin.text() == "off"
    seen = []
    for _ in range(5):
        click_arrow(spin, QStyle.SubControl.SC_SpinBoxUp)
        seen.append(spin.value())
    assert seen == [5, 10, 15, 20, 25]
    spin.setValue(22)  # typed: the next step up is the round value beyond
    click_arrow(spin, QStyle.SubControl.SC_SpinBoxUp)
    assert spin.value() == 25
    for _ in range(5):
        click_arrow(spin, QStyle.SubControl.SC_SpinBoxDown)
    assert spin.value() == 0 and spin.text() == "off"
