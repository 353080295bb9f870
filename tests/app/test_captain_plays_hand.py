"""Three-hand, the person sitting out with nothing to add: "Let the captain decide" (L)
covered one decision, and a Spanish newcomer pressed it fourteen times in one hand. Shift+L
(Play ▸ Let the captain play this hand) lets the captain play the rest of the hand without
asking again; the next hand the person sits out, it asks again."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.app.table.items import PLATE_READABLE_PX
from gin_desktop.engine import Phase, Role, RuleSet

from .test_advice_buttons_stay import CAPTAIN, SITTING_OUT, cards_under, click
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


def test_the_bubble_offers_the_rest_of_the_hand_to_a_mouse_player(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    """A Spanish newcomer playing by mouse clicked "Let the captain decide" some twenty
    times in a hand: where the bubble has room, "Let the captain play this hand" is a
    button above it, and a real click on it lets the captain play the hand out."""
    win = _three_hand(qtbot, tmp_path, windows, SITTING_OUT)
    model = win.model
    scene = win.table.table_scene()
    bubble = scene._advice_bubble
    qtbot.waitUntil(lambda: bubble.item.isVisible(), timeout=10_000)
    shown = [b for b in bubble.item.buttons if b.isVisible()]
    assert shown == [bubble.hand_button, bubble.decide_button]
    assert (bubble.hand_button.sceneBoundingRect().bottom()
            <= bubble.decide_button.sceneBoundingRect().top())
    assert bubble.item.sceneBoundingRect().contains(bubble.hand_button.sceneBoundingRect())
    hand = model.match.hand_number
    click(win, bubble.hand_button)
    assert model.captain_plays_alone
    qtbot.waitUntil(lambda: model.match.phase is Phase.HAND_OVER, timeout=60_000)
    assert model.match.hand_number == hand


@pytest.mark.parametrize("code", ["en", "cs"])
def test_on_a_small_table_the_second_button_gives_way_for_the_rest_of_the_hand(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
        language: Callable[[str], None], code: str) -> None:
    """At 800x600, once the captain's answers make the bubble taller, "Let the captain
    play this hand" gives way (Shift+L and the Play menu remain) rather than push the
    bubble onto the captain's cards or shrink its words; it does not come back within the
    hand, and "Let the captain decide" never moves up under the pointer."""
    if code != "en":
        language(code)
    win = _three_hand(qtbot, tmp_path, windows, SITTING_OUT)
    win.resize(800, 600)
    model = win.model
    bubble = win.table.table_scene()._advice_bubble
    hand = model.match.hand_number
    shown: list[bool] = []
    tops: list[float] = []
    while model.match.hand_number == hand and len(shown) < 8:
        qtbot.waitUntil(lambda: model.is_human_turn() and bubble.item.isVisible()
                        or model.match.phase is not Phase.DRAW
                        and model.match.phase is not Phase.DISCARD
                        and model.match.phase is not Phase.UPCARD_OFFER, timeout=20_000)
        if not model.is_human_turn() or not model.human_view().is_advisor:
            break
        QTest.qWait(50)
        assert not cards_under(win, bubble.item)
        assert bubble.item.font_px() >= PLATE_READABLE_PX
        shown.append(bubble.hand_button.isVisible())
        tops.append(bubble.decide_button.sceneBoundingRect().top())
        click(win, bubble.decide_button)
        assert model.wait_idle(20_000)
    assert len(shown) >= 4, shown
    assert False in shown, shown  # it gave way at least once at this size
    assert shown == sorted(shown, reverse=True), shown  # and never came back
    assert tops == sorted(tops), tops
