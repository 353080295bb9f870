"""The focused card's words ("Five of diamonds, in a set, card 1 of 10") on the status line
are for the player at the keyboard: shown while the keyboard is on the hand, gone when it
leaves (F6 to another panel, a mouse press on the table), never over a hint or a refusal
the player has yet to read, and not at every draw of a player back at the mouse."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import ActionKind, RuleSet


def started(make_window: Any, qtbot: QtBot) -> MainWindow:
    window: MainWindow = make_window()
    # The computer deals: the person is offered the upcard first.
    window.model.start(GameSetup(levels=("human", "standard"), names=("Ana", "Computer"),
                                 seed=3, first_dealer=1, rules=RuleSet(target=500)))
    window.model.set_computer_delay(0)
    qtbot.waitUntil(window.model.is_human_turn, timeout=5000)
    window.activateWindow()
    window.table.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    return window


def press(window: MainWindow, key: Qt.Key) -> None:
    QTest.keyClick(window.table, key)
    QApplication.processEvents()


def test_the_cards_words_go_when_the_keyboard_leaves_the_hand(make_window: Any,
                                                               qtbot: QtBot) -> None:
    window = started(make_window, qtbot)
    line = window.status_line
    press(window, Qt.Key.Key_Right)
    assert "card 1 of 10" in line.message_text()
    assert line.turn_label.text()  # the prompt stays beside them
    press(window, Qt.Key.Key_F6)  # the keyboard to the move log
    assert QApplication.focusWidget() is not window.table
    assert line.message_text() == ""
    window.table.setFocus(Qt.FocusReason.OtherFocusReason)
    press(window, Qt.Key.Key_Right)
    assert "card" in line.message_text()
    # A mouse press on the felt: the player is at the mouse now.
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    QApplication.processEvents()
    assert line.message_text() == ""


def test_the_cards_words_leave_a_hint_on_the_line(make_window: Any, qtbot: QtBot) -> None:
    window = started(make_window, qtbot)
    line = window.status_line
    window.hint_action.trigger()
    hint = line.message_text()
    assert hint and line.message_kind == "hint"
    press(window, Qt.Key.Key_Right)
    press(window, Qt.Key.Key_Right)
    assert line.message_text() == hint


def test_a_player_back_at_the_mouse_draws_without_the_cards_words(make_window: Any,
                                                                   qtbot: QtBot) -> None:
    window = started(make_window, qtbot)
    line = window.status_line
    press(window, Qt.Key.Key_Right)  # once at the keyboard
    assert line.message_text()
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    window.pass_action.trigger()
    model = window.model
    qtbot.waitUntil(lambda: model.is_human_turn() and ActionKind.DRAW_STOCK in {
        a.kind for a in model.human_view().legal_actions}, timeout=5000)
    window.draw_action.trigger()
    QApplication.processEvents()
    assert model.human_view().drawn_card is not None
    assert "just drawn" not in line.message_text()
