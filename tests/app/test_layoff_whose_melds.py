"""Whose melds a card was laid off on, said so in Portuguese that it cannot be misread.
"Computador 2 encaixou o 2♦ nas suas combinações" read as the computer's own melds (a
"seu" after a third person is that person's), when the cards went onto the player's. The
result panel names the meld itself ("na sequência 3♦ 4♦ 5♦"); the move log and a screen
reader say whose melds they were."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF

from gin_desktop.app.model import GameModel
from gin_desktop.app.move_log import layoff_sentence
from gin_desktop.app.table import TableView
from tests.app.test_table import (
    at, best_knock, card_point, drag, knock_lets_them_lay_off, position, result_panel, resume,
)


def test_the_cards_laid_off_on_your_melds_are_said_to_be_on_yours_in_portuguese(
        language: Callable[[str], None], view: TableView, game_model: GameModel) -> None:
    """RULES.md two-player 7: the defender lays off on the knocker's melds; the knocker
    (you) reads that they were yours."""
    language("pt")
    resume(game_model, position(knock_lets_them_lay_off))
    spot = view.table_scene().geometry
    drag(view, card_point(view, best_knock(game_model)),
         at(view, QPointF(spot.knock_x + spot.card_w / 2, spot.centre_y + spot.card_h / 2)))
    lines = result_panel(view).lines
    laid = [line for line in lines if " encaixou " in line]
    assert len(laid) == 1, lines
    assert " na sequência " in laid[0], laid
    assert "suas combinações" not in laid[0], laid
    result = game_model.match.last_result
    assert result is not None
    logged = layoff_sentence(result, game_model.seat_name, game_model.human_seat)
    assert "nas combinações que você baixou" in logged, logged
    assert "suas combinações" not in logged, logged
