"""Play ▸ Take says what the table says: "Take upcard" while the first turn offers the
upcard, "Take from the pile" in a normal turn, where the table's prompt reads "take the
10♥ from the pile" (a newcomer met "Take upcard" there, a word the turn never used).
Its keys, T and P, stay. Real mouse on the real menu."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Match, Phase

from .test_greyed_menu_says_why import click_in_menu
from .test_table import HUMAN, human_to_draw, position

NAMES = ("Ana", "Computer")


def offered_to_you(match: Match) -> bool:
    return match.phase is Phase.UPCARD_OFFER and match.to_act == HUMAN


def menu_words(window: MainWindow) -> str:
    return window.take_action.text().replace("&", "")


def test_the_take_command_says_upcard_only_while_it_is_offered(window: MainWindow) -> None:
    window.model.resume(position(offered_to_you), GameSetup(names=NAMES))
    QApplication.processEvents()
    assert menu_words(window) == "Take upcard"
    assert window.take_action.isEnabled()
    window.model.resume(position(human_to_draw), GameSetup(names=NAMES))
    QApplication.processEvents()
    assert menu_words(window) == "Take from the pile"
    assert window.take_action.toolTip() == "Take the top card of the discard pile"
    keys = {k.toString() for k in window.take_action.shortcuts()}
    assert {QKeySequence("T").toString(), QKeySequence("P").toString()} <= keys


def test_take_from_the_pile_in_the_menu_takes_the_pile_card(
        qtbot: QtBot, window: MainWindow) -> None:
    window.model.resume(position(human_to_draw), GameSetup(names=NAMES))
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    top = window.model.human_view().upcard
    click_in_menu(qtbot, window, window.play_menu, window.take_action)
    assert window.model.wait_idle(5000)
    view = window.model.human_view()
    assert view.phase is Phase.DISCARD and top in view.hand
