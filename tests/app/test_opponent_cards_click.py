"""A click on the opponent's face-down hand: a new player tries it to see what the cards
are, and it did nothing and said nothing. The table now says when they are shown, and the
click changes nothing else."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF

from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView
from gin_desktop.engine import Match
from tests.app.test_table import (
    HUMAN, at, card_point, click, human_to_discard, human_to_draw, messages, position,
    resume,
)

__all__ = ["messages"]  # the fixture, used by name


def _opponent_card_point(view: TableView, match: Match) -> QPointF:
    scene = view.table_scene()
    other = 1 - HUMAN
    card = match.hand.hands[other][0]
    item = scene.card_item(card)
    assert not item.face_up
    g = scene.geometry
    return at(view, item.pos() + QPointF(g.card_w * 0.15, g.card_h * 0.5))


def test_a_click_on_the_opponents_hand_says_when_it_is_shown(
        view: TableView, game_model: GameModel, messages: list[str]) -> None:
    match = position(human_to_draw)
    resume(game_model, match)
    name = game_model.setup.names[1 - HUMAN]
    events = len(game_model.match.events)
    click(view, _opponent_card_point(view, game_model.match))
    assert messages[-1] == f"{name}'s cards are shown once the hand is over"
    assert len(game_model.match.events) == events  # nothing was drawn or played


def test_a_click_on_the_opponents_hand_leaves_a_lifted_card_and_the_turn_alone(
        view: TableView, game_model: GameModel, messages: list[str]) -> None:
    resume(game_model, position(human_to_discard))
    card = game_model.human_view().hand[0]
    click(view, card_point(view, card))
    lifted = view.table_scene().card_item(card).lifted
    click(view, _opponent_card_point(view, game_model.match))
    assert "shown once the hand is over" in messages[-1]
    assert game_model.human_view().hand[0] == card
    assert view.table_scene().card_item(card).lifted == lifted


def test_the_sentence_is_whole_in_spanish(
        view: TableView, game_model: GameModel, messages: list[str],
        language: Callable[[str], None]) -> None:
    language("es")
    resume(game_model, position(human_to_draw))
    click(view, _opponent_card_point(view, game_model.match))
    name = game_model.setup.names[1 - HUMAN]
    assert messages[-1].startswith("Las cartas d") and name.lower() in messages[-1]
    assert messages[-1].endswith("se pueden ver cuando termine la mano")
