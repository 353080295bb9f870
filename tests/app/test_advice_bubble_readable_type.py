"""Three-hand, sitting out, on a small table (800x600, 900x600): the bubble shrank its own
lines to 8 pixels in Czech to keep every line, unreadable. Its type now stays at
``PLATE_READABLE_PX`` or more; a line it leaves out, or a sentence it cuts, is whole in its
tooltip. Real window, the advice given with the real key (L)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.table.items import PLATE_READABLE_PX
from gin_desktop.engine import RuleSet

from .test_plates_a_few_moves_in import sitting_out


@pytest.mark.parametrize("rules", [RuleSet(target=100), RuleSet(hollywood=True, target=100)],
                         ids=["plain", "hollywood"])
@pytest.mark.parametrize("size", [(800, 600), (900, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", ["cs", "es"])
@pytest.mark.parametrize("advice", [2, 3])
def test_the_sitters_bubble_reads_in_readable_type_and_says_the_rest_in_its_tooltip(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        size: tuple[int, int], rules: RuleSet, code: str, advice: int) -> None:
    language(code)
    window = sitting_out(make_window, qtbot, size, rules, advice=advice)
    scene = window.table.table_scene()
    panel = scene._advice_bubble.item
    assert panel.isVisible()
    assert panel.font_px() >= PLATE_READABLE_PX, panel.font_px()
    shown = [panel.title, *panel.lines]
    tooltip = panel.toolTip()
    for line in shown:
        if line.endswith("…"):
            assert tooltip, line
    whole_shown = [line for line in shown if line and not line.endswith("…")]
    if tooltip:
        for line in whole_shown:
            assert line in tooltip, (line, tooltip)
    # The captain's last answer is shown, or the tooltip has it.
    assert any(line for line in panel.lines), shown
