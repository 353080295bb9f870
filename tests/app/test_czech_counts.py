"""Numbers and their nouns in Czech (and a fraction in every language).

A review's "A good choice: within 1.3 points of the best" gets its number with a decimal
("1,3"), which is not a count: the forms put the first one before it as before a name,
"nanejvýš bod 1,3", "a menos de punto 1,3". A fraction takes the plural ("1,3 puntos"), or
in Czech its own form ("1,3 bodu"). The other Czech sentences here counted with a colon
("Rozhodnutí, která vás stála body: 3") or with an abbreviation a screen reader spells out
("5 b."), where the noun can take the number's form."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from PySide6.QtCore import QCoreApplication

from gin_desktop.app.agreement import agreeing
from gin_desktop.app.i18n import translate as _tr

GOOD = "A good choice: within {points} points of the best."


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "A good choice: within 1.3 points of the best."),
    ("cs", "Dobrá volba: od nejlepší ji dělí nanejvýš 1,3 bodu."),
    ("es", "Una buena elección: a menos de 1,3 puntos de la mejor."),
    ("pt", "Uma boa escolha: a menos de 1,3 pontos da melhor."),
])
def test_a_fraction_of_a_point_is_written_after_its_number(
        language: Callable[[str], None], lang: str, said: str) -> None:
    language(lang)
    points = "1.3" if lang == "en" else "1,3"
    assert _tr(GOOD).format(points=points) == said


@pytest.mark.parametrize(("source", "values", "said"), [
    ("{count} decisions cost you about {points} points", {"count": 3, "points": 9},
     "3 rozhodnutí vás stála asi 9 bodů"),
    ("{count} decisions cost you about {points} points", {"count": 5, "points": 1},
     "5 rozhodnutí vás stálo asi 1 bod"),
    ("{n} points", {"n": 3}, "3 body"),
    ("{n} cards", {"n": 31}, "31 karet"),
    ("{points} points", {"points": 25}, "25 bodů"),
    ("a draw with {cards} left in the stock", {"cards": 2},
     "kolo bez výsledku při 2 kartách v balíčku"),
])
def test_a_czech_count_takes_the_form_of_its_number(
        language: Callable[[str], None], source: str, values: dict[str, int],
        said: str) -> None:
    language("cs")
    context = "Advice" if "decisions" in source else "GinDesktop"
    assert agreeing(QCoreApplication.translate(context, source)).format(**values) == said
