"""The prompt on the felt that fits on one line only in the smallest of its type sizes:
K pressed where no knock is possible said "Ahora no puedes golpear: te quedarías con 65
puntos sin combinar, …" across the whole felt in that smallest type (Spanish at 1024x600,
Portuguese at 800x600), with the height for two lines in a larger one between the pile
counters and the hand. It now takes two balanced lines in the larger type, clear of the
counters and the cards. Real widgets, real keys."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.table.captions import _PROMPT_TYPE

from .test_prompt_wraps import _assert_on_the_felt, _two_hand


@pytest.mark.parametrize(("code", "size"), [("es", (1024, 600)), ("pt", (800, 600))],
                         ids=["es-1024x600", "pt-800x600"])
def test_the_refusal_takes_two_lines_in_larger_type(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, size: tuple[int, int]) -> None:
    language(code)
    window = _two_hand(make_window, qtbot, size)
    QTest.keyClick(window.table, Qt.Key.Key_K)
    pill = _assert_on_the_felt(window)
    lines = pill.lines()
    assert len(lines) == 2, lines
    g = window.table.table_scene()._geometry
    assert pill._font.pixelSize() > round(g.font_px * 1.1 * _PROMPT_TYPE[-1])
    # Balanced: neither line much longer than the other.
    lengths = sorted(len(line) for line in lines)
    assert lengths[1] - lengths[0] <= lengths[1] * 0.35, lines
