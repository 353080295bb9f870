"""Where the keys are when Game ▸ New game opens: the dialog opened with the focus on its
scroll area, which shows none, and a player at the keys did not know where they were
until Tab. The game chosen has the focus now, framed as after Tab, and Enter deals."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.main import MainWindow

from .test_deal_paste import EndTheMatchIfAsked
from .test_new_game_flow import when_shown


def picture(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def test_new_game_opens_with_the_chosen_game_visibly_focused_and_enter_deals(
        window: MainWindow, qtbot: QtBot) -> None:
    seen: dict[str, Any] = {}

    def look_then_press_enter(dialog: NewGameDialog) -> None:
        qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
        chosen = dialog.three_hand if dialog.three_hand.isChecked() else dialog.two_player
        seen["focused"] = QApplication.focusWidget() is chosen
        on_opening = picture(chosen)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        unfocused = picture(chosen)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab,
                       Qt.KeyboardModifier.ShiftModifier)
        seen["back by Shift+Tab"] = QApplication.focusWidget() is chosen
        seen["framed as after Tab"] = on_opening == picture(chosen) != unfocused
        QTest.keyClick(chosen, Qt.Key.Key_Return)
        seen["dealt"] = not dialog.isVisible()
        if dialog.isVisible():
            dialog.reject()

    stop = when_shown(NewGameDialog, look_then_press_enter)
    try:
        with EndTheMatchIfAsked():
            QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
            qtbot.waitUntil(lambda: "dealt" in seen, timeout=5000)
    finally:
        stop()
    assert seen == {"focused": True, "back by Shift+Tab": True, "framed as after Tab": True,
                    "dealt": True}
