"""The table's piles (as KDE's KPat has them): each pile owns its cards' layout and what a
drop on it means.

A pile is given its cards (from the mirror) and the table geometry and says where each card
lies (a ``Target``: position, stacking, face, and its plain ``CardPlace`` record); a pile
that takes drops says which action a card dropped on it from another pile would be. The
scene only gathers the targets and asks the pile under a dragged card; it never decides
itself what a place means.

    stock        StockPile     face down, the top card may be drawn (click or drag)
    discard pile DiscardPile   face up, the top card may be taken; a hand card dropped
                               here is discarded (or knocks, in knock mode)
    knock spot   KnockSpot     the knocker's face-down discard; a hand card dropped here knocks
    hand rows    HandRow       the person's row (own order, meld gaps, cards rise) and the
                               opponent's; a stock or pile card dropped on the own row is drawn
    showdown     ShowdownRows  both hands laid out as melds, then deadwood (and layoffs)
    out of play  OutOfPlayRow  three-hand with ``sitter_dealt``: the sitter's ten cards,
                               small, on its side; face up to the sitter only
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from gin_desktop.engine import (
    DRAW_DISCARD, DRAW_STOCK, TAKE_UPCARD, Action, Arrangement, Card, Meld, Phase,
    best_arrangement,
)

from .geometry import (
    TableGeometry, grouped, grouped_ease, grouped_width, spread, spread_with_gaps,
)
from .items import Z_CARD


class PileKind(enum.Enum):
    STOCK = "stock"
    DISCARD = "pile"
    KNOCK = "knock"
    #: The row at the bottom: the person's hand (or the captain's, when they sit out).
    HAND = "hand"
    #: The row at the top: the opponent's hand, face down.
    OTHER_HAND = "other-hand"
    #: A hand laid down at the showdown.
    SHOWDOWN = "laid"
    #: Three-hand with ``sitter_dealt``: the sitter's cards, out of play.
    OUT_OF_PLAY = "out-of-play"


@dataclass(frozen=True, slots=True)
class CardPlace:
    """Where a card is, as a plain record (KPat's ``CardState``): its pile, its index there
    (0 = bottom of a stack, leftmost of a row) and whether it shows its face."""

    pile: PileKind
    index: int
    face_up: bool


@dataclass(frozen=True, slots=True)
class Target:
    """Where a card goes on the table, and how it lies there."""

    pos: QPointF
    z: float
    place: CardPlace
    visible: bool = True
    #: It rises under the pointer (the own hand's cards).
    liftable: bool = False
    #: The next card in the same row or stack, which lies over this one.
    cover: Card | None = None
    #: The card's size as a share of the table's card size.
    scale: float = 1.0

    @property
    def face_up(self) -> bool:
        return self.place.face_up


def _next(cards: Sequence[Card], index: int) -> Card | None:
    return cards[index + 1] if index + 1 < len(cards) else None


class Pile:
    """A place on the table; subclasses lay out their cards and judge drops."""

    kind: PileKind

    def drop_action(self, card: Card, source: PileKind, *, phase: Phase | None,
                    knock_mode: bool) -> Action | None:
        """The move a card from ``source`` dropped here would be (None: no move)."""
        return None

    def lifts(self, index: int, count: int) -> bool:
        """Whether the card at ``index`` (of ``count``) may be picked up or clicked."""
        return False


class _Stack(Pile):
    """Cards squared up on one spot; only the two top ones are drawn (the rest lie under)."""

    z_base: float = Z_CARD
    face_up: bool = False

    def anchor(self, g: TableGeometry) -> QPointF:
        raise NotImplementedError

    def layout(self, cards: Sequence[Card], g: TableGeometry) -> dict[Card, Target]:
        pos = self.anchor(g)
        count = len(cards)
        return {card: Target(pos, self.z_base + i, CardPlace(self.kind, i, self.face_up),
                             visible=i >= count - 2, cover=_next(cards, i))
                for i, card in enumerate(cards)}

    def lifts(self, index: int, count: int) -> bool:
        return index == count - 1  # the top card only


class StockPile(_Stack):
    kind = PileKind.STOCK

    def anchor(self, g: TableGeometry) -> QPointF:
        return QPointF(g.stock_x, g.centre_y)


class DiscardPile(_Stack):
    kind = PileKind.DISCARD
    z_base = Z_CARD + 60
    face_up = True

    def anchor(self, g: TableGeometry) -> QPointF:
        return QPointF(g.pile_x, g.centre_y)

    def drop_action(self, card: Card, source: PileKind, *, phase: Phase | None,
                    knock_mode: bool) -> Action | None:
        if source is not PileKind.HAND:
            return None
        return Action.knock(card) if knock_mode else Action.discard(card)


class KnockSpot(Pile):
    kind = PileKind.KNOCK

    def layout(self, card: Card | None, revealed: bool, g: TableGeometry
               ) -> dict[Card, Target]:
        """The knock card lies face down until the showdown reveals it."""
        if card is None:
            return {}
        return {card: Target(QPointF(g.knock_x, g.centre_y), Z_CARD + 120,
                             CardPlace(self.kind, 0, revealed))}

    def drop_action(self, card: Card, source: PileKind, *, phase: Phase | None,
                    knock_mode: bool) -> Action | None:
        return Action.knock(card) if source is PileKind.HAND else None


class HandRow(Pile):
    """A hand in play: the bottom row (``own``: in the person's order, face up, melds shown
    apart, cards rise) or the top row (face down, tighter)."""

    def __init__(self, own: bool) -> None:
        self.own = own
        self.kind = PileKind.HAND if own else PileKind.OTHER_HAND

    def layout(self, cards: Sequence[Card], g: TableGeometry,
               melds: Sequence[Meld] | None = None) -> dict[Card, Target]:
        """``melds``: those the own row shows (None: its cards' best arrangement)."""
        if not self.own:
            step = g.fan_step(len(cards), own=False)
            lefts = spread(len(cards), g.centre_x, step, g.card_w)
            return {card: Target(QPointF(x, g.top_y), Z_CARD + 200 + i,
                                 CardPlace(self.kind, i, False), cover=_next(cards, i))
                    for i, (card, x) in enumerate(zip(cards, lefts, strict=True))}
        gaps = meld_gaps(cards, melds)
        gap = g.card_w * 0.32
        step = g.fan_step(len(cards) + round(len(gaps) * gap / max(1.0, g.card_w * 0.56)),
                          own=True)
        lefts = spread_with_gaps(len(cards), gaps, g.centre_x, step, gap, g.card_w)
        return {card: Target(QPointF(x, g.bottom_y), Z_CARD + 200 + i,
                             CardPlace(self.kind, i, True), liftable=True,
                             cover=_next(cards, i))
                for i, (card, x) in enumerate(zip(cards, lefts, strict=True))}

    def meld_bars(self, cards: Sequence[Card], targets: Mapping[Card, Target],
                  g: TableGeometry, melds: Sequence[Meld] | None = None) -> list[QRectF]:
        """Under the own row as ``layout`` laid it out (``targets``), a bar under each of
        ``melds`` lying together (``MeldMarks``), in the gap between the cards and the row
        of words under them; each as long as its group is seen, the next card lying over
        its last."""
        gap = g.bottom_label_y - (g.bottom_y + g.card_h)
        height = max(3.0, round(gap * 0.55))
        inset = g.card_w * 0.08
        top = g.bottom_y + g.card_h + max(1.0, (gap - height) / 2)
        bars = []
        for first, last in meld_spans(cards, melds):
            left = targets[cards[first]].pos.x() + inset
            end = (targets[cards[last + 1]].pos.x() if last + 1 < len(cards)
                   else targets[cards[last]].pos.x() + g.card_w)
            bars.append(QRectF(left, top, end - inset - left, height))
        return bars

    def drop_action(self, card: Card, source: PileKind, *, phase: Phase | None,
                    knock_mode: bool) -> Action | None:
        if not self.own:
            return None
        if source is PileKind.STOCK:
            return DRAW_STOCK
        if source is PileKind.DISCARD:
            return TAKE_UPCARD if phase is Phase.UPCARD_OFFER else DRAW_DISCARD
        return None

    def lifts(self, index: int, count: int) -> bool:
        return self.own


class OutOfPlayRow(Pile):
    """Three-hand with ``sitter_dealt`` (RULES.md three-hand 2): the sitter's ten cards,
    out of play, in a small row on the sitter's side of the table over its name plate
    (or under it, where that corner is too small). Face up only to the sitter; nothing may
    be picked up or dropped there."""

    kind = PileKind.OUT_OF_PLAY
    #: Small: they are not played, and the adviser's bubble needs the room below them.
    SCALE = 0.5

    def size(self, g: TableGeometry) -> tuple[float, float]:
        """The row's widest and its height."""
        return g.stock_x - 2 * g.margin, g.card_h * self.SCALE

    @classmethod
    def _step(cls, count: int, row: QRectF, g: TableGeometry) -> float:
        card_w = g.card_w * cls.SCALE
        return 0.0 if count <= 1 else max(0.0, min(card_w * 0.5,
                                                   (row.width() - card_w) / (count - 1)))

    def cards_rect(self, count: int, row: QRectF, g: TableGeometry) -> QRectF:
        """Where ``count`` cards laid in ``row`` lie (``layout``)."""
        width = g.card_w * self.SCALE + self._step(count, row, g) * max(0, count - 1)
        return QRectF(row.left(), row.top(), width, row.height())

    def layout(self, cards: Sequence[Card], face_up: bool, row: QRectF, g: TableGeometry
               ) -> dict[Card, Target]:
        """``row``: where the row lies (its height: ``size``)."""
        step = self._step(len(cards), row, g)
        return {card: Target(QPointF(round(row.left() + i * step), row.top()), Z_CARD + 180 + i,
                             CardPlace(self.kind, i, face_up), cover=_next(cards, i),
                             scale=self.SCALE)
                for i, card in enumerate(cards)}


class ShowdownRows(Pile):
    """Both hands laid down: per seat its melds, then its deadwood (then the layoffs still
    to fly), in groups shown apart, on the seat's row."""

    kind = PileKind.SHOWDOWN

    def layout(self, groups: Mapping[int, Sequence[Sequence[Card]]], rows: Mapping[int, float],
               g: TableGeometry, reserve: float) -> dict[Card, Target]:
        """``rows``: each seat's row top; ``reserve``: room kept free at the left of the top
        row (the variant's pills in the corner). The top row stays centred, keeping as much
        room at its right, when it fits so; else it takes the room right of the corner."""
        targets: dict[Card, Target] = {}
        spans: dict[int, tuple[list[int], float, float]] = {}
        for seat, seat_groups in groups.items():
            y = rows.get(seat, g.top_y)
            sizes = [len(cards) for cards in seat_groups]
            left, right = g.margin, g.width - g.margin
            if y == g.top_y and reserve > g.margin:
                left = reserve
                if grouped_width(sizes, g.card_w) <= g.width - 2 * reserve:
                    right = g.width - reserve
            spans[seat] = sizes, left, right
        # Spread as far as the room allows, both rows alike: a row of two melds beside one
        # of four would otherwise read as laid down by other rules.
        ease = min((grouped_ease(sizes, g.card_w, right - left)
                    for sizes, left, right in spans.values()), default=1.0)
        for seat, seat_groups in groups.items():
            y = rows.get(seat, g.top_y)
            sizes, left, right = spans[seat]
            lefts = grouped(sizes, (left + right) / 2, g.card_w, right - left, ease)
            row = [c for cards in seat_groups for c in cards]
            xs = [x for group_xs in lefts for x in group_xs]
            for i, (card, x) in enumerate(zip(row, xs, strict=True)):
                targets[card] = Target(QPointF(x, y), Z_CARD + 200 + i,
                                       CardPlace(self.kind, i, True), cover=_next(row, i))
        return targets


def laid_down(layout: Arrangement) -> list[list[Card]]:
    """``layout`` as a showdown lays a hand down: its melds, then its deadwood (for a hand
    shown face up without a showdown: a drawn hand)."""
    return [*(list(meld.cards) for meld in layout.melds), list(layout.deadwood)]


def meld_spans(cards: Sequence[Card], melds: Sequence[Meld] | None = None
               ) -> list[tuple[int, int]]:
    """The first and last index of each of ``melds`` lying together in ``cards``, in
    order (None: the melds of their best arrangement)."""
    index = {card: i for i, card in enumerate(cards)}
    spans: list[tuple[int, int]] = []
    for meld in best_arrangement(cards).melds if melds is None else melds:
        places = sorted(index[c] for c in meld.cards)
        if places[-1] - places[0] == len(places) - 1:
            spans.append((places[0], places[-1]))
    return sorted(spans)


def meld_gaps(cards: Sequence[Card], melds: Sequence[Meld] | None = None) -> set[int]:
    """Indexes that start or end one of ``melds`` lying together in ``cards`` (shown apart;
    None: the melds of their best arrangement)."""
    gaps: set[int] = set()
    for first, last in meld_spans(cards, melds):
        if first > 0:
            gaps.add(first)
        if last + 1 < len(cards):
            gaps.add(last + 1)
    return gaps


__all__ = ["CardPlace", "DiscardPile", "HandRow", "KnockSpot", "OutOfPlayRow", "Pile",
           "PileKind", "ShowdownRows", "StockPile", "Target", "laid_down", "meld_gaps",
           "meld_spans"]
