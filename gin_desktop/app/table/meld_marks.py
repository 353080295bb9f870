"""A bar under each meld in the own hand: the melds lying together were told from the
deadwood only by the slightly wider gaps between them, and a newcomer could not see which
cards counted as deadwood until a knock greyed them (s67). The bars lie in the gap between
the cards and the row of words under them, so they cover nothing; a screen reader hears
the same from each card's words ("in a run")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..contrast import GRAPHIC_CONTRAST, clearest
from .items import Z_LABEL
from .shade import DEFAULT_FELT

# How much of the bar's colour covers the felt: a mark, quieter than the cards.
_ALPHA = 200


class MeldMarks(QGraphicsItem):
    """The bars, one per meld lying together (``show_bars``); none: hidden."""

    def __init__(self) -> None:
        super().__init__()
        self._bars: list[QRectF] = []
        self._colour = QColor()
        self.set_felt(DEFAULT_FELT)
        self.setZValue(Z_LABEL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_felt(self, felt: QColor) -> None:
        """White on a dark table colour, black on a light one (a table colour is the
        person's choice): a white bar was gone on a pale felt."""
        colour = clearest(QColor("white"), felt, GRAPHIC_CONTRAST)
        colour.setAlpha(_ALPHA)
        self._colour = colour
        self.update()

    def colour(self) -> QColor:
        return QColor(self._colour)

    def bars(self) -> list[QRectF]:
        return list(self._bars)

    def show_bars(self, bars: Sequence[QRectF]) -> None:
        if list(bars) == self._bars:
            self.setVisible(bool(bars))
            return
        self.prepareGeometryChange()
        self._bars = list(bars)
        self.setVisible(bool(bars))
        self.update()

    def boundingRect(self) -> QRectF:
        whole = QRectF()
        for bar in self._bars:
            whole = whole.united(bar)
        return whole

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._colour)
        for bar in self._bars:
            painter.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2)


__all__ = ["MeldMarks"]
