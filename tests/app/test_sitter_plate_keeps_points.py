"""Three-hand, the person sitting out, at the hand's end on a small table (800x600,
900x600), the person's plate gave up its points: a drawn hand with the sitter's cards
dealt out of play kept "you see the captain's cards" on the plate, every hand face up by
then, and the sentence took the score's room ("Tú Fuera ves las cartas del capitán").
The sentence is for the hand in play; at its end the plate keeps its points. Real window,
resumed at the hand's end."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.ai import make_strategy
from gin_desktop.engine import NEXT_HAND, Match, Phase, ResultKind, RuleSet, new_match

from .test_sitter_words import SETUP, SITTER


def sat_out_to_its_end(rules: RuleSet, kinds: set[ResultKind]) -> Match:
    """A three-hand match at the end of a hand the person (``SITTER``) sat out, ended
    in one of ``kinds``."""
    for seed in range(1, 30):
        match = new_match(rules, seed, "three")
        bots = {seat: make_strategy("standard", seat + 1) for seat in match.seats}
        while not match.is_over:
            if match.phase is Phase.HAND_OVER:
                match.apply(NEXT_HAND)
            while match.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
                seat = match.to_act
                assert seat is not None
                view = match.view(seat)
                legal = view.legal_actions
                match.apply(legal[0] if len(legal) == 1 else bots[seat].choose(view), seat)
            hand = match.hand
            if not match.is_over and SITTER not in (hand.dealer, hand.non_dealer) \
                    and match.results[-1].kind in kinds:
                return match
    raise AssertionError("no such hand in the first deals")


def sitters_plate(window: Any, qtbot: QtBot, match: Match, size: tuple[int, int]) -> Any:
    window.resize(*size)
    window.model.resume(match, dataclasses.replace(SETUP, rules=match.rules))
    scene = window.table.table_scene()
    qtbot.waitUntil(scene._result_panel.isVisible, timeout=5000)
    qtbot.wait(300)  # the table refits once the resize has settled
    QApplication.processEvents()
    return scene._captions.plates[SITTER]


SIZES = [(800, 600), (900, 600)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_a_drawn_hand_sat_out_leaves_the_plate_its_points(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, size: tuple[int, int]) -> None:
    language(code)
    window = make_window()
    match = sat_out_to_its_end(RuleSet(sitter_dealt=True), {ResultKind.DRAWN})
    plate = sitters_plate(window, qtbot, match, size)
    assert plate.note != _tr("you see the captain's cards")
    assert plate.score and plate.score in plate.toolTip(), (plate.score, plate.toolTip())
