"""The table's words after the polish of issue 12: the three-hand result always says who
plays the next hand (also when the box loses, and after a resume), role badges explain
themselves, and a refusal does not outlive its match. Real TableView, real events."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.model import GameModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView
from gin_desktop.app.table.items import PanelItem, SeatLabelItem
from gin_desktop.engine import (
    DRAW_STOCK, NEXT_HAND, PASS_UPCARD, Action, ActionKind, Match, Phase, ThreeHandMatch,
    new_match,
)
from gin_desktop.engine.melds import deadwood_after_each_discard


def plain_move(match: Match) -> Action:
    legal = match.legal_actions()
    for easy in (PASS_UPCARD, DRAW_STOCK, NEXT_HAND):
        if easy in legal:
            return easy
    after = deadwood_after_each_discard(match.hand_of(match.to_act or 0))
    knocks = [a for a in legal if a.kind is ActionKind.KNOCK]
    if knocks:
        return min(knocks, key=lambda a: after[a.card])  # type: ignore[index]
    return min((a for a in legal if a.kind is ActionKind.DISCARD),
               key=lambda a: after[a.card])  # type: ignore[index]


def captain_about_to_beat_the_box() -> tuple[ThreeHandMatch, Action]:
    """A three-hand match where the captain's next move is a knock that wins the hand."""
    for seed in range(1, 300):
        actions: list[Action] = []
        match = new_match(None, seed, "three")
        while match.hand_number == 1 and len(actions) < 200:
            move = plain_move(match)
            if move.kind is ActionKind.KNOCK and match.to_act == match.captain:
                trial = new_match(None, seed, "three")
                for done in actions + [move]:
                    trial.apply(done)
                if trial.last_result is not None and trial.last_result.winner == match.captain:
                    assert isinstance(match, ThreeHandMatch)
                    return match, move
            match.apply(move)
            actions.append(move)
    raise AssertionError("no such position")


@pytest.fixture
def view(qtbot: QtBot, game_model: GameModel) -> Iterator[TableView]:
    table = TableView(game_model)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    yield table


def setup_for(match: ThreeHandMatch, seat: int) -> GameSetup:
    levels = tuple("human" if s == seat else "standard" for s in range(3))
    return GameSetup(mode="three", seed=match.seed, human_seat=seat, levels=levels,
                     names=("Ana", "Bea", "Cris"))


def panel_lines(view: TableView) -> list[str]:
    panels = [i for i in view.table_scene().items()
              if isinstance(i, PanelItem) and i.isVisible() and i.title]
    assert panels, "no result panel"
    return panels[0].lines


def test_the_result_says_the_next_roles_when_the_box_loses_and_after_a_resume(
        view: TableView, game_model: GameModel) -> None:
    match, knock = captain_about_to_beat_the_box()
    captain = match.captain
    game_model.resume(match, setup_for(match, captain))
    QApplication.processEvents()
    assert game_model.play(knock)
    QApplication.processEvents()
    assert match.phase is Phase.HAND_OVER
    lines = panel_lines(view)
    assert any(line.startswith("Next hand: ") for line in lines), lines
    # Resumed at the result (as after a restart), the line is still there.
    game_model.resume(match, setup_for(match, captain))
    QApplication.processEvents()
    assert any(line.startswith("Next hand: ") for line in panel_lines(view))


def test_role_badges_explain_themselves(view: TableView, game_model: GameModel) -> None:
    match = new_match(None, 7, "three")
    assert isinstance(match, ThreeHandMatch)
    game_model.resume(match, setup_for(match, match.sitting_out))
    QApplication.processEvents()
    tips = {item.name: item.toolTip() for item in view.table_scene().items()
            if isinstance(item, SeatLabelItem) and item.isVisible()}
    names = ("Ana", "Bea", "Cris")
    assert "plays alone against the captain" in tips[names[match.box]]
    assert "advised by the player sitting out" in tips[names[match.captain]]
    assert "never scores" in tips[names[match.sitting_out]]


def test_a_refusal_does_not_outlive_its_match(view: TableView, game_model: GameModel) -> None:
    game_model.start(GameSetup(seed=3))
    assert game_model.wait_idle(5000)
    game_model.play(NEXT_HAND)  # refused: the hand is being played
    prompt_texts = lambda: {i.text() for i in view.table_scene().items()  # noqa: E731
                            if hasattr(i, "text") and callable(i.text) and i.isVisible()}
    assert any("still being played" in t for t in prompt_texts())
    game_model.start(GameSetup(seed=5))
    QApplication.processEvents()
    assert not any("still being played" in t for t in prompt_texts())
