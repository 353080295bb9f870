"""The box game's showdown on a small table (a 1024x768 screen, session 35): the hand laid
down on the top row spreads over the whole felt, and the plate of the player sitting out,
left on that row, sat under the box's first meld, as if those cards were the sitter's.
A plate straight under laid-down cards names who holds them (RULES.md three-hand 2: the
one sitting out holds no cards in play)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView
from gin_desktop.app.table.items import SeatLabelItem
from gin_desktop.engine import Card

from .test_table import human_can_knock, knock_with_the_mouse, position, resume


def _holders(game_model: GameModel) -> dict[Card, int]:
    result = game_model.match.last_result
    assert result is not None and result.knocker is not None and result.defender is not None
    assert result.knocker_layout is not None and result.defender_layout is not None
    holders: dict[Card, int] = {}
    for seat, layout in ((result.knocker, result.knocker_layout),
                         (result.defender, result.defender_layout)):
        for meld in layout.melds:
            holders.update(dict.fromkeys(meld.cards, seat))
        holders.update(dict.fromkeys(layout.deadwood, seat))
        holders.update({lay.card: seat for lay in layout.layoffs})
    return holders


def test_a_plate_under_laid_down_cards_is_their_holders(
        qtbot: QtBot, view: TableView, game_model: GameModel) -> None:
    view.resize(578, 616)  # the table beside the docks of a 1024x768 screen
    qtbot.waitUntil(lambda: view.table_scene().geometry.width == view.viewport().width())
    resume(game_model, position(human_can_knock, mode="three"))
    knock_with_the_mouse(view, game_model)
    assert game_model.wait_idle(5000)
    QApplication.processEvents()
    scene = view.table_scene()
    g = scene.geometry
    plates = [i for i in scene.items() if isinstance(i, SeatLabelItem) and i.isVisible()]
    assert len(plates) == 3
    under: list[tuple[int, int]] = []
    for card, seat in _holders(game_model).items():
        item = scene.card_item(card)
        box = QRectF(item.pos(), item.size())
        for plate in plates:
            rect = plate.sceneBoundingRect()
            straight_under = (rect.left() < box.right() and box.left() < rect.right()
                              and 0 <= rect.top() - box.bottom() <= g.label_h)
            if straight_under and plate.seat != seat:
                under.append((plate.seat, seat))
    assert not under, under
