"""The note on the person's own name plate is said to them: in Spanish and Czech the verb
is in the second person ("Tú · tomaste 2♥", "Vy · berete 2♥"), as the move log says it, not
the third person of the other plates ("Tú · tomó", "Vy · bere": "you takes"). A name the
person typed takes the verb any name takes ("Ana · tomó 2♥"): beside it, the verb said to
"you" read wrongly to a Czech player ("Honza · lížete z balíčku"). Real keys on the real
window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import SeatLabelItem

TYPED = ("Ana", "Bruno")

# language: (the person's taking and discarding, the computer's taking and discarding)
WORDS = {
    "es": (("tomaste ", "descartaste "), ("tomó ", "descartó ")),
    "cs": (("berete ", "odhazujete "), ("bere ", "odhazuje ")),
}


def notes(window: Any) -> dict[str, str]:
    """Each plate's words as its tooltip says them whole (a narrow plate leaves its note
    out), "Ana · 0 pts · took A♣"."""
    return {i.name: i.toolTip() for i in window.table.table_scene().items()
            if isinstance(i, SeatLabelItem) and i.isVisible()}


@pytest.mark.parametrize("typed", [False, True], ids=["you", "typed"])
@pytest.mark.parametrize("code", sorted(WORDS))
def test_your_plate_says_what_you_did_to_you(code: str, typed: bool,
                                             language: Callable[[str], None],
                                             make_window: Any, qtbot: QtBot) -> None:
    language(code)
    window = make_window()
    model = window.model
    names = TYPED if typed else (_tr("You"), TYPED[1])
    # The computer deals: the person is offered the upcard first.
    model.start(GameSetup(levels=("human", "standard"), names=names, seed=3,
                          first_dealer=1))
    model.set_computer_delay(0)
    qtbot.waitUntil(model.is_human_turn, timeout=5000)
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    QTest.keyClick(window.table, Qt.Key.Key_T)
    QApplication.processEvents()
    yours, theirs = WORDS[code]
    if typed:
        yours = theirs
    assert f" · {yours[0]}" in notes(window)[names[0]], notes(window)
    QTest.keyClick(window.table, Qt.Key.Key_End)
    QTest.keyClick(window.table, Qt.Key.Key_D)
    qtbot.waitUntil(model.is_human_turn, timeout=5000)
    QApplication.processEvents()
    mine, computer = notes(window)[names[0]], notes(window)[names[1]]
    assert f" · {yours[0]}" in mine and f" · {yours[1]}" in mine, mine
    assert f" · {theirs[1]}" in computer, computer
