"""A Hollywood hand that scores past game 1 says why the games before got nothing
(RULES.md Hollywood: a player's second won hand scores in games 1 and 2, the third in all
three, and a game that has been won is no longer scored into).

Playing a three-game match at 30, a new player read "Hollywood: scored in game 2." under
a second won hand, having just been told a second win scores in games 1 and 2, and
looked for the points lost from game 1. The person's knock, with the mouse, wins such a
hand; the result panel names the games it scored in and the games already decided."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.app.model import GameModel
from gin_desktop.app.table.view import TableView
from gin_desktop.engine import Match

from .test_hollywood_unscored_hand import HOLLYWOOD, knock_with_the_mouse, your_winning_knock
from .test_table import HUMAN, played_to, result_panel, resume


def your_knock_skips_game_one(match: Match) -> bool:
    """The person may knock and win the hand into some game, game 1 already decided."""
    won = your_winning_knock(match)
    return won is not None and bool(won.games) and min(won.games) > 0


SAID = {
    "en": {(1,): "Hollywood: scored in game 2 only, since game 1 is already decided.",
           (2,): "Hollywood: scored in game 3 only, since games 1 and 2 are already decided.",
           (1, 2): "Hollywood: scored in games 2 and 3, since game 1 is already decided."},
    "es": {(1,): "Hollywood: se anota solo en el juego 2, porque el juego 1 ya está decidido.",
           (2,): "Hollywood: se anota solo en el juego 3, porque los juegos 1 y 2 ya están "
                 "decididos.",
           (1, 2): "Hollywood: se anota en los juegos 2 y 3, porque el juego 1 ya está "
                   "decidido."},
}


@pytest.mark.parametrize("code", ["en", "es"])
def test_a_hollywood_hand_past_game_one_says_the_games_before_are_decided(
        view: TableView, game_model: GameModel, language: Callable[[str], None],
        code: str) -> None:
    if code != "en":
        language(code)
    resume(game_model, played_to(your_knock_skips_game_one, rules=HOLLYWOOD), HOLLYWOOD)
    knock_with_the_mouse(view, game_model, code)
    result = game_model.match.results[-1]
    assert result.winner == HUMAN and result.games and min(result.games) > 0
    assert SAID[code][tuple(result.games)] in result_panel(view).lines
