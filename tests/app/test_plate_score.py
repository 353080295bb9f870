"""A name plate's score reads as a player would write it: "1 pt", not "1 pts", in every
language (es "1 pto.", cs "1 b.", pt "1 pt"). The real table, after a hand (seed 158) that
left the computer, Bob, on 1 point."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.model import GameModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView
from gin_desktop.app.table.items import SeatLabelItem
from gin_desktop.engine import RuleSet, new_match

from tests.test_review import play_to_hand_end


@pytest.mark.parametrize(("code", "one", "none"), [
    ("en", "1 pt", "0 pts"), ("es", "1 pto.", "0 ptos."), ("cs", "1 b.", "0 b."),
    ("pt", "1 pt", "0 pts")])
def test_one_point_is_singular_on_the_plate(code: str, one: str, none: str,
                                            view: TableView, game_model: GameModel,
                                            language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    match = play_to_hand_end(new_match(RuleSet(), 158, first_dealer=1))
    assert match.scores == [0, 1]
    game_model.resume(match, GameSetup(levels=("human", "standard"), names=("Ana", "Bob")))
    QApplication.processEvents()
    plates = {i.name: i.score for i in view.table_scene().items()
              if isinstance(i, SeatLabelItem)}
    assert plates["Bob"] == one
    assert plates["Ana"] == none
