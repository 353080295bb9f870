"""Where things go on the table, as plain numbers computed from the window size.

No Qt items here: ``table_geometry`` turns (width, height) into the card size and the
anchor of every pile, hand row and label, and ``spread`` / ``grouped`` place a row of
cards. Recomputed on every resize, so the table scales with the window.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .art import CARD_ASPECT

# Vertical budget, in card heights: three card rows (opponent, piles, own hand) plus the
# label rows, the prompt row and the gaps between them.
_GAP = 0.06
_LABEL = 0.2
_ROW_GAP = 0.24
_PROMPT = 0.3
_LIFT = 0.12
_HEIGHTS = 3 + 2 * _GAP + 2 * _LABEL + 2 * _ROW_GAP + _PROMPT + _LIFT
#: A table button's height in font sizes (``ButtonItem.size``).
BUTTON_HEIGHT = 2.3
#: The table's type at its smallest and largest (pixels), for a desktop whose type is
#: at most ``USUAL_DESKTOP_PX``: a desktop set to larger type scales both. 15 pixels is the
#: largest of the desktops' own defaults (GNOME's 11 points at 96 dpi; Windows 12, KDE 13,
#: macOS 13), so that only a player who chose larger type sees the table change.
LEAST_FONT_PX = 11.0
MOST_FONT_PX = 22.0
USUAL_DESKTOP_PX = 15.0
#: The table's width that holds the own row in the usual type (``_room_for_type``).
ROW_WIDTH = 460.0


@dataclass(frozen=True, slots=True)
class TableGeometry:
    """Anchors of the table for one window size (scene coordinates = view pixels)."""

    width: float
    height: float
    margin: float
    card_w: float
    card_h: float
    #: Top of the opponent's hand row and of the label under it.
    top_y: float
    top_label_y: float
    #: Top of the stock / pile row.
    centre_y: float
    #: The prompt and action buttons row between the piles and the own hand.
    prompt_y: float
    #: Top of the own hand row (cards rise by ``lift`` when hovered or focused).
    bottom_y: float
    bottom_label_y: float
    label_h: float
    lift: float
    stock_x: float
    pile_x: float
    knock_x: float
    #: Left edge of the area right of the knock spot (action buttons).
    actions_x: float
    font_px: float
    #: The least the table's type may be for the desktop's type (``text_scale``).
    least_font_px: float = LEAST_FONT_PX

    @property
    def centre_x(self) -> float:
        return self.width / 2

    def fan_step(self, count: int, own: bool) -> float:
        """Horizontal step between overlapping cards of a hand of ``count`` cards."""
        ratio = 0.56 if own else 0.3
        room = self.width * (0.78 if own else 0.6)
        if count <= 1:
            return 0.0
        return min(ratio * self.card_w, (room - self.card_w) / (count - 1))


def text_scale(desktop_px: float) -> float:
    """How much larger than usual the table's words are for a desktop whose type is
    ``desktop_px`` pixels tall: a player who chose larger type for every program reads
    the plates, the prompt and the result panel in it too, as the menus and the score
    pad already do. Never smaller than usual."""
    return max(1.0, desktop_px / USUAL_DESKTOP_PX)


def _room_for_type(width: float, scale: float) -> float:
    """``scale`` as far as the table's width has room for it: the own row (the deadwood
    count, the plate and the sort buttons) holds the usual type in ``ROW_WIDTH`` pixels
    and larger type in proportionally more; on a narrower table the larger type ran the
    plate over the sort buttons (Spanish, 14-point type, 800x600)."""
    return max(1.0, min(scale, width / ROW_WIDTH))


def table_geometry(width: float, height: float, scale: float = 1.0) -> TableGeometry:
    """The table laid out for a view of ``width`` x ``height`` pixels, its type ``scale``
    times the usual (``text_scale``): larger type takes the room from the cards, which
    shrink until the rows of words fit."""
    least = LEAST_FONT_PX * _room_for_type(width, scale)
    width = max(width, 320.0)
    height = max(height, 240.0)
    margin = max(8.0, round(min(width, height) * 0.018))
    room = height - 2 * margin
    card_h = float(max(40, int(min(room / _HEIGHTS, width / 8.2 * CARD_ASPECT))))
    # A short table: the type stops shrinking at 11 px (more for a desktop's larger type),
    # so the rows of text need more than their share in card heights; the cards give it.
    while card_h > 40 and _needed_height(card_h, least) > room:
        card_h -= 1
    label_h, gap = _label_row(card_h, least)
    card_w = float(round(card_h / CARD_ASPECT))
    row_gap = round(card_h * _ROW_GAP)
    top_y = margin
    top_label_y = top_y + card_h + gap
    centre_y = top_label_y + label_h + row_gap
    bottom_label_y = height - margin - label_h
    bottom_y = bottom_label_y - gap - card_h
    # Centred between the pile counters (under the piles) and the lifted own hand, and
    # below the counters whatever the size.
    counters = centre_y + card_h * 1.24
    prompt_h = _font_px(card_h, least) * 1.1 * 1.5
    prompt_y = max((counters + bottom_y - card_h * _LIFT) / 2 - prompt_h / 2,
                   centre_y + _counters_below(card_h, least))
    pile_gap = round(card_w * 0.3)
    centre_x = width / 2
    stock_x = round(centre_x - pile_gap / 2 - card_w)
    pile_x = round(centre_x + pile_gap / 2)
    knock_x = round(pile_x + card_w + pile_gap * 1.6)
    return TableGeometry(
        width=width, height=height, margin=margin, card_w=card_w, card_h=card_h,
        top_y=top_y, top_label_y=top_label_y, centre_y=centre_y, prompt_y=round(prompt_y),
        bottom_y=bottom_y, bottom_label_y=bottom_label_y, label_h=label_h,
        lift=round(card_h * _LIFT), stock_x=stock_x, pile_x=pile_x, knock_x=knock_x,
        actions_x=knock_x + card_w + pile_gap * 1.6,
        font_px=_font_px(card_h, least), least_font_px=least)


def _font_px(card_h: float, least: float) -> float:
    most = MOST_FONT_PX * least / LEAST_FONT_PX
    return max(least, min(most, round(card_h * 0.095)))


# A pill's height in font sizes (``PillItem.size``: 1.5 lines of about 1.16 font sizes), the
# counters' and the prompt's font in the table's (``Captions.set_font_px``), and the room
# kept between the pile, the counters, the prompt and the lifted hand, in font sizes.
_PILL = 1.5 * 1.16
_COUNTER_FONT = 0.9
_PROMPT_FONT = 1.1
_SPACING = 0.3


def _counters_below(card_h: float, least: float) -> float:
    """From the top of the pile row to the space under the pile counters."""
    return card_h * 1.05 + _font_px(card_h, least) * (_PILL * _COUNTER_FONT + _SPACING)


def _needed_height(card_h: float, least: float) -> float:
    """The table's height without its margins for cards ``card_h`` tall: the rows in card
    heights (``_HEIGHTS``), with the label rows and the prompt's row at least as tall as
    their text."""
    label_h, _gap = _label_row(card_h, least)
    below_piles = (_counters_below(card_h, least)
                   + _font_px(card_h, least) * (_PILL * _PROMPT_FONT + _SPACING)
                   + card_h * _LIFT)
    return (card_h * _HEIGHTS + 2 * (label_h - round(card_h * _LABEL))
            + max(0.0, below_piles - card_h * (1 + _ROW_GAP + _PROMPT + _LIFT)))


def _label_row(card_h: float, least: float) -> tuple[int, int]:
    """The height of a label row (a name plate; the Sort buttons under the own hand) and
    the gap between it and its cards. The type never goes below 11 px, so on a short table
    a row in card heights would be thinner than its buttons, which would then cover the
    cards' lower edge: the row is at least the buttons' height, less the gaps either side."""
    gap = round(card_h * _GAP)
    button_h = _font_px(card_h, least) * BUTTON_HEIGHT
    return max(round(card_h * _LABEL), math.ceil(button_h - 2 * gap)), gap


def spread(count: int, centre_x: float, step: float, card_w: float) -> list[float]:
    """Left edges of ``count`` cards, ``step`` apart, centred on ``centre_x``."""
    if count == 0:
        return []
    total = card_w + step * (count - 1)
    left = centre_x - total / 2
    return [float(round(left + i * step)) for i in range(count)]


def spread_with_gaps(count: int, gaps_before: set[int], centre_x: float, step: float,
                     gap: float, card_w: float) -> list[float]:
    """Like ``spread``, with an extra ``gap`` before each index in ``gaps_before``."""
    if count == 0:
        return []
    total = card_w + step * (count - 1) + gap * len(gaps_before)
    x = centre_x - total / 2
    lefts: list[float] = []
    for i in range(count):
        if i in gaps_before:
            x += gap
        lefts.append(float(round(x)))
        x += step
    return lefts


#: ``grouped``: the overlap inside a group and the gap between groups, in card widths, and
#: the smallest share of them a row too wide for its room shrinks to.
_GROUP_STEP = 0.3
_GROUP_GAP = 0.22
_TIGHTEST = 0.3
#: The largest share a row with room to spare grows to (``grouped_ease``): a step of 0.56
#: card widths, the own hand's, which shows a card's pips beside its corner. At 0.3 the
#: melds of a wide table lay squeezed in its middle, most of each card hidden.
_ROOMIEST = 0.56 / _GROUP_STEP


def grouped_width(sizes: Sequence[int], card_w: float, *, tightest: bool = False) -> float:
    """The width of a row of groups (``grouped``) at ease, or with ``tightest`` squeezed as
    far as it goes."""
    factor = _TIGHTEST if tightest else 1.0
    groups = [n for n in sizes if n > 0]
    if not groups:
        return 0.0
    return (sum(card_w + _GROUP_STEP * card_w * factor * (n - 1) for n in groups)
            + _GROUP_GAP * card_w * factor * (len(groups) - 1))


def grouped_ease(sizes: Sequence[int], card_w: float, max_width: float) -> float:
    """How much the overlaps and gaps of a row of groups (``grouped``) may grow and the
    row stay within ``max_width``: 1 where it has no room to spare, at most ``_ROOMIEST``."""
    groups = [n for n in sizes if n > 0]
    used = card_w * (_GROUP_STEP * sum(n - 1 for n in groups)
                     + _GROUP_GAP * max(0, len(groups) - 1))
    if used <= 0:
        return 1.0
    free = max_width - card_w * len(groups)
    return max(1.0, min(_ROOMIEST, free / used))


def grouped(sizes: Sequence[int], centre_x: float, card_w: float, max_width: float,
            ease: float = 1.0) -> list[list[float]]:
    """Left edges for groups of cards (melds, then deadwood) shown apart, centred.

    Inside a group cards overlap; groups are separated by a gap, both ``ease`` times
    their usual (``grouped_ease``: the room a row has to spare). Everything shrinks
    together when the row would be wider than ``max_width``.
    """
    step = _GROUP_STEP * card_w * ease
    gap = _GROUP_GAP * card_w * ease
    groups = [n for n in sizes if n > 0]
    if not groups:
        return [[] for _ in sizes]
    total = sum(card_w + step * (n - 1) for n in groups) + gap * (len(groups) - 1)
    if total > max_width:
        # Shrink the overlaps and gaps, never the cards.
        free = max_width - card_w * len(groups)
        used = step * sum(n - 1 for n in groups) + gap * (len(groups) - 1)
        factor = max(_TIGHTEST, free / used) if used > 0 else 1.0
        step *= factor
        gap *= factor
        total = sum(card_w + step * (n - 1) for n in groups) + gap * (len(groups) - 1)
    x = centre_x - total / 2
    result: list[list[float]] = []
    for n in sizes:
        lefts = [float(round(x + i * step)) for i in range(n)]
        result.append(lefts)
        if n > 0:
            x += card_w + step * (n - 1) + gap
    return result


def insertion_index(centres: Sequence[float], x: float) -> int:
    """Where a card dropped with its centre at ``x`` goes among cards centred at ``centres``."""
    return sum(1 for c in centres if c < x)
