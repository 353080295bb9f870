"""The resume question at start names the players in the language in use, even when the
match was saved in another ("Vy 0, Počítač 1 33", not "You 0, Computer 1 33")."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.app.storage import SAVE_NAME
from gin_desktop.engine import match_to_json, new_match

from .test_persistence import answer_the_resume_question


def test_the_resume_question_names_english_saved_players_in_czech(
        qtbot: QtBot, make_window: Callable[..., Any], language: Callable[[str], None],
        tmp_path: Path) -> None:
    setup = GameSetup(mode="three", seed=4, levels=("human", "standard", "standard"),
                      names=("You", "Computer 1", "Computer 2"))
    old = new_match(seed=4, mode="three")
    old.apply(old.legal_actions()[0])
    folder = Path(os.environ["GIN_DESKTOP_DATA_DIR"])
    folder.mkdir(parents=True, exist_ok=True)
    (folder / SAVE_NAME).write_text(match_to_json(old, {"setup": setup.to_dict()}))
    language("cs")
    seen: list[str] = []
    answer_the_resume_question(seen)
    make_window()
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert "Vy: 0 · Počítač 1: 0 · Počítač 2: 0" in seen[0], seen[0]
    assert "You" not in seen[0] and "Computer" not in seen[0], seen[0]
