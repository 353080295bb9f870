"""The resume question never breaks a hyphenated word across its lines: the Portuguese box
ended "Quer retomá-" on one line and "la?" alone on the next, a pronoun cut from its verb.
The hyphen before such a pronoun holds it to its verb (a no-break hyphen, which reads and
sounds the same), at every width the box may take."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from .test_end_match_pairs import line_texts
from .test_resume_names_the_game import question_for


def test_the_portuguese_resume_question_keeps_retoma_la_whole(
        qtbot: QtBot, make_window: Any, tmp_path: Path,
        language: Callable[[str], None]) -> None:
    language("pt")
    text = question_for(make_window, tmp_path, "plain")
    assert "retomá" in text and "la?" in text, text
    label = QLabel()
    for paragraph in text.split("\n"):
        for width in range(120, 600, 3):
            lines = line_texts(paragraph, label, width)
            cut = [line for line in lines if re.search(r"\w[-\u2011]\s*$", line)]
            assert cut == [], (width, lines)
