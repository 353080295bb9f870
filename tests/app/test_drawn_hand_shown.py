"""A drawn hand is shown face up, both hands laid out in melds as at a showdown.

RULES.md two-player 9: at the wall the hand ends with no score. The computer's hand stayed
face down and the person's in their own order, though the rest of the deck (offered on the
result panel) shows the computer's cards anyway: nothing is left to hide.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pytestqt.qtbot import QtBot

from gin_desktop.engine import best_arrangement

from .test_drawn_hand_status import play_to_the_wall


def test_a_hand_drawn_at_the_wall_shows_both_hands_face_up_in_melds(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = make_window()
    play_to_the_wall(window)
    model = window.model
    scene = window.table.table_scene()
    g = scene.geometry
    human = model.human_seat
    rows = {human: g.bottom_y, 1 - human: g.top_y}
    for seat, row_y in rows.items():
        hand = model.match.hand_of(seat)
        qtbot.waitUntil(lambda hand=hand, row_y=row_y: all(
            scene.card_item(c).face_up and scene.card_item(c).pos().y() == row_y
            for c in hand), timeout=2000)
        items = [scene.card_item(c) for c in hand]
        assert all(item.isVisible() and not item.liftable for item in items)
        # Laid out as the showdown lays a hand down: each meld a group of overlapping cards
        # (no further apart than the own hand's fan), the deadwood set apart to the right.
        layout = best_arrangement(hand)
        for meld in layout.melds:
            xs = sorted(scene.card_item(c).pos().x() for c in meld.cards)
            assert max(b - a for a, b in zip(xs, xs[1:], strict=False)) <= g.card_w * 0.6
        if layout.melds and layout.deadwood:
            meld_right = max(scene.card_item(c).pos().x()
                             for m in layout.melds for c in m.cards)
            dead_left = min(scene.card_item(c).pos().x() for c in layout.deadwood)
            assert dead_left - meld_right > g.card_w, "deadwood is set apart from the melds"
