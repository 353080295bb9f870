"""Three-hand with the sitter dealt ten cards out of play (RULES.md three-hand 2): the
"Out of play" label lay over the lower half of the sitter's small cards, and on a short
table covered most of them. It now stands just right of the row, level with it, as the
row's label, and covers no card, plate or the advice bubble. On the real window at a
911x512 screen's sizes and two larger ones, in English and Spanish (the longer label)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.engine import RuleSet

from .test_advice_buttons_stay import CAPTAIN, SITTING_OUT
from .test_spoken_order import open_window


def _box(item: QGraphicsItem) -> QRectF:
    size = item.size()  # type: ignore[attr-defined]  # the items the table draws
    return item.mapRectToScene(QRectF(QPointF(0, 0), size))


@pytest.mark.parametrize("size", [(911, 512), (895, 420), (900, 600), (1366, 768)])
@pytest.mark.parametrize("code", ["en", "es"])
@pytest.mark.parametrize("seed", [SITTING_OUT, CAPTAIN])
def test_the_out_of_play_label_stands_beside_the_sitters_cards_covering_none(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
        language: Callable[[str], None], seed: int, code: str, size: tuple[int, int]) -> None:
    if code != "en":
        language(code)
    levels = ("human", "standard", "standard")
    setup = GameSetup(mode="three", levels=levels, names=default_names(levels), seed=seed,
                      rules=RuleSet(target=500, sitter_dealt=True))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    win.resize(*size)
    QTest.qWait(50)
    model = win.model
    qtbot.waitUntil(lambda: model.is_human_turn(), timeout=20_000)
    assert model.wait_idle(20_000)
    QTest.qWait(20)
    scene = win.table.table_scene()
    mirror = scene.mirror
    assert mirror is not None and len(mirror.sitter_cards) == 10
    label = scene._captions.out_of_play
    assert label.isVisible()
    box = _box(label)
    assert scene.sceneRect().contains(box)
    row = [_box(scene.card_item(card)) for card in mirror.sitter_cards]
    for card, rect in zip(mirror.sitter_cards, row, strict=True):
        assert not box.intersects(rect), card
    # The row's label: level with the cards and just right of the last one.
    top, bottom = min(r.top() for r in row), max(r.bottom() for r in row)
    right = max(r.right() for r in row)
    assert top <= box.center().y() <= bottom
    assert 0 <= box.left() - right <= scene.geometry.font_px
    others = [item for item in scene.items() if item.isVisible() and item is not label
              and hasattr(item, "size") and item.parentItem() is None
              and not _box(item).contains(box)]  # not the felt or a large overlay
    for item in others:
        assert not _box(item).intersects(box), (item, _box(item), box)
