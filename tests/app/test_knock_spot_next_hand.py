"""The knock spot (where a card is dropped to knock) goes with the hand's result panel and
is there again in the next hand once a knock is legal, not before: a real mouse takes the
upcard, drops a card on the spot to go gin, goes on to the next hand and knocks there
the same way (RULES.md two-player 5: the knock discard lies face down beside the pile)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.model import GameModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView
from gin_desktop.engine import Card, Knocked, Phase, ResultKind
from gin_desktop.engine import match as match_module
from tests.app.test_knock_spot_words import knock_spot
from tests.app.test_table import (
    at, best_knock, button_point, card_point, click, drag, find_button, stock_point,
)
from tests.engine.conftest import stacked_deck

# Hand 1: the person (seat 0) does not deal; the 7♠ upcard makes gin with the K♦ knocked.
# Hand 2: the person, who won, deals; any card drawn leaves a knock (2 deadwood).
DECKS = (stacked_deck("AS 2S 3S 7C 7D 7H 4H 5H 6H KD", "2C 4C 6C 8C TD QH 9S JS 3D 5D",
                      "7S"),
         stacked_deck("2C 4C 6C 8C TD QH 9S JS 3D 5D", "AS 2S 3S 4H 5H 6H 7D 7C 7S 2D",
                      "KC"))


@pytest.fixture(params=["0", "1"], ids=["instant", "animated"])
def table(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot,
          game_model: GameModel) -> Iterator[TableView]:
    """The table, instant or at the animations' own speed, on a match dealing ``DECKS``,
    the person not dealing first."""
    monkeypatch.setenv("GIN_DESKTOP_ANIMATION_SPEED", request.param)
    decks = iter(DECKS)
    monkeypatch.setattr(match_module, "shuffled_deck",
                        lambda deal_number, version=2: list(next(decks)))
    view = TableView(game_model)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    game_model.start(GameSetup(seed=5, first_dealer=1))
    settle(view, game_model)
    yield view


def settle(view: TableView, model: GameModel) -> None:
    """The computer's moves made and the table's animations played out."""
    assert model.wait_idle(5000)
    QApplication.processEvents()
    scene = view.table_scene()
    for _tick in range(1000):
        if not scene.animator.is_busy():
            break
        QTest.qWait(10)
    assert not scene.animator.is_busy()
    assert model.wait_idle(5000)
    QApplication.processEvents()


def knock_by_drop(view: TableView, model: GameModel) -> Card:
    """Drag the best knock card onto the knock spot; the card knocked."""
    card = best_knock(model)
    g = view.table_scene().geometry
    drag(view, card_point(view, card),
         at(view, QPointF(g.knock_x + g.card_w / 2, g.centre_y + g.card_h / 2)))
    settle(view, model)
    knocked = [e for e in model.match.events if isinstance(e, Knocked)]
    assert knocked and knocked[-1].discard == card
    return card


def test_the_knock_spot_comes_back_for_the_next_hands_knock(
        table: TableView, game_model: GameModel) -> None:
    view = table
    spot = knock_spot(view)
    assert game_model.human_view().phase is Phase.UPCARD_OFFER
    assert not spot.isVisible(), "no knock before the upcard is taken"
    click(view, button_point(view, find_button(view, "Take")))
    settle(view, game_model)
    assert spot.isVisible()
    assert knock_by_drop(view, game_model) == Card.from_text("KD")
    result = game_model.match.last_result
    assert result is not None and result.kind is ResultKind.GIN
    # The result panel has the middle of the table: the spot has nothing more to say.
    assert not spot.isVisible()

    click(view, button_point(view, find_button(view, "Next hand")))
    settle(view, game_model)
    assert game_model.match.hand_number == 2
    seen = game_model.human_view()
    if seen.phase is Phase.UPCARD_OFFER:
        assert not spot.isVisible()
        click(view, button_point(view, find_button(view, "Take")))
    else:
        assert seen.phase is Phase.DRAW and seen.to_act == 0
        assert not spot.isVisible(), "no knock before the draw"
        click(view, stock_point(view))
    settle(view, game_model)
    assert game_model.human_view().phase is Phase.DISCARD
    assert spot.isVisible(), "the knock spot did not come back for the next hand"
    knock_by_drop(view, game_model)
