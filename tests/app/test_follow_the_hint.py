"""H then F on the player's own turn (new player's QA, s33): F followed only the advice of
the player sitting out, in three-hand, and a new player who asked for a hint and pressed F
saw nothing happen. F now makes the move the Hint shows (as Enter does), Play ▸ Follow
hint or advice says so with its key in the menu and in Help ▸ Keyboard shortcuts, and F
with nothing to follow says what it is for. Real keys on the real window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.labels import plain_label
from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Action

from .test_greyed_menu_says_why import click_in_menu
from .test_hint import NAMES, position, you_discard_and_the_hint_names_a_card
from .test_shortcuts_window import open_shortcuts


def recording(window: MainWindow) -> list[Action]:
    """The moves the person makes from now on."""
    played: list[Action] = []
    play = window.model.play

    def recorded(action: Action) -> bool:
        played.append(action)
        return play(action)

    window.model.play = recorded  # type: ignore[method-assign]
    return played


def test_h_then_f_makes_the_hinted_discard(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    model.resume(position(you_discard_and_the_hint_names_a_card), GameSetup(names=NAMES))
    assert model.wait_idle(5000)
    hinted = model.hint().action
    played = recording(window)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Right)  # the keyboard on another card first
    QTest.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.status_line.message_kind == "hint", timeout=3000)
    assert window.follow_action.isEnabled() and window.follow_action.isVisible()
    QTest.keyClick(window.table, Qt.Key.Key_F)
    assert played == [hinted]


def test_h_then_f_takes_or_passes_the_upcard_as_hinted(window: MainWindow,
                                                       qtbot: QtBot) -> None:
    model = window.model
    window.start_match(GameSetup(levels=("human", "standard"), names=NAMES, seed=3))
    assert model.wait_idle(5000)
    hinted = model.hint().action
    played = recording(window)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.status_line.message_kind == "hint", timeout=3000)
    QTest.keyClick(window.table, Qt.Key.Key_F)
    assert played == [hinted]


def test_f_with_no_hint_says_what_it_is_for(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    window.start_match(GameSetup(levels=("human", "standard"), names=NAMES, seed=3))
    assert model.wait_idle(5000)
    played = recording(window)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_F)
    assert played == []
    assert window.status_line.message_text() == (
        "Nothing to follow yet: first choose Hint (H), then Play ▸ Follow hint or advice (F)"
        " to make its move")


@pytest.mark.parametrize("code", ["en", "cs"])
def test_follow_chosen_in_the_menu_with_no_hint_names_the_commands(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    """A mouse player who chose Play ▸ Follow hint or advice before any hint was told
    "press H for a hint, then F…": the words name the Hint command and the menu item, as
    the menus write them, with their keys."""
    if code != "en":
        language(code)
    window: MainWindow = make_window()
    window.start_match(GameSetup(levels=("human", "standard"), names=NAMES, seed=3))
    assert window.model.wait_idle(5000)
    assert not window.follow_action.isEnabled()
    click_in_menu(qtbot, window, window.play_menu, window.follow_action)
    said = window.status_line.message_text()
    hint, follow = (plain_label(a.text()) for a in (window.hint_action, window.follow_action))
    assert f"{hint} (H)" in said, said
    assert f"{plain_label(window.play_menu.title())} ▸ {follow} (F)" in said, said


def test_the_shortcuts_list_says_f_follows_a_hint(window: MainWindow, qtbot: QtBot) -> None:
    rows = open_shortcuts(window, qtbot)["rows"]
    assert rows["Follow hint or advice"] == "F"
