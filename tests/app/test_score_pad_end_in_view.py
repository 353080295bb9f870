"""A Hollywood match's end at 1024x600, in Czech: the score pad's aim grew by the lines
saying what decided the match ("Vyhrané hry: Vy: 3 · Počítač: 0." and two more), the
table under it grew shorter and kept its scroll: the last hand's line was cut in half and
the final totals, the line the player looks for, were below the pad's edge. Scrolled to
its end, the pad stays at its end when it grows shorter (there, or as the window does)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.main import MainWindow
from gin_desktop.app.scorepad import ScorePadView
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Match, RuleSet, new_match

from .test_score_pad_fit import played_to_its_end, settle

#: A Hollywood match whose last move, the one that ends it, is the computer's.
SEED = 6


def before_the_last_move(rules: RuleSet, seed: int) -> Match:
    """A match of ``seed`` played to the computer's last move, the one that ends it."""
    whole = played_to_its_end(new_match(rules, seed, "two"))
    almost = new_match(rules, seed, "two")
    for action in whole.actions[:-1]:
        almost.apply(action)
    assert almost.to_act == 1 and not almost.is_over
    return almost


def last_lines_whole(view: ScorePadView) -> list[int]:
    """Which of the last hand's line and the final totals' show whole in the pad."""
    model = view.model()
    last = model.rowCount() - 1
    assert model.line_kind(last) == "total"
    shown = view.viewport().rect()
    return [row for row in (last - 1, last)
            if shown.contains(view.visualRect(model.index(row, 0)).topLeft())
            and shown.contains(view.visualRect(model.index(row, 0)).bottomLeft())]


def test_the_final_totals_stay_in_view_when_the_pad_grows_shorter(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None]) -> None:
    language("cs")
    rules = RuleSet(hollywood=True)
    match = before_the_last_move(rules, SEED)
    settle(qtbot, window, 1024, 600)
    window.model.resume(match, GameSetup(seed=match.seed, rules=rules,
                                         names=(_tr("You"), _tr("Computer")),
                                         levels=("human", "standard")))
    assert window.model.wait_idle(5000)  # the computer made the last move
    qtbot.wait(400)
    QApplication.processEvents()
    assert window.model.match.is_over
    assert window.score_dock.summary.text().count("<br>") >= 2  # the decision's lines
    view = window.score_dock.view
    model = view.model()
    assert view.verticalScrollBar().maximum() > 0  # more lines than the pad shows
    assert last_lines_whole(view) == [model.rowCount() - 2, model.rowCount() - 1]

    settle(qtbot, window, 1024, 560)  # the pad grows shorter again
    QApplication.processEvents()
    assert last_lines_whole(view) == [model.rowCount() - 2, model.rowCount() - 1]
