"""New game shows the variant a changed match was played under (RULES.md "Variants").

A newcomer chose Oklahoma Gin in the preset list, lowered the target to 25 for a short
match and dealt. The next New game said "Preset: Standard (the rulebook)", changed from
the preset, over Oklahoma's ticked box: as if Oklahoma had been dropped. Changed rules are
shown as the preset they change least, as the statistics name them. All by mouse."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication, QComboBox, QDialogButtonBox, QSpinBox, QStyle, QStyleOptionSpinBox,
)
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.main import MainWindow
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import RuleSet

from .test_new_game_flow import when_shown


def pick_by_mouse(combo: QComboBox, text: str, qtbot: QtBot) -> None:
    """Open ``combo``'s list with a click and click its item ``text``."""
    QTest.mouseClick(combo, Qt.MouseButton.LeftButton)
    popup = combo.view()
    qtbot.waitUntil(popup.isVisible, timeout=3000)
    row = combo.findText(text)
    assert row >= 0, text
    spot = popup.visualRect(popup.model().index(row, 0)).center()
    # The list takes no release within a double click's time of opening (Qt's own guard
    # against the opening click choosing an item).
    QTest.qWait(QApplication.doubleClickInterval() + 50)
    QTest.mouseMove(popup.viewport(), spot)
    QTest.mouseClick(popup.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, spot)
    qtbot.waitUntil(lambda: not popup.isVisible(), timeout=3000)


def click_down_arrow(spin: QSpinBox, times: int) -> None:
    option = QStyleOptionSpinBox()
    spin.initStyleOption(option)
    arrow = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option,
                                        QStyle.SubControl.SC_SpinBoxDown, spin)
    for _ in range(times):
        QTest.mouseClick(spin, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         QPoint(arrow.center()))


def click_ok(dialog: NewGameDialog) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    QTest.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)


def test_new_game_after_a_short_oklahoma_match_shows_oklahoma(
        make_window: Callable[[], MainWindow], qtbot: QtBot) -> None:
    window = make_window()

    def choose_short_oklahoma(dialog: NewGameDialog) -> None:
        pick_by_mouse(dialog.preset_combo, "Oklahoma Gin", qtbot)
        click_down_arrow(dialog.target_spin, 3)  # 100 in steps of 25: to 25
        click_ok(dialog)

    stop = when_shown(NewGameDialog, choose_short_oklahoma)
    window.new_game()
    stop()
    played = window.model.match.rules
    assert played == RuleSet.preset("oklahoma").replace(target=25, name="custom")

    shown: dict[str, object] = {}

    def look(dialog: NewGameDialog) -> None:
        QApplication.processEvents()
        shown.update(preset=dialog.preset_combo.currentText(),
                     tip=dialog.preset_combo.toolTip(),
                     title=dialog.rules_box.title(), rules=dialog.rules(),
                     oklahoma=dialog.oklahoma_check.isChecked())
        dialog.reject()

    stop = when_shown(NewGameDialog, look)
    window.new_game()
    stop()
    assert shown["preset"] == "Custom rules"
    assert shown["tip"] == "Oklahoma Gin\nChanged: to 25"
    assert shown["oklahoma"] is True
    assert shown["title"] == "Custom rules"
    assert shown["rules"] == played  # dealing again gives the same match


def test_a_straight_match_to_50_reopens_as_straight_gin(qtbot: QtBot,
                                                        settings: Settings) -> None:
    straight_to_50 = RuleSet.preset("straight").replace(target=50, name="custom")
    dialog = NewGameDialog(settings, None, GameSetup(rules=straight_to_50))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.preset_combo.currentText() == "Custom rules"
    assert dialog.preset_combo.toolTip() == "Straight Gin\nChanged: to 50"
    assert dialog.rules() == straight_to_50


def test_choosing_oklahoma_says_a_spade_upcard_doubles_the_score(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None]) -> None:
    """RULES.md Oklahoma: the upcard sets the knock limit, and a spade upcard doubles
    every score of the hand. The box a newcomer ticks said only the first: the doubling
    came as a surprise in the first hand with a spade upcard."""
    language("cs")
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    pick_by_mouse(dialog.preset_combo, "Oklahoma Gin", qtbot)
    assert dialog.oklahoma_check.isChecked()
    words = dialog.oklahoma_check.text().replace("&", "")
    assert "limit pro klepnutí" in words
    assert "piková zdvojnásobí body" in words


def test_straight_with_its_target_changed_reopens_changed(
        window: MainWindow, qtbot: QtBot) -> None:
    """A Spanish player changed Straight's target and dealt over a match in progress; New
    game, opened again, should say Straight Gin changed from the preset, with the target
    they chose (it was the match on the table only when they kept playing instead)."""
    from PySide6.QtWidgets import QMessageBox, QPushButton

    model = window.model
    assert model.wait_idle(5000)
    model.play(model.hint().action)  # a match in progress: "End the match?" comes
    assert model.wait_idle(5000)

    def straight_to_75(dialog: NewGameDialog) -> None:
        pick_by_mouse(dialog.preset_combo, "Straight Gin", qtbot)
        click_down_arrow(dialog.target_spin, 1)  # 100 in steps of 25: to 75
        click_ok(dialog)

    def end_it(box: QMessageBox) -> None:
        button = box.findChild(QPushButton, "end_match_button")
        assert button is not None
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    stops = [when_shown(NewGameDialog, straight_to_75), when_shown(QMessageBox, end_it)]
    window.new_game_action.trigger()
    for stop in stops:
        stop()
    assert model.match.rules == RuleSet.preset("straight").replace(target=75, name="custom")

    shown: dict[str, object] = {}

    def look(dialog: NewGameDialog) -> None:
        QApplication.processEvents()
        shown.update(preset=dialog.preset_combo.currentText(),
                     tip=dialog.preset_combo.toolTip(),
                     title=dialog.preset_combo.parentWidget().title(),
                     target=dialog.target_spin.value())
        dialog.reject()

    stop = when_shown(NewGameDialog, look)
    window.new_game_action.trigger()
    stop()
    assert shown == {"preset": "Custom rules", "tip": "Straight Gin\nChanged: to 75",
                     "title": "Custom rules", "target": 75}
