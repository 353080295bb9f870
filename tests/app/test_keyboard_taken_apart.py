"""A keyboard controller whose Python state Python's collector has cleared (a table view
let go of in a reference cycle, the controller with it) while Qt, deleting the view, still
has it filter the view's last events: it lets them pass. Its AttributeError ("no attribute
'_viewport'") broke whatever Python code the collector had interrupted; in a full test run
a window being set up then never dealt. The clearing is done as the collector does it: the
controller's attributes gone, its Qt object and its filters left."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.keyboard import KeyboardController
from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView


def test_a_controller_taken_apart_lets_the_view_s_events_pass(
        qtbot: QtBot, game_model: GameModel) -> None:
    view = TableView(game_model)
    view.resize(800, 600)
    controller = KeyboardController(view)
    view.show()
    qtbot.waitExposed(view)
    vars(controller).clear()  # what the collector's clearing leaves
    # What a view being taken apart still gets: its viewport's and its own last events.
    for target in (view.viewport(), view):
        for kind in (QEvent.Type.Leave, QEvent.Type.Hide):
            QApplication.sendEvent(target, QEvent(kind))
        QApplication.sendEvent(target, QFocusEvent(QEvent.Type.FocusOut,
                                                   Qt.FocusReason.OtherFocusReason))
    shiboken6.delete(view)  # and Qt deletes the view, its controller with it
