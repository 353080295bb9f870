"""What the table says by itself reaches a screen reader, not only the status line: a knock
it refuses and knock mode turned on (issue "A blind player can play a whole match").
Real keys on the real main window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Match, Phase
from gin_desktop.engine.melds import deadwood_after_each_discard

from .test_hint import NAMES, position, you_may_knock_but_the_hint_plays_on

Key = Qt.Key


def spoken(window: MainWindow, qtbot: QtBot) -> list[str]:
    """Everything the window's screen-reader layer says from now on."""
    qtbot.waitUntil(lambda: window.accessibility is not None, timeout=5000)
    said: list[str] = []
    assert window.accessibility is not None
    window.accessibility.spoken.connect(said.append)
    return said


def test_a_refused_knock_is_spoken(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    model.resume(position(lambda m: isinstance(m, Match) and m.phase is Phase.UPCARD_OFFER
                          and m.to_act == 0),
                 GameSetup(names=NAMES))
    said = spoken(window, qtbot)
    QTest.keyClick(window.table, Key.Key_K)
    assert "No knock now: knock after drawing, when you are to discard" in said


def test_a_knock_refused_for_its_deadwood_is_spoken_with_the_limit(
        window: MainWindow, qtbot: QtBot) -> None:
    """RULES.md, Two-player game 5: a knock needs deadwood of at most the knock limit."""
    def too_much(match: Match) -> bool:
        return (match.phase is Phase.DISCARD and match.to_act == 0
                and min(deadwood_after_each_discard(match.hand_of(0)).values()) > 10)

    model = window.model
    model.resume(position(too_much), GameSetup(names=NAMES))
    said = spoken(window, qtbot)
    QTest.keyClick(window.table, Key.Key_K)
    assert any(t.startswith("No knock now: your deadwood would be ")
               and t.endswith(", more than the knock limit of 10") for t in said), said


def test_knock_mode_is_spoken(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    model.resume(position(you_may_knock_but_the_hint_plays_on), GameSetup(names=NAMES))
    said = spoken(window, qtbot)
    QTest.keyClick(window.table, Key.Key_K)
    assert window.table.table_scene().knock_mode
    assert "Knock: now discard a card face down" in said
