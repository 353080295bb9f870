"""Sitting out, the person holds no cards: the toolbar's Hint is a move to suggest to the
captain, and says so ("Hint for the captain: Discard the Q♥: …"), its reason naming the
captain's hand, not "your hand". Clicked with the mouse on the real window."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.advice_text import advice_inline
from gin_desktop.app.main import MainWindow

from .test_spoken_order import open_three_hand


def test_the_sitters_hint_is_for_the_captain(qtbot: QtBot, tmp_path: Path,
                                             windows: list[MainWindow]) -> None:
    win = open_three_hand(qtbot, tmp_path, windows)
    qtbot.waitUntil(win.model.is_human_turn, timeout=5000)
    assert win.model.human_view().player != win.model.human_seat  # sitting out
    button = win.toolbar.widgetForAction(win.hint_action)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     button.rect().center())
    advice = win.model.hint()
    assert win.status_line.message_kind == "hint"
    assert win.status_line.message_text() == f"Hint for the captain: {advice_inline(advice)}."


#: Words of each language that speak of the hand as the reader's own ("your hand", "tu
#: mano", "vaši ruku", "sua mão"; "you are left with": "te quedas con", "zůstanou vám",
#: "você fica com"), and words that name the captain's.
_YOURS = {"en": ("your ", "you "),
          "es": (" tu ", " tus ", "tienes", "te quedas", "conservas", "puedes"),
          "cs": ("vaš", "vám", "držíte", "budete", "můžete", "zachováte"),
          "pt": ("sua mão", " seus ", "você", "mantém")}
_CAPTAINS = {"en": "the captain", "es": "capitán", "cs": "kapitán", "pt": "capitão"}


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_sitters_hint_names_the_captains_hand(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
        language: Callable[[str], None], code: str) -> None:
    """Sitting out, "Hint for the captain: Pass the 8♦: it does not fit your hand well
    enough" ("tu mano" in Spanish) read as the person's own hand, who holds none (RULES.md
    three-hand 2): the reason names the captain's. The hint clicked at each of the
    captain's decisions, the hint's move suggested, until a reason has named a hand."""
    language(code)
    win = open_three_hand(qtbot, tmp_path, windows)
    model = win.model
    button = win.toolbar.widgetForAction(win.hint_action)
    prefix = win.tr("Hint for the captain: {why}").split("{why}")[0]
    said: list[str] = []

    def advising() -> bool:
        return bool(model.wait_idle(10_000) and model.is_human_turn()
                    and model.human_view().is_advisor)

    while len(said) < 6 and not any(_CAPTAINS[code] in line for line in said):
        qtbot.waitUntil(advising, timeout=10_000)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         button.rect().center())
        line = win.status_line.message_text()
        assert line.startswith(prefix), line
        said.append(line.removeprefix(prefix))
        model.suggest(model.hint().action)
    for line in said:
        assert not any(word in f" {line.lower()} " for word in _YOURS[code]), said
    assert any(_CAPTAINS[code] in line for line in said), said
