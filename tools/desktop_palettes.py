"""Desktop themes the game is looked at and tested under: the palettes a player's desktop
hands the application (a dark theme like Breeze Dark, and the high-contrast themes of
Windows and GNOME), for ``tools/tour.py --palette`` and the colour-contrast tests.

``light`` is Qt's own palette (the offscreen platform's, as the tests run by default).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

Role = QPalette.ColorRole
Group = QPalette.ColorGroup

# Role -> colour, for the active and inactive groups; disabled text is dimmed below.
_DARK = {
    Role.Window: "#31363b", Role.WindowText: "#eff0f1", Role.Base: "#232629",
    Role.AlternateBase: "#31363b", Role.Text: "#eff0f1", Role.Button: "#31363b",
    Role.ButtonText: "#eff0f1", Role.BrightText: "#ffffff", Role.Highlight: "#3daee9",
    Role.HighlightedText: "#ffffff", Role.ToolTipBase: "#31363b", Role.ToolTipText: "#eff0f1",
    Role.Link: "#1d99f3", Role.LinkVisited: "#9b59b6", Role.PlaceholderText: "#a0a4a8",
    Role.Light: "#4a5057", Role.Midlight: "#3f454b", Role.Mid: "#2a2e32",
    Role.Dark: "#1b1e20", Role.Shadow: "#0f1011",
}
_HIGH_CONTRAST_DARK = {
    Role.Window: "#000000", Role.WindowText: "#ffffff", Role.Base: "#000000",
    Role.AlternateBase: "#000000", Role.Text: "#ffffff", Role.Button: "#000000",
    Role.ButtonText: "#ffffff", Role.BrightText: "#ffff00", Role.Highlight: "#1aebff",
    Role.HighlightedText: "#000000", Role.ToolTipBase: "#000000",
    Role.ToolTipText: "#ffffff", Role.Link: "#ffff00", Role.LinkVisited: "#ffff00",
    Role.PlaceholderText: "#d0d0d0", Role.Light: "#ffffff", Role.Midlight: "#c0c0c0",
    Role.Mid: "#808080", Role.Dark: "#ffffff", Role.Shadow: "#ffffff",
}
_HIGH_CONTRAST_LIGHT = {
    Role.Window: "#ffffff", Role.WindowText: "#000000", Role.Base: "#ffffff",
    Role.AlternateBase: "#ffffff", Role.Text: "#000000", Role.Button: "#ffffff",
    Role.ButtonText: "#000000", Role.BrightText: "#000000", Role.Highlight: "#37006e",
    Role.HighlightedText: "#ffffff", Role.ToolTipBase: "#ffffff",
    Role.ToolTipText: "#000000", Role.Link: "#00009f", Role.LinkVisited: "#00009f",
    Role.PlaceholderText: "#3a3a3a", Role.Light: "#000000", Role.Midlight: "#404040",
    Role.Mid: "#808080", Role.Dark: "#000000", Role.Shadow: "#000000",
}
_DISABLED_TEXT = {"dark": "#7f8c8d", "contrast-dark": "#3ff23f",
                  "contrast-light": "#600000"}
_ROLES = {"dark": _DARK, "contrast-dark": _HIGH_CONTRAST_DARK,
          "contrast-light": _HIGH_CONTRAST_LIGHT}
#: The themes, by the name ``--palette`` takes.
PALETTES = ("light", *_ROLES)


def desktop_palette(name: str) -> QPalette:
    """The palette of the desktop theme ``name`` (one of ``PALETTES``)."""
    if name == "light":
        return QPalette()
    palette = QPalette()
    for role, colour in _ROLES[name].items():
        palette.setColor(role, QColor(colour))
    for role in (Role.WindowText, Role.Text, Role.ButtonText):
        palette.setColor(Group.Disabled, role, QColor(_DISABLED_TEXT[name]))
    return palette
