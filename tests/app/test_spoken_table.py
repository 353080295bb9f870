"""What the table says by itself reaches a screen reader, not only the status line: a knock
it refuses and knock mode turned on (issue "A blind player can play a whole match").
Real keys on the real main window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Match, Phase
from gin_desktop.engine.melds import deadwood_after_each_discard

from .test_gin_words import STRAIGHT, gin_position
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


def test_knock_mode_for_a_gin_is_spoken_as_gin(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None]) -> None:
    """The Knock button reads "Gin!" when the knock leaves no deadwood, and knock mode's
    prompt says gin; the screen reader heard "Golpe: ahora descarta…" all the same."""
    language("es")
    model = window.model
    model.resume(gin_position(), GameSetup(names=NAMES, rules=STRAIGHT))
    said = spoken(window, qtbot)
    QTest.keyClick(window.table, Key.Key_K)
    assert window.table.table_scene().knock_mode
    assert "Gin: ahora descarta una carta boca abajo" in said, said
    assert not any(t.startswith("Golpe") for t in said), said


def test_the_table_read_by_i_ends_each_sentence_once(
        window: MainWindow, qtbot: QtBot) -> None:
    """I reads the status line's prompt and the table as sentences: "Computer is
    thinking…" ends its own, not read out as "thinking… dot"."""
    model = window.model
    model.set_computer_delay(60_000)
    model.resume(position(lambda m: isinstance(m, Match) and m.phase is Phase.DRAW
                          and m.to_act == 1), GameSetup(names=NAMES))
    qtbot.waitUntil(lambda: model.status_text().endswith("…"), timeout=3000)
    said: list[str] = []
    window.keyboard.announced.connect(said.append)  # what a key reads out
    QTest.keyClick(window.table, Key.Key_I)
    (read,) = [t for t in said if t.startswith(model.status_text())]
    assert "…." not in read and "… Top of the discard pile: " in read, read
