"""At the showdown a newcomer can tell the melds from the deadwood: both hands were laid
down in groups that all looked alike, so the computer's deadwood "3♦ 4♠ 5♦" read as a run
it had somehow not counted. The deadwood lies dimmed, as the table dims a card that does
not play; the melds and the cards laid off stay bright."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from gin_desktop.app.model import GameModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView
from gin_desktop.app.table.items import CardItem, Highlight
from gin_desktop.engine import Phase


def _highlights(view: TableView) -> dict[object, Highlight]:
    return {i.card: i.highlight for i in view.table_scene().items() if isinstance(i, CardItem)}


def test_the_deadwood_is_dimmed_at_the_showdown(view: TableView,
                                                game_model: GameModel) -> None:
    game_model.start(GameSetup(seed=3, levels=("human", "standard"),
                               names=("Ana", "Computer")))
    checked = 0
    for _ in range(3000):
        assert game_model.wait_idle(5000)
        QApplication.processEvents()
        match = game_model.match
        if match.is_over or checked >= 2:
            break
        if match.phase is Phase.HAND_OVER:
            result = match.results[-1]
            layouts = (result.knocker_layout, result.defender_layout)
            if all(layout is not None for layout in layouts):
                marks = _highlights(view)
                for layout in layouts:
                    assert layout is not None
                    for card in layout.deadwood:
                        assert marks[card] is Highlight.DIMMED, card
                    for card in layout.melded_cards():
                        assert marks[card] is Highlight.NONE, card
                    for layoff in layout.layoffs:
                        assert marks[layoff.card] is Highlight.LAID_OFF, layoff
                checked += bool(layouts[0].deadwood or layouts[1].deadwood)
            game_model.next_hand()
            continue
        if game_model.is_human_turn():
            game_model.play(game_model.hint().action)
    assert checked >= 2, "two showdowns with deadwood were looked at"
