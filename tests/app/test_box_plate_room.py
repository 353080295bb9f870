"""The own plate and the sort buttons' "Sort" caption never overlap on a small screen: in
Portuguese, three-hand Hollywood on an 800x600 screen, the box who took the pile's card held
eleven cards, the deadwood count grew to "Soltos: 87 → 77", and the plate with its "Caixa"
badge ran over "Ordenar" ("CaixaOrdenar"). Where both do not fit, the caption makes way;
the buttons still say what they do when the pointer rests on them. Where the plate then
has no room for its games, the three buttons are one "Ordenar ▾" opening a menu of them
(test_captain_plate_games_sort_menu.py), and the count keeps its words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase, RuleSet

from .conftest import drag_on
from .test_newcomer_words import tooltip_at
from .test_bottom_row_clear import bottom_row, overlaps, words
from .test_table import button_point, card_point, click, find_button, pile_point

#: The person is the box (seat 0 of roles box, captain, sitting out); the deal of the
#: session where it was seen.
BOX = GameSetup(mode="three", levels=("human", "standard", "standard"), seed=950626074,
                first_roles=(0, 1, 2), rules=RuleSet(name="hollywood", hollywood=True))


def test_the_box_with_eleven_cards_keeps_its_plate_clear_of_the_sort_caption(
        make_window: Callable[..., Any], qtbot: QtBot,
        language: Callable[[str], None]) -> None:
    language("pt")
    window = make_window()
    window.resize(784, 552)
    window.start_match(BOX)
    window.model.set_computer_delay(0)
    model, view = window.model, window.table
    qtbot.waitUntil(model.is_human_turn, timeout=5000)
    QApplication.processEvents()
    assert overlaps(view) == []
    if model.match.phase is Phase.UPCARD_OFFER:
        click(view, button_point(view, find_button(view, _tr("Pass"))))
        qtbot.waitUntil(lambda: model.is_human_turn() and model.match.phase is Phase.DRAW,
                        timeout=5000)
    QApplication.processEvents()
    hand = model.human_view().hand
    # The pile's card dragged into the hand, as a player takes it.
    drag_on(view, pile_point(view), card_point(view, hand[len(hand) // 2]))
    qtbot.waitUntil(lambda: len(model.human_view().hand) == 11, timeout=5000)
    qtbot.waitUntil(lambda: not view.table_scene().animator.is_busy(), timeout=5000)
    QApplication.processEvents()
    shown = [words(item) for item in bottom_row(view)]
    # The eleven cards' count is there ("Soltos: 87 → 77", or in words).
    assert any("87" in text and "77" in text for text in shown), shown
    assert overlaps(view) == [], shown
    # The buttons stay, and say what they do where the pointer rests.
    controls = view.table_scene()._controls
    if controls.sort_compact():
        button, says = controls.sort_menu, _tr("Sort the hand by rank, suit or melds")
    else:
        button, says = find_button(view, _tr("Rank")), _tr("Sort by rank")
    tip = tooltip_at(view.viewport(), button_point(view, button))
    assert says in tip, tip
