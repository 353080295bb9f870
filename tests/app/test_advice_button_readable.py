"""Three-hand, sitting out, Czech on a small table (800x600, 900x600): the bubble's
"Nechat rozhodnout kapitána" button, too wide for the narrow bubble beside the stock,
shrank its type to 6 to 8 pixels, or ran partly off the table. Its words now go on two
lines in readable type (``PLATE_READABLE_PX``), the button inside the bubble and on the
felt. Real window, the advice given with the real key (L)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from gin_desktop.app.table.items import PLATE_READABLE_PX
from gin_desktop.engine import RuleSet

from .test_plates_a_few_moves_in import sitting_out


@pytest.mark.parametrize("rules", [RuleSet(target=100), RuleSet(hollywood=True, target=100)],
                         ids=["plain", "hollywood"])
@pytest.mark.parametrize("size", [(800, 600), (900, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("advice", [0, 2])
def test_let_the_captain_decide_reads_in_readable_type_inside_the_bubble(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        size: tuple[int, int], rules: RuleSet, advice: int) -> None:
    language("cs")
    window = sitting_out(make_window, qtbot, size, rules, advice=advice)
    scene = window.table.table_scene()
    g = scene.geometry
    bubble = scene._advice_bubble
    button = bubble.decide_button
    assert bubble.item.isVisible() and button.isVisible()
    assert button.font_px() >= min(PLATE_READABLE_PX, g.font_px * 0.95), button.font_px()
    face = button.sceneBoundingRect().adjusted(2, 2, -2, -3)  # the bounds' outset
    panel = QRectF(bubble.item.scenePos(), bubble.item.size())
    assert panel.contains(face), (face, panel)
    assert 0 <= face.left() and face.right() <= g.width, (face, g.width)
