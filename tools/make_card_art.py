#!/usr/bin/env python3
"""Generate the gin_desktop card art (SVG) and, optionally, PNG contact sheets.

Usage::

    python tools/make_card_art.py                      # (re)write assets/cards and assets/icons
    python tools/make_card_art.py --out DIR            # write the same tree under DIR instead
    python tools/make_card_art.py --preview sheet.png  # contact sheet of one style (needs PySide6)
        [--style standard|four-colour|large-index] [--card-width 120]

Output (relative to ``--out``, default ``<repo>/assets``)::

    cards/LICENSE.md
    cards/<style>/<card>.svg     style: standard, four-colour, large-index
                                 card:  rank "A23456789TJQK" + suit "CDHS", e.g. AS, TD, KH
    cards/backs/<colour>.svg     colour: blue, red, green
    icons/gin-desktop.svg

Every card is ``viewBox="0 0 250 350"`` (poker ratio 5:7) with rounded corners (r=12).
Only the standard library is used to write the SVG; the output is deterministic (no
timestamps, no randomness, fixed number formatting), so re-running it is a no-op.
The art is original, drawn from simple geometric paths, and is dedicated to CC0.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import os
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO / "assets"

RANKS = "A23456789TJQK"
SUITS = "CDHS"
STYLES = ("standard", "four-colour", "large-index")
BACKS = ("blue", "red", "green")

W, H = 250, 350  # card viewBox
CX, CY = W / 2, H / 2
CORNER_R = 12
FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"

SUIT_NAMES = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}
RANK_NAMES = {
    "A": "Ace",
    "2": "Two",
    "3": "Three",
    "4": "Four",
    "5": "Five",
    "6": "Six",
    "7": "Seven",
    "8": "Eight",
    "9": "Nine",
    "T": "Ten",
    "J": "Jack",
    "Q": "Queen",
    "K": "King",
}
RANK_LABEL = {r: ("10" if r == "T" else r) for r in RANKS}
# Bold sans glyphs that reach below the baseline (em fractions, DejaVu Sans Bold; Arial's are
# smaller) and "J", whose ink sits left of its advance centre: used to keep clearances.
GLYPH_DESCENT = {"J": 0.21, "Q": 0.15}
GLYPH_DX = {"J": 0.06}

# --------------------------------------------------------------------------------------
# Suit symbols: paths in a 100x100 box centred on (0, 0), point/stem downwards.
# --------------------------------------------------------------------------------------


def _circle(cx: float, cy: float, r: float) -> str:
    """A circle as a closed path (two arcs), counter-clockwise like the other subpaths."""
    return (
        f"M{f(cx - r)} {f(cy)}a{f(r)} {f(r)} 0 1 0 {f(2 * r)} 0a{f(r)} {f(r)} 0 1 0 {f(-2 * r)} 0Z"
    )


def f(x: float) -> str:
    """Format a number compactly and deterministically (at most 2 decimals)."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


SUIT_PATH = {
    "H": (
        "M0 46C-7 34-48 12-48-15C-48-33-36-44-23-44C-12-44-4-37 0-27"
        "C4-37 12-44 23-44C36-44 48-33 48-15C48 12 7 34 0 46Z"
    ),
    "D": "M0-50C10-32 22-16 38 0C22 16 10 32 0 50C-10 32-22 16-38 0C-22-16-10-32 0-50Z",
    "S": (
        "M0-48C8-36 46-16 46 9C46 25 34 33 22 33C13 33 7 29 3.5 23"
        "C4.5 34 9 42 17 48L-17 48C-9 42-4.5 34-3.5 23"
        "C-7 29-13 33-22 33C-34 33-46 25-46 9C-46-16-8-36 0-48Z"
    ),
    "C": (
        _circle(0, -24, 22)
        + _circle(-24, 12, 22)
        + _circle(24, 12, 22)
        + _circle(0, 6, 12)
        + "M-4 12C-4 32-9 41-17 48L17 48C9 41 4 32 4 12Z"
    ),
}


def pip(suit: str, x: float, y: float, size: float, fill: str, flip: bool = False) -> str:
    """A suit symbol of height ~``size`` centred on (x, y); ``flip`` turns it 180°."""
    s = size / 100
    rot = " rotate(180)" if flip else ""
    return (
        f'<path d="{SUIT_PATH[suit]}" fill="{fill}" '
        f'transform="translate({f(x)} {f(y)}) scale({f(s)}){rot}"/>'
    )


# --------------------------------------------------------------------------------------
# Deck styles
# --------------------------------------------------------------------------------------

INK = "#111111"
RED = "#c0152a"
GOLD = "#d9aa2b"
GOLD_DARK = "#8a6414"
BORDER = "#9a9a9a"


@dataclass(frozen=True)
class Style:
    name: str
    colours: dict[str, str]  # suit -> ink colour
    tints: dict[str, str]  # suit -> light tint for court panels
    # corner index: rank text centre x, baseline y, font size, x-scale for "10";
    # suit pip centre y and height
    idx_x: float
    idx_base: float
    idx_size: float
    idx_ten_scale: float
    idx_pip_y: float
    idx_pip: float
    # number-card pip grid: left/right column x, top/bottom row y, pip height
    col_l: float
    col_r: float
    row_t: float
    row_b: float
    pip_size: float
    ace_size: float
    # court-card panel: x, y, width, height
    panel: tuple[float, float, float, float]


TWO_COLOUR = {"S": INK, "C": INK, "H": RED, "D": RED}
TWO_TINT = {"S": "#eef0f4", "C": "#eef0f4", "H": "#fbeeee", "D": "#fbeeee"}

_STANDARD = Style(
    name="standard",
    colours=TWO_COLOUR,
    tints=TWO_TINT,
    idx_x=24,
    idx_base=47,
    idx_size=36,
    idx_ten_scale=0.7,
    idx_pip_y=70,
    idx_pip=25,
    col_l=79,
    col_r=171,
    row_t=66,
    row_b=284,
    pip_size=46,
    ace_size=96,
    panel=(48, 32, 154, 286),
)

STYLE_DEFS: dict[str, Style] = {
    "standard": _STANDARD,
    # The standard geometry in four colours. Luminance ladder (WCAG relative luminance):
    # spades 0.006 < diamonds 0.057 < hearts 0.119 < clubs 0.178; all >= 4.5:1 on white.
    "four-colour": dataclasses.replace(
        _STANDARD,
        name="four-colour",
        colours={"S": INK, "D": "#0d3b9e", "H": RED, "C": "#18873a"},
        tints={"S": "#eef0f4", "D": "#ecf1fb", "H": "#fbeeee", "C": "#ebf6ee"},
    ),
    "large-index": Style(
        name="large-index",
        colours=TWO_COLOUR,
        tints=TWO_TINT,
        idx_x=37,
        idx_base=66,
        idx_size=62,
        idx_ten_scale=0.6,
        idx_pip_y=104,
        idx_pip=44,
        col_l=96,
        col_r=154,
        row_t=56,
        row_b=294,
        pip_size=35,
        ace_size=80,
        panel=(80, 24, 90, 302),
    ),
}


# --------------------------------------------------------------------------------------
# SVG building blocks
# --------------------------------------------------------------------------------------


def svg_doc(body: Iterable[str], title: str, view: tuple[float, float] = (W, H)) -> str:
    vw, vh = view
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" '
        f'width="{f(vw)}" height="{f(vh)}" viewBox="0 0 {f(vw)} {f(vh)}">',
        f"<title>{title}</title>",
        "<!-- Generated by tools/make_card_art.py (CC0). Do not edit by hand. -->",
        *body,
        "</svg>",
    ]
    return "\n".join(lines) + "\n"


def card_outline(fill: str = "#ffffff") -> str:
    return (
        f'<rect x="0.75" y="0.75" width="{f(W - 1.5)}" height="{f(H - 1.5)}" '
        f'rx="{CORNER_R}" ry="{CORNER_R}" fill="{fill}" stroke="{BORDER}" stroke-width="1.5"/>'
    )


def rank_text(label: str, x: float, base: float, size: float, fill: str, ten_scale: float) -> str:
    attrs = (
        f'font-family="{FONT}" font-weight="bold" font-size="{f(size)}" '
        f'text-anchor="middle" fill="{fill}"'
    )
    if len(label) > 1:  # "10": condense horizontally so it fits the index column
        return (
            f'<text x="0" y="0" {attrs} transform="translate({f(x)} {f(base)}) '
            f'scale({f(ten_scale)} 1)">{label}</text>'
        )
    x += GLYPH_DX.get(label, 0) * size
    return f'<text x="{f(x)}" y="{f(base)}" {attrs}>{label}</text>'


def corner_indices(st: Style, rank: str, suit: str) -> list[str]:
    col = st.colours[suit]
    one = [
        rank_text(RANK_LABEL[rank], st.idx_x, st.idx_base, st.idx_size, col, st.idx_ten_scale),
        pip(suit, st.idx_x, st.idx_pip_y, st.idx_pip, col),
    ]
    return [
        '<g class="index">',
        *one,
        "</g>",
        f'<g class="index" transform="rotate(180 {f(CX)} {f(CY)})">',
        *one,
        "</g>",
    ]


def pip_positions(st: Style, n: int) -> list[tuple[float, float]]:
    """Traditional pip arrangement for 2..10."""
    xl, c, xr = st.col_l, CX, st.col_r
    t, b = st.row_t, st.row_b
    m = (t + b) / 2
    q = [t + (b - t) * i / 3 for i in range(4)]  # four rows (9, 10)
    upper = (t + m) / 2
    lower = (m + b) / 2
    sides3 = [(x, y) for x in (xl, xr) for y in (t, m, b)]
    sides4 = [(x, y) for x in (xl, xr) for y in q]
    corners = [(x, y) for x in (xl, xr) for y in (t, b)]
    table: dict[int, list[tuple[float, float]]] = {
        2: [(c, t), (c, b)],
        3: [(c, t), (c, m), (c, b)],
        4: corners,
        5: corners + [(c, m)],
        6: sides3,
        7: sides3 + [(c, upper)],
        8: sides3 + [(c, upper), (c, lower)],
        9: sides4 + [(c, m)],
        10: sides4 + [(c, (q[0] + q[1]) / 2), (c, (q[2] + q[3]) / 2)],
    }
    return table[n]


def number_card(st: Style, rank: str, suit: str) -> list[str]:
    col = st.colours[suit]
    out: list[str] = []
    if rank == "A":
        size = st.ace_size * (1.25 if suit == "S" else 1.0)
        if suit == "S":  # the traditional ornate ace of spades: a pip in a double ring
            rr = size * 0.78
            out.append(
                f'<circle cx="{f(CX)}" cy="{f(CY)}" r="{f(rr)}" fill="none" '
                f'stroke="{col}" stroke-width="1.5"/>'
            )
            out.append(
                f'<circle cx="{f(CX)}" cy="{f(CY)}" r="{f(rr - 6)}" fill="none" '
                f'stroke="{GOLD}" stroke-width="3"/>'
            )
        out.append(pip(suit, CX, CY, size, col))
        return out
    n = 10 if rank == "T" else int(rank)
    for x, y in pip_positions(st, n):
        out.append(pip(suit, x, y, st.pip_size, col, flip=y > CY + 0.01))
    return out


# --------------------------------------------------------------------------------------
# Court cards
# --------------------------------------------------------------------------------------


def crown(rank: str, k: float, jewel: str) -> list[str]:
    """A stylised headpiece for J/Q/K centred on x=0, sitting on y=0, ~40 high, ~72 wide."""
    g = [
        f'<g transform="scale({f(k)})" stroke="{GOLD_DARK}" stroke-width="1.3" '
        f'stroke-linejoin="round">'
    ]
    if rank == "K":  # five-pointed crown with pearls and a jewelled band
        tips: list[tuple[float, float]] = [(-34, -30), (-17, -36), (0, -42), (17, -36), (34, -30)]
        valleys = [(-25, -13), (-8.5, -15), (8.5, -15), (25, -13)]
        pts: list[tuple[float, float]] = [(-30, 0)]
        for i, tp in enumerate(tips):
            pts.append(tp)
            if i < len(valleys):
                pts.append(valleys[i])
        pts.append((30, 0))
        d = "M" + "L".join(f"{f(x)} {f(y)}" for x, y in pts) + "Z"
        g.append(f'<path d="{d}" fill="{GOLD}"/>')
        for x, y in tips:
            g.append(f'<circle cx="{f(x)}" cy="{f(y - 3.5)}" r="3.8" fill="{GOLD}"/>')
        g.append(f'<rect x="-33" y="-5" width="66" height="11" rx="2" fill="{GOLD}"/>')
        for x in (-19, 0, 19):
            g.append(
                f'<path d="M{f(x)} -3.5L{f(x + 4.5)} 0.5L{f(x)} 4.5L{f(x - 4.5)} 0.5Z" '
                f'fill="{jewel}" stroke="none"/>'
            )
        g.append(f'<circle cx="0" cy="-22" r="4.2" fill="{jewel}" stroke="none"/>')
    elif rank == "Q":  # coronet: three rounded arches topped by pearls
        d = (
            "M-31 0C-33-12-31-22-24-26C-19-18-14-16-10-18"
            "C-11-27-6-34 0-37C6-34 11-27 10-18"
            "C14-16 19-18 24-26C31-22 33-12 31 0Z"
        )
        g.append(f'<path d="{d}" fill="{GOLD}"/>')
        for x, y, r in ((-24, -30, 3.8), (24, -30, 3.8), (0, -42, 4.6)):
            g.append(f'<circle cx="{f(x)}" cy="{f(y)}" r="{f(r)}" fill="#fffdf5"/>')
        g.append(f'<rect x="-32" y="-5" width="64" height="10" rx="5" fill="{GOLD}"/>')
        for x in (-20, -10, 0, 10, 20):
            g.append(f'<circle cx="{f(x)}" cy="0" r="2.3" fill="#fffdf5" stroke="none"/>')
        g.append(f'<path d="M0-27L4.5-20L0-13L-4.5-20Z" fill="{jewel}" stroke="none"/>')
    else:  # J: a soft cap with a band and a sweeping plume
        plume = "M12-22C17-36 30-42 40-38C35-36 30-32 27-25C24-28 19-27 16-20Z"
        g.append(f'<path d="{plume}" fill="{jewel}" stroke="none"/>')
        g.append(
            '<path d="M15-21C21-32 29-37 37-37" fill="none" stroke="#ffffff" '
            'stroke-width="1" stroke-opacity="0.8"/>'
        )
        d = "M-28 0C-29-16-17-27 0-27C17-27 29-16 28 0Z"
        g.append(f'<path d="{d}" fill="{GOLD}"/>')
        g.append('<path d="M-14-4C-14-13-9-20-4-24M14-4C14-13 9-20 4-24" fill="none"/>')
        g.append(f'<rect x="-32" y="-5" width="64" height="10" rx="2" fill="{GOLD}"/>')
        g.append(f'<circle cx="0" cy="0" r="3.4" fill="{jewel}" stroke="none"/>')
        for x in (-18, 18):
            g.append(f'<circle cx="{f(x)}" cy="0" r="2" fill="#fffdf5" stroke="none"/>')
    g.append("</g>")
    return g


def court_card(st: Style, rank: str, suit: str) -> list[str]:
    """Framed panel; each half shows a crown over a large rank letter over robed
    shoulders, and the lower half is the upper half turned 180° (like real courts)."""
    col = st.colours[suit]
    tint = st.tints[suit]
    px, py, pw, ph = st.panel
    pcx = px + pw / 2
    k = pw / 154  # horizontal design scale relative to the standard panel width
    kv = min(1.0, k * 1.6)  # sizes of crown/letter: shrink less than the panel width
    ins = 4.5
    x0, x1, top = px + ins, px + pw - ins, py + ins
    half = CY - top  # height of one half inside the gold rule
    out = [
        f'<rect x="{f(px)}" y="{f(py)}" width="{f(pw)}" height="{f(ph)}" rx="6" '
        f'fill="{tint}" stroke="{col}" stroke-width="2"/>',
    ]
    h: list[str] = []
    # robe: shoulders rising from the panel edges towards a neck under the letter
    ytop = CY - half * 0.25  # neckline
    ye = ytop + 18 * kv  # where the shoulder meets the panel edge
    nw = 15 * kv
    robe = (
        f"M{f(x0)} {f(CY)}L{f(x0)} {f(ye)}"
        f"C{f(x0)} {f(ye - 12 * kv)} {f(pcx - nw - 20 * kv)} {f(ytop)} {f(pcx - nw)} {f(ytop)}"
        f"L{f(pcx + nw)} {f(ytop)}"
        f"C{f(pcx + nw + 20 * kv)} {f(ytop)} {f(x1)} {f(ye - 12 * kv)} {f(x1)} {f(ye)}"
        f"L{f(x1)} {f(CY)}Z"
    )
    h.append(f'<path d="{robe}" fill="{col}"/>')
    trim = (
        f"M{f(x0)} {f(ye)}"
        f"C{f(x0)} {f(ye - 12 * kv)} {f(pcx - nw - 20 * kv)} {f(ytop)} {f(pcx - nw)} {f(ytop)}"
        f"L{f(pcx)} {f(ytop + 16 * kv)}L{f(pcx + nw)} {f(ytop)}"
        f"C{f(pcx + nw + 20 * kv)} {f(ytop)} {f(x1)} {f(ye - 12 * kv)} {f(x1)} {f(ye)}"
    )
    h.append(
        f'<path d="{trim}" fill="none" stroke="{GOLD}" stroke-width="{f(3.2 * kv)}" '
        f'stroke-linejoin="round"/>'
    )
    # a row of pale pips across the chest
    chest_y = (ytop + 16 * kv + CY) / 2 + 2 * kv
    for dx in (-1, 1):
        h.append(pip(suit, pcx + dx * 36 * k, chest_y + 1 * kv, 15 * kv, tint))
    # crown and letter
    letter_size = 48 * kv
    letter_bottom = ytop - 6 * kv  # lowest ink of the letter, whatever its descent
    letter_base = letter_bottom - GLYPH_DESCENT.get(rank, 0) * letter_size
    crown_base = letter_bottom - letter_size * (0.73 + max(GLYPH_DESCENT.values())) - 4 * kv
    h.append(f'<g transform="translate({f(pcx)} {f(crown_base)})">')
    h.extend(crown(rank, kv * 0.9, col))
    h.append("</g>")
    h.append(
        f'<text x="{f(pcx + GLYPH_DX.get(rank, 0) * letter_size)}" y="{f(letter_base)}" '
        f'font-family="{FONT}" font-weight="bold" font-size="{f(letter_size)}" '
        f'text-anchor="middle" fill="{col}">{rank}</text>'
    )
    # suit pips flanking the letter, and small gold pips in the upper corners
    if k > 0.8:
        for dx in (-1, 1):
            h.append(pip(suit, pcx + dx * 50 * k, letter_base - letter_size * 0.36, 22 * kv, col))
            h.append(pip(suit, pcx + dx * 56 * k, top + 14 * kv, 13 * kv, GOLD))
    out.append('<g class="court-half">')
    out.extend(h)
    out.append("</g>")
    out.append(f'<g class="court-half" transform="rotate(180 {f(CX)} {f(CY)})">')
    out.extend(h)
    out.append("</g>")
    # waist: gold sash with a central medallion
    out.append(
        f'<path d="M{f(x0)} {f(CY)}L{f(x1)} {f(CY)}" stroke="{GOLD}" stroke-width="{f(4 * kv)}"/>'
    )
    mr = 10 * kv
    out.append(
        f'<path d="M{f(pcx)} {f(CY - mr)}L{f(pcx + mr)} {f(CY)}L{f(pcx)} {f(CY + mr)}'
        f'L{f(pcx - mr)} {f(CY)}Z" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1"/>'
    )
    out.append(f'<circle cx="{f(pcx)}" cy="{f(CY)}" r="{f(3 * kv)}" fill="{col}"/>')
    # frame on top: gold inner rule
    out.append(
        f'<rect x="{f(x0)}" y="{f(top)}" width="{f(x1 - x0)}" height="{f(ph - 2 * ins)}" '
        f'rx="3.5" fill="none" stroke="{GOLD}" stroke-width="1.5"/>'
    )
    return out


def card_svg(style: str, rank: str, suit: str) -> str:
    st = STYLE_DEFS[style]
    body = [card_outline()]
    if rank in "JQK":
        body += court_card(st, rank, suit)
    else:
        body += number_card(st, rank, suit)
    body += corner_indices(st, rank, suit)
    title = f"{RANK_NAMES[rank]} of {SUIT_NAMES[suit]}"
    return svg_doc(body, title)


# --------------------------------------------------------------------------------------
# Backs
# --------------------------------------------------------------------------------------

BACK_COLOURS = {
    # base, lattice/ornament (lighter), accent
    "blue": ("#1e4b8f", "#6f97d3", "#e9eef8"),
    "red": ("#9c1c26", "#d9717a", "#f8eaeb"),
    "green": ("#1d6140", "#6fae8b", "#e8f4ed"),
}


def _clip_segment(
    x0: float, y0: float, x1: float, y1: float, box: tuple[float, float, float, float]
) -> tuple[float, float, float, float] | None:
    """Liang–Barsky clip of a segment to an axis-aligned box (xmin, ymin, xmax, ymax)."""
    xmin, ymin, xmax, ymax = box
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - xmin), (dx, xmax - x0), (-dy, y0 - ymin), (dy, ymax - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return (x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy)


def back_svg(colour: str) -> str:
    base, light, pale = BACK_COLOURS[colour]
    body = [card_outline()]
    m = 11  # white margin
    body.append(
        f'<rect x="{m}" y="{m}" width="{W - 2 * m}" height="{H - 2 * m}" rx="7" ry="7" '
        f'fill="{base}"/>'
    )
    # pattern field
    fx0, fy0, fx1, fy1 = m + 9, m + 9, W - m - 9, H - m - 9
    box = (fx0, fy0, fx1, fy1)
    step = 21.0
    ox, oy = CX, CY  # lattice centred on the card centre so the design is symmetric
    segs: list[str] = []
    span = W + H
    for i in range(-40, 41):
        # lines x - y = c and x + y = c through the lattice
        c = i * step
        for x0, y0, x1, y1 in (
            (ox + c - span, oy - span, ox + c + span, oy + span),
            (ox + c - span, oy + span, ox + c + span, oy - span),
        ):
            seg = _clip_segment(x0, y0, x1, y1, box)
            if seg and math.hypot(seg[2] - seg[0], seg[3] - seg[1]) > 0.5:
                segs.append(f"M{f(seg[0])} {f(seg[1])}L{f(seg[2])} {f(seg[3])}")
    body.append(f'<path d="{"".join(segs)}" fill="none" stroke="{light}" stroke-width="1.1"/>')
    # small diamonds at the lattice cell centres (the lattice nodes are at ox + a*step/2 ...)
    dots: list[str] = []
    r = 3.2
    half = step / 2
    ny = int((fy1 - fy0) / step) + 2
    nx = int((fx1 - fx0) / step) + 2
    for j in range(-ny, ny + 1):
        for i in range(-nx, nx + 1):
            if (i + j) % 2:
                continue
            x, y = ox + i * half, oy + j * half + half  # cell centres sit between nodes
            if fx0 + r + 1 < x < fx1 - r - 1 and fy0 + r + 1 < y < fy1 - r - 1:
                dots.append(
                    f"M{f(x)} {f(y - r)}L{f(x + r)} {f(y)}L{f(x)} {f(y + r)}L{f(x - r)} {f(y)}Z"
                )
    body.append(f'<path d="{"".join(dots)}" fill="{pale}" fill-opacity="0.55"/>')
    # double frame around the field
    body.append(
        f'<rect x="{f(fx0)}" y="{f(fy0)}" width="{f(fx1 - fx0)}" height="{f(fy1 - fy0)}" '
        f'fill="none" stroke="{pale}" stroke-width="2"/>'
    )
    body.append(
        f'<rect x="{f(m + 4)}" y="{f(m + 4)}" width="{f(W - 2 * m - 8)}" '
        f'height="{f(H - 2 * m - 8)}" rx="4" fill="none" stroke="{light}" stroke-width="1"/>'
    )
    # central medallion: ring + eight-pointed star + centre rosette
    R = 46
    ring = f'<circle cx="{f(CX)}" cy="{f(CY)}"'
    body.append(f'{ring} r="{R + 6}" fill="{base}" stroke="{pale}" stroke-width="2"/>')
    body.append(f'{ring} r="{R}" fill="none" stroke="{light}" stroke-width="1.2"/>')
    star: list[str] = []
    for i in range(16):
        a = math.pi * i / 8 - math.pi / 2
        rad = R - 4 if i % 2 == 0 else (R - 4) * 0.55
        star.append(f"{f(CX + rad * math.cos(a))} {f(CY + rad * math.sin(a))}")
    body.append(f'<path d="M{"L".join(star)}Z" fill="{light}" stroke="{pale}" stroke-width="1"/>')
    inner: list[str] = []
    for i in range(16):
        a = math.pi * i / 8 - math.pi / 2 + math.pi / 8
        rad = 20 if i % 2 == 0 else 11
        inner.append(f"{f(CX + rad * math.cos(a))} {f(CY + rad * math.sin(a))}")
    body.append(f'<path d="M{"L".join(inner)}Z" fill="{base}" stroke="{pale}" stroke-width="1"/>')
    body.append(f'<circle cx="{f(CX)}" cy="{f(CY)}" r="5" fill="{pale}"/>')
    # corner ornaments: quarter-circle fans in the field corners
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        x = fx0 if sx > 0 else fx1
        y = fy0 if sy > 0 else fy1
        rr = 20
        body.append(
            f'<path d="M{f(x)} {f(y)}L{f(x + sx * rr)} {f(y)}'
            f'A{rr} {rr} 0 0 {1 if sx * sy > 0 else 0} {f(x)} {f(y + sy * rr)}Z" '
            f'fill="{base}" stroke="{pale}" stroke-width="1.5"/>'
        )
        rr2 = 11
        body.append(
            f'<path d="M{f(x)} {f(y)}L{f(x + sx * rr2)} {f(y)}'
            f'A{rr2} {rr2} 0 0 {1 if sx * sy > 0 else 0} {f(x)} {f(y + sy * rr2)}Z" '
            f'fill="{light}"/>'
        )
    return svg_doc(body, f"Card back ({colour})")


# --------------------------------------------------------------------------------------
# App icon
# --------------------------------------------------------------------------------------


def icon_svg() -> str:
    size = 256
    cw, ch = 124, 174  # card size in icon units (5:7)
    cx, cy = 128, 142
    body: list[str] = []

    def card(angle: float, dx: float, content: list[str]) -> list[str]:
        x, y = cx - cw / 2 + dx, cy - ch / 2
        return [
            f'<g transform="rotate({f(angle)} {f(cx + dx)} {f(cy + ch * 0.55)})">',
            f'<rect x="{f(x)}" y="{f(y)}" width="{cw}" height="{ch}" rx="14" ry="14" '
            f'fill="#ffffff" stroke="#23272e" stroke-width="8"/>',
            *content,
            "</g>",
        ]

    back = [pip("H", cx - cw / 2 + 2, cy - ch / 2 + 40, 46, RED)]
    front = [pip("S", cx + 26, cy + 6, 84, INK)]
    body += card(-16, -30, back)
    body += card(10, 26, front)
    # The fanned pair spans about x -16..249 and y 41..250 in card units: scale and centre
    # it so no edge is clipped at any icon size.
    fitted = ['<g transform="translate(138 110) scale(0.9) translate(-128 -128)">', *body,
              "</g>"]
    return svg_doc(fitted, "Gin Desktop", view=(size, size))


# --------------------------------------------------------------------------------------
# Writing
# --------------------------------------------------------------------------------------

LICENSE_MD = """\
# Card art licence

All files under `assets/cards/` (the `standard`, `four-colour` and `large-index` decks and
the card backs in `backs/`) and the application icon `assets/icons/gin-desktop.svg` are
original artwork generated by `tools/make_card_art.py`. No third-party artwork or font
glyphs are embedded: suit symbols, crowns and patterns are plain geometric SVG paths.

To the extent possible under law, the authors have dedicated this artwork to the public
domain under the Creative Commons CC0 1.0 Universal dedication:
<https://creativecommons.org/publicdomain/zero/1.0/>

Do not edit the SVG files by hand; change the generator and re-run it:

    python tools/make_card_art.py
"""


def all_files() -> dict[str, str]:
    """Relative path (posix) -> file content, for everything the generator owns."""
    files: dict[str, str] = {"cards/LICENSE.md": LICENSE_MD}
    for style in STYLES:
        for suit in SUITS:
            for rank in RANKS:
                files[f"cards/{style}/{rank}{suit}.svg"] = card_svg(style, rank, suit)
    for colour in BACKS:
        files[f"cards/backs/{colour}.svg"] = back_svg(colour)
    files["icons/gin-desktop.svg"] = icon_svg()
    return files


def write_all(out: Path) -> int:
    """Write all files under ``out``; returns how many changed."""
    changed = 0
    for rel, text in sorted(all_files().items()):
        path = out / rel
        data = text.encode("utf-8")
        if path.exists() and path.read_bytes() == data:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        changed += 1
    return changed


# --------------------------------------------------------------------------------------
# Preview (PySide6)
# --------------------------------------------------------------------------------------


def render_preview(
    png: Path, style: str = "standard", card_width: int = 110, assets: Path | None = None
) -> None:
    """Contact sheet: 4 suit rows x 13 ranks, a row of backs, and an overlapped fan."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    root = assets or DEFAULT_OUT
    cw = card_width
    ch = round(cw * 1.4)
    gap = max(6, cw // 12)
    cols = 13
    fan_step = max(14, round(cw * 0.26))
    fan_cards = [
        "AS",
        "2S",
        "3S",
        "TD",
        "JD",
        "QD",
        "KD",
        "7H",
        "8H",
        "9H",
        "TC",
        "JC",
        "QC",
        "KC",
    ]
    width = gap + cols * (cw + gap)
    height = gap + 5 * (ch + gap) + (ch + 3 * gap)
    img = QImage(width, height, QImage.Format.Format_RGB32)
    img.fill(QColor("#2f6b45"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)

    def draw(rel: str, x: float, y: float, w: float, h: float, angle: float = 0) -> None:
        r = QSvgRenderer(str(root / rel))
        if not r.isValid():
            raise SystemExit(f"invalid SVG: {rel}")
        if angle:
            p.save()
            p.translate(QPointF(x + w / 2, y + h * 1.6))
            p.rotate(angle)
            p.translate(QPointF(-(x + w / 2), -(y + h * 1.6)))
            r.render(p, QRectF(x, y, w, h))
            p.restore()
        else:
            r.render(p, QRectF(x, y, w, h))

    for row, suit in enumerate("SHDC"):
        for col, rank in enumerate(RANKS):
            draw(
                f"cards/{style}/{rank}{suit}.svg",
                gap + col * (cw + gap),
                gap + row * (ch + gap),
                cw,
                ch,
            )
    y = gap + 4 * (ch + gap)
    for i, colour in enumerate(BACKS):
        draw(f"cards/backs/{colour}.svg", gap + i * (cw + gap), y, cw, ch)
    icon = QSvgRenderer(str(root / "icons/gin-desktop.svg"))
    x = gap + len(BACKS) * (cw + gap)
    for s in (16, 24, 32, 48, 64, 128):
        if x + s > width:
            break
        icon.render(p, QRectF(x, y + ch - s, s, s))
        x += s + gap
    # overlapped row (how a hand is laid out) and a slight fan
    y = gap + 5 * (ch + gap) + gap
    x0 = gap
    for i, name in enumerate(fan_cards):
        draw(f"cards/{style}/{name}.svg", x0 + i * fan_step, y, cw, ch)
    x0 = gap + len(fan_cards) * fan_step + cw + 3 * gap
    n = 7
    for i, name in enumerate(fan_cards[:n]):
        draw(
            f"cards/{style}/{name}.svg",
            x0 + i * fan_step * 0.9,
            y,
            cw,
            ch,
            angle=(i - (n - 1) / 2) * 5,
        )
    p.setPen(QColor("#ffffff"))
    p.drawText(
        QRectF(0, height - gap * 2, width - gap, gap * 2),
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        f"gin_desktop card art — {style}",
    )
    p.end()
    png.parent.mkdir(parents=True, exist_ok=True)
    if not img.save(str(png)):
        raise SystemExit(f"could not write {png}")


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_OUT,
        help="assets directory to write into (default: %(default)s)",
    )
    ap.add_argument(
        "--preview", type=Path, metavar="PNG", help="also render a contact sheet PNG of --style"
    )
    ap.add_argument("--style", choices=STYLES, default="standard")
    ap.add_argument("--card-width", type=int, default=110, help="card width in the preview (px)")
    args = ap.parse_args(argv)
    changed = write_all(args.out)
    print(f"card art: {changed} file(s) updated under {args.out}")
    if args.preview:
        render_preview(args.preview, args.style, args.card_width, args.out)
        print(f"preview: {args.preview}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
