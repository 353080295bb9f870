"""New game's target steps to round values with the arrow keys (25, 50, 75, 100...) in
every mode, while any value can still be typed. From its minimum it went 1, 26, 51,
76, 101: no one plays to those. Down from 25 it went to 1, a one-point match."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings


def type_into(spin: object, text: str) -> None:
    QTest.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)  # type: ignore[arg-type]
    QTest.keyClicks(spin, text)  # type: ignore[arg-type]


def press(spin: object, key: Qt.Key, times: int = 1) -> list[int]:
    values = []
    for _ in range(times):
        QTest.keyClick(spin, key)  # type: ignore[arg-type]
        values.append(spin.value())  # type: ignore[attr-defined]
    return values


@pytest.mark.parametrize("mode", ["two", "three", "hollywood", "oklahoma"])
def test_the_target_steps_to_round_values_and_takes_any_typed_one(
        qtbot: QtBot, settings: Settings, mode: str) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    if mode == "three":
        QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    elif mode == "hollywood":
        QTest.mouseClick(dialog.hollywood_check, Qt.MouseButton.LeftButton)
        assert dialog.hollywood_check.isChecked()
    elif mode == "oklahoma":
        QTest.mouseClick(dialog.oklahoma_check, Qt.MouseButton.LeftButton)
    spin = dialog.target_spin
    assert spin.isVisible() and spin.isEnabled()
    QTest.mouseClick(spin, Qt.MouseButton.LeftButton)
    type_into(spin, "1")
    assert spin.value() == 1
    assert press(spin, Qt.Key.Key_Up, 4) == [25, 50, 75, 100]
    assert press(spin, Qt.Key.Key_Down, 4) == [75, 50, 25, 25], "no one-point match"
    type_into(spin, "10")
    assert press(spin, Qt.Key.Key_Down) == [1], "below 25 a step goes to the minimum"
    type_into(spin, "137")
    assert spin.value() == 137, "a value typed is kept"
    assert press(spin, Qt.Key.Key_Up) == [150]
    type_into(spin, "137")
    assert press(spin, Qt.Key.Key_Down) == [125]
    assert dialog.setup().rules.target == 125
