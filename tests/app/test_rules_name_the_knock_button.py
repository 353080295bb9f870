"""Help ▸ Rules tells a newcomer how to knock at this table: its "Knocking" section said when
a knock is allowed and what follows it, and the "ordinary turn" how to draw and discard with
the mouse, but never that a Knock button appears (Czech "Klepnout", Portuguese "Bater"), nor
that the card is then discarded as usual. A player who had read the rules to learn the game
looked for a way to knock and found none until the button happened to show. The button's
own words, read from the real table when a knock is legal, stand bold in the real Rules
window (F1), as the window names the menus and commands it describes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import ButtonItem

from .test_table import human_can_knock, position


def bold_words(document: QTextDocument) -> set[str]:
    """Every run of bold text in ``document``, as shown."""
    words: set[str] = set()
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.isValid() and fragment.charFormat().fontWeight() >= QFont.Weight.Bold:
                words.add(fragment.text().strip())
            fragments += 1
        block = block.next()
    return words


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_rules_name_the_knock_button_the_table_shows(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    if code != "en":
        language(code)
    window: MainWindow = make_window()
    window.model.resume(position(human_can_knock), GameSetup(names=("Ana", "Computer")))
    QApplication.processEvents()
    knock = window.table.table_scene().knock_button()
    assert knock.isVisible() and isinstance(knock, ButtonItem)
    # The same button reads "Gin!" for a gin: in the table's own words.
    gin = QCoreApplication.translate("GinDesktop", "Gin!")
    QTest.keyClick(window.table, Qt.Key.Key_F1)
    rules_window = window._rules_window
    assert rules_window is not None
    qtbot.waitExposed(rules_window)
    shown = bold_words(rules_window.browser.document())
    # Whichever the table showed (Knock, or Gin! for a gin), the rules name both.
    labels = {knock.text(), gin}
    assert labels <= shown, (labels, sorted(shown))
    rules_window.close()
