"""The deal field's error, as a newcomer at the keys met it on a 1280x720 screen in
Portuguese: the dialog did not grow for the error's line, so the choices above it began to
scroll (the last rules check box at the scroll area's edge); and the error spelled out
"from 0 to 9223372036854775807", a bound no player can use. It now says where a deal's
number is found, in every language, and the dialog makes room for it."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from gin_desktop.app.deal_code import DealCodeError
from gin_desktop.app.dialogs.new_game import NewGameDialog, ReplayDealDialog, deal_error_text
from gin_desktop.app.main import MainWindow

from .test_new_game_flow import wait_until_active, when_shown


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_deal_error_says_where_a_number_is_found_not_its_bound(
        language: Callable[[str], None], code: str) -> None:
    if code != "en":
        language(code)
    text = deal_error_text(DealCodeError("not a deal number or a deal code"))
    assert not re.search(r"\d{4,}", text), text
    if code == "en":
        assert "bottom of the window" in text, text


def test_the_deal_error_takes_room_of_its_own_and_the_choices_do_not_scroll(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None]) -> None:
    language("pt")
    seen: dict[str, Any] = {}

    def type_a_wrong_deal(dialog: NewGameDialog) -> None:
        wait_until_active(dialog)
        body = dialog.body
        seen["scrolled before"] = body.verticalScrollBar().maximum()
        QTest.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
        QTest.keyClicks(dialog.seed_edit, "abc")
        QTest.keyClick(dialog.seed_edit, Qt.Key.Key_Return)
        QApplication.processEvents()
        seen["error"] = dialog.error_label.isVisible() and dialog.error_label.text()
        seen["scrolled after"] = body.verticalScrollBar().maximum()
        last = dialog.allow_upcard_discard_check
        bottom = last.mapTo(body.viewport(), QPoint(0, last.height()))
        seen["last box whole"] = bottom.y() <= body.viewport().height()
        dialog.reject()

    stop = when_shown(NewGameDialog, type_a_wrong_deal)
    try:
        window.new_game_action.trigger()
    finally:
        stop()
    assert seen["error"] and "9223372036854775807" not in seen["error"], seen
    assert seen["scrolled before"] == seen["scrolled after"] == 0, seen
    assert seen["last box whole"], seen


def test_replay_deals_error_wraps_within_the_screen_and_squeezes_nothing(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None]) -> None:
    """On one line the error widened Replay deal past an 800-pixel screen; and the window
    kept its height, the explanation above losing its first and last lines."""
    language("pt")
    seen: dict[str, Any] = {}

    def type_a_wrong_deal(dialog: ReplayDealDialog) -> None:
        wait_until_active(dialog)
        field = dialog.number_edit
        QTest.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(field, "abc")
        QTest.keyClick(field, Qt.Key.Key_Return)
        QApplication.processEvents()
        seen["error"] = dialog.error_label.isVisible()
        seen["width"] = dialog.frameGeometry().width()
        seen["room"] = dialog.screen().availableGeometry().width()
        seen["squeezed"] = [label.text()[:20] for label in dialog.findChildren(QLabel)
                            if label.isVisible() and label.wordWrap()
                            and label.height() < label.heightForWidth(label.width())]
        dialog.reject()

    stop = when_shown(ReplayDealDialog, type_a_wrong_deal)
    try:
        QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    finally:
        stop()
    assert seen["error"] and seen["width"] <= seen["room"], seen
    assert seen["squeezed"] == [], seen
