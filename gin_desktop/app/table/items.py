"""The table's graphics items: one ``QGraphicsObject`` subclass per kind of thing.

Each overrides ``boundingRect``/``paint``/``shape`` (the Qt graphics view examples'
design). Items only draw and report clicks; where cards go and what a drag means is the
scene's business (``scene.py``), as in KPat.
"""

from __future__ import annotations

import enum
import math
import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QColor, QFocusEvent, QFont, QFontMetricsF, QKeyEvent, QPainter, QPainterPath, QPen,
    QTextLayout, QTextOption,
)
from PySide6.QtWidgets import (
    QGraphicsItem, QGraphicsObject, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem, QWidget,
)

from gin_desktop.engine import Card

from .. import accessibility
from ..fit_text import held_together
from ..prompts import is_card_label
from .art import SHADOW_X, SHADOW_Y, CardArt
from .geometry import BUTTON_HEIGHT
from .shade import DEFAULT_FELT, felt_shade

# The table's palette: light text on felt, one warm accent for "you can act here".
TEXT = QColor(248, 244, 230)
TEXT_DIM = QColor(248, 244, 230, 170)
ACCENT = QColor(250, 200, 70)
ACCENT_TEXT = QColor(40, 30, 5)
# The shadow under a button, and the alphas of an unlit button's white face: at rest,
# under the pointer, pressed.
_BUTTON_SHADOW = QColor(0, 0, 0, 60)
_BUTTON_FACES = (45, 70, 25)
# A chosen choice button (the sort in force): a near-opaque light face with dark words,
# the selected segment of a segmented control; readable on any felt by its own contrast,
# and not the accent, which says "you can act here".
_CHOSEN_FACE = QColor(248, 244, 230, 235)
_CHOSEN_TEXT = QColor(24, 36, 28)
_CHOSEN_EDGE = QColor(0, 0, 0, 120)
# The lighter patch under a plate's badge ("Dealer").
_BADGE_FILL = QColor(255, 255, 255, 40)
GOOD = QColor(120, 220, 140)
# The advice's card: blue and dashed, never the green of a card laid off in the showdown.
ADVICE_COLOUR = QColor(110, 190, 255)
BAD = QColor(240, 110, 100)
PANEL = QColor(16, 28, 22, 228)
PANEL_EDGE = QColor(255, 255, 255, 60)

Z_SLOT = 1.0
Z_LABEL = 5.0
Z_CARD = 10.0
Z_BADGE = 300.0
Z_BUTTON = 400.0
Z_DRAG = 1000.0
Z_PANEL = 2000.0
Z_OVERLAY = 3000.0
# The smallest type a name plate's words shrink to while a part of them can still go
# instead: a cut move in 0.8 of the plate's type was 8.8 pixels at 1024x768 ("Computer 2
# Captain drew … stock"), where leaving out the move keeps the rest in the plate's own.
PLATE_READABLE_PX = 9.5


def table_font(pixel_size: float, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(pixel_size)))
    font.setBold(bold)
    return font


def cache_rendering(item: QGraphicsItem) -> None:
    """Keep the item's painting in a device-pixel pixmap, redrawn only on ``update()``.

    Text and antialiased outlines are the slowest things on the table to draw; cached,
    a frame is a few blits. Device coordinates keep it crisp on high-DPI screens.
    """
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


def _device_ratio(painter: QPainter) -> float:
    """Device pixels per scene unit where ``painter`` draws (screen ratio x view zoom)."""
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    scale = abs(painter.worldTransform().m11()) or 1.0
    return round(ratio * scale, 2)


FOCUS = QColor(80, 170, 255)
FOCUS_EDGE = QColor(0, 0, 0, 220)


def draw_focus_ring(painter: QPainter, rect: QRectF, radius: float,
                    outset: float = 1.0) -> None:
    """The keyboard focus: a solid blue ring with a dark edge, plain on a white card and on
    the felt alike (a thin dashed line was hard to find for low vision). It reaches
    ``outset`` + 2 units outside ``rect``: keep that inside the item's bounding rect."""
    ring = rect.adjusted(-outset, -outset, outset, outset)
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(FOCUS_EDGE, 4.0))
    painter.drawRoundedRect(ring, radius + outset, radius + outset)
    painter.setPen(QPen(FOCUS, 2.4))
    painter.drawRoundedRect(ring, radius + outset, radius + outset)
    painter.restore()


class Highlight(enum.Enum):
    NONE = "none"
    # The player can act on this card now (draw it, take it).
    PLAYABLE = "playable"
    # Knock mode: discarding this card knocks.
    KNOCK = "knock"
    # Not available now (the card just taken from the pile, or no knock with it).
    DIMMED = "dimmed"
    # The advice points at this card.
    ADVICE = "advice"
    # Showdown: the defender laid this card off onto the knocker's meld.
    LAID_OFF = "laid_off"


def highlight_colour(highlight: Highlight) -> QColor:
    """The outline's colour for ``highlight``: amber for what may be played, blue for the
    advice, green for a card laid off."""
    if highlight in (Highlight.PLAYABLE, Highlight.KNOCK):
        return QColor(ACCENT)
    if highlight is Highlight.ADVICE:
        return QColor(ADVICE_COLOUR)
    return QColor(GOOD)


class CardItem(QGraphicsObject):
    """One playing card, face up or down. The scene moves it; it paints itself."""

    # Keyboard hook for later accessibility work: Enter/Space on a focused card.
    activated = Signal(object)

    def __init__(self, card: Card, art: CardArt) -> None:
        super().__init__()
        self.card = card
        self._art = art
        self._size = QSizeF(71, 100)
        self._face_up = False
        self.highlight = Highlight.NONE
        # The card the player has just drawn, marked so that the eye finds it in its
        # sorted place in the hand (not always the right end).
        self.just_drawn = False
        # Where the layout wants the card (the animation's end point, the drag's home).
        self.home = QPointF()
        self.home_z = Z_CARD
        # Whether hovering or focusing lifts the card (the player's own hand).
        self.liftable = False
        self.lift = 0.0
        self.lifted = False
        # The card laid over this one's right part (set by the layout), if any.
        self.cover: CardItem | None = None
        self._focus_ring = False
        # Squared on a stack (the stock, the discard pile): its highlight rings it outside
        # its face. Inside, the ring took the card's margin and its index nearly touched
        # it; in a fan a ring stays inside, where no neighbour lies under it.
        self.ring_outside = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable)
        self.setAcceptHoverEvents(True)
        self.setZValue(Z_CARD)

    # ---------------------------------------------------------------- state
    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self._face_up:
            self._face_up = face_up
            self.setToolTip(self.accessible_name() if face_up else "")
            self.update()

    def set_highlight(self, highlight: Highlight) -> None:
        if highlight is not self.highlight:
            self.highlight = highlight
            self.update()

    def set_just_drawn(self, drawn: bool) -> None:
        if drawn is not self.just_drawn:
            self.just_drawn = drawn
            self.update()

    def set_size(self, size: QSizeF) -> None:
        if size != self._size:
            self.prepareGeometryChange()
            self._size = QSizeF(size)

    def set_ring_outside(self, outside: bool) -> None:
        if outside is not self.ring_outside:
            self.prepareGeometryChange()
            self.ring_outside = outside
            self.update()

    def size(self) -> QSizeF:
        return QSizeF(self._size)

    def accessible_name(self) -> str:
        """What a screen reader would say: the card's name, or that it is face down."""
        if self._face_up:
            return accessibility.capitalised(accessibility.card_name(self.card))
        return QCoreApplication.translate("Accessibility", "Face-down card")

    def set_lifted(self, lifted: bool) -> None:
        """Raise the card out of the fan (hover or focus), or put it back."""
        lifted = lifted and self.liftable
        if lifted != self.lifted and self.pos() == (self.home if not self.lifted
                                                    else self.home - QPointF(0, self.lift)):
            self.lifted = lifted
            self.setPos(self.home - QPointF(0, self.lift) if lifted else self.home)

    # ---------------------------------------------------------------- painting
    def boundingRect(self) -> QRectF:
        w, h = self._size.width(), self._size.height()
        # The focus ring's 3 units outside the card, or a highlight ring outside it.
        out = max(3.0, math.ceil(self._ring_outset())) if self.ring_outside else 3.0
        return QRectF(-out, -out, w + 2 * out + 1, h + 2 * out + 2)

    def _ring_width(self) -> float:
        return max(2.0, self._size.width() * 0.035)

    def _ring_gap(self) -> float:
        """Between the card's edge and a ring outside it: felt, so the ring reads as
        round the card, not as its border."""
        return max(1.0, self._size.width() * 0.01)

    def _ring_outset(self) -> float:
        return self._ring_gap() + self._ring_width()

    def highlight_ring(self) -> QRectF:
        """Where the highlight's ring is drawn (the middle of its line), in the card's
        coordinates: outside the face for a card on a stack (``ring_outside``), just
        inside its edge otherwise."""
        half = self._ring_width() / 2
        shift = -(self._ring_gap() + half) if self.ring_outside else half
        return QRectF(QPointF(0, 0), self._size).adjusted(shift, shift, -shift, -shift)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        radius = self._size.width() * 0.05
        path.addRoundedRect(QRectF(QPointF(0, 0), self._size), radius, radius)
        return path

    def _uncovered_width(self) -> float:
        """How much of the card, from the left, is not under ``cover``.

        Computed when painting, from where both cards are now, so a moving, lifted or
        dragged neighbour simply uncovers the card. Overlapped hand cards are the bulk of
        a frame's pixels; this keeps the frame within budget.
        """
        cover = self.cover
        width = self._size.width() + SHADOW_X
        if cover is None or not cover.isVisible() or cover.zValue() < self.zValue():
            return width
        mine, theirs = self.pos(), cover.pos()
        dx = theirs.x() - mine.x()
        if theirs.y() != mine.y() or not 0 <= dx < self._size.width():
            return width
        if dx == 0:
            return 0.0  # right under it (a stack): nothing shows
        # A little extra: the covering card's rounded corner shows what is under it.
        return min(width, dx + self._size.width() * 0.06)

    def _risen_off(self) -> QRectF | None:
        """The strip of this card that ``cover``, lifted out of the fan (hovered,
        focused, hinted), has risen off, in the card's coordinates (None: no such strip).
        """
        cover = self.cover
        if (cover is None or not cover.isVisible() or not cover.lifted
                or cover.zValue() < self.zValue()):
            return None
        w, h = self._size.width(), self._size.height()
        mine, theirs = self.pos(), cover.pos()
        left, top = theirs.x() - mine.x(), theirs.y() + cover.size().height() - mine.y()
        if not 0 < left < w or not 0 < top < h:
            return None
        return QRectF(left, top, w - left, h - top)

    def _blank(self, painter: QPainter, strip: QRectF) -> None:
        """The card's plain white inside its border over ``strip``: what a lifted
        neighbour uncovers showed a sliver of this card's upside-down corner index (a
        stray "Z" or "7" under the raised card)."""
        w, h = self._size.width(), self._size.height()
        border = max(1.0, w * 0.01)  # the art's grey edge (1.5 of 250) kept, antialiased
        painter.save()
        painter.setClipRect(strip)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255))
        radius = max(0.0, w * 0.05 - border)
        painter.drawRoundedRect(QRectF(0, 0, w, h).adjusted(border, border, -border, -border),
                                radius, radius)
        painter.restore()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, h = self._size.width(), self._size.height()
        radius = w * 0.05
        ratio = _device_ratio(painter)
        size = QSize(round(w), round(h))
        pixmap = (self._art.face(self.card, size, ratio, shadow=True) if self._face_up
                  else self._art.back(size, ratio, shadow=True))
        visible = self._uncovered_width()
        if visible <= 0:
            return
        if visible < w:
            source = QRectF(0, 0, visible * ratio, pixmap.height())
            painter.drawPixmap(QRectF(0, 0, visible, h + SHADOW_Y), pixmap, source)
        else:
            painter.drawPixmap(QPointF(0, 0), pixmap)
        risen_off = self._risen_off() if self._face_up else None
        if risen_off is not None:
            self._blank(painter, risen_off)
            # The drawn mark stays where it was before the neighbour rose.
            visible = min(visible, risen_off.left() + w * 0.06)
        painter.setPen(Qt.PenStyle.NoPen)
        rect = QRectF(0, 0, w, h)
        if self.highlight is Highlight.DIMMED:
            painter.setBrush(QColor(20, 20, 20, 80))
            painter.drawRoundedRect(rect, radius, radius)
        elif self.highlight is not Highlight.NONE:
            colour = highlight_colour(self.highlight)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            pen = QPen(colour, self._ring_width())
            if self.highlight is Highlight.ADVICE:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            ring = self.highlight_ring()
            # Outside, round the card's corner at the ring's distance from it.
            curve = radius + max(0.0, rect.left() - ring.left())
            painter.drawRoundedRect(ring, curve, curve)
        if self.just_drawn:
            self._paint_drawn_mark(painter, min(visible, w), h)
        if self._focus_ring and self.hasFocus():
            draw_focus_ring(painter, rect, radius)

    def _paint_drawn_mark(self, painter: QPainter, visible: float, h: float) -> None:
        """A bright bar along the card's lower edge, in the part the next card leaves
        showing (clear of the index in the top corner), with a dark rim that keeps it apart
        from the card's own red or black."""
        width = min(visible * 0.8, self._size.width() * 0.5)
        height = max(4.0, h * 0.06)
        tab = QRectF((visible - width) / 2, h - height - h * 0.04, width, height)
        painter.setPen(QPen(QColor(40, 30, 5), 1))
        painter.setBrush(QColor(ACCENT))
        painter.drawRoundedRect(tab, height / 2, height / 2)

    # ---------------------------------------------------------------- hover, focus, keys
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_lifted(True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if not self.hasFocus():
            self.set_lifted(False)

    def focusInEvent(self, event: QFocusEvent) -> None:
        # A focus ring only for keyboard focus; a click shows where it is already.
        self._focus_ring = event.reason() is not Qt.FocusReason.MouseFocusReason
        self.set_lifted(True)
        self.update()

    def keep_focus_lift(self) -> None:
        """Lift the card again if the keyboard is on it: a move of the hand (a discard,
        a draw, a sort) lands every card at its place unlifted, and the card the keys
        moved to kept only its ring, half under its neighbour."""
        if self._focus_ring and self.hasFocus():
            self.set_lifted(True)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._focus_ring = False
        self.set_lifted(False)
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activated.emit(self.card)
            event.accept()
            return
        super().keyPressEvent(event)


class SlotKind(enum.Enum):
    STOCK = "stock"
    PILE = "pile"
    KNOCK = "knock"
    # The player's hand, shown only as a drop target while a drawn card is dragged.
    HAND = "hand"


#: The smallest letters a slot's caption is drawn in: smaller ones could not be read.
MIN_CAPTION_PX = 9


class SlotItem(QGraphicsObject):
    """A place on the felt where cards lie: stock, discard pile or the knock spot.

    Draws an outline with a caption (seen when the place is empty), the stack's thickness
    under the stock, and the glow of a drop target while a card is dragged over it.
    """

    def __init__(self, kind: SlotKind, caption: str) -> None:
        super().__init__()
        self.kind = kind
        self.caption = caption
        self.short_caption = ""
        self._shown = caption
        self._size = QSizeF(71, 100)
        self.depth = 0
        self.target = False
        self.active = False
        self._font = table_font(12)
        # Fitted when first drawn or asked for (``_fitted``): the table sets every slot's
        # size before its first frame, and fitting each caption at the default size first
        # only delayed that frame.
        self._caption_font: QFont | None = None
        self._shade = QColor()
        self.set_felt(DEFAULT_FELT)
        self.setZValue(Z_SLOT)
        cache_rendering(self)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_size(self, size: QSizeF, font_px: float) -> None:
        self.prepareGeometryChange()
        self._size = QSizeF(size)
        self._font = table_font(font_px)
        self._caption_font = None

    def set_felt(self, felt: QColor) -> None:
        """The table's colour: the outline's shade is as dark as the caption needs on it."""
        base = QColor(0, 0, 0, 40 if self.kind is not SlotKind.KNOCK else 70)
        self._shade = felt_shade(base, felt, (TEXT_DIM, ACCENT))
        self.update()

    def set_state(self, *, depth: int | None = None, target: bool | None = None,
                  active: bool | None = None, caption: str | None = None,
                  short_caption: str | None = None) -> None:
        """``short_caption`` is said where ``caption`` would not fit readably."""
        if depth is not None:
            self.depth = depth
        if target is not None:
            self.target = target
        if active is not None:
            self.active = active
        words = (self.caption if caption is None else caption,
                 self.short_caption if short_caption is None else short_caption)
        if words != (self.caption, self.short_caption):
            self.caption, self.short_caption = words
            self._caption_font = None
        self.update()

    def rect(self) -> QRectF:
        return QRectF(QPointF(0, 0), self._size)

    def caption_rect(self) -> QRectF:
        return self.rect().adjusted(6, 6, -6, -6)

    def caption_font(self) -> QFont:
        """The caption's font: the slot's, smaller where a word would not fit across the
        slot or the lines not down it ("Odhazovací hromádka" in a small window)."""
        return self._fitted()

    def shown_caption(self) -> str:
        """The words drawn in the outline: the caption, its short form where the caption
        fits only in letters too small to read, or nothing where neither fits."""
        self._fitted()
        return self._shown

    def _fitted(self) -> QFont:
        if self._caption_font is None:
            self._caption_font = self._fit_caption()
        return self._caption_font

    def _fit_caption(self) -> QFont:
        # Fitted when the size or the caption changes, not at each paint: a drag over the
        # slot repaints it for its glow. At 895x420 the knock spot's "Batida: solte uma
        # carta aqui" fitted only at 7 pixels, too small to read: a shorter text, or none
        # (the outline and the prompt under it say what the spot is for).
        for text in dict.fromkeys(t for t in (self.caption, self.short_caption) if t):
            font = self._fitted_font(text)
            if font is not None:
                self._shown = text
                return font
        self._shown = ""
        return QFont(self._font)

    def _fitted_font(self, text: str) -> QFont | None:
        room = self.caption_rect()
        font = QFont(self._font)
        size = font.pixelSize()
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        while size >= MIN_CAPTION_PX:
            metrics = QFontMetricsF(font)
            widest = max((metrics.horizontalAdvance(w) for w in text.split()), default=0.0)
            if (widest <= room.width()
                    and metrics.boundingRect(room, flags, text).height() <= room.height()):
                return font
            size -= 1
            font.setPixelSize(size)
        return None

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.rect()
        radius = min(rect.width(), rect.height()) * 0.06
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.kind is SlotKind.HAND:
            painter.setPen(QPen(ACCENT, 3))
            painter.setBrush(QColor(250, 200, 70, 40))
            painter.drawRoundedRect(rect, radius, radius)
            return
        # The stock's thickness: a few offset edges, one per 8 cards.
        layers = min(4, (self.depth + 7) // 8)
        for i in range(layers, 0, -1):
            painter.setPen(QPen(QColor(0, 0, 0, 60), 1))
            painter.setBrush(QColor(235, 235, 225))
            painter.drawRoundedRect(rect.translated(i * 1.5, i * 1.5), radius, radius)
        if self.target:
            painter.setPen(QPen(ACCENT, 4))
            painter.setBrush(QColor(250, 200, 70, 60))
            painter.drawRoundedRect(rect.adjusted(-6, -6, 6, 6), radius + 4, radius + 4)
        pen = QPen(ACCENT if self.active else QColor(255, 255, 255, 90), 2,
                   Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(self._shade)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        painter.setFont(self._fitted())
        painter.setPen(ACCENT if self.active else TEXT_DIM)
        painter.drawText(self.caption_rect(),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._shown)


class PillItem(QGraphicsObject):
    """A short text on a rounded translucent background; clickable if asked. On one line,
    or (``set_wrap_width``) on as many lines of about one length as a width asks."""

    clicked = Signal()

    def __init__(self, text: str = "", *, clickable: bool = False) -> None:
        super().__init__()
        self._text = text
        self._font = table_font(13)
        self._colour = TEXT
        # The background as asked (``set_colours``), and as drawn on the felt
        # (``set_felt``): a see-through black made as dark as the words need.
        self._asked_background = QColor(0, 0, 0, 110)
        self._felt = QColor(DEFAULT_FELT)
        self._background = QColor()
        self._shade_background()
        self._wrap_width: float | None = None
        self._lines_cache: tuple[tuple[str, str, float], list[str]] | None = None
        self.clickable = clickable
        self.setZValue(Z_BADGE)
        cache_rendering(self)
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
            self.update()

    def set_font_px(self, px: float, *, bold: bool = False) -> None:
        self.prepareGeometryChange()
        self._font = table_font(px, bold=bold)
        self.update()

    def set_wrap_width(self, width: float | None) -> None:
        """The pill at most ``width`` wide, its text broken into lines of about one length
        where one line is wider (None: one line, however wide)."""
        if width != self._wrap_width:
            self.prepareGeometryChange()
            self._wrap_width = width
            self.update()

    def set_colours(self, text: QColor, background: QColor) -> None:
        self._colour = QColor(text)
        self._asked_background = QColor(background)
        self._shade_background()
        self.update()

    def set_felt(self, felt: QColor) -> None:
        """The table's colour, which a see-through black background is darkened on."""
        self._felt = QColor(felt)
        self._shade_background()
        self.update()

    def background(self) -> QColor:
        """The background as drawn."""
        return QColor(self._background)

    def _shade_background(self) -> None:
        asked = self._asked_background
        # Only a black shade: a coloured one (the refusal's red, the turn's amber) is the
        # prompt's meaning, and its words' colour was chosen with it.
        if asked.rgb() & 0xFFFFFF == 0 and asked.alpha() < 255:
            self._background = felt_shade(asked, self._felt, (self._colour,))
        else:
            self._background = QColor(asked)

    def lines(self) -> list[str]:
        """The text's lines as the pill shows them: one, unless ``set_wrap_width`` asks
        for a narrower pill than one line makes."""
        width = self._wrap_width
        if width is None or not self._text or self.width_of(self._text) <= width:
            return [self._text]
        key = (self._text, self._font.key(), width)
        if self._lines_cache is None or self._lines_cache[0] != key:
            room = max(1.0, width - 2 * self._padding())
            self._lines_cache = key, listed_lines(self._text, self._font, room, balanced=True)
        return self._lines_cache[1]

    def size(self) -> QSizeF:
        lines = self.lines()
        if len(lines) == 1:
            return QSizeF(self.width_of(self._text), QFontMetricsF(self._font).height() * 1.5)
        metrics = QFontMetricsF(self._font)
        widest = max(metrics.horizontalAdvance(line) for line in lines)
        return QSizeF(widest + 2 * self._padding(),
                      metrics.lineSpacing() * (len(lines) - 1) + metrics.height() * 1.5)

    def _padding(self) -> float:
        """The room either side of the words, as a one-line pill's round ends take it."""
        return QFontMetricsF(self._font).height() * 0.45

    def width_of(self, text: str) -> float:
        """The pill's width were it to say ``text`` on one line."""
        metrics = QFontMetricsF(self._font)
        return metrics.horizontalAdvance(text) + 2 * metrics.height() * 0.45

    def boundingRect(self) -> QRectF:
        return QRectF(QPointF(0, 0), self.size())

    def place_centred(self, centre_x: float, top: float) -> None:
        self.setPos(round(centre_x - self.size().width() / 2), round(top))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._text:
            return
        rect = self.boundingRect()
        # A pill's round ends on one line; on more, the corners as round as one line's.
        radius = min(rect.height(), QFontMetricsF(self._font).height() * 1.5) / 2
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._background)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setFont(self._font)
        painter.setPen(self._colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "\n".join(self.lines()))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.clickable and self.boundingRect().contains(event.pos()):
            self.clicked.emit()


class SeatLabelItem(QGraphicsObject):
    """A seat's name plate: name, role badges, score, and what the seat did last."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        # The name as set, and its short form ("Ord. 1"; "": none), which ``fit_width``
        # shows before the type shrinks: "Ordenador 1 Capitán" alone in 8-pixel type ran
        # into the sort buttons (Spanish, 900x600).
        self._whole_name = ""
        self.name_short = ""
        self.badges: list[str] = []
        # The badges as set, and their short forms ("Out" for "Sitting out"; []: none),
        # which ``fit_width`` shows after the short name, before the score goes or the
        # type shrinks: English "Comp. 2 Sitting out Games: 0 · 0 · 0" left the plate
        # beside it on Hollywood's top row no room for its games at 800x600.
        self._whole_badges: list[str] = []
        self.badges_short: list[str] = []
        self.score = ""
        # A shorter form of the score, tried before the score is left out ("" : none).
        self.score_short = ""
        self.note = ""
        # Whether the last fit_width left words out of the note's middle ("robaste …
        # mazo"): readable, but a neighbour that can give up room should do so first.
        self.note_cut = False
        # Whether ``fit_width`` may leave words out of the note's middle: a move keeps its
        # verb and its card ("descartaste … K♦"); a sentence such as the sitter's "you see
        # the captain's cards" read as a riddle cut ("you see the … cards").
        self.note_cuttable = True
        # Whether ``fit_width`` may put the score on a second line rather than leave it
        # out: the sitter's plate beside the hand's result, in the narrow column left of
        # the panel, gave up Hollywood's "Games: 22 · 19 · 0" at 800x600 (and 1024x768),
        # with the felt's height to spare under it.
        self.score_may_wrap = False
        # Whether the score is on that second line now.
        self.score_below = False
        # Whether ``fit_width`` keeps the score (its short form) before the note: Hollywood's
        # games are what the plate is there for, the move in the tooltip and the move log
        # too (the own plate read "Ana Rozdávající odhazujete 9♣", no "Hry: 0 · 0 · 0").
        self.score_first = False
        self.active = False
        self._font_px = 14.0
        self._shade = QColor()
        self.set_felt(DEFAULT_FELT)
        self.setZValue(Z_LABEL)
        cache_rendering(self)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_felt(self, felt: QColor) -> None:
        """The table's colour: the plate's shade is as dark as its words need on it (the
        badges' amber on their lighter patch)."""
        base = QColor(0, 0, 0, 120)
        self._shade = max(felt_shade(base, felt, (TEXT, TEXT_DIM)),
                          felt_shade(base, felt, (ACCENT,), over=(_BADGE_FILL,)),
                          key=QColor.alpha)
        self.update()

    def set_content(self, *, name: str, badges: Sequence[str], score: str, note: str,
                    active: bool, score_short: str = "", note_cuttable: bool = True,
                    name_short: str = "", score_first: bool = False,
                    badges_short: Sequence[str] = ()) -> None:
        """``note_cuttable``: whether a squeezed plate may show the note with words left
        out of its middle (moves), or only whole or not at all; ``name_short``: the name's
        short form, for a plate with no room for it whole; ``score_first``: the score is
        kept before the note (``fit_width``); ``badges_short``: the badges' short forms,
        for a plate with no room for them even beside the short name."""
        self.prepareGeometryChange()
        self.name, self.badges, self.score = name, list(badges), score
        self._whole_badges = list(badges)
        self.badges_short = list(badges_short) if list(badges_short) != list(badges) else []
        self._whole_name, self.name_short = name, name_short
        self.score_short = score_short
        self.note, self.active = note, active
        self.note_cuttable = note_cuttable
        self.score_first = score_first
        self.update()

    def set_font_px(self, px: float) -> None:
        self.prepareGeometryChange()
        self._font_px = px

    def font_px(self) -> float:
        return self._font_px

    def width_with(self, *, score: str | None = None, note: str | None = None) -> float:
        """The plate's width were it to show ``score`` and ``note`` (None: as it does)."""
        shown = self.score, self.note
        self.score = shown[0] if score is None else score
        self.note = shown[1] if note is None else note
        width = self.size().width()
        self.score, self.note = shown
        return width

    def least_whole_width(self) -> float:
        """The plate with its name, badges and latest move alone, whole: what it keeps
        before a neighbour on its row keeps its note whole (the score is in the score pad;
        the latest move is nowhere else at the table)."""
        return self.width_with(score="", note=self._latest_moves(self.note)[-1])

    def latest_move(self) -> str:
        """The note's latest move alone (the whole note where it is one)."""
        return self._latest_moves(self.note)[-1]

    def kept_whole_width(self) -> float:
        """The plate with its score and its latest move alone: what ``fit_width`` keeps
        whole before its score goes, its earlier moves gone first (the move log has them).
        A neighbour on its row measured against the plate with every move gave up its own
        score for moves this plate then dropped."""
        return self.width_with(note=self._latest_moves(self.note)[-1])

    def fit_width(self, width: float) -> None:
        """Shorten the note, then the score (``score_short``), leave out the score, then
        the note, then use smaller type, while the plate is wider than ``width`` (its
        tooltip still says everything).

        ``score_first`` (Hollywood's games): the score, short if need be, stays, the latest
        move beside it cut or left out.

        The note was the first to go: the own plate, squeezed between the deadwood count
        and the sort buttons, showed no move at all (Spanish, 900 pixels wide). It keeps
        its latest moves whole ("descartaste el K♦") before the score goes (the score
        pad has the score, nothing else at the table the last move); then words go from
        its middle ("robaste … mazo"), and it is left out where not even its verb and its
        last word fit.
        """
        note, score, px = self.note, self.score, self._font_px
        scores = [score, self.score_short] if self.score_short else [score]
        self.prepareGeometryChange()
        self.name = self._whole_name or self.name
        self.badges = list(self._whole_badges or self.badges)
        self.note_cut = False
        self.score_below = False
        tries = [(form_of_score, form, False) for form_of_score in scores
                 for form in self._latest_moves(note)]
        if self.score_may_wrap and score:
            tries += [(form_of_score, form, True) for form_of_score in scores
                      for form in self._latest_moves(note)]
        for self.score, self.note, self.score_below in tries:
            if self.size().width() <= width:
                break
        else:
            if not (self.score_first and score
                    and self._fit_score_first(note, scores, width)):
                self._fit_score_last(note, scores, width, px)
        if self.size().width() > width and self.name_short:
            self.name = self.name_short  # the tooltip says it whole
        if self.size().width() > width and self.badges_short:
            self.badges = list(self.badges_short)
        smallest = px * 0.7
        while self.size().width() > width and self._font_px * 0.9 >= smallest:
            self.set_font_px(self._font_px * 0.9)
        self.update()

    def _fit_score_first(self, note: str, scores: Sequence[str], width: float) -> bool:
        """``score_first``: the score beside the whole name (``_fit_beside_score``), else
        beside the short name, before the score goes. The captain's plate at the bottom,
        the person sitting Hollywood's hand out, kept "Computador 2 Capitão" and dropped
        the games, then shortened the name all the same ("Comp. 2 Capitão", es and pt at
        900x600, every language at 800x600), where "Comp. 2 Capitão Jogos: 0 · 0 · 0"
        fitted. Then the short badges too ("Comp. 2 Out Games: 0 · 0 · 0"). False, the
        whole name and badges back, where not even the short forms leave room."""
        if self._fit_beside_score(note, scores, width):
            return True
        whole, badges = self.name, self.badges
        for name, short_badges in self._shorter_heads():
            self.name, self.badges = name, short_badges
            if self._fit_beside_score(note, scores, width):
                return True
        self.name, self.badges = whole, badges
        return False

    def _shorter_heads(self) -> list[tuple[str, list[str]]]:
        """The plate's name and badges in their shorter forms, in the order ``fit_width``
        tries them: the short name, then the short badges beside it (the tooltip says
        them whole)."""
        name = self.name_short or self._whole_name or self.name
        badges = list(self._whole_badges or self.badges)
        heads = [(name, badges)] if name != (self._whole_name or self.name) else []
        if self.badges_short:
            heads.append((name, list(self.badges_short)))
        return heads

    def _fit_beside_score(self, note: str, scores: Sequence[str], width: float) -> bool:
        """``score_first``: a form of the score kept, with the latest move beside it cut to
        the room left (``_cut_note``), else alone; where the score may wrap, then under
        the name (the sitter's plate beside the result panel gave "Ord. 1 Fuera" and no
        "Juegos: 0 · 0 · 0", which fitted under it, at 800x600); False where not even the
        short score fits."""
        for below in (False, True) if self.score_may_wrap else (False,):
            for form in scores:
                self.score_below = False
                cut = self._cut_note(note, width, score=form)
                for self.note in (cut, ""):
                    self.score, self.score_below = form, below
                    if self.size().width() <= width:
                        self.note_cut = bool(self.note) and self.note != note
                        return True
        self.score, self.note, self.score_below = "", "", False
        return False

    def _fit_score_last(self, note: str, scores: Sequence[str], width: float,
                        px: float) -> None:
        """The latest move kept before the score: whole, then cut, then the score alone."""
        tries = [("", form, False) for form in self._latest_moves(note)]
        for self.score, self.note, self.score_below in tries:
            if self.size().width() <= width:
                break
        else:
            self.score_below = False
            # A readable cut of the latest move, in type a little smaller if need be (not
            # below ``PLATE_READABLE_PX``), before the note goes.
            for scale in (s for s in (1.0, 0.9, 0.8)
                          if s == 1.0 or px * s >= PLATE_READABLE_PX):
                self.set_font_px(px * scale)
                self.note = self._cut_note(note, width)
                if self.note and self.size().width() <= width:
                    self.note_cut = True
                    break
            else:
                self.set_font_px(px)
                for self.score, self.note in [(form, "") for form in scores] + [("", "")]:
                    if self.size().width() <= width:
                        break

    @staticmethod
    def _latest_moves(note: str) -> list[str]:
        """The note, then its latest moves without the earlier ones: whole moves, no mark
        where the earlier went (the tooltip has them). Marked, the plate's words began
        with a fragment: Hollywood's own plate gave up "Hry: 0 · 0 · 0" and then read
        "Vy Rozdávající … · odhazujete K♠", the mark taking the room the scores needed."""
        parts = note.split(" · ")
        return [note] + [" · ".join(parts[first:]) for first in range(1, len(parts))]

    def _cut_note(self, note: str, width: float, *, score: str = "") -> str:
        """The latest move in the room a plate ``width`` wide leaves it beside the name
        (and badges): whole where it fits, else words left out of its middle: its first
        words and its last, the card or the place ("descartaste … K♦", "drew from …
        stock"); "" where not even the verb and the last word fit: "… 9♠" or "… pila"
        alone read as a riddle. The whole move comes first: in smaller type it may fit
        where a cut fits, and the ellipsis is no narrower than a one-letter word ("lížete
        … balíčku" for "lížete z balíčku"). A note not ``note_cuttable``: whole or ""."""
        self.score, self.note = "", ""
        room = width - self.size().width() - self._font_px * 0.6
        metrics = QFontMetricsF(self._fonts()[2])
        latest = note.split(" · ")[-1]
        words = latest.split()
        if not self.note_cuttable:
            return latest if metrics.horizontalAdvance(latest) <= room else ""
        forms = [latest] + [" ".join(words[:kept]) + " … " + words[-1]
                            for kept in range(len(words) - 2, 0, -1)
                            if self._cut_head_reads(words[:kept])]
        card = next((i for i, word in enumerate(words[:-1]) if is_card_label(word)), None)
        if card is not None:
            # The card is what the move was about: the place after it goes before it does
            # ("pegou 10♣" rather than "pegou … pilha"), and with no mark of the cut, which
            # took the room of the card ("took … pile" in English at 960 pixels).
            with_card = 1 + len(words) - 2 - card
            forms.insert(with_card, " ".join(words[:card + 1]))
        return next((form for form in forms if metrics.horizontalAdvance(form) <= room), "")

    @staticmethod
    def _cut_head_reads(head: Sequence[str]) -> bool:
        """Whether a cut note's first words (``head``) read as the start of a move: a lone
        word of three letters or fewer is a particle, not the verb ("não … 5♠", "no … 5♠"
        for "não pegou 5♠", the pass read as a riddle on the captain's plate); every move's
        verb in the game's languages is longer ("took", "robó", "bere")."""
        return len(head) > 1 or len(head[0]) > 3

    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        return (table_font(self._font_px * 1.15, bold=True), table_font(self._font_px * 0.85,
                                                                          bold=True),
                table_font(self._font_px))

    def _parts(self) -> list[tuple[str, str]]:
        """(kind, text) in reading order on the plate's first line: name, badges, score
        (unless ``score_below``), note."""
        parts = [("name", self.name)] + [("badge", b) for b in self.badges]
        if self.score and not self.score_below:
            parts.append(("score", self.score))
        if self.note:
            parts.append(("note", self.note))
        return parts

    def _widths(self) -> list[tuple[str, str, float]]:
        name_font, badge_font, text_font = self._fonts()
        fonts = {"name": name_font, "badge": badge_font, "score": text_font, "note": text_font}
        pad = self._font_px * 0.6
        result = []
        for kind, text in self._parts():
            width = QFontMetricsF(fonts[kind]).horizontalAdvance(text)
            if kind == "badge":
                width += pad * 1.4
            result.append((kind, text, width))
        return result

    def size(self) -> QSizeF:
        pad = self._font_px * 0.6
        dot = self._font_px * 0.9
        width = sum(w for _, _, w in self._widths()) + pad * (len(self._parts()) + 1) + dot
        if not self._score_line():
            return QSizeF(width, self._font_px * 2.0)
        below = QFontMetricsF(self._fonts()[2]).horizontalAdvance(self.score) + pad * 2 + dot
        return QSizeF(max(width, below), self._font_px * 3.3)

    def _score_line(self) -> bool:
        """The score is drawn on a second line, under the name."""
        return self.score_below and bool(self.score)

    def boundingRect(self) -> QRectF:
        return QRectF(QPointF(0, 0), self.size()).adjusted(-2, -2, 2, 2)

    def place_centred(self, centre_x: float, top: float) -> None:
        self.setPos(round(centre_x - self.size().width() / 2), round(top))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(QPointF(0, 0), self.size())
        # The first line's height: the plate's, unless the score is on a second line.
        size = QSizeF(rect.width(), self._font_px * 2.0)
        painter.setPen(QPen(ACCENT, 2) if self.active else Qt.PenStyle.NoPen)
        painter.setBrush(self._shade)
        painter.drawRoundedRect(rect, size.height() / 2, size.height() / 2)
        name_font, badge_font, text_font = self._fonts()
        pad = self._font_px * 0.6
        if self._score_line():
            painter.setFont(text_font)
            painter.setPen(TEXT)
            painter.drawText(QRectF(pad + self._font_px * 0.9, size.height() * 0.8,
                                    rect.width(), rect.height() - size.height() * 0.8),
                             Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft,
                             self.score)
        x = pad
        # The turn marker: a filled dot while the seat is to act.
        dot = self._font_px * 0.55
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ACCENT if self.active else QColor(255, 255, 255, 50))
        painter.drawEllipse(QRectF(x, (size.height() - dot) / 2, dot, dot))
        x += self._font_px * 0.9
        for kind, text, width in self._widths():
            if kind == "badge":
                badge = QRectF(x, size.height() * 0.2, width, size.height() * 0.6)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(_BADGE_FILL)
                painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
                painter.setFont(badge_font)
                painter.setPen(ACCENT)
                painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
            else:
                painter.setFont(name_font if kind == "name" else text_font)
                painter.setPen(TEXT if kind != "note" else TEXT_DIM)
                painter.drawText(QRectF(x, 0, width + 1, size.height()),
                                 Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                                 text)
            x += width + pad


class ButtonItem(QGraphicsObject):
    """A push button drawn on the felt (real widgets in a scene are slow to paint)."""

    clicked = Signal()

    def __init__(self, text: str, *, primary: bool = False, checkable: bool = False,
                 choice: bool = False) -> None:
        super().__init__()
        self._text = text
        self._spoken = ""
        self.primary = primary
        # ``choice``: one of a set whose owner says which is checked (the sort buttons): a
        # click leaves ``checked`` alone, so that pressing the chosen one again still acts.
        self.checkable = checkable or choice
        self.choice = choice
        self.checked = False
        # The move a Hint or the sitter's advice names: ringed as an advised card is.
        self.advised = False
        self._hover = False
        self._pressed = False
        self._font_px = 14.0
        # The widest the button may be before its words go on two lines (None: one line
        # whatever its width): a panel too narrow for them in readable type.
        self.wrap_width: float | None = None
        # (text, font size, wrap width, size): the scene asks the bounding rect far more often than
        # either changes (151 times while the window is built), and measuring the text
        # takes a font and its metrics each time.
        self._measured: tuple[str, float, float | None, QSizeF] | None = None
        # The shadow under an unlit button, by the alpha of its white face (at rest, under
        # the pointer, pressed): as dark as the words need on the felt (``set_felt``).
        self._shades: dict[int, QColor] = {}
        self.set_felt(DEFAULT_FELT)
        self.setZValue(Z_BUTTON)
        cache_rendering(self)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable)

    def text(self) -> str:
        return self._text

    def spoken_text(self) -> str:
        """The button's words for a screen reader: its text with any card named in words."""
        return self._spoken or self._text

    def set_text(self, text: str, spoken: str = "") -> None:
        """Show ``text``; ``spoken``: the same with its cards named in words, if it names
        any."""
        self._spoken = spoken
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
            self.update()

    def set_checked(self, checked: bool) -> None:
        if checked != self.checked:
            self.checked = checked
            self.update()

    def set_advised(self, advised: bool) -> None:
        if advised != self.advised:
            self.advised = advised
            self.update()

    def set_font_px(self, px: float) -> None:
        self.prepareGeometryChange()
        self._font_px = px

    def font_px(self) -> float:
        return self._font_px

    def size(self) -> QSizeF:
        measured = self._measured
        key = (self._text, self._font_px, self.wrap_width)
        if measured is None or measured[:3] != key:
            metrics = QFontMetricsF(table_font(self._font_px, bold=True))
            lines = self._shown_text().split("\n")
            size = QSizeF(max(metrics.horizontalAdvance(line) for line in lines)
                          + self._font_px * 2.2,
                          self._font_px * (BUTTON_HEIGHT + 1.25 * (len(lines) - 1)))
            measured = self._measured = (*key, size)
        return QSizeF(measured[3])

    def _shown_text(self) -> str:
        """The words as drawn: on two lines, broken where the wider line is narrowest,
        where one line is wider than ``wrap_width``."""
        metrics = QFontMetricsF(table_font(self._font_px, bold=True))
        pad = self._font_px * 2.2
        words = self._text.split()
        if self.wrap_width is None or len(words) < 2 \
                or metrics.horizontalAdvance(self._text) + pad <= self.wrap_width:
            return self._text
        splits = [(" ".join(words[:cut]), " ".join(words[cut:]))
                  for cut in range(1, len(words))]
        first, second = min(splits, key=lambda pair: max(
            metrics.horizontalAdvance(line) for line in pair))
        return f"{first}\n{second}"

    def boundingRect(self) -> QRectF:
        return QRectF(QPointF(0, 0), self.size()).adjusted(-2, -2, 2, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(QPointF(0, 0), self.size())
        radius = rect.height() * 0.3
        chosen = self.choice and self.checked
        lit = self.primary or (self.checked and not chosen)
        if lit or chosen:
            fill = QColor(_CHOSEN_FACE if chosen else ACCENT)
            if self._hover:
                fill = fill.lighter(112) if lit else QColor(255, 255, 255, 250)
            if self._pressed:
                fill = fill.darker(115)
            text = _CHOSEN_TEXT if chosen else ACCENT_TEXT
        else:
            rest, hover, pressed = _BUTTON_FACES
            fill = QColor(255, 255, 255, hover if self._hover else rest)
            if self._pressed:
                fill = QColor(255, 255, 255, pressed)
            text = TEXT
        if not self.isEnabled():
            fill.setAlpha(40)
            text = TEXT_DIM
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_BUTTON_SHADOW if lit or chosen else
                         self._shades.get(fill.alpha(), self._shades[_BUTTON_FACES[0]]))
        painter.drawRoundedRect(rect.translated(0, 2), radius, radius)
        painter.setBrush(fill)
        # A chosen face is outlined dark: on a light felt a light edge vanished with it.
        edge = (QColor(120, 80, 0, 160) if lit else _CHOSEN_EDGE if chosen
                else QColor(255, 255, 255, 110))
        painter.setPen(QPen(edge, 1.2))
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        if self.advised:
            # Dashed, in the advice colour, as on an advised card (CardItem.paint); on the
            # button's own edge, inside the item's bounds.
            pen = QPen(ADVICE_COLOUR, 3.0)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), radius, radius)
        if self.hasFocus():
            draw_focus_ring(painter, rect, radius, outset=0.0)
        painter.setFont(table_font(self._font_px, bold=True))
        painter.setPen(text)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._shown_text())

    def set_felt(self, felt: QColor) -> None:
        """The table's colour: the words of an unlit button, on its see-through white
        face, read on a light felt too (the shadow under the face darkens)."""
        self._shades = {alpha: felt_shade(_BUTTON_SHADOW, felt, (TEXT,),
                                          over=(QColor(255, 255, 255, alpha),))
                        for alpha in _BUTTON_FACES}
        self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = True
            self.update()
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        inside = self.boundingRect().contains(event.pos())
        self._pressed = False
        self.update()
        if inside and self.isEnabled():
            self.click()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # The second press of a double click is an ordinary press for a button.
        self.mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.click()
            event.accept()
            return
        super().keyPressEvent(event)

    def click(self) -> None:
        """Press the button (from the mouse, a key or a test)."""
        if not self.isVisible() or not self.isEnabled():
            return
        if self.checkable and not self.choice:
            self.set_checked(not self.checked)
        self.clicked.emit()


def _star(centre: QPointF, radius: float) -> QPainterPath:
    """A five-pointed star, point up."""
    path = QPainterPath()
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = math.pi / 2 + i * math.pi / 5
        point = QPointF(centre.x() + r * math.cos(angle), centre.y() - r * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


# A meld or list of cards as the texts write it ("A♦ A♥ A♠", "3♦ 4♦ 5♦").
_CARD_RUN = re.compile(r"(?:10|[2-9AJQK])[♣♦♥♠](?: (?:10|[2-9AJQK])[♣♦♥♠])+")


def unbroken_cards(text: str, font: QFont, width: float) -> str:
    """``text`` with each run of cards that fits on one line of ``width`` held together:
    wrapped between its cards, "it makes a set A♦ A♥" ended a line and "A♠" began the
    next, which read as two things."""
    metrics = QFontMetricsF(font)

    def glued(run: re.Match[str]) -> str:
        whole = run.group(0).replace(" ", "\u00a0")
        return whole if metrics.horizontalAdvance(whole) <= width else run.group(0)

    return _CARD_RUN.sub(glued, text)


#: How a list on the panels parts its items ("You: 28 · Computer 1: 103").
_ITEM_SEPARATOR = " · "


def unbroken_items(text: str, font: QFont, width: float) -> str:
    """``text`` with each item of a list parted by " · " that fits on one line of
    ``width`` held together, its runs of cards otherwise (``unbroken_cards``): the final
    totals wrapped inside a pair, "Computer" ending a line and "2: 31." alone on the next.
    A line breaks after a separator, never before it (``listed_lines`` then drops it); a
    pronoun never parts from its verb (``held_together``)."""
    metrics = QFontMetricsF(font)
    text = held_together(text)

    def held(item: str) -> str:
        whole = item.replace(" ", "\u00a0")
        return whole if metrics.horizontalAdvance(whole) <= width else (
            unbroken_cards(item, font, width))

    # The separator stays with the item before it: a line began "· Computer: 56.".
    return "\u00a0· ".join(held(item) for item in text.split(_ITEM_SEPARATOR))


def listed_lines(text: str, font: QFont, width: float, balanced: bool = False) -> list[str]:
    """``text`` in the lines it wraps into at ``width`` (``balanced``: as ``balanced_lines``
    breaks them), its list items held whole (``unbroken_items``): a wrapped list breaks
    between two items, and the break parts them, not a separator left hanging at the end
    of a line ("Final totals: You: 113 ·" over "Computer 1: 88 · Computer 2: 37.", three
    hands at 1024x600)."""
    held = unbroken_items(text, font, width)
    lines = balanced_lines(held, font, width) if balanced else _wrap(held, font, width)[0]
    return [_without_end_separator(line) for line in lines]


def _without_end_separator(line: str) -> str:
    """``line`` without a list separator at its end (the last of a wrapped list's lines
    ends with its full stop; the others at a separator)."""
    kept = line.rstrip(" \u00a0")
    separator = _ITEM_SEPARATOR.strip()
    if kept.endswith(separator):
        return kept[:-len(separator)].rstrip(" \u00a0")
    return line


def _wrap(text: str, font: QFont, width: float) -> tuple[list[str], float]:
    """``text`` word-wrapped at ``width`` as ``QPainter.drawText`` wraps it: its lines and
    the widest one's width."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    lines: list[str] = []
    widest = 0.0
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()].rstrip())
        widest = max(widest, line.naturalTextWidth())
    layout.endLayout()
    return lines, widest


def balanced_lines(text: str, font: QFont, width: float) -> list[str]:
    """``text`` in as many lines as it takes at ``width``, broken where they come out
    nearest one length: filled to ``width`` first, a title left its last word alone
    ("Final totals: … Computer 2:" then "31.")."""
    lines, widest = _wrap(text, font, width)
    if len(lines) < 2 or widest > width:
        return lines
    low, high = widest / len(lines), widest  # too narrow; wide enough
    while high - low > 0.5:
        middle = (low + high) / 2
        trial, trial_widest = _wrap(text, font, middle)
        if len(trial) == len(lines) and trial_widest <= middle:
            high = middle
        else:
            low = middle
    return _wrap(text, font, high)[0]


def _wrapped_height(text: str, font: QFont, width: float) -> float:
    return QFontMetricsF(font).boundingRect(
        QRectF(0, 0, width, 10000), Qt.TextFlag.TextWordWrap,
        unbroken_items(text, font, width)).height()


def _cut_to(text: str, font: QFont, width: float, height: float) -> str:
    """``text``, or its longest run of first words with "…" that wraps within ``height``
    ("" when not even one word does)."""
    if _wrapped_height(text, font, width) <= height:
        return text
    words = text.split(" ")
    kept, most = 0, len(words) - 1  # words kept: the most that fit, found by halving
    while kept < most:
        middle = (kept + most + 1) // 2
        if _wrapped_height(" ".join(words[:middle]) + "…", font, width) <= height:
            kept = middle
        else:
            most = middle - 1
    return " ".join(words[:kept]) + "…" if kept else ""


class PanelItem(QGraphicsObject):
    """A message panel on the table: the hand's result, the match's end, advice.

    Holds a title, a few lines of text and a row of ``ButtonItem`` children. With a
    ``tail`` it is drawn as a speech bubble pointing left (the advice panel).
    """

    def __init__(self, *, tail: bool = False) -> None:
        super().__init__()
        self.title = ""
        self.lines: list[str] = []
        # The title and lines for a screen reader, when they name cards (else the shown ones).
        self.spoken: tuple[str, list[str]] | None = None
        self.tail = tail
        self._width = 420.0
        self._font_px = 14.0
        self.buttons: list[ButtonItem] = []
        self.accent = ACCENT
        # An announcement (the match's end): the title on a band of the accent colour
        # between two stars, and the first line as a headline under it.
        self.banner = False
        # The text's room, when set: a one-line title and this many lines, whatever the
        # panel says, so that its size and its buttons stay put from turn to turn (the
        # advice bubble). A longer text is cut with "…", whole in the tooltip and for a
        # screen reader.
        self.box_lines: int | None = None
        # At least as tall as a one-line title and this many lines, when set: a bubble
        # with a word or two still reads as a bubble (the advice bubble), while a longer
        # text makes it taller, no more than its words need.
        self.least_lines: int | None = None
        # At least this tall in all, when set: the advice bubble keeps the height a longer
        # answer gave it, so that its buttons, at the bottom, stay where the hand has been
        # clicking them.
        self.least_height: float | None = None
        # The buttons' type size, when it is not the text's (the text may shrink to fit).
        self.button_font_px: float | None = None
        # Narrow margins and a smaller title: on a short table the words need the room
        # more than the frame does (the buttons keep their place at the bottom).
        self.compact = False
        self._full: tuple[str, list[str]] = ("", [])
        # What the panel would say with room for it (``set_content``'s ``whole``).
        self._whole: tuple[str, list[str]] = ("", [])
        self.setZValue(Z_PANEL)
        cache_rendering(self)

    def set_content(self, title: str, lines: Sequence[str], *, accent: QColor | None = None,
                    banner: bool = False,
                    spoken: tuple[str, Sequence[str]] | None = None,
                    whole: tuple[str, Sequence[str]] | None = None) -> None:
        """Show ``title`` and ``lines``; ``spoken``: the whole text with its cards named in
        words, when it names any; ``whole``: the whole text, when ``title`` and ``lines``
        are a shortened form of it (then it is in the tooltip, and for a screen reader)."""
        self.prepareGeometryChange()
        self._full = (title, [line for line in lines if line])
        self._whole = self._full if whole is None else (whole[0], [x for x in whole[1] if x])
        self.spoken = None if spoken is None else (spoken[0], [x for x in spoken[1] if x])
        self.banner = banner
        if accent is not None:
            self.accent = QColor(accent)
        self._fit()
        self._place_buttons()
        self.update()

    def _fit(self) -> None:
        """Show the text given, or in a box as much of it as fits there (see ``box_lines``)."""
        title, lines = self._full
        box = self.box_lines
        self.title, self.lines = (title, lines) if box is None else self._boxed(box)
        cut = (self.title, self.lines) != self._whole
        self.setToolTip("\n".join([self._whole[0], *self._whole[1]]) if cut else "")
        if cut and self.spoken is None:
            self.spoken = self._whole

    def _boxed(self, box_lines: int) -> tuple[str, list[str]]:
        """The title and lines cut to a box of ``box_lines`` lines: the last one shown
        ends with "…"."""
        title, lines = self._full
        inner = self._width - 2 * self._pad()
        room = self._box_height(box_lines)
        shown_title = _cut_to(title, self._title_font(), inner, room)
        room -= _wrapped_height(shown_title, self._title_font(), inner) + self._title_gap()
        shown: list[str] = []
        plain = table_font(self._font_px)
        for line in lines:
            part = _cut_to(line, plain, inner, room)
            if part:
                shown.append(part)
                room -= _wrapped_height(part, plain, inner) + self._font_px * 0.3
            if part != line:
                break
        return shown_title, shown

    def _box_height(self, count: int) -> float:
        """The text's height in a box of a one-line title and ``count`` lines."""
        spacing = QFontMetricsF(table_font(self._font_px)).lineSpacing()
        return (QFontMetricsF(self._title_font()).lineSpacing() + self._title_gap()
                + count * spacing + self._font_px * 0.3 * 2)

    def font_px(self) -> float:
        """The lines' type size, in pixels (the title's is larger)."""
        return self._font_px

    def set_metrics(self, width: float, font_px: float) -> None:
        self.prepareGeometryChange()
        self._width = width
        self._font_px = font_px
        for button in self.buttons:
            self._button_within(button, self.button_font_px or font_px)
        self._fit()
        self._place_buttons()

    def _button_within(self, button: ButtonItem, px: float) -> None:
        """``button`` in type ``px``, smaller where its words are wider than the panel:
        the sitter's bubble, narrow beside the stock, had "Let the captain decide" stick
        out of both its sides in a desktop's larger type. Not below ``PLATE_READABLE_PX``
        (unless ``px`` is): there its words go on two lines ("Nechat rozhodnout
        kapitána" read in 6-pixel type at 800x600, Czech)."""
        inner = self._width - 2 * self._pad()
        least = min(px, max(px * 0.6, PLATE_READABLE_PX))
        button.prepareGeometryChange()
        button.wrap_width = None
        button.set_font_px(px)
        while button.size().width() > inner and button.font_px() * 0.95 >= least:
            button.set_font_px(button.font_px() * 0.95)
        if button.size().width() > inner:
            button.wrap_width = inner

    def add_button(self, button: ButtonItem) -> ButtonItem:
        button.setParentItem(self)
        button.set_font_px(self._font_px)
        self.buttons.append(button)
        self._place_buttons()
        return button

    def _pad(self) -> float:
        return self._font_px * (0.6 if self.compact else 1.1)

    def _tail_h(self) -> float:
        return self._font_px * 0.9 if self.tail else 0.0

    def _title_font(self) -> QFont:
        scale = 1.6 if self.banner else (1.15 if self.compact else 1.35)
        return table_font(self._font_px * scale, bold=True)

    def _title_gap(self) -> float:
        return self._font_px * (0.3 if self.compact else 0.5)

    def _star_size(self) -> float:
        return self._font_px * 1.5 if self.banner else 0.0

    def _title_width(self) -> float:
        """The title's room across (between the stars on a banner)."""
        return self._width - 2 * self._pad() - 2 * (self._star_size() * 1.3)

    def _title_height(self) -> float:
        """The title's wrapped height."""
        return _wrapped_height(self.title, self._title_font(), self._title_width())

    def title_lines(self) -> list[str]:
        """The title's lines as painted: balanced, as a heading's are."""
        font, width = self._title_font(), self._title_width()
        return listed_lines(self.title, font, width, balanced=True)

    def headline_lines(self) -> list[str]:
        """A banner's headline (its first line, the final totals) as painted: balanced, as
        the title over it is; [] when there is none."""
        if not self.banner or not self.lines:
            return []
        font, width = self._line_fonts()[0], self._width - 2 * self._pad()
        return listed_lines(self.lines[0], font, width, balanced=True)

    def _band_height(self) -> float:
        return self._title_height() + self._font_px * 1.2

    def _line_fonts(self) -> list[QFont]:
        """Each line's font: on a banner the first (the final score) is a bold headline."""
        plain = table_font(self._font_px)
        if not self.banner:
            return [plain] * len(self.lines)
        return [table_font(self._font_px * 1.2, bold=True)] + [plain] * (len(self.lines) - 1)

    def _text_height(self) -> float:
        if self.box_lines is not None:
            return self._box_height(self.box_lines)
        inner = self._width - 2 * self._pad()
        height = 0.0
        if self.title and self.banner:
            # The band starts at the panel's top edge, not at the padding.
            height += self._band_height() + self._font_px * 0.7 - self._pad()
        elif self.title:
            height += self._title_height() + self._title_gap()
        for line, font in zip(self.lines, self._line_fonts(), strict=True):
            height += _wrapped_height(line, font, inner) + self._font_px * 0.3
        if self.least_lines is not None:
            return max(height, self._box_height(self.least_lines))
        return height

    def size(self) -> QSizeF:
        unit = self.button_font_px or self._font_px
        height = self._text_height() + self._pad() + unit * 1.1 + self._tail_h()
        for row in self._button_rows():
            height += max(b.size().height() for b in row) + unit * 0.6
        if self.least_height is not None:
            height = max(height, self.least_height)
        return QSizeF(self._width, height)

    def _button_rows(self) -> list[list[ButtonItem]]:
        """The visible buttons in rows that fit the panel's width (the last row first
        filled; a narrow panel or a long translation wraps instead of overflowing)."""
        inner = self._width - 2 * self._pad()
        gap = self._font_px * 0.6
        rows: list[list[ButtonItem]] = []
        width = 0.0
        for button in reversed([b for b in self.buttons if b.isVisibleTo(self)]):
            wide = button.size().width()
            if rows and width + gap + wide <= inner:
                rows[0].insert(0, button)
                width += gap + wide
            else:
                rows.insert(0, [button])
                width = wide
        return rows

    def _place_buttons(self) -> None:
        rows = self._button_rows()
        if not rows:
            return
        size = self.size()
        # In the buttons' type: where a smaller text leaves them, at the same place.
        unit = self.button_font_px or self._font_px
        gap = unit * 0.6
        y = size.height() - unit * 1.1
        for row in reversed(rows):
            y -= max(b.size().height() for b in row)
            total = sum(b.size().width() for b in row) + gap * (len(row) - 1)
            x = (size.width() - total) / 2
            for button in row:
                button.setPos(round(x), round(y))
                x += button.size().width() + gap
            y -= gap

    def spoken_title(self) -> str:
        return self.spoken[0] if self.spoken is not None else self.title

    def spoken_lines(self) -> list[str]:
        return self.spoken[1] if self.spoken is not None else self.lines

    def show_buttons(self, *buttons: ButtonItem) -> None:
        """Show only ``buttons`` of the panel's buttons."""
        self.prepareGeometryChange()
        for button in self.buttons:
            button.setVisible(button in buttons)
        self._place_buttons()

    def boundingRect(self) -> QRectF:
        return QRectF(QPointF(0, 0), self.size()).adjusted(-4, -4, 4, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.size()
        tail = self._tail_h()
        body = QRectF(0, tail, size.width(), size.height() - tail)
        path = QPainterPath()
        radius = self._font_px * 0.8
        path.addRoundedRect(body, radius, radius)
        if self.tail:
            # A speech bubble: the point is up and to the left, towards the speaker.
            left = self._font_px * 1.6
            tip = QPainterPath()
            tip.moveTo(left, tail + 1)
            tip.lineTo(left + self._font_px * 0.3, 0)
            tip.lineTo(left + self._font_px * 1.3, tail + 1)
            tip.closeSubpath()
            path = path.united(tip)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawPath(path.translated(0, 4))
        painter.setBrush(PANEL)
        painter.setPen(QPen(PANEL_EDGE, 1))
        painter.drawPath(path)
        painter.setPen(QPen(self.accent, 3))
        if not self.tail and not self.banner:
            painter.drawLine(QPointF(body.left() + radius, 1.5),
                             QPointF(body.right() - radius, 1.5))
        pad = self._pad()
        x = pad
        inner = size.width() - 2 * pad
        y = pad + tail
        if self.title and self.banner:
            y = self._paint_banner(painter, body, radius)
        elif self.title:
            painter.setFont(self._title_font())
            painter.setPen(self.accent)
            height = self._title_height()
            painter.drawText(QRectF(x, y, inner, height),
                             Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft,
                             "\n".join(self.title_lines()))
            y += height + self._title_gap()
        align = Qt.AlignmentFlag.AlignLeft
        for index, (line, font, wrapped) in enumerate(zip(
                self.lines, self._line_fonts(), self.painted_lines(), strict=True)):
            headline = self.banner and index == 0
            painter.setFont(font)
            painter.setPen(TEXT)
            height = _wrapped_height(line, font, inner)
            painter.drawText(QRectF(x, y, inner, height), Qt.TextFlag.TextWordWrap
                             | (Qt.AlignmentFlag.AlignHCenter if headline else align),
                             "\n".join(wrapped))
            y += height + self._font_px * (0.6 if headline else 0.3)

    def painted_lines(self) -> list[list[str]]:
        """Each of the lines under the title as painted: the lines it wraps into."""
        inner = self._width - 2 * self._pad()
        return [self.headline_lines() if self.banner and index == 0
                else listed_lines(line, font, inner)
                for index, (line, font) in enumerate(zip(self.lines, self._line_fonts(),
                                                         strict=True))]

    def _paint_banner(self, painter: QPainter, body: QRectF, radius: float) -> float:
        """The title on a band of the accent colour between two stars; returns where the
        lines below it start."""
        band = QRectF(body.left(), body.top(), body.width(), self._band_height())
        shape = QPainterPath()
        shape.addRoundedRect(band.adjusted(0, 0, 0, radius), radius, radius)
        clip = QPainterPath()
        clip.addRect(band)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.accent)
        painter.drawPath(shape.intersected(clip))
        star = self._star_size()
        ink = QColor(16, 28, 22)
        painter.setBrush(ink)
        middle = band.center().y()
        for cx in (band.left() + self._pad() + star / 2, band.right() - self._pad() - star / 2):
            painter.drawPath(_star(QPointF(cx, middle), star / 2))
        side = self._pad() + star * 1.3
        painter.setFont(self._title_font())
        painter.setPen(ink)
        painter.drawText(QRectF(band.left() + side, band.top(), band.width() - 2 * side,
                                band.height()),
                         Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter,
                         "\n".join(self.title_lines()))
        return band.bottom() + self._font_px * 0.7

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A panel is solid: clicks on it do not reach the cards under it.
        event.accept()


class PileFanItem(QGraphicsObject):
    """The whole discard pile fanned out, bottom card first (shown over the table)."""

    #: The fan's cards as a share of the size given (``set_cards``), and each card's step
    #: as a share of a fan card's width.
    CARD_SHARE = 0.62
    STEP_SHARE = 0.42

    @classmethod
    def row_width(cls, count: int, card_w: float) -> float:
        """How wide ``count`` cards of the size ``card_w`` lie in one row of the fan."""
        shown = card_w * cls.CARD_SHARE
        return shown + shown * cls.STEP_SHARE * max(0, count - 1)

    def __init__(self, art: CardArt) -> None:
        super().__init__()
        self._art = art
        self.cards: list[Card] = []
        self._card = QSizeF(50, 70)
        self._step = 20.0
        self._per_row = 13
        self._font_px = 13.0
        self.title = ""
        #: Painted without the panels' see-through: over a name plate, its words showed
        #: through beside the cards (the sitter's cards out of play shown large).
        self.opaque = False
        self.setZValue(Z_OVERLAY)
        cache_rendering(self)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_cards(self, cards: Sequence[Card], title: str, card_size: QSizeF, font_px: float,
                  max_width: float) -> None:
        self.prepareGeometryChange()
        self.cards = list(cards)
        self.title = title
        share = self.CARD_SHARE
        self._card = QSizeF(round(card_size.width() * share), round(card_size.height() * share))
        self._font_px = font_px
        self._step = self._card.width() * self.STEP_SHARE
        usable = max_width - 2 * self._pad() - self._card.width()
        self._per_row = max(1, int(usable // self._step) + 1)
        self.update()

    def _pad(self) -> float:
        return self._font_px * 0.9

    def _rows(self) -> int:
        return max(1, (len(self.cards) + self._per_row - 1) // self._per_row)

    def size(self) -> QSizeF:
        in_row = min(len(self.cards), self._per_row)
        width = self._card.width() + self._step * max(0, in_row - 1) + 2 * self._pad()
        title_w = QFontMetricsF(table_font(self._font_px, bold=True)).horizontalAdvance(
            self.title) + 2 * self._pad()
        rows = self._rows()
        height = (self._font_px * 1.8 + self._card.height()
                  + (rows - 1) * self._card.height() * 0.55 + 2 * self._pad())
        return QSizeF(max(width, title_w), height)

    def boundingRect(self) -> QRectF:
        return QRectF(QPointF(0, 0), self.size()).adjusted(-2, -2, 2, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.size()
        rect = QRectF(QPointF(0, 0), size)
        painter.setPen(QPen(PANEL_EDGE, 1))
        painter.setBrush(QColor(PANEL.rgb()) if self.opaque else PANEL)
        painter.drawRoundedRect(rect, self._font_px * 0.7, self._font_px * 0.7)
        pad = self._pad()
        painter.setFont(table_font(self._font_px, bold=True))
        painter.setPen(ACCENT)
        painter.drawText(QRectF(pad, pad * 0.6, size.width() - 2 * pad, self._font_px * 1.6),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
        ratio = _device_ratio(painter)
        px = QSize(round(self._card.width()), round(self._card.height()))
        top = pad + self._font_px * 1.8
        for i, card in enumerate(self.cards):
            row, col = divmod(i, self._per_row)
            pos = QPointF(pad + col * self._step, top + row * self._card.height() * 0.55)
            painter.drawPixmap(pos, self._art.face(card, px, ratio))
