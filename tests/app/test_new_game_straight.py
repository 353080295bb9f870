"""New game: the undercut's options are greyed, saying why, while Straight Gin is ticked.

RULES.md variants: in Straight Gin only gin ends a hand, and a gin is never undercut
(two-player 8), so "Undercut bonus" and "Equal deadwood is an undercut" cannot apply. They
stayed editable, as if they changed something.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings

from .test_preset_after_changes import click_down_arrow


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


def tick(qtbot: QtBot, check: QCheckBox) -> None:
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton,
                     pos=check.rect().topLeft() + QPoint(8, check.height() // 2))
    QApplication.processEvents()


@pytest.mark.parametrize("code", ["en", "es"])
def test_straight_greys_the_undercut_options_with_the_reason_and_unticked_restores_them(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    undercut = (dialog.undercut_bonus_spin, dialog.equal_undercut_check)
    assert not dialog.straight_check.isChecked()
    assert all(w.isEnabled() and not w.toolTip() for w in undercut)
    bonus = dialog.undercut_bonus_spin.value()

    tick(qtbot, dialog.straight_check)
    assert dialog.straight_check.isChecked()
    for widget in undercut:
        assert not widget.isEnabled()
        assert widget.toolTip(), "says why it is greyed"
    assert dialog.undercut_bonus_spin.toolTip() == dialog.equal_undercut_check.toolTip()
    if code != "en":
        assert "only gin" not in dialog.equal_undercut_check.toolTip(), "translated"
    # Its label greys with it, as the next dealer's does in the three-hand game.
    label = dialog.undercut_bonus_spin.parentWidget().findChildren(QLabel)
    buddy = [lab for lab in label if lab.buddy() is dialog.undercut_bonus_spin]
    assert buddy and not buddy[0].isEnabled()
    # Greyed means it: a click on the check box changes nothing.
    before = dialog.equal_undercut_check.isChecked()
    tick(qtbot, dialog.equal_undercut_check)
    assert dialog.equal_undercut_check.isChecked() == before

    tick(qtbot, dialog.straight_check)
    assert not dialog.straight_check.isChecked()
    assert all(w.isEnabled() and not w.toolTip() for w in undercut)
    assert buddy[0].isEnabled()
    assert dialog.undercut_bonus_spin.value() == bonus


def test_unticking_straight_says_the_rules_are_custom(
        qtbot: QtBot, settings: Settings) -> None:
    """"Preset: Straight Gin" under "Rules (changed from the preset)" read as if Straight
    Gin were still played: the heading and the preset's row say the rules are custom (the
    row's tooltip, what they were changed from). (Straight unticked alone makes Standard
    whole, which the row names: test_new_game_exact_preset.py; here the target is changed
    too.)"""
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("straight"))
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.rules_box.title() == "Rules"
    check = dialog.straight_check
    click_down_arrow(dialog.target_spin, 3)  # 100 in steps of 25: to 25
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton,
                     pos=check.rect().topLeft() + QPoint(8, check.height() // 2))
    assert not check.isChecked()
    assert dialog.rules_box.title() == "Custom rules"
    assert dialog.preset_combo.currentText() == "Custom rules"
    assert dialog.preset_combo.toolTip() == "Straight Gin\nChanged: to 25, without Straight"
