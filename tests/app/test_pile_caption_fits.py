"""The empty discard pile's caption fits its place in every language.

In Czech, in a 900x600 window, taking the first upcard left the pile's outline saying
"Odhazovac" / "hromádka": the long word ran past the outline and was cut."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import ButtonItem, SlotItem, SlotKind
from gin_desktop.engine import ActionKind


def test_the_empty_pile_says_its_name_whole_in_czech(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        language: Callable[[str], None]) -> None:
    language("cs")
    setup = GameSetup(levels=("human", "standard"), names=("Ana", "Computer"), seed=3,
                      first_dealer=1)  # the computer deals: the person is offered the upcard
    win = make_window()
    win.resize(900, 600)
    qtbot.waitExposed(win)
    win.model.start(setup)
    win.model.set_computer_delay(0)
    model, view = win.model, win.table
    qtbot.waitUntil(lambda: ActionKind.TAKE_UPCARD in {
        a.kind for a in model.human_view().legal_actions}, timeout=5000)

    take = [i for i in view.scene().items()
            if isinstance(i, ButtonItem) and i.isVisible() and i.text().startswith("Vzít")]
    assert take, "no take button"
    point = view.mapFromScene(take[0].sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)
    qtbot.waitUntil(lambda: not model.human_view().discard_pile, timeout=3000)
    QApplication.processEvents()

    (pile,) = [i for i in view.scene().items()
               if isinstance(i, SlotItem) and i.kind is SlotKind.PILE]
    assert pile.isVisible() and pile.caption == "Odhazovací hromádka"
    metrics = QFontMetricsF(pile.caption_font())
    room = pile.caption_rect()
    assert all(metrics.horizontalAdvance(word) <= room.width()
               for word in pile.caption.split()), (room.width(), pile.caption_font().pixelSize())
