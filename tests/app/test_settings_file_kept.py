"""A hand-edited settings file that Qt cannot read as written: a quotation mark left open
(which swallows every line after it), a JSON list or object, binary noise. The player is
told, in whole sentences of their language, what was reset, that the file was kept aside
for them to mend and where, and that the match and statistics are untouched; the kept
copy is the file as they wrote it, and the next start is quiet. The real window reads the
settings and shows the notice."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from gin_desktop.app.settings import Settings

# The player's name opens a quotation mark that nothing closes: Qt reads the lines after
# it as the rest of the name.
OPEN_QUOTE = """[player]
name="Jana
[table]
deck_style=four-colour
card_back=red
[ui]
welcomed=true
"""

UNREADABLE = {
    "json list": b'["a", "b"]\n',
    "json object": b'{"player": {"name": "Jana"},\n "table": {"card_back": "red"}}\n',
    "binary": bytes(range(256)) * 4,
}


def store(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


def kept_copies(ini: Path) -> list[Path]:
    return sorted(ini.parent.glob(f"{ini.name}.unreadable-*"))


def test_an_open_quotation_mark_names_every_setting_it_swallowed(qtbot: QtBot,
                                                                  tmp_path: Path) -> None:
    ini = tmp_path / "settings.ini"
    ini.write_text(OPEN_QUOTE, encoding="utf-8")
    s = Settings(store(ini))
    assert s.problems == [
        "player name (its quotation mark is never closed, and the settings written after "
        "it were lost with it: deck style, card back, first-start welcome)"]
    assert (s.player_name, s.deck_style, s.card_back) == ("You", "standard", "blue")
    [kept] = kept_copies(ini)
    assert s.kept_as == kept and kept.read_text(encoding="utf-8") == OPEN_QUOTE
    s.sync()
    again = Settings(store(ini))
    assert again.problems == [] and again.kept_as is None
    assert kept_copies(ini) == [kept]


def test_the_settings_before_the_open_quotation_mark_are_kept(qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    ini = tmp_path / "settings.ini"
    ini.write_text('[player]\nname=Jana\n[table]\ncard_back="red\ndeck_style=four-colour\n',
                   encoding="utf-8")
    s = Settings(store(ini))
    assert s.player_name == "Jana"
    assert s.problems == [
        "card back (its quotation mark is never closed, and the settings written after "
        "it were lost with it: deck style)"]


@pytest.mark.parametrize("kind", sorted(UNREADABLE))
def test_an_unreadable_file_is_kept_aside_and_the_defaults_used(
        qtbot: QtBot, tmp_path: Path, kind: str) -> None:
    ini = tmp_path / "settings.ini"
    ini.write_bytes(UNREADABLE[kind])
    s = Settings(store(ini))
    assert s.unreadable and s.problems == []
    assert s.kept_as is not None and s.kept_as.read_bytes() == UNREADABLE[kind]
    s.card_back = "red"  # the game writes its settings again: not over the kept copy
    s.sync()
    again = Settings(store(ini))
    assert not again.unreadable and again.card_back == "red"
    assert kept_copies(ini) == [s.kept_as]


def test_an_empty_file_lost_nothing_and_says_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    """Qt leaves the file so when its last setting is removed."""
    ini = tmp_path / "settings.ini"
    ini.write_text("", encoding="utf-8")
    s = Settings(store(ini))
    assert (s.unreadable, s.problems, s.kept_as) == (False, [], None)


@pytest.mark.parametrize(("code", "words"), [
    ("en", ("The settings file could not be read, so the default settings are in use. "
            "It was kept as {path} for you to mend. Nothing of your match or statistics "
            "was lost.")),
    ("cs", ("Soubor s nastavením nelze načíst, proto se používá výchozí nastavení. Byl "
            "ponechán jako {path}, abyste ho mohli opravit. Z vaší partie ani ze statistik "
            "se nic neztratilo.")),
])
def test_the_window_says_in_whole_sentences_where_the_unreadable_file_is(
        make_window: Callable[..., Any], language: Callable[[str], None], tmp_path: Path,
        code: str, words: str) -> None:
    language(code)
    ini = tmp_path / "settings.ini"
    ini.write_bytes(UNREADABLE["json list"])
    window = make_window(Settings(store(ini)))
    [kept] = kept_copies(ini)
    assert words.format(path=kept) in window.notice_bar.text().splitlines()


@pytest.mark.parametrize(("code", "words"), [
    ("en", ("Some settings could not be read and were reset: player name (its quotation "
            "mark is never closed, and the settings written after it were lost with it: "
            "deck style, card back, first-start welcome). The settings file as it was is "
            "kept as {path} for you to mend. Nothing of your match or statistics was "
            "lost.")),
    ("cs", ("Některá nastavení nešla načíst a byla obnovena na výchozí: jméno hráče "
            "(uvozovky se nikde neuzavírají, a tak se ztratila i nastavení zapsaná za nimi: "
            "vzhled karet, rub karet, uvítání při prvním spuštění). Soubor s nastavením v "
            "původní podobě byl ponechán jako {path}, abyste ho mohli opravit. Z vaší partie "
            "ani ze statistik se nic neztratilo.")),
])
def test_the_window_lists_what_an_open_quotation_mark_reset(
        make_window: Callable[..., Any], language: Callable[[str], None], tmp_path: Path,
        code: str, words: str) -> None:
    language(code)
    ini = tmp_path / "settings.ini"
    ini.write_text(OPEN_QUOTE, encoding="utf-8")
    window = make_window(Settings(store(ini)))
    [kept] = kept_copies(ini)
    assert words.format(path=kept) in window.notice_bar.text().splitlines()


def test_a_file_that_cannot_be_copied_aside_is_still_told_whole(
        make_window: Callable[..., Any], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk or a read-only folder: no copy, and the notice names none."""
    from gin_desktop.app import settings as settings_module

    def refuse(path: Path, stamp: str) -> Path:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(settings_module, "keep_copy", refuse)
    ini = tmp_path / "settings.ini"
    ini.write_bytes(UNREADABLE["binary"])
    window = make_window(Settings(store(ini)))
    assert kept_copies(ini) == []
    assert ("The settings file could not be read, so the default settings are in use. "
            "Nothing of your match or statistics was lost."
            in window.notice_bar.text().splitlines())
