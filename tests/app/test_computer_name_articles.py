"""A default computer name is a common noun in Spanish and Portuguese, said with its
article in a sentence: "El ordenador descartó el siete de corazones", "O computador
descartou…", "… que descartó el ordenador"; a name the person typed takes none ("Ana
descartó…"). Spanish and Portuguese read "Ordenador descartó…", "Computador descartou…".
Czech, without articles, named the computer "soupeř Počítač" ("the opponent Computer"):
the word that gives a person's name its gender is for a person's name only."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.move_log import layoff_sentence, move_sentence
from gin_desktop.app.prompts import card_name
from gin_desktop.engine import Card, PublicMove

from .test_layoff_articles import knocked

SEVEN = Card.from_text("7H")
#: Seat 1 discards the 7♥, seat 0 takes it from the pile.
HISTORY = (PublicMove(1, "discard", SEVEN), PublicMove(0, "pile", SEVEN))


def said(index: int, names: tuple[str, str], you: int | None) -> str:
    return move_sentence(HISTORY, index, names, you, words=card_name)


@pytest.mark.parametrize(("code", "discarded", "taken"), [
    ("es", "El ordenador descartó el siete de corazones",
     "Tomaste de la pila el siete de corazones que descartó el ordenador"),
    ("pt", "O computador descartou o sete de copas",
     "Você pegou da pilha o sete de copas que o computador descartou"),
    ("cs", "Počítač odhazuje sedmu srdcí",
     "Berete si z hromádky kartu sedmu srdcí, kterou odhodil Počítač"),
    ("en", "Computer discarded the seven of hearts",
     "You took Computer's seven of hearts from the pile"),
])
def test_the_computer_is_named_as_a_noun_in_a_sentence(
        language: Callable[[str], None], code: str, discarded: str, taken: str) -> None:
    language(code)
    names = (_tr("You"), _tr("Computer"))
    assert said(0, names, 0) == discarded
    assert said(1, names, 0) == taken


@pytest.mark.parametrize(("code", "discarded", "taken"), [
    ("es", "Ana descartó el siete de corazones",
     "El ordenador 1 tomó de la pila el siete de corazones que descartó Ana"),
    ("pt", "Ana descartou o sete de copas",
     "O computador 1 pegou da pilha o sete de copas que Ana descartou"),
    ("cs", "Ana odhazuje sedmu srdcí",
     "Počítač 1 si z hromádky bere kartu sedmu srdcí, kterou odhodil hráč Ana"),
])
def test_a_name_the_person_chose_takes_no_article(
        language: Callable[[str], None], code: str, discarded: str, taken: str) -> None:
    """Watching (no seat is the person's), Ana is the name a person typed."""
    language(code)
    names = ("Ana", _tr("Computer {number}").format(number=1))
    history = (PublicMove(0, "discard", SEVEN), PublicMove(1, "pile", SEVEN))
    assert move_sentence(history, 0, names, None, words=card_name) == discarded
    assert move_sentence(history, 1, names, None, words=card_name) == taken


@pytest.mark.parametrize(("code", "start"), [
    ("es", "El ordenador colocó el dos de picas en tus combinaciones"),
    ("pt", "O computador encaixou o dois de espadas nas combinações que você baixou"),
])
def test_the_showdown_starts_with_the_article(
        language: Callable[[str], None], code: str, start: str) -> None:
    language(code)
    names = (_tr("You"), _tr("Computer"))
    told = layoff_sentence(knocked("2S"), lambda seat: names[seat], 0, card_name)
    assert told.startswith(start), told
