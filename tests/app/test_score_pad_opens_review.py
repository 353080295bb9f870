"""The score pad's line of a finished hand opens that hand's review: a player who saw a
costly hand on the pad had to find Game ▸ Review hand and pick its number. A double-click
on the line, Enter on it, or its context menu's "Review this hand" opens it; the line's
tooltip says so. Not for a hand the person sat out (three-hand), nor the bonus and total
lines. Real mouse double-clicks on the pad's viewport and real keys."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import NEXT_HAND, Match, Role, RuleSet, new_match

from tests.test_review import play_to_hand_end

TWO = GameSetup(mode="two", levels=("human", "standard"), names=("Ana", "Computer"))
THREE = GameSetup(mode="three", levels=("human", "standard", "standard"),
                  names=("Ana", "Bo", "Cy"))
HINT = "Double-click or press Enter to review this hand."


def hands_played(match: Match, hands: int) -> Match:
    for number in range(hands):
        if number:
            match.apply(NEXT_HAND)
        play_to_hand_end(match)
    return match


def window_with(make_window: Any, match: Match, setup: GameSetup) -> Any:
    window = make_window()
    window.model.resume(match, setup)
    assert window.model.wait_idle(5000)
    window.review_features.samples = 2
    window.score_dock.show()
    window.score_dock.raise_()
    QApplication.processEvents()
    return window


def row_of(view: Any, hand: int) -> QModelIndex:
    model = view.model()
    row = next(r for r in range(model.rowCount())
               if model.line_kind(r) == "hand" and model.index(r, 0).data() == str(hand))
    index = model.index(row, 0)
    view.scrollTo(index)
    QApplication.processEvents()
    return index


def double_click(view: Any, index: QModelIndex) -> None:
    centre = view.visualRect(index).center()
    port = view.viewport()
    QTest.mouseClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
    QTest.mouseDClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      centre)
    QApplication.processEvents()


def test_a_double_click_on_a_hands_line_opens_its_review(make_window: Any,
                                                         qtbot: QtBot) -> None:
    window = window_with(make_window, hands_played(new_match(RuleSet(), seed=3), 2), TWO)
    view = window.score_dock.view
    index = row_of(view, 1)
    assert HINT in index.data(Qt.ItemDataRole.ToolTipRole)
    double_click(view, index)
    dialog = window.review_features.review_dialog
    assert dialog is not None and dialog.hand_number == 1


def test_enter_on_a_hands_line_opens_its_review(make_window: Any, qtbot: QtBot) -> None:
    window = window_with(make_window, hands_played(new_match(RuleSet(), seed=3), 2), TWO)
    view = window.score_dock.view
    view.setFocus()
    view.setCurrentIndex(row_of(view, 2))
    QTest.keyClick(view, Qt.Key.Key_Return)
    QApplication.processEvents()
    dialog = window.review_features.review_dialog
    assert dialog is not None and dialog.hand_number == 2


def test_the_context_menu_offers_review_this_hand(make_window: Any, qtbot: QtBot) -> None:
    window = window_with(make_window, hands_played(new_match(RuleSet(), seed=3), 2), TWO)
    view = window.score_dock.view
    index = row_of(view, 1)
    offered: list[str] = []

    def choose() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(10, choose)
            return
        offered.extend(action.text() for action in menu.actions())
        menu.actions()[0].trigger()
        menu.close()

    QTimer.singleShot(0, choose)
    centre = view.visualRect(index).center()
    port = view.viewport()
    QApplication.sendEvent(port, QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, centre, port.mapToGlobal(centre)))
    QApplication.processEvents()
    assert offered == [translate("Review this hand")]
    dialog = window.review_features.review_dialog
    assert dialog is not None and dialog.hand_number == 1


def test_the_total_line_opens_nothing(make_window: Any, qtbot: QtBot) -> None:
    window = window_with(make_window, hands_played(new_match(RuleSet(), seed=3), 1), TWO)
    view = window.score_dock.view
    model = view.model()
    total = model.index(model.rowCount() - 1, 0)
    assert model.line_kind(total.row()) == "total"
    assert HINT not in total.data(Qt.ItemDataRole.ToolTipRole)
    double_click(view, total)
    assert view.review_menu(total.row()) is None
    assert window.review_features.review_dialog is None


def test_a_hand_sat_out_opens_no_review(make_window: Any, qtbot: QtBot) -> None:
    match = new_match(RuleSet(), seed=0, mode="three")
    assert match.roles()[0] is Role.SITTING_OUT
    window = window_with(make_window, hands_played(match, 1), THREE)
    view = window.score_dock.view
    index = row_of(view, 1)
    assert HINT not in index.data(Qt.ItemDataRole.ToolTipRole)
    double_click(view, index)
    view.setFocus()
    view.setCurrentIndex(index)
    QTest.keyClick(view, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    QApplication.processEvents()
    assert view.review_menu(index.row()) is None
    assert window.review_features.review_dialog is None


def test_the_hint_is_in_every_language(make_window: Any, qtbot: QtBot,
                                       language: Any) -> None:
    for code in ("es", "cs", "pt"):
        language(code)
        assert translate(HINT) != HINT and translate("Review this hand") != \
            "Review this hand", code


