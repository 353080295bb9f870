"""The hand review's list shows which decisions its heading counts. After a training hand
the heading read "No decision cost you points against the hint's advice, though the table
... found a better move at 1 of your decisions" over a list of eleven green ticks: a
newcomer had no way to find that one decision but to open each. Those decisions now carry
their own mark and words in the list, and the window opens at the first of them. The real
window, opened by its shortcut, in every language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow

from .test_review_window import SETUP, finished_hand, open_review

WORDS = {
    "en": "the table found a better move",
    "es": "la tabla encontró una jugada mejor",
    "cs": "tabulka našla lepší tah",
    "pt": "a tabela encontrou uma jogada melhor",
}


@pytest.mark.parametrize("code", sorted(WORDS))
def test_the_decisions_behind_the_table_are_marked_and_shown_first(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    if code != "en":
        language(code)
    window: MainWindow = make_window()
    window.model.resume(finished_hand(2), SETUP)
    assert window.model.wait_idle(5000)
    dialog = open_review(window, qtbot, samples=4)
    result = dialog.hand_review
    assert not result.mistakes
    behind = [i for i, d in enumerate(result.decisions)
              if any(d is b for b in result.behind_the_table)]
    assert behind
    texts = [dialog.decision_list.item(i).text() for i in range(dialog.decision_list.count())]
    marked = [i for i, text in enumerate(texts) if not text.startswith("✓")]
    assert marked == behind, texts
    for i in behind:
        assert WORDS[code] in texts[i], texts[i]
    assert dialog.decision_list.currentRow() == behind[0]
    dialog.close()
