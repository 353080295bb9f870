"""Statistics count finished matches only: with three hands played in a match the player
abandoned, the window read "Partidas: nenhuma jogada ainda" (Matches: none played yet)
beside "Mãos: 3 jogadas". The Matches row says none is finished yet, in words of its own:
Czech says it of a match (feminine) otherwise than of a hand (neuter)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow

from .test_stats_window import a_hand, a_match, open_statistics

WORDS = {
    # language: (the Matches row, the Hands row), before any match or hand is finished
    "en": ("none finished yet", "none finished yet"),
    "es": ("ninguna terminada todavía", "ninguna terminada todavía"),
    "cs": ("zatím žádná dohraná", "zatím žádné dohrané"),
    "pt": ("nenhuma terminada ainda", "nenhuma terminada ainda"),
}


@pytest.mark.parametrize("code", sorted(WORDS))
def test_an_abandoned_match_is_not_a_finished_one(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    if code != "en":
        language(code)
    qtbot.waitUntil(lambda: window.persistence is not None, timeout=5000)
    stats = window.persistence.stats
    abandoned = dataclasses.replace(a_match(1, 30, 12), result="abandoned")
    stats.record(abandoned, [a_hand(abandoned.match_id, n, knocked=True, result="win")
                             for n in (1, 2, 3)])
    shown = open_statistics(window, qtbot)
    shown.refresh()
    assert shown.hands_label.text() != WORDS[code][1]  # three hands were played
    assert shown.matches_label.text() == WORDS[code][0]
    # Before any hand: the Hands row in its own words.
    stats.reset()
    shown.refresh()
    assert (shown.matches_label.text(), shown.hands_label.text()) == WORDS[code]
    shown.close()
