"""A bar under each meld of the player's own row: the melds were told from the deadwood
only by slightly wider gaps, and a newcomer could not see which cards counted as deadwood
until a knock greyed them (s67). Each bar lies under its meld's cards, in the gap between
the cards and the words under them; none lies under deadwood; the bars follow the row
(sorted by a real click on Melds) and go at the showdown, where the hands are laid down."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.engine import ActionKind, Card, Meld, Phase, parse_cards
from tests.engine.conftest import stacked_deck

from .test_hint_follows_shown_melds import deal_in_training, row_groups
from .test_table import button_point, click, find_button

#: Ana's hand: a run A♠ 2♠ 3♠ and a set of sevens among five cards of deadwood.
HAND = "AS 2S 3S 7C 7D 7H QC 9D 5H KC"
COMPUTER = "3C 5D 9C KH 4D TD KD 4H 8S KS"


def bars_over(window: MainWindow) -> list[tuple[QRectF, list[Card]]]:
    """Each bar with the cards of the row whose visible part it lies under."""
    scene = window.table.table_scene()
    order = window.table.hand_order()
    lefts = [scene.card_item(card).home.x() for card in order]
    rights = [*lefts[1:], lefts[-1] + scene.geometry.card_w]
    found = []
    for bar in scene._meld_marks.bars():
        under = [card for card, left, right in zip(order, lefts, rights, strict=True)
                 if left < bar.right() and right > bar.left()]
        found.append((bar, under))
    return found


def test_a_bar_lies_under_each_meld_and_none_under_deadwood(
        make_window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = deal_in_training(make_window, qtbot, monkeypatch,
                              stacked_deck(HAND, COMPUTER, "6C"))
    view = window.table
    click(view, button_point(view, find_button(view, "Melds")))
    QApplication.processEvents()
    scene = view.table_scene()
    assert scene._meld_marks.isVisible()
    g = scene.geometry
    found = bars_over(window)
    groups = row_groups(view)
    assert sorted(frozenset(under) for _, under in found) == sorted(groups), (found, groups)
    assert {frozenset(parse_cards("AS 2S 3S")), frozenset(parse_cards("7C 7D 7H"))} \
        == set(groups)
    for bar, under in found:
        Meld.from_cards(under)  # a meld, whole: never a deadwood card beside it
        assert bar.top() >= g.bottom_y + g.card_h and bar.bottom() <= g.bottom_label_y
    # Sorted by rank the run and the set no longer lie together in one order: the bars
    # follow the row.
    click(view, button_point(view, find_button(view, "Rank")))
    QApplication.processEvents()
    assert sorted(frozenset(u) for _, u in bars_over(window)) == sorted(row_groups(view))


def test_the_bars_go_when_the_hands_are_laid_down(
        make_window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ana knocks as soon as she may (the hint's moves until then): her melds are then
    laid down apart on the table, and the bars under the row have nothing left to mark."""
    window = deal_in_training(make_window, qtbot, monkeypatch,
                              stacked_deck(HAND, COMPUTER, "6C"))
    model = window.model
    model.set_computer_delay(0)
    scene = window.table.table_scene()
    assert scene._meld_marks.isVisible()
    for _ in range(200):
        if model.match.phase is Phase.HAND_OVER:
            break
        if model.is_human_turn():
            view = model.human_view()
            knocks = [a for a in view.legal_actions if a.kind is ActionKind.KNOCK]
            model.play(knocks[0] if knocks else model.hint().action)
        assert model.wait_idle(5000)
    QApplication.processEvents()
    result = model.match.last_result
    assert result is not None and result.knocker_layout is not None, "no showdown"
    assert not scene._meld_marks.isVisible()


def test_the_bars_stand_out_on_a_pale_table_colour_too(
        make_window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The table colour is the person's choice (Settings): a white bar on a pale felt
    would be gone. The bars are white on the usual green and dark on a pale table."""
    from gin_desktop.app.contrast import GRAPHIC_CONTRAST, contrast

    window = deal_in_training(make_window, qtbot, monkeypatch,
                              stacked_deck(HAND, COMPUTER, "6C"))
    scene = window.table.table_scene()
    marks = scene._meld_marks
    for felt in (QColor(34, 110, 68), QColor(232, 224, 200), QColor(20, 30, 90)):
        scene.set_table_colour(felt)
        solid = marks.colour()
        solid.setAlpha(255)
        assert contrast(solid, felt) >= GRAPHIC_CONTRAST, (felt.name(), solid.name())
