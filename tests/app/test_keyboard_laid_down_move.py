"""After the showdown the hand lies laid down (melds, then deadwood) and the arrows walk
it so; Shift+Left/Right still moved the focused card in the hidden order of play, nothing
on the table changing. It now says the hand is laid down and leaves it be. The screen
reader's list of the hand reads the cards in the order the arrows walk them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.a11y.port import SceneTable
from gin_desktop.app.a11y.tree import build_tree, card_key
from gin_desktop.app.main import MainWindow
from gin_desktop.engine import Phase

from .test_focus_leaves_laid_off_card import deal, focused
from .test_hint_then_enter import keys

LAID_DOWN = "The hand is laid down: its cards stay where they lie."


def test_shift_arrows_leave_a_laid_down_hand_be(window: MainWindow) -> None:
    deal(window)
    keys(window, Qt.Key.Key_R, Qt.Key.Key_X)  # by rank, pass: the computer knocks
    assert window.model.human_view().phase is Phase.HAND_OVER
    keys(window, Qt.Key.Key_Home, Qt.Key.Key_Right)
    order = window.table.hand_order()
    card = focused(window)
    assert card is not None
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Left):
        QTest.keyClick(window.table, key, Qt.KeyboardModifier.ShiftModifier)
        QApplication.processEvents()
        assert window.table.hand_order() == order
        assert focused(window) == card
        assert window.status_line.message_text() == LAID_DOWN


def test_the_screen_readers_hand_reads_as_the_arrows_walk_it(window: MainWindow) -> None:
    deal(window)
    keys(window, Qt.Key.Key_R, Qt.Key.Key_X)
    keys(window, Qt.Key.Key_Home)
    walked = []
    for _ in range(len(window.keyboard.hand())):
        walked.append(focused(window))
        keys(window, Qt.Key.Key_Right)
    tree = build_tree(SceneTable(window.table))
    row = tree["row:0"].children
    assert [key for key in row if key in map(card_key, walked)] == list(map(card_key, walked))
