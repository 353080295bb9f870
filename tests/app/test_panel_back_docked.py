"""A panel undocked (its title's float button) and then closed comes back docked beside
the table when View ▸ Score pad (Ctrl+P) or View ▸ Move log (Ctrl+L) asks for it again:
it came back as the loose window it had been closed as, over the other panel, where
nothing manages windows without even a title bar to dock it by."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDockWidget
from pytestqt.qtbot import QtBot


def click_title_button(dock: QDockWidget, name: str) -> None:
    button = dock.findChild(QAbstractButton, name)
    assert button is not None and button.isVisible()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize(("dock_name", "key"), [("score_dock", Qt.Key.Key_P),
                                                ("move_log", Qt.Key.Key_L)])
def test_an_undocked_panel_closed_comes_back_docked(window: Any, qtbot: QtBot,
                                                    dock_name: str, key: Qt.Key) -> None:
    dock: QDockWidget = getattr(window, dock_name)
    area = window.dockWidgetArea(dock)
    click_title_button(dock, "qt_dockwidget_floatbutton")
    qtbot.waitUntil(dock.isFloating, timeout=2000)
    # Floating, the panel's own title bar is there only where no window frame is (as
    # under a bare X server); otherwise the frame's close button closes the window.
    close = dock.findChild(QAbstractButton, "qt_dockwidget_closebutton")
    if close is not None and close.isVisible():
        QTest.mouseClick(close, Qt.MouseButton.LeftButton)
    else:
        dock.close()
    qtbot.waitUntil(lambda: not dock.isVisible(), timeout=2000)

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    QTest.keyClick(QApplication.focusWidget() or window, key,
                   Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(dock.isVisible, timeout=2000)
    assert not dock.isFloating()
    assert window.dockWidgetArea(dock) == area
