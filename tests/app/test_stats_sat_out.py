"""Three-hand statistics: "Hands: 3 played" after five hands, two of them sat out, read as
hands lost from the count. The hands sat out are still not counted as played, but the
Hands row says them beside the others ("3 played, 1 won, 2 sat out"), in every language.
A real three-hand match played out and recorded, the window opened from the Game menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate
from gin_desktop.app.main import MainWindow
from gin_desktop.app.statistics import hand_records, match_record
from gin_desktop.engine import NEXT_HAND, RuleSet, new_match

from tests.test_review import play_to_hand_end

WORDS = {"en": ("played", "sat out"), "es": ("jugad", "te quedaste fuera"),
         "cs": ("dohráno", "seděli venku"), "pt": ("jogad", "ficou de fora")}


def five_hands_recorded(window: MainWindow) -> tuple[int, int]:
    """Five hands of a three-hand match recorded, as the window records them: how many
    the person (seat 0) played and sat out."""
    match = new_match(RuleSet(), seed=3, mode="three")
    for number in range(5):
        if number:
            match.apply(NEXT_HAND)
        play_to_hand_end(match)
    hands = hand_records(match, "m1", 0, "2026-01-01T01:00:00+00:00")
    record = match_record(match, "m1", 0, ("human", "standard", "standard"),
                          "2026-01-01T00:00:00+00:00", "2026-01-01T01:00:00+00:00",
                          abandoned=True)
    assert window.persistence is not None
    window.persistence.stats.record(record, hands)
    played = sum(hand.role == "player" for hand in hands)
    return played, len(hands) - played


@pytest.mark.parametrize("code", list(WORDS))
def test_the_hands_row_says_the_hands_sat_out(make_window: Any, qtbot: QtBot,
                                             language: Callable[[str], None],
                                             code: str) -> None:
    window: MainWindow = make_window()
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    played, sat_out = five_hands_recorded(window)
    assert played and sat_out and played + sat_out == 5
    language(code)
    window.statistics_action.trigger()
    shown = window.persistence._stats_window
    assert shown is not None and shown.isVisible()
    text = shown.hands_label.text()
    assert text.startswith(str(played) if code != "cs" else WORDS[code][0]), text
    assert f"{sat_out} " in text and all(word in text for word in WORDS[code]), text
    if code == "en":
        won = text.split(", ")[1]
        assert text == f"{played} played, {won}, {sat_out} sat out"
    else:
        assert "sat out" not in text and translate("Hands:") != "Hands:"


def test_without_hands_sat_out_the_row_is_as_before(make_window: Any, qtbot: QtBot) -> None:
    window: MainWindow = make_window()
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    from .test_statistics import hand, record

    window.persistence.stats.record(record(1, "win", 100, 20), [
        hand("m1", 1, "win", "knock", knocked=True), hand("m1", 2, "loss", "gin")])
    window.statistics_action.trigger()
    assert window.persistence._stats_window.hands_label.text() == "2 played, 1 won"
