"""Settings changed where their file cannot be written (a read-only settings folder): the
change held until the game closed and was gone at the next start, with no word said. The
player is told, with the file's place, when the Settings dialog's OK cannot write it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.settings import SettingsDialog
from gin_desktop.app.settings import Settings


def _change_the_name_and_press_ok(name: str) -> None:
    dialog = QApplication.activeModalWidget()
    if not isinstance(dialog, SettingsDialog):
        QTimer.singleShot(20, lambda: _change_the_name_and_press_ok(name))
        return
    dialog.name_edit.setText(name)
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_settings_that_cannot_be_written_are_said_so(
        qtbot: QtBot, make_window: Any, tmp_path: Path) -> None:
    blocker = tmp_path / "config"
    blocker.write_text("a file where the settings folder should be")  # root or not
    path = blocker / "gin_desktop.ini"
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    window = make_window(settings)
    QTimer.singleShot(0, lambda: _change_the_name_and_press_ok("Ana"))
    window.settings_action.trigger()
    assert settings.player_name == "Ana"  # it holds for this session
    text = window.notice_bar.text().split("\n")[-1]  # under the first start's welcome
    assert text.startswith("Your settings could not be saved in "), text
    assert str(path) in text and "until the game is closed" in text


def test_settings_written_say_nothing(qtbot: QtBot, make_window: Any, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "gin_desktop.ini"), QSettings.Format.IniFormat))
    window = make_window(settings)
    before = window.notice_bar.text()
    QTimer.singleShot(0, lambda: _change_the_name_and_press_ok("Ana"))
    window.settings_action.trigger()
    assert settings.player_name == "Ana"
    assert window.notice_bar.text() == before
    assert "Ana" in (tmp_path / "gin_desktop.ini").read_text()
