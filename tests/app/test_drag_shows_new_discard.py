"""A card of the player's own hand picked up during the computer's turn and held over the
discard pile hid the computer's discard until the player let go: they could not see what
had just been played. Held over a discard made since it was picked up, the carried card
is drawn see-through, the new card showing under it; whole again away from the pile and
once let go. Over the pile as it was at the press (a discard of their own), it is whole.
The real mouse on the real window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from .test_drag_pile_covered import discarded_before_a_slow_computer
from .test_table import hand_point, pile_point


def test_a_card_held_over_the_pile_lets_the_new_discard_show(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = make_window()
    model = window.model
    discarded_before_a_slow_computer(window)
    assert model.is_thinking
    view = window.table
    scene = view.table_scene()
    g = scene.geometry
    port = view.viewport()
    held = model.human_view().hand[3]
    item = scene.card_item(held)
    start = view.mapFromScene(item.pos() + QPointF(g.card_w * 0.5, g.card_h * 0.5))
    pile = pile_point(view)
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(port, start + QPoint(0, -30))
    QTest.mouseMove(port, pile)
    assert item.opacity() == 1.0  # nothing new under it yet
    qtbot.waitUntil(lambda: model.is_human_turn() and not model.is_thinking, timeout=5000)
    top = model.human_view().upcard
    assert top is not None and top != held
    qtbot.waitUntil(lambda: scene.card_item(top).isVisible(), timeout=3000)
    QApplication.processEvents()
    # The computer's discard shows through the card held over it, the mouse not moved.
    assert item.sceneBoundingRect().intersects(scene.card_item(top).sceneBoundingRect())
    assert item.opacity() < 0.6
    # Away from the pile, the card is whole; back over it, see-through again.
    QTest.mouseMove(port, hand_point(view))
    assert not item.sceneBoundingRect().intersects(scene.card_item(top).sceneBoundingRect())
    assert item.opacity() == 1.0
    QTest.mouseMove(port, pile)
    assert item.opacity() < 0.6
    # Let go on the hand, it is whole.
    end = hand_point(view)
    QTest.mouseMove(port, end)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    QApplication.processEvents()
    assert item.opacity() == 1.0

    # The pile as it was at the press: a card carried over it to be discarded is whole.
    start = view.mapFromScene(item.pos() + QPointF(g.card_w * 0.5, g.card_h * 0.5))
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(port, start + QPoint(0, -30))
    QTest.mouseMove(port, pile)
    assert item.opacity() == 1.0
    QTest.mouseMove(port, end)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
