"""A row of cards face up, for dialogs (the hand review, the rest of the deck).

Each card may carry a mark: a coloured ring and a short caption under it ("your choice",
"from the pile"). The faces come from the table's ``CardArt``, in the player's deck style,
rendered at the screen's pixel ratio.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from gin_desktop.engine import Card

from ..accessibility import card_name, list_separator
from ..contrast import SMALL_TEXT_CONTRAST, readable
from ..focus_frame import draw_focus_frame
from ..i18n import translate as _tr
from ..table.art import CardArt

#: Card width to height, as the table draws them.
_ASPECT = 1.4
#: The space between two cards side by side.
_GAP = 6
#: A caption wraps to stay under its own card: wider, it ran under the next card's caption
#: and was cut at both ends ("rom the pilerom the pile").
_CAPTION_FLAGS = (Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                  | Qt.TextFlag.TextWordWrap)
#: The least space between two captions on one line.
_CAPTION_SPACE = 4


class CardRow(QWidget):
    """Cards in a row, overlapping when the row is narrow."""

    def __init__(self, art: CardArt, card_width: int = 54, parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent)
        self._art = art
        self._card_w = card_width
        self._cards: tuple[Card, ...] = ()
        self._marks: dict[Card, tuple[QColor, str]] = {}
        self._spoken = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(self._height())

    def _card_h(self) -> int:
        return round(self._card_w * _ASPECT)

    def _height(self) -> int:
        # A line under the cards only for a caption to go in: the stock's rows have none,
        # and two empty lines made the rest of the deck too tall for a small screen.
        boxes = self._caption_boxes()
        if not boxes:
            return self._card_h() + 6
        return round(max(box.bottom() for box, _colour, _caption in boxes)) + 5

    def _caption_room(self) -> int:
        """How wide a caption may be: its card and the gap's middle on either side."""
        return self._card_w + _GAP - 2

    def _step(self) -> float:
        """From one card's left edge to the next's: less than a card in a narrow row."""
        count = len(self._cards)
        if count < 2:
            return 0.0
        return min(self._card_w + float(_GAP), (self.width() - self._card_w - 4) / (count - 1))

    def _caption_boxes(self) -> list[tuple[QRectF, QColor, str]]:
        """Each caption's place: under its card, inside the row, and lower than a caption it
        would run into. Side by side in a narrow row, the cards overlap and two captions
        shared the same few pixels ("compradavocê"); and a word wider than its card
        was cut at both ends."""
        boxes: list[tuple[QRectF, QColor, str]] = []
        step, room = self._step(), self._caption_room()
        metrics = self.fontMetrics()
        for i, card in enumerate(self._cards):
            colour, caption = self._marks.get(card, (QColor(), ""))
            if not caption:
                continue
            size = metrics.boundingRect(QRect(0, 0, room, 10_000), int(_CAPTION_FLAGS),
                                        caption).size()
            centre = 2 + i * step + self._card_w / 2
            left = max(0.0, min(centre - size.width() / 2, self.width() - size.width()))
            box = QRectF(left, self._card_h() + 5, size.width(), size.height())
            while clash := next((other for other, _c, _t in boxes if other.intersects(
                    box.adjusted(-_CAPTION_SPACE, 0, _CAPTION_SPACE, 0))), None):
                box.moveTop(clash.bottom() + 1)
            boxes.append((box, colour, caption))
        return boxes

    def set_cards(self, cards: Sequence[Card], marks: dict[Card, tuple[QColor, str]] | None
                  = None, spoken: Mapping[Card, str] | None = None) -> None:
        """Show ``cards``; ``marks`` rings some of them in a colour, with a caption;
        ``spoken``: a marked card's mark as a screen reader says it, where the caption is
        too short to be heard alone ("you" under the card chosen: "your choice"); by
        default the caption."""
        self._cards = tuple(cards)
        self._marks = dict(marks or {})
        # A screen reader says the cards' names, not the symbols drawn on them, and each
        # mark with its card: the caption is painted, and was heard nowhere.
        heard = {card: (spoken or {}).get(card) or caption
                 for card, (_colour, caption) in self._marks.items()}
        self._spoken = list_separator().join(
            _tr("{card} ({mark})").format(card=card_name(card), mark=heard[card])
            if heard.get(card) else card_name(card) for card in self._cards)
        self.setAccessibleName(self._spoken)
        self.setMinimumHeight(self._height())
        self.updateGeometry()
        self.update()

    def spoken_cards(self) -> str:
        """The cards in words, each with its mark, as the row's accessible name says them."""
        return self._spoken

    def cards(self) -> tuple[Card, ...]:
        return self._cards

    def card_width(self) -> int:
        return self._card_w

    def set_card_width(self, width: int) -> None:
        """Draw the cards ``width`` pixels wide (the row's height follows)."""
        if width == self._card_w:
            return
        self._card_w = width
        self.setMinimumHeight(self._height())
        self.updateGeometry()
        self.update()

    def extra_height(self) -> int:
        """The row's height besides its cards' (the space and the captions under them)."""
        return self._height() - self._card_h()

    def widest_card(self, width: int, count: int | None = None) -> int:
        """The widest cards that lie side by side, apart, in a row ``width`` wide: of its
        own cards, or of ``count`` cards (a row whose cards change, sized for the most)."""
        count = len(self._cards) if count is None else count
        return (width - 4 + _GAP) // max(1, count) - _GAP

    def sizeHint(self) -> QSize:
        count = max(1, len(self._cards))
        return QSize(min(900, count * (self._card_w + _GAP)), self._height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Narrower, the cards overlap more, and captions may need a line more.
        self.setMinimumHeight(self._height())

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._cards:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_focus_frame(painter, self)  # a row that takes the focus (the rest of the deck)
        w, h = self._card_w, self._card_h()
        step = self._step()
        ratio = self.devicePixelRatioF()
        size = QSize(w, h)
        for i, card in enumerate(self._cards):
            x = 2 + i * step
            painter.drawPixmap(QPointF(x, 2), self._art.face(card, size, ratio))
            mark = self._marks.get(card)
            if mark is None:
                continue
            painter.setPen(QPen(mark[0], 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(x - 1, 1, w + 2, h + 2), 5, 5)
        for box, colour, caption in self._caption_boxes():
            # Darkened for a light window, lightened again where that is too dark to read.
            ground = self.palette().color(self.backgroundRole())
            painter.setPen(readable(colour.darker(140), ground, SMALL_TEXT_CONTRAST))
            painter.drawText(box, _CAPTION_FLAGS, caption)
        painter.end()
