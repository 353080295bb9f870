"""A card's words on the status line belong to their hand.

Played with the keyboard for an evening: a new hand showed, under its upcard offer,
"Ace of hearts, in a run, just drawn, card 11 of 11" (said about the hand before, whose
last moves came a few seconds before the deal): the message outlived its hand by up to
nine seconds, naming a card the person may no longer hold."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop import ai
from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import card_name
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import ActionKind, Phase

KEYS = {ActionKind.TAKE_UPCARD: Qt.Key.Key_T, ActionKind.PASS_UPCARD: Qt.Key.Key_X,
        ActionKind.DRAW_STOCK: Qt.Key.Key_S, ActionKind.DRAW_DISCARD: Qt.Key.Key_P}


def test_a_new_hand_does_not_show_the_last_hands_card(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    setup = GameSetup(levels=("human", "standard"), names=("Ana", "Computer"), seed=7)
    win = make_window()
    win.model.start(setup)
    win.model.set_computer_delay(0)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.table, timeout=3000)
    model, table = win.model, win.table

    # The first hand, with the keys the keyboard help lists (the hint's move each time).
    for _ in range(200):
        qtbot.waitUntil(lambda: model.is_human_turn() or model.match.phase is Phase.HAND_OVER,
                        timeout=5000)
        if model.match.phase is Phase.HAND_OVER:
            break
        action = ai.hint(model.human_view()).action
        if action.kind in KEYS:
            QTest.keyClick(table, KEYS[action.kind])
        elif action.kind is ActionKind.DISCARD:
            QTest.keyClick(table, Qt.Key.Key_H)  # the hint puts the focus on its card
            QTest.keyClick(table, Qt.Key.Key_D)
        else:
            QTest.keyClick(table, Qt.Key.Key_K)
            QTest.keyClick(table, Qt.Key.Key_Return)
    assert model.match.phase is Phase.HAND_OVER
    last_hand = model.match.hand_number

    # A card of the hand just over, named by the keyboard focus...
    QTest.keyClick(table, Qt.Key.Key_Right)
    said = win.status_line.message_text()
    old_cards = [c for c in model.human_view().hand
                 if said.lower().startswith(card_name(c).lower())]
    assert old_cards, said

    # ...then the next hand, dealt with N: its line does not name the old card.
    QTest.keyClick(table, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: model.match.hand_number == last_hand + 1, timeout=3000)
    shown = win.status_line.message_text()
    assert not shown.lower().startswith(card_name(old_cards[0]).lower()), shown
