"""A Hollywood match's end says the games won in words (RULES.md Hollywood: the match goes
to the player who won more of the three games).

A Spanish player who won every game read "Fin de la partida: ganas 3 de los tres juegos"
("you won 3 of the three games"): a sweep is "all three games", two of them "two of the
three games", for the person and for the computer, in every language. The person's knock,
with the mouse, ends each match."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest

from gin_desktop.app.agreement import agreeing
from gin_desktop.app.model import GameModel
from gin_desktop.app.table.view import TableView
from gin_desktop.engine import Match, RuleSet

from .test_table import (
    HUMAN, human_can_knock, knock_with_the_mouse, knocking_move, played_to, resume,
)

HOLLYWOOD = RuleSet(name="hollywood", hollywood=True).replace(target=30)
COMPUTER = 1


def your_knock_ends_it(winner: int, games: int) -> Callable[[Match], bool]:
    """The person may knock, and that knock ends the match with ``winner`` having won
    ``games`` of the three."""
    def ends(match: Match) -> bool:
        if not human_can_knock(match):
            return False
        trial = copy.deepcopy(match)
        trial.apply(knocking_move(trial))
        return (trial.is_over and trial.winner == winner
                and trial.game_winners.count(winner) == games)
    return ends


@pytest.mark.parametrize(("winner", "games", "said"), [
    (HUMAN, 3, {"en": "Match over: you won all three games",
                "es": "Fin de la partida: ganas los tres juegos",
                "cs": "Konec partie: vyhráli jste všechny tři hry",
                "pt": "Fim da partida: você venceu os três jogos"}),
    (HUMAN, 2, {"en": "Match over: you won two of the three games",
                "es": "Fin de la partida: ganas dos de los tres juegos",
                "cs": "Konec partie: vyhráli jste dvě ze tří her",
                "pt": "Fim da partida: você venceu dois dos três jogos"}),
    (COMPUTER, 2, {"en": "Match over: {name} won two of the three games",
                   "es": "Fin de la partida: {name:|el} gana dos de los tres juegos",
                   "cs": "Konec partie: {name} vyhrává dvě ze tří her",
                   "pt": "Fim da partida: {name:|o} venceu dois dos três jogos"}),
])
def test_the_games_won_are_said_in_words(
        view: TableView, game_model: GameModel, language: Callable[[str], None],
        winner: int, games: int, said: dict[str, str]) -> None:
    resume(game_model, played_to(your_knock_ends_it(winner, games), rules=HOLLYWOOD),
           HOLLYWOOD)
    knock_with_the_mouse(view, game_model)
    match = game_model.match
    assert match.is_over and match.winner == winner
    name = game_model.setup.names[winner]
    assert game_model.status_text() == said["en"].format(name=name)
    for code in ("es", "cs", "pt"):
        language(code)
        # A computer's name with its article where the language gives it one.
        assert game_model.status_text() == agreeing(said[code]).format(name=name), code
