"""A squeezed plate cuts words out of its latest move's middle, keeping its verb and its
card ("descartaste … K♦"). The captain's plate read "não … 5♠" (Portuguese, 1024x768):
the pass "não pegou 5♠" cut down to its negation and its card, a riddle ("not … 5♠").
A lone short word before the cut is a particle, not the verb: the plate shows the move
whole, in type a little smaller if need be, or not at all."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.table.items import SeatLabelItem

PX = 14.0


def squeezed(note: str, width: float) -> SeatLabelItem:
    plate = SeatLabelItem(1)
    plate.set_font_px(PX)
    plate.set_content(name="Computador 1", badges=["Capitão"], score="0 pts", note=note,
                      active=False)
    plate.fit_width(width)
    return plate


@pytest.mark.parametrize("note", ["não pegou 5♠", "no tomó 5♠",
                                  "comprou do monte · não pegou 5♠"])
def test_a_pass_is_never_cut_down_to_its_negation(qapp: QApplication, note: str) -> None:
    latest = note.split(" · ")[-1]
    whole = squeezed(note, 10_000).size().width()
    bare = squeezed("", 10_000).size().width() - PX  # no score: room for nothing more
    shown = set()
    for width in range(int(bare), int(whole) + 1):
        plate = squeezed(note, width)
        shown.add(plate.note)
        assert plate.note in ("", latest) or not plate.note.startswith(
            latest.split()[0] + " …"), (width, plate.note)
    assert latest in shown and "" in shown, shown


def test_a_move_with_its_verb_first_is_still_cut(qapp: QApplication) -> None:
    """The cut still shortens a move whose first word is its verb."""
    note = "drew from the stock"
    whole = squeezed(note, 10_000).size().width()
    shown = {squeezed(note, width).note for width in range(int(whole) - 160, int(whole))}
    assert "drew from … stock" in shown, shown
