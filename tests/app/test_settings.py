"""Settings: every value round-trips, and a broken or wrong-typed value never crashes.

(docs/app-architecture.md, ``app/settings.py``: "every value validated with a fallback".)
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from gin_desktop.app import settings as settings_module
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.settings import (
    DEFAULT_TABLE_COLOUR, KEY_ANIMATION_SPEED, KEY_CARD_BACK, KEY_DECK_STYLE,
    KEY_DEFAULT_SETUP, KEY_LANGUAGE, KEY_PLAYER_NAME, KEY_TABLE_COLOUR, KEY_WINDOW_GEOMETRY,
    KEY_PAD_WIDENED_FROM, KEY_WINDOW_STATE, SettingError, Settings,
)
from gin_desktop.engine import RuleSet


def store(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


@pytest.fixture
def ini(tmp_path: Path) -> Path:
    return tmp_path / "settings.ini"


def test_an_empty_store_gives_the_defaults_and_no_problems(qtbot: QtBot, ini: Path) -> None:
    s = Settings(store(ini))
    assert s.problems == []
    assert s.deck_style == "standard"
    assert s.card_back == "blue"
    assert s.table_colour == QColor(DEFAULT_TABLE_COLOUR)
    assert s.animation_speed == 1.0
    assert s.language == "system"
    assert s.player_name == "You"
    assert s.default_setup.mode == "two"
    assert s.default_setup.seed is None
    assert s.window_geometry.isEmpty()


def test_every_value_round_trips_through_the_file(qtbot: QtBot, ini: Path) -> None:
    s = Settings(store(ini))
    setup = GameSetup(mode="three", human_seat=2, levels=("strong", "expert", "human"),
                      rules=RuleSet.preset("hollywood").replace(target=150),
                      names=("Computer 1", "Computer 2", "Ana"), seed=77)
    s.player_name = "  Ana  María "
    s.deck_style = "four-colour"
    s.card_back = "green"
    s.table_colour = QColor("#123456")
    s.animation_speed = 0.5
    s.language = "cs"
    s.default_setup = setup
    s.window_geometry = QByteArray(b"\x01\x02geometry")
    s.window_state = QByteArray(b"state\x00bytes")
    s.sync()

    again = Settings(store(ini))
    assert again.problems == []
    assert again.player_name == "Ana María"  # spaces tidied
    assert again.deck_style == "four-colour"
    assert again.card_back == "green"
    assert again.table_colour.name() == "#123456"
    assert again.animation_speed == 0.5
    assert again.language == "cs"
    # The deal number is a one-off: it is not remembered. The person's seat has the name
    # they have now (set after the setup's, in Settings).
    assert again.default_setup == GameSetup(
        mode="three", human_seat=2, levels=("strong", "expert", "human"),
        rules=RuleSet.preset("hollywood").replace(target=150),
        names=("Computer 1", "Computer 2", "Ana María"), seed=None)
    assert bytes(again.window_geometry.data()) == b"\x01\x02geometry"
    assert bytes(again.window_state.data()) == b"state\x00bytes"


def test_a_change_is_announced_with_its_key(qtbot: QtBot, ini: Path) -> None:
    s = Settings(store(ini))
    with qtbot.waitSignal(s.changed) as blocker:
        s.deck_style = "large-index"
    assert blocker.args == [KEY_DECK_STYLE]


@pytest.mark.parametrize(("setter", "value"), [
    ("deck_style", "purple"), ("card_back", "tartan"), ("table_colour", "no-such-colour"),
    ("animation_speed", 3.0), ("language", "xx"), ("player_name", "   "),
    ("player_name", "x" * 200),
])
def test_a_setter_refuses_a_bad_value_and_keeps_the_old_one(
        qtbot: QtBot, ini: Path, setter: str, value: object) -> None:
    s = Settings(store(ini))
    before = getattr(s, setter)
    with pytest.raises(SettingError):
        setattr(s, setter, value)
    assert getattr(s, setter) == before


def test_broken_and_wrong_typed_values_fall_back_and_are_listed_once(
        qtbot: QtBot, ini: Path) -> None:
    ini.write_text(
        "[player]\nname=\n"
        "[table]\ndeck_style=purple\ncard_back=5\ncolour=not a colour\n"
        "animation_speed=fast\n"
        "[ui]\nlanguage=en, es\n"
        "[game]\ndefault_setup={not json\n"
        "[window]\ngeometry=just text\nstate=@Variant(garbage)\n",
        encoding="utf-8")
    s = Settings(store(ini))
    assert s.player_name == "You"
    assert s.deck_style == "standard"
    assert s.card_back == "blue"
    assert s.table_colour == QColor(DEFAULT_TABLE_COLOUR)
    assert s.animation_speed == 1.0
    assert s.language == "system"
    assert s.default_setup == GameSetup(names=("You", "Computer"))
    assert s.window_geometry.isEmpty() and s.window_state.isEmpty()
    # One line per broken value, in words.
    assert len(s.problems) == 9, s.problems
    assert any("deck style" in p and "purple" in p for p in s.problems)
    assert any("animation speed" in p for p in s.problems)
    # The broken values were removed: the next start has nothing to report.
    s.sync()
    assert Settings(store(ini)).problems == []


def test_a_setup_with_valid_json_but_wrong_fields_falls_back(qtbot: QtBot, ini: Path) -> None:
    raw = store(ini)
    raw.setValue(KEY_DEFAULT_SETUP, json.dumps({"mode": "four", "levels": 3}))
    raw.sync()
    s = Settings(store(ini))
    assert s.default_setup.mode == "two"
    assert len(s.problems) == 1 and "new game choices" in s.problems[0]


@pytest.mark.parametrize(("key", "value"), [
    (KEY_PLAYER_NAME, 42), (KEY_DECK_STYLE, ["standard"]), (KEY_CARD_BACK, True),
    (KEY_TABLE_COLOUR, 3.5), (KEY_ANIMATION_SPEED, "nan"), (KEY_LANGUAGE, 0),
    (KEY_WINDOW_GEOMETRY, "text"), (KEY_WINDOW_STATE, 12), (KEY_DEFAULT_SETUP, "[]"),
    (KEY_PAD_WIDENED_FROM, "wide"),
])
def test_any_wrong_type_falls_back(qtbot: QtBot, ini: Path, key: str, value: object) -> None:
    raw = store(ini)
    raw.setValue(key, value)
    raw.sync()
    s = Settings(store(ini))
    assert len(s.problems) == 1
    fresh = Settings(QSettings(str(ini.with_name("empty.ini")), QSettings.Format.IniFormat))
    assert s.deck_style == fresh.deck_style
    assert s.language == fresh.language
    assert s.default_setup == fresh.default_setup


def test_a_garbage_file_does_not_crash_and_is_reported(qtbot: QtBot, ini: Path) -> None:
    ini.write_bytes(bytes(range(256)) * 8)
    s = Settings(store(ini))
    assert s.deck_style in settings_module.DECK_STYLES
    assert s.unreadable and s.problems == []


def test_a_file_of_words_without_settings_is_reported(qtbot: QtBot, ini: Path) -> None:
    """Qt's reader skips lines it cannot read without a word: such a file held no
    setting this game could use, and the player is told the defaults are in use."""
    ini.write_text("this is not a settings file\n", encoding="utf-8")
    assert Settings(store(ini)).unreadable


def test_a_file_whose_settings_were_all_removed_is_not_reported(qtbot: QtBot,
                                                               ini: Path) -> None:
    ini.write_text("[table]\ncard_back=plaid\n", encoding="utf-8")
    first = Settings(store(ini))
    assert len(first.problems) == 1  # the bad value, removed from the file
    first.store.sync()
    assert Settings(store(ini)).problems == []  # the next start: nothing to report
    ini.write_text("[table]\n\n; a comment\n", encoding="utf-8")
    assert Settings(store(ini)).problems == []


def test_take_problems_empties_the_list(qtbot: QtBot, ini: Path) -> None:
    ini.write_text("[table]\ncard_back=plaid\n", encoding="utf-8")
    s = Settings(store(ini))
    assert len(s.take_problems()) == 1
    assert s.take_problems() == []
