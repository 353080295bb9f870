"""The statistics' recent form is said in words (QA session 31): "Racha reciente: P" and
"Aktuální forma: V" were letters a newcomer could not decode. The streak the last match
is in, then how many of the recent matches were won."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.statistics import STATS_NAME, Statistics
from gin_desktop.app.stats_window import StatsWindow

from .test_stats_window import a_match


def form_shown(qtbot: QtBot, tmp_path: Path, results: str) -> str:
    """The Recent form line of the statistics window after matches won (W) and lost (L),
    oldest first."""
    stats = Statistics.open(tmp_path / STATS_NAME)[0]
    for i, result in enumerate(results):
        won = result == "W"
        stats.record(a_match(i, 100 if won else 40, 40 if won else 100), [])
    shown = StatsWindow(stats)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    text: str = shown.form_label.text()
    shown.close()
    return text


@pytest.mark.parametrize(("code", "results", "said"), [
    ("en", "L", "lost the last match"),
    ("en", "WWLWWW", "3 wins in a row (you won 5 of the last 6)"),
    ("es", "L", "perdiste la última partida"),
    ("es", "WWLWWW", "3 victorias seguidas (ganaste 5 de las últimas 6)"),
    ("es", "LLWLL", "2 derrotas seguidas (ganaste 1 de las últimas 5)"),
    ("pt", "WL", "você perdeu a última partida (venceu 1 das últimas 2)"),
    ("pt", "WW", "2 vitórias seguidas"),
    ("cs", "W", "poslední partii jste vyhráli"),
    ("cs", "LWWWWW", "5 výher v řadě (vyhráli jste 5 z posledních 6)"),
    ("cs", "WLLL", "3 prohry v řadě (vyhráli jste 1 z posledních 4)"),
])
def test_recent_form_is_said_in_words(qtbot: QtBot, tmp_path: Path,
                                      language: Callable[[str], None], code: str,
                                      results: str, said: str) -> None:
    language(code)
    assert form_shown(qtbot, tmp_path, results) == said
