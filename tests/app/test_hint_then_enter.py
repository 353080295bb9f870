"""H then Enter: a newcomer who asked for a hint presses Enter to make the hinted move, as
Enter discards the card a discard hint focuses. A hinted knock was thrown away as a plain
discard (the computer took the card and knocked instead), and a hinted draw was refused
with "draw a card first"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolBar

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import ActionKind, Match, MoveKind, Phase

from .test_table import card_point, human_can_knock, human_offered_upcard, position
from .test_table_refusals import to_draw


def keys(window: MainWindow, *pressed: Qt.Key) -> None:
    view = window.table
    view.setFocus()
    for key in pressed:
        QTest.keyClick(view, key)
        assert window.model.wait_idle(5000)
        QApplication.processEvents()


def to_a_knock_hint(window: MainWindow) -> None:
    """The person to discard, and the hint is to knock."""
    model = window.model

    def hint_knocks(match: Match) -> bool:
        if not human_can_knock(match):
            return False
        model.resume(match, GameSetup(names=("Ana", "Computer")))
        assert model.wait_idle(5000)
        return model.hint().action.kind is ActionKind.KNOCK

    match = position(hint_knocks)
    model.resume(match, GameSetup(names=("Ana", "Computer"), seed=match.seed))
    assert model.wait_idle(5000)
    QApplication.processEvents()


def test_enter_after_a_knock_hint_knocks(window: MainWindow) -> None:
    model = window.model
    to_a_knock_hint(window)
    hinted = model.hint().action
    keys(window, Qt.Key.Key_H)
    assert window.status_line.message_text().startswith("Hint: knock")
    keys(window, Qt.Key.Key_Return)
    history = model.human_view().history
    mine = [move for move in history if move.seat == 0]
    assert mine[-1].kind is MoveKind.KNOCK, history[-3:]
    assert model.match.last_result is not None and model.match.last_result.knocker == 0
    assert hinted.card not in model.match.hand_of(0)


def test_enter_after_a_draw_hint_draws(window: MainWindow) -> None:
    to_draw(window)
    model = window.model
    hinted = model.hint().action
    assert hinted.kind in (ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD)
    keys(window, Qt.Key.Key_H, Qt.Key.Key_Return)
    assert model.human_view().phase is Phase.DISCARD, window.status_line.message_text()
    assert model.human_view().history[-1].kind is (
        MoveKind.STOCK if hinted.kind is ActionKind.DRAW_STOCK else MoveKind.PILE)
    assert not window.status_line.message_text().startswith("Not allowed")


def test_enter_on_another_card_than_the_hinted_knock_discards_it(window: MainWindow) -> None:
    """The hint does not take the keys over: a card the player focused instead is
    discarded as Enter always did."""
    model = window.model
    to_a_knock_hint(window)
    keys(window, Qt.Key.Key_H)
    hinted = window.table.hinted_action()
    assert hinted is not None and hinted.kind is ActionKind.KNOCK
    hand = window.table.hand_order()
    other = next(c for c in hand if c != hinted.card
                 and c != model.human_view().cannot_discard)
    window.keyboard.focus_card(other)
    keys(window, Qt.Key.Key_Return)
    mine = [move for move in model.human_view().history if move.seat == 0]
    assert (mine[-1].kind, mine[-1].card) == (MoveKind.DISCARD, other)


def test_a_double_click_on_the_card_of_a_knock_hint_knocks(window: MainWindow) -> None:
    """The mouse's way: the hint "Knock, discarding the 4♠" makes the 4♠ glow, and the
    newcomer double-clicks it, as every discard so far."""
    model = window.model
    to_a_knock_hint(window)
    bar = window.findChild(QToolBar, "main_toolbar")
    QTest.mouseClick(bar.widgetForAction(window.hint_action), Qt.MouseButton.LeftButton)
    hinted = window.table.hinted_action()
    assert hinted is not None and hinted.kind is ActionKind.KNOCK and hinted.card is not None
    point, port = card_point(window.table, hinted.card), window.table.viewport()
    QTest.mouseClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QTest.mouseDClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert model.wait_idle(5000)
    mine = [move for move in model.human_view().history if move.seat == 0]
    assert mine[-1].kind is MoveKind.KNOCK, model.human_view().history[-3:]


def test_enter_after_an_upcard_hint_takes_or_passes(window: MainWindow) -> None:
    """The upcard offer: the hint rings Take or Pass, and Enter said "Not allowed: first
    take or pass the upcard"."""
    model = window.model
    match = position(human_offered_upcard)
    model.resume(match, GameSetup(names=("Ana", "Computer"), seed=match.seed))
    assert model.wait_idle(5000)
    QApplication.processEvents()
    hinted = model.hint().action
    keys(window, Qt.Key.Key_H, Qt.Key.Key_Return)
    mine = [move for move in model.human_view().history if move.seat == 0]
    assert mine and mine[0].kind is (MoveKind.TAKE if hinted.kind is ActionKind.TAKE_UPCARD
                                     else MoveKind.PASS), window.status_line.message_text()
