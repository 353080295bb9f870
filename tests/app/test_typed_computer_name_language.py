"""A person who typed a default computer name as their own ("Computer", "Ordenador") keeps
it as typed when they switch language in Settings: only a computer seat's default name is
the language's word for a computer (``agreement.SeatName``). It became the new language's
word, as if the person were a computer, and a narrow score pad shortened it as one. Real
keys and clicks on Settings."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.scorepad import ScorePadModel
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import RuleSet, new_match

from tests.test_review import play_to_hand_end

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


def test_a_narrow_score_pad_shortens_a_person_named_ordenador_as_a_name() -> None:
    """The person's column read "Comp." (the English short form of a computer's name)
    beside the computer's "Comp. 2": which was whose?"""
    match = new_match(RuleSet(hollywood=True, target=100), 5)
    play_to_hand_end(match)
    setup = GameSetup(levels=("human", "standard"), names=("Ordenador", "Computer 2"))
    pad = ScorePadModel()
    pad.set_match(match, setup.names, person=0)
    titles = pad.short_titles(lambda line: len(line) <= 7)
    shown = {seat: titles[pad.column_for(seat)].split("\n")[-1] for seat in range(2)}
    assert shown == {0: "Orden.", 1: "Comp. 2"}
