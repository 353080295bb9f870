"""Sitting out (RULES.md "Three-hand game" 2: the sitter holds no cards, sees the captain's
hand and may give advice), the bottom row is the captain's hand and the keys advise on it:
the arrows read its cards, D or Enter suggests the focused card, K a knock. The focus ring
stays on those cards, and the words a screen reader hears say whose they are and that a
key suggests rather than plays. Real keys on the real window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import CardItem
from gin_desktop.engine import ActionKind, Match, Phase, Role

from .test_table import position

SITTER = 1
SETUP = GameSetup(mode="three", human_seat=SITTER, levels=("standard", "human", "standard"),
                  names=("Computer 1", "You", "Computer 2"))


def captain_may_knock(match: Match) -> bool:
    return (match.phase is Phase.DISCARD and match.roles()[SITTER] is Role.SITTING_OUT
            and match.to_act is not None and match.roles()[match.to_act] is Role.CAPTAIN
            and any(a.kind is ActionKind.KNOCK for a in match.legal_actions()))


def test_the_sitters_focus_is_on_the_captains_hand_and_said_so(
        window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    match = position(captain_may_knock, mode="three")
    captain = match.to_act
    assert captain is not None
    model.resume(match, SETUP)
    qtbot.waitUntil(lambda: window.accessibility is not None, timeout=5000)
    qtbot.waitUntil(lambda: model.human_view().is_advisor and model.is_human_turn(),
                    timeout=5000)
    name = SETUP.names[captain]
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    focus = window.table.table_scene().focusItem()
    assert isinstance(focus, CardItem) and focus.card in model.match.hand_of(captain)
    root = QAccessible.queryAccessibleInterface(window.table)
    rows = [root.child(i) for i in range(root.childCount())
            if root.child(i).role() == QAccessible.Role.List]
    row = next(r for r in rows if r.childCount() == len(model.match.hand_of(captain)))
    assert row.text(QAccessible.Text.Name) == f"{name}'s hand, the captain you advise"
    assert row.childCount() == len(model.match.hand_of(captain))

    announced: list[str] = []
    window.keyboard.announced.connect(announced.append)
    QTest.keyClick(window.table, Qt.Key.Key_K)
    assert window.table.table_scene().knock_mode
    assert announced and "suggest knocking with it: press Enter" in announced[-1], announced
    notes = [row.child(i).text(QAccessible.Text.Description) for i in range(row.childCount())]
    assert any("the captain can knock with it" in n for n in notes), notes
    assert not any("you can knock with it" in n for n in notes), notes
