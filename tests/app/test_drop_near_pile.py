"""A card let go just beside the discard pile is discarded: a newcomer's drag that ends a
few pixels off the pile's face is not sent home with "Drop the card on the discard pile"."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import DRAW_STOCK, Phase
from tests.app.test_table import human_can_knock, position
from tests.app.test_table_refusals import drop_a_card_at, to_draw


def drawn(window: MainWindow) -> None:
    to_draw(window)
    window.model.play(DRAW_STOCK)
    assert window.model.wait_idle(5000)
    QApplication.processEvents()


def test_a_card_let_go_just_right_of_the_pile_is_discarded(window: MainWindow) -> None:
    drawn(window)
    g = window.table.table_scene().geometry
    # The card's left edge a few pixels right of the pile's face: it covers none of it.
    card = drop_a_card_at(window, QPointF(g.pile_x + g.card_w + 4,
                                          g.centre_y - g.card_h / 2 - 10))
    assert window.model.wait_idle(5000)
    assert card not in window.model.match.hand_of(0), window.status_line.message_text()


def test_a_card_let_go_far_from_the_pile_goes_home(window: MainWindow) -> None:
    drawn(window)
    g = window.table.table_scene().geometry
    card = drop_a_card_at(window, QPointF(g.pile_x + g.card_w * 1.5, g.centre_y - g.card_h / 2))
    assert card in window.model.match.hand_of(0)
    assert window.status_line.message_text() == "Drop the card on the discard pile to discard it"


def test_while_the_knock_spot_shows_a_card_short_of_it_is_not_discarded(
        window: MainWindow) -> None:
    """Right of the pile lies the knock spot: a card let go between the two, aimed at the
    knock, goes home rather than becoming a plain discard (which cannot be taken back)."""
    model = window.model
    model.resume(position(human_can_knock), GameSetup(names=("Ana", "Computer")))
    assert model.wait_idle(5000)
    QApplication.processEvents()
    g = window.table.table_scene().geometry
    card = drop_a_card_at(window, QPointF(g.pile_x + g.card_w + 4, g.centre_y))
    assert model.wait_idle(5000)
    assert card in model.match.hand_of(0)
    assert model.human_view().phase is Phase.DISCARD
