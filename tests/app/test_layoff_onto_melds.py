"""The result panel says which meld each card laid off went onto.

RULES.md two-player 7: the defender lays cards off on the knocker's melds. The panel said
"Computer laid off 2♦ and 6♦ on your melds", and the melds grown on the table no longer
show what they grew from: which card went onto which meld was nowhere to read.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF

from gin_desktop.app import prompts
from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView
from gin_desktop.app.table.texts import layoff_melds_line
from gin_desktop.engine import Arrangement, HandResult, Layoff, Meld, ResultKind, parse_cards
from tests.app.test_table import (
    at, best_knock, card_point, drag, knock_lets_them_lay_off, position, result_panel, resume,
)


def _knock_and_lay_off(view: TableView, game_model: GameModel) -> HandResult:
    resume(game_model, position(knock_lets_them_lay_off))
    spot = view.table_scene().geometry
    drag(view, card_point(view, best_knock(game_model)),
         at(view, QPointF(spot.knock_x + spot.card_w / 2, spot.centre_y + spot.card_h / 2)))
    result = game_model.match.last_result
    assert result is not None and result.defender_layout is not None
    return result


@pytest.mark.parametrize(("code", "run", "also"), [
    ("en", "On the run {meld}: {cards}.", " and "),
    ("es", "En la escalera {meld}: {cards}.", " y "),
    ("cs", "K postupce {meld}: {cards}.", " a "),
])
def test_the_result_panel_names_the_meld_each_card_was_laid_off_on(
        language: Callable[[str], None], view: TableView, game_model: GameModel,
        code: str, run: str, also: str) -> None:
    language(code)
    result = _knock_and_lay_off(view, game_model)
    assert result.knocker_layout is not None and result.defender_layout is not None
    layoffs = result.defender_layout.layoffs
    # This deal's two layoffs both go onto one run (3♦ 4♦ 5♦).
    assert len({lay.meld_index for lay in layoffs}) == 1
    meld = result.knocker_layout.melds[layoffs[0].meld_index]
    laid = [prompts.card_label(lay.card) for lay in layoffs]
    line = run.format(meld=" ".join(prompts.card_label(c) for c in meld.cards),
                      cards=", ".join(laid[:-1]) + also + laid[-1])
    panel = result_panel(view)
    assert line in panel.lines, panel.lines
    # To a screen reader in words, never "2♦".
    spoken = " ".join(panel.spoken_lines())
    assert prompts.card_name(layoffs[0].card) in spoken
    assert not any(symbol in spoken for symbol in "♠♥♦♣")


def test_cards_laid_off_on_two_melds_are_told_apart() -> None:
    run = Meld.from_cards(parse_cards("3D 4D 5D"))
    sevens = Meld.from_cards(parse_cards("7C 7D 7H"))
    two, six, seven = parse_cards("2D 6D 7S")
    result = HandResult(
        1, 1, 0, ResultKind.KNOCK, knocker=0, defender=1, winner=0, points=5,
        knocker_deadwood=4, defender_deadwood=9,
        knocker_layout=Arrangement((run, sevens), tuple(parse_cards("4S"))),
        defender_layout=Arrangement((), tuple(parse_cards("3S 6C")),
                                    (Layoff(two, 0), Layoff(seven, 1), Layoff(six, 0))))
    assert layoff_melds_line(result) == ("On the run 3♦ 4♦ 5♦: 2♦ and 6♦; on the set "
                                         "7♣ 7♦ 7♥: 7♠.")
    nothing = HandResult(1, 1, 0, ResultKind.KNOCK, knocker=0, defender=1,
                         knocker_layout=Arrangement((run,), ()),
                         defender_layout=Arrangement((), tuple(parse_cards("3S"))))
    assert layoff_melds_line(nothing) == ""
