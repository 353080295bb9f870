"""The keyboard focus shows wherever the keys put it. After Alt+letter on a New game check
box (Oklahoma, Hollywood) the box had the focus (Space ticked it) with no frame until Tab
was pressed; the Rules window's text pane showed no frame when Tab reached it. Real keys
and clicks on the real windows."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.dialogs.rules import RulesWindow
from gin_desktop.app.main import MainWindow

from .test_deal_paste import EndTheMatchIfAsked
from .test_new_game_flow import wait_until_active, when_shown


def picture(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def test_a_check_box_reached_by_its_letter_shows_the_focus(window: MainWindow,
                                                           qtbot: QtBot) -> None:
    seen: dict[str, Any] = {}

    def letters(dialog: NewGameDialog) -> None:
        wait_until_active(dialog)
        for letter, box in ((Qt.Key.Key_O, dialog.oklahoma_check),
                            (Qt.Key.Key_H, dialog.hollywood_check)):
            # After a click, as a player who used the mouse before the keys: no frame yet.
            QTest.mouseClick(dialog.name_edit, Qt.MouseButton.LeftButton)
            QTest.keyClick(QApplication.focusWidget(), letter, Qt.KeyboardModifier.AltModifier)
            # The letter clicks the box as a press shown for a moment: once it is up.
            qtbot.waitUntil(lambda b=box: not b.isDown(), timeout=2000)
            QTest.qWait(50)
            focused = QApplication.focusWidget() is box
            by_letter = picture(box)
            QTest.mouseClick(dialog.name_edit, Qt.MouseButton.LeftButton)
            seen[box.objectName() or box.text()] = (focused, by_letter != picture(box))
        dialog.reject()
        seen["done"] = True

    stop = when_shown(NewGameDialog, letters)
    try:
        with EndTheMatchIfAsked():
            QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
            qtbot.waitUntil(lambda: "done" in seen, timeout=5000)
    finally:
        stop()
    del seen["done"]
    assert list(seen.values()) == [(True, True), (True, True)], seen


def highlight_on_edges(widget: QWidget) -> int:
    """How many of ``widget``'s outermost pixels are in the highlight colour."""
    image = picture(widget)
    highlight = widget.palette().color(QPalette.ColorGroup.Active,
                                       QPalette.ColorRole.Highlight)

    def near(colour: QColor) -> bool:
        return all(abs(a - b) <= 24 for a, b in zip(colour.getRgb()[:3],
                                                     highlight.getRgb()[:3], strict=True))

    width, height = image.width(), image.height()
    edges = [(x, y) for x in range(0, width, 3) for y in (0, 1, height - 2, height - 1)]
    edges += [(x, y) for y in range(0, height, 3) for x in (0, 1, width - 2, width - 1)]
    return sum(near(image.pixelColor(x, y)) for x, y in edges)


def open_rules(qtbot: QtBot) -> RulesWindow:
    """The Rules window in English, shown and active."""
    rules = RulesWindow("en")
    qtbot.addWidget(rules)
    rules.show()
    rules.activateWindow()
    qtbot.waitUntil(rules.isActiveWindow, timeout=3000)
    return rules


def test_the_rules_text_reached_by_tab_is_framed(qtbot: QtBot) -> None:
    rules = open_rules(qtbot)
    assert QApplication.focusWidget() is rules.contents
    unfocused = highlight_on_edges(rules.browser)
    QTest.keyClick(rules.contents, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is rules.browser
    framed = highlight_on_edges(rules.browser)
    assert unfocused == 0 and framed > 200, (unfocused, framed)
    rules.close()
