"""Check boxes and radio buttons as large as their words in large desktop type.

The style draws their boxes and circles at its own fixed size (13 or 14 pixels, Fusion's),
whatever the type: a player who set the desktop's type large for reading (19 pixels, say)
had the New game dialog's words grow and its boxes stay small beside them, hard to see
whether ticked, and a small target. Beyond the usual desktop type (``USUAL_DESKTOP_PX``,
as the table's words follow it: ``text_scale``) the indicators grow in the same proportion;
a desktop in its usual type sees the style's own, untouched.
"""

from __future__ import annotations

from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QCheckBox, QRadioButton, QStyle, QWidget

from ..table.geometry import text_scale

_METRIC = QStyle.PixelMetric


def indicator_sizes(window: QWidget) -> tuple[int, int] | None:
    """(check box side, radio button side) in pixels for ``window``'s type, or None where
    the type is the usual size or smaller (the style's own then)."""
    scale = text_scale(QFontInfo(window.font()).pixelSize())
    if scale <= 1.0:
        return None
    style = window.style()
    box = style.pixelMetric(_METRIC.PM_IndicatorWidth, None, window)
    circle = style.pixelMetric(_METRIC.PM_ExclusiveIndicatorWidth, None, window)
    return round(box * scale), round(circle * scale)


def indicators_follow_type(window: QWidget) -> None:
    """Make the check boxes and radio buttons of ``window`` (a dialog, its controls made) as
    much larger than the style's as its type is larger than usual (nothing changes in the
    usual type)."""
    sizes = indicator_sizes(window)
    if sizes is None:
        return
    box, circle = sizes
    # On each control, not the window: a style sheet on the whole dialog made Qt lay out
    # its fields and group frames by the sheet's rules too (the New game dialog's spin
    # boxes shorter, a scroll bar across its bottom).
    for control, side in ((QCheckBox, box), (QRadioButton, circle)):
        for widget in window.findChildren(control):
            widget.setStyleSheet(widget.styleSheet() + f"{control.__name__}::indicator "
                                 f"{{ width: {side}px; height: {side}px; }}")
            # Now, not as the dialog shows: its size is taken from the controls' sizes
            # before that, and the larger boxes then wanted a scroll bar across it.
            widget.ensurePolished()


__all__ = ["indicator_sizes", "indicators_follow_type"]
