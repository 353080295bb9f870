"""The statistics write a match's date as the player's language does: a Spanish player read
"2026-12-03 19:07" under their only match, a programmer's date in a sentence of Spanish
(QA session 37). Spanish writes it "3/12/26 19:07", Czech "03.12.26 19:07"."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.statistics import Statistics

from .test_stats_window import a_hand, a_match, open_statistics

FINISHED = "2026-12-03T12:07:00+00:00"


@pytest.mark.parametrize(("code", "form"), [("es", "{d}/{m}/{yy} {H}:{M}"),
                                            ("cs", "{dd}.{mm}.{yy} {H}:{M}")])
def test_the_only_matchs_date_is_written_in_the_players_language(
        window: Any, qtbot: QtBot, language: Callable[[str], None], code: str,
        form: str) -> None:
    language(code)
    stats: Statistics = window.persistence.stats
    stats.record(replace(a_match(1, 104, 31), finished_at=FINISHED),
                 [a_hand("m1", 1, knocked=True, result="win")])
    shown = open_statistics(window, qtbot)
    local = datetime.fromisoformat(FINISHED).astimezone()
    date = form.format(d=local.day, m=local.month, dd=f"{local.day:02d}",
                       mm=f"{local.month:02d}", yy=f"{local.year % 100:02d}",
                       H=local.hour, M=f"{local.minute:02d}")
    text = shown.best_label.text()
    assert "2026-12" not in text
    assert text.endswith(f" · {date}"), text
