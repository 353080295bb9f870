"""The computer levels' and personalities' names as a player reads them ("Gin hunter"):
in New game's choices, on the statistics and in the computer's plate at the table."""

from __future__ import annotations

from typing import Final, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .fit_text import cut_short

LEVEL_NAMES: Final = cast(dict[str, str], {
    "beginner": QT_TRANSLATE_NOOP("Levels", "Beginner"),
    "standard": QT_TRANSLATE_NOOP("Levels", "Standard"),
    "strong": QT_TRANSLATE_NOOP("Levels", "Strong"),
    "expert": QT_TRANSLATE_NOOP("Levels", "Expert"),
    "cautious": QT_TRANSLATE_NOOP("Levels", "Cautious knocker"),
    "gin-hunter": QT_TRANSLATE_NOOP("Levels", "Gin hunter"),
    "hoarder": QT_TRANSLATE_NOOP("Levels", "Pile hoarder"),
})


def level_label(level: str) -> str:
    """``level``'s name in the language in use; a level the app does not know (a newer
    ai's) by its own name, made readable."""
    if level in LEVEL_NAMES:
        return QCoreApplication.translate("Levels", LEVEL_NAMES[level])
    return cut_short(level).replace("-", " ").capitalize()


__all__ = ["LEVEL_NAMES", "level_label"]
