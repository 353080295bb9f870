"""A card held while the table is laid out anew (the window resized with the mouse button
down): a drop counts only on what the player saw under the card. When the piles move
meaningfully, the drag is called off and the card goes back to the hand; a small shift
(the status line a line taller) keeps the drag, with what lies under the card now
highlighted. Real mouse presses, moves and releases on the real ``TableView``."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView
from gin_desktop.app.table.geometry import table_geometry
from gin_desktop.app.table.items import SlotItem, SlotKind
from gin_desktop.engine import ActionKind, Card, CardDiscarded

from .test_table import (
    HUMAN, at, card_point, human_to_discard, human_to_draw, pile_point, position, resume,
)


def a_discard(model: GameModel) -> Card:
    resume(model, position(human_to_discard))
    card = next(a.card for a in model.human_view().legal_actions
                if a.kind is ActionKind.DISCARD)
    assert card is not None
    return card


def hold(view: TableView, card: Card, end: QPoint, steps: int = 10) -> None:
    """Press on ``card`` and carry it to ``end``, the button still down."""
    port = view.viewport()
    start = card_point(view, card)
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, steps + 1):
        QTest.mouseMove(port, QPoint(start.x() + (end.x() - start.x()) * i // steps,
                                     start.y() + (end.y() - start.y()) * i // steps))


def let_go(view: TableView, point: QPoint) -> None:
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, point)
    QApplication.processEvents()


def resize_to(qtbot: QtBot, view: TableView, width: int, height: int) -> None:
    view.resize(width, height)
    qtbot.waitUntil(lambda: view.viewport().size().toTuple() == (width, height), timeout=2000)
    QApplication.processEvents()


def test_a_pile_that_moves_under_the_held_card_does_not_take_it(
        qtbot: QtBot, view: TableView, game_model: GameModel) -> None:
    card = a_discard(game_model)
    # Where the discard pile will be once the table is narrower: on the old table, that
    # point is on the stock, where a hand card drops nowhere.
    new = table_geometry(900, 800)
    aim = at(view, QPointF(new.pile_x + new.card_w / 2, new.centre_y + new.card_h / 2))
    hold(view, card, aim)
    resize_to(qtbot, view, 900, 800)
    let_go(view, aim)
    assert_back_in_hand(view, game_model, card)


def assert_back_in_hand(view: TableView, game_model: GameModel, card: Card) -> None:
    """The drag of ``card`` was called off: not discarded, home in the hand, the mouse no
    longer carrying it."""
    assert game_model.wait_idle(5000)
    assert CardDiscarded(HUMAN, card) not in game_model.match.events
    assert card in game_model.match.hand_of(HUMAN) and card in view.hand_order()
    scene = view.table_scene()
    scene.animator.finish()
    item = scene.card_item(card)
    assert item.pos() == item.home and item.home.y() == scene.geometry.bottom_y
    assert not scene.landing_marker.isVisible()
    assert view.viewport().cursor().shape() is not Qt.CursorShape.ClosedHandCursor


def test_after_the_drag_is_called_off_the_mouse_no_longer_carries_the_card(
        qtbot: QtBot, view: TableView, game_model: GameModel) -> None:
    card = a_discard(game_model)
    hold(view, card, pile_point(view))
    resize_to(qtbot, view, 900, 800)
    scene = view.table_scene()
    scene.animator.finish()
    home = scene.card_item(card).pos()
    # Moved onto the pile where it now is, and let go there: the drag ended with the
    # re-layout, so nothing is dropped.
    there = pile_point(view)
    QTest.mouseMove(view.viewport(), there)
    assert scene.card_item(card).pos() == home
    let_go(view, there)
    assert game_model.wait_idle(5000)
    assert card in game_model.match.hand_of(HUMAN)


def test_a_status_line_a_line_taller_keeps_the_drag_on_the_pile(
        qtbot: QtBot, view: TableView, game_model: GameModel) -> None:
    """The table a line lower (the status line grew): the pile moved a few pixels, the
    card is still on it, and letting go discards it."""
    card = a_discard(game_model)
    hold(view, card, pile_point(view))
    resize_to(qtbot, view, 1280, 776)
    let_go(view, pile_point(view))
    assert game_model.wait_idle(5000)
    assert CardDiscarded(HUMAN, card) in game_model.match.events


def test_after_a_small_shift_the_highlight_says_what_a_release_does(
        qtbot: QtBot, view: TableView, game_model: GameModel) -> None:
    """The upcard held just above the hand's reach; the table shifts a little (the status
    line grew) and the hand row comes under it: the hand lights up at once, so the drop
    the player sees is the one they get."""
    resume(game_model, position(human_to_draw))
    upcard = game_model.match.hand.pile[-1]
    scene = view.table_scene()
    g, new = scene.geometry, table_geometry(1280, 776)
    # The card's top edge where its bottom edge is short of the hand's reach now, and past
    # it once the table is a line lower (the hand row rises more than the card shrinks).
    top = 340.0
    assert top + g.card_h < g.bottom_y - g.lift - g.card_h * 0.15
    assert top + new.card_h > new.bottom_y - new.lift - new.card_h * 0.15
    # Held by its middle (where ``pile_point`` presses).
    aim = at(view, QPointF(g.centre_x, top + g.card_h / 2))
    port = view.viewport()
    start = pile_point(view)
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 11):
        QTest.mouseMove(port, start + (aim - start) * i / 10)
    zone = next(item for item in scene.items()
                if isinstance(item, SlotItem) and item.kind is SlotKind.HAND)
    assert not zone.isVisible()
    resize_to(qtbot, view, 1280, 776)
    assert zone.isVisible(), "the hand under the card is lit"
    let_go(view, aim)
    assert game_model.wait_idle(5000)
    assert upcard in game_model.match.hand_of(HUMAN)
