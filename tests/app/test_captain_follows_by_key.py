"""Three-hand, the person as captain (RULES.md "Three-hand game" 2: the sitting-out player
may give advice, the captain has the final say): the computer sitting out suggests a move in
its bubble, whose Follow advice button the mouse presses. A keyboard player follows it with
F (Play ▸ Follow advice), listed in Help ▸ Keyboard shortcuts; before, no key did it (Enter
was refused: "Take the upcard or pass first"). Real keys on the real window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app import accessibility, keyboard
from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Action, ActionKind, Match, Phase, Role

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
    assert played_by_f(window) == [advised]


def played_by_f(window: MainWindow, key: Qt.Key = Qt.Key.Key_F) -> list[Action]:
    """The moves the real F key (or ``key``) on the table makes."""
    model = window.model
    played: list[Action] = []
    play = model.play

    def recorded(action: Action) -> bool:
        played.append(action)
        return play(action)

    model.play = recorded  # type: ignore[method-assign]
    window.table.setFocus()
    QTest.keyClick(window.table, key)
    return played


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


def test_after_f_the_focused_cards_words_count_the_hand_as_it_is_now(
        window: MainWindow, qtbot: QtBot) -> None:
    """F discards the advised card, not the focused one: the status line kept the focused
    card's "card 2 of 11" until the next move, when the hand held 10."""
    model = window.model
    model.resume(position(lambda m: person_captain_to_act(m) and m.phase is Phase.DISCARD,
                          mode="three"), SETUP)
    qtbot.waitUntil(lambda: model.is_human_turn() and model.advice is not None, timeout=10_000)
    advised = model.advice.action
    assert advised.kind is ActionKind.DISCARD
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    focused = window.keyboard.focused_card()
    assert focused is not None and focused != advised.card
    assert window.status_line.message_text().endswith("of 11")
    QTest.keyClick(window.table, Qt.Key.Key_F)
    hand = window.table.hand_order()
    assert len(hand) == 10 and advised.card not in hand
    assert window.keyboard.focused_card() == focused
    words = accessibility.describe_hand_card(focused, hand, position=hand.index(focused))
    assert words.endswith("of 10")
    assert window.status_line.message_text() == words
    qtbot.wait(100)  # the computers' moves after it change nothing of the person's hand
    assert window.status_line.message_text() == words
