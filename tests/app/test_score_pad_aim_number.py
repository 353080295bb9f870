"""The score pad's aim never leaves its number alone on a line: in a small window the
Portuguese pad read "Vence quem chegar primeiro a" above a lone "100", as if the number
were some other thing. The number keeps the words either side of it on its line, at every
width the pane can take, in every language and for Hollywood's aim too."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import RuleSet


def _lines(html: str, font: Any, width: int) -> list[str]:
    """The label's first line of text as it wraps at ``width``: the words of each line."""
    document = QTextDocument()
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    document.setHtml(html)
    document.setTextWidth(width)
    document.size()  # lays the text out
    block = document.firstBlock()
    layout = block.layout()
    text = block.text()
    return [text[line.textStart():line.textStart() + line.textLength()].strip()
            for line in (layout.lineAt(i) for i in range(layout.lineCount()))]


@pytest.mark.parametrize("hollywood", [False, True])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_target_keeps_its_words(code: str, hollywood: bool, make_window: Any,
                                    qtbot: QtBot, language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    window = make_window()
    window.resize(800, 600)
    window.model.start(GameSetup(levels=("human", "standard"), names=("Ana", "Computer"),
                                 rules=RuleSet(hollywood=hollywood, target=100)))
    QApplication.processEvents()
    label = window.score_dock.summary
    assert "100" in label.text()
    for width in range(120, 420, 2):  # the pane is never narrower
        lines = _lines(label.text(), label.font(), width)
        assert "100" not in lines, (width, lines)
