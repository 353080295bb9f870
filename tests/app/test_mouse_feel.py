"""How the table feels under a real mouse: the pointer while a card is carried, and the
words of a drop that went nowhere, made twice."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsView

from gin_desktop.app.main import MainWindow
from gin_desktop.app.table.view import TableView
from tests.app.test_drop_near_pile import drawn
from tests.app.test_table_refusals import drop_a_card_at

NONE = Qt.KeyboardModifier.NoModifier
LEFT = Qt.MouseButton.LeftButton


def test_a_carried_card_is_held_by_a_closed_hand(window: MainWindow) -> None:
    """An open hand over a hand card says it may be picked up; once it is carried the
    pointer closes on it (as in every desktop card game), and opens again when let go."""
    drawn(window)
    view = window.table
    scene = view.table_scene()
    g = scene.geometry
    card = scene.card_item(view.hand_order()[0])
    start = view.mapFromScene(card.pos() + QPointF(g.card_w * 0.2, g.card_h * 0.5))
    port = view.viewport()
    QTest.mouseMove(port, start)
    QTest.mousePress(port, LEFT, NONE, start)
    for step in range(1, 8):
        QTest.mouseMove(port, start + QPoint(0, -12 * step))
    assert port.cursor().shape() is Qt.CursorShape.ClosedHandCursor
    QTest.mouseRelease(port, LEFT, NONE, start + QPoint(0, -84))
    QApplication.processEvents()
    assert port.cursor().shape() is not Qt.CursorShape.ClosedHandCursor


def test_the_same_mistake_twice_keeps_its_words_their_full_time(window: MainWindow) -> None:
    """A card let go far from the pile twice: the second time the status line says why
    again for its whole time, not only what was left of the first one's."""
    drawn(window)
    g = window.table.table_scene().geometry
    far = QPointF(g.pile_x + g.card_w * 1.5, g.centre_y - g.card_h / 2)
    drop_a_card_at(window, far)
    line = window.status_line
    words = "Drop the card on the discard pile to discard it"
    assert line.message_text() == words
    line._timer.start(50)  # the first one's time nearly out, as a while later
    drop_a_card_at(window, far)
    assert line.message_text() == words
    assert line._timer.remainingTime() > 1000


def test_on_a_screen_scaled_by_a_fraction_the_whole_table_is_repainted(
        view: TableView, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 150% the smart update left a dragged or flying card's right edge behind as white
    hairlines on the felt (seen under Xvfb with QT_SCALE_FACTOR=1.5): there the whole view
    is repainted; at whole ratios only what changed."""
    assert view.viewportUpdateMode() is QGraphicsView.ViewportUpdateMode.SmartViewportUpdate
    monkeypatch.setattr(view, "devicePixelRatioF", lambda: 1.5)
    view.resize(1200, 760)
    QApplication.processEvents()
    assert view.viewportUpdateMode() is QGraphicsView.ViewportUpdateMode.FullViewportUpdate
    monkeypatch.setattr(view, "devicePixelRatioF", lambda: 2.0)
    view.resize(1280, 800)
    QApplication.processEvents()
    assert view.viewportUpdateMode() is QGraphicsView.ViewportUpdateMode.SmartViewportUpdate
