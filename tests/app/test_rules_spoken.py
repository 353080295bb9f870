"""What a screen reader reads of Help ▸ Rules and Help ▸ Is the computer cheating?: a text
pane is read from its page, and the pages named menu items by their path ("Game ▸ New
game…", read "Game black right-pointing small triangle New game") and cards by their codes
("7♠ 7♥ 7♦", read "7 black spade suit…"). The pages now name them in words that read as
well to the eye ("New game… in the Game menu", "the sevens of spades, hearts and
diamonds"). The panes are reached with Tab and read through QAccessible's text interface,
in all four languages."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.rules import RulesWindow
from gin_desktop.app.help_fairness import FairnessWindow

from .test_deck_reveal_spoken import focused

# Marks drawn for the eye that a screen reader reads out by their names.
SYMBOLS = "▸·→◀▶♠♥♦♣"

# Words each language's rulebook says where it named a menu path or a card by its code.
RULES_WORDS = {
    "en": ("New game… in the Game menu", "Keyboard shortcuts in the Help menu",
           "Replay deal in the Game menu", "the ace of spades"),
    "es": ("Nueva partida… del menú Partida", "Atajos de teclado del menú Ayuda",
           "Repetir reparto del menú Partida", "el as de picas"),
    "cs": ("Nová partie… v nabídce Hra", "Klávesové zkratky v nabídce Nápověda",
           "Zopakovat rozdání v nabídce Hra", "pikovým esem"),
    "pt": ("Nova partida… do menu Jogo", "Atalhos de teclado do menu Ajuda",
           "Repetir distribuição do menu Jogo", "o ás de espadas"),
}


def read_aloud(pane: QWidget) -> str:
    """The whole text a screen reader reads of ``pane``, through its text interface."""
    text = QAccessible.queryAccessibleInterface(pane).textInterface()
    assert text is not None
    return " ".join(text.text(0, text.characterCount()).split())


def heard_by_tab(qtbot: QtBot, window: RulesWindow | FairnessWindow) -> str:
    """``window`` shown, Tab pressed until its text pane has the focus, and the pane's
    text as a screen reader reads it, with no mark read out by its name."""
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    for _ in range(6):
        if focused() is window.browser:
            break
        QTest.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is window.browser
    said = read_aloud(window.browser)
    assert not [mark for mark in SYMBOLS if mark in said], said
    return said


@pytest.mark.parametrize("code", tuple(RULES_WORDS))
def test_the_rules_are_read_in_words_not_marks(
        code: str, qtbot: QtBot, language: Callable[[str], None]) -> None:
    language(code)
    window = RulesWindow(code)
    said = heard_by_tab(qtbot, window)
    for words in RULES_WORDS[code]:
        assert words in said, words
    contents = QAccessible.queryAccessibleInterface(window.contents)
    headings = [contents.child(row).text(QAccessible.Text.Name)
                for row in range(contents.childCount())]
    assert headings and not [h for h in headings if any(mark in h for mark in SYMBOLS)]
    window.close()


@pytest.mark.parametrize("code", tuple(RULES_WORDS))
def test_the_fairness_page_is_read_in_words_not_marks(
        code: str, qtbot: QtBot, language: Callable[[str], None]) -> None:
    language(code)
    window = FairnessWindow(code)
    assert RULES_WORDS[code][2] in heard_by_tab(qtbot, window)
    window.close()
