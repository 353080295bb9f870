"""A person who typed a default computer name as their own ("Computer", "Ordenador") keeps
it as typed when they switch language in Settings: only a computer seat's default name is
the language's word for a computer (``agreement.SeatName``). It became the new language's
word, as if the person were a computer. Real keys and clicks on Settings."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup

from .test_language_switch import choose_language, restore_language

__all__ = ["restore_language"]


def test_a_person_named_computer_keeps_the_name_in_spanish(
        window: MainWindow, qtbot: QtBot, restore_language: None) -> None:
    window.settings.player_name = "Computer"
    window.start_match(GameSetup(names=("Computer", "Computer"), seed=3))
    assert window.model.wait_idle(5000)
    assert window.model.setup.names == ("Computer", "Computer 2")

    spanish = choose_language(window, qtbot, "es")
    try:
        qtbot.waitUntil(lambda: spanish.model.has_match, timeout=5000)
        qtbot.waitUntil(lambda: not shiboken6.isValid(window), timeout=3000)
        # The person's typed name stays; the computer's default name is Spanish.
        assert spanish.model.setup.names == ("Computer", "Ordenador 2")
        assert spanish.settings.player_name == "Computer"
    finally:
        spanish.close()
        spanish.model.shutdown(5000)


def test_the_settings_keep_a_typed_computer_word_as_the_person_typed_it(
        tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.player_name = "Ordenador"  # typed by a Spanish player; the app is in English
    assert settings.player_name == "Ordenador"
    settings.player_name = "Tú"  # the person's own default name still follows the language
    assert settings.player_name == "You"
