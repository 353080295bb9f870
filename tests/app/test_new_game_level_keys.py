"""Alt with an underlined key reaches each computer's level in New game, in every
language: the level labels had none, so a keyboard player had to Tab through the rows.
Three-hand's two computers take their numbers (Alt+1, Alt+2); two-player's one computer
a letter of its label that no other row of the dialog has."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QLabel
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings

from .test_distinct_names import opened


def _shown_letters(dialog: NewGameDialog) -> list[str]:
    """The underlined key of each label and button the player sees, lower-cased."""
    widgets = dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton)
    return [m.lower() for widget in widgets if widget.isVisibleTo(dialog)
            for m in re.findall(r"&([^&\s])", widget.text())]


@pytest.mark.parametrize(("code", "key"), [
    ("en", Qt.Key.Key_V), ("es", Qt.Key.Key_J), ("cs", Qt.Key.Key_S), ("pt", Qt.Key.Key_U)])
def test_alt_and_a_key_reach_each_computers_level(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None], code: str,
        key: Qt.Key) -> None:
    language(code)
    dialog = opened(qtbot, settings)
    first, second = dialog.level_combos
    letters = _shown_letters(dialog)
    assert len(letters) == len(set(letters)), sorted(letters)
    QTest.keyClick(dialog.name_edit, key, Qt.KeyboardModifier.AltModifier)
    assert first.hasFocus()
    QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    letters = _shown_letters(dialog)
    assert len(letters) == len(set(letters)), sorted(letters)
    QTest.keyClick(dialog.name_edit, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    assert second.hasFocus()
    QTest.keyClick(dialog.name_edit, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
    assert first.hasFocus()
