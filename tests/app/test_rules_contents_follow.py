"""Help ▸ Rules: the contents beside the text highlight the section being read. "The
cards" stayed highlighted however far the reader scrolled down. Driven by real keys on the
text, a real wheel turn on it, and its scroll bar; a heading clicked keeps its highlight."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.rules import RulesWindow


@pytest.fixture
def rules(qtbot: QtBot) -> Iterator[RulesWindow]:
    window = RulesWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    window.browser.setFocus()
    QApplication.processEvents()
    yield window
    window.close()


def heading_tops(window: RulesWindow) -> list[float]:
    document = window.browser.document()
    return [document.documentLayout().blockBoundingRect(
        document.findBlock(window.contents.item(row).data(Qt.ItemDataRole.UserRole))).top()
        for row in range(window.contents.count())]


def highlighted(window: RulesWindow) -> str:
    item = window.contents.currentItem()
    assert item is not None
    return item.text().strip()


def assert_follows(window: RulesWindow) -> None:
    """The highlighted heading is at or above the upper part of the view, the next one
    below the top of the view: the section being read."""
    value = window.browser.verticalScrollBar().value()
    tops = heading_tops(window)
    row = window.contents.currentRow()
    assert tops[row] <= value + window.browser.viewport().height(), highlighted(window)
    if row + 1 < len(tops):
        assert tops[row + 1] > value, highlighted(window)


def test_keys_on_the_text_move_the_highlight(rules: RulesWindow, qtbot: QtBot) -> None:
    assert highlighted(rules) == "The cards"
    seen = {highlighted(rules)}
    for _ in range(6):
        QTest.keyClick(rules.browser, Qt.Key.Key_PageDown)
        QApplication.processEvents()
        assert_follows(rules)
        seen.add(highlighted(rules))
    assert rules.browser.verticalScrollBar().value() > 0
    assert len(seen) >= 3, seen
    # Reading on: the focus stays on the text.
    assert QApplication.focusWidget() is rules.browser


def test_the_wheel_and_the_scroll_bar_move_the_highlight(rules: RulesWindow) -> None:
    viewport = rules.browser.viewport()
    centre = QPointF(viewport.rect().center())
    for _ in range(8):
        wheel = QWheelEvent(centre, viewport.mapToGlobal(centre), QPoint(0, 0),
                            QPoint(0, -120), Qt.MouseButton.NoButton,
                            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                            False)
        QApplication.sendEvent(viewport, wheel)
    QApplication.processEvents()
    assert rules.browser.verticalScrollBar().value() > 0
    assert highlighted(rules) != "The cards"
    assert_follows(rules)
    # The bar dragged to a heading: that heading is highlighted.
    row = rules.headings().index("Knocking")
    rules.browser.verticalScrollBar().setValue(int(heading_tops(rules)[row]) + 2)
    QApplication.processEvents()
    assert highlighted(rules) == "Knocking"
    # Back to the top: the first section again.
    rules.browser.verticalScrollBar().setValue(0)
    QApplication.processEvents()
    assert highlighted(rules) == "The cards"


def test_a_heading_clicked_near_the_end_keeps_its_highlight(rules: RulesWindow) -> None:
    # "Oklahoma Gin" sits too near the end to reach the top of the view: the text scrolls
    # as far as it can and the highlight stays on the heading the reader chose.
    row = rules.headings().index("Oklahoma Gin")
    item = rules.contents.item(row)
    rules.contents.scrollToItem(item)
    QApplication.processEvents()
    centre = rules.contents.visualItemRect(item).center()
    QTest.mouseClick(rules.contents.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    QApplication.processEvents()
    assert rules.browser.verticalScrollBar().value() > 0
    assert highlighted(rules) == "Oklahoma Gin"
