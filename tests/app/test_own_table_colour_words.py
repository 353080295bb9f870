"""A table colour of the player's own is named by its hue and lightness: a screen reader
said only "A table colour of your own" for any colour picked with Other colour…, now "A
dark blue table of your own" ("Vlastní tmavě modrý stůl"). The colour is picked in the
colour dialog by the keys; the button is read through QAccessible."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QColorDialog, QLineEdit
from pytestqt.qtbot import QtBot

from gin_desktop.app.colour_words import colour_key

from .test_deck_reveal_spoken import focused, heard
from .test_swatch_focus_shows import open_settings

ALT = Qt.KeyboardModifier.AltModifier


@pytest.mark.parametrize(("colour", "key"), [
    ("#1a2a6c", "dark blue"), ("#87ceeb", "light blue"), ("#ff0000", "red"),
    ("#5b2333", "dark red"), ("#ffc0cb", "light red"), ("#6b4f2a", "dark orange"),
    ("#800080", "dark purple"), ("#1e5a3c", "dark green"), ("#008080", "dark teal"),
    ("#808080", "grey"), ("#202020", "dark grey"), ("#050505", "black"),
    ("#fafafa", "white"), ("#ffff00", "yellow"),
])
def test_a_colour_is_named_by_its_hue_and_lightness(colour: str, key: str) -> None:
    assert colour_key(QColor(colour)) == key


def type_in_colour_dialog(code: str, tries: int = 100) -> None:
    """Once the colour dialog is open, type ``code`` into its HTML field and press Enter
    (its OK); after ``tries`` looks, close whatever is open, for the test to fail."""
    dialog = QApplication.activeModalWidget()
    if not isinstance(dialog, QColorDialog) or not dialog.isVisible():
        if tries:
            QTimer.singleShot(20, lambda: type_in_colour_dialog(code, tries - 1))
        elif dialog is not None:
            dialog.close()
        return
    field = next(edit for edit in dialog.findChildren(QLineEdit)
                 if edit.text().startswith("#"))
    field.setFocus()
    QTest.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(field, code)
    QTest.keyClick(field, Qt.Key.Key_Return)  # OK, the dialog's default


@pytest.mark.parametrize(("code", "letter", "said"), [
    ("en", Qt.Key.Key_T, "A dark blue table of your own"),
    ("cs", Qt.Key.Key_S, "Vlastní tmavě modrý stůl"),
])
def test_a_colour_of_your_own_is_said_by_its_hue(
        code: str, letter: Qt.Key, said: str, qtbot: QtBot, tmp_path: Path,
        language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    dialog = open_settings(qtbot, tmp_path)
    button = dialog.colour_button
    assert heard(button)[1] != said  # a swatch's colour, by the swatch's name
    QTest.keyClick(focused(), letter, ALT)  # the label's letter: Other colour…
    assert focused() is button
    QTimer.singleShot(0, lambda: type_in_colour_dialog("#1a2a6c"))
    QTest.keyClick(button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3000)
    assert dialog.settings.table_colour == QColor("#1a2a6c")
    assert heard(button)[1] == said
    dialog.reject()
