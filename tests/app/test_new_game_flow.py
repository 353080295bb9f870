"""New game keeps what the person chose: "Keep playing" in the "match will end" question
keeps the new game's options for the next New game (not the rules of the match on the
table), and "New game" in the resume question opens the New game dialog (with the
unfinished match's options) instead of dealing at once. Real clicks on the dialogs."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication, QDialog, QDialogButtonBox, QMessageBox, QPushButton,
)
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.main import MainWindow
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import RuleSet


def when_shown(kind: type, act: Callable[[Any], None]) -> Callable[[], None]:
    """Run ``act`` on the next modal dialog of ``kind`` once it shows; the watch is
    called off by the function returned. A watch for a dialog that never came outlived its
    test and acted on a later test's dialog (another test's message box, rejected)."""
    watching = [True]

    def look() -> None:
        if not watching[0]:
            return
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(20, look)
            return
        watching[0] = False
        try:
            act(dialog)
        except BaseException:
            if isinstance(dialog, QDialog):
                dialog.reject()  # the test fails, not hangs
            raise

    QTimer.singleShot(0, look)
    return lambda: watching.__setitem__(0, False)


def click(button: QPushButton | None) -> None:
    assert button is not None and button.isVisible(), button
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def ok_with_target(target: int) -> Callable[[NewGameDialog], None]:
    def act(dialog: NewGameDialog) -> None:
        dialog.target_spin.setValue(target)
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        click(buttons.button(QDialogButtonBox.StandardButton.Ok))
    return act


def test_keep_playing_keeps_the_new_games_options(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    assert model.wait_idle(5000)
    model.play(model.hint().action)  # a match in progress: the question comes
    assert model.wait_idle(5000)
    target = model.match.rules.target
    assert target != 250
    when_shown(NewGameDialog, ok_with_target(250))
    asked: list[str] = []

    def keep_playing(box: QMessageBox) -> None:
        asked.append(box.text().replace("\u00a0", " "))  # no-break spaces in pairs
        click(box.findChild(QPushButton, "keep_playing_button"))

    when_shown(QMessageBox, keep_playing)
    window.new_game_action.trigger()
    # Each seat's score named, as a list (a screen reader reads "·" as "middle dot").
    names = window.model.setup.names
    assert asked and f"{names[0]}: 0, {names[1]}: 0)" in asked[0], asked
    assert model.match.rules.target == target, "still the match on the table"
    seen: list[int] = []

    def read_and_cancel(dialog: NewGameDialog) -> None:
        seen.append(dialog.target_spin.value())
        dialog.reject()

    when_shown(NewGameDialog, read_and_cancel)
    window.new_game_action.trigger()
    assert seen == [250]


def test_new_game_in_the_resume_question_opens_the_new_game_dialog(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GIN_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("GIN_DESKTOP_ANIMATION_SPEED", "0")
    monkeypatch.delenv("GIN_DESKTOP_AUTO_RESUME", raising=False)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.show()
    qtbot.waitUntil(lambda: first.model.has_match and first.persistence is not None,
                    timeout=5000)
    first.model.set_computer_delay(0)
    first.start_match(GameSetup(levels=("human", "standard"), names=("Ana", "Computer"),
                                rules=RuleSet.preset("seeds").replace(target=175)))
    assert first.model.wait_idle(5000)
    first.model.play(first.model.hint().action)
    assert first.model.wait_idle(5000)
    first.close()
    first.model.shutdown(5000)

    opened: list[int] = []

    def new_game(box: QMessageBox) -> None:
        chosen = next(b for b in box.buttons() if b.text() == "New game")
        assert isinstance(chosen, QPushButton)
        click(chosen)

    def choose(dialog: NewGameDialog) -> None:
        opened.append(dialog.target_spin.value())
        ok_with_target(300)(dialog)

    when_shown(QMessageBox, new_game)
    when_shown(NewGameDialog, choose)
    second = MainWindow(settings)
    qtbot.addWidget(second)
    second.show()
    qtbot.waitUntil(lambda: second.model.has_match, timeout=10_000)
    assert opened == [175], "the dialog opened with the unfinished match's options"
    assert second.model.match.rules.target == 300
    assert not second.model.match.actions
    second.close()
    second.model.shutdown(5000)
