"""A card the keyboard focused and the mouse then discarded takes no focus ring with it: a
player who pressed H (the hint focuses its card) and dragged that card onto the pile saw,
at the next key, the ring on the pile's card, then on the computer's face-down card once
the computer took it (QA session 34, Spanish at 800x600). Real keys and a real drag."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.main import MainWindow
from gin_desktop.engine import DRAW_STOCK, ActionKind
from tests.app.conftest import drag_on
from tests.app.test_table import card_point, pile_point
from tests.app.test_table_refusals import to_draw


def test_a_focused_card_dragged_to_the_pile_keeps_no_focus(window: MainWindow) -> None:
    model = window.model
    view = window.table
    scene = view.table_scene()
    to_draw(window)
    model.play(DRAW_STOCK)
    assert model.wait_idle(5000)
    QApplication.processEvents()
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_H)
    QApplication.processEvents()
    hinted = view.hinted_action()
    assert hinted is not None and hinted.kind is ActionKind.DISCARD
    item = scene.card_item(hinted.card)
    assert item.hasFocus()
    drag_on(view, card_point(view, hinted.card), pile_point(view))
    assert model.wait_idle(5000)
    QApplication.processEvents()
    assert hinted.card not in model.match.hand_of(0), window.status_line.message_text()
    # The next key (the hint again, on the person's next turn) rings no card but one of
    # the person's own.
    QTest.keyClick(view, Qt.Key.Key_H)
    QApplication.processEvents()
    assert not item.hasFocus(), "the discarded card kept the keyboard focus"
    focus = scene.focusItem()
    own = {scene.card_item(c) for c in model.match.hand_of(0)}
    assert focus is None or focus in own or not hasattr(focus, "card")
