"""Three-hand: the card the last advice named is marked while the hand is played, never
into the showdown or the result, where a green outline means "laid off" (RULES.md "The
showdown"); and the advice's mark looks different from the laid-off one. The real table and
model, the person in the box playing the hint's moves."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from gin_desktop.app.model import GameModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView
from gin_desktop.app.table.items import CardItem, Highlight, highlight_colour
from gin_desktop.engine import Phase


def marked(view: TableView, highlight: Highlight) -> list[CardItem]:
    return [i for i in view.table_scene().items()
            if isinstance(i, CardItem) and i.highlight is highlight]


def test_the_advice_mark_goes_when_the_hand_ends(view: TableView,
                                                 game_model: GameModel) -> None:
    """While the person is captain, the advice of the computer sitting out marks its card
    until the person moves; in the showdown and the result nothing is marked. The person
    plays the hint's moves over a few hands, so that each role comes round."""
    game_model.start(GameSetup(mode="three", seed=1, human_seat=0,
                               levels=("human", "standard", "standard"),
                               names=("Ana", "Bea", "Cris")))
    advised_while_playing = False
    hands = 0
    for _ in range(1500):
        assert game_model.wait_idle(5000)
        QApplication.processEvents()
        match = game_model.match
        if match.is_over or hands >= 4:
            break
        if match.phase is Phase.HAND_OVER:
            assert marked(view, Highlight.ADVICE) == []
            hands += 1
            game_model.next_hand()
            continue
        if game_model.is_human_turn():
            if match.captain == 0 and match.to_act == 0 and game_model.advice is not None:
                advised_while_playing |= bool(marked(view, Highlight.ADVICE))
            game_model.play(game_model.hint().action)
    assert hands >= 3
    assert advised_while_playing, "the sitter's advice was marked for the captain's move"


def test_the_advice_mark_is_not_the_laid_off_green() -> None:
    assert highlight_colour(Highlight.ADVICE) != highlight_colour(Highlight.LAID_OFF)
    assert highlight_colour(Highlight.ADVICE) != highlight_colour(Highlight.PLAYABLE)
