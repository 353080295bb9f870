"""A Hollywood hand won that counts in no game says so (RULES.md Hollywood: a player's
first won hand scores in game 1 only, and a won game is no longer scored into).

A Czech player saw "Počítač vyhrává kolo: 4 body" while every game score stayed where it
was, and the panel, which names the games each other hand counted in, said nothing: the
points looked lost to a bug. The person's knock, with the mouse, wins such a hand; the
result panel and the score pad's line both say the points count in no game."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gin_desktop.app.model import GameModel
from gin_desktop.app.scorepad import COL_RESULT, ScorePadModel
from gin_desktop.app.table.view import TableView
from gin_desktop.engine import HandResult, Match, RuleSet

from gin_desktop.engine.melds import deadwood_after_each_discard

from .test_table import (
    HUMAN, best_knock, button_point, card_point, click, find_button, human_can_knock,
    knocking_move, played_to, result_panel, resume,
)

HOLLYWOOD = RuleSet(name="hollywood", hollywood=True).replace(target=30)


def your_winning_knock(match: Match) -> HandResult | None:
    """The result of the person's knock here if it wins the hand and the match goes on
    (None: no such knock)."""
    if not human_can_knock(match):
        return None
    trial = copy.deepcopy(match)
    trial.apply(knocking_move(trial))
    last = trial.results[-1] if trial.results else None
    if trial.is_over or last is None or last.winner != HUMAN:
        return None
    return last


def your_knock_counts_in_no_game(match: Match) -> bool:
    """The person may knock and win the hand, every game it could count in decided."""
    won = your_winning_knock(match)
    return won is not None and won.points > 0 and not won.games


# The knock and gin buttons' words in each language tested.
BUTTONS = {"en": ("Knock", "Gin"), "cs": ("Klepnout", "Gin"), "es": ("Golpear", "Gin")}


def knock_with_the_mouse(view: TableView, game_model: GameModel, code: str) -> None:
    """Click Knock (or Gin) in ``code``'s words, then double-click the card leaving the
    least deadwood."""
    card = best_knock(game_model)
    gin = deadwood_after_each_discard(game_model.human_view().hand)[card] == 0
    click(view, button_point(view, find_button(view, BUTTONS[code][gin])))
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, card_point(view, card))


SAID = {"en": ("Hollywood: scored in no game, since every game this hand could count in is "
               "already decided.", "Scored in no game"),
        "cs": ("Hollywood: nezapočteno do žádné hry, protože všechny hry, do kterých se toto "
               "kolo mohlo počítat, už jsou rozhodnuté.", "Nezapočteno do žádné hry")}


@pytest.mark.parametrize("code", ["en", "cs"])
def test_a_hollywood_hand_won_into_no_game_says_so(
        view: TableView, game_model: GameModel, language: Callable[[str], None],
        code: str) -> None:
    if code != "en":
        language(code)
    resume(game_model, played_to(your_knock_counts_in_no_game, rules=HOLLYWOOD), HOLLYWOOD)
    before = copy.deepcopy(game_model.match.game_scores)
    knock_with_the_mouse(view, game_model, code)
    match = game_model.match
    assert match.results[-1].winner == HUMAN and match.game_scores == before
    panel, pad_words = SAID[code]
    assert panel in result_panel(view).lines
    pad = ScorePadModel()
    pad.set_match(match, tuple(game_model.setup.names))
    row = len(match.results) - 1
    tip = str(pad.data(pad.index(row, COL_RESULT), Qt.ItemDataRole.ToolTipRole))
    assert pad_words in tip



STATUS = {"en": "Hand over: you won {points} points (knock), but this hand counts in no game. "
                "Press Next hand (N)",
          "cs": "Konec kola: vyhráváte {points} bodů (klepnutí), ale toto kolo se "
                "nezapočítává do žádné hry. Stiskněte Další kolo (klávesa N)"}


@pytest.mark.parametrize("code", ["en", "cs"])
def test_the_status_line_says_the_win_counts_in_no_game(
        view: TableView, game_model: GameModel, language: Callable[[str], None],
        code: str) -> None:
    """The status line (which a screen reader reads) said "Hand over: you won 26 points"
    beside the panel's "Scored in no game", every game's score standing still."""
    if code != "en":
        language(code)
    resume(game_model, played_to(your_knock_counts_in_no_game, rules=HOLLYWOOD), HOLLYWOOD)
    knock_with_the_mouse(view, game_model, code)
    result = game_model.match.results[-1]
    assert result.winner == HUMAN and not result.games
    assert game_model.status_text() == STATUS[code].format(points=result.points)
