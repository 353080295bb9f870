"""What the command line prints, on a console that cannot show every character.

The game's words carry letters and signs an old console's encoding lacks: Czech "ž" in
cp1252, "◀" and "−" (the minus of the review's points) in any of the legacy code pages,
everything past ASCII where ``PYTHONIOENCODING=ascii`` or a C locale prints into a file.
Python stops such a line with a UnicodeEncodeError, the help or the review lost after
its first accent. ``plain_console`` lets each character the console cannot show go as the
nearest it can ("ž" as "z", "◀" as "<"); the review names the cards in words where the
suits cannot be shown (``shows``), the grammar of its sentences kept.
"""

from __future__ import annotations

import codecs
import sys
import unicodedata
from typing import Final, TextIO

#: The error handler ``plain_console`` gives the standard streams.
PLAIN: Final = "gin_desktop.plain"

# Signs the game's words use, as ASCII writes them; a letter with an accent loses the
# accent instead (``_nearest``).
_ASCII_FORMS: Final[dict[str, str]] = {
    "◀": "<", "▶": ">", "←": "<-", "→": "->", "−": "-", "–": "-", "—": "-", "…": "...",
    "·": "-", "•": "*", "×": "x", "«": '"', "»": '"', "„": '"', "“": '"', "”": '"',
    "‘": "'", "’": "'", "\u00a0": " ", "\u202f": " ", "º": "o", "ª": "a",
}


def _nearest(char: str) -> str:
    """``char`` in ASCII, which every console's encoding shows: its sign's form, else the
    letter without its accent, else "?"."""
    if char in _ASCII_FORMS:
        return _ASCII_FORMS[char]
    bare = "".join(part for part in unicodedata.normalize("NFKD", char)
                   if not unicodedata.combining(part))
    return bare if bare and bare.isascii() else "?"


def _plain(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    lacking = error.object[error.start:error.end]
    return "".join(map(_nearest, lacking)), error.end


codecs.register_error(PLAIN, _plain)


def shows(stream: TextIO, text: str) -> bool:
    """Whether ``stream``'s encoding can write every character of ``text``."""
    try:
        text.encode(getattr(stream, "encoding", None) or "utf-8")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def plain_console() -> None:
    """Standard output and error write what their encoding lacks as its nearest ASCII
    (``_nearest``) instead of stopping the command with a UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors=PLAIN)


__all__ = ["PLAIN", "plain_console", "shows"]
