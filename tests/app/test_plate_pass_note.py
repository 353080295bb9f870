"""The name plates through the first turns: each says its seat's latest turn, and the
upcard offer's "passed", still on a plate while the other player draws and discards, names
the card turned down ("passed on 7♠"), so it reads as what it is, not as a turn passed up."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import SeatLabelItem
from gin_desktop.app.table.texts import card_label
from gin_desktop.engine import ActionKind


def notes(window: Any) -> dict[str, str]:
    return {i.name: i.note for i in window.table.table_scene().items()
            if isinstance(i, SeatLabelItem) and i.isVisible()}


def test_the_plates_through_the_upcard_offer_and_the_first_turn(make_window: Any,
                                                                qtbot: QtBot) -> None:
    window = make_window()
    # The computer deals: the person is offered the upcard first.
    window.model.start(GameSetup(levels=("human", "standard"), names=("Ana", "Computer"),
                                 seed=3, first_dealer=1))
    window.model.set_computer_delay(0)
    model = window.model
    qtbot.waitUntil(model.is_human_turn, timeout=5000)
    upcard = card_label(model.human_view().discard_pile[-1])
    assert notes(window) == {"Ana": "", "Computer": ""}
    window.pass_action.trigger()
    qtbot.waitUntil(lambda: model.is_human_turn() and ActionKind.DRAW_STOCK in {
        a.kind for a in model.human_view().legal_actions}, timeout=5000)
    QApplication.processEvents()
    # Both turned the upcard down (seed 3): the person draws from the stock.
    assert notes(window) == {"Ana": f"passed on {upcard}", "Computer": f"passed on {upcard}"}
    window.draw_action.trigger()
    QApplication.processEvents()
    assert notes(window)["Ana"] == "drew from the stock"
    assert notes(window)["Computer"] == f"passed on {upcard}"  # still its latest turn
