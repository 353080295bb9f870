"""Three-hand, sitting out: the person's plate, at the left of the top plates' row, was held to
the narrow column left of the stock, and read "Tú Fuera ves las … capitán" (Spanish, a
1366x768 screen at 125%: a window of about 1093x614) while the box's plate on the same row
had room to spare. The plate takes the room the row has beside the box's plate, so its
words read whole; the two plates never overlap, and both stay on the felt."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.app.table.items import SeatLabelItem
from gin_desktop.engine import RuleSet

LEVELS = ("human", "standard", "standard")


@pytest.mark.parametrize("size", [(1093, 614), (800, 600), (1280, 800)])
@pytest.mark.parametrize("code", ["es", "en", "cs", "pt"])
def test_the_sitters_plate_reads_whole_beside_the_boxs(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, size: tuple[int, int]) -> None:
    language(code)
    window = make_window()
    window.resize(*size)
    # Seed 11: the person sits out the first hand, the captain to decide on the upcard.
    window.start_match(GameSetup(mode="three", seed=11, levels=LEVELS,
                                 names=default_names(LEVELS), rules=RuleSet(target=500)))
    model, view = window.model, window.table
    qtbot.waitUntil(lambda: model.is_human_turn() and model.human_view().is_advisor,
                    timeout=5000)
    qtbot.wait(300)  # the table refits once the resize has settled
    QApplication.processEvents()
    scene = view.table_scene()
    g = scene.geometry
    plates = {item.seat: item for item in scene.items()
              if isinstance(item, SeatLabelItem) and item.isVisible()}
    mine = plates[model.human_seat]
    box = next(plate for seat, plate in plates.items()
               if seat != model.human_seat and plate.y() == mine.y())  # the same row
    assert mine.note == _tr("you see the captain's cards"), (mine.note, g.width)
    assert not mine.note_cut
    faces = [QRectF(plate.scenePos(), plate.size()) for plate in (mine, box)]
    assert not faces[0].intersects(faces[1]), faces
    for face in faces:
        assert 0 <= face.left() and face.right() <= g.width, (face, g.width)
