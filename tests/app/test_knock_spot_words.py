"""The words in the dashed knock spot are readable or left out.

In a 895x420 window (the table some 560x320 beside the score pad) the spot's "Knock: drop a
card here" ("Batida: solte uma carta aqui") was shrunk to 7-pixel letters nobody could read.
Now the spot says its short "Knock here" where that fits in readable letters, or nothing:
its outline and the prompt under it say what it is for."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView
from gin_desktop.app.table.items import MIN_CAPTION_PX, SlotItem, SlotKind
from tests.app.test_table import human_can_knock, position, resume


def knock_spot(view: TableView) -> SlotItem:
    (spot,) = [i for i in view.table_scene().items()
               if isinstance(i, SlotItem) and i.kind is SlotKind.KNOCK]
    return spot


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_knock_spot_words_are_readable_in_a_small_window(
        code: str, view: TableView, game_model: GameModel,
        language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    view.resize(560, 320)
    resume(game_model, position(human_can_knock))
    QApplication.processEvents()
    spot = knock_spot(view)
    assert spot.isVisible()
    shown = spot.shown_caption()
    assert shown in ("", spot.caption, spot.short_caption)
    font = spot.caption_font()
    assert shown == "" or font.pixelSize() >= MIN_CAPTION_PX, (shown, font.pixelSize())
    if shown:
        metrics = QFontMetricsF(font)
        room = spot.caption_rect()
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        assert metrics.boundingRect(room, flags, shown).height() <= room.height()


def test_a_large_table_keeps_the_whole_knock_spot_caption(
        view: TableView, game_model: GameModel) -> None:
    resume(game_model, position(human_can_knock))
    QApplication.processEvents()
    spot = knock_spot(view)
    assert spot.shown_caption() == spot.caption == "Knock: drop a card here"

