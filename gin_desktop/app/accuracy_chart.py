"""The statistics window's accuracy chart: points lost per decision, match by match.

Each point is one match's reviewed hands (``Statistics.accuracy``): the expected points the
person's decisions gave away against the best choice, divided by the number of decisions.
Lower is better; the line falling over time is a player improving.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget

from .statistics import AccuracyPoint
from .i18n import translate as _tr


def nice_top(value: float) -> float:
    """A round upper bound for the axis: 1, 2 or 5 times a power of ten, at least ``value``."""
    if value <= 0:
        return 1.0
    power = 10 ** math.floor(math.log10(value))
    for step in (1, 2, 5, 10):
        if step * power >= value:
            return float(step * power)
    return float(10 * power)


class AccuracyChart(QWidget):
    """A line of points lost per decision, oldest match on the left, with labelled axes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("accuracy_chart")
        self._points: tuple[AccuracyPoint, ...] = ()
        self.setMinimumHeight(190)
        self.setAccessibleName(_tr("Chart of points lost per decision"))

    def set_points(self, points: Sequence[AccuracyPoint]) -> None:
        self._points = tuple(points)
        if self._points:
            last = self._points[-1]
            self.setToolTip(_tr("Points lost per decision in each of your last {count} "
                               "reviewed matches; the last: {value}").format(
                count=len(self._points),
                value=QLocale().toString(last.per_decision, "f", 2)))
        else:
            self.setToolTip("")
        self.update()

    def points(self) -> tuple[AccuracyPoint, ...]:
        return self._points

    def sizeHint(self) -> QSize:
        return QSize(420, 210)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        metrics = self.fontMetrics()
        line_h = metrics.height()
        if not self._points:
            painter.setPen(text)
            painter.drawText(QRectF(self.rect()).adjusted(8, 8, -8, -8),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             _tr("The chart appears once a hand of yours has been reviewed"))
            return
        top_value = nice_top(max(p.per_decision for p in self._points))
        locale = QLocale()
        # 1 and 5 split in fifths, 2 in quarters: every tick a round number.
        parts = 4 if round(top_value / 10 ** math.floor(math.log10(top_value))) == 2 else 5
        step = top_value / parts
        decimals = max(0, -math.floor(math.log10(step) + 1e-9))
        ticks = [step * i for i in range(parts + 1)]
        tick_texts = [locale.toString(t, "f", decimals) for t in ticks]
        left = 10 + max(metrics.horizontalAdvance(t) for t in tick_texts) + 6
        # The y axis is named above it, the x axis below: both stay readable at any size.
        area = QRectF(left, 10 + line_h * 1.3, self.width() - left - 12,
                      self.height() - 18 - 2.6 * line_h)
        grid = QColor(text)
        grid.setAlpha(50)
        for value, label in zip(ticks, tick_texts, strict=True):
            y = area.bottom() - area.height() * value / top_value
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - line_h / 2, left - 6, line_h),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        painter.setPen(QPen(text, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())
        # The axes' names.
        painter.drawText(QRectF(area.left(), area.bottom() + 4 + line_h * 0.2, area.width(),
                                line_h * 1.2), Qt.AlignmentFlag.AlignCenter,
                         _tr("Matches, oldest to newest"))
        painter.drawText(QRectF(4, 4, self.width() - 8, line_h * 1.2),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         _tr("Points lost per decision"))
        count = len(self._points)
        slot = area.width() / count
        path = QPainterPath()
        dots: list[QPointF] = []
        for i, point in enumerate(self._points):
            at = QPointF(area.left() + (i + 0.5) * slot,
                         area.bottom() - area.height() * point.per_decision / top_value)
            dots.append(at)
            if i == 0:
                path.moveTo(at)
            else:
                path.lineTo(at)
        accent = palette.color(QPalette.ColorRole.Highlight)
        painter.setPen(QPen(accent, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setBrush(accent)
        for at in dots:
            painter.drawEllipse(at, 3.0, 3.0)
        painter.end()


__all__ = ["AccuracyChart", "nice_top"]
