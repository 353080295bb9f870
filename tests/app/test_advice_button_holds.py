"""Three-hand, sitting out: "Let the captain decide" stays under the hand that clicks it.
The bubble is as tall as its words (test_advice_bubble_hugs.py), and its button at the
bottom moved up whenever a shorter answer followed a longer one, so a player letting the
captain decide turn after turn had to chase it up and down the felt. Within a hand the
bubble now keeps the height a longer answer gave it: the button moves down only for an
answer longer than any before it in the hand, never back up. Played with the mouse on
the real window, in English and Czech."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.engine import Phase

from .test_advice_buttons_stay import SITTING_OUT, cards_under, click, three_hand_in

TURNS = 12


def decide_turn_after_turn(win: MainWindow, qtbot: QtBot, turns: int
                           ) -> list[tuple[int, float]]:
    """The person lets the captain decide by clicking the bubble's button, up to ``turns``
    times: (the hand, the button's top on the table) at each click."""
    model = win.model
    scene = win.table.scene()
    bubble = scene._advice_bubble.item  # type: ignore[attr-defined]
    places = []
    for _turn in range(turns):
        qtbot.waitUntil(lambda: model.is_human_turn() and bubble.isVisible()
                        or model.match.phase in (Phase.HAND_OVER, Phase.MATCH_OVER),
                        timeout=20_000)
        if model.match.phase is Phase.MATCH_OVER:
            break
        if model.match.phase is Phase.HAND_OVER:
            model.next_hand()
            continue
        *_, decide = [b for b in bubble.buttons if b.isVisible()]  # the lowest
        places.append((model.match.hand_number, decide.sceneBoundingRect().top()))
        # Still inside the bubble, and the bubble clear of the captain's cards.
        assert bubble.sceneBoundingRect().contains(decide.sceneBoundingRect())
        assert not cards_under(win, bubble)
        click(win, decide)
        assert model.wait_idle(20_000)
    return places


@pytest.mark.parametrize("size", [(1280, 800), (900, 600)])
@pytest.mark.parametrize("code", ["en", "cs"])
def test_let_the_captain_decide_never_moves_up_within_a_hand(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
        language: Callable[[str], None], code: str, size: tuple[int, int]) -> None:
    win = three_hand_in(qtbot, tmp_path, windows, language, SITTING_OUT, code, size)
    places = decide_turn_after_turn(win, qtbot, TURNS)
    assert len(places) >= 6, places
    for (hand, top), (next_hand, next_top) in itertools.pairwise(places):
        if hand == next_hand:
            assert next_top >= top - 0.5, places
