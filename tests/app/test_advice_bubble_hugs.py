"""Three-hand: the advice bubble of the player sitting out is as tall as its words. It
filled all the room down to the captain's hand, whatever it said: "Computer 1 suggests:
pass the upcard" and one line of reason over a mostly empty dark bubble, its button far
below the words (seen at 1024x768 and 1920x1080, in English and Czech). Now the empty band
between the last words and the button is at most a couple of lines (a short answer keeps
the bubble a title and two lines tall). Looked at on the real window, as painted."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.table.items import PanelItem

from .test_advice_buttons_stay import CAPTAIN, SITTING_OUT, cards_under, click, three_hand_in


def _words_bottom(image: QImage, left: int, right: int, top: int, bottom: int) -> int:
    """The lowest row between ``top`` and ``bottom`` with light (text) pixels on the dark
    bubble; ``top`` when there is none."""
    for y in range(bottom - 1, top, -1):
        if any(image.pixelColor(x, y).lightness() > 150 for x in range(left, right)):
            return y
    return top


def _empty_band(win: MainWindow, bubble: PanelItem) -> float:
    """How high the empty band between the bubble's words and its button is, in pixels."""
    table = win.table
    # The topmost button ("Let the captain play this hand" over "Let the captain decide").
    button, *_ = [b for b in bubble.buttons if b.isVisible()]
    box = table.mapFromScene(bubble.sceneBoundingRect()).boundingRect()
    button_top = table.mapFromScene(button.sceneBoundingRect()).boundingRect().top()
    image = table.viewport().grab().toImage()
    inset = box.width() // 12  # clear of the rounded frame
    words = _words_bottom(image, box.left() + inset, box.right() - inset,
                          box.top() + box.height() // 8, button_top - 2)
    return button_top - words


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1920, 1080)])
@pytest.mark.parametrize("code", ["en", "cs"])
@pytest.mark.parametrize("seed", [SITTING_OUT, CAPTAIN], ids=["sitting-out", "captain"])
def test_the_bubble_is_as_tall_as_its_words(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
        language: Callable[[str], None], seed: int, code: str, size: tuple[int, int]) -> None:
    win = three_hand_in(qtbot, tmp_path, windows, language, seed, code, size)
    scene = win.table.scene()
    bubble = scene._advice_bubble.item  # type: ignore[attr-defined]
    model = win.model
    line = scene.geometry.font_px * 1.3  # type: ignore[attr-defined]  # a line of its words
    qtbot.waitUntil(lambda: model.is_human_turn() and bubble.isVisible(), timeout=20_000)
    QTest.qWait(20)
    assert _empty_band(win, bubble) <= 2.5 * line
    if seed == SITTING_OUT:
        # The captain's answer under the instructions: longer words.
        *_, decide = [b for b in bubble.buttons if b.isVisible()]
        click(win, decide)
        assert model.wait_idle(20_000)
        qtbot.waitUntil(lambda: model.is_human_turn() and bubble.isVisible(),
                        timeout=20_000)
        QTest.qWait(20)
        assert _empty_band(win, bubble) <= 2.5 * line
    # Still clear of the captain's cards, however long the words.
    assert not cards_under(win, bubble)
