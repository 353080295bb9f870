"""The status line at a hand drawn at the wall says what the result panel says.

RULES.md two-player 9: the hand ends when two cards are left in the stock. The panel said
"Only two cards are left in the stock", the status line under it "the stock ran out".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase, ResultKind

from .test_table import button_point, click, find_button

#: Passing, drawing from the stock and throwing the card drawn, the person reaches the
#: wall against the gin hunter with this deal (it never gets its gin).
TO_THE_WALL = GameSetup(levels=("human", "gin-hunter"), seed=29)


def play_to_the_wall(window: Any, setup: GameSetup = TO_THE_WALL) -> None:
    """Replays ``setup`` (``TO_THE_WALL`` unless given) in ``window`` with real keys (X to
    pass, S to draw from the stock, Enter to throw the card drawn) until the hand is drawn
    at the wall."""
    window.start_match(setup)
    model = window.model
    model.set_computer_delay(0)
    window.table.setFocus()
    key_for = {Phase.UPCARD_OFFER: Qt.Key.Key_X, Phase.DRAW: Qt.Key.Key_S,
               Phase.DISCARD: Qt.Key.Key_Return}
    for _ in range(200):
        assert model.wait_idle(10_000)
        QTest.qWait(5)
        phase = model.match.phase
        if phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            break
        if model.is_human_turn():
            QTest.keyClick(window.table, key_for[phase])
    result = model.match.last_result
    assert result is not None and result.kind is ResultKind.DRAWN


@pytest.mark.parametrize("code", ["en", "cs"])
def test_the_status_line_of_a_hand_drawn_at_the_wall_leaves_two_cards_in_the_stock(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    play_to_the_wall(window)
    assert len(window.model.match.table_state().stock) == 2
    qtbot.wait(20)
    said = window.status_line.turn_label.toolTip() or window.status_line.turn_label.text()
    assert translate("Hand over: only {n:card is|cards are} left in the stock, no score"
                     ).format(n=2) in said
    assert translate("Hand over: the stock ran out, no score") not in said


def test_the_walls_two_cards_are_one_stock_in_the_rest_of_the_deck(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    """A hand drawn at the wall leaves two cards in the stock (RULES.md two-player 9): the
    rest of the deck showed them as two rows of one card, as if two stocks."""
    window = make_window()
    play_to_the_wall(window)
    stock = window.model.match.table_state().stock
    qtbot.wait(50)
    click(window.table, button_point(window.table,
                                     find_button(window.table, "Show the rest of the deck")))
    dialog = window.review_features.reveal_dialog
    assert dialog is not None and dialog.isVisible()
    first, second = dialog.stock_rows
    assert list(first.cards()) == list(reversed(stock))
    assert not second.isVisible()
    dialog.close()
