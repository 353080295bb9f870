"""Portuguese joins a pronoun to its verb with a hyphen ("Arraste-a", "descartá-la"):
wrapped, the status line, a notice or a panel on the table ended a line with "Arraste-"
and began the next with a lone "a". Every wrapped translated sentence now holds the
pronoun to its verb (a no-break hyphen, which reads and sounds the same), as the resume
question did alone before."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QApplication, QGraphicsScene, QLabel
from pytestqt.qtbot import QtBot

from gin_desktop.app.fit_text import LinesLabel
from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.table.items import PanelItem
from gin_desktop.engine import DRAW_STOCK

from .test_end_match_pairs import line_texts
from .test_table_refusals import to_draw

#: A line that ends at a hyphen after a word: the pronoun went to the next line.
_CUT = re.compile(r"\w[-\u2011]\s*$")


def cut_lines(text: str, label: QLabel, widths: range) -> list[tuple[int, list[str]]]:
    """The widths at which ``text``, wrapped as ``label`` wraps it, parts a pronoun from
    its verb, with its lines there."""
    found = []
    for width in widths:
        lines = line_texts(text, label, width)
        if any(_CUT.search(line) for line in lines):
            found.append((width, lines))
    return found


def test_the_portuguese_prompt_holds_arraste_a_together(
        make_window: Callable[..., Any], qtbot: QtBot,
        language: Callable[[str], None]) -> None:
    language("pt")
    window = make_window()
    to_draw(window)
    window.model.play(DRAW_STOCK)
    QApplication.processEvents()
    label = window.status_line.turn_label
    assert "Arraste" in label.text(), label.text()
    assert cut_lines(label.text(), label, range(60, 700, 3)) == []


def test_a_portuguese_notice_holds_its_pronouns(make_window: Callable[..., Any],
                                                language: Callable[[str], None]) -> None:
    language("pt")
    window = make_window()
    words = window.tr("The settings file could not be read, so the default settings are in use. "
                "It was kept as {path} for you to mend. Nothing of your match or statistics "
                "was lost.").format(path="/home/ana/.config/gin_desktop/settings.json.broken")
    assert "corrigi-lo" in words  # the sentence has what the test looks for
    window.notice_bar.add(words)
    label = window.notice_bar.label
    assert cut_lines(label.text(), label, range(60, 700, 3)) == []


def test_a_panel_on_the_table_holds_its_pronouns(language: Callable[[str], None],
                                                 qtbot: QtBot) -> None:
    language("pt")
    line = _tr("{prompt}. Drag one onto the discard pile or double-click it").format(
        prompt="Descarte")
    assert "Arraste-a" in line
    scene = QGraphicsScene()
    panel = PanelItem(tail=True)
    scene.addItem(panel)
    for width in range(80, 600, 4):
        panel.set_metrics(width, 14)
        panel.set_content("", [line])
        painted = panel.painted_lines()[0]
        assert not any(_CUT.search(part) for part in painted), (width, painted)


def test_a_training_line_held_together_is_not_taken_for_cut(
        qtbot: QtBot, language: Callable[[str], None]) -> None:
    """The training bar's lines put the whole text in a tooltip when they cut it short: a
    pronoun held to its verb is not a cut."""
    language("pt")
    line = _tr("{prompt}. Drag one onto the discard pile or double-click it").format(
        prompt="Descarte")
    label = LinesLabel(2)
    qtbot.addWidget(label)
    label.resize(2000, 60)
    label.show()
    qtbot.waitExposed(label)
    label.set_full_text(line)
    assert "Arraste\u2011a" in label.text()
    assert label.toolTip() == ""
    label.resize(200, 60)
    label.set_full_text(line)
    assert label.text().endswith("…") and label.toolTip() == line
