"""Three-hand, the person sitting out with nothing to add: "Let the captain decide" (L)
covered one decision, and a Spanish newcomer pressed it fourteen times in one hand. Shift+L
(Play ▸ Let the captain play this hand) lets the captain play the rest of the hand without
asking again; the next hand the person sits out, it asks again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.engine import Phase, Role, RuleSet

from .test_advice_buttons_stay import CAPTAIN, SITTING_OUT
from .test_spoken_order import open_window


def _three_hand(qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
                seed: int) -> MainWindow:
    """A three-hand match in a real window, waiting for the person."""
    levels = ("human", "standard", "standard")
    setup = GameSetup(mode="three", levels=levels, names=default_names(levels), seed=seed,
                      rules=RuleSet(target=500))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    qtbot.waitUntil(win.model.is_human_turn, timeout=10_000)
    return win


def test_shift_l_lets_the_captain_play_the_hand_to_its_end(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    win = _three_hand(qtbot, tmp_path, windows, SITTING_OUT)
    model = win.model
    assert model.match.roles()[model.human_seat] is Role.SITTING_OUT
    hand = model.match.hand_number
    asked: list[Phase] = []
    model.state_changed.connect(
        lambda: asked.append(model.match.phase) if model.is_human_turn() else None)
    assert win.captain_hand_action.isEnabled()
    QTest.keyClick(win.table, Qt.Key.Key_L, Qt.KeyboardModifier.ShiftModifier)
    assert model.captain_plays_alone
    refusals: list[str] = []
    model.action_refused.connect(refusals.append)
    model.suggest(None)  # advice given after all: the captain is on its own, and says so
    assert refusals == ["The captain plays this hand on its own, as you asked"]
    # The captain's explanations answer no suggestion now: the bubble says it plays on
    # without advice, not "… answers".
    bubble = win.table.table_scene()._advice_bubble.item
    captain = model.setup.names[model.match.captain]
    titles: list[str] = []
    model.state_changed.connect(
        lambda: titles.append(bubble.title) if bubble.isVisible() else None)
    qtbot.waitUntil(lambda: model.match.phase is Phase.HAND_OVER, timeout=60_000)
    assert f"{captain} plays without advice" in titles, titles
    assert not any(title.endswith(" answers") for title in titles), titles
    assert model.match.hand_number == hand
    # Never asked again before the hand's end (the result waits for the person: Next hand).
    assert set(asked) <= {Phase.HAND_OVER}, asked
    assert not model.captain_plays_alone
    assert not win.captain_hand_action.isEnabled()


def test_the_captain_plays_alone_only_while_the_person_sits_out(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    """Asked for on another turn (the person's own hand), it is refused, saying why."""
    win = _three_hand(qtbot, tmp_path, windows, CAPTAIN)
    model = win.model
    refusals: list[str] = []
    model.action_refused.connect(refusals.append)
    actions = len(model.match.actions)
    model.let_captain_play_hand()
    assert refusals and not model.captain_plays_alone
    assert len(model.match.actions) == actions


def test_in_a_two_player_game_l_says_there_is_no_captain(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    """L and Shift+L in a two-player game were refused with "Only the player who sits out
    gives advice", a seat this game does not have (a newcomer, s67)."""
    setup = GameSetup(levels=("human", "standard"), names=("You", "Computer"), seed=3)
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    qtbot.waitUntil(win.model.is_human_turn, timeout=10_000)
    refusals: list[str] = []
    win.model.action_refused.connect(refusals.append)
    for modifier in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
        QTest.keyClick(win.table, Qt.Key.Key_L, modifier)
    assert refusals == ["There is no captain to advise in a two-player game"] * 2, refusals
