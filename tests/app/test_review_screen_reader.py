"""The hand review for a keyboard and screen-reader player: Tab leaves the table of moves
for the buttons under it, the triangles that point on screen ("◀ your choice", "Next ▶")
are not read out, the analysis is said as it starts and the verdict on the whole hand once
it is done, and Next and Previous say which decision they bring.
Opened with its key on the real window; read through QAccessible, as a screen reader
does."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from .test_review_window import open_review, window_after_a_hand

Name = QAccessible.Text.Name


def announcements(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the app announces to screen readers from now on (as if one were running)."""
    heard: list[str] = []

    def update(event: QAccessibleEvent) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            heard.append(event.message())

    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(update))
    return heard


def heard_name(widget: QWidget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(Name)


def focused_part() -> str:
    """The name a screen reader says for the focus: the focused cell of a table."""
    widget = QApplication.focusWidget()
    assert widget is not None
    interface = QAccessible.queryAccessibleInterface(widget)
    child = interface.focusChild()
    return (child if child is not None else interface).text(Name)


def test_tab_leaves_the_moves_table_for_the_buttons_below(
        make_window: Any, qtbot: QtBot) -> None:
    window = window_after_a_hand(make_window)
    dialog = open_review(window, qtbot)
    try:
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.decision_list,
                        timeout=3000)
        table: QWidget = dialog.choices_table
        QTest.keyClick(dialog.decision_list, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is table
        # The table's own Tab went from cell to cell, round and round.
        QTest.keyClick(table, Qt.Key.Key_Tab)
        button = QApplication.focusWidget()
        assert button is not None
        assert button in (dialog.prev_button, dialog.next_button, dialog.close_button)
        QTest.keyClick(button, Qt.Key.Key_Backtab)
        assert QApplication.focusWidget() is table
    finally:
        dialog.close()


def test_the_pointing_triangles_are_not_read_out(make_window: Any, qtbot: QtBot) -> None:
    window = window_after_a_hand(make_window)
    dialog = open_review(window, qtbot)
    try:
        assert dialog.prev_button.text() == "◀ &Previous"  # on screen they stay
        assert heard_name(dialog.prev_button) == "Previous"
        assert heard_name(dialog.next_button) == "Next"
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.decision_list,
                        timeout=3000)
        QTest.keyClick(dialog.decision_list, Qt.Key.Key_Tab)
        table = dialog.choices_table
        chosen = next(row for row in range(table.rowCount())
                      if table.item(row, 2).text() == "◀ your choice")
        for _ in range(chosen):
            QTest.keyClick(table, Qt.Key.Key_Down)
        QTest.keyClick(table, Qt.Key.Key_End)  # the row's last cell: the note
        assert focused_part() == "your choice"
    finally:
        dialog.close()


def test_the_verdict_on_the_hand_is_said_when_the_analysis_ends(
        make_window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = window_after_a_hand(make_window)
    heard = announcements(monkeypatch)
    dialog = open_review(window, qtbot)
    try:
        # Before the first decision took the focus and was read.
        assert dialog.summary_label.text() in heard
        assert dialog.summary_label.text().endswith(".")
    finally:
        dialog.close()


def test_the_analysis_is_said_as_it_starts(
        make_window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = window_after_a_hand(make_window)
    heard = announcements(monkeypatch)
    dialog = open_review(window, qtbot)
    try:
        # Not silence until the verdict: the wait is said as it begins.
        assert "Weighing your decisions…" in heard
        assert heard.index("Weighing your decisions…") < heard.index(
            dialog.summary_label.text())
    finally:
        dialog.close()


def test_next_and_previous_say_which_decision_they_bring(
        make_window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = window_after_a_hand(make_window)
    heard = announcements(monkeypatch)
    dialog = open_review(window, qtbot)
    try:
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.decision_list,
                        timeout=3000)
        count = dialog.decision_list.count()
        assert count >= 2
        step = dialog.next_button if dialog.next_button.isEnabled() else dialog.prev_button
        QTest.keyClick(dialog.decision_list, Qt.Key.Key_Tab)
        for _ in range(4):  # from the table of moves to the buttons under it
            if QApplication.focusWidget() is step:
                break
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is step
        heard.clear()
        QTest.keyClick(step, Qt.Key.Key_Space)
        number = dialog.decision_list.currentRow() + 1
        assert QApplication.focusWidget() is step  # the focus stays: nothing else said it
        assert heard, "nothing said"
        assert heard[-1].startswith(f"Decision {number} of {count}: "), heard
        # Then its verdict, the cards in words.
        assert len(heard[-1]) > len(dialog.heading.text()) + 2
        assert not any(suit in heard[-1] for suit in "♠♥♦♣"), heard
    finally:
        dialog.close()
