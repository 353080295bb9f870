"""After both players passed the upcard, the first draw must be from the stock (RULES.md
two-player 3; the box game plays the same way, three-hand 3). The hint and the captain's
answer to the player who sits out say so, rather than that the upcard "does not fit",
which reads as if it could still be picked up."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.model import GameModel
from gin_desktop.app.prompts import card_label
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView
from gin_desktop.app.table.items import PanelItem
from gin_desktop.engine import DRAW_STOCK, Match, Phase, Role, RuleSet

from .test_table import HUMAN, click, position, resume, stock_point


def only_the_stock(match: Match) -> bool:
    return match.phase is Phase.DRAW and match.legal_actions() == (DRAW_STOCK,)


def test_the_captain_says_the_upcard_was_passed_by_both(
        view: TableView, game_model: GameModel, qtbot: QtBot) -> None:
    match = position(lambda m: only_the_stock(m) and m.roles()[HUMAN] is Role.SITTING_OUT,
                     mode="three")
    upcard = match.hand.pile[-1]
    resume(game_model, match)
    assert game_model.human_view().is_advisor
    with qtbot.waitSignal(game_model.advice_changed, timeout=5000,
                          check_params_cb=lambda advice: advice is not None):
        click(view, stock_point(view))
    assert game_model.wait_idle(5000)
    bubble = next(i for i in view.table_scene().items()
                  if isinstance(i, PanelItem) and i.tail and i.isVisible())
    answer = next(line for line in bubble.lines if line.startswith("Last answer: "))
    assert answer == ("Last answer: I'll follow your advice and draw from the stock because "
                      f"both players passed the {card_label(upcard)}.")


def test_the_hint_for_the_first_draw_after_two_passes(
        make_window: Callable[..., Any], language: Callable[[str], None]) -> None:
    language("pt")
    window = make_window()
    match = position(lambda m: only_the_stock(m) and m.to_act == HUMAN)
    upcard = match.hand.pile[-1]
    window.model.resume(match, GameSetup(levels=("human", "standard"), seed=match.seed,
                                         rules=RuleSet()))
    button = window.toolbar.widgetForAction(window.hint_action)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     button.rect().center())
    said = window.status_line.message_text()
    assert said.startswith("Dica: compre do monte: os dois jogadores passaram ")
    assert f"{card_label(upcard)}" in said
    assert "não se encaixa" not in said
