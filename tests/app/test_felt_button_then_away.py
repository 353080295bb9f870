"""A felt button (Take, Pass, Knock, the sort buttons) is a stop for Tab; a keyboard
player who left the table from one by F6 came back (Escape in the move log, H there) to
that button, and after H's draw hint Enter pressed the button (sorted the hand) instead
of making the hinted draw. H on the table itself did the same. Now the keys come back to
the hand, where the hinted move is made. The real main window, real keys."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.engine import MoveKind, Phase

from .test_result_panel_tab import focused_button, key
from .test_table import human_to_draw
from .test_table_buttons_tab import at_the_table

Key = Qt.Key


def on_the_sort_button(window: Any, qtbot: QtBot) -> Any:
    """The person to draw, the keyboard on the felt's Rank button; the scene."""
    scene = at_the_table(window, qtbot, human_to_draw)
    while focused_button(scene) != "Rank":
        key(Key.Key_Tab)
        assert QApplication.focusWidget() is window.table
    return scene


def assert_enter_makes_the_hinted_draw(window: Any) -> None:
    model = window.model
    key(Key.Key_Return)
    assert model.wait_idle(5000)
    view = model.human_view()
    assert view.history[-1].kind in (MoveKind.STOCK, MoveKind.PILE), view.history[-1]
    assert view.seat == 0 and view.phase is Phase.DISCARD


@pytest.mark.parametrize("back", [Key.Key_Escape, Key.Key_H])
def test_back_from_f6_the_keys_are_on_the_hand_not_the_button(
        window: Any, qtbot: QtBot, back: Qt.Key) -> None:
    scene = on_the_sort_button(window, qtbot)
    key(Key.Key_F6)
    assert QApplication.focusWidget() is window.move_log.list
    key(back)
    assert QApplication.focusWidget() is window.table
    assert focused_button(scene) is None
    assert window.keyboard.focused_card() in window.model.human_view().hand
    if back is Key.Key_Escape:
        key(Key.Key_H)
    assert window.status_line.message_kind == "hint"
    assert_enter_makes_the_hinted_draw(window)


def test_h_on_a_felt_button_puts_the_keys_where_the_hinted_draw_is_made(
        window: Any, qtbot: QtBot) -> None:
    scene = on_the_sort_button(window, qtbot)
    key(Key.Key_H)
    assert window.status_line.message_kind == "hint"
    assert focused_button(scene) is None
    assert_enter_makes_the_hinted_draw(window)
