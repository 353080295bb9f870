"""A sentence that names a key writes it as the menus and the Keyboard shortcuts window
do, in the player's language (QA session 31: a Spanish message said one thing, the menus
another). Spanish Qt writes "Control+N", "Escape" and "Intro"; a sentence that said
"Esc" sent the player looking for a key no list shows."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.keyboard import KEYS
from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import AppRefusal, app_refusal_text
from gin_desktop.engine import ActionKind
from tests.app import test_keyboard_window
from tests.app.test_keyboard_window import keys, play_by_keys_until

# That module's window: a fixed deal in which a knock comes by keys.
window = test_keyboard_window.window

NATIVE = QKeySequence.SequenceFormat.NativeText


def listed(intent: str) -> set[str]:
    """The keys of ``intent`` as the Keyboard shortcuts window lists them."""
    return {QKeySequence(key).toString(NATIVE) for key in KEYS[intent]}


@pytest.mark.parametrize("code", ["es", "pt", "cs"])
def test_the_match_over_message_names_new_games_key_as_its_menu_does(
        window: MainWindow, language: Callable[[str], None], code: str) -> None:
    language(code)
    menu_key = window.new_game_action.shortcut().toString(NATIVE)
    assert menu_key in app_refusal_text(AppRefusal.MATCH_OVER)


@pytest.mark.parametrize("code", ["es", "pt", "cs"])
def test_knock_mode_names_its_keys_as_the_shortcuts_window_does(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    language(code)
    model = window.model
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    play_by_keys_until(window, lambda: ActionKind.KNOCK in {
        a.kind for a in model.human_view().legal_actions})
    keys(Qt.Key.Key_K)
    QTest.qWait(20)
    # "Knock: choose the card to discard face down (Esc or Knock again: cancel)".
    prompt = window.status_line.turn_label.text()
    named = re.search(r"\((\S+) ", prompt)
    assert named is not None and named.group(1) in listed("cancel"), prompt
    # "..., knock by discarding it face down: press Enter, card 11 of 11".
    assert any(re.search(rf"\b{re.escape(key)}\b", said[-1])
               for key in listed("discard") - {"D"}), said[-1]
