"""A match that cannot be saved (the data folder read-only, the disk full) is not lost by
the player's own hand: a new language chosen in Settings goes on with the match as played,
not with the older save, and quitting asks first."""

from __future__ import annotations

import errno
from collections.abc import Iterator
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from gin_desktop.app import storage
from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase

from .test_language_switch import choose_language, restore_language  # noqa: F401
from .test_new_game_flow import click, when_shown

KEY_FOR = {Phase.UPCARD_OFFER: Qt.Key.Key_X, Phase.DRAW: Qt.Key.Key_S,
           Phase.DISCARD: Qt.Key.Key_Return}


@pytest.fixture
def read_only_folder(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every save fails as in a folder the game may not write to (``chmod a-w``)."""
    def refuse(self: storage.SaveStore, text: str) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", str(self.path))

    monkeypatch.setattr(storage.SaveStore, "save", refuse)
    yield


def play_turns(window: MainWindow, turns: int) -> None:
    """The person's next ``turns`` moves with real keys on the table (X, S, Enter)."""
    model = window.model
    window.table.setFocus()
    played = 0
    while played < turns:
        assert model.wait_idle(10_000)
        QTest.qWait(5)
        assert model.match.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER)
        if model.is_human_turn():
            QTest.keyClick(window.table, KEY_FOR[model.match.phase])
            played += 1
    assert model.wait_idle(10_000)


def test_a_new_language_goes_on_with_the_match_that_could_not_be_saved(
        window: MainWindow, qtbot: QtBot, restore_language: None,  # noqa: F811
        read_only_folder: None) -> None:
    """Settings ▸ Language with a read-only data folder: the new window resumed the last
    save that had worked, and the moves since were gone (the stock grew back)."""
    window.start_match(GameSetup(names=("Ana", "Computer"), seed=3))
    play_turns(window, 5)
    actions = list(window.model.match.actions)
    played = window.model.match
    assert window.persistence.unsaved_reason == "the game may not write there"

    portuguese = choose_language(window, qtbot, "pt")
    try:
        qtbot.waitUntil(lambda: portuguese.model.has_match, timeout=5000)
        qtbot.waitUntil(lambda: not shiboken6.isValid(window), timeout=3000)
        assert portuguese.game_menu.title() == "&Jogo"
        assert portuguese.model.match.actions == actions
        # A match of its own: the old window's model, closing, still held this one.
        assert portuguese.model.match is not played
        # Still not saved, and said so again in the new language.
        assert portuguese.persistence.unsaved_reason is not None
        assert "Não foi possível salvar a partida na pasta" in portuguese.notice_bar.text()
        play_turns(portuguese, 1)  # and the match plays on
    finally:
        stop = when_shown(QMessageBox, lambda box: click(
            box.findChild(QPushButton, "lose_match_button")))
        portuguese.close()
        stop()
        portuguese.model.shutdown(5000)


def test_quitting_a_match_that_could_not_be_saved_asks_first(
        window: MainWindow, qtbot: QtBot, read_only_folder: None) -> None:
    """Ctrl+Q with the match unsaved: the game closed at once and the match was lost,
    the notice many moves back being the only word of it. Now it asks; Keep playing (the
    default) keeps the window and the match, and the other answer quits."""
    window.start_match(GameSetup(names=("Ana", "Computer"), seed=3))
    play_turns(window, 3)
    actions = list(window.model.match.actions)
    asked: list[str] = []

    def keep(box: Any) -> None:
        asked.append(box.text())
        assert box.defaultButton() is box.findChild(QPushButton, "keep_playing_button")
        QTest.keyClick(box, Qt.Key.Key_Escape)

    stop = when_shown(QMessageBox, keep)
    QTest.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    stop()
    assert asked == ["This match could not be saved (the game may not write there), so it "
                     "is lost if you quit now."]
    assert window.isVisible() and window.model.match.actions == actions
    play_turns(window, 1)

    stop = when_shown(QMessageBox, lambda box: click(
        box.findChild(QPushButton, "lose_match_button")))
    QTest.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    stop()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=3000)


def test_quitting_a_saved_match_asks_nothing(window: MainWindow, qtbot: QtBot) -> None:
    window.start_match(GameSetup(names=("Ana", "Computer"), seed=3))
    play_turns(window, 2)
    assert window.persistence.unsaved_reason is None
    QTest.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=3000)
