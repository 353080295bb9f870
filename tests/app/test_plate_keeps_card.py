"""The person's plate, squeezed on a small screen between the deadwood count and the sort
buttons, cuts words out of its latest move but keeps the card: a newcomer who took the
10♣ from the pile read "pegou … pilha" (Portuguese, 1024x768), without the one word that
said which card; now "pegou 10♣" (and "took 10♣", where English read "took … pile")."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import SeatLabelItem
from gin_desktop.app.table.texts import card_label
from gin_desktop.engine import DRAW_STOCK, PASS_UPCARD, ActionKind
from tests.app.test_table import card_point, drag, pile_point
from .conftest import settle_layout


def own_plate(window: Any) -> SeatLabelItem:
    return next(i for i in window.table.table_scene().items()
                if isinstance(i, SeatLabelItem) and i.seat == 0)


@pytest.mark.parametrize(("code", "width"), [("pt", 995), ("en", 960)])
def test_the_card_taken_from_the_pile_stays_on_the_squeezed_plate(
        make_window: Any, qtbot: QtBot, language: Any, code: str, width: int) -> None:
    language(code)
    window = make_window()
    window.resize(width, 700)
    model = window.model
    window.start_match(GameSetup(names=("Você", "Computador"), seed=199656804,
                                 first_dealer=1))
    assert model.wait_idle(5000)
    # Pass the upcard, draw and discard, until the person may take the pile's top card.
    while not (model.is_human_turn() and ActionKind.DRAW_DISCARD in {
            a.kind for a in model.human_view().legal_actions}):
        legal = model.human_view().legal_actions
        if PASS_UPCARD in legal:
            model.play(PASS_UPCARD)
        elif DRAW_STOCK in legal:
            model.play(DRAW_STOCK)
        else:
            model.play(next(a for a in legal if a.kind is ActionKind.DISCARD))
        assert model.wait_idle(5000)
    settle_layout(qtbot, window)
    top = model.human_view().discard_pile[-1]
    view = window.table
    drag(view, pile_point(view), card_point(view, view.hand_order()[4]))
    assert model.wait_idle(5000)
    QApplication.processEvents()
    assert top in model.match.hand_of(0), window.status_line.message_text()
    plate = own_plate(window)
    # Squeezed: the place after the card is left out, the card kept.
    assert plate.note.split()[-1:] == [card_label(top)], plate.note
