"""A command's key pressed while the keyboard is in a side panel (the move log, the score
pad) and the command is off says why, as the same key says it on the table: before, the
key went to the panel, which did nothing with it, and the player heard nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import AppRefusal, app_refusal_text
from tests.app.test_table_refusals import to_draw


def press_in(panel: QWidget, key: Qt.Key) -> None:
    """``key`` typed with the keyboard focus in ``panel``."""
    panel.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    assert panel.hasFocus()
    QTest.keyClick(panel, key)
    QApplication.processEvents()


def test_n_in_the_move_log_during_a_hand_says_the_hand_is_still_played(
        window: MainWindow) -> None:
    to_draw(window)
    assert not window.next_hand_action.isEnabled()
    press_in(window.move_log.list, Qt.Key.Key_N)
    assert window.status_line.message_text() == app_refusal_text(AppRefusal.HAND_PLAYING)
    assert window.move_log.list.hasFocus()  # the player stays where they were


def test_k_in_the_score_pad_when_no_knock_is_allowed_says_why(window: MainWindow) -> None:
    to_draw(window)
    assert not window.knock_action.isEnabled()
    press_in(window.score_dock.view, Qt.Key.Key_K)
    assert "No knock now" in window.status_line.message_text()
    assert not window.table.table_scene().knock_mode
    assert window.score_dock.view.hasFocus()


def test_the_same_key_says_the_same_in_a_panel_as_on_the_table(window: MainWindow) -> None:
    """X (pass the upcard) when no upcard is offered, a draw being due: the move log says
    what the table says."""
    to_draw(window)
    assert not window.pass_action.isEnabled()
    QTest.keyClick(window.table, Qt.Key.Key_X)
    on_table = window.status_line.message_text()
    window.status_line.clear_message()
    press_in(window.move_log.list, Qt.Key.Key_X)
    assert on_table and window.status_line.message_text() == on_table


def test_a_command_that_is_on_still_works_from_a_panel(window: MainWindow) -> None:
    to_draw(window)
    assert window.draw_action.isEnabled()
    hand = len(window.model.human_view().hand)
    press_in(window.move_log.list, Qt.Key.Key_S)
    assert window.model.wait_idle(5000)
    assert len(window.model.human_view().hand) == hand + 1
