"""Grammatical agreement in translated sentences: a card's article by its gender, a card's
case by its place in the sentence, a noun's number by its count.

English needs none of it ("discard the {card}", "{n} points"), so the English templates
say nothing of it. A translation that needs it writes, in the placeholder after a colon,
the forms separated by "|", or the name of a case:

- a card: ``{card:el|la}`` gives the first form for a masculine card name, the second for
  a feminine one, before the name: Spanish "la reina de corazones", "el siete de
  corazones"; Portuguese ``{card:o|a}``, ``{card:do|da}``. Which card names are feminine
  is said by each language's translation of the "Cards" message "feminine ranks" (rank
  numbers, 1 = ace ... 13 = king). A list of cards (``{cards:el|la}``) gives each card
  its own: "el dos de picas y la reina de picas".
- a player's name: ``{name:de|do}`` gives the first form before a person's name and
  the second before a default computer name, a noun that takes the article: Portuguese
  "a vez de Ana", "a vez do computador 1"; Spanish ``{name:a|al}``. An empty form writes
  the name alone: ``{name:|o}``, and a capital one begins a sentence: ``{name:|El}``,
  "El ordenador descartó…" but "Ana descartó…". After its article a computer's name is
  the common noun it is, in lower case ("el ordenador", not "el Ordenador"); a language
  without articles may give a person's name a word the computer's needs none of: Czech
  ``{owner:hráč|}``, "kterou odhodil hráč Ana", "kterou odhodil Počítač"; and where the
  name stands in a case, the second form names the case, and the computer's name is
  declined as the translation of "Computer, genitive" (and the others) says: Czech
  ``{name:hráče|gen}``, "Karty hráče Ana", "Karty Počítače 1". Whether a name is a
  computer's is its seat's (``SeatName``): a person who typed "Ordenador" is a person.
- a card in a grammatical case: ``{card:acc}`` gives the card's name in the accusative,
  for a language whose nouns change with their place in the sentence: Czech "Vezměte
  {card:acc}" reads "Vezměte sedmu srdcí", "kromě {card:gen}" "kromě sedmy srdcí". The
  cases are ``nom`` (as named alone), ``acc``, ``gen``, ``dat``, ``loc`` and ``ins``; a
  list of cards (``{cards:ins}``) puts every card in the case. The forms come from the
  language's translation of the "Cards" messages "ace … king, accusative" (the thirteen
  rank words in the case, separated by "|") and "{rank} of {suit}, accusative" (the
  name in it), one pair per case; a language whose nouns do not change answers "-" to
  the first and its "{rank} of {suit}" to the second, and never writes a case. A card
  written with symbols ("7♥") is the same in every case, and so is any other value.
- a number: ``{n:punto|puntos}`` gives the number and the noun in the number's form:
  "1 punto", "5 puntos"; three forms for Czech (1; 2 to 4; 0 and 5 or more):
  ``{n:bod|body|bodů}``. A number with a fraction ("1,3") takes the last form, or a fourth
  where the language has one for it: Czech ``{n:bod|body|bodů|bodu}``, "1,3 bodu".

A template gets this by being a :class:`Template` (what ``i18n.translate`` returns): its
``format`` fills such placeholders; any other placeholder is filled as ``str.format``
would. A value that is neither a card's words nor a number is kept as it is.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gin_desktop.engine import Card

from .default_names import NUMBERED, NUMBERS, PLAIN, is_computer_source

#: The ranks whose card names are feminine in your language, as numbers (1 = ace,
#: 11 = jack, 12 = queen, 13 = king), space-separated; "-" if none. A template writes
#: "{card:el|la}" to give a card the article of its gender.
_FEMININE_RANKS: Any = QT_TRANSLATE_NOOP("Cards", "feminine ranks")


# The grammatical cases a template may ask a card or a computer's name in ("{card:acc}"):
# nominative, accusative, genitive, dative, locative, instrumental. (Not a translator's
# note: lupdate would give it to the first message below.)
CASES: Final = ("nom", "acc", "gen", "dat", "loc", "ins")

# A default computer name in each case a template may ask it in ("{name:hráče|gen}"): the
# name alone, and the name with its number. A person's name is never declined: it is
# written as typed.
_COMPUTER_IN_CASE: Final[dict[str, tuple[object, object]]] = {
    "acc": (
        #: The default computer name ("Computer") in the accusative; "-" if
        #: your language's nouns do not change with their case.
        QT_TRANSLATE_NOOP("GinDesktop", "Computer, accusative"),
        #: A default computer name with its number ("Computer 2") in the accusative; your
        #: "Computer {number}" if your language's nouns do not change with their case.
        QT_TRANSLATE_NOOP("GinDesktop", "Computer {number}, accusative")),
    "gen": (
        #: The default computer name ("Computer") in the genitive ("the Computer's cards"); "-" if
        #: your language's nouns do not change with their case.
        QT_TRANSLATE_NOOP("GinDesktop", "Computer, genitive"),
        #: A default computer name with its number ("Computer 2") in the genitive; your
        #: "Computer {number}" if your language's nouns do not change with their case.
        QT_TRANSLATE_NOOP("GinDesktop", "Computer {number}, genitive")),
    "dat": (
        #: The default computer name ("Computer") in the dative ("advise the Computer"); "-" if
        #: your language's nouns do not change with their case.
        QT_TRANSLATE_NOOP("GinDesktop", "Computer, dative"),
        #: A default computer name with its number ("Computer 2") in the dative; your
        #: "Computer {number}" if your language's nouns do not change with their case.
        QT_TRANSLATE_NOOP("GinDesktop", "Computer {number}, dative")),
    "loc": (
        #: The default computer name ("Computer") in the locative; "-" if
        #: your language's nouns do not change with their case.
        QT_TRANSLATE_NOOP("GinDesktop", "Computer, locative"),
        #: A default computer name with its number ("Computer 2") in the locative; your
        #: "Computer {number}" if your language's nouns do not change with their case.
        QT_TRANSLATE_NOOP("GinDesktop", "Computer {number}, locative")),
    "ins": (
        #: The default computer name ("Computer") in the instrumental; "-" if
        #: your language's nouns do not change with their case.
        QT_TRANSLATE_NOOP("GinDesktop", "Computer, instrumental"),
        #: A default computer name with its number ("Computer 2") in the instrumental; your
        #: "Computer {number}" if your language's nouns do not change with their case.
        QT_TRANSLATE_NOOP("GinDesktop", "Computer {number}, instrumental")),
}
assert set(_COMPUTER_IN_CASE) == set(CASES) - {"nom"}


class SeatName(str):
    """A seat's name as sentences get it, knowing whether it is the default name of a
    computer's seat ("Ordenador", "Počítač 2"): a common noun, which takes an article or
    a case where a person's name takes neither. A person who typed "Ordenador" as their
    own name is a person all the same. A plain ``str`` name is judged by its words."""

    computer: bool

    def __new__(cls, text: str, computer: bool = False) -> SeatName:
        made = super().__new__(cls, text)
        made.computer = computer
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return SeatName, (str(self), self.computer)

    def retold(self, text: str) -> SeatName:
        """``text`` (this name in another language) as the same seat's name."""
        return SeatName(text, self.computer)


class CardWords(str):
    """A card as a text writes it ("seven of hearts", "7♥"), knowing its card, so that a
    template can give it the article of its gender, and (``in_case``) its words in each
    grammatical case."""

    card: Card
    _in_case: Callable[[str], str] | None

    def __new__(cls, text: str, card: Card,
                in_case: Callable[[str], str] | None = None) -> CardWords:
        made = super().__new__(cls, text)
        made.card = card
        made._in_case = in_case
        return made

    def in_case(self, case: str) -> str:
        """The card's words in ``case`` (one of ``CASES``); the text itself where they
        do not change (the nominative, a card written "7♥")."""
        if case == "nom" or self._in_case is None:
            return str(self)
        return self._in_case(case)


class CardList(str):
    """Cards written one after another ("sedma srdcí, osma srdcí"), so that a template
    can put each of them in a case ("{cards:acc}")."""

    cards: tuple[str, ...]
    separator: str
    last: str

    def __new__(cls, cards: Sequence[str], separator: str, last: str = "") -> CardList:
        """``last``: a template ("{cards} and {last}") that puts the last card after the
        others; without it they are all parted by ``separator``."""
        made = super().__new__(cls, _joined([str(c) for c in cards], separator, last))
        made.cards = tuple(cards)
        made.separator = separator
        made.last = last
        return made

    def in_case(self, case: str) -> str:
        return _joined([card.in_case(case) if isinstance(card, CardWords) else str(card)
                        for card in self.cards], self.separator, self.last)

    def with_articles(self, forms: Sequence[str]) -> str:
        """Each card after the article of its gender ("{cards:el|la}"): Spanish says
        "el dos de picas y la reina de picas", not the bare names a list is in English."""
        return _joined([_with_article(card, forms) for card in self.cards], self.separator,
                       self.last)


def _joined(words: Sequence[str], separator: str, last: str) -> str:
    if not last or len(words) < 2:
        return separator.join(words)
    # Replaced, not formatted: a card's words hold no braces, and the template's own
    # other text stays as written.
    return last.replace("{cards}", separator.join(words[:-1])).replace("{last}", words[-1])


def _with_article(value: object, forms: Sequence[str]) -> str:
    if not isinstance(value, CardWords):
        return str(value)
    form = forms[1] if feminine(value.card) and len(forms) > 1 else forms[0]
    return f"{form} {value}" if form else str(value)


def feminine(card: Card) -> bool:
    """Whether ``card``'s name is feminine in the current language."""
    listed = QCoreApplication.translate("Cards", str(_FEMININE_RANKS))
    if listed == str(_FEMININE_RANKS):
        return False  # English, or a language that says nothing
    return str(card.rank) in listed.replace(",", " ").split()


def plural_form(n: int, count: int) -> int:
    """Which of ``count`` forms a noun takes after the number ``n``: two forms, singular
    for 1; three (Czech): 1, 2 to 4, the rest."""
    n = abs(n)
    if count >= 3:
        return 0 if n == 1 else 1 if 2 <= n <= 4 else 2
    return 0 if n == 1 else min(1, count - 1)


#: A number with a fraction, as ``QLocale`` writes one ("1,3", "+2.5", "−0,4").
_FRACTION: Final = re.compile(r"[+\-−]?\d+[.,]\d+")


def _number(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    text = str(value)
    digits = text[1:] if text.startswith(("-", "−")) else text
    return int(digits) * (-1 if digits != text else 1) if digits.isdigit() else None


def _is_computer_name(text: str) -> bool:
    """Whether ``text`` is a default computer name as sentences get it: in the language in
    use ("Computador 1"; ``names.shown_name`` shows a stored name so) or as the sources
    write it."""
    sources = [source for source in PLAIN if is_computer_source(source)]
    written = set(sources)
    written |= {_translated_name(source) for source in sources}
    numbered = _translated_name(NUMBERED)
    written |= {numbered.format(number=n) for n in NUMBERS}
    written |= {NUMBERED.format(number=n) for n in NUMBERS}
    return text in written


def _is_computer(value: str) -> bool:
    if isinstance(value, SeatName):
        return value.computer
    return _is_computer_name(value)


def _computer_in_case(name: str, case: str) -> str:
    """A default computer name in ``case`` ("Počítače 2"), as the translation declines
    it; as it is where the translation does not ("-"), or for the nominative."""
    if case not in _COMPUTER_IN_CASE:
        return name
    alone, numbered = (str(marked) for marked in _COMPUTER_IN_CASE[case])
    if name in ("Computer", _translated_name("Computer")):
        return _declined(alone, name)
    template = _translated_name(NUMBERED)
    for number in NUMBERS:
        if name in (template.format(number=number), NUMBERED.format(number=number)):
            return _declined(numbered, name, number)
    return name


def _declined(source: str, name: str, number: int | None = None) -> str:
    form = QCoreApplication.translate("GinDesktop", source)
    if form in ("", "-", source):  # a language without cases, or not translated
        return name
    return form.format(number=number) if number is not None else form


def _common_noun(name: str) -> str:
    """A default computer name after its article, as the common noun it is there: "el
    ordenador", "o computador 1" (on a plate, alone, it is a name: "Ordenador")."""
    return name[:1].lower() + name[1:]


def _translated_name(source: str) -> str:
    return QCoreApplication.translate("GinDesktop", source) or source


class _Formatter(string.Formatter):
    def format_field(self, value: Any, format_spec: str) -> Any:
        if format_spec in CASES:
            if isinstance(value, CardWords | CardList):
                return value.in_case(format_spec)
            if isinstance(value, str) and _is_computer(value):
                return _computer_in_case(value, format_spec)
            return str(value)
        if "|" not in format_spec:
            return super().format_field(value, format_spec)
        forms = format_spec.split("|")
        if isinstance(value, CardWords):
            return _with_article(value, forms)
        if isinstance(value, CardList):
            return value.with_articles(forms)
        n = _number(value)
        if n is not None:
            return f"{value} {forms[plural_form(n, len(forms))]}"
        if _FRACTION.fullmatch(str(value)):
            # "1,3": not a name, so no form goes before it ("bod 1,3" was written); Czech
            # says "1,3 bodu", a form of its own, given fourth; the others the plural.
            return f"{value} {forms[3] if len(forms) > 3 else forms[-1]}"
        # A player's name: a default computer name is a common noun ("computador 1"), which
        # takes the article where a person's name takes none ("a vez do computador 1", "a
        # vez de Ana"); the second form is the article's, or the case the name is declined
        # in ("Karty {name:hráče|gen}": "Karty Počítače", "Karty hráče Jana"). Other
        # words: the first form.
        if isinstance(value, str) and _is_computer(value):
            if forms[1] in CASES:
                return _computer_in_case(value, forms[1])
            return f"{forms[1]} {_common_noun(value)}" if forms[1] else value
        return f"{forms[0]} {value}" if forms[0] else str(value)


_FORMATTER = _Formatter()


class Template(str):
    """A translated template whose ``format`` agrees cards and numbers and puts cards in
    their case (module doc)."""

    def format(self, *args: object, **kwargs: object) -> str:
        return _FORMATTER.vformat(str(self), args, kwargs)

    def format_map(self, mapping: Mapping[str, Any]) -> str:  # type: ignore[override]
        return _FORMATTER.vformat(str(self), (), dict(mapping))


_FIELD = re.compile(r"\{(\w+)(?::([^{}]*))?\}")


def fill(text: str, **values: object) -> str:
    """``text`` with only the fields named in ``values`` filled (agreeing, as
    ``Template.format``), the rest of it left as it is: for a text that already holds
    other words (a player's name, which may hold braces)."""
    def one(match: re.Match[str]) -> str:
        if match[1] not in values:
            return match[0]
        return str(_FORMATTER.format_field(values[match[1]], match[2] or ""))

    return _FIELD.sub(one, text)


def agreeing(text: str) -> Template:
    """``text`` (a translated template) as a :class:`Template`."""
    return Template(text)


__all__ = ["CASES", "CardList", "CardWords", "SeatName", "Template", "agreeing", "feminine", "fill",
           "plural_form"]
