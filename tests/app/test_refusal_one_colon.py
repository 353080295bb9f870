"""A refusal reads as one sentence: "Not allowed: you have drawn already: discard a card"
ran two colons together. The engine's reasons carry no colon of their own, so framed in
"Not allowed: …" or "The captain cannot do that: …" each has one colon, in every
language."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import AppRefusal, app_refusal_text, refusal_text
from tests.app.test_refusal_words import every_refusal
from tests.app.test_table_refusals import to_draw


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_every_reason_framed_has_one_colon(language: Callable[[str], None],
                                           code: str) -> None:
    if code != "en":
        language(code)
    for refusal in every_refusal():
        reason = refusal_text(refusal, ("Ana", "Computer").__getitem__)
        for frame in (AppRefusal.NOT_ALLOWED, AppRefusal.CAPTAIN_CANNOT):
            said = app_refusal_text(frame, reason=reason)
            assert said.count(":") == 1, (code, refusal.code, said)


def click_stock(window: MainWindow) -> None:
    view = window.table
    g = view.table_scene().geometry
    point = view.mapFromScene(QPointF(g.stock_x + g.card_w / 2, g.centre_y + g.card_h / 2))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)
    QApplication.processEvents()


def test_a_second_click_on_the_stock_says_why_in_one_sentence(window: MainWindow) -> None:
    to_draw(window)
    click_stock(window)
    assert window.model.wait_idle(5000)
    assert len(window.model.human_view().hand) == 11  # drawn
    QTest.qWait(QApplication.doubleClickInterval() + 50)
    click_stock(window)
    assert window.status_line.message_text() == (
        "Not allowed: you have drawn already, so discard a card")
