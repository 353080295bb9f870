"""A greyed command clicked in its menu says why it is off, as its key says it on the
table: Play ▸ Knock… was greyed with no reason for a mouse player, while K said "No knock
now: your deadwood would be 59, more than 10" (Qt gives a disabled command no signal)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import AppRefusal, app_refusal_text
from gin_desktop.engine import DRAW_STOCK, Phase
from tests.app.test_table_refusals import to_draw


def click_in_menu(qtbot: QtBot, window: MainWindow, menu: QMenu, action: QAction) -> None:
    """Open ``menu`` from the menu bar and click ``action`` in it, with the real mouse."""
    bar = window.menuBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton,
                     pos=menu.actionGeometry(action).center())
    QApplication.processEvents()


def to_discard(window: MainWindow) -> None:
    """The person has drawn and is to discard, with too much deadwood to knock."""
    to_draw(window)
    window.model.play(DRAW_STOCK)
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    assert window.model.human_view().phase is Phase.DISCARD


def test_a_click_on_the_greyed_knock_says_why_there_is_no_knock(
        qtbot: QtBot, window: MainWindow) -> None:
    to_discard(window)
    assert not window.knock_action.isEnabled()
    QTest.keyClick(window.table, Qt.Key.Key_K)
    by_key = window.status_line.message_text()
    assert by_key.startswith("No knock now: your deadwood would be ")
    # The rules' own term, so a newcomer knows which number the deadwood is above.
    limit = window.model.human_view().knock_limit
    assert by_key.endswith(f", more than the knock limit of {limit}")
    window.status_line.clear_message()
    click_in_menu(qtbot, window, window.play_menu, window.knock_action)
    assert window.status_line.message_text() == by_key
    assert not window.play_menu.isVisible()  # gone, as after a command that is on
    assert not window.table.table_scene().knock_mode


def test_a_click_on_the_greyed_next_hand_during_a_hand_says_it_is_played(
        qtbot: QtBot, window: MainWindow) -> None:
    to_draw(window)
    assert not window.next_hand_action.isEnabled()
    click_in_menu(qtbot, window, window.play_menu, window.next_hand_action)
    assert window.status_line.message_text() == app_refusal_text(AppRefusal.HAND_PLAYING)
    assert not window.play_menu.isVisible()


def test_a_click_on_a_command_that_is_on_still_does_it(qtbot: QtBot,
                                                       window: MainWindow) -> None:
    to_draw(window)
    hand = len(window.model.human_view().hand)
    click_in_menu(qtbot, window, window.play_menu, window.draw_action)
    assert window.model.wait_idle(5000)
    assert len(window.model.human_view().hand) == hand + 1
