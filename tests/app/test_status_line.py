"""The status line at 900 px (issue 12): the prompt and a message beside it both read whole,
wrapping rather than cut off, and the table above does not jump when the message comes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup

#: The person is offered the upcard first: drawing from the stock is refused.
SEAT_0_FIRST = GameSetup(levels=("human", "standard"), seed=3)


def reads_whole(label: QLabel) -> bool:
    """Every word of ``label`` is inside it (wrapped lines included)."""
    if label.wordWrap():
        return label.heightForWidth(label.width()) <= label.height() + 1
    return label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()


def refused_at_900_px(make_window: Callable[..., Any], qtbot: QtBot,
                      language: Callable[[str], None], code: str) -> tuple[Any, int]:
    """A 900x600 window in ``code``'s language whose status line shows the refusal of S
    (the upcard comes first); the window and its table's height before the refusal."""
    language(code)
    window = make_window()
    window.resize(900, 600)
    window.start_match(SEAT_0_FIRST)
    assert window.model.wait_idle(5000)
    qtbot.wait(50)
    line = window.status_line
    table_height = window.table.height()
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_S)  # draw from the stock: the upcard comes first
    qtbot.waitUntil(lambda: line.message_kind == "error", timeout=2000)
    qtbot.wait(50)
    return window, table_height


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_prompt_and_a_refusal_both_read_whole_at_900_px(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    window, table_height = refused_at_900_px(make_window, qtbot, language, code)
    line = window.status_line
    assert line.message_text()
    assert reads_whole(line.turn_label) and reads_whole(line.message_label)
    # Neither is cut to fit the two lines the line keeps: both are shown whole.
    assert line.turn_label.text() == line.turn_label.toolTip()
    assert line.message_label.text() == line.message_text()
    # Side by side, neither over the other, the prompt with at least half the room.
    assert line.turn_label.geometry().right() < line.message.geometry().left()
    natural = line.turn_label.fontMetrics().horizontalAdvance(line.turn_label.text())
    assert line.turn_label.width() >= min(natural, line.width() // 3)
    assert window.table.height() == table_height  # no jump


def test_a_wide_window_keeps_both_on_one_line(make_window: Callable[..., Any],
                                               qtbot: QtBot) -> None:
    window = make_window()
    window.resize(1280, 800)
    window.start_match(SEAT_0_FIRST)
    assert window.model.wait_idle(5000)
    line = window.status_line
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: line.message_kind == "error", timeout=2000)
    qtbot.wait(50)
    one_line = line.turn_label.fontMetrics().lineSpacing() * 1.5
    assert line.turn_label.heightForWidth(line.turn_label.width()) < one_line
    assert line.message_label.heightForWidth(line.message_label.width()) < one_line
    assert reads_whole(line.turn_label) and reads_whole(line.message_label)


def test_a_screen_reader_reads_the_status_and_the_message_themselves(window: Any) -> None:
    """The status label's accessible name is its text (what it is: the description), so a
    screen reader says the status, not "Game status"; the same for the message pill."""
    from PySide6.QtGui import QAccessible

    line = window.status_line

    def said(label: Any) -> tuple[str, str]:
        interface = QAccessible.queryAccessibleInterface(label)
        return (interface.text(QAccessible.Text.Name),
                interface.text(QAccessible.Text.Description))

    assert line.turn_label.text()
    assert said(line.turn_label) == (line.turn_label.toolTip(), "Game status")
    QTest.keyClick(window.table, Qt.Key.Key_K)  # refused or knock mode: a message shows
    assert line.message_text()
    assert said(line.message_label) == (line.message_text(), "Message")


def test_a_screen_reader_reads_a_message_whole_where_the_line_cuts_it(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    """The line is two lines tall and cuts a longer text with "…"; the accessible name
    keeps the whole of it."""
    from PySide6.QtGui import QAccessible

    window = make_window()
    window.resize(800, 560)
    window.start_match(SEAT_0_FIRST)
    assert window.model.wait_idle(5000)
    line = window.status_line
    long = " ".join(["A message far longer than the status line can hold."] * 8)
    line.show_message(long, "info")
    qtbot.wait(50)
    assert line.message_label.text().endswith("…")
    interface = QAccessible.queryAccessibleInterface(line.message_label)
    assert interface.text(QAccessible.Text.Name) == long == line.message_text()
    line.clear_message()
    assert interface.text(QAccessible.Text.Name) == ""


def test_a_drop_while_the_computer_thinks_says_wait_whole_in_spanish(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None]) -> None:
    """A card dragged to the pile while the computer thinks: beside "El ordenador está
    pensando…" the pill read "Espe…", its box sized by the word's advance, a pixel
    narrower than the laid-out word."""
    from .conftest import drag_on
    from .test_table import card_point, pile_point
    from .test_table_refusals import computer_thinking

    language("es")
    window = make_window()
    window.resize(1008, 552)  # the window on a 1024x600 screen
    qtbot.wait(50)
    computer_thinking(window)
    card = window.model.human_view().hand[0]
    drag_on(window.table, card_point(window.table, card), pile_point(window.table))
    line = window.status_line
    qtbot.waitUntil(lambda: bool(line.message_text()), timeout=2000)
    qtbot.wait(50)
    assert line.message_label.text() == "Espera"
    assert reads_whole(line.message_label) and reads_whole(line.turn_label)


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_a_message_on_two_lines_wraps_them_alike(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    """A refusal wrapped at the pill's full width left a word alone on its last line
    ("…more than the knock limit of" over "10", a newcomer at 1280x720, s67). Wrapped in
    two lines, they are of like length: the pill is no wider than the narrowest width that
    still holds the words in two lines, and they read whole."""
    from gin_desktop.app.fit_text import least_width, lines_needed

    window, _ = refused_at_900_px(make_window, qtbot, language, code)
    line = window.status_line
    label = line.message_label
    text = label.text()
    metrics = label.fontMetrics()
    assert lines_needed(metrics, text, label.contentsRect().width()) == 2, text
    assert label.contentsRect().width() <= least_width(metrics, text, 2) + 4
    assert reads_whole(label) and text == line.message_text()
