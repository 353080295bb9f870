"""A drop-down list that can be narrower than its longest item.

A ``QComboBox`` is never narrower than its longest item: the New game dialog's presets
("Clássica, com bónus de linha e capote" is 406 pixels at 14 points, 482 in Spanish) held
its rules column that wide, and in large type on a 1024-pixel screen the dialog ran past
the screen's right edge. ``NarrowComboBox`` asks for its longest item's width as any does,
but takes down to a few characters' width where that is all its window has, its current
item's words then cut short with "…" (its list still opens as wide as its items).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QComboBox, QStyle, QStyleOptionComboBox, QStylePainter, QWidget,
)

# About as many characters as the box shows at the narrowest.
LEAST_CHARACTERS = 12


class NarrowComboBox(QComboBox):
    """A combo box as wide as its items where there is room, down to about ``characters``
    characters where there is not (once ``narrow``), its current item then cut short with
    "…"."""

    def __init__(self, parent: QWidget | None = None, *,
                 characters: int = LEAST_CHARACTERS) -> None:
        super().__init__(parent)
        self._characters = characters
        self._narrow = False

    def narrow(self, narrow: bool = True) -> None:
        """Take down to about its ``characters``' width where the layout has less room
        than its items need (False: never narrower than its longest item, as any)."""
        self._narrow = narrow
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        least = super().minimumSizeHint()
        if not self._narrow:
            return least
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        words = QSize(self.fontMetrics().averageCharWidth() * self._characters, least.height())
        narrow = self.style().sizeFromContents(
            QStyle.ContentsType.CT_ComboBox, option, words, self)
        return QSize(min(least.width(), narrow.width()), least.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.isEditable():
            super().paintEvent(event)
            return
        # As QComboBox paints itself, with the current item's words cut short to the
        # room they have: the style clipped them mid-letter.
        painter = QStylePainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        room = field.width() - 2
        if not option.currentIcon.isNull():
            room -= option.iconSize.width() + 4
        option.currentText = self.fontMetrics().elidedText(
            option.currentText, Qt.TextElideMode.ElideRight, max(room, 0))
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)


__all__ = ["LEAST_CHARACTERS", "NarrowComboBox"]
