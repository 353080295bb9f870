"""The first start's welcome is as tall as its words, also in the window a newcomer's
chosen language opens: there it had grown to ten lines of empty yellow (252 pixels for a
sentence of two lines), pushing the table down, because the bar measured it while the new
window was still narrow and never let it shrink."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow

from .test_language_switch import choose_language, restore_language  # noqa: F401


def _words_height(window: MainWindow) -> int:
    """How tall the notice's words are, wrapped at the width the bar gives them."""
    label = window.notice_bar.label
    room = QRect(0, 0, label.contentsRect().width(), 10_000)
    return label.fontMetrics().boundingRect(room, Qt.TextFlag.TextWordWrap,
                                            label.text()).height()


def _shows_as_tall_as_its_words(window: MainWindow) -> None:
    label = window.notice_bar.label
    assert window.notice_bar.isVisibleTo(window)
    words = _words_height(window)
    assert words <= label.height() <= words + 4, (label.height(), words)
    tallest = max(label.height(), window.notice_bar.offer_button.height())
    assert window.notice_bar.height() <= tallest + 12


@pytest.mark.usefixtures("restore_language")
def test_the_welcome_carried_into_a_new_language_is_as_tall_as_its_words(
        window: MainWindow, qtbot: QtBot) -> None:
    qtbot.waitUntil(lambda: window.notice_bar.isVisibleTo(window), timeout=15000)
    _shows_as_tall_as_its_words(window)
    czech = choose_language(window, qtbot, "cs")
    try:
        qtbot.waitUntil(lambda: czech.model.has_match, timeout=5000)
        qtbot.wait(100)
        QApplication.processEvents()
        assert czech.notice_bar.text().startswith("Hrajete Gin Rummy poprvé?")
        _shows_as_tall_as_its_words(czech)
        # Narrower and wider again, it follows the width both ways.
        for width in (620, czech.width()):
            czech.resize(width, czech.height())
            qtbot.wait(50)
            _shows_as_tall_as_its_words(czech)
    finally:
        czech.close()
        czech.model.shutdown(5000)
