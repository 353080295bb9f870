"""A check box whose words wrap, as a word-wrapped label's do.

A ``QCheckBox`` keeps its text on one line: a long option ("Training mode: hints, mistakes
marked, a review after each hand", longer still in Spanish) makes its dialog as wide as the
line, wider than a small screen. ``WrappingCheckBox`` asks for at most a sensible width and
wraps its words onto more lines when it gets less. Its text stays the check box's own, so
its accessible name, its mnemonic and its place in the tab order are those of any check box.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox, QStyle, QStyleOptionButton, QStyleOptionFocusRect, QStylePainter, QWidget,
)

# About as many characters as a line of a check box may hold before its words wrap: the
# New game dialog, two columns of them, fits an 800 pixel screen in Spanish (at 50 it was
# 790 pixels wide, the frame past the screen's edges).
LINE_CHARACTERS = 46

_TEXT_FLAGS = (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
               | Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic)


class WrappingCheckBox(QCheckBox):
    """A check box at most about ``characters`` characters wide, its words wrapping onto
    further lines when it is narrower than its text."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *,
                 characters: int = LINE_CHARACTERS) -> None:
        super().__init__(text, parent)
        self._characters = characters
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    # ------------------------------------------------------------------ geometry
    def _one_line(self) -> QSize:
        """The size the text wants on a single line (QCheckBox's own hint)."""
        return super().sizeHint()

    def _indent(self) -> int:
        """Where the text begins: past the box and the gap after it."""
        style = self.style()
        return (style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, self)
                + style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, self))

    def _text_height(self, width: int) -> int:
        metrics = QFontMetrics(self.font())
        rect = metrics.boundingRect(QRect(0, 0, max(1, width), 100_000), int(_TEXT_FLAGS),
                                    self.text())
        return rect.height()

    def _wraps_at(self, width: int) -> bool:
        return width < self._one_line().width()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        one_line = self._one_line()
        if not self._wraps_at(width):
            return one_line.height()
        metrics = QFontMetrics(self.font())
        # The room above and below the words, as on one line.
        padding = max(0, one_line.height() - metrics.height())
        return max(one_line.height(),
                   self._text_height(width - self._indent() - 2) + padding)

    def sizeHint(self) -> QSize:
        one_line = self._one_line()
        widest = (QFontMetrics(self.font()).averageCharWidth() * self._characters
                  + self._indent())
        if one_line.width() <= widest:
            return one_line
        return QSize(widest, self.heightForWidth(widest))

    def minimumSizeHint(self) -> QSize:
        # No narrower than asked for: a narrower box would ask its dialog for more lines
        # than it was given room for (a window's least height is taken at its least width).
        return self.sizeHint()

    # ------------------------------------------------------------------ painting and clicks
    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._wraps_at(self.width()):
            super().paintEvent(event)
            return
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        text = option.text
        style = self.style()
        # The box beside the first line, as a one-line check box has it.
        first_line = QRect(0, 0, self.width(), self._one_line().height())
        option.rect = first_line
        option.text = ""
        indicator = style.subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, self)
        option.rect = QStyle.visualRect(self.layoutDirection(), self.rect(), indicator)
        painter.drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorCheckBox, option)
        top = max(0, (first_line.height() - QFontMetrics(self.font()).height()) // 2)
        words = QRect(self._indent(), top, self.width() - self._indent(),
                      self.height() - top)
        words = QStyle.visualRect(self.layoutDirection(), self.rect(), words)
        alignment = QStyle.visualAlignment(self.layoutDirection(), _TEXT_FLAGS)
        style.drawItemText(painter, words, int(alignment), self.palette(), self.isEnabled(),
                           text, self.foregroundRole())
        if self.hasFocus():
            focus = QStyleOptionFocusRect()
            focus.initFrom(self)
            focus.rect = style.itemTextRect(QFontMetrics(self.font()), words, int(alignment),
                                            self.isEnabled(), text).adjusted(-2, -1, 2, 1)
            focus.backgroundColor = self.palette().window().color()
            painter.drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, focus)

    def hitButton(self, pos: QPoint) -> bool:
        # Every line of the words is the check box's, as the one line is.
        return self.rect().contains(pos) if self._wraps_at(self.width()) \
            else super().hitButton(pos)


__all__ = ["LINE_CHARACTERS", "WrappingCheckBox"]
