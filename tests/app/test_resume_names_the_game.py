"""The resume question says which game the match was: "You have an unfinished match (hand
3, score …)" named no variant, and a player who keeps Oklahoma and three-hand matches
going could not tell which waited. Real question boxes, answered with their buttons."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.engine import RuleSet, new_match

from .test_persistence import resume_question

GAMES = {
    "oklahoma": (RuleSet(name="oklahoma", oklahoma=True), "two",
                 "two-player Oklahoma Gin", "Oklahoma"),
    "straight": (RuleSet(name="straight", straight=True), "two",
                 "two-player Straight Gin", "Straight"),
    "three": (RuleSet(), "three", "three-hand Gin Rummy", ""),
    "plain": (RuleSet(), "two", "two-player Gin Rummy", ""),
}


def question_for(make_window: Any, tmp_path: Path, game: str) -> str:
    rules, mode, _, _ = GAMES[game]
    levels = ("human", "standard", "standard") if mode == "three" else ("human", "standard")
    setup = GameSetup(mode=mode, levels=levels, names=default_names(levels), seed=3,
                      rules=rules)
    old = new_match(rules, 3, mode)
    rng = random.Random(3)
    for _ in range(3):
        old.apply(rng.choice(old.legal_actions()))
    return resume_question(make_window, tmp_path, old, setup)[0]


@pytest.mark.parametrize("game", list(GAMES))
def test_the_resume_question_names_the_game(qtbot: QtBot, make_window: Any,
                                            tmp_path: Path, game: str) -> None:
    text = question_for(make_window, tmp_path, game)
    assert text.startswith(
        f"You have an unfinished match of {GAMES[game][2]}, in the middle of hand 1 "), text


@pytest.mark.parametrize("code", ["es", "cs", "pt"])
@pytest.mark.parametrize("game", ["oklahoma", "three"])
def test_the_resume_question_names_the_game_in_every_language(
        qtbot: QtBot, make_window: Any, tmp_path: Path, language: Callable[[str], None],
        code: str, game: str) -> None:
    language(code)
    text = question_for(make_window, tmp_path, game)
    assert "unfinished" not in text and "two-player" not in text, text
    word = GAMES[game][3] or translate("three-hand {game}").replace("{game}", "").strip()
    assert word and word in text, (word, text)
