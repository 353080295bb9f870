"""The rest of the deck by the keys (QA session 35, a keyboard-only player in Spanish): Game
▸ Show the rest of the deck… had no key, so the Keyboard shortcuts window did not list it,
and Tab never reaches the result panel's button. It has a key now, shown in the menu, the
shortcuts window and the button's tooltip; during a hand the key says why not. The dialog
opens with its Close button visibly focused (its scroll area took the focus and showed
none), Escape closes it and the keys are back on the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app import keyboard
from gin_desktop.app.dialogs.deck_reveal import DeckRevealDialog
from gin_desktop.app.i18n import translate
from gin_desktop.app.main import MainWindow
from gin_desktop.engine import RuleSet, new_match

from tests.test_review import play_to_hand_end

from .test_review_window import SETUP
from .test_shortcuts_window import open_shortcuts
from .test_table import find_button

NATIVE = QKeySequence.SequenceFormat.NativeText
CTRL = Qt.KeyboardModifier.ControlModifier


def a_finished_hand(make_window: Callable[..., Any], qtbot: QtBot) -> MainWindow:
    """A window whose first hand is over, the keys on its table."""
    match = new_match(RuleSet(), 11, first_dealer=1)
    play_to_hand_end(match)
    window: MainWindow = make_window()
    window.model.resume(match, SETUP)
    assert window.model.wait_idle(5000)
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    return window


def press(key: Qt.Key,
          modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A real key press where the keyboard focus is."""
    focus = QApplication.focusWidget()
    assert focus is not None
    QTest.keyClick(focus, key, modifiers)


def picture(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def test_its_key_opens_the_rest_of_the_deck_with_close_focused_and_escape_comes_back(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = a_finished_hand(make_window, qtbot)
    QTest.keyClick(window.table, Qt.Key.Key_D, CTRL)
    dialog = window.review_features.reveal_dialog
    assert isinstance(dialog, DeckRevealDialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.close_button, timeout=3000)
    framed = picture(dialog.close_button)

    # Tab goes on from Close (to the cards: test_deck_reveal_spoken.py), the button
    # visibly focused no more.
    press(Qt.Key.Key_Tab)
    focused = QApplication.focusWidget()
    assert focused is not None and focused is not dialog.close_button
    assert focused.window() is dialog
    unfocused = picture(dialog.close_button)
    assert framed != unfocused  # the frame on opening was the focus's, as after Tab
    press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is dialog.close_button
    assert picture(dialog.close_button) == framed
    # Nothing unseen takes the focus: every stop of Tab is a button, or a part of the
    # dialog that is shown and framed while it has the focus.
    stops = set()
    for _ in range(10):
        press(Qt.Key.Key_Tab)
        stop = QApplication.focusWidget()
        assert stop is not None and stop.isVisible()
        if not isinstance(stop, QPushButton):
            shown_focused = picture(stop)
            press(Qt.Key.Key_Tab)
            assert picture(stop) != shown_focused, stop
            press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
        stops.add(stop)
    assert dialog.copy_button in stops and dialog.close_button in stops

    press(Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)


def test_during_a_hand_its_key_says_why_not(make_window: Callable[..., Any],
                                            qtbot: QtBot) -> None:
    window: MainWindow = make_window()
    assert window.model.wait_idle(5000)
    assert not window.review_features.reveal_action.isEnabled()
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    window.model.action_refused.connect(said.append)
    QTest.keyClick(window.table, Qt.Key.Key_D, CTRL)
    assert window.review_features.reveal_dialog is None
    assert translate("The rest of the deck is shown once the hand is over") in said


@pytest.mark.parametrize("code", ["en", "es"])
def test_its_key_is_in_the_menu_the_shortcuts_window_and_the_panels_tooltip(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    if code != "en":
        language(code)
    window = a_finished_hand(make_window, qtbot)
    action = window.review_features.reveal_action
    key = action.shortcut().toString(NATIVE)
    assert key and action in window.game_menu.actions()
    assert window.review_features.review_saved_action.shortcut().toString()
    rows = open_shortcuts(window, qtbot)["rows"]
    assert rows[action.text().replace("&", "").rstrip("…")] == key
    button = find_button(window.table, translate("Show the rest of the deck"))
    assert f"({key})" in button.toolTip()


def test_no_two_commands_share_a_key(make_window: Callable[..., Any]) -> None:
    """Every window command's key is its own, and none is a table key meaning something
    else (a clash leaves Qt choosing neither)."""
    window: MainWindow = make_window()
    owner: dict[str, str] = {}
    clashes = []
    for action in keyboard._actions(window):
        for key in action.shortcuts():
            text = key.toString()
            if text in owner and owner[text] != action.objectName():
                clashes.append((text, owner[text], action.objectName()))
            owner.setdefault(text, action.objectName())
    assert not clashes, clashes
    # The window's actions are named after the table's intents they do.
    same = {"take_pile": "take_upcard", "show_deck": "show_deck", "pass_upcard": "pass"}
    for intent, texts in keyboard.KEYS.items():
        for text in texts:
            name = owner.get(QKeySequence(text).toString())
            assert name in (None, intent, same.get(intent)), (text, intent, name)
