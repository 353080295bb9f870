"""The New game window describes each computer level as the player it is, in words a
newcomer knows: "The research baseline" (where the standard level comes from) told a
person choosing an opponent nothing. The real dialog, its level chosen with real keys,
in every language."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings

# The start every other level's description has: "A careful player", "Un jugador…".
PLAYER = {"en": "A ", "es": "Un ", "cs": "", "pt": "Um "}
JARGON = {"en": "research", "es": "estudios", "cs": "Výzkum", "pt": "pesquisas"}


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_every_level_is_described_as_a_player_without_jargon(
        code: str, qtbot: QtBot, settings: Settings,
        language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    combo = dialog.level_combos[0]
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home)
    seen = []
    for _ in range(combo.count()):
        text = dialog.level_descriptions[0].text()
        seen.append(combo.currentData())
        assert text.startswith(PLAYER[code]), (combo.currentData(), text)
        assert JARGON[code].lower() not in text.lower(), (combo.currentData(), text)
        QTest.keyClick(combo, Qt.Key.Key_Down)
    assert "standard" in seen
