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
from .agreement import SeatName
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
    """``name`` in the language in use if it is a default name, else as it is. A seat's
    name (``SeatName``) is its seat's: a computer's default name ("Ordenador") changes
    with the language, the same word typed by a person as their own name stays as typed;
    a plain ``str`` is judged by its words."""
    source = _known().get(name)
    if source is None or _typed_by_a_person(name, source):
        return name
    if "|" in source:
        template, number = source.split("|")
        shown = _tr(template).format(number=int(number))
    else:
        shown = _tr(source)
    # A seat's name stays its seat's: a person who typed "Ordenador" is still a person.
    return name.retold(shown) if isinstance(name, SeatName) else shown


def _typed_by_a_person(name: str, source: str) -> bool:
    """Whether ``name``, a default computer name's words, is a name a person chose for
    themselves (or a seat not marked as a computer's), not a computer seat's default."""
    return isinstance(name, SeatName) and not name.computer and is_computer_source(source)


def is_computer_name(name: str) -> bool:
    """Whether ``name`` is a default computer name ("Computer 1", "Počítač", ...) in any of
    the game's languages: a common noun, which some languages give an article."""
    source = _known().get(name)
    return source is not None and is_computer_source(source)


def short_computer_name(name: str) -> str | None:
    """A default computer name's short form in the language in use, its number kept
    ("Comp. 2", Czech "Poč. 2", Spanish "Ord. 2"): the translation's own abbreviation,
    where cutting letters off gave none a reader knows ("Počíta."). None for a name the
    person typed (a computer's default word too: a person named "Ordenador" is no
    "Comp."), and for "You"."""
    source = _known().get(name)
    if source is None or not is_computer_source(source) or _typed_by_a_person(name, source):
        return None
    number = source.split("|")[1] if "|" in source else source.rpartition(" ")[2]
    if number.isdigit():
        return _tr("Comp. {number}").format(number=int(number))
    return _tr("Comp.")


def is_you_word(name: str) -> bool:
    """Whether ``name`` shows as the person's default name, "You" in the language in use
    (stored in any of the game's languages): a sentence then speaks to the person ("you
    dealt", Czech "lížete"), where beside a name they typed it takes the verb any name
    takes."""
    return shown_name(name) == _tr("You")


def shown_names(names: Sequence[str]) -> tuple[str, ...]:
    return tuple(shown_name(name) for name in names)


def _as_read(name: str) -> str:
    return " ".join(shown_name(name).split()).casefold()


def _computer_defaults(count: int) -> tuple[str, ...]:
    """The default names of ``count`` computers, followed by the spare one a clash takes:
    "Computer", then "Computer 2"; "Computer 1", "Computer 2", then "Computer 3"."""
    if count == 1:
        return (_tr("Computer"), _tr(_NUMBERED).format(number=2))
    return tuple(_tr(_NUMBERED).format(number=n) for n in range(1, count + 2))


def default_computer_names(count: int, beside: str = "") -> tuple[str, ...]:
    """The default names of ``count`` computers in the language in use, none of them the
    person's name ``beside``: a person who typed "Computer" plays "Computer 2"."""
    return tuple(name for name in _computer_defaults(count)
                 if _as_read(name) != _as_read(beside))[:count]


def distinct_names(names: Sequence[str], person: int | None) -> tuple[str, ...]:
    """``names`` as shown, no two alike: the person's seat keeps the name they typed, and
    a computer whose name a seat already has ("Computer" beside a person who typed
    "Computer", or "počítač" in any language) takes the first default computer name that
    no seat has. Names are compared as read: any case, any spacing."""
    shown = list(shown_names(names))
    order = ([person] if person is not None else []) + [
        seat for seat in range(len(shown)) if seat != person]
    taken: set[str] = set()
    spares = [name for name in _computer_defaults(len(shown) - (person is not None))
              if _as_read(name) not in {_as_read(other) for other in shown}]
    for seat in order:
        if _as_read(shown[seat]) in taken and seat != person and spares:
            shown[seat] = spares.pop(0)
        taken.add(_as_read(shown[seat]))
    return tuple(shown)


__all__ = ["default_computer_names", "distinct_names", "is_computer_name",
           "short_computer_name", "shown_name", "shown_names"]


def name_and_score(name: str, score: int) -> str:
    """A seat's name with its score, as a list of scores writes it: "Computer 1: 2". The
    colon parts them: with a bare space "Computer 1 2" reads as one name or as 12."""
    return _tr("{name}: {score}").format(name=name, score=score)
