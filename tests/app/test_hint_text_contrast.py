"""The grey hints beside the controls read 4.5:1 on their window under every desktop
theme, and stay paler than the words: New game's level description and Settings' note on
switching language were in the palette's placeholder grey, Qt's half-transparent black,
3.9:1 on the usual light grey window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from gin_desktop.app import i18n
from gin_desktop.app.contrast import TEXT_CONTRAST, contrast
from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.dialogs.settings import SettingsDialog
from tools.desktop_palettes import PALETTES

from .test_dark_theme_contrast import _settings, _shown, strongest, theme

__all__ = ["theme"]

Role = QPalette.ColorRole


def _reads_as_a_hint(label: QLabel, palette: QPalette) -> None:
    """``label`` reads on the window of ``palette`` (its dialog's), paler than words."""
    assert label.isVisible() and label.text()
    ground = palette.color(Role.Window)
    ratio = strongest(label.grab().toImage(), ground)
    assert ratio >= TEXT_CONTRAST, (label.text(), ratio)
    # Secondary: well short of the words' own ink.
    words = contrast(palette.color(Role.WindowText), ground)
    assert ratio < 0.8 * words, (ratio, words)


@pytest.mark.parametrize("theme", PALETTES, indirect=True)
def test_new_games_level_description_reads(qtbot: QtBot, tmp_path: Path,
                                           theme: QPalette) -> None:
    dialog = NewGameDialog(_settings(tmp_path))
    _shown(qtbot, dialog)
    _reads_as_a_hint(dialog.level_descriptions[0], dialog.palette())


@pytest.mark.parametrize("theme", PALETTES, indirect=True)
def test_settings_language_note_reads(qtbot: QtBot, tmp_path: Path,
                                      theme: QPalette) -> None:
    dialog = SettingsDialog(_settings(tmp_path))
    _shown(qtbot, dialog)
    # On to a language other than the one in use, by keys: the note says when it applies.
    combo = dialog.language_combo
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)
    while i18n.resolve_language(str(combo.currentData())) == i18n.current_language():
        QTest.keyClick(combo, Qt.Key.Key_Down)
    QApplication.processEvents()
    _reads_as_a_hint(dialog.language_note, dialog.palette())
