"""New game keeps what the person chose once it is dealt: "Keep playing" in the "match will
end" question backs out of the new game and saves nothing (the choices come back only in
the next New game over the same match), and "New game" in the resume question opens the
New game dialog (with the unfinished match's options) instead of dealing at once. Real
clicks and keys on the dialogs."""

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


def wait_until_active(dialog: QDialog) -> None:
    for _ in range(300):
        if dialog.isActiveWindow():
            return
        QTest.qWait(10)
    raise AssertionError("the dialog never became the active window")


def type_undercut_bonus_and_deal(bonus: int) -> Callable[[NewGameDialog], None]:
    """By the keys, as a keyboard player does: Alt+E to the undercut bonus, the number,
    Enter for Deal."""
    def act(dialog: NewGameDialog) -> None:
        wait_until_active(dialog)
        QTest.keyClick(dialog, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
        assert QApplication.focusWidget() is dialog.undercut_bonus_spin.lineEdit() \
            or QApplication.focusWidget() is dialog.undercut_bonus_spin
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_A,
                       Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(QApplication.focusWidget(), str(bonus))
        assert dialog.undercut_bonus_spin.value() == bonus
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    return act


def test_keep_playing_backs_out_of_the_new_game_and_saves_nothing(
        window: MainWindow, qtbot: QtBot) -> None:
    """Deal, then "Keep playing" in the "match will end" question: the new game's choices
    were saved on Deal, and an undercut bonus of 12 tried and let go came back in every New
    game (and after a restart). Backing out saves nothing; only the next New game over the
    same match opens with those choices."""
    model = window.model
    assert model.wait_idle(5000)
    model.play(model.hint().action)  # a match in progress: the question comes
    assert model.wait_idle(5000)
    bonus = model.match.rules.undercut_bonus
    saved = window.settings.default_setup
    assert bonus != 12 and saved.rules.undercut_bonus != 12
    when_shown(NewGameDialog, type_undercut_bonus_and_deal(12))
    asked: list[str] = []

    def keep_playing(box: QMessageBox) -> None:
        asked.append(box.text().replace("\u00a0", " "))  # no-break spaces in pairs
        click(box.findChild(QPushButton, "keep_playing_button"))

    when_shown(QMessageBox, keep_playing)
    window.new_game_action.trigger()
    # Each seat's score named, as a list (a screen reader reads "·" as "middle dot").
    # (The deal is random: the computer may have knocked on its first turn, so the scores
    # are the match's own, not always 0 and 0.)
    names = window.model.setup.names
    scores = model.match.scores
    assert asked and f"{names[0]}: {scores[0]}, {names[1]}: {scores[1]})" in asked[0], asked
    assert model.match.rules.undercut_bonus == bonus, "still the match on the table"
    assert window.settings.default_setup == saved
    store = window.settings.store
    store.sync()
    again = Settings(QSettings(store.fileName(), QSettings.Format.IniFormat))
    assert again.default_setup.rules.undercut_bonus == saved.rules.undercut_bonus, \
        "the next start opens New game with the choices from before"
    seen: list[int] = []

    def read_and_cancel(dialog: NewGameDialog) -> None:
        seen.append(dialog.undercut_bonus_spin.value())
        dialog.reject()

    when_shown(NewGameDialog, read_and_cancel)
    window.new_game_action.trigger()
    # Over the same match, the next New game opens with the choices backed out of (two
    # newcomers found their chosen preset gone, s67); Cancel there forgets them.
    assert seen == [12], "the choices made, kept for the next New game of this match"
    when_shown(NewGameDialog, read_and_cancel)
    window.new_game_action.trigger()
    assert seen == [12, bonus], "cancelled: the match on the table's options again"
    assert window.settings.default_setup == saved


def test_a_new_game_dealt_is_remembered_for_the_next_one(window: MainWindow,
                                                         qtbot: QtBot) -> None:
    model = window.model
    assert model.wait_idle(5000)
    model.play(model.hint().action)
    assert model.wait_idle(5000)
    when_shown(NewGameDialog, type_undercut_bonus_and_deal(12))
    when_shown(QMessageBox, lambda box: click(box.findChild(QPushButton, "end_match_button")))
    window.new_game_action.trigger()
    assert model.match.rules.undercut_bonus == 12
    assert window.settings.default_setup.rules.undercut_bonus == 12


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
