"""The menu bar shows where the keys are (QA session 35): after Alt and a letter, then
Escape, the menu closes and Left, Right and Enter go on along the menu bar's titles, but
the Fusion style lit a title only while its menu was open, so the chosen one looked like
the others. It stays lit, and moves with Right."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenuBar
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow


def lit(bar: QMenuBar, title: str) -> bool:
    """Whether the menu bar's title ``title`` is drawn in the highlight colour."""
    action = next(a for a in bar.actions() if a.text() == title)
    image: QImage = bar.grab(bar.actionGeometry(action)).toImage()
    highlight = bar.palette().highlight().color()
    centre = QColor(image.pixel(2, image.height() // 2))
    return max(abs(centre.red() - highlight.red()), abs(centre.green() - highlight.green()),
               abs(centre.blue() - highlight.blue())) < 24


def test_the_title_chosen_by_alt_stays_lit_after_escape(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window: MainWindow = make_window()
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    bar = window.menuBar()
    play, view = window.play_menu.title(), window.view_menu.title()
    assert not lit(bar, play)

    QTest.keyClick(window.table, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.play_menu,
                    timeout=3000)
    QTest.keyClick(window.play_menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.play_menu.isVisible(), timeout=3000)
    assert bar.activeAction() is window.play_menu.menuAction()
    assert lit(bar, play) and not lit(bar, view)

    QTest.keyClick(bar, Qt.Key.Key_Right)
    assert lit(bar, view) and not lit(bar, play)
    QTest.keyClick(bar, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    assert not lit(bar, view)
