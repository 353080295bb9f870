"""Help ▸ Rules (F1) opens at the section of the game on the table: the three-hand game's
(RULES.md "Three-hand game"), or the variant's (RULES.md "Variants"); it always opened at
the top, the three-hand rules two screens down. A plain two-player game opens at the top,
above its rules. F1 pressed on the real window."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTextBrowser
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.engine import RuleSet

from .test_spoken_order import open_window


def heading_top(browser: QTextBrowser, heading: str) -> int:
    """Where ``heading`` is in the browser's viewport, in pixels from its top."""
    document = browser.document()
    block = document.begin()
    while block.isValid() and not (block.blockFormat().headingLevel()
                                   and block.text().strip() == heading):
        block = block.next()
    assert block.isValid(), heading
    top = document.documentLayout().blockBoundingRect(block).top()
    return int(top) - browser.verticalScrollBar().value()


def rules_by_f1(qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
                mode: str, rules: RuleSet) -> QTextBrowser:
    levels = ("human", "standard", "standard")[:3 if mode == "three" else 2]
    setup = GameSetup(mode=mode, levels=levels, names=default_names(levels), seed=11,
                      rules=rules)
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    QTest.keyClick(win.table, Qt.Key.Key_F1)
    rules_window = win._rules_window
    assert rules_window is not None
    qtbot.waitExposed(rules_window)
    QApplication.processEvents()
    return rules_window.browser


@pytest.mark.parametrize(("code", "mode", "rules", "heading"), [
    ("en", "three", RuleSet(), "The three-hand game (“the box”)"),
    ("pt", "three", RuleSet(), "O jogo para três (“a caixa”)"),
    ("cs", "three", RuleSet(sitter_dealt=True), "Hra tří hráčů („krabice“)"),
    ("es", "three", RuleSet(oklahoma=True), "El juego a tres manos («la caja»)"),
    ("en", "two", RuleSet(name="oklahoma", oklahoma=True), "Oklahoma Gin"),
    ("pt", "two", RuleSet(name="hollywood", hollywood=True), "Hollywood Gin"),
    ("en", "two", RuleSet(name="straight", straight=True), "Straight Gin"),
])
def test_the_rules_open_at_the_game_being_played(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
        language: Callable[[str], None], code: str, mode: str, rules: RuleSet,
        heading: str) -> None:
    if code != "en":
        language(code)
    browser = rules_by_f1(qtbot, tmp_path, windows, mode, rules)
    top = heading_top(browser, heading)
    bar = browser.verticalScrollBar()
    # At the top of the view (a pixel of margin aside), or as near as the end of the
    # page lets it come.
    assert -4 <= top < browser.viewport().height() - 40, (heading, top)
    assert top < browser.viewport().height() // 3 or bar.maximum() - bar.value() <= 40


def test_a_plain_two_player_game_opens_the_rules_at_the_top(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    browser = rules_by_f1(qtbot, tmp_path, windows, "two", RuleSet())
    assert heading_top(browser, "The two-player game") >= 0, "not scrolled past its rules"
