"""The rest of the deck on a short screen scrolls by the keys: its cards scrolled only with
the mouse, and Up or Down on the focused Close button moved the focus to another button.
Up, Down, Page Up, Page Down, Home and End scroll the cards now, Close keeping the focus
(Enter, Space and Escape still close the dialog from there); where everything shows, the
keys do what they did."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.deck_reveal import DeckRevealDialog
from gin_desktop.app.main import MainWindow

from .test_deck_keys import CTRL, a_finished_hand, picture, press

Key = Qt.Key


def open_the_deck(window: MainWindow, qtbot: QtBot) -> DeckRevealDialog:
    QTest.keyClick(window.table, Key.Key_D, CTRL)
    dialog = window.review_features.reveal_dialog
    assert isinstance(dialog, DeckRevealDialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.close_button, timeout=3000)
    return dialog


def make_short(dialog: DeckRevealDialog, qtbot: QtBot) -> None:
    """The dialog as a short screen leaves it (a 1024x600 screen at 150 %)."""
    dialog.resize(620, 260)
    qtbot.waitUntil(lambda: dialog.size().toTuple() == (620, 260), timeout=3000)
    QApplication.processEvents()
    assert dialog.body.verticalScrollBar().maximum() > 0


def test_the_keys_scroll_the_cards_of_a_short_dialog_and_close_keeps_the_focus(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = a_finished_hand(make_window, qtbot)
    dialog = open_the_deck(window, qtbot)
    make_short(dialog, qtbot)
    bar = dialog.body.verticalScrollBar()
    framed = picture(dialog.close_button)
    assert bar.value() == 0

    press(Key.Key_Down)
    down = bar.value()
    assert 0 < down < bar.maximum()
    press(Key.Key_Up)
    assert bar.value() == 0
    press(Key.Key_PageDown)
    assert bar.value() >= min(bar.maximum(), bar.pageStep() - 1) > down
    press(Key.Key_End)
    assert bar.value() == bar.maximum()
    press(Key.Key_PageUp)
    assert bar.value() < bar.maximum()
    press(Key.Key_Home)
    assert bar.value() == 0

    # Close had the focus all along, framed as on opening; Escape still closes.
    assert QApplication.focusWidget() is dialog.close_button
    assert picture(dialog.close_button) == framed
    press(Key.Key_Escape)
    assert not dialog.isVisible()


def test_enter_on_close_still_closes_a_short_dialog(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = a_finished_hand(make_window, qtbot)
    dialog = open_the_deck(window, qtbot)
    make_short(dialog, qtbot)
    press(Key.Key_End)
    press(Key.Key_Return)
    assert not dialog.isVisible()


def test_the_keys_scroll_from_every_button_of_the_dialog(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = a_finished_hand(make_window, qtbot)
    dialog = open_the_deck(window, qtbot)
    make_short(dialog, qtbot)
    press(Key.Key_Tab)
    button = QApplication.focusWidget()
    assert button is not dialog.close_button and button.window() is dialog
    press(Key.Key_End)
    assert dialog.body.verticalScrollBar().value() == dialog.body.verticalScrollBar().maximum()
    assert QApplication.focusWidget() is button
