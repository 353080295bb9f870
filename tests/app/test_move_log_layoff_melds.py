"""The move log says which meld each card laid off went onto.

RULES.md two-player 7: the defender lays cards off on the knocker's melds. The log said
"Computer laid off 2♦ and 6♦ on your melds", and the melds grown on the table no longer
show what they grew from; the result panel names them, the log did not.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from gin_desktop.app.move_log import layoff_meld_sentences, layoff_sentence
from gin_desktop.app.prompts import card_label
from gin_desktop.engine import Arrangement, HandResult, Layoff, Meld, ResultKind, parse_cards
from tests.app.test_move_log import CARD_CODE
from tests.app.test_table import (
    at, best_knock, card_point, drag, knock_lets_them_lay_off, position, resume,
)

# This deal's two layoffs both go onto one run: the sentence in each language.
ONTO_A_RUN = {
    "en": "The {cards} went onto the run {meld}.",
    "es": "En la escalera {meld} se colocaron {cards}.",
    "cs": "K postupce {meld} se přikládají {cards}.",
    "pt": "A sequência {meld} recebeu {cards}.",
}
# Each language's "and", and the article its cards take (the deal lays off two cards of
# ranks whose names are masculine in Spanish and Portuguese).
AND = {"en": (" and ", ""), "es": (" y ", "el "), "cs": (" a ", ""), "pt": (" e ", "o ")}


@pytest.mark.parametrize("code", sorted(ONTO_A_RUN))
def test_the_log_names_the_meld_each_card_was_laid_off_on(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    model = window.model
    resume(model, position(knock_lets_them_lay_off))
    assert model.wait_idle(5000)
    qtbot.wait(20)
    view = window.table
    spot = view.table_scene().geometry
    drag(view, card_point(view, best_knock(model)),
         at(view, QPointF(spot.knock_x + spot.card_w / 2, spot.centre_y + spot.card_h / 2)))
    assert model.wait_idle(5000)
    qtbot.wait(20)
    result = model.match.last_result
    assert result is not None and result.kind is ResultKind.KNOCK
    assert result.knocker_layout is not None and result.defender_layout is not None
    layoffs = result.defender_layout.layoffs
    assert len({lay.meld_index for lay in layoffs}) == 1
    meld = result.knocker_layout.melds[layoffs[0].meld_index]
    also, article = AND[code]
    laid = [article + card_label(lay.card) for lay in layoffs]
    onto = ONTO_A_RUN[code].format(meld=" ".join(card_label(c) for c in meld.cards),
                                   cards=", ".join(laid[:-1]) + also + laid[-1])
    lines = window.move_log.lines()
    said = layoff_sentence(result, model.seat_name, model.human_seat)
    # After the sentence naming the cards, once however often the log refreshes.
    assert lines[-2:] == [said, onto], lines
    window.move_log.refresh()
    assert window.move_log.lines().count(onto) == 1
    assert not any(CARD_CODE.search(line) for line in lines), lines


def test_cards_laid_off_on_two_melds_are_told_apart_one_sentence_each() -> None:
    run = Meld.from_cards(parse_cards("3D 4D 5D"))
    sevens = Meld.from_cards(parse_cards("7C 7D 7H"))
    two, six, seven = parse_cards("2D 6D 7S")
    result = HandResult(
        1, 1, 0, ResultKind.KNOCK, knocker=0, defender=1, winner=0, points=5,
        knocker_deadwood=4, defender_deadwood=9,
        knocker_layout=Arrangement((run, sevens), tuple(parse_cards("4S"))),
        defender_layout=Arrangement((), tuple(parse_cards("3S 6C")),
                                    (Layoff(two, 0), Layoff(seven, 1), Layoff(six, 0))))
    assert layoff_meld_sentences(result) == ["The 2♦ and 6♦ went onto the run 3♦ 4♦ 5♦.",
                                             "The 7♠ went onto the set 7♣ 7♦ 7♥."]
    nothing = HandResult(1, 1, 0, ResultKind.KNOCK, knocker=0, defender=1,
                         knocker_layout=Arrangement((run,), ()),
                         defender_layout=Arrangement((), tuple(parse_cards("3S"))))
    assert layoff_meld_sentences(nothing) == []
