"""After a drawn hand the arrows walk the bottom hand's cards in the order the table lays
them down face up (``TableMirror.drawn_layouts``). The keyboard worked out the arrangement
again from its own copy of the cards: where two arrangements tie, the table could show one
and the arrows walk the other, the ring hopping back and forth across the row.

Real window, real keys (``play_to_the_wall``, then Home and Right)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.table.mirror import TableMirror
from gin_desktop.engine import Arrangement

from .test_drawn_hand_status import play_to_the_wall


def _the_other_of_a_tie(layout: Arrangement) -> Arrangement:
    """An arrangement as good as ``layout``: its melds laid down the other way round."""
    return Arrangement(melds=layout.melds[::-1], deadwood=layout.deadwood[::-1])


def test_the_arrows_walk_a_drawn_hand_as_the_table_shows_it(
        make_window: Callable[..., Any], qtbot: QtBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    human = window.model.human_seat
    shown = TableMirror.drawn_layouts

    def tied(mirror: TableMirror) -> dict[int, Arrangement]:
        # The table settles the tie the other way from the engine's first choice.
        return {seat: _the_other_of_a_tie(layout) if seat == human else layout
                for seat, layout in shown(mirror).items()}

    monkeypatch.setattr(TableMirror, "drawn_layouts", tied)
    play_to_the_wall(window)
    hand = window.model.match.hand_of(human)
    scene = window.table.table_scene()
    layout = scene.mirror.drawn_layouts()[human]
    assert layout.deadwood_points == shown(scene.mirror)[human].deadwood_points
    assert len(layout.melds) + len(layout.deadwood) > 2, "no other order to walk"
    row_y = scene.geometry.bottom_y
    qtbot.waitUntil(lambda: all(scene.card_item(c).pos().y() == row_y for c in hand),
                    timeout=2000)
    left_to_right = sorted(hand, key=lambda c: scene.card_item(c).pos().x())

    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Home)
    walked = [window.keyboard.focused_card()]
    for _ in hand[1:]:
        QTest.keyClick(window.table, Qt.Key.Key_Right)
        walked.append(window.keyboard.focused_card())
    assert walked == left_to_right
