"""A hand drawn at the wall says how many cards the rules leave in the stock.

RULES.md two-player 9 draws the hand at two cards; a rules file may set another wall
(``RuleSet.wall``). The result panel, the status line and the move log said "only two
cards are left in the stock" whatever the wall was.

Real window, real keys (``play_to_the_wall``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.move_log import drawn_sentence
from gin_desktop.app.prompts import hand_over_text
from gin_desktop.app.rule_words import changes
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.texts import Names, result_lines
from gin_desktop.engine import HandResult, ResultKind, RuleSet

from .test_drawn_hand_status import TO_THE_WALL, play_to_the_wall
from .test_gin_only_drawn_words import panel_lines

#: The deal ``TO_THE_WALL`` plays, with a wall of four cards.
WALL_OF_FOUR = GameSetup(levels=TO_THE_WALL.levels, seed=TO_THE_WALL.seed,
                         rules=RuleSet(name="custom", wall=4))

#: Each language's words for the wall of four: the panel, the status line, the log.
SAID = {
    "en": ("Only 4 cards are left in the stock and nobody knocked",
           "Hand over: only 4 cards are left in the stock, no score",
           "The hand is drawn: only 4 cards are left in the stock"),
    "cs": ("Balíček se zmenšil na 4 karty a nikdo neklepl",
           "Konec kola: balíček se zmenšil na 4 karty, bez bodů",
           "Kolo bez výsledku: balíček se zmenšil na 4 karty"),
}


@pytest.mark.parametrize("code", sorted(SAID))
def test_a_hand_drawn_at_a_wall_of_four_says_four_cards_are_left(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    play_to_the_wall(window, WALL_OF_FOUR)
    assert len(window.model.match.table_state().stock) == 4
    qtbot.wait(20)
    panel, status, log = SAID[code]
    lines = panel_lines(window)
    assert any(line.startswith(panel) for line in lines), lines
    said = window.status_line.turn_label.toolTip() or window.status_line.turn_label.text()
    assert status in said, said
    assert window.move_log.lines()[-1] == log


def test_a_wall_of_one_card_says_one_card_is_left() -> None:
    result = HandResult(hand_number=1, deal_number=1, dealer=0, kind=ResultKind.DRAWN, wall=1)
    assert drawn_sentence(result) == "The hand is drawn: only 1 card is left in the stock"



#: No wall (``RuleSet.wall`` 0): a hand is drawn when the stock runs out.
NO_WALL = RuleSet(name="custom", wall=0)

#: Each language's words for the empty stock: the panel, the status line, the log, and
#: the panel's line when only gin ends a hand.
EMPTY = {
    "en": ("The stock is empty and nobody knocked",
           "Hand over: the stock is empty, no score",
           "The hand is drawn: the stock is empty",
           "The stock is empty and nobody went gin"),
    "es": ("El mazo se ha agotado y nadie ha golpeado",
           "Fin de la mano: el mazo se ha agotado, no se puntúa",
           "Mano nula: el mazo se ha agotado",
           "El mazo se ha agotado y nadie ha hecho gin"),
    "cs": ("Balíček je prázdný a nikdo neklepl",
           "Konec kola: balíček je prázdný, bez bodů",
           "Kolo bez výsledku: balíček je prázdný",
           "Balíček je prázdný a nikdo neudělal gin"),
    "pt": ("O monte acabou e ninguém bateu",
           "Fim da mão: o monte acabou, ninguém marca",
           "Mão anulada: o monte acabou",
           "O monte acabou e ninguém fez gin"),
}


def _drawn_at(rules: RuleSet, gin_only: bool = False) -> HandResult:
    """The result the engine gives a hand drawn at ``rules``' wall (``scoring``)."""
    return HandResult(hand_number=1, deal_number=1, dealer=0, kind=ResultKind.DRAWN,
                      wall=rules.wall, knock_limit=0 if gin_only else 10)


@pytest.mark.parametrize("code", sorted(EMPTY))
def test_a_hand_drawn_with_no_wall_says_the_stock_is_empty(
        language: Callable[[str], None], code: str) -> None:
    language(code)
    panel, status, log, gin_only = EMPTY[code]
    setup = GameSetup(levels=TO_THE_WALL.levels, rules=NO_WALL)
    lines = result_lines(_drawn_at(NO_WALL), Names(("Ana", "Bo"), 0), [])
    assert lines[0].startswith(panel), lines
    assert result_lines(_drawn_at(NO_WALL, gin_only=True), Names(("Ana", "Bo"), 0),
                        [])[0].startswith(gin_only)
    assert hand_over_text(_drawn_at(NO_WALL), setup).startswith(status)
    assert hand_over_text(None, setup).startswith(status)
    assert drawn_sentence(_drawn_at(NO_WALL)) == log


def test_rules_with_no_wall_are_described_as_a_draw_at_an_empty_stock() -> None:
    assert "a draw when the stock is empty" in changes(NO_WALL, RuleSet())
