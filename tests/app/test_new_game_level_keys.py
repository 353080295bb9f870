"""Alt with an underlined key reaches each computer's level, and the sitter's ten cards, in
New game, in every language: they had none, so a keyboard player had to Tab to them.
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
    ("en", Qt.Key.Key_V), ("es", Qt.Key.Key_J), ("cs", Qt.Key.Key_S), ("pt", Qt.Key.Key_L)])
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


@pytest.mark.parametrize(("code", "key"), [
    ("en", Qt.Key.Key_I), ("es", Qt.Key.Key_Z), ("cs", Qt.Key.Key_Y), ("pt", Qt.Key.Key_F)])
def test_alt_and_a_letter_tick_the_sitters_ten_cards(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None], code: str,
        key: Qt.Key) -> None:
    """The three-hand check box that deals the player sitting out had no underlined letter."""
    language(code)
    dialog = opened(qtbot, settings)
    QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    QTest.keyClick(dialog.seed_edit, Qt.Key.Key_4)  # a typed deal shows the first-role row
    letters = _shown_letters(dialog)
    assert len(letters) == len(set(letters)), sorted(letters)
    assert not dialog.sitter_dealt_check.isChecked()
    QTest.keyClick(dialog.name_edit, key, Qt.KeyboardModifier.AltModifier)
    # A button's mnemonic clicks it as a press shown on screen: the tick comes after.
    qtbot.waitUntil(dialog.sitter_dealt_check.isChecked, timeout=2000)
    assert dialog.sitter_dealt_check.hasFocus()
