"""Three-hand, sitting out (RULES.md "Three-hand game" 2: the sitter may give advice or
none): while the computer captain thinks, the status line says what the person chose. Left
to decide (L, Play ▸ Let the captain decide) the captain decides without advice; a card
suggested (D) is advice the captain weighs. Real keys on the real window."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Match, Phase, Role

from .test_table import position

SITTER = 1
SETUP = GameSetup(mode="three", human_seat=SITTER, levels=("standard", "human", "standard"),
                  names=("Computer 1", "You", "Computer 2"))


def captain_to_discard(match: Match) -> bool:
    return (match.phase is Phase.DISCARD and match.roles()[SITTER] is Role.SITTING_OUT
            and match.to_act is not None and match.roles()[match.to_act] is Role.CAPTAIN)


def captain_thinking_after(window: MainWindow, qtbot: QtBot, key: Qt.Key) -> str:
    """The status line's prompt once ``key`` has answered the captain waiting for advice."""
    model = window.model
    model.set_computer_delay(60_000)  # the captain "thinks" for the whole test
    model.resume(position(captain_to_discard, mode="three"), SETUP)
    qtbot.waitUntil(lambda: model.human_view().is_advisor and model.is_human_turn(),
                    timeout=5000)
    window.table.setFocus()
    if key == Qt.Key.Key_D:
        QTest.keyClick(window.table, Qt.Key.Key_Right)  # a card of the captain's in focus
    QTest.keyClick(window.table, key)
    qtbot.waitUntil(lambda: model.is_thinking, timeout=2000)
    return window.status_line.turn_label.accessibleName()


def test_left_to_decide_the_captain_decides_without_advice(
        window: MainWindow, qtbot: QtBot) -> None:
    status = captain_thinking_after(window, qtbot, Qt.Key.Key_L)
    captain = SETUP.names[window.model.match.to_act or 0]
    assert status == f"{captain} is deciding without your advice…"


def test_a_suggestion_is_advice_the_captain_weighs(window: MainWindow, qtbot: QtBot) -> None:
    status = captain_thinking_after(window, qtbot, Qt.Key.Key_D)
    captain = SETUP.names[window.model.match.to_act or 0]
    assert status == f"{captain} is weighing your advice…"


#: The captain left to decide, and the captain weighing advice, in each language.
ALONE = {"es": ("decide sin tu consejo…", "está valorando tu consejo…"),
         "cs": ("se rozhoduje bez vaší rady…", "zvažuje vaši radu…"),
         "pt": ("está decidindo sem o seu conselho…", "está considerando o seu conselho…")}


@pytest.mark.parametrize("code", sorted(ALONE))
def test_the_captain_deciding_alone_is_said_in_the_language(
        make_window: Callable[..., MainWindow], qtbot: QtBot,
        language: Callable[[str], None], code: str) -> None:
    language(code)
    status = captain_thinking_after(make_window(), qtbot, Qt.Key.Key_L)
    alone, weighing = ALONE[code]
    assert status.endswith(alone) and weighing not in status, status
