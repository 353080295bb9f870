"""Game ▸ Review a saved match… (Ctrl+O) opens a file dialog among the finished matches,
whose names said only when each was put away and how ("match-20261204-134700Z-finished"):
nothing of which match it was. A match put away is now named after its game, its players
and their scores ("… two-player Gin Rummy, You 104 · Computer 12-finished"), in the
language in use, safe for any file system; a save with an older name still opens."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.model import GameModel
from gin_desktop.app.names import shown_name
from gin_desktop.app.rule_words import game_name
from gin_desktop.app.storage import SAVE_NAME, archive_name, save_text

from .test_persistence import SETUP, Window, finished_match, open_persistence


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_a_finished_match_is_put_away_under_its_game_players_and_scores(
        qtbot: QtBot, tmp_path: Path, language: Callable[[str], None], code: str) -> None:
    language(code)
    match = finished_match()
    (tmp_path / SAVE_NAME).write_text(save_text(match, {"setup": SETUP.to_dict()}, "done-1"))
    model = GameModel(computer_delay_ms=0)
    window = Window(model)
    qtbot.addWidget(window)
    try:
        assert open_persistence(window, tmp_path).offer_resume() is False
    finally:
        model.shutdown(5000)
    [archived] = (tmp_path / "archive").glob("match-*-finished.json")
    name = archived.name
    assert game_name(match.rules, three_hand=False) in name, name
    for player, total in zip(SETUP.names, match.totals, strict=True):
        assert f"{shown_name(player)} {total}" in name, name
    assert archived.read_text() == save_text(match, {"setup": SETUP.to_dict()}, "done-1")


def test_a_name_is_safe_and_short_whatever_the_players_are_called() -> None:
    name = archive_name("20261204-134700Z", "finished",
                        'Gin Rummy, A/B: "C"? 12 · ' + "Computer " * 30 + "5")
    assert name.startswith("match-20261204-134700Z-Gin Rummy, A B C 12 · Computer")
    assert name.endswith("…-finished")
    assert not set('<>:"/\\|?*') & set(name)
    assert len(name) < 120
    assert archive_name("20261204-134700Z", "abandoned") == "match-20261204-134700Z-abandoned"
