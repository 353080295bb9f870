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
    # Seed 1: the computer captain's last move follows its advisor's advice (a discard).
    game_model.start(GameSetup(mode="three", seed=1, human_seat=0,
                               levels=("human", "standard", "standard"),
                               names=("Ana", "Bea", "Cris")))
    advised_while_playing = False
    for _ in range(300):
        assert game_model.wait_idle(5000)
        QApplication.processEvents()
        if game_model.match.phase is Phase.HAND_OVER:
            break
        advised_while_playing |= bool(marked(view, Highlight.ADVICE))
        if game_model.is_human_turn():
            game_model.play(game_model.hint().action)
    QApplication.processEvents()
    assert game_model.match.phase is Phase.HAND_OVER
    assert advised_while_playing, "the advice was marked during the hand"
    assert game_model.advice is not None, "the last move came with advice"
    assert marked(view, Highlight.ADVICE) == []


def test_the_advice_mark_is_not_the_laid_off_green() -> None:
    assert highlight_colour(Highlight.ADVICE) != highlight_colour(Highlight.LAID_OFF)
    assert highlight_colour(Highlight.ADVICE) != highlight_colour(Highlight.PLAYABLE)
