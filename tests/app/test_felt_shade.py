"""The felt's shades are searched once per colours (each button, pill and plate asks again
for the same ones as the window is built): asked again, the same answer, and an answer the
caller changes is not the next caller's."""

from __future__ import annotations

from PySide6.QtGui import QColor

from gin_desktop.app.table import shade
from gin_desktop.app.table.shade import DEFAULT_FELT, felt_shade

WHITE = QColor(255, 255, 255)
AMBER = QColor(255, 200, 60)
PALE_FELT = QColor(240, 236, 200)


def test_asked_again_the_same_shade_as_a_fresh_search() -> None:
    base = QColor(0, 0, 0, 40)
    for felt, inks in ((DEFAULT_FELT, (WHITE,)), (PALE_FELT, (WHITE, AMBER))):
        fresh = shade._searched_shade(base, felt, inks, ())
        assert felt_shade(base, felt, inks) == fresh
        assert felt_shade(base, felt, iter(inks)) == fresh


def test_a_light_felt_still_darkens_the_shade() -> None:
    base = QColor(0, 0, 0, 40)
    assert felt_shade(base, PALE_FELT, (WHITE,)).alpha() > base.alpha()
    assert felt_shade(base, DEFAULT_FELT, (WHITE,)).alpha() < felt_shade(
        base, PALE_FELT, (WHITE,)).alpha()


def test_an_answer_changed_by_its_caller_is_not_the_next_ones() -> None:
    base = QColor(0, 0, 0, 60)
    first = felt_shade(base, PALE_FELT, (WHITE,), over=(QColor(255, 255, 255, 45),))
    kept = QColor(first)
    first.setAlpha(1)
    assert felt_shade(base, PALE_FELT, (WHITE,), over=(QColor(255, 255, 255, 45),)) == kept


def test_the_layers_over_the_shade_count_apart_from_the_inks() -> None:
    # The same colours as inks or as layers are different questions.
    base = QColor(0, 0, 0, 60)
    layer = QColor(255, 255, 255, 70)
    as_layer = felt_shade(base, PALE_FELT, (WHITE,), over=(layer,))
    as_ink = felt_shade(base, PALE_FELT, (WHITE, layer))
    assert as_layer == shade._searched_shade(base, PALE_FELT, (WHITE,), (layer,))
    assert as_ink == shade._searched_shade(base, PALE_FELT, (WHITE, layer), ())
