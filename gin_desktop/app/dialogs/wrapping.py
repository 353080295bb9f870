"""Check boxes and radio buttons whose words wrap, as a word-wrapped label's do.

A ``QCheckBox`` keeps its text on one line: a long option ("Training mode: hints, mistakes
marked, a review after each hand", longer still in Spanish) makes its dialog as wide as the
line, wider than a small screen. ``WrappingCheckBox`` asks for at most a sensible width and
wraps its words onto more lines when it gets less, down to a few words a line (in large
type on a 1024-pixel screen the New game dialog had no less than its check boxes' sensible
widths, and ran past the screen's right edge). Its text stays the check box's own, so its
accessible name, its mnemonic and its place in the tab order are those of any check box.
``WrappingRadioButton`` is the same for a radio button ("Três jogadores (“a caixa”): os
papéis são sorteados" on one line was 511 pixels at 14 points).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox, QRadioButton, QSizePolicy, QStyle, QStyleOptionButton,
    QStyleOptionFocusRect, QStylePainter, QWidget,
)

# About as many characters as a line of a check box may hold before its words wrap: the
# New game dialog, two columns of them, fits an 800 pixel screen in Spanish (at 50 it was
# 790 pixels wide, the frame past the screen's edges).
LINE_CHARACTERS = 46
# About as many characters as a line holds at the narrowest: the least width the control
# asks for, where its dialog has less room than it would like (large type, a small screen).
LEAST_CHARACTERS = 16

_TEXT_FLAGS = (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
               | Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic)


if TYPE_CHECKING:
    # As a check box is made and drawn, for the type checker (a radio button alike).
    _Button = QCheckBox
else:
    # A plain mixin: a Python class between two Qt classes crashed PySide.
    _Button = object


class _Wrapping(_Button):
    """What wraps a check box's or a radio button's words, before the Qt class in each
    one's bases; the style's parts for the kind of control (``_INDICATOR``...) set by
    each."""

    _INDICATOR: ClassVar[QStyle.SubElement]
    _PRIMITIVE: ClassVar[QStyle.PrimitiveElement]
    _WIDTH: ClassVar[QStyle.PixelMetric]
    _SPACING: ClassVar[QStyle.PixelMetric]

    def __init__(self, text: str = "", parent: QWidget | None = None, *,
                 characters: int | None = LINE_CHARACTERS) -> None:
        """``characters``: about the most a line asks for before the words wrap (None:
        the whole text on one line, wrapping only once ``wrap_narrower``)."""
        super().__init__(text, parent)
        self._characters = characters
        self._narrowest: int | None = None
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def wraps_narrower(self) -> bool:
        """Whether ``wrap_narrower`` let it take less than its hint's width."""
        return self._narrowest is not None

    def wrap_narrower(self, characters: int | None = LEAST_CHARACTERS) -> None:
        """Take down to about ``characters`` characters a line where the layout has less
        room than the hint (None: never narrower than the hint, as by default: in a grid,
        a narrower least width moved the other columns)."""
        self._narrowest = characters
        policy = self.sizePolicy()
        # Narrower than its hint where its layout has less room (the buttons' own policy
        # never goes below the hint), and as tall as its lines are then: a button whose
        # words fit one line at its hint's width was held to that one line's height, the
        # rest of its words cut off.
        policy.setHorizontalPolicy(QSizePolicy.Policy.Preferred
                                   if characters is not None else QSizePolicy.Policy.Minimum)
        policy.setVerticalPolicy(QSizePolicy.Policy.Minimum
                                 if characters is not None else QSizePolicy.Policy.Fixed)
        self.setSizePolicy(policy)
        self.updateGeometry()

    # ------------------------------------------------------------------ geometry
    def _one_line(self) -> QSize:
        """The size the text wants on a single line (the Qt button's own hint)."""
        return super().sizeHint()

    def _indent(self) -> int:
        """Where the text begins: past the box and the gap after it."""
        style = self.style()
        return (style.pixelMetric(self._WIDTH, None, self)
                + style.pixelMetric(self._SPACING, None, self))

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
        if self._characters is None:
            return one_line
        widest = (QFontMetrics(self.font()).averageCharWidth() * self._characters
                  + self._indent())
        if one_line.width() <= widest:
            return one_line
        return QSize(widest, self.heightForWidth(widest))

    def minimumSizeHint(self) -> QSize:
        # At the narrowest, its height as at its hint's width: the layout gives it the
        # height of its lines at the width it has (heightForWidth); a least height taken
        # at the least width made its dialog taller than its words.
        hint = self.sizeHint()
        if self._narrowest is None:
            return hint
        least = (QFontMetrics(self.font()).averageCharWidth() * self._narrowest
                 + self._indent())
        return QSize(min(hint.width(), least), hint.height())

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
        indicator = style.subElementRect(self._INDICATOR, option, self)
        option.rect = QStyle.visualRect(self.layoutDirection(), self.rect(), indicator)
        painter.drawPrimitive(self._PRIMITIVE, option)
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


class WrappingCheckBox(_Wrapping, QCheckBox):
    """A check box at most about ``characters`` characters wide, its words wrapping onto
    further lines when it is narrower than its text."""

    _INDICATOR = QStyle.SubElement.SE_CheckBoxIndicator
    _PRIMITIVE = QStyle.PrimitiveElement.PE_IndicatorCheckBox
    _WIDTH = QStyle.PixelMetric.PM_IndicatorWidth
    _SPACING = QStyle.PixelMetric.PM_CheckBoxLabelSpacing


class WrappingRadioButton(_Wrapping, QRadioButton):
    """A radio button at most about ``characters`` characters wide, its words wrapping
    onto further lines when it is narrower than its text."""

    _INDICATOR = QStyle.SubElement.SE_RadioButtonIndicator
    _PRIMITIVE = QStyle.PrimitiveElement.PE_IndicatorRadioButton
    _WIDTH = QStyle.PixelMetric.PM_ExclusiveIndicatorWidth
    _SPACING = QStyle.PixelMetric.PM_RadioButtonLabelSpacing


__all__ = ["LEAST_CHARACTERS", "LINE_CHARACTERS", "WrappingCheckBox", "WrappingRadioButton"]
