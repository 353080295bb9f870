"""New game: once the player changes a rule, the preset row says the rules are custom.

The heading over the rules said "Custom rules" while the preset row under it still named
the preset (Standard, Oklahoma Gin...), as if that preset were played. The row now shows
"Custom rules" too, in each language, with what was changed in its tooltip; picking a
preset in the row brings its rules back. All by mouse."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.rule_words import preset_label
from gin_desktop.app.settings import Settings
from gin_desktop.engine import RuleSet

from .test_preset_after_changes import click_down_arrow, pick_by_mouse

CUSTOM = {"en": "Custom rules", "es": "Reglas personalizadas", "cs": "Vlastní pravidla",
          "pt": "Regras personalizadas"}


@pytest.mark.parametrize("code", sorted(CUSTOM))
def test_a_changed_rule_shows_custom_in_the_preset_row_until_a_preset_is_picked(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None],
        code: str) -> None:
    if code != "en":
        language(code)
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    combo = dialog.preset_combo
    pick_by_mouse(combo, preset_label("oklahoma"), qtbot)
    assert combo.findText(CUSTOM[code]) < 0  # not a choice while a preset is played

    click_down_arrow(dialog.target_spin, 3)  # 100 in steps of 25: to 25
    assert combo.currentText() == dialog.rules_box.title() == CUSTOM[code]
    assert combo.toolTip().startswith(preset_label("oklahoma") + "\n")
    assert dialog.rules() == RuleSet.preset("oklahoma").replace(target=25, name="custom")

    pick_by_mouse(combo, preset_label("oklahoma"), qtbot)
    assert dialog.rules() == RuleSet.preset("oklahoma")
    assert combo.currentText() == preset_label("oklahoma")
    assert dialog.rules_box.title() != CUSTOM[code]
    assert combo.findText(CUSTOM[code]) < 0
