"""Axes for the statistics window's charts: round tick values, their labels in the player's
locale, and the grid drawn behind the data."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen


def nice_step(span: float, parts: int) -> float:
    """The smallest of 1, 2 or 5 times a power of ten that cuts ``span`` in at most
    ``parts`` steps."""
    if span <= 0 or parts <= 0:
        return 1.0
    rough = span / parts
    power = 10 ** math.floor(math.log10(rough))
    for factor in (1, 2, 5, 10):
        if factor * power >= rough * (1 - 1e-9):
            return float(factor * power)
    return float(10 * power)


@dataclass(frozen=True)
class Axis:
    """A value axis from ``low`` to ``high`` in steps of ``step`` (both multiples of it)."""

    low: float
    high: float
    step: float

    @staticmethod
    def around(low: float, high: float, parts: int = 4, whole: bool = False) -> Axis:
        """An axis that holds ``low``..``high`` and 0, in at most about ``parts`` round steps
        (whole numbers only when ``whole``)."""
        low, high = min(low, 0.0), max(high, 0.0)
        if high - low <= 0:
            high = 1.0
        step = nice_step(high - low, parts)
        if whole:
            step = max(1.0, step)
        return Axis(math.floor(low / step + 1e-9) * step, math.ceil(high / step - 1e-9) * step,
                    step)

    def ticks(self) -> list[float]:
        count = round((self.high - self.low) / self.step)
        return [self.low + self.step * i for i in range(count + 1)]

    def decimals(self) -> int:
        return max(0, -math.floor(math.log10(self.step) + 1e-9))

    def labels(self, locale: QLocale, signed: bool = False) -> list[str]:
        """Each tick in the locale's digits ("0,5"); ``signed``: "+20" above zero."""
        texts = []
        for value in self.ticks():
            text = locale.toString(abs(value) if signed else value, "f", self.decimals())
            if signed and round(value, 9) > 0:
                text = "+" + text
            elif signed and round(value, 9) < 0:
                text = "−" + text
            texts.append(text)
        return texts

    def y(self, value: float, area: QRectF) -> float:
        """Where ``value`` lies in ``area`` (``high`` at the top)."""
        return area.bottom() - area.height() * (value - self.low) / (self.high - self.low)


def draw_value_grid(painter: QPainter, area: QRectF, axis: Axis, labels: list[str],
                    text: QColor, *, right: bool = False) -> None:
    """The axis's grid lines across ``area`` and its labels left of it (or right)."""
    metrics = QFontMetrics(painter.font())
    line_h = metrics.height()
    grid = QColor(text)
    grid.setAlpha(50)
    for value, label in zip(axis.ticks(), labels, strict=True):
        y = axis.y(value, area)
        if not right:
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        painter.setPen(text)
        width = metrics.horizontalAdvance(label) + 2
        box = (QRectF(area.right() + 6, y - line_h / 2, width, line_h) if right
               else QRectF(area.left() - 6 - width, y - line_h / 2, width, line_h))
        align = Qt.AlignmentFlag.AlignLeft if right else Qt.AlignmentFlag.AlignRight
        painter.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, label)


def label_width(painter_font_metrics: QFontMetrics, labels: list[str]) -> int:
    """The room the widest label needs beside its axis."""
    return max((painter_font_metrics.horizontalAdvance(t) for t in labels), default=0) + 8


__all__ = ["Axis", "draw_value_grid", "label_width", "nice_step"]
