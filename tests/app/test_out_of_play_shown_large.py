"""Three-hand with the sitter dealt ten cards out of play (RULES.md three-hand 2: known to
the sitter, who may advise by them). A Spanish newcomer sitting out clicked their small
row in the corner and got "unexpected error: KeyError: <PileKind.OUT_OF_PLAY>" (the table
knew no pile of that kind); on a 1024-wide window with the score pad docked, the row's
cards overlapped to 2-3 pixels each and only the top one could be read. A click on the
row now shows them large, a click (or Escape) hides them; a computer sitter's face-down
row takes the click without a word. The screen reader names them too."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app import accessibility
from gin_desktop.app.a11y.port import SceneTable
from gin_desktop.app.a11y.tree import build_tree
from gin_desktop.app.main import MainWindow
from gin_desktop.app.model import GameModel
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.app.table import TableView
from gin_desktop.app.table.hand_order import sorted_hand
from gin_desktop.engine import Card, Role, RuleSet, new_match

from .test_advice_buttons_stay import SITTING_OUT
from .test_spoken_order import open_window
from .test_table import HUMAN, at, click

RULES = RuleSet(target=500, sitter_dealt=True)


def _deal(view: TableView, game_model: GameModel, qtbot: QtBot, role: Role) -> list[Card]:
    seed = next(s for s in range(1, 200) if new_match(RULES, s, "three").roles()[HUMAN] is role)
    game_model.start(GameSetup(mode="three", seed=seed, rules=RULES))
    assert game_model.wait_idle(5000)
    QApplication.processEvents()
    scene = view.table_scene()
    qtbot.waitUntil(lambda: not scene.animator.is_busy(), timeout=10_000)
    return list(game_model.match.table_state().sitter_cards)


def _on_row(view: TableView, cards: list[Card]) -> QPoint:
    """A point on the leftmost card of the out-of-play row, on its visible sliver."""
    scene = view.table_scene()
    first = min((scene.card_item(card) for card in cards), key=lambda item: item.pos().x())
    return at(view, first.pos() + QPointF(2, first.sceneBoundingRect().height() / 2))


def test_a_click_on_the_sitters_row_shows_its_cards_large(
        view: TableView, game_model: GameModel, qtbot: QtBot) -> None:
    view.resize(620, 560)  # the table beside a docked score pad on a 1024x600 screen
    QApplication.processEvents()
    out = _deal(view, game_model, qtbot, Role.SITTING_OUT)
    scene = view.table_scene()
    assert not scene.out_of_play_shown

    click(view, _on_row(view, out))
    assert scene.out_of_play_shown
    fan = scene._out_fan
    assert fan.cards == sorted_hand(out, "suit")
    g = scene.geometry
    # Every card readable: the shown cards lie apart by far more than a sliver.
    assert fan._step >= g.card_w * 0.2 > 8
    assert scene.sceneRect().contains(fan.sceneBoundingRect().adjusted(2, 2, -2, -6))
    assert "10" in fan.title

    click(view, _on_row(view, out))  # again: hidden
    assert not scene.out_of_play_shown
    click(view, _on_row(view, out))
    assert scene.out_of_play_shown
    click(view, at(view, QPointF(g.centre_x, g.centre_y - g.card_h)))  # the felt: hidden
    assert not scene.out_of_play_shown
    assert game_model.match.table_state().sitter_cards == tuple(out)  # nothing moved


def test_escape_hides_the_sitters_cards_shown_large(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    levels = ("human", "standard", "standard")
    setup = GameSetup(mode="three", levels=levels, names=default_names(levels),
                      seed=SITTING_OUT, rules=RULES)
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    assert win.model.wait_idle(5000)
    scene = win.table.table_scene()
    qtbot.waitUntil(lambda: not scene.animator.is_busy(), timeout=10_000)
    out = list(win.model.match.table_state().sitter_cards)
    assert len(out) == 10 and scene.card_item(out[0]).face_up
    click(win.table, _on_row(win.table, out))
    assert scene.out_of_play_shown
    QTest.keyClick(win.table, Qt.Key.Key_Escape)
    assert not scene.out_of_play_shown


def test_a_computer_sitters_row_takes_a_click_without_a_word(
        view: TableView, game_model: GameModel, qtbot: QtBot) -> None:
    out = _deal(view, game_model, qtbot, Role.CAPTAIN)
    scene = view.table_scene()
    assert not any(scene.card_item(card).face_up for card in out)
    actions = len(game_model.match.actions)
    click(view, _on_row(view, out))
    assert not scene.out_of_play_shown
    assert len(game_model.match.actions) == actions


def test_the_screen_reader_names_the_sitters_own_cards_out_of_play(
        view: TableView, game_model: GameModel, qtbot: QtBot) -> None:
    out = _deal(view, game_model, qtbot, Role.SITTING_OUT)
    node = build_tree(SceneTable(view))["out-of-play"]
    assert node.name == "Your cards out of play, 10 cards"
    assert node.description == str(accessibility.list_cards(sorted_hand(out, "suit")))


def test_a_computer_sitters_cards_are_not_named(
        view: TableView, game_model: GameModel, qtbot: QtBot) -> None:
    _deal(view, game_model, qtbot, Role.CAPTAIN)
    assert "out-of-play" not in build_tree(SceneTable(view))
