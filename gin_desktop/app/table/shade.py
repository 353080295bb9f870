"""The see-through shade under the words on the felt, as dark as the felt's colour asks.

A pill's or a plate's black shade was one alpha for every felt: on the default green the
light words read 6:1 and more, on a white or pale yellow table of the player's own the
amber "knock ≤ 6" read 2:1. ``felt_shade`` keeps the shade where its words already read
and raises its alpha, by the least step, where they do not.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtGui import QColor

from ..contrast import TEXT_CONTRAST, contrast, drawn_over

#: The table's colour until Settings says another.
DEFAULT_FELT = QColor(34, 110, 68)
#: How much lighter than its colour the felt's gradient is at its lightest, the middle
#: (``TableScene.drawBackground``): the words are judged there, the worst place for them.
FELT_LIGHTEST = 116


#: felt_shade's answers so far, by its colours' exact values: each button, pill, plate and
#: slot asks again for the same few, and each answer was a search of up to 195 alphas (at
#: start, 103 searches for a handful of different answers).
_ANSWERED: dict[tuple[object, ...], QColor] = {}


def felt_shade(shade: QColor, felt: QColor, inks: Iterable[QColor],
               over: Sequence[QColor] = ()) -> QColor:
    """``shade`` (a see-through dark colour) with its alpha raised until every one of
    ``inks`` drawn on it reads ``TEXT_CONTRAST`` on the ``felt`` at its lightest; ``over``:
    layers drawn between the shade and the words (a plate's badge). ``shade`` itself where
    it reads already."""
    inks = list(inks)
    # How many are inks: the same colours as inks or as layers are different questions.
    key = (len(inks), *(colour.getRgbF() for colour in (shade, felt, *inks, *over)))
    answer = _ANSWERED.get(key)
    if answer is None:
        if len(_ANSWERED) >= 256:  # a player trying colour after colour
            _ANSWERED.clear()
        answer = _ANSWERED[key] = _searched_shade(shade, felt, inks, over)
    return QColor(answer)


def _searched_shade(shade: QColor, felt: QColor, inks: Sequence[QColor],
                    over: Sequence[QColor]) -> QColor:
    ground_felt = felt.lighter(FELT_LIGHTEST)
    for alpha in range(shade.alpha(), 256):
        candidate = QColor(shade.red(), shade.green(), shade.blue(), alpha)
        ground = drawn_over(candidate, ground_felt)
        for layer in over:
            ground = drawn_over(layer, ground)
        if all(contrast(drawn_over(ink, ground), ground) >= TEXT_CONTRAST for ink in inks):
            return candidate
    return QColor(shade.red(), shade.green(), shade.blue())
