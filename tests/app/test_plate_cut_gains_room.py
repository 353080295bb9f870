"""The own name plate cuts words out of its latest move only where the cut is narrower:
in Czech at 1280x800, with eleven cards after a draw from the stock, it read "lížete …
balíčku" where the whole move, "lížete z balíčku", is no wider (the ellipsis took the
place of the one-letter "z"), and Spanish read "robaste … mazo", Portuguese "comprou …
monte" for a two-letter word (new Czech player, session 36). Real keys on the real
window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from gin_desktop.app.table.items import table_font
from tests.app.test_own_plate_squeezed import STOCK, draw_from_the_stock


def test_the_czech_plate_says_its_draw_whole_at_1280_pixels(
        language: Callable[[str], None], make_window: Any, qtbot: QtBot) -> None:
    language("cs")
    window = make_window()
    plate = draw_from_the_stock(window, qtbot, (1280, 800))
    # The person here is named Ana: her plate's verb is the one any name takes ("Ana ·
    # líže z balíčku"), not the one said to "Vy" (test_typed_name_plate_verbs.py).
    assert plate.note == "líže z balíčku", (plate.note, plate.toolTip())


@pytest.mark.parametrize("size", [(1280, 800), (1100, 800), (1000, 700), (900, 600)])
@pytest.mark.parametrize("code", sorted(STOCK))
def test_a_cut_leaves_out_words_wider_than_its_ellipsis(
        code: str, size: tuple[int, int], language: Callable[[str], None],
        make_window: Any, qtbot: QtBot) -> None:
    language(code)
    window = make_window()
    plate = draw_from_the_stock(window, qtbot, size)
    move = plate.toolTip().split(" · ")[-1]
    assert STOCK[code] in move
    if " … " not in plate.note:
        return
    first, last = plate.note.split(" … ")
    assert move.startswith(first + " ") and move.endswith(" " + last), (plate.note, move)
    left_out = move[len(first):len(move) - len(last)]
    metrics = QFontMetricsF(table_font(plate.font_px()))
    assert metrics.horizontalAdvance(left_out) > metrics.horizontalAdvance(" … "), (
        plate.note, move)
