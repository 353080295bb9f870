"""A table colour of the player's own, in words: "A dark blue table of your own".

Settings shows a colour picked with Other colour… as a swatch, and a screen reader said
only "A table colour of your own". The colour is named by its hue and lightness, each name
a whole translated sentence, so that every language can make the colour agree with its
word for the table.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor

from .i18n import translate as _tr

# The hue's upper bound in degrees, and its name (red wraps round past 335).
_HUES = ((15, "red"), (45, "orange"), (70, "yellow"), (160, "green"), (195, "teal"),
         (255, "blue"), (315, "purple"), (335, "pink"), (361, "red"))

# Below this saturation a colour reads as grey; below and above these lightnesses, as
# black or white whatever its hue.
_GREY_SATURATION = 0.15
_BLACK, _WHITE = 0.1, 0.93
# Lightness that makes a colour "dark" or "light".
_DARK, _LIGHT = 0.3, 0.7

_SENTENCES: dict[str, object] = {
    "dark red": QT_TRANSLATE_NOOP("GinDesktop", "A dark red table of your own"),
    "red": QT_TRANSLATE_NOOP("GinDesktop", "A red table of your own"),
    # Light red, dark orange and dark yellow are what the eye calls pink, brown and olive.
    "light red": QT_TRANSLATE_NOOP("GinDesktop", "A pink table of your own"),
    "dark orange": QT_TRANSLATE_NOOP("GinDesktop", "A brown table of your own"),
    "orange": QT_TRANSLATE_NOOP("GinDesktop", "An orange table of your own"),
    "light orange": QT_TRANSLATE_NOOP("GinDesktop", "A light orange table of your own"),
    "dark yellow": QT_TRANSLATE_NOOP("GinDesktop", "An olive table of your own"),
    "yellow": QT_TRANSLATE_NOOP("GinDesktop", "A yellow table of your own"),
    "light yellow": QT_TRANSLATE_NOOP("GinDesktop", "A light yellow table of your own"),
    "dark green": QT_TRANSLATE_NOOP("GinDesktop", "A dark green table of your own"),
    "green": QT_TRANSLATE_NOOP("GinDesktop", "A green table of your own"),
    "light green": QT_TRANSLATE_NOOP("GinDesktop", "A light green table of your own"),
    "dark teal": QT_TRANSLATE_NOOP("GinDesktop", "A dark teal table of your own"),
    "teal": QT_TRANSLATE_NOOP("GinDesktop", "A teal table of your own"),
    "light teal": QT_TRANSLATE_NOOP("GinDesktop", "A light teal table of your own"),
    "dark blue": QT_TRANSLATE_NOOP("GinDesktop", "A dark blue table of your own"),
    "blue": QT_TRANSLATE_NOOP("GinDesktop", "A blue table of your own"),
    "light blue": QT_TRANSLATE_NOOP("GinDesktop", "A light blue table of your own"),
    "dark purple": QT_TRANSLATE_NOOP("GinDesktop", "A dark purple table of your own"),
    "purple": QT_TRANSLATE_NOOP("GinDesktop", "A purple table of your own"),
    "light purple": QT_TRANSLATE_NOOP("GinDesktop", "A light purple table of your own"),
    "dark pink": QT_TRANSLATE_NOOP("GinDesktop", "A dark pink table of your own"),
    "pink": QT_TRANSLATE_NOOP("GinDesktop", "A pink table of your own"),
    "light pink": QT_TRANSLATE_NOOP("GinDesktop", "A light pink table of your own"),
    "black": QT_TRANSLATE_NOOP("GinDesktop", "A black table of your own"),
    "dark grey": QT_TRANSLATE_NOOP("GinDesktop", "A dark grey table of your own"),
    "grey": QT_TRANSLATE_NOOP("GinDesktop", "A grey table of your own"),
    "light grey": QT_TRANSLATE_NOOP("GinDesktop", "A light grey table of your own"),
    "white": QT_TRANSLATE_NOOP("GinDesktop", "A white table of your own"),
}


def colour_key(colour: QColor) -> str:
    """``colour``'s name in English words of hue and lightness: "dark blue", "grey"."""
    lightness = colour.lightnessF()
    if lightness < _BLACK:
        return "black"
    if lightness > _WHITE:
        return "white"
    shade = "dark " if lightness < _DARK else "light " if lightness > _LIGHT else ""
    hue = colour.hslHueF()
    if hue < 0 or colour.hslSaturationF() < _GREY_SATURATION:
        return shade + "grey"
    degrees = hue * 360
    return shade + next(name for limit, name in _HUES if degrees < limit)


def own_table_colour(colour: QColor) -> str:
    """A table of ``colour``, picked by the player, in a sentence of their language: "A
    dark blue table of your own"."""
    return _tr(str(_SENTENCES[colour_key(colour)]))
