"""A number typed outside a New game box's range is put right to the nearest allowed value
and said so, and the Enter that came with it deals nothing: a target typed as 0 became the
100 it was and Enter dealt a match to 100 without a word; 20000 lost its last key (a match
to 2000), a knock limit of 15 became 1. Real keys into the boxes, the game dealt read from
the table."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QPushButton, QSpinBox
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.main import MainWindow
from gin_desktop.app.settings import Settings

from .test_new_game_flow import click, wait_until_active, when_shown


def type_and_enter(spin: QSpinBox, text: str) -> None:
    """Into the box's line edit, as a player types: select all, the keys, Enter."""
    edit = spin.lineEdit()
    spin.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(edit, text)
    assert edit.text() == text, "every key typed stays in the box until Enter"
    QTest.keyClick(edit, Qt.Key.Key_Return)


@pytest.mark.parametrize(("typed", "target"), [("0", 1), ("20000", 10_000)])
def test_a_target_out_of_range_is_put_right_said_and_dealt_only_on_a_second_enter(
        window: MainWindow, qtbot: QtBot, typed: str, target: int) -> None:
    model = window.model
    assert model.wait_idle(5000)
    model.play(model.hint().action)  # a match in progress: the "match will end" question
    assert model.wait_idle(5000)
    assert model.match.rules.target != target
    seen: list[str] = []

    def deal(dialog: NewGameDialog) -> None:
        wait_until_active(dialog)
        QTest.keyClick(dialog, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)  # Ta&rget
        spin = dialog.target_spin
        assert QApplication.focusWidget() in (spin, spin.lineEdit())
        type_and_enter(spin, typed)
        assert dialog.isVisible(), "the Enter that put the target right dealt a game"
        assert spin.value() == target
        assert dialog.error_label.isVisible()
        seen.append(dialog.error_label.text())
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # now: Deal

    when_shown(NewGameDialog, deal)
    when_shown(QMessageBox, lambda box: click(box.findChild(QPushButton, "end_match_button")))
    window.new_game_action.trigger()
    assert seen == [f"The target must be from 1 to 10000 points, so it is now {target}. "
                    "Nothing has been dealt yet: press Deal to play with it."]
    assert model.match.rules.target == target, "the game dealt is the one shown"


def dialog_shown(qtbot: QtBot, settings: Settings) -> NewGameDialog:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    wait_until_active(dialog)  # the focus, and so the keys, go to the active window
    return dialog


@pytest.mark.parametrize(("box", "typed", "value", "said"), [
    (lambda d: d.knock_limit_spin, "15", 10, "The knock limit must be from 0 to 10 points"),
    (lambda d: d.gin_bonus_spin, "5000", 1000, "The gin bonus must be from 0 to 1000"),
    (lambda d: d.undercut_bonus_spin, "1500", 1000, "The undercut bonus must be from 0"),
    (lambda d: d.line_bonus_spin, "2000", 1000, "The line bonus must be from 0 (off) to"),
    (lambda d: d.game_bonus_spin, "99999", 10_000, "The game bonus must be from 0 (off)"),
])
def test_every_number_box_puts_a_number_right_and_says_its_range(
        qtbot: QtBot, settings: Settings, box: Callable[[NewGameDialog], QSpinBox],
        typed: str, value: int, said: str) -> None:
    dialog = dialog_shown(qtbot, settings)
    spin = box(dialog)
    assert spin.isVisible() and spin.isEnabled()
    type_and_enter(spin, typed)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert spin.value() == value
    assert dialog.error_label.text().startswith(said), dialog.error_label.text()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert not dialog.isVisible() and dialog.chosen is not None


def test_a_number_put_right_on_leaving_the_box_is_said_and_the_next_deal_deals(
        qtbot: QtBot, settings: Settings) -> None:
    """Tab away from a 0: the box shows 1 and the sentence says why; the player has moved
    on with it in sight, so the next Deal deals at once."""
    dialog = dialog_shown(qtbot, settings)
    spin = dialog.target_spin
    spin.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(spin.lineEdit(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(spin.lineEdit(), "0")
    QTest.keyClick(spin.lineEdit(), Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: not spin.hasFocus())
    assert spin.value() == 1
    assert dialog.error_label.isVisible()
    click(dialog.deal_button)
    assert dialog.chosen is not None and dialog.chosen.rules.target == 1


def test_a_click_on_deal_straight_from_a_typed_zero_waits(qtbot: QtBot,
                                                          settings: Settings) -> None:
    """The click that takes the focus from the box puts it right; that Deal waits."""
    dialog = dialog_shown(qtbot, settings)
    spin = dialog.target_spin
    spin.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(spin.lineEdit(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(spin.lineEdit(), "0")
    click(dialog.deal_button)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert spin.value() == 1 and dialog.error_label.isVisible()
    click(dialog.deal_button)
    assert dialog.chosen is not None and dialog.chosen.rules.target == 1
