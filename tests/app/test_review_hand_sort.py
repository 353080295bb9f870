"""The review window listed "Your cards" by suit whatever the table's sort: a player who
keeps their hand by rank looked for their cards in an order they never see. The review's
hand is in the table's sort, and follows it when the player sorts again (R, U, M)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gin_desktop.app.table.hand_order import sorted_hand
from gin_desktop.engine import RuleSet, new_match

from .test_review_hand_on_the_table import TWO, press, resumed, review_by_key, second_hand_begun


def shown_hand(dialog: Any) -> tuple[Any, ...]:
    return dialog.hand_review.decisions[dialog.decision_list.currentRow()].view.hand


def test_the_review_shows_the_hand_in_the_tables_sort(make_window: Any,
                                                      qtbot: QtBot) -> None:
    window = resumed(make_window,
                     second_hand_begun(new_match(RuleSet(), 11, first_dealer=1)), TWO)
    press(window, qtbot, Qt.Key.Key_R)  # sort by rank
    dialog = review_by_key(window, qtbot)
    hand = shown_hand(dialog)
    assert sorted_hand(hand, "rank") != sorted_hand(hand, "suit")  # the test can tell
    assert list(dialog.hand_row.cards()) == sorted_hand(hand, "rank")

    # Sorted again on the table, the review follows.
    press(window, qtbot, Qt.Key.Key_U)
    assert list(dialog.hand_row.cards()) == sorted_hand(shown_hand(dialog), "suit")
    press(window, qtbot, Qt.Key.Key_M)
    assert list(dialog.hand_row.cards()) == sorted_hand(shown_hand(dialog), "melds")

