"""The move log read by a screen reader: its lines show cards as the table does ("10♠"),
which a reader spoke as "10 black spade suit"; each line's accessible text names them in
words, in the sentence's case ("Necháváte ležet otočenou kartu desítku pik"). Played in
Czech with real keys; the log reached with F6, read through QAccessible."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import card_name
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase, RuleSet

from .test_spoken_order import open_window

Key = Qt.Key
SUITS = "♠♥♦♣"


def focused_line() -> str:
    widget = QApplication.focusWidget()
    assert widget is not None
    child = QAccessible.queryAccessibleInterface(widget).focusChild()
    assert child is not None
    return child.text(QAccessible.Text.Name)


def test_the_move_logs_lines_name_their_cards_in_words(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
        language: Callable[[str], None]) -> None:
    language("cs")
    setup = GameSetup(levels=("human", "standard"), names=("Vy", "Počítač"), seed=7,
                      first_dealer=0, rules=RuleSet(target=100))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    model = win.model
    qtbot.waitUntil(lambda: model.is_human_turn(), timeout=5000)
    assert model.human_view().phase is Phase.UPCARD_OFFER
    upcard = model.human_view().upcard
    assert upcard is not None
    QTest.keyClick(win.table, Key.Key_X)  # pass the upcard
    QTest.keyClick(win.table, Key.Key_F6)  # to the move log
    log = win.move_log.list
    qtbot.waitUntil(lambda: QApplication.focusWidget() is log, timeout=3000)
    QTest.keyClick(log, Key.Key_Home)
    heard = [focused_line()]
    for _ in range(log.count() - 1):
        QTest.keyClick(log, Key.Key_Down)
        heard.append(focused_line())
    passed = _tr("You passed the upcard {card}").format(card=card_name(upcard))
    assert passed in heard, heard
    assert "kartu desítku pik" in passed  # the accusative the sentence asks for
    assert not any(suit in line for line in heard for suit in SUITS), heard
    assert any(suit in line for line in win.move_log.lines() for suit in SUITS)
