"""The hints for a hand whose ten cards are all in melds, and for a card that gives gin at
once, in each language (the words are new: "does not fit your hand well enough" was said of
a card that may fit perfectly, and a card giving gin was passed)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.ai import hint
from gin_desktop.app.advice_text import advice_text
from gin_desktop.engine import Phase

from tests.ai.test_complete_hand_words import view


@pytest.mark.parametrize(("lang", "offer", "draw", "gin"), [
    ("es", "Pasa el K♦: todas tus cartas ya están combinadas, así que podrás hacer gin "
           "después de tu próximo robo",
     "Roba del mazo: todas tus cartas ya están combinadas, así que robes la carta que "
     "robes podrás hacer gin",
     "Toma el 5♣: con esa carta puedes hacer gin ya mismo"),
    ("cs", "Neberte K♦: všechny vaše karty už jsou v kombinacích, takže po příštím líznutí "
           "můžete ohlásit gin",
     "Lízněte si z balíčku: všechny vaše karty už jsou v kombinacích, takže ať si líznete "
     "cokoli, můžete ohlásit gin",
     "Vezměte 5♣: s ní můžete hned ohlásit gin"),
    ("pt", "Passe o K♦: todas as suas cartas já estão em combinações, então você pode fazer "
           "gin depois da sua próxima compra",
     "Compre do monte: todas as suas cartas já estão em combinações, então qualquer carta "
     "que você comprar permite fazer gin",
     "Pegue o 5♣: com essa carta você pode fazer gin agora mesmo"),
])
def test_a_complete_hand_is_hinted_in_each_language(
        language: Callable[[str], None], lang: str, offer: str, draw: str, gin: str) -> None:
    language(lang)
    assert advice_text(hint(view("straight", Phase.UPCARD_OFFER, "KD"))) == offer
    assert advice_text(hint(view("straight", Phase.DRAW, "KD"))) == draw
    assert advice_text(hint(view("straight", Phase.UPCARD_OFFER, "5C"))) == gin
