"""Training mode: the mark of the last move belongs to its hand. "✓ Your last move was a
good one." stayed on the bar into the next deal, before any move of it was made."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.engine import Phase

from .test_table import best_knock, button_point, card_point, click, find_button
from .test_training_knock_won import at_a_training_knock


def test_the_mark_of_the_last_hands_move_is_cleared_when_the_next_hand_is_dealt(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = at_a_training_knock(make_window, qtbot)
    coach = window.review_features.coach
    view = window.table
    with qtbot.waitSignal(coach.marked, timeout=20_000):
        click(view, button_point(view, find_button(
            view, QCoreApplication.translate("GinDesktop", "Knock", "button"))))
        QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                          Qt.KeyboardModifier.NoModifier,
                          card_point(view, best_knock(window.model)))
    assert window.model.match.phase is Phase.HAND_OVER
    assert coach.bar.mark_label.full_text(), "the knock was marked"
    dialog = window.review_features.review_dialog
    if dialog is not None:
        dialog.close()
    QApplication.processEvents()
    click(view, button_point(view, find_button(
        view, _tr("Next hand"))))
    qtbot.waitUntil(lambda: window.model.match.hand_number == 2, timeout=5000)
    QApplication.processEvents()
    assert coach.bar.mark_label.full_text() == ""
