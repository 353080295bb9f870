"""A hand drawn by repetition at a player's draw (RULES.md two-player 10: the position
after drawing counts too): the table shows the drawn hand and offers the next one."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from gin_desktop.app.model import GameModel
from gin_desktop.app.table.view import TableView
from gin_desktop.engine import (
    DRAW_DISCARD, Match, Phase, ResultKind, RuleSet,
    new_match,
)
from gin_desktop.review import review_hand
from tests.engine.test_repetition import ping_pong_move

from .test_table import (
    HUMAN, drag, find_button, hand_point, pile_point, result_panel, resume,
)


def one_pile_draw_from_repetition() -> Match:
    """A match whose next action, the person's pile draw, draws the hand by repetition."""
    for seed in range(1, 200):
        rng = random.Random(seed)
        probe = new_match(RuleSet(), seed)
        actions = []
        while probe.phase is not Phase.HAND_OVER:
            actions.append(ping_pong_move(probe, rng))
            probe.apply(actions[-1])
        result = probe.last_result
        if result is None or result.kind is not ResultKind.REPETITION \
                or actions[-1] is not DRAW_DISCARD:
            continue
        match = new_match(RuleSet(), seed)
        for action in actions[:-1]:
            match.apply(action)
        if match.to_act == HUMAN:
            return match
    raise AssertionError("no such deal")


def test_a_pile_draw_that_repeats_a_position_a_third_time_ends_the_hand_on_the_table(
        view: TableView, game_model: GameModel) -> None:
    resume(game_model, one_pile_draw_from_repetition())
    drag(view, pile_point(view), hand_point(view))
    assert game_model.wait_idle(5000)
    QApplication.processEvents()
    result = game_model.match.last_result
    assert result is not None and result.kind is ResultKind.REPETITION
    panel = result_panel(view)
    assert panel.title == "Drawn by repetition", panel.title
    assert any("third time" in line for line in panel.lines), panel.lines
    assert find_button(view, "Next hand").isVisible()
    # The person's eleven cards are on the table as the hand ended, none lost.
    assert len(game_model.match.hand_of(HUMAN)) == 11 == len(view.hand_order())
    # Review hand reads such a hand: every decision of the person's, the last its draw.
    reviewed = review_hand(game_model.match, result.hand_number, HUMAN, samples=4)
    assert reviewed.decisions and reviewed.result == result
