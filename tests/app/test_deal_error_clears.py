"""A deal refused on Deal is said under the field until the player puts it right: then the
words go. New game kept "Digite um número de distribuição de 0 a …" under a field already
emptied (a random deal, nothing wrong), so the player could not tell whether it still was."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog, ReplayDealDialog
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup


def _shown(qtbot: QtBot, dialog: QDialog) -> None:
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)


def _type_and_deal(field: QLineEdit, text: str) -> None:
    """The keys a player presses: the text into the field, then Enter for Deal."""
    field.setFocus()
    QTest.keyClicks(field, text)
    QTest.keyClick(field, Qt.Key.Key_Return)


def _erase(field: QLineEdit) -> None:
    QTest.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(field, Qt.Key.Key_Backspace)


def test_new_games_deal_error_goes_once_the_field_is_put_right(
        qtbot: QtBot, tmp_path: Path, language: Callable[[str], None]) -> None:
    language("pt")
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = NewGameDialog(settings, None, GameSetup())
    _shown(qtbot, dialog)
    _type_and_deal(dialog.seed_edit, "xyz")
    assert dialog.isVisible() and dialog.error_label.isVisibleTo(dialog)
    assert dialog.error_label.text().startswith("Digite o número de uma distribuição")
    _erase(dialog.seed_edit)
    assert dialog.seed_edit.text() == ""
    assert not dialog.error_label.isVisibleTo(dialog)
    # And Enter deals now: the empty field was a random deal all along.
    QTest.keyClick(dialog.seed_edit, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.chosen.seed is None


def test_new_games_wrong_game_error_goes_once_the_other_game_is_chosen(
        qtbot: QtBot, tmp_path: Path, language: Callable[[str], None]) -> None:
    """A three-hand deal code under "Two players": choosing Three-hand with the arrow keys
    answers the error, which went on asking for it."""
    from gin_desktop.app.deal_code import deal_code

    language("pt")
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = NewGameDialog(settings, None, GameSetup())
    _shown(qtbot, dialog)
    code = deal_code(4242, roles=(0, 1, 2))
    _type_and_deal(dialog.seed_edit, code)
    assert dialog.error_label.isVisibleTo(dialog), "a three-hand code in a two-player game"
    dialog.two_player.setFocus()
    QTest.keyClick(dialog.two_player, Qt.Key.Key_Down)
    assert dialog.three_hand.isChecked()
    assert not dialog.error_label.isVisibleTo(dialog)


def test_replay_deals_error_goes_once_the_number_is_put_right(
        qtbot: QtBot, language: Callable[[str], None]) -> None:
    language("pt")
    dialog = ReplayDealDialog(None)
    _shown(qtbot, dialog)
    _type_and_deal(dialog.number_edit, "xyz")
    assert dialog.isVisible() and dialog.error_label.isVisibleTo(dialog)
    _erase(dialog.number_edit)
    QTest.keyClicks(dialog.number_edit, "8080")
    assert not dialog.error_label.isVisibleTo(dialog)
    assert QApplication.focusWidget() is dialog.number_edit
