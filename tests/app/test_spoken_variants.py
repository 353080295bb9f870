"""What a screen-reader player hears about the three-hand roles and the variants' rules:
A names whose hand the person sitting out sees and who plays what (RULES.md three-hand 1,
2), the advice panel says which keys advise, and A and I say Oklahoma's knock limit and
doubling and Hollywood's three games (RULES.md, Variants). Real keys on the real window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase, RuleSet

from .test_spoken_order import open_three_hand, open_window, play_hand_by_keys, spoken_by

Key = Qt.Key


def announced(win: MainWindow) -> list[str]:
    said: list[str] = []
    win.keyboard.announced.connect(said.append)
    return said


def test_sitting_out_a_hears_the_captains_hand_and_the_roles_and_the_advice_keys(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    win = open_three_hand(qtbot, tmp_path, windows)
    view = win.model.human_view()
    assert view.is_advisor  # this deal seats the person out
    names = win.model.setup.names
    said = announced(win)
    QTest.keyClick(win.table, Key.Key_A)
    text = said[-1]
    assert "Your hand" not in text
    assert f"{names[view.player]}'s hand, the captain you advise: 10 cards." in text
    roles = {role.value: seat for seat, role in enumerate(view.roles)}
    assert (f"This hand: in the box, {names[roles['box']]}; captain, "
            f"{names[roles['captain']]}; sitting out, {names[roles['sitting_out']]}."
            ) in text
    spoken = spoken_by(win)
    QTest.keyClick(win.table, Key.Key_L)  # let the captain decide; the next ask is said
    qtbot.waitUntil(lambda: any(t.startswith("Advise ") for t in spoken), timeout=5000)
    advise = next(t for t in spoken if t.startswith("Advise "))
    assert "L lets the captain decide" in advise
    assert "Click" not in advise


def test_after_a_three_hand_hand_a_says_the_next_hands_roles_as_the_result_does(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    """Once a hand is over the roles have moved on (RULES.md three-hand 2): A says them as
    the next hand's, in the result's words, not as "This hand: ..." over the hand just
    played (which named the person captain while reading the other captain's hand)."""
    win = open_three_hand(qtbot, tmp_path, windows)
    spoken = spoken_by(win)
    play_hand_by_keys(win, qtbot)
    assert win.model.human_view().phase is Phase.HAND_OVER
    # The result's roles sentence (the key that deals the next hand follows it).
    next_roles = [t[t.index("Next hand: "):].split(". ")[0] for t in spoken
                  if "Next hand: " in t]
    assert next_roles, spoken
    said = announced(win)
    QTest.keyClick(win.table, Key.Key_A)
    assert "This hand:" not in said[-1]
    assert next_roles[-1] in said[-1]


def test_oklahoma_a_and_i_say_the_knock_limit_and_the_doubling(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    setup = GameSetup(levels=("human", "standard"), names=("You", "Computer"), seed=5,
                      first_dealer=0, rules=RuleSet.preset("oklahoma").replace(target=60))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    view = win.model.human_view()
    assert view.phase is Phase.UPCARD_OFFER
    limit = view.knock_limit
    said = announced(win)
    for key in (Key.Key_A, Key.Key_I):
        QTest.keyClick(win.table, key)
        assert f"Knock limit this hand: {limit}." in said[-1]
        assert ("Every score of this hand is doubled: the first upcard was a spade."
                in said[-1]) is view.doubled


@pytest.mark.parametrize(("rules", "said"), [
    (RuleSet(knock_limit=7), "Knock limit this hand: 7."),
    (RuleSet(knock_limit=0), "Only gin ends this hand."),
    (RuleSet.preset("straight").replace(oklahoma=True), "Only gin ends this hand."),
    (RuleSet(), None),
])
def test_a_says_a_knock_limit_other_than_the_games_10_whatever_set_it(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow], rules: RuleSet,
        said: str | None) -> None:
    """RULES.md two-player 5 (the knock limit, 10 *(option)*), Straight Gin (only gin):
    A tells a limit the person may not expect, set by an option or a variant; the game's
    own 10 goes unsaid (``HandTerms.standard_limit``)."""
    setup = GameSetup(levels=("human", "standard"), names=("You", "Computer"), seed=5,
                      first_dealer=0, rules=rules.replace(target=60))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    heard = announced(win)
    QTest.keyClick(win.table, Key.Key_A)
    if said is None:
        assert "Knock limit" not in heard[-1] and "Only gin" not in heard[-1]
    else:
        assert said in heard[-1]
        assert ("Knock limit" in heard[-1]) is (said.startswith("Knock limit"))


def test_hollywood_a_says_every_games_scores(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    setup = GameSetup(levels=("human", "standard"), names=("You", "Computer"), seed=5,
                      first_dealer=0, rules=RuleSet.preset("hollywood").replace(target=60))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    said = announced(win)
    QTest.keyClick(win.table, Key.Key_A)
    assert ("Scores, three games, each to 60. Game 1: You 0 points, Computer 0 points. "
            "Game 2: You 0 points, Computer 0 points. Game 3: You 0 points, Computer 0 "
            "points.") in said[-1]


def test_sitting_out_each_answer_of_the_captain_is_said_once(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    """The person sitting out advises by keys (RULES.md three-hand 2): the captain's answer
    is said when it comes ("Computer 1 answers. I'll follow your advice and …"), not once more
    as "Last answer: …" when the next advice is asked for."""
    win = open_three_hand(qtbot, tmp_path, windows)
    assert win.model.human_view().is_advisor and win.accessibility is not None
    spoken: list[str] = []
    win.accessibility.spoken.connect(spoken.append)
    play_hand_by_keys(win, qtbot)
    answers = [t.split(" answers. ", 1)[1].rstrip(".") for t in spoken if " answers. " in t]
    assert answers, spoken
    for answer in answers:
        assert sum(answer in t for t in spoken) == 1, answer
    assert any("Last answer: " in t for t in spoken)  # an answer not said on its own


def test_sitting_out_d_with_no_card_focused_focuses_one_and_suggests_nothing(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    """Advising the captain's discard, D with no card focused focuses one (as when
    playing); it does not suggest a card the person never chose."""
    from gin_desktop.engine import ActionKind

    win = open_three_hand(qtbot, tmp_path, windows)
    model = win.model
    model.set_computer_delay(0)

    def discard_to_advise() -> bool:
        view = model.human_view()
        return (model.is_human_turn() and view.is_advisor
                and any(a.kind is ActionKind.DISCARD for a in view.legal_actions))

    for _ in range(20):
        assert model.wait_idle(10_000)
        if discard_to_advise():
            break
        QTest.keyClick(win.table, Key.Key_L)  # let the captain decide the draw
    assert discard_to_advise()
    history = len(model.human_view().history)
    win.table.scene().setFocusItem(None)
    QTest.keyClick(win.table, Key.Key_D)
    assert model.wait_idle(10_000)
    assert win.keyboard.focused_card() is not None
    assert len(model.human_view().history) == history and discard_to_advise()
