"""The cards laid off, said in Spanish and Portuguese with each card's article ("Colocaste
el dos de picas y la reina de picas"), as every card named alone is said; Czech keeps each
card in its case. A player heard "Colocaste dos de picas y seis de picas"."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QAccessible

from gin_desktop.app.move_log import layoff_sentence
from gin_desktop.app.prompts import card_label, card_name
from gin_desktop.engine import (
    Arrangement, HandResult, Layoff, Meld, ResultKind, parse_cards,
)

NAMES = ("Ana", "Bruno")


def knocked(layoffs: str) -> HandResult:
    """Ana (seat 0) knocked with a run of spades; Bruno laid ``layoffs`` off on it."""
    run = Meld.from_cards(parse_cards("3S 4S 5S"))
    laid = tuple(Layoff(card, 0) for card in parse_cards(layoffs))
    return HandResult(hand_number=1, deal_number=1, dealer=1, kind=ResultKind.KNOCK,
                      knocker=0, defender=1, winner=0, points=5, knocker_deadwood=4,
                      defender_deadwood=9,
                      knocker_layout=Arrangement((run,), tuple(parse_cards("9C"))),
                      defender_layout=Arrangement((), tuple(parse_cards("9D")), laid))


def told(result: HandResult, you: int | None) -> str:
    return layoff_sentence(result, lambda seat: NAMES[seat], you, card_name)


@pytest.mark.parametrize(("code", "you", "start"), [
    ("es", 1, "Colocaste el dos de picas y la reina de picas en las combinaciones de Ana"),
    ("es", 0, "Bruno colocó el dos de picas y la reina de picas en tus combinaciones"),
    ("es", None, "Bruno colocó el dos de picas y la reina de picas en las combinaciones "),
    ("pt", 1, "Você encaixou o dois de espadas e a dama de espadas nas combinações de Ana"),
    ("pt", 0, "Bruno encaixou o dois de espadas e a dama de espadas nas combinações que "
            "você baixou"),
    ("pt", None, "Bruno encaixou o dois de espadas e a dama de espadas nas combinações "),
])
def test_each_card_laid_off_has_its_article(language: Callable[[str], None], code: str,
                                            you: int | None, start: str) -> None:
    language(code)
    assert told(knocked("2S QS"), you).startswith(start)


def test_czech_layoffs_keep_their_case(language: Callable[[str], None]) -> None:
    language("cs")
    assert told(knocked("2S QS"), 0).startswith(
        "Po přiložení dvojky pik a dámy pik k vašim kombinacím")
    assert told(knocked("2S QS"), 1).startswith("Přikládáte dvojku pik a dámu pik")


def test_the_panel_names_the_cards_with_their_symbols(language: Callable[[str], None]
                                                      ) -> None:
    """The result panel writes "2♠": an article before it reads as the card's name does
    ("el 2♠"), as the move log writes "Descartaste el 7♥"."""
    language("es")
    text = layoff_sentence(knocked("2S"), lambda seat: NAMES[seat], 1, card_label)
    assert text.startswith("Colocaste el 2♠ en las combinaciones de Ana"), text


@pytest.mark.parametrize(("code", "said"), [("es", "carta colocada"),
                                            ("pt", "carta encaixada"),
                                            ("cs", "přiložená karta")])
def test_a_card_laid_off_is_told_in_words_that_fit_every_card(
        language: Callable[[str], None], code: str, said: str) -> None:
    """The showdown row's note on a card laid off was a participle that agreed with a
    feminine card alone ("Dos de picas, colocada"): it goes with the word "card" now."""
    from gin_desktop.app.a11y.port import ShowdownFact
    from gin_desktop.app.a11y.tree import ROOT, Node, _add_showdown_row
    from gin_desktop.app.table.texts import Names

    language(code)
    result = knocked("2S")
    assert result.knocker_layout is not None and result.defender_layout is not None
    show = ShowdownFact(0, 1, result.knocker_layout, result.defender_layout, False)
    nodes: dict[str, Node] = {}
    root = Node(ROOT, QAccessible.Role.Client, "")

    def add(node: Node, parent: Node = root) -> Node:
        nodes[node.key] = node
        return node

    class Port:
        def card_rect(self, card: object) -> None:
            return None

    _add_showdown_row(add, Port(), Names(list(NAMES), 0), show, 1,  # type: ignore[arg-type]
                      result.defender_layout)
    assert nodes["card:2S"].description == said
