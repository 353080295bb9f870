"""The words on the felt read on a table colour of the player's own, however light: on a
white or pale yellow table (Settings ▸ Other colour…) the amber "knock ≤ 6" and "Dealer"
read about 2:1 on the pills' one see-through black, which the default green needed no
darker. Each chip's ground is read from the drawn table, where the words are drawn on it,
and the words' colour judged on it; on the default green the shades are as they were."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem

from gin_desktop.app.contrast import TEXT_CONTRAST, contrast, drawn_over
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import (
    ACCENT, TEXT, TEXT_DIM, ButtonItem, PillItem, SeatLabelItem,
)
from gin_desktop.engine import RuleSet


def _ground(image: QImage, item: QGraphicsItem, point: QPointF) -> QColor:
    """The drawn table's colour at ``point`` of ``item`` (in the item's coordinates)."""
    view = item.scene().views()[0]
    spot = view.mapFromScene(item.mapToScene(point))
    return image.pixelColor(spot.x(), spot.y())


def _pill_reads(image: QImage, pill: PillItem) -> float:
    """The pill's words on its ground, in the round end left of them (near its edge: a
    round first letter, the "g" of "gin only", reaches into the end's middle)."""
    height = pill.size().height()
    ink = pill._colour  # the words' colour as the pill was given it
    ground = _ground(image, pill, QPointF(height * 0.15, height / 2))
    return contrast(drawn_over(ink, ground), ground)


def _plate_reads(image: QImage, plate: SeatLabelItem) -> list[float]:
    """The plate's name and note on its ground (under the turn marker's left), and each
    badge's amber on the badge's own lighter patch (in its left end)."""
    px = plate._font_px
    height = px * 2.0
    ground = _ground(image, plate, QPointF(px * 0.3, height / 2))
    ratios = [contrast(drawn_over(ink, ground), ground) for ink in (TEXT, TEXT_DIM)]
    x = px * 0.6 + px * 0.9
    for kind, _text, width in plate._widths():
        if kind == "badge":
            badge = _ground(image, plate, QPointF(x + px * 0.25, height / 2))
            ratios.append(contrast(ACCENT, badge))
        x += width + px * 0.6
    return ratios


def _chips(window: Any) -> dict[str, PillItem]:
    captions = window.table._scene._captions
    return {"knock limit": captions.rules[0], "stock": captions.stock,
            "pile": captions.pile, "deadwood": captions.deadwood, "prompt": captions.prompt,
            "sort": window.table._scene._controls.sort_caption}


def _unlit_buttons(window: Any) -> list[ButtonItem]:
    """The buttons on the felt with light words on their see-through white face."""
    scene = window.table._scene
    return [item for item in scene.items()
            if isinstance(item, ButtonItem) and item.parentItem() is None
            and item.isVisible() and item.isEnabled()
            and not (item.primary or item.checked)]


@pytest.mark.parametrize("felt", ["#ffffff", "#ffffc8", "#e8e8e8", "#1d5e3a", "#6b4f2a", "#000000"])
def test_every_chip_reads_on_the_table_colour(felt: str, make_window: Any,
                                              settings: Settings) -> None:
    settings.default_setup = GameSetup(levels=("human", "standard"),
                                       names=("Ana", "Computer"),
                                       rules=RuleSet(oklahoma=True))
    window = make_window()
    assert window.model.wait_idle(5000)
    settings.table_colour = felt  # as Settings sets it: the table follows at once
    QTest.qWait(300)  # the table laid out and refitted (150 ms after a change) before grabbing
    image = window.table.grab().toImage()
    chips = _chips(window)
    shown = {name: pill for name, pill in chips.items() if pill.isVisible() and pill.text()}
    assert {"knock limit", "stock", "deadwood"} <= shown.keys(), shown.keys()
    for name, pill in shown.items():
        assert _pill_reads(image, pill) >= 0.98 * TEXT_CONTRAST, (name, felt)
    scene = window.table._scene
    plates = [plate for plate in scene._captions.plates.values()
              if plate.isVisible()]
    assert any(plate.badges for plate in plates)  # the dealer's "Dealer"
    for plate in plates:
        for ratio in _plate_reads(image, plate):
            assert ratio >= 0.98 * TEXT_CONTRAST, (plate.name, plate.badges, felt)
    buttons = _unlit_buttons(window)
    # The sort buttons not in force, at least: the one in force is drawn on its own
    # opaque chosen face, which the felt does not reach.
    assert len(buttons) >= 2
    for button in buttons:
        height = button.size().height()
        face = _ground(image, button, QPointF(height * 0.3, height / 2))
        assert contrast(TEXT, face) >= 0.98 * TEXT_CONTRAST, (button.text(), felt)


def test_the_green_table_keeps_its_shades(make_window: Any) -> None:
    window = make_window()
    captions = window.table._scene._captions
    assert captions.stock.background() == QColor(0, 0, 0, 110)
    assert captions.rules[0].background() == QColor(0, 0, 0, 110)
    for button in _unlit_buttons(window):
        assert button._shades[45] == QColor(0, 0, 0, 60)  # at rest, as it was
