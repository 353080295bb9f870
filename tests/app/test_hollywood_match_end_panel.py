"""Hollywood's match-end panel, the last hand knocked with the mouse (RULES.md Hollywood
and "Extras": each game's line, game and shutout bonuses are added at its end).

The panel's "Game 1: …" lines gave the games' scores before the bonuses, under bonus lines
that had just added them and beside a score pad and name plates with them; and its line
bonus said "line bonus 75" where the score pad's tooltip gives "3 hands won × 25"."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView
from gin_desktop.app.table.items import PanelItem
from gin_desktop.engine import BonusKind, MatchEnded
from gin_desktop.engine.scoring import HOLLYWOOD_GAMES

from .test_hollywood_match_end_plates import RULES, your_knock_ends_the_match
from .test_table import knock_with_the_mouse, played_to, resume


def ended_hollywood(view: TableView, game_model: GameModel) -> tuple[MatchEnded, list[str]]:
    """The match's end, knocked with the mouse, and its panel's whole text, line by line
    (its tooltip: a table too short for all of it leaves the games out of the panel)."""
    resume(game_model, played_to(your_knock_ends_the_match, rules=RULES), RULES)
    knock_with_the_mouse(view, game_model)
    QApplication.processEvents()
    match = game_model.match
    assert match.is_over
    end = next(e for e in match.events if isinstance(e, MatchEnded))
    panels = [i for i in view.table_scene().items()
              if isinstance(i, PanelItem) and i.isVisible() and i.title]
    assert panels, "no result panel"
    return end, panels[0].toolTip().splitlines()


def test_the_panels_game_lines_give_each_games_score_with_its_bonuses(
        view: TableView, game_model: GameModel) -> None:
    end, lines = ended_hollywood(view, game_model)
    match = game_model.match
    final = [list(game) for game in match.game_scores]
    for bonus in end.bonuses:
        final[bonus.game][bonus.seat] += bonus.points
    assert final != [list(game) for game in match.game_scores]  # bonuses were won
    for g in range(HOLLYWOOD_GAMES):
        line = next(line for line in lines if line.startswith(f"Game {g + 1}: "))
        for seat in match.seats:
            assert str(final[g][seat]) in line, (line, final[g])
        if final[g] != list(match.game_scores[g]):
            assert not all(str(score) in line for score in match.game_scores[g] if score), line


def test_the_panels_line_bonus_gives_the_hands_won(
        view: TableView, game_model: GameModel) -> None:
    end, lines = ended_hollywood(view, game_model)
    line_bonuses = [b for b in end.bonuses if b.kind is BonusKind.LINE]
    assert line_bonuses
    for bonus in line_bonuses:
        hands = f"{bonus.hands} hand" if bonus.hands == 1 else f"{bonus.hands} hands"
        said = f"line bonus {bonus.points} ({hands} × {RULES.line_bonus})"
        assert any(line.startswith(f"{game_model.seat_name(bonus.seat)}, game {bonus.game + 1}:")
                   and said in line for line in lines), (said, lines)

