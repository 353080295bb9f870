"""Windows the size of the screen they open on, at most: a dialog sized for a large screen
(the Rules at 860x640, the hand review at 960x620) ran past the edges of an 800x600 or
1024x600 screen, its buttons out of reach."""

from __future__ import annotations

from typing import Final

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSlider, QApplication, QFrame, QScrollArea, QWidget

# Room left around a window for its frame and title bar, which Qt's sizes leave out.
FRAME_MARGIN = 16
FRAME_TITLE_MARGIN = 48


def screen_room(widget: QWidget) -> QSize:
    """The largest size ``widget`` (a window) may take on its screen, frame included."""
    owner = widget.parentWidget() or widget
    screen = owner.screen() or QApplication.primaryScreen()
    return screen.availableGeometry().size() - QSize(FRAME_MARGIN, FRAME_TITLE_MARGIN)


# The first window's share of the screen's free area, and the size it had on every
# screen before: a larger screen gets a larger window, never a smaller one.
FIRST_SHARE = 0.78
FIRST_LEAST = QSize(1280, 800)
# The widest and the narrowest a first window is for its height: on a 21:9 screen (or two
# side by side) the table stretched out with its cards in the middle; on a portrait one
# it was a tall strip.
FIRST_WIDEST = 1.8
FIRST_NARROWEST = 1.25


def first_size(area: QSize, room: QSize, least: QSize) -> QSize:
    """The size of the first window on a screen whose free area is ``area``: about four
    fifths of it (a 1280x800 window filled a quarter of a 2560x1440 screen), in a sensible
    shape, no smaller than 1280x800 where the screen has that ``room`` (the largest window
    it holds, ``screen_room``) nor than the window's ``least`` size, and never larger
    than the room."""
    width = round(area.width() * FIRST_SHARE)
    height = round(area.height() * FIRST_SHARE)
    width = min(width, round(height * FIRST_WIDEST))
    height = min(height, round(width / FIRST_NARROWEST))
    return QSize(width, height).expandedTo(FIRST_LEAST).expandedTo(least).boundedTo(room)


def resize_within_screen(widget: QWidget, width: int, height: int) -> None:
    """``widget.resize(width, height)``, smaller where its screen has less room."""
    room = screen_room(widget)
    widget.resize(QSize(width, height).boundedTo(room).expandedTo(QSize(1, 1)))
    if widget.isVisible() and widget.isWindow():
        # Grown where it stood, a shown window may now run past the screen's bottom.
        area = widget.screen().availableGeometry()
        frame = widget.frameGeometry()
        x = max(area.left(), min(frame.left(), area.right() + 1 - frame.width()))
        y = max(area.top(), min(frame.top(), area.bottom() + 1 - frame.height()))
        if (x, y) != (frame.left(), frame.top()):
            widget.move(x, y)


def resize_in_proportion(widget: QWidget, width: int, height: int) -> None:
    """``resize_within_screen`` at ``width`` x ``height`` grown in proportion to the window
    ``widget`` opens over, those sizes being for the first window's least (1280x800):
    the hand review at 960x620 was a small box in the middle of a window that filled a
    2560x1440 screen, its cards no larger. Never smaller than that (a window made smaller
    by hand keeps its dialogs' sizes), nor larger than the screen's room."""
    owner = widget.parentWidget()
    over = owner.window().size() if owner is not None else QSize()
    if over.isEmpty():
        # Opened alone: as over a first window on its screen.
        screen = widget.screen() or QApplication.primaryScreen()
        over = first_size(screen.availableGeometry().size(), screen_room(widget), QSize())
    # One factor both ways: the dialog keeps the shape it was drawn in.
    scale = max(1.0, min(over.width() / FIRST_LEAST.width(),
                         over.height() / FIRST_LEAST.height()))
    resize_within_screen(widget, round(width * scale), round(height * scale))


_Step = QAbstractSlider.SliderAction
# The keys that scroll a page of a document, and how: (sideways, the scroll bar's step).
_SCROLL_KEYS: Final[dict[Qt.Key, tuple[bool, QAbstractSlider.SliderAction]]] = {
    Qt.Key.Key_Up: (False, _Step.SliderSingleStepSub),
    Qt.Key.Key_Down: (False, _Step.SliderSingleStepAdd),
    Qt.Key.Key_PageUp: (False, _Step.SliderPageStepSub),
    Qt.Key.Key_PageDown: (False, _Step.SliderPageStepAdd),
    Qt.Key.Key_Home: (False, _Step.SliderToMinimum),
    Qt.Key.Key_End: (False, _Step.SliderToMaximum),
    Qt.Key.Key_Left: (True, _Step.SliderSingleStepSub),
    Qt.Key.Key_Right: (True, _Step.SliderSingleStepAdd),
}


class _FocusFollower(QObject):
    def __init__(self, area: QScrollArea) -> None:
        super().__init__(area)  # goes with the area, and its connection with it
        self._area = area
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._show)

    def _show(self, _old: QWidget | None, new: QWidget | None) -> None:
        if not shiboken6.isValid(self._area):
            # The area is being taken down (its dialog closed): the focus leaving its
            # widgets on the way comes before this follower, its child, goes.
            return
        content = self._area.widget()
        if new is not None and content is not None and content.isAncestorOf(new):
            self._area.ensureWidgetVisible(new)


def follow_focus(area: QScrollArea) -> None:
    """Scroll ``area`` to show whichever of its content's widgets takes the focus, however
    it came there: Qt does only for Tab pressed inside it, and Tab from the window's
    buttons (below it) came to a figure or a row of cards out of sight."""
    _FocusFollower(area)


class ScrollWhenShort(QScrollArea):
    """``content`` whole where the window has the room, scrolled up and down where it has
    not: the New game dialog is 544 px tall in Spanish, and a 1366x768 laptop at 150 %
    leaves 464, its Deal and Cancel buttons below the screen's bottom. Kept out of the
    scroll area, the buttons stay in reach; on a larger screen nothing scrolls and the
    dialog looks as it did."""

    # The least height the content keeps when the window is short: a few lines still
    # show, the rest scroll.
    MIN_HEIGHT = 120
    # Height asked beyond the content's: at a fractional scale a window manager sizes the
    # window in Qt's steps (1.5 screen pixels rounded to 2 at 150 %), a logical pixel
    # short of what it asked, and the content scrolled by that pixel both ways (the
    # scroll bar's width pushing it sideways too). The width has the scroll bar's room.
    ROUNDING_ROOM = 2

    #: The content's sizes changed: a window that grows to show it whole measures again.
    content_changed = Signal()

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Before ``setWidget``, which sends the content's events through ``eventFilter``.
        self._keys_from: tuple[QWidget, ...] = ()
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Sideways only on a screen both too short and too narrow for the content: cut
        # off, its right-hand edge would be out of reach.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setWidgetResizable(True)
        self.setWidget(content)
        # The dialog's own background behind the content, not the viewport's base colour.
        self.viewport().setAutoFillBackground(False)
        content.setAutoFillBackground(False)
        follow_focus(self)

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:
        # The content's own size (QScrollArea caps its hint at 24 lines): as large as it
        # wants where there is room; the scroll bar's width so that a short window's
        # scroll bar squeezes none of it.
        content = self.widget()
        if content is None:
            return super().sizeHint()
        # A layout of wrapping labels may need more than its hint says (its minimum).
        hint = content.sizeHint().expandedTo(content.minimumSizeHint())
        return QSize(hint.width() + self._bar(), hint.height() + self.ROUNDING_ROOM)

    def minimumSizeHint(self) -> QSize:
        content = self.widget()
        if content is None:
            return super().minimumSizeHint()
        # Without the scroll bar's width, which the size hint asks for but a narrow screen
        # may not have (New game in Spanish on an 800x600 screen, which it fits unscrolled).
        least = content.minimumSizeHint()
        return QSize(least.width(), min(least.height(), self.MIN_HEIGHT))

    def missing_height(self) -> int:
        """How much taller the area should be to show its content whole at its width (its
        wrapped lines may need more than the size hint said); 0 when it does."""
        content = self.widget()
        if content is None:
            return 0
        width = self.viewport().width()
        needed = max(content.heightForWidth(width) if content.hasHeightForWidth() else 0,
                     content.sizeHint().height(), content.minimumSizeHint().height())
        return max(0, needed - self.viewport().height())

    # Not heightForWidth: a window's layout makes that its least height, and the content
    # could then never scroll.

    def scroll_by_keys_from(self, *widgets: QWidget) -> None:
        """Up, Down, Page Up, Page Down, Home and End pressed on any of ``widgets`` (the
        window's buttons) scroll the content where it scrolls (Left and Right where it
        scrolls sideways), the focus staying on the button: a content of pictures alone
        (the rest of the deck's cards) has nothing to take the focus, and scrolled only
        with the mouse. Where everything shows, the keys do what they did."""
        self._keys_from = (*self._keys_from, *widgets)
        for widget in widgets:
            widget.installEventFilter(self)

    def scroll_by_key(self, event: QKeyEvent) -> bool:
        """Scroll as ``event``'s key says (``scroll_by_keys_from``); whether it was a
        scrolling key with somewhere to scroll that way."""
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        step = _SCROLL_KEYS.get(Qt.Key(event.key()))
        if step is None or modifiers != Qt.KeyboardModifier.NoModifier:
            return False
        sideways, action = step
        bar = self.horizontalScrollBar() if sideways else self.verticalScrollBar()
        if bar.maximum() <= bar.minimum():
            return False
        # At the end too: there, Down moved the focus to another button.
        bar.triggerAction(action)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and watched is self.widget():
            # The content's sizes changed (its check boxes grown with large type once
            # polished, its descriptions wrapped anew): the window's layout kept the
            # area's least width from before, and the content scrolled sideways by the
            # difference (4 px in Czech at 14 points).
            self.updateGeometry()
            self.content_changed.emit()
        if (watched in self._keys_from and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and self.scroll_by_key(event)):
            return True
        return super().eventFilter(watched, event)


__all__ = ["FRAME_MARGIN", "FRAME_TITLE_MARGIN", "ScrollWhenShort", "first_size", "follow_focus",
           "resize_in_proportion", "resize_within_screen", "screen_room"]
