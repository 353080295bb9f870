"""Help ▸ About keeps the card art's licence on one line: a Spanish player at 1366x768
(125 %) read "…de dominio público (CC0" with "1.0)." alone on the next line."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.about import AboutDialog
from gin_desktop.app.main import MainWindow

from .test_new_game_flow import when_shown


def line_starts(label: QLabel, width: int) -> list[str]:
    """The start of each line of ``label``'s text laid out ``width`` pixels wide."""
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setHtml(label.text())
    document.setTextWidth(width)
    document.size()  # lays the text out
    starts = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            starts.append(block.text()[line.textStart():line.textStart() + line.textLength()])
        block = block.next()
    return starts


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_licence_is_never_cut_at_its_space(
        make_window: Callable[[], MainWindow], qtbot: QtBot,
        language: Callable[[str], None], code: str) -> None:
    language(code)
    window = make_window()
    seen: dict[str, list[str]] = {}

    def look(dialog: AboutDialog) -> None:
        label = dialog.findChild(QLabel, "about_text")
        assert label is not None
        # The width the dialog gave it, and every other it may have in a wider or
        # narrower window.
        for width in (label.width(), *range(300, 700, 3)):
            seen[f"{width}"] = line_starts(label, width)
        dialog.close()

    stop = when_shown(AboutDialog, look)
    window.about_action.trigger()
    stop()
    assert seen
    for width, lines in seen.items():
        assert not [line for line in lines if line.startswith("1.0")], (width, lines)
