"""What a fuzzer types, pastes or leaves in a file, met as a player meets it: a clear
message in the player's language, nothing lost, never an error escaping to the screen."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gin_desktop.app.deal_code import MAX_DEAL, DealCodeError, parse_deal
from gin_desktop.app.settings import Settings

from .test_deal_paste import new_game, replay
from .test_new_game_flow import when_shown
from .test_stats_window import a_hand, a_match, open_statistics

DEAL_FIELD_MESSAGE = ("Enter the number of a deal, shown at the bottom of the window while "
                      "it is played, or a deal code copied at the end of a hand.")


# Digits of every kind (Arabic-Indic, full-width, superscript, circled) among the ones a
# deal is written with.
@given(st.one_of(st.text(), st.text(alphabet="0123456789٣３²①#- GINBST")))
def test_any_text_is_a_deal_or_refused_as_one(text: str) -> None:
    try:
        deal = parse_deal(text)
    except DealCodeError:
        return
    assert 0 <= deal.number <= MAX_DEAL


# "²" and "①" are digits to str.isdigit and not to int(); int() refuses a number of more
# than 4300 digits with a ValueError of its own (Replay deal's field takes 32767 characters,
# New game's 200).
@pytest.mark.parametrize("text", ["²", "#①②", "1" * 5000])
def test_replay_deal_refuses_a_deal_int_cannot_read_in_its_own_words(
        make_window: Any, qtbot: QtBot, text: str) -> None:
    window = make_window()
    seen: list[str] = []
    replay(window, text, seen)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen == [DEAL_FIELD_MESSAGE]


@pytest.mark.parametrize("text", ["²", "#①②"])
def test_new_game_refuses_a_deal_int_cannot_read_in_its_own_words(
        make_window: Any, qtbot: QtBot, text: str) -> None:
    window = make_window()
    seen: list[str] = []
    new_game(window, text, seen)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen == [DEAL_FIELD_MESSAGE]


def test_a_huge_animation_speed_in_the_settings_file_is_named_in_a_notice_that_fits(
        make_window: Any, tmp_path: Path) -> None:
    path = tmp_path / "odd.ini"
    path.write_text("[table]\nanimation_speed=" + "9" * 10_000 + "\n", encoding="utf-8")
    window = make_window(Settings(QSettings(str(path), QSettings.Format.IniFormat)))
    label = window.notice_bar.label
    assert window.notice_bar.isVisible()
    assert "animation speed" in label.text()
    # Whole in the window (an unbreakable line of 76,000 pixels left the bar empty).
    assert label.isVisible() and label.sizeHint().width() <= window.width()


@pytest.mark.parametrize("name", ["\u202eAna", "Ana\u0007", "A\u200fna"])
def test_a_name_with_control_characters_in_the_new_game_choices_is_not_played(
        make_window: Any, tmp_path: Path, name: str) -> None:
    path = tmp_path / "odd.ini"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    store.setValue("game/default_setup", json.dumps(
        {"mode": "two", "levels": ["human", "standard"], "names": [name, "Computer"]}))
    store.setValue("ui/welcomed", True)
    store.sync()
    window = make_window(Settings(QSettings(str(path), QSettings.Format.IniFormat)))
    assert "new game choices" in window.notice_bar.label.text()
    assert all(shown.isprintable() for shown in window.model.setup.names)


def test_statistics_that_cannot_be_read_or_exported_say_why_in_the_players_words(
        window: Any, qtbot: QtBot, tmp_path: Path) -> None:
    stats = window.persistence.stats
    for number in (1, 2):
        stats.record(a_match(number, 100, 20), [a_hand(f"m{number}", 1, knocked=True,
                                                        result="win")])
    # A file changed by hand: the hands' table renamed, as by another program that
    # shares the file (the window's first query then fails in SQLite's own English).
    stats._conn.execute("ALTER TABLE hands RENAME TO hands_elsewhere")
    stats_window = open_statistics(window, qtbot)
    try:
        assert stats_window.error_label.isVisible()
        assert stats_window.error_label.text() == (
            "The statistics could not be read (it is damaged or is not this game's "
            "statistics).")
        warnings: list[str] = []

        def answer(box: QMessageBox) -> None:
            warnings.append(box.text())
            box.accept()

        stats._conn.execute("ALTER TABLE hands_elsewhere RENAME TO hands")
        when_shown(QMessageBox, answer)
        assert not stats_window.export_to(tmp_path)  # a folder of that name
        when_shown(QMessageBox, answer)
        assert not stats_window.export_to(tmp_path / "gone" / "gin.csv")
        assert warnings == [
            f"The statistics could not be exported to {tmp_path} (a folder of that name is "
            "in the way).",
            f"The statistics could not be exported to {tmp_path / 'gone' / 'gin.csv'} (the "
            "folder does not exist)."]
    finally:
        # A window of its own: left open, it lies over the next tests' tables.
        stats_window.close()
