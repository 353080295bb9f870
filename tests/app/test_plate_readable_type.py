"""Three-hand at 1024x768 (English, Czech), the captain's plate squeezed between the
deadwood count and the sort buttons read "Computer 2 Captain drew … stock" in 8.8-pixel
type: ``SeatLabelItem.fit_width`` tried a cut of the latest move in 0.8 of the plate's
type before it left the move out. The type now keeps to ``PLATE_READABLE_PX`` (or the
plate's own, where that is smaller) while a part of the plate can go instead.

The real window, resumed at every third of the person's decisions in the first two hands of a few
deals, every plate on the felt looked at."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.ai import make_strategy
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.app.table.items import PLATE_READABLE_PX, SeatLabelItem
from gin_desktop.engine import NEXT_HAND, Action, Match, Phase, Role, RuleSet, new_match

LEVELS = ("human", "standard", "standard")


def decisions(seed: int, rules: RuleSet) -> list[tuple[Action, ...]]:
    """The moves leading to each of seat 0's decisions in the first two hands of
    ``seed`` (sitting out: each of the captain's, which it may advise on)."""
    match = new_match(rules, seed, "three")
    bots = {seat: make_strategy("standard", seat + 1) for seat in match.seats}
    played: list[Action] = []
    found: list[tuple[Action, ...]] = []
    while match.hand_number <= 2 and not match.is_over:
        if match.phase is Phase.HAND_OVER:
            match.apply(NEXT_HAND)
            played.append(NEXT_HAND)
            continue
        seat = match.to_act
        assert seat is not None
        roles = match.roles()
        if seat == 0 or roles[0] is Role.SITTING_OUT and roles[seat] is Role.CAPTAIN:
            found.append(tuple(played))
        view = match.view(seat)
        legal = view.legal_actions
        action = legal[0] if len(legal) == 1 else bots[seat].choose(view)
        match.apply(action, seat)
        played.append(action)
    return found


def replayed(seed: int, rules: RuleSet, moves: tuple[Action, ...]) -> Match:
    match = new_match(rules, seed, "three")
    for action in moves:
        if action == NEXT_HAND:
            match.apply(action)
        else:
            match.apply(action, match.to_act)
    return match


@pytest.mark.parametrize("hollywood", [False, True], ids=["plain", "hollywood"])
@pytest.mark.parametrize("size", [(1024, 768), (900, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", ["en", "cs"])
def test_no_plate_shrinks_below_readable_type_while_a_part_can_go(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, size: tuple[int, int], hollywood: bool) -> None:
    language(code)
    window = make_window()
    window.resize(*size)
    model = window.model
    rules = RuleSet(hollywood=hollywood, target=100)
    scene = window.table.table_scene()
    seen = 0
    for seed in (1, 2):
        for moves in decisions(seed, rules)[::3]:
            model.resume(replayed(seed, rules, moves), GameSetup(
                mode="three", seed=seed, levels=LEVELS, names=default_names(LEVELS),
                rules=rules))
            qtbot.waitUntil(model.is_human_turn, timeout=5000)
            QApplication.processEvents()
            own = scene._captions._plate_px
            for plate in scene.items():
                if not isinstance(plate, SeatLabelItem) or not plate.isVisible():
                    continue
                seen += 1
                if plate.note or plate.score:  # a part left that could go first
                    assert plate.font_px() >= min(own, PLATE_READABLE_PX) - 0.01, (
                        seed, len(moves), plate.font_px(), plate.name, plate.badges,
                        plate.score, plate.note)
    assert seen
