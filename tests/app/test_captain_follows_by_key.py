"""Three-hand, the person as captain (RULES.md "Three-hand game" 2: the sitting-out player
may give advice, the captain has the final say): the computer sitting out suggests a move in
its bubble, whose Follow advice button the mouse presses. A keyboard player follows it with
F (Play ▸ Follow advice), listed in Help ▸ Keyboard shortcuts; before, no key did it (Enter
was refused: "Take the upcard or pass first"). Real keys on the real window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app import keyboard
from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Action, Match, Role

from .test_table import position

CAPTAIN = 0
SETUP = GameSetup(mode="three", human_seat=CAPTAIN, levels=("human", "standard", "standard"),
                  names=("You", "Computer 1", "Computer 2"))


def person_captain_to_act(match: Match) -> bool:
    return (match.to_act == CAPTAIN and match.roles()[CAPTAIN] is Role.CAPTAIN
            and bool(match.legal_actions()))


def test_f_follows_the_sitters_advice(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    model.resume(position(person_captain_to_act, mode="three"), SETUP)
    qtbot.waitUntil(lambda: model.is_human_turn() and model.advice is not None, timeout=10_000)
    advised = model.advice.action
    assert advised in model.human_view().legal_actions
    played: list[Action] = []
    play = model.play

    def recorded(action: Action) -> bool:
        played.append(action)
        return play(action)

    model.play = recorded  # type: ignore[method-assign]
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_F)
    assert played == [advised]


def test_the_follow_key_is_in_the_play_menu() -> None:
    assert keyboard.shortcut("follow_advice").toString() == "F"


def test_a_screen_reader_hears_the_key_with_the_advice(window: MainWindow,
                                                        qtbot: QtBot) -> None:
    """The bubble's words for a screen reader name the key, as the sitter's do (L)."""
    model = window.model
    qtbot.waitUntil(lambda: window.accessibility is not None, timeout=5000)
    assert window.accessibility is not None
    spoken: list[str] = []
    window.accessibility.spoken.connect(spoken.append)
    model.resume(position(person_captain_to_act, mode="three"), SETUP)
    qtbot.waitUntil(lambda: any(" suggests: " in t for t in spoken), timeout=10_000)
    said = next(t for t in spoken if " suggests: " in t)
    assert "Press F to follow the advice." in said, said
