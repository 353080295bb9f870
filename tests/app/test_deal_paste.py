"""A deal pasted as a player pastes it, through the real dialogs: Game ▸ New game's deal
field takes what Game ▸ Replay deal takes ("#123", "123 456", a deal code inside the words
copied around it) with the same messages for a mistyped code, deals a code's dealer and
deck version, and forgets them for the next ordinary game; a deal code of the other kind
of game is refused in New game (whose mode the person chooses) and replayed in its own
game by Replay deal, which says so."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication, QDialogButtonBox, QLabel, QMessageBox, QPushButton, QWidget,
)
from pytestqt.qtbot import QtBot

from gin_desktop.app.deal_code import deal_code
from gin_desktop.app.dialogs.new_game import NewGameDialog, ReplayDealDialog
from gin_desktop.app.main import MainWindow
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import DECK_VERSION, RuleSet, new_match

from .test_new_game_flow import when_shown


def click(button: QWidget | None) -> None:
    assert isinstance(button, QPushButton) and button.isVisible(), button
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def ok_button(dialog: QWidget) -> QWidget | None:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    return buttons.button(QDialogButtonBox.StandardButton.Ok)


class EndTheMatchIfAsked:
    """While in the ``with``: answer "end the match" to the question before ending a match
    with moves in it (test_end_match.py), should it come (the computer may have moved)."""

    def __enter__(self) -> None:
        self.done = False

        def look() -> None:
            if self.done:
                return
            box = QApplication.activeModalWidget()
            if isinstance(box, QMessageBox):
                click(box.findChild(QPushButton, "end_match_button"))
            QTimer.singleShot(20, look)

        QTimer.singleShot(0, look)

    def __exit__(self, *_exc: object) -> None:
        self.done = True


def type_and_deal(field: str, text: str, seen: list[str] | None = None,
                  mode: str = "") -> Callable[[QWidget], None]:
    """Select the dialog's deal field, paste ``text`` over what it holds and click
    Deal; with ``seen``, note the error shown, then cancel. ``mode``: New game's game
    ("two", "three") clicked first."""
    def act(dialog: QWidget) -> None:
        if mode:
            radio = dialog.three_hand if mode == "three" else dialog.two_player  # type: ignore[attr-defined]
            QTest.mouseClick(radio, Qt.MouseButton.LeftButton)
            assert dialog.mode() == mode  # type: ignore[attr-defined]
        edit = getattr(dialog, field)
        QTest.mouseClick(edit, Qt.MouseButton.LeftButton)
        edit.selectAll()
        QTest.keyClick(edit, Qt.Key.Key_Delete)
        if text:  # pasted, as a copied code or number is
            QApplication.clipboard().setText(text)
            QTest.keyClick(edit, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
            assert edit.text() == text
        click(ok_button(dialog))
        if seen is None and dialog.isVisible():
            dialog.reject()  # type: ignore[attr-defined]
            raise AssertionError(f"Deal did not deal {text!r}")
        if seen is not None:
            labels = [label for label in dialog.findChildren(QLabel)
                      if label.isVisible() and label.styleSheet().startswith("color: #b3261e")]
            seen.extend(label.text() for label in labels)
            assert dialog.isVisible(), "a deal with a mistake in it is not dealt"
            dialog.reject()  # type: ignore[attr-defined]
    return act


def new_game(window: MainWindow, text: str, seen: list[str] | None = None,
             mode: str = "") -> None:
    when_shown(NewGameDialog, type_and_deal("seed_edit", text, seen, mode))
    with EndTheMatchIfAsked():
        window.new_game_action.trigger()


def replay(window: MainWindow, text: str, seen: list[str] | None = None) -> None:
    when_shown(ReplayDealDialog, type_and_deal("number_edit", text, seen))
    with EndTheMatchIfAsked():
        window.replay_deal()


def test_new_game_deals_a_pasted_code_with_its_dealer_and_deck_then_forgets_them(
        make_window: Any, qtbot: QtBot) -> None:
    window = make_window()
    model = window.model
    code = deal_code(4242, dealer=1, deck_version=1)
    new_game(window, f"Deal #4242 · code {code}")
    match = model.match
    shown = match.table_state()
    same = new_match(RuleSet(), 4242, "two", 1, deck_version=1).table_state()
    assert (shown.deal_number, shown.dealer, shown.deck_version) == (4242, 1, 1)
    assert shown.deal == same.deal, "the code's cards, to the code's seats"
    # An ordinary new game afterwards: its own random dealer and the current deck.
    remembered = window.settings.default_setup
    assert (remembered.seed, remembered.first_dealer, remembered.deck_version) == (
        None, None, DECK_VERSION)
    fields: list[str] = []

    def read_and_cancel(dialog: NewGameDialog) -> None:
        fields.append(dialog.seed_edit.text())
        dialog.reject()

    when_shown(NewGameDialog, read_and_cancel)
    window.new_game_action.trigger()
    assert fields == [""]
    new_game(window, "")
    assert model.match.deck_version == DECK_VERSION
    assert model.setup.first_dealer is None and model.setup.seed is None


def test_new_game_takes_a_number_in_groups_and_a_hash(make_window: Any) -> None:
    window = make_window()
    new_game(window, "123 456")
    assert window.model.match.table_state().deal_number == 123456
    new_game(window, "#77")
    assert window.model.match.table_state().deal_number == 77


def test_new_game_says_what_replay_deal_says_of_a_mistyped_code(make_window: Any) -> None:
    window = make_window()
    good = deal_code(987654, dealer=0)
    mistyped = good[:-1] + ("A" if good[-1] != "A" else "B")
    for text in (mistyped, "GIN-", "seven", "99999999999999999999"):
        in_new_game: list[str] = []
        in_replay: list[str] = []
        new_game(window, text, in_new_game)
        replay(window, text, in_replay)
        assert in_new_game and in_new_game == in_replay, (text, in_new_game, in_replay)
    shown: list[str] = []
    new_game(window, mistyped, shown)
    assert "mistake" in shown[0], shown


def test_new_game_refuses_a_code_of_the_other_kind_of_game(make_window: Any) -> None:
    window = make_window()
    seen: list[str] = []
    new_game(window, deal_code(55, dealer=0), seen, mode="three")
    assert seen == ["This deal code is from a two-player game: choose “Two players” to "
                    "replay it."]
    seen.clear()
    new_game(window, deal_code(55, dealer=None), seen, mode="two")
    assert seen == ["This deal code is from a three-hand game: choose “Three-hand” to "
                    "replay it."]
    # In the code's game it is dealt, with the code's dealer.
    new_game(window, deal_code(55, dealer=0), mode="two")
    assert (window.model.match.table_state().deal_number,
            window.model.match.table_state().dealer) == (55, 0)


def test_replay_deal_plays_a_two_player_code_in_a_three_hand_game_as_two_player(
        make_window: Any, qtbot: QtBot) -> None:
    window = make_window()
    model = window.model
    model.start(GameSetup(mode="three", human_seat=1,
                          levels=("strong", "human", "standard"),
                          names=("Computer 1", "Ana", "Computer 2")))
    qtbot.waitUntil(lambda: model.setup.mode == "three", timeout=5000)
    replay(window, deal_code(31337, dealer=0))
    state = model.match.table_state()
    same = new_match(RuleSet(), 31337, "two", 0).table_state()
    assert model.setup.mode == "two" and model.setup.names[1] == "Ana"
    assert model.setup.levels == ("strong", "human")
    assert (state.deal_number, state.dealer, state.deal) == (31337, 0, same.deal)
    assert window.status_line.message_text() == (
        "This deal code is from a two-player game, so it is dealt as a two-player game.")


def test_replay_deal_plays_a_three_hand_code_in_a_two_player_game_as_three_hand(
        make_window: Any) -> None:
    window = make_window()
    model = window.model
    assert model.setup.mode == "two"
    replay(window, deal_code(2718, dealer=None))
    state = model.match.table_state()
    same = new_match(RuleSet(), 2718, "three").table_state()
    assert model.setup.mode == "three" and "Ana" in model.setup.names
    assert (state.deal_number, state.dealer, state.deal) == (2718, same.dealer, same.deal)
    assert window.status_line.message_text() == (
        "This deal code is from a three-hand game, so it is dealt as a three-hand game.")
    # A plain number keeps the game on the table.
    replay(window, "2718")
    assert model.setup.mode == "three"


@pytest.mark.parametrize(("code", "place"), [
    ("en", "at the bottom of the window"),
    ("es", "en la parte inferior de la ventana"),
    ("cs", "dole v okně"),
    ("pt", "na parte de baixo da janela"),
])
def test_new_game_says_where_the_deal_number_is_shown(
        language: Callable[[str], None], settings: Settings, qtbot: QtBot, code: str,
        place: str) -> None:
    """The deal number is on the status bar ("Hand 1 · deal #7"), not on the table: New
    game's deal field says so in the words Replay deal uses, in every language."""
    language(code)
    dialog = NewGameDialog(settings)
    replay_dialog = ReplayDealDialog()
    qtbot.addWidget(dialog)
    qtbot.addWidget(replay_dialog)
    assert any(place in label.text() for label in replay_dialog.findChildren(QLabel))
    assert place in dialog.seed_edit.toolTip(), dialog.seed_edit.toolTip()
