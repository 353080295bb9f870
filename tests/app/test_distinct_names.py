"""No two players at the table have the same name. A person who typed "Computer" as their
name played against "Computer", and the table, the score pad and the move log could not
tell them apart. The computers' default names step aside (the person keeps what they
typed), in the New game dialog and wherever a match starts. Real keys and clicks."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.main import MainWindow
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup


def opened(qtbot: QtBot, settings: Settings) -> NewGameDialog:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
    return dialog


def type_name(dialog: NewGameDialog, name: str) -> None:
    QTest.mouseDClick(dialog.name_edit, Qt.MouseButton.LeftButton)
    QTest.keyClick(dialog.name_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(dialog.name_edit, name)




def press_deal(dialog: NewGameDialog) -> GameSetup:
    from PySide6.QtWidgets import QPushButton

    button = dialog.findChild(QPushButton, "deal_button")
    assert button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    return dialog.chosen


def test_a_person_named_computer_plays_against_computer_2(qtbot: QtBot,
                                                         settings: Settings) -> None:
    dialog = opened(qtbot, settings)
    type_name(dialog, "Computer")
    assert dialog.level_labels[0].text() == "Computer &2, level:"
    assert press_deal(dialog).names == ("Computer", "Computer 2")


def test_the_three_hand_computers_step_around_the_name_typed(qtbot: QtBot,
                                                            settings: Settings) -> None:
    dialog = opened(qtbot, settings)
    QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    type_name(dialog, "computer 1")
    assert [label.text() for label in dialog.level_labels] == [
        "Computer &2, level:", "Computer &3, level:"]
    names = press_deal(dialog).names
    assert sorted(names) == ["Computer 2", "Computer 3", "computer 1"]


def test_a_computer_name_of_another_language_is_the_same_name(
        qtbot: QtBot, settings: Settings) -> None:
    """"Počítač" is shown as "Computer" to an English player (names.py): the computer
    beside a person who typed it is not "Computer" either."""
    dialog = opened(qtbot, settings)
    # Pasted: QTest types only the keys of plain ASCII.
    type_name(dialog, "")
    QApplication.clipboard().setText("Počítač")
    QTest.keyClick(dialog.name_edit, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert dialog.name_edit.text() == "Počítač"
    names = press_deal(dialog).names
    assert names[1] == "Computer 2"


def test_a_new_name_in_settings_does_not_double_a_computer(qtbot: QtBot, tmp_path,
                                                          make_window: Callable[..., MainWindow]
                                                          ) -> None:
    """The name set in Settings names the next game's person: "Computer" there, the
    computer the last New game chose is "Computer 2" at the table."""
    settings = Settings(QSettings(str(tmp_path / "named.ini"), QSettings.Format.IniFormat))
    settings.welcomed = True
    settings.default_setup = GameSetup(levels=("human", "standard"), names=("Ana", "Computer"))
    settings.player_name = "Computer"
    window = make_window(settings)
    assert window.model.setup.names == ("Computer", "Computer 2")
