"""A card picked up from the discard pile while the computer plays: the computer discards
on it before the drag ends. Carried to the hand, it took the card now on top (a player
dragging back their 6♠ found the computer's J♥ in their hand). The drop now takes
nothing and says why. The real mouse on the real window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.engine import DRAW_STOCK, Action, Card, Phase

from .test_table import hand_point
from .test_table_refusals import to_draw


def discarded_before_a_slow_computer(window: Any) -> Card:
    """The person draws and discards their first card; the computer, slowed down, is still
    thinking (a card can be picked up during its turn). The card discarded."""
    to_draw(window)
    model = window.model
    model.play(DRAW_STOCK)
    mine: Card = model.human_view().hand[0]
    model.set_computer_delay(300)  # the computer plays while a card is carried
    model.play(Action.discard(mine))
    QApplication.processEvents()
    return mine


def test_a_pile_card_covered_while_dragged_is_not_taken(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = make_window()
    model = window.model
    mine = discarded_before_a_slow_computer(window)
    assert model.is_thinking and model.human_view().upcard == mine

    view = window.table
    scene = view.table_scene()
    g = scene.geometry
    port = view.viewport()
    start = view.mapFromScene(scene.card_item(mine).pos()
                              + QPointF(g.card_w * 0.5, g.card_h * 0.5))
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(port, start + QPoint(0, 30))
    QTest.mouseMove(port, start + QPoint(0, 60))
    qtbot.waitUntil(lambda: model.is_human_turn() and not model.is_thinking, timeout=5000)
    top = model.human_view().upcard
    assert top is not None and top != mine  # the computer discarded on it
    hand = list(model.human_view().hand)
    end = hand_point(view)
    QTest.mouseMove(port, end)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    QApplication.processEvents()

    assert model.match.phase is Phase.DRAW  # nothing taken
    assert list(model.human_view().hand) == hand
    assert window.status_line.message_text() == _tr(
        "The discard pile changed while you were dragging, so the card was not taken")
    # The pile's card itself is taken as ever.
    drag_start = view.mapFromScene(scene.card_item(top).pos()
                                   + QPointF(g.card_w * 0.5, g.card_h * 0.5))
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     drag_start)
    QTest.mouseMove(port, drag_start + QPoint(0, 30))
    QTest.mouseMove(port, end)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    QApplication.processEvents()
    assert top in model.human_view().hand
