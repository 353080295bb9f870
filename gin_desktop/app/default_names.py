"""The default player names, as the sources write them (translated in the "GinDesktop"
context): ``names`` shows them in the language in use, ``agreement`` gives a computer's
name the article a common noun takes. A module of its own so that both can know them
(``names`` reads the translations through ``i18n``, which imports ``agreement``)."""

from __future__ import annotations

from typing import Final

#: Names written as they are.
PLAIN: Final = ("You", "Computer", "Computer 1", "Computer 2")
#: A computer's name with its number, for ``NUMBERS``.
NUMBERED: Final = "Computer {number}"
NUMBERS: Final = (1, 2, 3)


def is_computer_source(source: str) -> bool:
    """Whether the default name ``source`` (one of ``PLAIN`` or ``NUMBERED``) is a
    computer's: a common noun, where "You" is a pronoun."""
    return source.startswith("Computer")


__all__ = ["NUMBERED", "NUMBERS", "PLAIN", "is_computer_source"]
