"""At the showdown and the hand's result the melds laid down spread with the table's room:
at 2560x1440 they lay 0.3 card widths apart in the middle of a table three times as wide
as they were, most of each card hidden (QA session 34). Where there is room a card now
shows its pips beside its corner (the own hand's step, no more), the melds still grouped
and shown apart, and no card under a name plate, a pill, a button or the result panel.
RULES.md two-player 5, 7: the knocker's melds and deadwood, then the defender's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView
from gin_desktop.app.table.items import ButtonItem, PanelItem, PillItem, SeatLabelItem
from gin_desktop.engine import Card

from .test_table import at, best_knock, card_point, drag, knock_lets_them_lay_off, position, \
    resume


def _knock(view: TableView, game_model: GameModel) -> None:
    """Knock with the real mouse: the best knock card dragged onto the knock spot."""
    resume(game_model, position(knock_lets_them_lay_off))
    card = best_knock(game_model)
    g = view.table_scene().geometry
    drag(view, card_point(view, card),
         at(view, QPointF(g.knock_x + g.card_w / 2, g.centre_y + g.card_h / 2)))
    assert game_model.wait_idle(5000)
    QApplication.processEvents()
    assert game_model.match.last_result is not None


def _card_box(view: TableView, card: Card) -> QRectF:
    item = view.table_scene().card_item(card)
    return QRectF(item.pos(), item.size())


def _steps(view: TableView, cards: tuple[Card, ...] | list[Card]) -> list[float]:
    xs = sorted(view.table_scene().card_item(c).pos().x() for c in cards)
    return [b - a for a, b in zip(xs, xs[1:], strict=False)]


def _laid_groups(game_model: GameModel) -> list[list[Card]]:
    """The melds and deadwood each hand laid down (the knocker's melds before layoffs)."""
    result = game_model.match.last_result
    assert result is not None
    groups: list[list[Card]] = []
    for layout in (result.knocker_layout, result.defender_layout):
        assert layout is not None
        groups += [list(m.cards) for m in layout.melds]
        if layout.deadwood:
            groups.append(list(layout.deadwood))
    return groups


def _texts(view: TableView) -> list[QRectF]:
    return [QRectF(item.scenePos(), item.size()) for item in view.table_scene().items()
            if isinstance(item, PillItem | ButtonItem | SeatLabelItem | PanelItem)
            and item.isVisible() and item.size().width() > 0]


@pytest.mark.parametrize("size", [(1280 - 406, 800 - 110), (2560 - 406, 1440 - 110)])
def test_laid_down_melds_spread_with_the_room_grouped_and_clear_of_the_words(
        qtbot: QtBot, view: TableView, game_model: GameModel, size: tuple[int, int]) -> None:
    view.resize(*size)  # the table beside the docks of a window that size
    qtbot.waitUntil(lambda: view.table_scene().geometry.width == view.viewport().width())
    _knock(view, game_model)
    g = view.table_scene().geometry
    groups = _laid_groups(game_model)
    steps = [step for group in groups for step in _steps(view, group)]
    assert steps
    # Readable, not absurd: never apart, never further than the own hand's fan.
    assert all(step <= g.card_w * 0.6 for step in steps), (steps, g.card_w)
    if g.width > 2000:
        assert min(steps) >= g.card_w * 0.5, (steps, g.card_w)
    # Each group apart from the next: no card of one covers a card of another.
    rows: dict[float, list[list[QRectF]]] = {}
    for group in groups:
        boxes = [_card_box(view, c) for c in group]
        rows.setdefault(boxes[0].top(), []).append(boxes)
    for row in rows.values():
        for i, one in enumerate(row):
            for other in row[i + 1:]:
                assert not any(a.intersects(b) for a in one for b in other)
    # On the table, and under no words.
    table = QRectF(0, 0, g.width, g.height)
    words = _texts(view)
    for card in game_model.match.hand_of(0) + game_model.match.hand_of(1):
        box = _card_box(view, card)
        assert table.contains(box), (card, box, table)
        assert not any(box.intersects(w) for w in words), (card, box)
