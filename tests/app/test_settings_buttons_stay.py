"""The Settings dialog's buttons stay where the pointer found them (QA session 31): choosing
another language used to add a note line above them, and a click aimed at OK landed on the
note; a bad name's message did the same to a second click on OK. In every language, at
the dialog's natural size and at its smallest."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QPoint, QRect, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app import i18n
from gin_desktop.app.dialogs.settings import SettingsDialog
from gin_desktop.app.settings import Settings


@pytest.fixture(params=["en", "es", "cs", "pt"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    locale = QLocale()
    i18n.install_translators(qapp, request.param)
    yield request.param
    i18n.remove_translators(qapp)
    QLocale.setDefault(locale)


def on_screen(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def open_dialog(qtbot: QtBot, tmp_path: Path, *, smallest: bool) -> SettingsDialog:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    if smallest:
        dialog.resize(dialog.minimumSizeHint())
    QApplication.processEvents()
    return dialog


def ok_button(dialog: SettingsDialog) -> QWidget:
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    button = box.button(QDialogButtonBox.StandardButton.Ok)
    assert button is not None
    return button


@pytest.mark.parametrize("smallest", [False, True], ids=["natural", "smallest"])
def test_choosing_a_language_leaves_ok_where_it_was(
        qtbot: QtBot, tmp_path: Path, language: str, smallest: bool) -> None:
    dialog = open_dialog(qtbot, tmp_path, smallest=smallest)
    ok = ok_button(dialog)
    before = on_screen(ok)
    combo = dialog.language_combo
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)
    # On to another language than the one in use: choosing that one switches nothing, and
    # says nothing.
    while i18n.resolve_language(str(combo.currentData())) == language:
        QTest.keyClick(combo, Qt.Key.Key_Down)
    QApplication.processEvents()
    assert dialog.language_note.isVisible()
    assert on_screen(ok) == before
    # The note is whole where it shows, not cut short to keep the button still.
    note = dialog.language_note
    assert note.heightForWidth(note.width()) <= note.height() + 1, note.text()
    dialog.reject()


def test_a_refused_name_leaves_ok_where_it_was(
        qtbot: QtBot, tmp_path: Path, language: str) -> None:
    dialog = open_dialog(qtbot, tmp_path, smallest=True)
    ok = ok_button(dialog)
    before = on_screen(ok)
    dialog.name_edit.setFocus()
    QTest.keyClick(dialog.name_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(dialog.name_edit, Qt.Key.Key_Delete)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert dialog.isVisible() and dialog.error_label.isVisible()
    assert on_screen(ok) == before
    dialog.reject()
