"""Issue 12, item 5: the default player names are in the player's language everywhere
(table, score pad, New game), whatever language they were saved in; typed names stay."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings
from PySide6.QtWidgets import QApplication

from gin_desktop.app import i18n
from gin_desktop.app.model import GameModel
from gin_desktop.app.names import shown_name
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup


@pytest.fixture
def spanish(qapp: QApplication) -> Iterator[None]:
    locale = QLocale()
    i18n.install_translators(qapp, "es")
    yield
    i18n.remove_translators(qapp)
    QLocale.setDefault(locale)


def test_default_names_from_any_language_are_said_in_the_language_in_use(
        spanish: None) -> None:
    assert shown_name("You") == "Tú"
    assert shown_name("Computer") == "Ordenador"
    assert shown_name("Computer 2") == "Ordenador 2"
    assert shown_name("Počítač") == "Ordenador"  # saved by a Czech player
    assert shown_name("Ana") == "Ana"


def test_a_match_saved_in_english_is_played_with_spanish_names(
        spanish: None, game_model: GameModel) -> None:
    game_model.start(GameSetup(mode="three", seed=4, levels=("human", "standard", "standard"),
                               names=("You", "Computer 1", "Computer 2")))
    assert game_model.setup.names == ("Tú", "Ordenador 1", "Ordenador 2")


def test_the_settings_default_name_follows_the_language(spanish: None,
                                                        tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.player_name = "You"  # as an English session stored it
    assert settings.player_name == "Tú"
    settings.player_name = "Ana"
    assert settings.player_name == "Ana"
