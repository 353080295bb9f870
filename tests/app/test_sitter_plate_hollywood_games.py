"""Three-hand Hollywood, the person sitting out, at the hand's end: the plate beside the
result panel, in the narrow column left of it, left out "Games: 22 · 19 · 0" (800x600,
900x600 and 1024x768, every language but Czech at 900 pixels and more): the name and the
"Sitting out" badge took the column's width. The games now go on a second line under the
name, in the plate's own type, the plate clear of the panel and on the felt."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from gin_desktop.app.table.items import PLATE_READABLE_PX
from gin_desktop.app.table.texts import plate_score_short
from gin_desktop.engine import ResultKind, RuleSet

from .test_sitter_plate_keeps_points import SITTER, sat_out_to_its_end, sitters_plate


@pytest.mark.parametrize("size", [(800, 600), (900, 600), (1024, 768)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_sitters_plate_keeps_its_games_beside_the_result(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, size: tuple[int, int]) -> None:
    language(code)
    window = make_window()
    match = sat_out_to_its_end(RuleSet(hollywood=True, target=100), set(ResultKind))
    plate = sitters_plate(window, qtbot, match, size)
    scene = window.table.table_scene()
    short = plate_score_short(SITTER, [list(game) for game in match.game_scores])
    assert plate.score, plate.toolTip()
    whole = scene._captions._plate_words[SITTER][1]
    assert plate.score in (whole, short), (plate.score, whole, short)
    assert plate.font_px() >= PLATE_READABLE_PX
    face = QRectF(plate.scenePos(), plate.size())
    panel = scene._result_panel.sceneBoundingRect()
    assert not face.intersects(panel), (face, panel)
    g = scene.geometry
    assert 0 <= face.left() and face.right() <= g.width and face.bottom() <= g.height
