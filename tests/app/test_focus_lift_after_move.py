"""The card the keys are on stands lifted out of the fan, whatever moved the hand. A
Portuguese player who discarded with the keys found the next card only by a thin ring,
half under its neighbour: the discard's move of the hand had put every card back in its
place unlifted (s65). Real keys on the real window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.table.items import CardItem
from gin_desktop.engine import Phase

from .test_keys_where_the_ring_is import ringed_cards, to_draw_at_the_table, typed

Key = Qt.Key


def the_ringed_card(window: MainWindow) -> CardItem:
    ringed = ringed_cards(window)
    assert len(ringed) == 1, ringed
    return ringed[0]


def stands_lifted(card: CardItem) -> bool:
    return card.lifted and card.pos() == card.home - QPointF(0, card.lift)


def test_the_card_the_keys_move_to_after_a_discard_is_lifted(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # The cards move as a player sees them (the tests' default is instant): the keys
    # reach the next card while the hand is still closing the gap.
    monkeypatch.setenv("GIN_DESKTOP_ANIMATION_SPEED", "1")
    window.table.set_animation_speed(1.0)
    model = window.model
    scene = window.table.table_scene()
    to_draw_at_the_table(window, qtbot)
    typed(Key.Key_S)  # draw from the stock
    qtbot.waitUntil(lambda: model.match.phase is Phase.DISCARD
                    and not scene.animator.is_busy(), timeout=10_000)
    for _ in range(4):
        typed(Key.Key_Right)  # into the hand, to its fourth card
    assert stands_lifted(the_ringed_card(window))
    typed(Key.Key_Return)  # discard it
    qtbot.waitUntil(lambda: model.is_human_turn() and model.match.phase is Phase.DRAW
                    and not scene.animator.is_busy(), timeout=10_000)
    card = the_ringed_card(window)  # the keys went on to a neighbour
    assert stands_lifted(card), (card.card, card.lifted, card.pos(), card.home)
