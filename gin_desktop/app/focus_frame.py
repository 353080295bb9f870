"""The style's focus frame for widgets that paint themselves (the statistics' charts, the
rest of the deck's rows of cards): Tab stops on them, for a screen reader to say what they
show, and the eye sees where the focus is; and labels made stops for Tab (a figure of the
statistics), framed likewise."""

from __future__ import annotations

from PySide6.QtGui import QPainter
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QStyle, QStyleOptionFocusRect, QWidget


def draw_focus_frame(painter: QPainter, widget: QWidget) -> None:
    """The focus frame round ``widget`` while it has the focus (nothing otherwise)."""
    if not widget.hasFocus():
        return
    option = QStyleOptionFocusRect()
    option.initFrom(widget)
    option.rect = widget.rect().adjusted(1, 1, -1, -1)
    widget.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, option, painter,
                                 widget)


def focusable_label(label: QLabel) -> None:
    """Make ``label`` a stop for Tab (a screen reader says its accessible name), framed
    while it has the focus; the frame's room is kept, so nothing moves when it comes."""
    label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    label.setStyleSheet("QLabel { border: 1px solid transparent; }"
                        "QLabel:focus { border: 1px dotted palette(highlight); }")
