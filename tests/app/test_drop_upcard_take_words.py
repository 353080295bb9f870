"""The first upcard is offered with a "Take" button; dragging it to a place that takes no
card said "Drop the card on your hand to draw it" (in Spanish "robarla", in Portuguese
"comprá-la"), another verb than the button's. The refusal now says "take", as the button
does, in every language. The real mouse on the real window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Match, Phase, Role

from .conftest import drag_on
from .test_sitter_words import SETUP, SITTER
from .test_table import position
from .test_table_refusals import to_draw

# The button's verb, as each language's refusal must say it (with the card as its object).
TAKE = {"en": "take it", "es": "tomarla", "cs": "vezmete si ji", "pt": "pegá-la"}


@pytest.mark.parametrize("code", sorted(TAKE))
def test_the_upcard_dragged_to_the_felt_says_take_it(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    model = window.model
    # Seed 3: the person is offered the first upcard.
    window.start_match(GameSetup(names=("Ana", "Computer"), seed=3))
    qtbot.waitUntil(lambda: model.is_human_turn()
                    and model.match.phase is Phase.UPCARD_OFFER, timeout=5000)
    drag_upcard_to_felt(window)
    assert model.match.phase is Phase.UPCARD_OFFER  # nothing taken
    said = window.status_line.message_text()
    assert said == _tr("Drop the card on your hand to take it")
    assert TAKE[code] in said, said


def offered_while_sat_out(match: Match) -> bool:
    return (match.phase is Phase.UPCARD_OFFER
            and match.roles()[SITTER] is Role.SITTING_OUT)


def test_sitting_out_the_upcard_dragged_to_the_felt_is_to_suggest_taking_it(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    """The sitter's "Take" suggests taking: its refusal says so, not "drawing"."""
    window = make_window()
    model = window.model
    model.resume(position(offered_while_sat_out, mode="three"), SETUP)
    qtbot.waitUntil(lambda: model.human_view().is_advisor and model.is_human_turn(),
                    timeout=5000)
    drag_upcard_to_felt(window)
    assert model.match.phase is Phase.UPCARD_OFFER
    assert window.status_line.message_text() == (
        "Drop the card on the captain's hand to suggest taking it")


def drag_upcard_to_felt(window: Any) -> None:
    """The real mouse drags the upcard to the felt far right, which takes no card."""
    QApplication.processEvents()
    model = window.model
    upcard = model.human_view().upcard
    assert upcard is not None
    view = window.table
    scene = view.table_scene()
    g = scene.geometry
    start = view.mapFromScene(scene.card_item(upcard).pos()
                              + QPointF(g.card_w * 0.5, g.card_h * 0.5))
    end = view.mapFromScene(QPointF(g.width - g.margin * 4, g.centre_y - g.card_h * 0.1))
    drag_on(view, start, end)


@pytest.mark.parametrize("code", sorted(TAKE))
def test_the_pile_card_dragged_to_the_felt_in_a_turn_says_take_it(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    """In a normal turn the prompt says "draw from the stock or take the 5♠ from the
    pile": the pile's card dragged astray said the stock's verb ("robarla"), its own now;
    the stock's card still says "draw"."""
    language(code)
    window = make_window()
    to_draw(window)
    model = window.model
    view = window.table
    scene = view.table_scene()
    g = scene.geometry
    felt = view.mapFromScene(QPointF(g.width - g.margin * 4, g.centre_y - g.card_h * 0.1))
    top = model.human_view().upcard
    assert top is not None
    drag_on(view, view.mapFromScene(scene.card_item(top).pos()
                                    + QPointF(g.card_w * 0.5, g.card_h * 0.5)), felt)
    assert model.match.phase is Phase.DRAW  # nothing taken
    said = window.status_line.message_text()
    assert said == _tr("Drop the card on your hand to take it")
    assert TAKE[code] in said, said
    drag_on(view, view.mapFromScene(QPointF(g.stock_x + g.card_w / 2,
                                            g.centre_y + g.card_h / 2)), felt)
    assert model.match.phase is Phase.DRAW
    assert window.status_line.message_text() == _tr("Drop the card on your hand to draw it")
