"""The own plate keeps its last move whole where the deadwood count beside it can take its
shorter words: in Spanish at 1366x768 scaled 125% the count kept its whole sentence
("Sin combinar: 30 · con el mejor descarte, 22 puntos") and the plate's move was cut to
"robaste … mazo", though "Sin combinar 30 · 22 tras descartar" left room for "robaste del
mazo" (new Spanish player, session 36). Real keys on the real window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tests.app.test_own_plate_squeezed import draw_from_the_stock


def cut_in_the_middle(note: str) -> bool:
    """Words left out of the move's middle ("robaste … mazo"), not earlier moves left out
    before it ("… · robaste del mazo")."""
    return "…" in note.replace("… · ", "")


@pytest.mark.parametrize("width", [1000, 1050, 1093])
def test_the_deadwood_count_takes_its_shorter_words_before_the_own_move_is_cut(
        width: int, language: Callable[[str], None], make_window: Any,
        qtbot: QtBot) -> None:
    language("es")
    window = make_window()
    plate = draw_from_the_stock(window, qtbot, (width, 614))
    pill = window.table.table_scene()._captions.deadwood
    whole_sentence = pill.toolTip().rsplit("\n", 1)[-1]
    assert "con el mejor descarte" in whole_sentence  # eleven cards held: the long form
    assert "mazo" in plate.toolTip()
    if cut_in_the_middle(plate.note):
        # A cut move only where the pill has already given up its whole sentence.
        assert pill.text() != whole_sentence, (pill.text(), plate.note)
    # Shown within the table.
    assert window.table.viewport().rect().contains(
        window.table.mapFromScene(plate.sceneBoundingRect()).boundingRect())
