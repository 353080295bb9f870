"""The one focus frame of the game's own parts: a frame two pixels wide in the highlight
colour round the part with the keyboard focus. The charts of the statistics, the rest of
the deck's rows of cards, the table colours' swatches, the Rules window's two panes and
the labels made stops for Tab all show the focus with it.

The style's own frame (Fusion's) is one pale pixel: lost against a dark swatch, drawn
round no text pane at all, and a player at the keys could not tell where the focus was.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import QAbstractScrollArea, QLabel, QWidget
from shiboken6 import isValid

# The frame's width: the room a framed part keeps at its edges, so nothing it shows is
# covered and nothing moves when the focus comes.
FRAME_WIDTH = 2


def draw_focus_frame(painter: QPainter, widget: QWidget, owner: QWidget | None = None) -> None:
    """The focus frame round ``widget`` while it (or ``owner``, the list whose viewport it
    is) has the focus (nothing otherwise), on its outermost ``FRAME_WIDTH`` pixels."""
    if not (owner or widget).hasFocus():
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = widget.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight)
    painter.setPen(QPen(colour, FRAME_WIDTH))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = FRAME_WIDTH / 2
    painter.drawRect(QRectF(widget.rect()).adjusted(inset, inset, -inset, -inset))
    painter.restore()


class _FrameOnTop(QObject):
    """Draws the focus frame over what a widget of Qt's own has painted of itself."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget) \
                and watched.hasFocus():
            # The widget paints itself first, then the frame goes on top: the filter
            # sees the event before the widget would.
            watched.event(event)
            painter = QPainter(watched)
            draw_focus_frame(painter, watched)
            painter.end()
            return True
        if event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut) \
                and isinstance(watched, QWidget):
            watched.update()
        return False


class _ViewportFrame(QObject):
    """Draws the focus frame of a list (a scroll area) over its viewport, which covers the
    list's own edge, once the viewport has painted its rows."""

    def __init__(self, area: QAbstractScrollArea) -> None:
        super().__init__(area.viewport())
        self._area = area
        self._viewport = area.viewport()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            # Also as the list goes (a focused widget loses its focus in QWidget's own
            # destructor, the list's part of it gone): only the viewport, still whole.
            if isValid(self._viewport):
                self._viewport.update()
            return False
        if kind == QEvent.Type.Paint and watched is self._viewport and isValid(self._area) \
                and self._area.hasFocus():
            self._area.viewportEvent(event)
            painter = QPainter(self._viewport)
            draw_focus_frame(painter, self._viewport, owner=self._area)
            painter.end()
            return True
        return False


def frame_the_list_focus(area: QAbstractScrollArea) -> None:
    """Frame a list or table (``area``) while it has the focus, round its viewport: its
    rows lie under the frame's two pixels at the edges, which scroll into view."""
    framer = _ViewportFrame(area)
    area.installEventFilter(framer)
    area.viewport().installEventFilter(framer)
    area.viewport().update()


def frame_the_focus(widget: QWidget) -> None:
    """Frame ``widget`` (one whose painting is Qt's: a text pane, a list, a label) while it
    has the focus. The frame lies on its outermost two pixels: give it that much room of
    its own (a border, a margin) for the frame to hide none of what it shows."""
    framer = _FrameOnTop(widget)
    widget.installEventFilter(framer)
    widget.update()


def focusable_label(label: QLabel) -> None:
    """Make ``label`` a stop for Tab (a screen reader says its accessible name), framed
    while it has the focus; the frame's room is kept, so nothing moves when it comes."""
    label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    label.setContentsMargins(FRAME_WIDTH, FRAME_WIDTH, FRAME_WIDTH, FRAME_WIDTH)
    frame_the_focus(label)
