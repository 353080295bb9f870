"""A drawn card goes to its place in the sort the player chose (melds, rank or suit), as
in most card games, and is marked as just drawn so that the eye finds it: before, it
always landed at the right end of a sorted hand. Once the player has arranged the hand by
dragging, the new card joins it on the right. The same for the stock, the discard pile
and the first-turn upcard. Played with real clicks on the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow

from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView
from gin_desktop.app.table.hand_order import HandOrder, sorted_hand
from gin_desktop.engine import Phase, deadwood_points, parse_cards

from .test_keyboard_window import keys, pass_until_drawing
from .test_table import (
    HUMAN, card_point, click, drag, human_offered_upcard, human_to_draw, position,
    pile_point, resume, stock_point,
)


def test_an_arriving_card_joins_the_sort_unless_the_hand_was_arranged() -> None:
    order = HandOrder()
    hand = parse_cards("4S 5S 6S 9C 9D KD 2H")
    order.reset(hand, "rank")
    order.sync([*hand, *parse_cards("7H")])
    assert order.cards == tuple(sorted_hand([*hand, *parse_cards("7H")], "rank"))
    order.move(order.cards[0], 5)  # the player's own order
    arranged = order.cards
    order.sync([*hand, *parse_cards("7H 3C")])
    assert order.cards == (*arranged, *parse_cards("3C"))


@pytest.mark.parametrize("mode", ["melds", "rank", "suit"])
@pytest.mark.parametrize("source", ["stock", "pile", "upcard"])
def test_a_drawn_card_goes_to_its_sorted_place_and_is_marked(
        view: TableView, game_model: GameModel, mode: str, source: str) -> None:
    resume(game_model, position(human_offered_upcard if source == "upcard"
                                else human_to_draw))
    view.sort_hand(mode)
    match = game_model.match
    card = match.hand.stock[-1] if source == "stock" else match.hand.pile[-1]
    click(view, stock_point(view) if source == "stock" else pile_point(view))
    QApplication.processEvents()
    assert card in match.hand_of(HUMAN) and match.phase is Phase.DISCARD
    assert list(view.hand_order()) == sorted_hand(match.hand_of(HUMAN), mode)
    scene = view.table_scene()
    assert scene.card_item(card).just_drawn
    assert [c for c in view.hand_order() if scene.card_item(c).just_drawn] == [card]
    xs = [scene.card_item(c).pos().x() for c in view.hand_order()]
    assert xs == sorted(xs)
    # Once it is discarded (or another card is), nothing is marked any more.
    other = next(a.card for a in game_model.human_view().legal_actions
                 if a.card is not None and a.card is not card)
    assert other is not None
    drag(view, card_point(view, other), pile_point(view))
    assert not any(scene.card_item(c).just_drawn for c in view.hand_order())


def test_in_a_hand_arranged_by_dragging_the_drawn_card_goes_on_the_right(
        view: TableView, game_model: GameModel) -> None:
    resume(game_model, position(human_to_draw))
    view.sort_hand("rank")
    before = view.hand_order()
    port = view.viewport()
    # The first card dragged onto the last: an order of the player's own.
    first = card_point(view, before[0])
    last = card_point(view, before[-1])
    last.setX(last.x() + 20)
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, first)
    for i in range(1, 11):
        QTest.mouseMove(port, first + (last - first) * i / 10)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, last)
    QApplication.processEvents()
    arranged = view.hand_order()
    assert arranged != before
    top = game_model.match.hand.stock[-1]
    click(view, stock_point(view))
    assert view.hand_order() == (*arranged, top)
    assert view.table_scene().card_item(top).just_drawn


def test_with_the_keys_the_drawn_card_is_focused_and_said_in_its_sorted_place(
        window: MainWindow, qtbot: QtBot) -> None:
    """S draws: the focus follows the card to its sorted place, and the screen reader
    hears where it is ("card 3 of 11, just drawn"), not the right end."""
    model = window.model
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    pass_until_drawing(model)
    keys(Qt.Key.Key_S)
    drawn = model.human_view().drawn_card
    assert drawn is not None
    order = window.table.hand_order()
    hand = model.human_view().hand
    # The deal is at random: where two arrangements leave the same deadwood, the row keeps
    # the melds it showed before the draw, which need not be best_arrangement's choice.
    shown = window.table.arrangement_for(hand)
    assert shown.deadwood_points == deadwood_points(hand)
    assert list(order) == sorted_hand(hand, "melds", shown)
    assert window.keyboard.focused_card() == drawn
    where = QCoreApplication.translate("Accessibility", "card {n} of {count}").format(
        n=order.index(drawn) + 1, count=len(order))
    assert where in said[-1] and "just drawn" in said[-1], said[-1]
