"""Colours that stay readable under any desktop theme.

The game's own colours (the rules' green headings, an error's red, the review's marks) were
chosen on a light window; under a dark theme the same dark green or red on a dark ground
could hardly be read. ``readable`` keeps such a colour's hue and moves its lightness away
from the ground just far enough for the contrast the Web Content Accessibility Guidelines
ask (4.5:1 for text, 3:1 for a mark or a line), so on a light window it is unchanged.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

#: The contrast text needs against its ground (WCAG 2 level AA, normal text).
TEXT_CONTRAST = 4.5
#: The contrast a mark, a bar or a line needs against its ground (WCAG 2, non-text).
GRAPHIC_CONTRAST = 3.0


def luminance(colour: QColor) -> float:
    """The relative luminance of ``colour`` (0 black, 1 white), as WCAG defines it."""
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast(first: QColor, second: QColor) -> float:
    """The contrast ratio of two colours, 1 (the same) to 21 (black and white)."""
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def readable(colour: QColor, ground: QColor, minimum: float = TEXT_CONTRAST) -> QColor:
    """``colour`` if it reads on ``ground``; otherwise the same hue, lighter on a dark
    ground or darker on a light one, by the least step that reads (white or black at
    the end)."""
    if contrast(colour, ground) >= minimum:
        return QColor(colour)
    lighter = contrast(QColor("white"), ground) > contrast(QColor("black"), ground)
    hue, saturation, lightness = colour.hslHueF(), colour.hslSaturationF(), colour.lightnessF()
    alpha = colour.alphaF()
    steps = 50
    for step in range(1, steps + 1):
        shade = lightness + (1 - lightness if lighter else -lightness) * step / steps
        # Judged as drawn, in whole 8-bit channels (a shade just over the line in finer
        # steps could fall just under it on the screen).
        candidate = QColor(QColor.fromHslF(max(hue, 0.0), saturation, shade, alpha).rgba())
        if contrast(candidate, ground) >= minimum:
            return candidate
    return QColor("white" if lighter else "black")


def clearest(colour: QColor, ground: QColor, minimum: float = TEXT_CONTRAST) -> QColor:
    """``colour`` if it reads on ``ground``, else black or white, whichever stands out
    more: for words on a coloured patch, where a shade just past the line would blur at
    the edges of small letters."""
    if contrast(colour, ground) >= minimum:
        return QColor(colour)
    return max((QColor("black"), QColor("white")), key=lambda ink: contrast(ink, ground))


def readable_on(colour: QColor | str, role: QPalette.ColorRole = QPalette.ColorRole.Window,
                minimum: float = TEXT_CONTRAST, palette: QPalette | None = None) -> QColor:
    """``colour`` made readable on the palette's ``role`` (the application's palette by
    default): the window's ground for a label, ``Base`` for a text pane or a list."""
    ground = (palette or QApplication.palette()).color(role)
    return readable(QColor(colour), ground, minimum)


#: The red of a dialog's error ("The name is too long"), as on a light window.
ERROR_RED = "#b3261e"


def error_style() -> str:
    """The style sheet of a dialog's error line: bold, in a red that reads on the window
    (a lighter red on a dark theme, where the dark one was nearly lost)."""
    return f"color: {readable_on(ERROR_RED).name()}; font-weight: bold;"


#: The contrast small words in a colour of their own are given (a hint's grey, a card's
#: caption): past the 4.5:1 of text, as their thin strokes blend at their edges with the
#: ground (in the New game dialog the brightest pixel of a grey at 4.5:1 read 3.9:1, as did
#: "from the pile" in orange on black) and a group box's fill is a shade darker than the
#: window; a hint at 6:1 is still well short of the words' own black (18:1).
SMALL_TEXT_CONTRAST = 6.0


def hint_colour(palette: QPalette | None = None) -> QColor:
    """The colour of a hint beside a control (a level's description, a note under a
    list): the palette's placeholder grey, paler than the words as a secondary line is,
    deepened where it reads less than ``SMALL_TEXT_CONTRAST`` on the window (Qt's own,
    half-transparent black on the light grey window, was 3.9:1)."""
    palette = palette or QApplication.palette()
    ground = palette.color(QPalette.ColorRole.Window)
    grey = palette.color(QPalette.ColorRole.PlaceholderText)
    return readable(drawn_over(grey, ground), ground, SMALL_TEXT_CONTRAST)


def drawn_over(colour: QColor, ground: QColor) -> QColor:
    """``colour`` as drawn on ``ground``: a half-transparent grey shows the ground through
    it (opaque, in whole 8-bit channels)."""
    alpha = colour.alphaF()
    drawn = QColor.fromRgbF(*(alpha * part + (1 - alpha) * behind for part, behind in (
        (colour.redF(), ground.redF()), (colour.greenF(), ground.greenF()),
        (colour.blueF(), ground.blueF()))))
    return QColor(drawn.rgb())


def hint_style() -> str:
    """The style sheet of a hint's label: its words in ``hint_colour``."""
    return f"color: {hint_colour().name()};"
