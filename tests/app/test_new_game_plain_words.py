"""New game in a Spanish player's words (and Czech and Portuguese): the Expert level's
description says that it plays a knock out before knocking, not "juega cada golpe hasta el
final" ('plays every blow to the end', golpe being the knock itself); the competition
preset says what its rules are, not "Competición (EAAI)", an acronym nobody at the table
knows."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings

from .test_preset_after_changes import pick_by_mouse


def shown_dialog(qtbot: QtBot, settings: Settings) -> NewGameDialog:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize(("code", "expert", "says", "not_said"), [
    ("es", "Experto", "antes de golpear", "cada golpe"),
    ("pt", "Especialista", "antes de bater", "cada batida"),
    ("cs", "Expert", "než se rozhodne klepnout", "každé klepnutí"),
])
def test_the_expert_plays_a_knock_out_before_knocking(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None], code: str,
        expert: str, says: str, not_said: str) -> None:
    language(code)
    dialog = shown_dialog(qtbot, settings)
    pick_by_mouse(dialog.level_combos[0], expert, qtbot)
    shown = dialog.level_descriptions[0]
    assert isinstance(shown, QLabel) and shown.isVisible()
    assert says in shown.text()
    assert not_said not in shown.text()


@pytest.mark.parametrize(("code", "name", "words"), [
    ("en", "Competition (25-point bonuses)", "research competition"),
    ("es", "Competición (bonificaciones de 25)", "competición de investigación"),
    ("cs", "Soutěžní (bonusy po 25 bodech)", "výzkumné soutěže"),
    ("pt", "Competição (bônus de 25 pontos)", "competição de pesquisa"),
])
def test_the_competition_preset_says_what_it_is(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None], code: str,
        name: str, words: str) -> None:
    language(code)
    dialog = shown_dialog(qtbot, settings)
    combo = dialog.preset_combo
    assert not [combo.itemText(i) for i in range(combo.count())
                if "EAAI" in combo.itemText(i)]
    pick_by_mouse(combo, name, qtbot)
    # What it is, where the pointer rests: on the item in the open list, and on the
    # list closed with the preset chosen.
    row = combo.findText(name)
    assert words in combo.itemData(row, Qt.ItemDataRole.ToolTipRole)
    assert words in combo.toolTip()
    assert "25" in combo.toolTip()
    # The name fits its field in a window as narrow as an 800x600 screen gives.
    dialog.resize(760, dialog.height())
    qtbot.wait(20)
    assert combo.fontMetrics().horizontalAdvance(name) <= combo.width() - 30
