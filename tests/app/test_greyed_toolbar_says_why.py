"""A greyed command chosen any way a player chooses it says why it is off, as its key says
it on the table: a click on a greyed toolbar button (Next hand mid-hand said nothing, where
the Play menu's greyed Next hand said "The hand is still being played"), and the keyboard
in an open menu: Enter on a greyed item, where the style lets the keyboard onto one (the
Windows style does), or the greyed item's underlined letter typed."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QStyleFactory, QToolButton
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import AppRefusal, app_refusal_text
from gin_desktop.engine import Phase
from tests.app.test_review_window import SETUP, finished_hand
from tests.app.test_table_refusals import to_draw


def toolbar_button(window: MainWindow, action: QAction) -> QToolButton:
    button = window.toolbar.widgetForAction(action)
    assert isinstance(button, QToolButton) and button.isVisible()
    return button


def click_button(button: QToolButton) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=button.rect().center())
    QApplication.processEvents()


def open_menu(qtbot: QtBot, window: MainWindow, menu: QMenu) -> None:
    """``menu`` opened by a click on its title in the menu bar."""
    bar = window.menuBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible, timeout=2000)


def test_a_click_on_the_greyed_next_hand_button_says_the_hand_is_played(
        window: MainWindow) -> None:
    to_draw(window)
    assert not window.next_hand_action.isEnabled()
    window.status_line.clear_message()
    click_button(toolbar_button(window, window.next_hand_action))
    assert window.status_line.message_text() == app_refusal_text(AppRefusal.HAND_PLAYING)
    assert window.model.match.results == []  # no hand dealt, none ended


def test_a_click_on_the_greyed_hint_button_between_hands_says_why(
        make_window: Any) -> None:
    window: MainWindow = make_window()
    window.model.resume(finished_hand(), SETUP)
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    assert not window.hint_action.isEnabled()
    click_button(toolbar_button(window, window.hint_action))
    assert window.status_line.message_text() == app_refusal_text(
        AppRefusal.NO_HINT_BETWEEN_HANDS)


def test_a_click_on_a_button_that_is_on_still_does_it(make_window: Any) -> None:
    window: MainWindow = make_window()
    window.model.resume(finished_hand(), SETUP)
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    click_button(toolbar_button(window, window.next_hand_action))
    assert window.model.wait_idle(5000)
    assert window.model.match.phase is not Phase.HAND_OVER  # the next hand dealt


def test_enter_on_a_greyed_menu_item_says_why(qtbot: QtBot, window: MainWindow) -> None:
    """The Windows style's menus let the arrow keys onto a greyed item (Fusion's skip it);
    Enter on it did nothing, the menu left open."""
    windows_style = QStyleFactory.create("Windows")
    assert windows_style is not None
    window.play_menu.setStyle(windows_style)
    to_draw(window)
    assert not window.next_hand_action.isEnabled()
    open_menu(qtbot, window, window.play_menu)
    menu = window.play_menu
    for _ in range(len(menu.actions())):
        if menu.activeAction() is window.next_hand_action:
            break
        QTest.keyClick(menu, Qt.Key.Key_Down)
    assert menu.activeAction() is window.next_hand_action
    QTest.keyClick(menu, Qt.Key.Key_Return)
    assert window.status_line.message_text() == app_refusal_text(AppRefusal.HAND_PLAYING)
    assert not menu.isVisible()  # gone, as after a command that is on


def test_the_underlined_letter_of_a_greyed_menu_item_says_why(
        qtbot: QtBot, window: MainWindow) -> None:
    """Fusion's menus (the Linux default) keep the arrow keys off a greyed item: its
    underlined letter is the keyboard's way to it, and Qt ignored it in silence."""
    to_draw(window)
    assert not window.next_hand_action.isEnabled()
    open_menu(qtbot, window, window.play_menu)
    letter = window.next_hand_action.text().split("&", 1)[1][:1]
    QTest.keyClick(window.play_menu, letter.lower())
    assert window.status_line.message_text() == app_refusal_text(AppRefusal.HAND_PLAYING)
    assert not window.play_menu.isVisible()


def test_the_underlined_letter_of_a_command_that_is_on_still_does_it(
        qtbot: QtBot, window: MainWindow) -> None:
    to_draw(window)
    hand = len(window.model.human_view().hand)
    open_menu(qtbot, window, window.play_menu)
    letter = window.draw_action.text().split("&", 1)[1][:1]
    QTest.keyClick(window.play_menu, letter.lower())
    assert window.model.wait_idle(5000)
    assert len(window.model.human_view().hand) == hand + 1
