"""The box game's last hand, played with the mouse (RULES.md three-hand 6 and "Extras"):
when the match ends, the name plates give the same totals as the result panel and the
score pad, the end-of-game bonuses included, not the scores before them."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView
from gin_desktop.app.table.items import SeatLabelItem
from gin_desktop.engine import MatchEnded, RuleSet

from .test_table import human_can_knock, knock_with_the_mouse, position, resume


def test_the_plates_show_the_final_totals_with_the_line_bonus(
        view: TableView, game_model: GameModel) -> None:
    rules = RuleSet().replace(target=1, line_bonus=25)
    resume(game_model, position(human_can_knock, mode="three", rules=rules), rules)
    knock_with_the_mouse(view, game_model)
    QApplication.processEvents()
    assert game_model.match.is_over
    end = next(e for e in game_model.match.events if isinstance(e, MatchEnded))
    assert end.totals != tuple(game_model.match.scores)  # the line bonus is in the totals
    plates = {i.seat: i.score for i in view.table_scene().items()
              if isinstance(i, SeatLabelItem) and i.isVisible()}
    assert plates == {seat: f"{end.totals[seat]} pts" for seat in game_model.match.seats}
