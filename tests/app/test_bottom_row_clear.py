"""The words under the own hand never overlap (QA session 31): while a knock's showdown
was shown, the plate's "Sin combinar: 14" ran over the "Ordenar" caption of the sort
buttons, still on the table until the animation ended. Played with the real mouse at
1024×600 (and the table beside the docks of a 1366×768 screen), in Spanish, with the
animations on, through a knock of the computer's (where it was seen) and one's own."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView
from gin_desktop.app.table.items import ButtonItem, PillItem, SeatLabelItem
from gin_desktop.ai import make_strategy
from gin_desktop.engine import ActionKind, Match, Phase, RuleSet, new_match
from tests.app.test_table import (
    best_knock, button_point, card_point, click, find_button, human_can_knock, position,
    resume, scripted_move,
)


def bottom_row(view: TableView) -> list[SeatLabelItem | PillItem | ButtonItem]:
    """The shown plates, pills and buttons on the own plate's row."""
    scene = view.table_scene()
    g = scene.geometry
    row = QRectF(0, g.bottom_label_y, g.width, g.label_h)
    return [item for item in scene.items()
            if isinstance(item, SeatLabelItem | PillItem | ButtonItem) and item.isVisible()
            and item.sceneBoundingRect().intersects(row)]


def body(item: SeatLabelItem | PillItem | ButtonItem) -> QRectF:
    """Where the item's face is (a button's bounding rect holds its glow as well)."""
    return QRectF(item.scenePos(), item.size())


def words(item: SeatLabelItem | PillItem | ButtonItem) -> str:
    return item.toolTip().split("\n")[0] if isinstance(item, SeatLabelItem) else item.text()


def overlaps(view: TableView) -> list[tuple[str, str]]:
    items = bottom_row(view)
    found = []
    for i, one in enumerate(items):
        for other in items[i + 1:]:
            if body(one).adjusted(0.5, 0.5, -0.5, -0.5).intersects(body(other)):
                found.append((words(one), words(other)))
    return found


def before_the_computer_knocks() -> Match:
    """The computer (standard, as in the window) about to draw and knock; you played
    plainly until then."""
    for seed in range(1, 300):
        match, actions = new_match(RuleSet(), seed), []
        computer = make_strategy("standard", 1)
        while match.phase in (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD):
            if match.to_act == 1:
                choice = computer.choose(match.view(1))
                if choice.kind is ActionKind.KNOCK:
                    start = new_match(RuleSet(), seed)
                    turn = max(i for i, a in enumerate(actions) if a.kind in (
                        ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD))
                    for action in actions[:turn]:
                        start.apply(action)
                    return start
            else:
                choice = scripted_move(match)
            match.apply(choice)
            actions.append(choice)
    raise AssertionError("no such position")


def spanish_table(qtbot: QtBot, game_model: GameModel, language: Callable[[str], None],
                  monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> TableView:
    """The table in Spanish (the longest captions of the row) at ``size``, animated."""
    language("es")
    monkeypatch.setenv("GIN_DESKTOP_ANIMATION_SPEED", "1")
    table = TableView(game_model)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    return table


@pytest.mark.parametrize("size", [(1024, 600), (880, 620), (1280, 800)])
def test_the_computers_knock_keeps_the_plate_clear_of_the_sort_buttons(
        qtbot: QtBot, game_model: GameModel, language: Callable[[str], None],
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    table = spanish_table(qtbot, game_model, language, monkeypatch, size)
    scene = table.table_scene()
    resume(game_model, before_the_computer_knocks())
    seen = 0
    while game_model.is_thinking or scene.animator.is_busy() or \
            game_model.match.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        assert overlaps(table) == [], f"{seen} frames in"
        seen += 1
        assert seen < 2000
        QTest.qWait(15)
    assert overlaps(table) == []


@pytest.mark.parametrize("size", [(1024, 600)])
def test_your_knocks_showdown_keeps_the_plate_clear_of_the_sort_buttons(
        qtbot: QtBot, game_model: GameModel, language: Callable[[str], None],
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    table = spanish_table(qtbot, game_model, language, monkeypatch, size)
    scene = table.table_scene()
    resume(game_model, position(human_can_knock))
    qtbot.waitUntil(lambda: not scene.animator.is_busy(), timeout=10_000)
    assert overlaps(table) == []
    card = best_knock(game_model)
    knock = QCoreApplication.translate("GinDesktop", "Knock", "button")
    gin = QCoreApplication.translate("GinDesktop", "Gin!")
    button = next(b for b in (knock, gin) if any(
        isinstance(i, ButtonItem) and i.isVisible() and i.text() == b for i in scene.items()))
    click(table, button_point(table, find_button(table, button)))
    click(table, card_point(table, card))
    assert game_model.match.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
    seen = 0
    while scene.animator.is_busy():
        assert overlaps(table) == [], f"{seen} frames into the showdown"
        seen += 1
        QTest.qWait(15)
    assert seen > 3, "the showdown was shown"
    assert overlaps(table) == []
    # The sort buttons have gone with the hand.
    assert not any(isinstance(i, ButtonItem) and i.isVisible() and i.text() == b
                   for i in scene.items()
                   for b in (QCoreApplication.translate("GinDesktop", "Rank"),))
