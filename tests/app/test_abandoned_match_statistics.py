"""Every way of leaving a match not over for a new one records it alike: as abandoned, at
its score, with every hand it finished. "New game" in the start's resume question only
marked the statistics' record of it abandoned, so a hand finished just before the game
stopped (its statistics not written yet) was never counted, and a match whose statistics
held nothing was not recorded at all; and with saving switched off (a newer version's
saves in every place) a new game over a match left its record "being played" for ever.
Real windows, real clicks on the resume question and the New game dialog."""

from __future__ import annotations

import dataclasses
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.statistics import (
    STATS_NAME, Statistics, hand_records, match_record, standing_totals,
)
from gin_desktop.app.storage import SAVE_NAME, save_text
from gin_desktop.engine import Match, Phase, RuleSet, new_match

from .test_new_game_flow import click, ok_with_target, when_shown

SETUP = GameSetup(levels=("human", "standard"), names=("Ana", "Computer"))


def play_until(match: Match, hands: int, rng: random.Random) -> None:
    """Random moves (knocking when it may) until ``hands`` hands are finished."""
    while len(match.results) < hands:
        legal = match.legal_actions()
        knocks = [a for a in legal if a.kind.value == "knock"]
        match.apply(rng.choice(knocks) if knocks else rng.choice(legal))


def data_folder() -> Path:
    folder = Path(os.environ["GIN_DESKTOP_DATA_DIR"])
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def answer_new_game() -> None:
    """At the start: New game in the resume question, then Deal in the New game dialog."""
    def new_game(box: QMessageBox) -> None:
        chosen = next(b for b in box.buttons() if b.text() == "New game")
        assert isinstance(chosen, QPushButton)
        click(chosen)

    when_shown(QMessageBox, new_game)
    when_shown(NewGameDialog, ok_with_target(100))


def test_new_game_at_the_resume_question_records_the_hands_not_yet_counted(
        qtbot: QtBot, make_window: Callable[..., Any]) -> None:
    folder = data_folder()
    match = new_match(RuleSet.preset("seeds").replace(target=500), seed=41)
    setup = dataclasses.replace(SETUP, rules=match.rules, seed=match.seed)
    rng = random.Random(41)
    play_until(match, 1, rng)
    # The statistics of its first hand were written; the game stopped after the second
    # hand was saved, before its statistics were.
    stats, _ = Statistics.open(folder / STATS_NAME)
    stats.record(match_record(match, "left-1", 0, setup.levels, "2026-03-01T10:00:00+00:00"),
                 hand_records(match, "left-1", 0, "2026-03-01T10:05:00+00:00"))
    stats.close()
    play_until(match, 2, rng)
    assert match.phase is Phase.HAND_OVER and not match.is_over
    (folder / SAVE_NAME).write_text(save_text(match, {"setup": setup.to_dict()}, "left-1"))

    answer_new_game()
    window = make_window()
    qtbot.waitUntil(lambda: window.model.match.rules.target == 100, timeout=10_000)
    persistence = window.persistence
    record = persistence.stats.match("left-1")
    assert record is not None and record.result == "abandoned"
    assert record.hands == 2
    assert len(persistence.stats.hands("left-1")) == 2
    totals = standing_totals(match)
    assert (record.points_for, record.points_against) == (totals[0], totals[1])
    assert record.started_at == "2026-03-01T10:00:00+00:00"  # its start stays the first


def test_new_game_at_the_resume_question_records_a_match_the_statistics_never_held(
        qtbot: QtBot, make_window: Callable[..., Any]) -> None:
    folder = data_folder()
    match = new_match(RuleSet.preset("seeds").replace(target=500), seed=42)
    setup = dataclasses.replace(SETUP, rules=match.rules, seed=match.seed)
    play_until(match, 1, random.Random(42))
    (folder / SAVE_NAME).write_text(save_text(match, {"setup": setup.to_dict()}, "left-2"))

    answer_new_game()
    window = make_window()
    qtbot.waitUntil(lambda: window.model.match.rules.target == 100, timeout=10_000)
    record = window.persistence.stats.match("left-2")
    assert record is not None and record.result == "abandoned" and record.hands == 1
    assert len(window.persistence.stats.hands("left-2")) == 1


def test_a_new_game_over_a_match_is_recorded_abandoned_when_matches_are_not_saved(
        qtbot: QtBot, make_window: Callable[..., Any]) -> None:
    """A newer version's saves in every place this version may keep its match: nothing is
    saved this session, but the statistics are kept all the same, and they count the
    match left for a new one as abandoned, not as one still being played."""
    from gin_desktop.app.storage import OWN_SAVE_NAMES
    from gin_desktop.engine.serialize import SCHEMA_VERSION

    from .test_persistence import newer_save, play_human

    folder = data_folder()
    for seed, name in enumerate((SAVE_NAME, *OWN_SAVE_NAMES)):
        (folder / name).write_bytes(newer_save(seed, version=SCHEMA_VERSION + 1))
    window = make_window()
    persistence = window.persistence
    assert persistence.store is None  # the player was told their match will not be saved
    while not window.model.match.results:  # play the first hand out
        play_human(qtbot, window.model, 1)
    assert window.model.wait_idle(10_000)
    left = persistence.match_id
    assert persistence.stats.match(left).result == "playing"
    window.start_match(GameSetup(levels=("human", "standard"), names=("Ana", "Computer")))
    record = persistence.stats.match(left)
    assert record is not None and record.result == "abandoned"
    assert record.hands == len(persistence.stats.hands(left)) >= 1
