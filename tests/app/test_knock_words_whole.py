"""The words a key answers with are read whole on the status line, as a hint is: in knock
mode (K) the status line said "Kluk srdcí, volná karta, klepnete jejím…" beside the long
knock-mode prompt at 800x600, and the key that knocks ("stiskněte Enter") was cut away in
every language; the prompt above the hand says the same as the one it made way for (QA
session 39, a Czech keyboard-only player). Real keys on the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import knock_mode_text
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import RuleSet

from .test_hint_then_enter import keys

# Oklahoma with a 10♦ upcard, the person dealing: after the computer's pass, the person's
# pass (X) and a draw (S), the person may knock.
SETUP = GameSetup(rules=RuleSet.preset("oklahoma"), seed=20810, first_dealer=0)
ENTER = {"en": "Enter", "es": "Intro", "cs": "Enter", "pt": "Enter"}


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_knock_mode_words_keep_their_key_at_800x600(
        code: str, make_window: Callable[..., Any],
        language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    window: MainWindow = make_window()
    window.resize(784, 552)  # an 800x600 screen less the frame
    window.model.start(SETUP)
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    keys(window, Qt.Key.Key_X, Qt.Key.Key_S, Qt.Key.Key_K)
    assert window.table.table_scene().knock_mode
    line = window.status_line
    whole = line.message_text()
    assert f" {ENTER[code]}," in whole, whole
    # A pronoun held to its verb by a no-break hyphen ("descartando\u2011a") is the same words.
    shown = line.message_label.text().replace("\n", " ").replace("\u2011", "-")
    assert shown == whole, "cut with …"
    # The prompt it made way for is the table's own, above the hand.
    table_prompt = window.table.table_scene()._captions.prompt.text()
    assert table_prompt == line.turn_label.toolTip() == knock_mode_text()
