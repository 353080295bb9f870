"""A table key held down makes its move once. Its repeats (a fast player's key, held a
moment too long) were taken as fresh presses: after S drew, each repeat said in red "Not
allowed: you have drawn already, so discard a card"; after N dealt, "The hand is still
being played". The arrows still step along the hand while held."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from gin_desktop.app.main import MainWindow
from gin_desktop.engine import Phase
from tests.app.test_table_refusals import both_passed


def held(window: MainWindow, key: Qt.Key, text: str, repeats: int = 3,
         where: QWidget | None = None) -> None:
    """``key`` pressed and held on the table (or ``where``): the press, then the system's
    repeats."""
    view = where or window.table
    view.setFocus()
    QApplication.processEvents()
    QTest.keyPress(view, key, Qt.KeyboardModifier.NoModifier)
    QApplication.processEvents()
    for _ in range(repeats):
        for kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            QApplication.sendEvent(view, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier,
                                                   text, True))
        QApplication.processEvents()
    QTest.keyRelease(view, key, Qt.KeyboardModifier.NoModifier)
    QApplication.processEvents()


def test_s_held_draws_once_and_says_nothing_more(window: MainWindow) -> None:
    both_passed(window)
    refused: list[str] = []
    window.model.action_refused.connect(refused.append)
    before = len(window.model.human_view().hand)
    held(window, Qt.Key.Key_S, "s")
    view = window.model.human_view()
    assert view.phase is Phase.DISCARD and len(view.hand) == before + 1
    assert refused == []


def test_s_held_in_the_move_log_draws_once_and_says_nothing_more(window: MainWindow) -> None:
    both_passed(window)
    refused: list[str] = []
    window.model.action_refused.connect(refused.append)
    held(window, Qt.Key.Key_S, "s", where=window.move_log.list)
    assert window.model.human_view().phase is Phase.DISCARD
    assert refused == []


def test_the_arrows_still_step_while_held(window: MainWindow) -> None:
    both_passed(window)
    keyboard = window.keyboard
    held(window, Qt.Key.Key_Home, "")
    first = keyboard.focused_card()
    hand = list(window.model.human_view().hand)
    assert first is not None
    held(window, Qt.Key.Key_Right, "", repeats=2)
    shown = keyboard.hand()
    assert shown.index(keyboard.focused_card()) == shown.index(first) + 3, hand
