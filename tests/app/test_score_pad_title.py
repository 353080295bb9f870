"""The score pad's title fits its pane in every language.

"First to 100 wins · Oklahoma: ♠×2 marks a doubled hand" ran on one line to the pane's
right edge at 1280x800 (387 of its 388 pixels), and wrapped mid-note elsewhere. The aim
is its own line, the rule notes the next; every line fits and the label is tall enough to
show them all, at common sizes and in all four languages."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import RuleSet

TITLES = {
    "en": ("First to 100 wins", "Oklahoma: ♠×2 marks a doubled hand"),
    "es": ("Gana quien llegue antes a 100", "Oklahoma: ♠×2 indica una mano de puntos dobles"),
    "cs": ("Vyhrává, kdo první dosáhne 100", "Oklahoma: ♠×2 značí zdvojnásobené kolo"),
    "pt": ("Vence quem chegar primeiro a 100", "Oklahoma: ♠×2 indica uma mão em dobro"),
}


@pytest.mark.parametrize("size", [(895, 420), (1024, 600), (1280, 800), (1366, 768)])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_oklahoma_title_fits_the_pad(code: str, size: tuple[int, int], make_window: Any,
                                        qtbot: QtBot, language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    window = make_window()
    window.resize(*size)
    window.model.start(GameSetup(levels=("human", "standard"), names=("Ana", "Computer"),
                                 rules=RuleSet(oklahoma=True)))
    QApplication.processEvents()
    label = window.score_dock.summary
    aim, note = TITLES[code]
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)
    document.setHtml(label.text())
    # The aim holds its number to its words by no-break spaces (test_score_pad_aim_number).
    assert document.toPlainText().replace("\u00a0", " ").split("\n") == [aim, note]
    room = label.contentsRect()
    document.setTextWidth(room.width())
    assert document.idealWidth() <= room.width()
    assert document.size().height() <= room.height() + 1, (document.size(), room)
