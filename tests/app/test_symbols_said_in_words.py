"""Marks drawn for the eye are not read out by a screen reader: the review's hand choice
("Hand 1 · deal #7") was read with "middle dot", New game's Czech "vyp." (off) as an
abbreviation before its description, Settings' table colour as its code ("#1e5a3c"). Each
is said in words. Reached with the real keys; read through QAccessible."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings

from .test_deck_reveal_spoken import focused, heard
from .test_review_screen_reader import focused_part
from .test_review_window import open_review, window_after_a_hand
from .test_swatch_focus_shows import open_settings

ALT = Qt.KeyboardModifier.AltModifier


def test_the_review_s_hand_choice_is_said_with_a_pause_for_its_dot(
        make_window: Any, qtbot: QtBot) -> None:
    window = window_after_a_hand(make_window)
    dialog = open_review(window, qtbot)
    try:
        combo = dialog.hand_combo
        QTest.keyClick(focused(), Qt.Key.Key_H, ALT)
        assert focused() is combo
        QTest.keyClick(combo, Qt.Key.Key_F4)  # the list of hands opens
        qtbot.waitUntil(combo.view().isVisible, timeout=2000)
        said = focused_part()
        # Shown with a comma, as Linux names the closed list by what it shows; the open
        # list's item goes on to say how the hand ended.
        assert "·" not in combo.currentText()
        assert said.startswith(combo.currentText() + ", ") and "·" not in said, said
        QTest.keyClick(combo.view(), Qt.Key.Key_Escape)
    finally:
        dialog.close()


@pytest.mark.parametrize(("code", "off", "meaning"), [
    ("en", "off", "This bonus is not scored."),
    ("cs", "vypnuto", "Tento bonus se nepočítá."),
    ("es", "no", "Esta bonificación no se cuenta."),
    ("pt", "desativado", "Este bônus não é contado."),
])
def test_new_game_s_off_is_said_in_whole_words_once(
        code: str, off: str, meaning: str, qtbot: QtBot, tmp_path: Path,
        language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    spin = dialog.game_bonus_spin
    spin.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(spin, Qt.Key.Key_Home)  # down to its least: off
    # Read first as the field's value, then its description: the whole word, once.
    assert spin.text() == off
    interface = QAccessible.queryAccessibleInterface(spin)
    assert interface.text(QAccessible.Text.Value) == off
    assert heard(spin)[1] == meaning
    QTest.keyClick(spin, Qt.Key.Key_Up)
    assert spin.value() > 0 and heard(spin)[1] == ""
    dialog.reject()


def test_settings_says_the_table_colour_by_name_not_by_code(
        qtbot: QtBot, tmp_path: Path) -> None:
    dialog = open_settings(qtbot, tmp_path, QColor("#1e5a3c"))  # a colour of one's own
    button = dialog.colour_button
    assert button.toolTip() == "#1e5a3c"  # the code stays for the eye
    assert heard(button)[1] == "A dark green table of your own"
    # A swatch chosen by the keys (the one before Other colour…): the button names it.
    QTest.keyClick(focused(), Qt.Key.Key_T, ALT)
    assert focused() is button
    QTest.keyClick(button, Qt.Key.Key_Backtab)
    chosen = focused()
    QTest.keyClick(chosen, Qt.Key.Key_Space)
    assert chosen in dialog.colour_buttons
    description = QAccessible.queryAccessibleInterface(button).text(QAccessible.Text.Description)
    assert description == heard(chosen)[0] and "#" not in description, description
    dialog.reject()


def test_the_deal_number_under_the_table_is_said_without_dot_or_arrow(
        window: Any, qtbot: QtBot) -> None:
    """The status bar's "Hand 1 · deal #7" and its tooltip's "Game ▸ Replay deal"."""
    label = window.deal_label
    qtbot.waitUntil(lambda: "·" in label.text(), timeout=5000)
    name, description = heard(label)
    assert name == label.text().replace(" · ", ", "), name
    assert "▸" in label.toolTip() and "▸" not in description, description
    assert description == label.toolTip().replace(" ▸ ", ", ")
