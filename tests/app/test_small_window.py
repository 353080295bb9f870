"""The game in a small window (800x600 to 1024x700), as a player sees it: the cards of a
hand that is over never run into the hand's result panel, nor rise into it when hovered
(a hand that ends without a showdown, drawn, is laid down face up as at a showdown, and
its cards no longer rise)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import CardItem
from gin_desktop.engine import Match, Phase, new_match

from .test_table import scripted_move


def small_window(make_window: Any, qtbot: Any, size: tuple[int, int]) -> MainWindow:
    window: MainWindow = make_window()
    window.resize(*size)
    window.model.set_computer_delay(0)
    qtbot.waitUntil(lambda: window.table.viewport().height() < size[1] - 40, timeout=3000)
    return window


def resume(window: MainWindow, match: Match) -> None:
    window.model.resume(match, GameSetup(mode=match.mode, seed=match.seed,
                                         names=("Ana", "Computer")))
    QApplication.processEvents()


def body(item: Any) -> QRectF:
    """What an item paints, in scene units, without its shadow."""
    return QRectF(item.scenePos(), item.size())


def cards_over_panel(window: MainWindow) -> list[str]:
    scene = window.table.table_scene()
    # Its shadow too: a card under it would show through as a dent in the panel's edge.
    panel = scene._result_panel.sceneBoundingRect()
    return [str(item.card) for item in scene.items() if isinstance(item, CardItem)
            and item.isVisible() and body(item).intersects(panel)]


def drawn_hand() -> Match:
    """A hand played out to the stock's last two cards: no showdown, both hands laid down
    face up (RULES.md two-player 9)."""
    match = new_match(None, 3, "two")
    while match.phase is not Phase.HAND_OVER:
        match.apply(scripted_move(match))
    return match


@pytest.mark.parametrize("code", ["en", "pt"])
@pytest.mark.parametrize("size", [(900, 600), (800, 600), (1024, 700), (900, 560)])
def test_a_hovered_card_of_a_drawn_hand_stays_clear_of_the_result_panel(
        make_window: Any, qtbot: Any, language: Any, size: tuple[int, int],
        code: str) -> None:
    if code != "en":
        language(code)
    window = small_window(make_window, qtbot, size)
    resume(window, drawn_hand())
    view = window.table
    scene = view.table_scene()
    assert scene._result_panel.isVisible()
    port = view.viewport()
    for card in window.model.match.hand_of(window.model.human_seat):
        item = scene.card_item(card)
        point = view.mapFromScene(item.pos().x() + scene.geometry.card_w * 0.15,
                                  item.pos().y() + scene.geometry.card_h * 0.6)
        QTest.mouseMove(port, point)
        QApplication.processEvents()
        assert item.face_up and not item.lifted, card
        assert cards_over_panel(window) == [], card
    QTest.mouseMove(port, QPoint(2, 2))
