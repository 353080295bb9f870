"""The result panel in a desktop's large type keeps the plates' type: in three-hand
Hollywood at 1280x800 (19-pixel desktop type) its lines were a size smaller than the name
plates beside them (12.7 pixels to their 13.9), the standings it shrank for being what the
plates and the score pad show anyway. Now, in large type, the panel says less before its
type gets smaller than the plates', and still fits between the hands. The real window,
the application's type set as a desktop sets it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.geometry import USUAL_DESKTOP_PX
from gin_desktop.app.table.items import CardItem, SeatLabelItem
from gin_desktop.engine import Role, RuleSet, new_match

from tests.test_review import play_to_hand_end
from .conftest import settle_layout

#: The desktop's type as a player who asked for large text has it (19 pixels at 96 dpi).
LARGE_POINTS = 14.0


@pytest.fixture
def large_type(qapp: QApplication) -> Iterator[int]:
    """The application's type in ``LARGE_POINTS`` (its pixel height given), as a desktop's
    font setting gives it; the usual type again afterwards."""
    usual = QFont(qapp.font())
    font = QFont(usual)
    font.setPointSizeF(LARGE_POINTS)
    qapp.setFont(font)
    yield QFontInfo(font).pixelSize()
    qapp.setFont(usual)


def box_hand_over(make_window: Callable[..., Any], qtbot: QtBot, size: tuple[int, int]
                  ) -> Any:
    """Three-hand Hollywood, the person in the box, the first hand just over."""
    window = make_window(show=False)
    window.resize(*size)
    window.show()
    qtbot.waitUntil(lambda: window.model.has_match, timeout=5000)
    rules = RuleSet(hollywood=True, target=100)
    match = new_match(rules, 1, mode="three")
    seat = match.roles().index(Role.BOX)
    levels = tuple("human" if s == seat else "standard" for s in range(3))
    window.model.resume(play_to_hand_end(match),
                        GameSetup(mode="three", human_seat=seat, levels=levels, rules=rules))
    scene = window.table.table_scene()
    qtbot.waitUntil(lambda: scene._result_panel.isVisible(), timeout=5000)  # noqa: SLF001
    assert window.model.wait_idle(5000)
    settle_layout(qtbot, window)
    return scene


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)], ids=["1280x800", "1024x768"])
def test_the_result_panel_keeps_the_plates_type_and_fits_between_the_hands(
        large_type: int, make_window: Callable[..., Any], qtbot: QtBot,
        size: tuple[int, int]) -> None:
    # The desktop's type first, the window made in it (and closed before it goes back).
    assert large_type > USUAL_DESKTOP_PX
    scene = box_hand_over(make_window, qtbot, size)
    panel = scene._result_panel  # noqa: SLF001 - what the player sees
    table_px = scene.geometry.font_px
    assert table_px > 11.5  # the table's own type has grown with the desktop's
    plates = [item for item in scene.items()
              if isinstance(item, SeatLabelItem) and item.isVisible()]
    assert len(plates) == 3
    # As large as the plates' own type (a plate squeezed beside its row's cards may be
    # smaller; the panel is not squeezed).
    assert panel.font_px() >= table_px - 0.01, (panel.font_px(), table_px)
    # Whole on the table, covering no card and no plate.
    area = panel.sceneBoundingRect()
    assert scene.sceneRect().contains(panel.mapRectToScene(
        0, 0, panel.size().width(), panel.size().height()))
    covered = [item for item in scene.items(area)
               if isinstance(item, CardItem | SeatLabelItem) and item.isVisible()
               and item.sceneBoundingRect().intersects(area.adjusted(4, 4, -4, -8))]
    assert not covered, covered
    # The games' standings are on it, in a shorter form if need be, or, left out, in its
    # tooltip (and on the plates).
    assert any("Game" in line for line in panel.lines) or "Game 1:" in panel.toolTip()
