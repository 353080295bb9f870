"""Training mode: a knock weighed as costly that won its hand says it won.

The training bar weighs each move as the person made it, blind to the other hand: a knock
with 3 deadwood late in the hand may well be undercut, and costs points on average. But a
knock's outcome is on the table at once, and "✗ That knock cost you about 13 points" beside
"You win the hand: 2 points" read as a wrong sum (a Spanish player's Oklahoma match, s38).
The knock is made with the mouse: the Knock button, then a double-click on the card."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop import review
from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import ActionKind, RuleSet

from .test_prompt_answers import at_800
from .test_review_window import open_review
from .test_table import (
    best_knock, button_point, card_point, click, find_button, human_can_knock, position,
)


def weighed_as_costly(monkeypatch: pytest.MonkeyPatch) -> None:
    """The knock weighed as the play-outs may weigh it: holding on was 13 points better."""
    evaluate = review.evaluate

    def costly(view: Any, action: Any, **kwargs: Any) -> review.Decision:
        decision = evaluate(view, action, **kwargs)
        if action.kind is not ActionKind.KNOCK:
            return decision
        hold = next(a for a in view.legal_actions if a.kind is ActionKind.DISCARD
                    and a.card == action.card)
        choices = (review.Choice(hold, 0.0), review.Choice(action, -13.0))
        verdict = review.Verdict("hold_on", hold, (("card", action.card), ("left", 3)))
        return dataclasses.replace(decision, choices=choices, verdict=verdict, hinted=None)

    monkeypatch.setattr(review, "evaluate", costly)


def at_a_training_knock(make_window: Callable[..., Any], qtbot: QtBot) -> MainWindow:
    """An 800x600 window in training mode, the person to knock (one sample a weighing)."""
    window: MainWindow = at_800(make_window, qtbot)
    window.review_features.samples = 1
    rules = RuleSet()
    window.model.resume(position(human_can_knock, rules=rules),
                        GameSetup(levels=("human", "standard"), names=("Ana", "Computer"),
                                  rules=rules, training=True))
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    return window


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_a_costly_knock_that_won_the_hand_is_marked_as_won_before_its_cost(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        monkeypatch: pytest.MonkeyPatch, code: str) -> None:
    language(code)
    weighed_as_costly(monkeypatch)
    window = at_a_training_knock(make_window, qtbot)
    coach = window.review_features.coach
    view = window.table
    card = best_knock(window.model)
    with qtbot.waitSignal(coach.marked, timeout=20_000) as marked:
        click(view, button_point(view, find_button(
            view, QCoreApplication.translate("GinDesktop", "Knock", "button"))))
        QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                          Qt.KeyboardModifier.NoModifier, card_point(view, card))
    result = window.model.match.last_result
    assert result is not None and result.knocker == 0 and result.winner == 0
    decision = marked.args[0]
    assert decision.is_mistake and decision.cost == 13
    mark = coach.bar.mark_label.full_text()
    won = _tr("That knock won this hand, but on average it costs about {points} points. "
              "Better: {reason}.")
    lost = _tr("That knock cost you about {points} points. Better: {reason}.")
    assert mark.startswith("✗ " + won.split("{points")[0]), mark
    assert not mark.startswith("✗ " + lost.split("{points")[0]), mark
    assert "13" in mark
    if code != "en":
        assert "won this hand" not in mark, "translated"
    dialog = window.review_features.review_dialog
    if dialog is not None:
        dialog.close()


@pytest.mark.parametrize("code", ["en", "cs"])
def test_the_hands_review_says_the_costly_knock_won_the_hand(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        monkeypatch: pytest.MonkeyPatch, code: str) -> None:
    """The review window said "1 decision cost you about 13 points" and "cost about 13
    points" of a knock that won its hand: its headline, its list and the verdict under the
    table say it won the hand, and what it costs on average, as the training bar does."""
    language(code)
    weighed_as_costly(monkeypatch)
    costly = review.evaluate

    def only_the_knock(view: Any, action: Any, **kwargs: Any) -> review.Decision:
        """The knock the one costly decision of the hand, so the headline speaks of it."""
        decision = costly(view, action, **kwargs)
        if action.kind is ActionKind.KNOCK:
            return decision
        return dataclasses.replace(decision, verdict=None)

    monkeypatch.setattr(review, "evaluate", only_the_knock)
    window: MainWindow = at_800(make_window, qtbot)
    window.model.resume(position(human_can_knock),
                        GameSetup(levels=("human", "standard"), names=("Ana", "Computer")))
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    view = window.table
    click(view, button_point(view, find_button(
        view, QCoreApplication.translate("GinDesktop", "Knock", "button"))))
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, card_point(view, best_knock(window.model)))
    result = window.model.match.last_result
    assert result is not None and result.knocker == 0 and result.winner == 0
    dialog = open_review(window, qtbot)
    knock = next(i for i, d in enumerate(dialog.hand_review.decisions)
                 if d.chosen.kind is ActionKind.KNOCK)
    assert dialog.hand_review.decisions[knock].cost == 13
    assert len(dialog.hand_review.mistakes) == 1
    headline = QCoreApplication.translate(
        "Advice", "Your knock won this hand, but on average it costs about {points} points")
    assert dialog.summary_label.text().startswith(headline.split("{points")[0]), (
        dialog.summary_label.text())
    assert "13" in dialog.summary_label.text()
    dialog.decision_list.setCurrentRow(knock)
    QApplication.processEvents()
    row = dialog.decision_list.item(knock).text()
    verdict = dialog.verdict_label.text()
    if code == "en":
        assert "won the hand, on average costs about 13 points" in row, row
        assert verdict.startswith("This knock won the hand, but on average it costs about 13 "
                                  "points."), verdict
    else:
        assert "kolo vyhrálo, ale v průměru stojí asi 13 bodů" in row, row
        assert verdict.startswith("Toto klepnutí kolo vyhrálo"), verdict
    dialog.close()
