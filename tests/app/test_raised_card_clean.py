"""A card raised out of the fan (the hinted card, focused; a hovered one) shows no sliver
of its neighbour's corner index under it: the neighbour's upside-down rank peeked out
below the raised card like a stray "Z" or "7" (new player, session 34). Real mouse on the
real main window; the table's own pixels read."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.art import SHADOW_Y
from gin_desktop.app.table.items import CardItem

from .test_hint import (
    NAMES, click_toolbar_hint, position, you_discard_and_the_hint_names_a_card,
)


def own_cards(window: MainWindow) -> list[CardItem]:
    return sorted((i for i in window.table.table_scene().items()
                   if isinstance(i, CardItem) and i.liftable and i.isVisible()),
                  key=lambda i: i.x())


def ink_under(window: MainWindow, raised: CardItem) -> list[tuple[int, int, str]]:
    """The dark or red pixels (a card's printing) in the strip of the card under
    ``raised`` that the raise uncovered, inside that card's border."""
    (under,) = [i for i in own_cards(window) if i.cover is raised]
    w, h = under.size().width(), under.size().height()
    # Clear of the raised card's shadow and of the card's grey border.
    top = raised.y() + h + SHADOW_Y + 1
    strip = QRectF(raised.x() + 2, top, under.x() + w - raised.x() - 5,
                   under.y() + h - top - 3)
    assert strip.width() > 3 and strip.height() > 3, strip
    view = window.table
    image: QImage = view.viewport().grab().toImage()
    box = view.mapFromScene(strip).boundingRect()
    ink = []
    for x in range(box.left(), box.right() + 1):
        for y in range(box.top(), box.bottom() + 1):
            colour = QColor(image.pixel(x, y))
            if min(colour.red(), colour.green(), colour.blue()) < 120:
                ink.append((x, y, colour.name()))
    return ink


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_hinted_card_rises_clean_of_its_neighbours_index(
        make_window: Callable[..., MainWindow], qtbot: QtBot, size: tuple[int, int]) -> None:
    window = make_window()
    window.resize(*size)
    window.model.resume(position(you_discard_and_the_hint_names_a_card),
                        GameSetup(names=NAMES))
    qtbot.wait(50)
    click_toolbar_hint(window)
    qtbot.waitUntil(lambda: any(i.lifted for i in own_cards(window)), timeout=3000)
    qtbot.wait(50)
    (raised,) = [i for i in own_cards(window) if i.lifted]
    assert raised is not own_cards(window)[0]
    assert ink_under(window, raised) == []


def test_a_hovered_card_rises_clean_of_its_neighbours_index(
        make_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    window = make_window()
    window.model.resume(position(you_discard_and_the_hint_names_a_card),
                        GameSetup(names=NAMES))
    qtbot.wait(50)
    view = window.table
    cards = own_cards(window)
    for card, after in zip(cards[1:], cards[2:], strict=False):
        # The pointer on the card's own part, between the card under it and the next.
        point = view.mapFromScene(QPointF((card.x() + after.x()) / 2,
                                          card.y() + card.size().height() * 0.5))
        for step in (3, 0):
            QTest.mouseMove(view.viewport(), QPoint(point.x() - step, point.y()))
        qtbot.waitUntil(lambda card=card: card.lifted, timeout=2000)
        qtbot.wait(20)
        assert ink_under(window, card) == [], card.card
