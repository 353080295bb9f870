"""Hollywood's last hand, played with the mouse (RULES.md Hollywood and "Extras": each
game's line, game and shutout bonuses are added at its end): when the match ends, the
name plates give each game's score with its bonuses, as the score pad's final line does,
as the plates of a one-game match give its final totals (test_box_match_end).

The plates said "Game 1: 88 · Game 2: 88 · Game 3: 88" beside a score pad whose final
line read 238, 476 and 476 for the same player."""

from __future__ import annotations

import copy

from PySide6.QtWidgets import QApplication

from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView
from gin_desktop.app.table.items import SeatLabelItem
from gin_desktop.engine import Match, MatchEnded, RuleSet
from gin_desktop.engine.scoring import HOLLYWOOD_GAMES

from .test_table import (
    HUMAN, human_can_knock, knock_with_the_mouse, knocking_move, played_to, resume,
)

RULES = RuleSet(name="hollywood", hollywood=True, target=30, line_bonus=25)


def your_knock_ends_the_match(match: Match) -> bool:
    """The person may knock, and the least-deadwood knock ends the match."""
    if not human_can_knock(match):
        return False
    trial = copy.deepcopy(match)
    trial.apply(knocking_move(trial))
    return trial.is_over


def test_the_hollywood_plates_show_each_games_final_total(
        view: TableView, game_model: GameModel) -> None:
    resume(game_model, played_to(your_knock_ends_the_match, rules=RULES), RULES)
    knock_with_the_mouse(view, game_model)
    QApplication.processEvents()
    match = game_model.match
    assert match.is_over and match.to_act is None
    end = next(e for e in match.events if isinstance(e, MatchEnded))
    final = [list(game) for game in match.game_scores]
    for bonus in end.bonuses:
        final[bonus.game][bonus.seat] += bonus.points
    assert final != [list(game) for game in match.game_scores]  # line bonuses were won
    plates = {i.seat: i.score for i in view.table_scene().items()
              if isinstance(i, SeatLabelItem) and i.isVisible()}
    assert plates == {
        seat: " · ".join(f"Game {g + 1}: {final[g][seat]}" for g in range(HOLLYWOOD_GAMES))
        for seat in match.seats}
    assert HUMAN in plates
