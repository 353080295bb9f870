"""The own name plate, squeezed between the deadwood count and the sort buttons, keeps
its note shortened rather than losing it: in Spanish at 900x600 it read "Tú · 0 ptos."
after a draw, the move gone (QA session 33). But only a readable note: at 800x600 it was
squeezed to "… mazo" or "… 9♠", a riddle; where not even the verb and the last word fit,
the note goes, the tooltip still says it all (new player, session 34); so it does where
the deadwood count beside it gives the figure after the best discard too. Real keys on
the real window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import SeatLabelItem
from gin_desktop.engine.hand import Phase

# language: what the own plate's note says of a draw from the stock (some of its words)
STOCK = {"es": "mazo", "cs": "balíčku", "pt": "monte", "en": "stock"}


def own_plate(window: Any) -> SeatLabelItem:
    (plate,) = [i for i in window.table.table_scene().items()
                if isinstance(i, SeatLabelItem) and i.isVisible() and i.seat == 0]
    return plate


def draw_from_the_stock(window: Any, qtbot: QtBot, size: tuple[int, int]) -> SeatLabelItem:
    """The person's plate after they turn the upcard down and draw from the stock."""
    window.resize(*size)
    model = window.model
    # The computer deals: the person turns the upcard down, then draws from the stock.
    model.start(GameSetup(levels=("human", "standard"), names=("Ana", "Bruno"), seed=3,
                          first_dealer=1))
    model.set_computer_delay(0)
    qtbot.waitUntil(model.is_human_turn, timeout=5000)
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    QTest.keyClick(window.table, Qt.Key.Key_X)
    qtbot.waitUntil(lambda: model.is_human_turn() and model.match.phase is Phase.DRAW,
                    timeout=5000)
    QTest.keyClick(window.table, Qt.Key.Key_S)
    QApplication.processEvents()
    return own_plate(window)


@pytest.mark.parametrize("code", sorted(STOCK))
def test_the_own_plate_shortens_its_note_at_900_pixels(
        code: str, language: Callable[[str], None], make_window: Any,
        qtbot: QtBot) -> None:
    language(code)
    window = make_window()
    plate = draw_from_the_stock(window, qtbot, (900, 600))
    assert STOCK[code] in plate.toolTip()
    # With eleven cards held the deadwood count beside the plate also gives the deadwood
    # after the best discard; where its sentence leaves no room for a readable note
    # (Spanish), its shorter words come first (the note is the person's own move, in the
    # tooltip and the move log) and the note goes. Else the note stays.
    pill = window.table.table_scene()._captions.deadwood
    if plate.note or pill.toolTip().endswith("\n" + pill.text()):
        assert STOCK[code] in plate.note, (plate.note, plate.toolTip())
    # Where it is shown, within the table.
    assert window.table.viewport().rect().contains(
        window.table.mapFromScene(plate.sceneBoundingRect()).boundingRect())


@pytest.mark.parametrize("code", sorted(STOCK))
def test_the_own_plate_shows_a_readable_note_or_none_at_800_pixels(
        code: str, language: Callable[[str], None], make_window: Any,
        qtbot: QtBot) -> None:
    language(code)
    window = make_window()
    plate = draw_from_the_stock(window, qtbot, (800, 600))
    assert STOCK[code] in plate.toolTip()
    move = plate.toolTip()
    if plate.note:
        # Its verb as well as its last word: "robaste … mazo", never "… mazo".
        shown = plate.note.replace("… · ", "").split()
        assert len(shown) >= 2 and shown[0] != "…", plate.note
        assert shown[0] in move and STOCK[code] in plate.note, (plate.note, move)
    assert window.table.viewport().rect().contains(
        window.table.mapFromScene(plate.sceneBoundingRect()).boundingRect())
