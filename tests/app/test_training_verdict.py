"""Training mode has one judge: the verdict on a move is measured against the move the hint
recommended, so following the hint is never called a mistake, and a move against the hint
is never praised as if it were the hint's (RULES.md "What the engine guarantees": the review
weighs the person's moves from their view only). Driven by real clicks on the table."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop import review
from gin_desktop.app.advice_text import advice_text
from gin_desktop.app.i18n import translate
from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.view import TableView
from gin_desktop.engine import Action, ActionKind
from gin_desktop.engine.melds import deadwood_after_each_discard

from .test_table import button_point, card_point, click, find_button, pile_point, stock_point

LEVELS = ("human", "standard")


def training_window(make_window: Any, seed: int) -> MainWindow:
    window: MainWindow = make_window()
    window.start_match(GameSetup(levels=LEVELS, names=("Ana", "Computer"), seed=seed,
                                 first_dealer=1, training=True))
    assert window.model.wait_idle(5000)
    return window


def play_by_mouse(view: TableView, action: Action) -> None:
    """``action`` made as a player makes it: a button, a click on a pile, a double-click."""
    kind = action.kind
    if kind is ActionKind.TAKE_UPCARD:
        click(view, button_point(view, find_button(view, translate("Take"))))
    elif kind is ActionKind.PASS_UPCARD:
        click(view, button_point(view, find_button(view, translate("Pass"))))
    elif kind is ActionKind.DRAW_STOCK:
        click(view, stock_point(view))
    elif kind is ActionKind.DRAW_DISCARD:
        click(view, pile_point(view))
    else:
        assert kind is ActionKind.DISCARD and action.card is not None, action
        QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                          Qt.KeyboardModifier.NoModifier, card_point(view, action.card))


def hinted(window: MainWindow) -> Action:
    action = window.model.hint().action
    text = window.review_features.coach.bar.hint_label.full_text()
    assert text.startswith("Hint: "), text
    # A whole sentence, ended as the bar's other sentences are (not twice).
    assert text.endswith(".") and not text.endswith(".."), text
    return action


def test_following_the_hint_is_never_called_a_mistake(make_window: Any,
                                                      qtbot: QtBot) -> None:
    """Seed 3: the hint passes the upcard, then discards the K♠; the quick play-outs alone
    prefer another discard. Every move follows the hint: no mark is a "✗"."""
    window = training_window(make_window, 3)
    coach = window.review_features.coach
    marks: list[review.Decision] = []
    coach.marked.connect(marks.append)
    shown: list[str] = []
    followed: list[Action] = []
    for _ in range(4):
        assert window.model.wait_idle(10_000)
        if not window.model.is_human_turn():
            break
        action = hinted(window)
        followed.append(action)
        count = len(marks)
        play_by_mouse(window.table, action)
        qtbot.waitUntil(lambda n=count: len(marks) > n, timeout=20_000)
        shown.append(coach.bar.mark_label.full_text())
    assert shown == ["✓ Your last move was a good one."] * len(shown)
    assert any(d.kind == "discard" for d in marks)
    assert [d.chosen for d in marks] == followed
    assert all(d.followed_hint and not d.is_mistake for d in marks)


def test_a_move_against_the_hint_is_named_against_the_hint(make_window: Any,
                                                           qtbot: QtBot) -> None:
    """Seed 3: after the hinted pass and stock draw, the person discards another card than
    the hinted K♠: the mark never says "good one" as if it were the hint's move; it names
    the hinted move, or (when costly) calls it a mistake with the hinted move as better."""
    window = training_window(make_window, 3)
    coach = window.review_features.coach
    marks: list[review.Decision] = []
    coach.marked.connect(marks.append)
    model = window.model
    while True:
        assert model.wait_idle(10_000)
        action = hinted(window)
        if action.kind is ActionKind.DISCARD:
            break
        play_by_mouse(window.table, action)
    other = next(a for a in model.human_view().legal_actions
                 if a.kind is ActionKind.DISCARD and a != action)
    play_by_mouse(window.table, other)
    # The mark of this discard: the one of the move before may still be on its way (each
    # is weighed off the GUI thread, a close call on more deals).
    qtbot.waitUntil(lambda: bool(marks) and marks[-1].chosen == other, timeout=20_000)
    decision = marks[-1]
    mark = coach.bar.mark_label.full_text()
    assert "good one" not in mark
    assert decision.hinted == action and not decision.followed_hint
    if decision.is_mistake:
        assert decision.verdict is not None and decision.verdict.better == action
        assert mark.startswith("✗ That discard cost you about "), mark
    else:
        assert mark.startswith("✓ Your last move was about as good as the hint's: "
                               "discard the "), mark


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_better_move_goes_on_from_its_colon_in_lower_case(
        make_window: Any, qtbot: QtBot, language: Any, code: str) -> None:
    """"That discard cost you about 9 points. Better: {reason}.": the better move goes on
    the sentence after the colon, in lower case (Portuguese read "Melhor: Compre do monte:
    …", a capital mid-sentence). Seed 3: the person throws the card that leaves the most
    deadwood, against the hinted K♠."""
    language(code)
    window = training_window(make_window, 7)
    coach = window.review_features.coach
    marks: list[review.Decision] = []
    coach.marked.connect(marks.append)
    model = window.model
    while True:
        assert model.wait_idle(10_000)
        action = model.hint().action
        if action.kind is ActionKind.DISCARD:
            break
        play_by_mouse(window.table, action)
    view = model.human_view()
    after = deadwood_after_each_discard(view.hand)
    worst = max((a for a in view.legal_actions if a.kind is ActionKind.DISCARD),
                key=lambda a: after[a.card])  # type: ignore[index]
    play_by_mouse(window.table, worst)
    qtbot.waitUntil(lambda: bool(marks) and marks[-1].chosen == worst, timeout=20_000)
    decision = marks[-1]
    assert decision.is_mistake and decision.verdict is not None
    better = advice_text(decision.verdict.reason())
    assert better[:1].isupper()  # standing alone, as the hint says it
    mark = coach.bar.mark_label.full_text()
    assert mark.endswith(": " + better[:1].lower() + better[1:] + "."), mark
