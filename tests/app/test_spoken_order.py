"""The end of a hand is said in the order it happens, once: the move that ended it, the
showdown, the result (and, while the match goes on, who plays what next hand); nothing
about a next hand once the match is over. Played with real keys on the real main window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop import ai
from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import card_name
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.engine import ActionKind, Phase, RuleSet

Key = Qt.Key
_KEYS = {ActionKind.TAKE_UPCARD: Key.Key_T, ActionKind.PASS_UPCARD: Key.Key_X,
         ActionKind.DRAW_STOCK: Key.Key_S, ActionKind.DRAW_DISCARD: Key.Key_P,
         ActionKind.BIG_GIN: Key.Key_B}


def open_window(qtbot: QtBot, tmp_path: Path, setup: GameSetup) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.default_setup = setup
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.model.has_match and win.accessibility is not None,
                    timeout=5000)
    win.model.start(setup)  # exactly this deal (saved settings keep no seed)
    win.model.set_computer_delay(0)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.table, timeout=3000)
    return win

def open_three_hand(qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> MainWindow:
    """A three-hand match to 500 in a real window (deal seed 11: the person sits out)."""
    levels = ("human", "standard", "standard")
    setup = GameSetup(mode="three", levels=levels, names=default_names(levels), seed=11,
                      rules=RuleSet(target=500))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    return win




def spoken_by(win: MainWindow) -> list[str]:
    """What ``win`` says to a screen reader from now on, in order."""
    said: list[str] = []
    assert win.accessibility is not None
    win.accessibility.spoken.connect(said.append)
    return said



def focus(win: MainWindow, card: object) -> None:
    QTest.keyClick(win.table, Key.Key_Home)
    for _ in range(12):
        if win.keyboard.focused_card() == card:
            return
        QTest.keyClick(win.table, Key.Key_Right)
    assert win.keyboard.focused_card() == card


def play_hand_by_keys(win: MainWindow, qtbot: QtBot) -> None:
    """The strong hint's move each turn, by keys, until the hand is over."""
    model = win.model
    for _ in range(300):
        assert model.wait_idle(20_000)
        QTest.qWait(5)
        if model.match.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) or model.match.is_over:
            QTest.qWait(20)  # what the table says after it settles
            return
        if not model.is_human_turn():
            QTest.qWait(10)
            continue
        action = ai.hint(model.human_view()).action
        if action.kind is ActionKind.DISCARD:
            focus(win, action.card)
            QTest.keyClick(win.table, Key.Key_D)
        elif action.kind is ActionKind.KNOCK:
            QTest.keyClick(win.table, Key.Key_K)
            focus(win, action.card)
            QTest.keyClick(win.table, Key.Key_Return)
        else:
            QTest.keyClick(win.table, _KEYS[action.kind])
    raise AssertionError("the hand did not end")


def ends(said: list[str]) -> list[int]:
    """Where the moves that end a hand were said."""
    return [i for i, t in enumerate(said) if t.endswith(("knocked.", "went gin.",
                                                          "went big gin."))]


def test_the_match_end_is_said_once_after_the_ending_move_and_the_showdown(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    setup = GameSetup(levels=("human", "standard"), names=("You", "Computer"), seed=7,
                      first_dealer=0, rules=RuleSet(target=1))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    said = spoken_by(win)
    while not win.model.match.is_over:
        play_hand_by_keys(win, qtbot)
        if not win.model.match.is_over:
            QTest.keyClick(win.table, Key.Key_N)
    final = [i for i, t in enumerate(said) if "Final totals:" in t]
    assert len(final) == 1, said
    results = [i for i, t in enumerate(said)
               if " the hand: " in t or t.startswith(("Gin!", "Big gin!", "Undercut!"))]
    assert results == final, said  # the hand's result is said in the match's end, once
    showdown = [i for i, t in enumerate(said) if t.startswith("Showdown.")]
    assert ends(said)[-1] < showdown[-1] < final[0], said
    assert "!." not in said[final[0]]
    assert not any("Next hand:" in t for t in said[final[0]:])


def test_three_hand_result_is_said_once_with_the_next_roles_after_the_ending_move(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    win = open_three_hand(qtbot, tmp_path, windows)
    said = spoken_by(win)
    play_hand_by_keys(win, qtbot)
    results = [i for i, t in enumerate(said) if "(game to 500)" in t]
    assert len(results) == 1, said
    if win.model.match.hand.result is not None and win.model.match.hand.result.winner is not None:
        assert sum("Next hand:" in t for t in said) == 1
    assert ends(said) and ends(said)[-1] < results[0], said


def test_n_after_the_match_names_the_new_game_key(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    setup = GameSetup(levels=("human", "standard"), names=("You", "Computer"), seed=7,
                      first_dealer=0, rules=RuleSet(target=1))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    while not win.model.match.is_over:
        play_hand_by_keys(win, qtbot)
        if not win.model.match.is_over:
            QTest.keyClick(win.table, Key.Key_N)
    said = spoken_by(win)
    QTest.keyClick(win.table, Key.Key_N)
    assert said == ["The match is over: press Ctrl+N to start a new game"]
    assert win.status_line.message_text() == said[0]


def test_the_scores_are_said_as_a_list_not_with_a_middle_dot(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    """The result panel parts the seats' scores with "·" for the eye; a screen reader
    would say "You 0 middle dot Computer 44", so the ear hears "You 0, Computer 44"."""
    setup = GameSetup(levels=("human", "standard"), names=("You", "Computer"), seed=7,
                      first_dealer=0, rules=RuleSet(target=500))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    said = spoken_by(win)
    play_hand_by_keys(win, qtbot)
    scores = [t for t in said if "Scores: " in t]
    assert scores, said
    score = win.model.match.scores
    assert f"Scores: You: {score[0]}, Computer: {score[1]} (game to 500)." in scores[-1]
    assert not any("·" in t for t in said)


def test_the_showdown_names_the_card_the_computer_knocked_with(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    """The showdown turns the computer's face-down discard up on the knock spot; the ear
    heard "Computer knocked" and the melds, never which card it knocked with."""
    setup = GameSetup(levels=("human", "standard"), names=("You", "Computer"), seed=5,
                      rules=RuleSet(target=500))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    said = spoken_by(win)
    for _ in range(6):
        play_hand_by_keys(win, qtbot)
        result = win.model.match.last_result
        if result is not None and result.knocker == 1:
            break
        said.clear()
        QTest.keyClick(win.table, Key.Key_N)
    assert result is not None and result.knocker == 1, "the computer never knocked"
    card = win.model.match.table_state().knock_discard
    assert card is not None
    showdown = [t for t in said if t.startswith("Showdown.")]
    assert len(showdown) == 1, said
    assert showdown[0].startswith(
        f"Showdown. Computer's face-down discard: the {card_name(card)}. Computer shows."), said
    assert ends(said)[-1] < said.index(showdown[0])
    # A, reading the table after the hand, names it too: it lies face up on the knock spot.
    read: list[str] = []
    win.keyboard.announced.connect(read.append)
    QTest.keyClick(win.table, Key.Key_A)
    assert f"Computer's face-down discard: the {card_name(card)}." in read[-1], read
