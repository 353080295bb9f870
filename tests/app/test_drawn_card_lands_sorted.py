"""Where a new card lands in the own hand, however it is drawn. While a sort is active
(value, suit or melds) a card drawn from the stock or the pile, by a click, a key or a
drag that lets it go anywhere in the hand row, goes to its sorted place: a 5♠ dragged from
the pile landed between 8♥ and 8♠ where it was let go, which turned the sort off, and the
next draws went to the right end (new player, session 34). Once the player arranges the
hand themselves (drags a card within it), the sort is off and a dropped card stays where
it is let go. Real mouse presses, moves and releases on the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView
from gin_desktop.app.table.hand_order import sorted_hand
from gin_desktop.engine import Card, Phase

from .test_table import (
    HUMAN, between_cards, card_point, click, drag, human_to_draw, pile_point, position,
    resume, stock_point,
)


def unsorted_slot(view: TableView, card: Card, mode: str) -> int:
    """A gap between two hand cards where ``card`` is not in its sorted place."""
    hand = list(view.hand_order())
    for slot in range(1, len(hand)):
        if hand[:slot] + [card] + hand[slot:] != sorted_hand([*hand, card], mode):
            return slot
    raise AssertionError("every gap is the sorted place")


def drag_into_gap(view: TableView, start: QPoint, slot: int) -> bool:
    """Drag from ``start`` to the gap before the hand's card ``slot``; whether the landing
    bar showed on the way."""
    hand = view.hand_order()
    end = between_cards(view, hand[slot - 1], hand[slot])
    port = view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 11):
        QTest.mouseMove(port, start + (end - start) * i / 10)
    marked = view.table_scene().landing_marker.isVisible()
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    QApplication.processEvents()
    return marked


def discard_and_wait(view: TableView, model: GameModel) -> None:
    card = next(a.card for a in model.human_view().legal_actions if a.card is not None)
    drag(view, card_point(view, card), pile_point(view))
    assert model.wait_idle(10_000)
    QApplication.processEvents()


def is_sorted(view: TableView, model: GameModel, mode: str) -> bool:
    return list(view.hand_order()) == sorted_hand(model.match.hand_of(HUMAN), mode)


@pytest.mark.parametrize("mode", ["melds", "rank", "suit"])
@pytest.mark.parametrize("source", ["pile", "stock"])
def test_a_card_dragged_into_a_sorted_hand_goes_to_its_sorted_place_and_the_sort_stays(
        view: TableView, game_model: GameModel, mode: str, source: str) -> None:
    resume(game_model, position(human_to_draw))
    view.sort_hand(mode)
    hand = game_model.match.hand
    card = hand.pile[-1] if source == "pile" else hand.stock[-1]
    start = pile_point(view) if source == "pile" else stock_point(view)
    marked = drag_into_gap(view, start, unsorted_slot(view, card, mode))
    assert card in game_model.match.hand_of(HUMAN)
    assert is_sorted(view, game_model, mode), (card, view.hand_order())
    assert not marked  # no bar at a gap the card will not take
    scene = view.table_scene()
    assert scene.card_item(card).just_drawn
    xs = [scene.card_item(c).pos().x() for c in view.hand_order()]
    assert xs == sorted(xs)
    # The sort is still on: the next card, drawn by a click on the stock, is sorted in too.
    discard_and_wait(view, game_model)
    if game_model.match.phase is not Phase.DRAW or not game_model.is_human_turn():
        pytest.skip("the hand ended on the computer's turn")
    click(view, stock_point(view))
    QApplication.processEvents()
    assert is_sorted(view, game_model, mode), view.hand_order()


@pytest.mark.parametrize("source", ["pile", "stock"])
def test_in_a_hand_arranged_by_dragging_a_dropped_card_stays_where_it_is_let_go(
        view: TableView, game_model: GameModel, source: str) -> None:
    resume(game_model, position(human_to_draw))
    view.sort_hand("rank")
    before = view.hand_order()
    # The first card carried past the last: an order of the player's own, the sort off.
    first, last = card_point(view, before[0]), card_point(view, before[-1])
    drag(view, first, QPoint(last.x() + 20, last.y()))
    QApplication.processEvents()
    arranged = view.hand_order()
    assert arranged != before and arranged[-1] == before[0]
    hand = game_model.match.hand
    card = hand.pile[-1] if source == "pile" else hand.stock[-1]
    start = pile_point(view) if source == "pile" else stock_point(view)
    assert drag_into_gap(view, start, 2)  # the bar shows where it will land
    assert view.hand_order() == (*arranged[:2], card, *arranged[2:])
