"""Tab reaches the buttons drawn on the felt beside the pile and under the hand (issue
"Every player"): Take and Pass at the first turn's offer, Knock (or Gin!), and the sort
buttons. Tab went from the hand past them to the move log, and a player at the keys
reached them only through the menus and their letters. Now Tab steps from the hand to
each in reading order, then on to the move log; the focused button wears the focus ring,
and Enter or Space presses it. The real main window, real keys."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Knocked, UpcardPassed

from .test_result_panel_tab import Shift, focused_button, key, ring_pixels
from .test_table import HUMAN, human_can_knock, human_offered_upcard, position

Key = Qt.Key


def at_the_table(window: Any, qtbot: QtBot, until: Any) -> Any:
    """The window resumed at the first position scripted play brings to ``until``, the
    keyboard on the table and a card of the hand focused; the scene."""
    window.model.resume(position(until), GameSetup(names=("Ana", "Computer")))
    scene = window.table.table_scene()
    window.table.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=2000)
    key(Key.Key_Right)
    assert focused_button(scene) is None
    return scene


def test_tab_goes_from_the_hand_through_the_offer_and_the_sort_buttons(
        window: Any, qtbot: QtBot) -> None:
    scene = at_the_table(window, qtbot, human_offered_upcard)
    hand_stop = scene.focusItem()
    seen = []
    while True:
        key(Key.Key_Tab)
        if QApplication.focusWidget() is not window.table:
            break
        seen.append(focused_button(scene))
    assert seen[0].startswith("Take ") and seen[1:] == ["Pass", "Rank", "Suit", "Melds"]
    assert QApplication.focusWidget() is window.move_log.list
    # Shift+Tab from the move log: the last button, and back along them to the hand.
    key(Key.Key_Tab, Shift)
    assert focused_button(scene) == "Melds"
    for _ in range(len(seen)):
        key(Key.Key_Tab, Shift)
    assert scene.focusItem() is hand_stop


@pytest.mark.parametrize("press", [Key.Key_Return, Key.Key_Space])
def test_enter_or_space_on_pass_passes_the_upcard(window: Any, qtbot: QtBot,
                                                  press: Qt.Key) -> None:
    scene = at_the_table(window, qtbot, human_offered_upcard)
    model = window.model
    key(Key.Key_Tab)
    key(Key.Key_Tab)
    assert focused_button(scene) == "Pass"
    key(press)
    assert model.wait_idle(5000)
    assert any(isinstance(e, UpcardPassed) and e.seat == HUMAN for e in model.match.events)


def test_the_sort_button_tab_reaches_wears_the_ring_and_sorts(window: Any,
                                                              qtbot: QtBot) -> None:
    scene = at_the_table(window, qtbot, human_offered_upcard)
    suit = next(b for b in scene.button_stops() if b.text() == "Suit")
    assert ring_pixels(window, suit) == 0
    while focused_button(scene) != "Suit":
        key(Key.Key_Tab)
    QApplication.processEvents()
    assert ring_pixels(window, suit) > suit.size().width()
    key(Key.Key_Space)
    suits = [card.suit for card in window.table.hand_order()]
    assert suits == sorted(suits, key=suits.index)  # each suit together
    assert focused_button(scene) == "Suit"  # the keyboard stays on the button


def test_knock_by_tab_and_enter_goes_to_the_best_card_and_enter_knocks(
        window: Any, qtbot: QtBot) -> None:
    """The Knock button pressed by the keys puts the focus on the card to knock with, as
    K does: the next Enter knocks with it (the focus left on the button, Enter there
    would have left knock mode again)."""
    scene = at_the_table(window, qtbot, human_can_knock)
    model = window.model
    while focused_button(scene) not in ("Knock", "Gin!"):
        key(Key.Key_Tab)
        assert QApplication.focusWidget() is window.table
    key(Key.Key_Return)
    assert scene.knock_mode
    assert focused_button(scene) is None  # a card of the hand: the best to knock with
    key(Key.Key_Return)
    assert model.wait_idle(5000)
    assert any(isinstance(e, Knocked) and e.seat == HUMAN for e in model.match.events)


@pytest.mark.parametrize("press", [Key.Key_Escape, Key.Key_Left, Key.Key_Right])
def test_escape_or_an_arrow_on_a_felt_button_comes_back_to_the_card_last_focused(
        window: Any, qtbot: QtBot, press: Qt.Key) -> None:
    """Escape on a sort button did nothing (the keys stayed on the button), and Left from
    it then went to the hand's last card, Right to its first, wherever the player had been.
    Now both come back to the card last focused, as Shift+Tab does."""
    scene = at_the_table(window, qtbot, human_offered_upcard)
    key(Key.Key_Right)
    key(Key.Key_Right)
    card = scene.focusItem()
    hand = window.table.hand_order()
    assert card.card == hand[2]
    while focused_button(scene) != "Suit":
        key(Key.Key_Tab)
    key(press)
    assert focused_button(scene) is None
    assert scene.focusItem() is card
    assert QApplication.focusWidget() is window.table
