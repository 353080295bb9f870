"""New game: options that make a preset whole name that preset, not "Custom rules".

A new player on Standard ticked "Oklahoma" and the preset row turned to "Custom rules",
the heading too, and the match was recorded as "custom" (its CSV row's ``preset``), though
every rule was Oklahoma Gin's: the README has ``custom`` only where a rule differs from a
preset. All by mouse."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from gin_desktop.app.rule_words import preset_label
from gin_desktop.app.settings import Settings
from gin_desktop.engine import RuleSet

from .test_new_game_plain_words import shown_dialog
from .test_new_game_straight import tick
from .test_preset_after_changes import click_down_arrow


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


@pytest.mark.parametrize(("box", "preset"), [("oklahoma_check", "oklahoma"),
                                             ("hollywood_check", "hollywood"),
                                             ("straight_check", "straight")])
def test_ticking_a_variant_on_standard_names_its_preset(
        qtbot: QtBot, settings: Settings, box: str, preset: str) -> None:
    dialog = shown_dialog(qtbot, settings)
    assert dialog.preset_combo.currentData() == "seeds"

    tick(qtbot, getattr(dialog, box))
    assert dialog.rules() == RuleSet.preset(preset)
    assert dialog.preset_combo.currentText() == preset_label(preset)
    assert dialog.rules_box.title() == "Rules"
    assert dialog.preset_combo.findText("Custom rules") < 0

    tick(qtbot, getattr(dialog, box))  # and back
    assert dialog.rules() == RuleSet.preset("seeds")
    assert dialog.preset_combo.currentText() == preset_label("seeds")


def test_a_rule_changed_after_is_custom_from_the_preset_named(
        qtbot: QtBot, settings: Settings) -> None:
    dialog = shown_dialog(qtbot, settings)
    tick(qtbot, dialog.oklahoma_check)
    click_down_arrow(dialog.target_spin, 3)  # 100 in steps of 25: to 25
    assert dialog.rules() == RuleSet.preset("oklahoma").replace(target=25, name="custom")
    assert dialog.preset_combo.currentText() == dialog.rules_box.title() == "Custom rules"
    assert dialog.preset_combo.toolTip().startswith(preset_label("oklahoma") + "\n")
