"""What the Settings dialog says comes true, through the real dialog. "Your name: shown at
the table and on the score pad; used from the next game" held for a game dealt by New game
only; the next start's game and Replay deal dealt the person under the name the last New
game was chosen with. A player who renamed themselves mid-match then read the old name on
the plates, the score pad and the move log to the match's end (a new player's play-through):
the name is now the match's at once ("Shown at the table and on the score pad, in the match
being played too"). (The move log says "you" of the person.)"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import ReplayDealDialog
from gin_desktop.app.dialogs.settings import SettingsDialog
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup

from .test_new_game_flow import when_shown


def press(dialog: QWidget, which: QDialogButtonBox.StandardButton) -> None:
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    QTest.mouseClick(box.button(which), Qt.MouseButton.LeftButton)


def rename_in_settings(window: Any, qtbot: QtBot, name: str) -> None:
    def type_name(dialog: SettingsDialog) -> None:
        dialog.name_edit.setFocus()
        dialog.name_edit.selectAll()
        QTest.keyClicks(dialog.name_edit, name)
        press(dialog, QDialogButtonBox.StandardButton.Ok)

    when_shown(SettingsDialog, type_name)
    QTest.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3000)
    assert window.settings.player_name == name
    window.activateWindow()  # the keys go to the window again, as after a real dialog
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)


def test_a_name_changed_in_settings_plays_the_next_start_s_game(
        make_window: Callable[..., Any], settings: Settings, qtbot: QtBot, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    assert window.model.setup.names[0] == "Ana"  # the last New game's name
    rename_in_settings(window, qtbot, "Bob")
    window.close()
    # The next start: the same settings file, read again.
    settings.sync()
    monkeypatch.setenv("GIN_DESKTOP_DATA_DIR", str(tmp_path / "next-start"))
    again = Settings(QSettings(settings.store.fileName(), QSettings.Format.IniFormat))
    restarted = make_window(again)
    assert restarted.model.setup.names[0] == "Bob"
    assert restarted.model.setup.names[1] == "Computer"


def test_a_name_changed_in_settings_plays_the_replayed_deal(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = make_window()
    deal = window.model.match.hand.deal_number
    rename_in_settings(window, qtbot, "Bob")

    def end_match(box: QMessageBox) -> None:
        button = box.findChild(QWidget, "end_match_button")
        assert button is not None
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    watches: list[Callable[[], None]] = []

    def deal_again(dialog: ReplayDealDialog) -> None:
        # If the match in progress is to end; called off below when no box came (the
        # watch outlived the test and acted on a later test's message box).
        watches.append(when_shown(QMessageBox, end_match))
        press(dialog, QDialogButtonBox.StandardButton.Ok)

    when_shown(ReplayDealDialog, deal_again)
    QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.model.setup.names[0] == "Bob", timeout=3000)
    for stop in watches:
        stop()
    assert window.model.match.hand.deal_number == deal
    assert window.model.setup.names[1] == "Computer"


def test_a_name_changed_in_settings_is_the_match_s_at_once(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = make_window()
    seat = window.model.human_seat
    hand = window.model.match.hand_number
    rename_in_settings(window, qtbot, "Bob")
    # The same match, its person renamed; the computer keeps its name.
    assert window.model.match.hand_number == hand
    assert tuple(window.model.setup.names) == ("Bob", "Computer")
    plate = window.table.scene()._captions.plates[seat]
    assert plate.name == "Bob"
    pad = window.score_dock.view.model()
    titles = [str(pad.headerData(column, Qt.Orientation.Horizontal))
              for column in range(pad.columnCount())]
    assert "Bob" in titles and "Ana" not in titles
    # The save keeps the new name: a resume must not bring the old one back.
    saved = window.persistence.store.load()
    assert saved is not None and saved.extra["setup"]["names"][seat] == "Bob"


def test_an_ok_in_settings_that_keeps_the_name_keeps_the_match_s_names(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    """Only a name changed in Settings renames the match: its OK after another change
    (the deck, the language) renamed a player New game had named otherwise."""
    window = make_window()
    window.start_match(GameSetup(names=("Zoe", "Computer"), seed=3))
    assert window.model.wait_idle(5000)
    assert window.settings.player_name != "Zoe"

    def ok(dialog: SettingsDialog) -> None:
        press(dialog, QDialogButtonBox.StandardButton.Ok)

    when_shown(SettingsDialog, ok)
    QTest.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3000)
    assert tuple(window.model.setup.names) == ("Zoe", "Computer")


# ------------------------------------------------------------ Game ▸ Replay deal #…
def replay_typed(window: Any, qtbot: QtBot, typed: str) -> tuple[str, bool]:
    """Type ``typed`` into Replay deal (opened with its key), press Deal: (the message
    shown, whether the dialog is still open), then close it with Cancel if it is."""
    seen: list[tuple[str, bool]] = []
    watches: list[Callable[[], None]] = []

    def end_match(box: QMessageBox) -> None:
        button = box.findChild(QWidget, "end_match_button")
        assert button is not None
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def type_and_deal(dialog: ReplayDealDialog) -> None:
        dialog.number_edit.selectAll()
        QTest.keyClick(dialog.number_edit, Qt.Key.Key_Delete)
        QTest.keyClicks(dialog.number_edit, typed)
        # Only a number that deals asks to end the match: for a mistyped one no box comes,
        # and the watch is called off below (it acted on a later test's message box).
        watches.append(when_shown(QMessageBox, end_match))
        press(dialog, QDialogButtonBox.StandardButton.Ok)
        still_open = dialog.isVisible()
        seen.append((dialog.error_label.text() if still_open else "", still_open))
        if still_open:
            assert dialog.number_edit.text() == typed  # nothing the player typed is lost
            press(dialog, QDialogButtonBox.StandardButton.Cancel)

    when_shown(ReplayDealDialog, type_and_deal)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=3000)
    for stop in watches:
        stop()
    return seen[0]


@pytest.mark.parametrize("code", ["en", "cs"])
def test_replay_deal_takes_a_code_or_number_as_a_player_pastes_it(
        code: str, make_window: Callable[..., Any], qtbot: QtBot,
        language: Callable[[str], None]) -> None:
    from gin_desktop.app.deal_code import deal_code

    if code != "en":
        language(code)
    window = make_window()
    # The number as the menu names it, and as read aloud in groups.
    assert replay_typed(window, qtbot, "#123 456 789") == ("", False)
    assert window.model.match.hand.deal_number == 123456789
    # The code with the words around it, as selected on the rest of the deck's window
    # (another language's words: a code is the same in every language).
    shared = deal_code(5550123, dealer=1)
    assert replay_typed(window, qtbot, f"Deal #5550123 · code {shared}") == ("", False)
    state = window.model.match.table_state()
    assert (state.deal_number, state.dealer) == (5550123, 1)


@pytest.mark.parametrize("code", ["en", "es"])
def test_a_mistyped_deal_code_says_so_and_keeps_the_match(
        code: str, make_window: Callable[..., Any], qtbot: QtBot,
        language: Callable[[str], None]) -> None:
    from gin_desktop.app.deal_code import deal_code

    if code != "en":
        language(code)
    window = make_window()
    before = window.model.match.hand.deal_number
    right = deal_code(5550123, dealer=1)
    wrong = right[:-4] + ("2" if right[-4] != "2" else "3") + right[-3:]
    message, still_open = replay_typed(window, qtbot, wrong)
    assert still_open and window.model.match.hand.deal_number == before
    expected = QApplication.translate("ReplayDealDialog",
                                      "This deal code has a mistake in it: a character "
                                      "is wrong, missing or one too many. Copy it again, "
                                      "or check it character by character.")
    assert message == expected
    if code != "en":
        assert "deal code" not in message  # said in the player's language
