"""The discard pile's card, when it may be taken, is ringed outside its face: the ring
lay inside the card's edge, over its margin, and the index ("10") nearly touched it, at
100 % as at 200 %. The card's margin stays white, the ring round it on the felt.

The table runs in a fresh process on the offscreen platform (``conftest.run_on_screen``),
at the scale named (``QT_SCALE_FACTOR``), on a position where the person is to draw and
may take the pile's card; the pixels are read from the view's own grab, in device pixels.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import GameEnv, run_on_screen

_PROGRAM = """
import json, sys
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv)
from gin_desktop.app.model import GameModel
from gin_desktop.app.table.items import ACCENT, Highlight
from gin_desktop.app.table.view import TableView
from tests.app.test_table import human_to_draw, position, resume

model = GameModel(computer_delay_ms=0)
view = TableView(model)
view.resize(1280, 800)
view.show()
resume(model, position(human_to_draw))
for _ in range(20):
    app.processEvents()
scene = view.table_scene()
card = scene.card_item(scene._mirror.pile[-1])
image = view.viewport().grab().toImage()
ratio = image.devicePixelRatio()
left = view.mapFromScene(card.pos()).x()
middle = view.mapFromScene(card.pos()).y() + card.size().height() / 2

def colour(x):
    pixel = image.pixelColor(round(x * ratio), round(middle * ratio))
    return [pixel.red(), pixel.green(), pixel.blue()]

print(json.dumps({
    "highlight": card.highlight.value,
    "ratio": ratio,
    "accent": [ACCENT.red(), ACCENT.green(), ACCENT.blue()],
    # The card's margin, from its left edge to its index (about 6 % of its width).
    "margin": [colour(left + dx) for dx in (1.5, 2.5, 3.5)],
    # The felt beside the card, where the ring goes round it.
    "outside": [colour(left - dx / 2) for dx in range(1, 13)],
}))
model.shutdown(5000)
"""


def _near(a: list[int], b: list[int]) -> bool:
    return all(abs(x - y) <= 40 for x, y in zip(a, b, strict=True))


@pytest.mark.parametrize("scale", ["1", "2"])
def test_the_pile_cards_ring_leaves_its_margin_white(
        game_env: GameEnv, tmp_path: Path, scale: str) -> None:
    report = run_on_screen(game_env, tmp_path, (1920, 1080), _PROGRAM,
                           QT_SCALE_FACTOR=scale)
    assert report["highlight"] == "playable"
    assert report["ratio"] == float(scale)
    white = [255, 255, 255]
    assert all(_near(pixel, white) for pixel in report["margin"]), report["margin"]
    assert any(_near(pixel, report["accent"]) for pixel in report["outside"]), report["outside"]
