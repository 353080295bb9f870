"""The hint's knock with its chance of an undercut, in each language."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.ai import hint
from gin_desktop.app.advice_text import advice_text

from tests.ai.test_knock_risk_words import knock_hints


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "Golpea descartando el 5♠: con 10 puntos sin combinar deberías ganar la mano, "
           "aunque la probabilidad de un contragolpe ronda el 15 %"),
    ("cs", "Klepněte a odhoďte 5♠: s volnými kartami za 10 byste měli kolo vyhrát, i když "
           "pravděpodobnost podříznutí je asi 15 %"),
    ("pt", "Bata descartando o 5♠: com 10 pontos soltos você deve ganhar a mão, embora a "
           "chance de levar um corte seja de cerca de 15%"),
])
def test_a_risky_knock_reads_in_each_language(language: Callable[[str], None], lang: str,
                                              said: str) -> None:
    view = knock_hints(0, 48)[1][0]
    language(lang)
    assert advice_text(hint(view)) == said
