"""A window closing at the end of a test restyled its status labels after the cycle
collector had cleared their attributes, and each label's ``changeEvent`` raised
``AttributeError`` inside Qt's event loop. A label whose attributes are gone now takes
its events quietly, and a live one still fits its lines to a new font."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.fit_text import LinesLabel


def shown_label(qtbot: QtBot) -> tuple[QWidget, LinesLabel]:
    """A two-line label holding a sentence, in a window on screen."""
    window = QWidget()
    qtbot.addWidget(window)
    label = LinesLabel(2, window)
    label.set_full_text("Your turn: draw a card from the stock or the discard pile.")
    window.show()
    qtbot.waitExposed(window)
    return window, label


def test_a_label_cleared_by_the_collector_takes_a_restyle_and_a_resize(qtbot: QtBot) -> None:
    window, label = shown_label(qtbot)
    label.__dict__.clear()  # what the collector does to an instance in a broken cycle

    window.setStyleSheet("QLabel { font-size: 30px; }")  # a style change to every child
    label.resize(label.width() + 40, label.height())
    qtbot.wait(10)  # an exception in either handler fails the test here (pytest-qt)


def test_a_live_label_fits_its_lines_to_a_new_font(qtbot: QtBot) -> None:
    window, label = shown_label(qtbot)
    before = label.height()

    window.setStyleSheet("QLabel { font-size: 40px; }")
    qtbot.waitUntil(lambda: label.height() > before)
