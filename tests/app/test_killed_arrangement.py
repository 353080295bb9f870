"""Killed after arranging the hand, nothing lost: the hand sorted (U) or rearranged by a
drag, with a card drawn and not yet discarded, comes back in that order on the next start.
Only moves of the game were saved before, so a crash undid the person's arrangement
(README "Nothing lost"). The real window, real keys and a real drag; the "kill" is the
save file as it lies on disk, opened by a new window, as tests/app/test_killed.py does
with a real process."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.persistence import match_state
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import DRAW_STOCK, PASS_UPCARD, Phase, RuleSet
from tests.app.conftest import drag_on


def draw_a_card(window: Any, setup: GameSetup) -> None:
    """Play to the person's draw and draw from the stock: a card drawn, none discarded."""
    model = window.model
    window.start_match(setup)
    assert model.wait_idle(5000)
    while not (model.is_human_turn() and model.match.phase is Phase.DRAW):
        legal = model.human_view().legal_actions
        model.play(PASS_UPCARD if PASS_UPCARD in legal else DRAW_STOCK)
        assert model.wait_idle(5000)
    model.play(DRAW_STOCK)
    assert model.wait_idle(5000)
    QApplication.processEvents()


def drag_first_card_to_the_end(window: Any) -> None:
    view = window.table
    scene = view.table_scene()
    g = scene.geometry
    hand = view.hand_order()
    grab = QPointF(g.card_w * 0.15, g.card_h * 0.5)
    last = scene.card_item(hand[-1]).pos()
    drag_on(view, view.mapFromScene(scene.card_item(hand[0]).pos() + grab),
            view.mapFromScene(last + QPointF(g.card_w * 0.9, g.card_h * 0.5)))


@pytest.mark.parametrize("setup", [
    GameSetup(names=("Ana", "Computer"), seed=3),
    GameSetup(mode="three", levels=("human", "standard", "standard"),
              names=("Ana", "Bea", "Cy"), seed=5),
], ids=["two-player", "three-hand"])
def test_an_arranged_hand_survives_a_kill(make_window: Callable[..., Any], tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch,
                                          setup: GameSetup) -> None:
    window = make_window()
    draw_a_card(window, setup)
    QTest.keyClick(window.table, Qt.Key.Key_U)
    first = window.table.hand_order()[0]
    drag_first_card_to_the_end(window)
    arranged = list(window.table.hand_order())
    assert arranged[-1] == first, "the drag moved the card"
    state = match_state(window.model.match)
    # What a kill leaves: the save as it lies on disk now, and a new start on it.
    restarted = tmp_path / "restarted"
    restarted.mkdir()
    shutil.copy(tmp_path / "data" / "current-match.json", restarted / "current-match.json")
    monkeypatch.setenv("GIN_DESKTOP_DATA_DIR", str(restarted))
    monkeypatch.setenv("GIN_DESKTOP_AUTO_RESUME", "1")
    again = make_window()
    assert match_state(again.model.match) == state
    assert list(again.table.hand_order()) == arranged


def test_closing_after_the_match_ended_archives_it_once(make_window: Callable[..., Any],
                                                        qtbot: Any, tmp_path: Path) -> None:
    """A finished match is archived as it ends; closing the window then (or sorting the
    hand left on the table) does not archive a second copy, which Review a saved match
    would list twice."""
    window = make_window()
    rules = RuleSet.preset("seeds").replace(target=25)
    window.start_match(GameSetup(levels=("standard", "beginner"), names=("Ana", "Computer"),
                                 rules=rules, seed=31))
    qtbot.waitUntil(lambda: window.model.match.is_over, timeout=30_000)
    archive = tmp_path / "data" / "archive"

    def finished() -> list[Path]:
        # The window's first match, if the computer moved in it before this one was
        # started, lies there too, as abandoned.
        return list(archive.glob("match-*-finished.json"))

    qtbot.waitUntil(lambda: len(finished()) == 1, timeout=5000)
    QTest.keyClick(window.table, Qt.Key.Key_U)
    window.close()
    assert len(finished()) == 1
