"""Three-hand with the sitter dealt ten cards out of play (RULES.md three-hand 2): the
sitter reads them, small and overlapped, only by their corners; they lay in dealt order
("J♣ K♦ 8♥ 4♠ ..."), and went away at the hand's end though they lie in the top corner,
out of the result panel's way. They lie sorted by suit then rank, as the hand's Suit
button sorts, and stay on the table with the result."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication, QGraphicsItem
from pytestqt.qtbot import QtBot

from gin_desktop.app.model import GameModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView
from gin_desktop.app.table.hand_order import sorted_hand
from gin_desktop.engine import FULL_DECK, Card, Match, Phase, Role, RuleSet, new_match

from .test_table import (
    HUMAN, button_point, click, find_button, position, result_panel, resume,
)

RULES = RuleSet(target=500, sitter_dealt=True)


def _box(item: QGraphicsItem) -> QRectF:
    size = item.size()  # type: ignore[attr-defined]  # the items the table draws
    return item.mapRectToScene(QRectF(QPointF(0, 0), size))


def laid_left_to_right(view: TableView, cards: list[Card]) -> list[Card]:
    scene = view.table_scene()
    return sorted(cards, key=lambda card: scene.card_item(card).pos().x())


def test_the_sitters_cards_out_of_play_lie_sorted_by_suit(
        view: TableView, game_model: GameModel, qtbot: QtBot) -> None:
    seed = next(s for s in range(1, 200)
                if new_match(RULES, s, "three").roles()[HUMAN] is Role.SITTING_OUT)
    game_model.start(GameSetup(mode="three", seed=seed, rules=RULES))
    assert game_model.wait_idle(5000)
    QApplication.processEvents()
    out = list(game_model.match.table_state().sitter_cards)
    assert len(out) == 10 and out != sorted_hand(out, "suit")  # dealt out of order
    scene = view.table_scene()
    assert all(scene.card_item(card).face_up for card in out)
    assert laid_left_to_right(view, out) == sorted_hand(out, "suit")
    # The hand goes on (the sitter lets the captain decide, a real click): still sorted.
    qtbot.waitUntil(lambda: game_model.is_human_turn(), timeout=5000)
    actions = len(game_model.match.actions)
    click(view, button_point(view, find_button(view, "Let the captain decide")))
    qtbot.waitUntil(lambda: len(game_model.match.actions) > actions, timeout=5000)
    assert game_model.wait_idle(5000)
    QApplication.processEvents()
    assert laid_left_to_right(view, out) == sorted_hand(out, "suit")


def sitter_sees_the_result(match: Match) -> bool:
    return match.phase is Phase.HAND_OVER and match.roles()[HUMAN] is Role.SITTING_OUT


def test_the_sitters_cards_stay_in_the_corner_beside_the_result(
        view: TableView, game_model: GameModel) -> None:
    resume(game_model, position(sitter_sees_the_result, mode="three", rules=RULES), RULES)
    QApplication.processEvents()
    scene = view.table_scene()
    out = list(game_model.match.table_state().sitter_cards)
    items = [scene.card_item(card) for card in out]
    assert all(item.isVisible() and item.face_up for item in items)
    assert laid_left_to_right(view, out) == sorted_hand(out, "suit")
    label = scene._captions.out_of_play
    assert label.isVisible()
    panel = _box(result_panel(view))
    for item in [*items, label]:
        box = _box(item) if item is label else item.sceneBoundingRect()
        assert scene.sceneRect().contains(box)
        assert not box.intersects(panel), (box, panel)
    row = items[0].sceneBoundingRect()
    for item in items:
        row = row.united(item.sceneBoundingRect())
    shown = [scene.card_item(card) for card in FULL_DECK
             if card not in out and scene.card_item(card).isVisible()]
    assert shown  # the hands laid down
    assert not any(item.sceneBoundingRect().intersects(row) for item in shown)
