"""Three-hand on a short table (the main window on a small screen, 1366x768 at 150 %: the
table about 560x320): the advice bubble of the player sitting out ("Computer 1 suggests..."
with Follow advice for the captain, "Advise..." with Let the captain decide for the sitter)
covered the first cards of the hand, and in Czech the stock's counter: the room between
the side plate (then beside the piles) and the hand was 25-40 pixels. The side plate now
sits on the top plate's row, the bubble keeps to the column under it, above the hand as
high as its cards rise and left of the counters, cutting its words ("…", whole in the
tooltip) rather than covering anything; its button inside it, under its words. Played
with the mouse on the real window, in English and Czech."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from gin_desktop import ai
from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.engine import Phase, RuleSet

from .test_advice_buttons_stay import CAPTAIN, SITTING_OUT, click
from .test_spoken_order import open_window


def _box(item: QGraphicsItem) -> QRectF:
    """What an item paints on, without its shadow (``size``), in scene units."""
    size = item.size()  # type: ignore[attr-defined]  # the items the table draws
    return item.mapRectToScene(QRectF(QPointF(0, 0), size))


@pytest.mark.parametrize("dealt", [False, True], ids=["", "sitter-dealt"])
@pytest.mark.parametrize("size", [(895, 420), (911, 512)])
@pytest.mark.parametrize("code", ["en", "cs"])
@pytest.mark.parametrize("seed", [SITTING_OUT, CAPTAIN])
def test_on_a_short_table_the_bubble_covers_no_card_and_no_counter(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
        language: Callable[[str], None], seed: int, code: str, size: tuple[int, int],
        dealt: bool) -> None:
    """``dealt``: the sitter's ten cards out of play on the table as well (RULES.md
    three-hand 2), which took the top of the bubble's column."""
    if code != "en":
        language(code)
    levels = ("human", "standard", "standard")
    setup = GameSetup(mode="three", levels=levels, names=default_names(levels), seed=seed,
                      rules=RuleSet(target=500, sitter_dealt=dealt))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    win.resize(*size)
    qtbot.waitUntil(lambda: win.table.viewport().height() < 400, timeout=2000)
    QTest.qWait(50)
    scene = win.table.table_scene()
    assert win.table.viewport().height() < 400  # the short tables this is about
    bubble = scene._advice_bubble.item
    captions = scene._captions
    model = win.model
    turns = 0
    while turns < 6:
        assert model.wait_idle(20_000)
        QTest.qWait(10)
        if model.match.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            break
        if not model.is_human_turn():
            continue
        turns += 1
        assert bubble.isVisible()
        g = scene.geometry
        box = _box(bubble)
        assert scene.sceneRect().contains(box)
        for card in win.table.hand_order():
            # The card as high as it rises under the pointer or with the focus.
            item = _box(scene.card_item(card)).adjusted(0, -g.lift, 0, 0)
            assert not box.intersects(item), (card, box, item)
        mirror = scene.mirror
        assert mirror is not None and bool(mirror.sitter_cards) is dealt
        for card in mirror.sitter_cards:
            assert not box.intersects(_box(scene.card_item(card))), card
        for pill in (captions.stock, captions.pile, captions.deadwood, captions.prompt):
            if pill.isVisible() and pill.text():
                assert not box.intersects(_box(pill)), pill.text()
        for plate in captions.plates.values():
            if plate.isVisible():
                assert not box.intersects(_box(plate)), plate.name
        shown = [b for b in bubble.buttons if b.isVisible()]
        if not shown:
            assert model.play(ai.hint(model.human_view()).action)
            continue
        assert all(box.contains(_box(b)) for b in shown)
        button = shown[-1]  # "Let the captain decide" or "Follow advice"
        click(win, button)
    assert turns >= 3, "too few turns to look at"
