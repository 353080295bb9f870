"""Windows the size of the screen they open on, at most: a dialog sized for a large screen
(the Rules at 860x640, the hand review at 960x620) ran past the edges of an 800x600 or
1024x600 screen, its buttons out of reach."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QWidget

# Room left around a window for its frame and title bar, which Qt's sizes leave out.
FRAME_MARGIN = 16
FRAME_TITLE_MARGIN = 48


def screen_room(widget: QWidget) -> QSize:
    """The largest size ``widget`` (a window) may take on its screen, frame included."""
    owner = widget.parentWidget() or widget
    screen = owner.screen() or QApplication.primaryScreen()
    return screen.availableGeometry().size() - QSize(FRAME_MARGIN, FRAME_TITLE_MARGIN)


def resize_within_screen(widget: QWidget, width: int, height: int) -> None:
    """``widget.resize(width, height)``, smaller where its screen has less room."""
    room = screen_room(widget)
    widget.resize(QSize(width, height).boundedTo(room).expandedTo(QSize(1, 1)))


__all__ = ["FRAME_MARGIN", "FRAME_TITLE_MARGIN", "resize_within_screen", "screen_room"]
