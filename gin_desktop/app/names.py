"""The default player names follow the player's language.

"You", "Computer", "Computer 1"... are stored in the settings and in saved matches in the
language that was in use then. Shown, a default name in any of the game's languages
becomes the word of the language in use now ("You" is "Tú" in Spanish, "Vy" in Czech);
a name the person typed stays exactly as typed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from PySide6.QtCore import QTranslator

from . import i18n
from .default_names import NUMBERED as _NUMBERED
from .default_names import NUMBERS as _NUMBERS
from .default_names import PLAIN as _PLAIN
from .default_names import is_computer_source
from .i18n import translate as _tr


def _variants(translate: Callable[[str], str]) -> dict[str, str]:
    """Each default name in one language -> how to say it in the language in use."""
    found: dict[str, str] = {}
    for source in _PLAIN:
        word = translate(source)
        if word:
            found[word] = source
    numbered = translate(_NUMBERED)
    if numbered:
        for number in _NUMBERS:
            found[numbered.format(number=number)] = f"{_NUMBERED}|{number}"
    return found


@cache
def _known() -> dict[str, str]:
    known = _variants(lambda source: source)
    folder = str(i18n.translations_dir())
    for code in i18n.available_languages():
        translator = QTranslator()
        if code != i18n.SOURCE_LANGUAGE and translator.load(f"{i18n.CATALOG}_{code}", folder):
            known.update(_variants(_translating(translator)))
    return known


def _translating(translator: QTranslator) -> Callable[[str], str]:
    def translate(source: str) -> str:
        return translator.translate("GinDesktop", source) or ""

    return translate


def shown_name(name: str) -> str:
    """``name`` in the language in use if it is a default name, else as it is."""
    source = _known().get(name)
    if source is None:
        return name
    if "|" in source:
        template, number = source.split("|")
        return _tr(template).format(number=int(number))
    return _tr(source)


def is_computer_name(name: str) -> bool:
    """Whether ``name`` is a default computer name ("Computer 1", "Počítač", ...) in any of
    the game's languages: a common noun, which some languages give an article."""
    source = _known().get(name)
    return source is not None and is_computer_source(source)


def short_computer_name(name: str) -> str | None:
    """A default computer name's short form in the language in use, its number kept
    ("Comp. 2", Czech "Poč. 2", Spanish "Ord. 2"): the translation's own abbreviation,
    where cutting letters off gave none a reader knows ("Počíta."). None for a name the
    person typed, and for "You"."""
    source = _known().get(name)
    if source is None or not is_computer_source(source):
        return None
    number = source.split("|")[1] if "|" in source else source.rpartition(" ")[2]
    if number.isdigit():
        return _tr("Comp. {number}").format(number=int(number))
    return _tr("Comp.")


def shown_names(names: Sequence[str]) -> tuple[str, ...]:
    return tuple(shown_name(name) for name in names)


__all__ = ["is_computer_name", "short_computer_name", "shown_name", "shown_names"]


def name_and_score(name: str, score: int) -> str:
    """A seat's name with its score, as a list of scores writes it: "Computer 1: 2". The
    colon parts them: with a bare space "Computer 1 2" reads as one name or as 12."""
    return _tr("{name}: {score}").format(name=name, score=score)
