"""The keyboard is where the eye sees it. A player who had tabbed to the score pad and
pressed N for the next hand saw a card of the new hand ringed and lifted, as if the keys
were on the table, while Enter and the arrows went to the score pad (nothing happened);
H there showed a hint whose Enter did nothing; and Tab into the move log framed its
first line, long scrolled away, or showed no focus at all. Real keys where the keyboard
focus is, on the real window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import CardItem
from gin_desktop.engine import MoveKind, Phase

from .test_table import played_to
from .test_table_refusals import to_draw

Key = Qt.Key


def typed(key: Qt.Key) -> None:
    """``key`` pressed where the keyboard focus is, as a person types it."""
    target = QApplication.focusWidget()
    assert target is not None
    QTest.keyClick(target, key)
    QApplication.processEvents()


def tab_to_the_move_log(window: MainWindow) -> None:
    """Tab from the table, through the buttons drawn on the felt, into the move log."""
    for _ in range(12):
        typed(Key.Key_Tab)
        if QApplication.focusWidget() is not window.table:
            break
    assert QApplication.focusWidget() is window.move_log.list


def ringed_cards(window: MainWindow) -> list[CardItem]:
    """The table's cards that draw the keyboard's focus ring."""
    return [item for item in window.table.table_scene().items()
            if isinstance(item, CardItem) and item.hasFocus()]


def to_the_table(window: MainWindow, qtbot: QtBot) -> None:
    window.activateWindow()
    window.table.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)


def to_draw_at_the_table(window: MainWindow, qtbot: QtBot) -> None:
    """The person to draw, and the keyboard on the table."""
    to_draw(window)
    to_the_table(window, qtbot)


def at_a_hands_end(window: MainWindow, qtbot: QtBot) -> None:
    """A hand over, the match not, and the keyboard on the table."""
    match = played_to(lambda m: m.phase is Phase.HAND_OVER and m.last_result is not None
                      and not m.is_over)
    window.model.resume(match, GameSetup(seed=match.seed))
    assert window.model.wait_idle(5000)
    to_the_table(window, qtbot)


def test_a_hand_dealt_while_the_keys_are_in_the_score_pad_rings_no_card(
        window: MainWindow, qtbot: QtBot) -> None:
    """The deal arrives while the keys are elsewhere, as the computer's moves do: no card
    is ringed until the keys come back, and then one of the new hand is."""
    model = window.model
    at_a_hands_end(window, qtbot)
    typed(Key.Key_Right)  # a card of the shown hands has the keyboard
    assert ringed_cards(window)
    # F6 twice: the score pad (Tab stops at the result panel's buttons first).
    typed(Key.Key_F6)
    typed(Key.Key_F6)
    assert QApplication.focusWidget() is window.score_dock.view
    assert not ringed_cards(window)
    model.next_hand()
    assert model.wait_idle(5000)
    QApplication.processEvents()
    assert model.human_view().phase in (Phase.UPCARD_OFFER, Phase.DRAW)
    assert QApplication.focusWidget() is window.score_dock.view
    assert not ringed_cards(window), "a card ringed while the keys are in the score pad"
    typed(Key.Key_Escape)  # back to the table
    assert QApplication.focusWidget() is window.table
    ringed = ringed_cards(window)
    assert len(ringed) == 1 and ringed[0].card in model.human_view().hand


def test_n_from_the_score_pad_deals_and_gives_the_table_the_keys(
        window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    at_a_hands_end(window, qtbot)
    typed(Key.Key_Right)
    window.score_dock.view.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    typed(Key.Key_N)
    assert model.wait_idle(5000)
    QApplication.processEvents()
    assert model.human_view().phase in (Phase.UPCARD_OFFER, Phase.DRAW)
    assert QApplication.focusWidget() is window.table
    ringed = ringed_cards(window)
    assert len(ringed) == 1 and ringed[0].card in model.human_view().hand
    typed(Key.Key_Right)  # the arrows are the table's again
    assert window.keyboard.focused_card() in model.human_view().hand


def test_h_then_enter_in_the_move_log_makes_the_hinted_draw(
        window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    to_draw_at_the_table(window, qtbot)
    tab_to_the_move_log(window)
    typed(Key.Key_H)
    assert window.status_line.message_kind == "hint"
    typed(Key.Key_Return)
    assert model.wait_idle(5000)
    assert model.human_view().history[-1].kind in (MoveKind.STOCK, MoveKind.PILE)
    assert model.human_view().seat == 0 and model.human_view().phase is Phase.DISCARD


def test_h_then_enter_in_the_move_log_discards_the_hinted_card(
        window: MainWindow, qtbot: QtBot) -> None:
    """Not the card the keys had left on the table when they went to the move log."""
    model = window.model
    to_draw_at_the_table(window, qtbot)
    typed(Key.Key_S)
    assert model.wait_idle(5000)
    hinted = model.hint().action.card
    assert hinted is not None
    typed(Key.Key_Home)
    if window.keyboard.focused_card() == hinted:
        typed(Key.Key_Right)
    left = window.keyboard.focused_card()
    assert left is not None and left != hinted
    tab_to_the_move_log(window)
    typed(Key.Key_H)
    assert QApplication.focusWidget() is window.table
    assert [item.card for item in ringed_cards(window)] == [hinted]
    typed(Key.Key_Return)
    assert model.wait_idle(5000)
    mine = [move for move in model.human_view().history if move.seat == 0]
    assert mine[-1].card == hinted, mine[-1]
    assert left in model.match.hand_of(0)


def test_tab_into_the_move_log_shows_where_the_keys_are(
        window: MainWindow, qtbot: QtBot) -> None:
    to_draw_at_the_table(window, qtbot)
    log = window.move_log.list
    assert log.count() > 1
    before = log.grab().toImage()
    tab_to_the_move_log(window)
    assert log.grab().toImage() != before, "the move log looks the same with the keys in it"
    assert log.currentRow() == log.count() - 1  # the arrows start from the newest move
    current = log.currentItem()
    assert current is not None
    assert log.viewport().rect().contains(log.visualItemRect(current))  # in sight
    typed(Key.Key_Up)
    assert log.currentRow() == log.count() - 2
