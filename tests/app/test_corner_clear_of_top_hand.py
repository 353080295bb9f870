"""Oklahoma's facts in the table's top-left corner keep clear of the computer's cards: in
Spanish at 800x600 "carta descubierta de picas: puntos dobles" ran under the face-down
hand (QA session 34). Where the long words do not fit, the corner says "♠×2", as it does
at the showdown, and resting the pointer on it says the whole rule."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import PillItem
from gin_desktop.engine import RuleSet

from .test_newcomer_words import tooltip_at
from .test_table import human_offered_upcard, position

OKLAHOMA = RuleSet.preset("oklahoma")


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_doubling_fact_keeps_off_the_top_hand_at_800_pixels(
        code: str, language: Callable[[str], None], make_window: Any) -> None:
    language(code)
    window = make_window()
    window.resize(800, 600)
    match = position(lambda m: human_offered_upcard(m) and m.hand.doubled, rules=OKLAHOMA)
    window.model.resume(match, GameSetup(names=("Ana", "Bruno"), rules=OKLAHOMA,
                                         seed=match.seed))
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    view = window.table
    scene = view.table_scene()
    g = scene.geometry
    corner = [i for i in scene.items() if isinstance(i, PillItem) and i.isVisible()
              and i.text() and i.y() < g.top_label_y and i.x() <= g.margin]
    assert len(corner) == 2, [i.text() for i in corner]
    top = [scene.card_item(c).sceneBoundingRect() for c in window.model.match.hand_of(1)]
    for pill in corner:
        rect = pill.sceneBoundingRect()
        assert not any(rect.intersects(card) for card in top), (pill.text(), rect, top[0])
        assert view.viewport().rect().contains(view.mapFromScene(rect).boundingRect())
    # The words left out are there for the pointer.
    doubled = corner[-1] if corner[-1].y() > corner[0].y() else corner[0]
    tip = tooltip_at(view.viewport(), view.mapFromScene(doubled.sceneBoundingRect().center()))
    assert "♠" in doubled.text() and len(tip) > len(doubled.text()), tip
