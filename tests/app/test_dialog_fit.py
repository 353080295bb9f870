"""Dialog texts are shown whole (issue 12, items 6 and 16): the New game dialog's level
descriptions after switching to three-hand, the Rules window's contents in every
language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QRect, QSettings, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app import i18n
from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.dialogs.rules import RulesWindow
from gin_desktop.app.settings import Settings


@pytest.fixture(params=["en", "es", "cs", "pt"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    locale = QLocale()
    i18n.install_translators(qapp, request.param)
    yield request.param
    i18n.remove_translators(qapp)
    QLocale.setDefault(locale)


def test_level_descriptions_are_whole_after_switching_to_three_hand(
        qtbot: QtBot, tmp_path: Path, language: str) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    QTest.qWait(50)
    shown = [label for label in dialog.level_descriptions if label.isVisible()]
    assert len(shown) == 2
    for label in shown:
        assert label.text()
        assert label.heightForWidth(label.width()) <= label.height() + 1, label.text()


def test_rules_contents_show_every_heading_whole(qtbot: QtBot, language: str) -> None:
    window = RulesWindow(language)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    listing = window.contents
    for row in range(listing.count()):
        item = listing.item(row)
        rect = listing.visualItemRect(item)
        room = min(rect.right(), listing.viewport().width()) - rect.left()
        needed = QFontMetrics(item.font()).boundingRect(
            QRect(0, 0, room - 4, 10_000), Qt.TextFlag.TextWordWrap, item.text())
        assert needed.height() <= rect.height() + 1, item.text()
