"""Check boxes and radio buttons as large as their words in large desktop type.

The style draws their boxes and circles at its own fixed size (13 or 14 pixels, Fusion's),
whatever the type: a player who set the desktop's type large for reading (19 pixels, say)
had the New game dialog's words grow and its boxes stay small beside them, hard to see
whether ticked, and a small target. Beyond the usual desktop type (``USUAL_DESKTOP_PX``,
as the table's words follow it: ``text_scale``) the indicators grow in the same proportion;
a desktop in its usual type sees the style's own, untouched.

Their outlines, too, must be seen: Fusion draws a box's edge in the window's colour a little
darker (a circle's a little darker still), and on a black high-contrast window that is black
on black, the boxes gone (on the usual light grey window a pale 1.7:1). ``ReadableIndicators``
hands Fusion a window colour whose darker shade is an outline standing out 3:1 from the
window (``GRAPHIC_CONTRAST``), darkened on a light window no more than that asks. So too
the edges of push buttons, combo boxes, text fields and spin boxes (the black theme's Cancel
and name field were only their words), and a field's placeholder ("random") reads 6:1.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QColor, QFontInfo, QIcon, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import (
    QApplication, QCheckBox, QProxyStyle, QRadioButton, QStyle, QStyleOption,
    QStyleOptionComplex, QWidget,
)

from ..contrast import GRAPHIC_CONTRAST, SMALL_TEXT_CONTRAST, contrast, drawn_over, readable
from ..table.geometry import text_scale

_METRIC = QStyle.PixelMetric
_PRIMITIVE = QStyle.PrimitiveElement
# How Fusion shades the window's colour for each indicator's outline (qfusionstyle.cpp):
# a check box's edge darker by 140 then lighter by 110, a radio button's circle darker by
# 150; and the contrast the outline's colour is given for its drawn pixels to stand out
# 3:1, the circle's a one-pixel curve whose smoothed pixels are never its whole colour.
# A push button's (and a combo box's) edge and a text field's frame: darker by 140 (a
# button's own colour shows inside it; the black high-contrast theme's buttons and fields
# were only their words, 1.3:1, and the light theme's button edges 2:1).
_FUSION_OUTLINE = {_PRIMITIVE.PE_IndicatorCheckBox: (140, 110, GRAPHIC_CONTRAST),
                   _PRIMITIVE.PE_IndicatorRadioButton: (150, 100, 4.0),
                   _PRIMITIVE.PE_PanelButtonCommand: (140, 100, GRAPHIC_CONTRAST),
                   _PRIMITIVE.PE_FrameLineEdit: (140, 100, GRAPHIC_CONTRAST)}
# A scroll bar's handle and groove edge: darker by 140, drawn at 180/255 opacity, which
# shows the ground through it.
_SCROLL_BAR_OUTLINE = (140, 100, 5.6)
_COMPLEX = QStyle.ComplexControl
# A spin box's frame and its arrows' edge, as a text field's: darker by 140.
_COMPLEX_OUTLINE = {_COMPLEX.CC_ScrollBar: _SCROLL_BAR_OUTLINE,
                    _COMPLEX.CC_SpinBox: (140, 100, GRAPHIC_CONTRAST)}


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


def outline_ground(window: QColor, darker: int, lighter: int = 100,
                   wanted: float = GRAPHIC_CONTRAST) -> QColor:
    """A window colour that Fusion, shading it (``darker``, then ``lighter``) for an
    indicator's outline, turns into an outline standing out ``wanted`` from ``window``
    (``window`` itself where its own shade already does)."""
    def shade(ground: QColor) -> QColor:
        return ground.darker(darker).lighter(lighter)

    minimum = wanted
    for _attempt in range(20):
        if contrast(shade(window), window) >= wanted:
            return window
        outline = readable(shade(window), window, minimum)
        ground = QColor.fromHsvF(max(outline.hsvHueF(), 0.0), outline.hsvSaturationF(),
                                 min(1.0, outline.valueF() * darker / lighter),
                                 outline.alphaF())
        if contrast(shade(ground), window) >= wanted:
            return ground
        # Rounding in the round trip fell just short: ask a touch more.
        minimum += 0.05
    return window


class ReadableIndicators(QProxyStyle):
    """The application's style, its check boxes', radio buttons', push buttons', text
    fields' and scroll bar handles' outlines readable on any window (Fusion's; another
    style draws them as its own), a text field's placeholder readable on its ground, and
    its panels' title buttons marked in the words' colour."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        #: (palette's cache key, colour group, outline ground) -> the palette with that
        #: window colour: the same palette each paint, so that Fusion's pixmap cache, keyed
        #: by the palette, finds a button drawn before.
        self._grounded: dict[tuple[int, int, int], QPalette] = {}
        # The title buttons' marks drawn so far, by their glyph and colours.
        self._drawn_titles: dict[tuple[object, ...], QIcon] = {}

    # One Python method for Qt's three overloads (a palette, a widget, the application).
    def polish(  # type: ignore[override]
            self, target: QPalette | QWidget | QApplication) -> None:
        super().polish(target)
        if isinstance(target, QPalette):
            readable_placeholder(target)

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,
                      painter: QPainter, widget: QWidget | None = None) -> None:
        super().drawPrimitive(element, self._outlined(_FUSION_OUTLINE.get(element), option),
                              painter, widget)

    def drawComplexControl(self, control: QStyle.ComplexControl,
                           option: QStyleOptionComplex, painter: QPainter,
                           widget: QWidget | None = None) -> None:
        shading = _COMPLEX_OUTLINE.get(control)
        outlined = self._outlined(shading, option)
        assert isinstance(outlined, QStyleOptionComplex)
        super().drawComplexControl(control, outlined, painter, widget)

    def standardIcon(self, icon: QStyle.StandardPixmap, option: QStyleOption | None = None,
                     widget: QWidget | None = None) -> QIcon:
        draw = _TITLE_BUTTONS.get(icon)
        if draw is None or not self._fusion():
            return super().standardIcon(icon, option, widget)
        palette = (option.palette if option is not None
                   else widget.palette() if widget is not None else QApplication.palette())
        return self._title_button(draw, palette)

    def _title_button(self, draw: Callable[[QPainter, int, QColor], None],
                      palette: QPalette) -> QIcon:
        # Asked for again and again: each panel's buttons as the window is built, shown
        # and polished (23 times before the first frame), each time the same few colours.
        # Drawing twelve pixmaps each time was a fifth of building the window.
        key = (draw, *(palette.color(group, role).rgba()
                       for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Disabled)
                       for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Window)))
        icon = self._drawn_titles.get(key)
        if icon is None:
            icon = self._drawn_titles[key] = title_button_icon(draw, palette)
        return QIcon(icon)

    def _fusion(self) -> bool:
        base = self.baseStyle()
        return base is not None and base.name().lower() == "fusion"

    def _outlined(self, shading: tuple[int, int, float] | None,
                  option: QStyleOption) -> QStyleOption:
        """``option``, or a copy whose window colour Fusion shades (``shading``) into an
        outline that reads."""
        if shading is None or not self._fusion():
            return option
        window = option.palette.color(QPalette.ColorRole.Window)
        ground = QColor(_cached_outline_ground(window.rgba(), shading))
        if ground == window:
            return option
        # Fusion reads the window colour of these controls only for their outlines.
        changed = type(option)(option)
        # The colour group in the key too: a palette's cache key is the same for the
        # enabled and the disabled control, and the copy keeps the group of the one it was
        # made for. The New game dialog's ticked boxes were drawn with the grey tick of
        # the disabled one drawn before them (and a disabled box drawn first ticked black).
        key = (option.palette.cacheKey(), option.palette.currentColorGroup().value,
               ground.rgba())
        palette = self._grounded.get(key)
        if palette is None:
            if len(self._grounded) >= 64:
                self._grounded.clear()
            palette = QPalette(option.palette)
            palette.setColor(QPalette.ColorRole.Window, ground)
            self._grounded[key] = palette
        changed.palette = palette
        return changed


def readable_placeholder(palette: QPalette) -> None:
    """Deepen (or lighten) ``palette``'s placeholder text, a field's grey "random" or "Your
    name", until it reads on the field's ground as a hint does (``SMALL_TEXT_CONTRAST``):
    Qt's own, half-transparent black, was 4:1 on white and gone on a black field."""
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        ground = palette.color(group, QPalette.ColorRole.Base)
        grey = palette.color(group, QPalette.ColorRole.PlaceholderText)
        palette.setColor(group, QPalette.ColorRole.PlaceholderText,
                         readable(drawn_over(grey, ground), ground, SMALL_TEXT_CONTRAST))


# Asked on every paint of every check box, radio button and scroll bar, and the search
# (up to 20 of ``readable``'s walks) gives the same answer for the same window colour: one
# search per palette colour and shading, a new palette's colour searched anew.
@lru_cache(maxsize=64)
def _cached_outline_ground(window: int, shading: tuple[int, int, float]) -> QColor:
    """``outline_ground`` for the window colour whose rgba number is ``window``, shaded by
    ``shading`` (shared: copy it before changing it)."""
    return outline_ground(QColor.fromRgba(window), *shading)


def _float_glyph(painter: QPainter, side: int, ground: QColor) -> None:
    """Two windows, the front one over the back one: the panel comes out of the window."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    box = side * 2 // 3
    painter.drawRect(QRect(side - box - 1, 1, box, box))
    painter.setBrush(ground)
    painter.drawRect(QRect(1, side - box - 1, box, box))


def _close_glyph(painter: QPainter, side: int, ground: QColor) -> None:
    """A cross, its slanting strokes broader than a pixel (at one they were grey)."""
    painter.setPen(QPen(painter.pen().color(), max(1.5, side / 7)))
    painter.drawLine(QPointF(2, 2), QPointF(side - 2, side - 2))
    painter.drawLine(QPointF(side - 2, 2), QPointF(2, side - 2))


#: The panels' title buttons the game draws itself: Fusion's were faint grey marks, 1.4:1
#: on the black high-contrast window and under 2.5:1 on the light one.
_TITLE_BUTTONS = {QStyle.StandardPixmap.SP_TitleBarNormalButton: _float_glyph,
                  QStyle.StandardPixmap.SP_DockWidgetCloseButton: _close_glyph,
                  QStyle.StandardPixmap.SP_TitleBarCloseButton: _close_glyph}


def title_button_icon(draw: Callable[[QPainter, int, QColor], None],
                      palette: QPalette) -> QIcon:
    """A panel's title button's mark drawn by ``draw`` in the palette's words' colour
    (greyed when the button is), at the sizes a title button shows it."""
    icon = QIcon()
    for mode, group in ((QIcon.Mode.Normal, QPalette.ColorGroup.Active),
                        (QIcon.Mode.Disabled, QPalette.ColorGroup.Disabled)):
        ink = palette.color(group, QPalette.ColorRole.WindowText)
        for side in (10, 12, 16, 20, 24, 32):
            pixmap = QPixmap(side, side)
            pixmap.fill(QColor(0, 0, 0, 0))
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            # Lines of whole pixels.
            painter.setPen(QPen(ink, max(1, side // 12)))
            draw(painter, side, palette.color(group, QPalette.ColorRole.Window))
            painter.end()
            icon.addPixmap(pixmap, mode)
    return icon


def readable_indicators(app: QApplication) -> None:
    """Give ``app`` the style whose check boxes and radio buttons show on any theme (once:
    a second call keeps the first)."""
    if not isinstance(app.style(), ReadableIndicators):
        app.setStyle(ReadableIndicators(app.style().name()))


__all__ = ["ReadableIndicators", "indicator_sizes", "indicators_follow_type",
           "outline_ground", "readable_indicators", "readable_placeholder", "title_button_icon"]
