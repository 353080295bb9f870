"""The melds the player's row shows stay put when a card arrives and a set or a run would
leave the same deadwood. With 2♣ 2♦ 2♠ shown as a set and the A♠ beside them, taking the
3♠ regrouped the row as A♠ 2♠ 3♠ and broke up the set of twos (the engine's fixed tie
order), for the same deadwood: cards jumped for nothing. Less deadwood still regroups.
The row's gaps, its Melds sort and the training hint's words follow one arrangement.
Real mouse drags on the table; a stacked deal in training mode."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.accessibility import capitalised
from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import card_name
from gin_desktop.engine import Card, Phase, deadwood_points, parse_cards
from tests.engine.conftest import stacked_deck

from .test_hint_follows_shown_melds import (
    agrees, deal_in_training, hint_text, named_meld, row_groups,
)
from .test_table import card_point, drag, hand_point, pile_point

#: Ana's hand (seed 43's position): 2♣ 2♦ 2♠ a set, the A♠ beside it. The 3♠ offered
#: makes A♠ 2♠ 3♠ for the same deadwood as the set (A + 3 left over against 2 + 2).
TIE = "2C 2D 2S AS QC 6D 8D 9H 7H 5C"
#: With the 4♠ too, the 3♠ makes A♠ 2♠ 3♠ 4♠: 4 deadwood left against 8 with the set.
BETTER = "2C 2D 2S AS 4S QC 6D 8D 9H 7H"
COMPUTER = "3C 5D 9C KC 4D TD KD 4H 8S KS"
TWOS = frozenset(parse_cards("2C 2D 2S"))


def deal(make_window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
         hand: str) -> MainWindow:
    return deal_in_training(make_window, qtbot, monkeypatch,
                            stacked_deck(hand, COMPUTER, "3S"))


def take_the_upcard_by_mouse(window: MainWindow, qtbot: QtBot) -> None:
    hinted = hint_text(window)
    drag(window.table, pile_point(window.table), hand_point(window.table))
    qtbot.waitUntil(lambda: len(window.model.human_view().hand) == 11, timeout=5000)
    assert window.model.wait_idle(5000)
    qtbot.waitUntil(lambda: hint_text(window) != hinted, timeout=10_000)
    QApplication.processEvents()


def hint_agrees_with_the_row(window: MainWindow) -> None:
    """The hint names no meld the row splits, and calls no card of a row's meld loose."""
    shown = row_groups(window.table)
    advice = window.model.hint()
    bar = hint_text(window)
    assert agrees(named_meld(advice.explanation.values), shown), (bar, shown)
    card = advice.action.card
    if "in no meld" in bar or "fits nothing" in bar:
        assert not any(card in meld for meld in shown), (bar, shown)


def test_a_card_that_could_join_a_run_for_the_same_deadwood_leaves_the_shown_set(
        make_window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = deal(make_window, qtbot, monkeypatch, TIE)
    assert TWOS in row_groups(window.table)
    take_the_upcard_by_mouse(window, qtbot)
    eleven = window.model.human_view().hand
    assert Card.from_text("3S") in eleven
    assert TWOS in row_groups(window.table), window.table.hand_order()
    pill = window.table.table_scene()._captions.deadwood.text()
    assert pill.startswith(f"Deadwood {deadwood_points(eleven)}"), pill
    assert window.table.arrangement_for(eleven).deadwood_points == deadwood_points(eleven)
    hint_agrees_with_the_row(window)
    # Sorting by melds again keeps the set too.
    window.table.sort_hand("melds")
    QApplication.processEvents()
    assert TWOS in row_groups(window.table), window.table.hand_order()
    # The discard the hint names, by mouse; the computer plays; the set is still shown on
    # the player's next turn, and the hint's words agree with the row there too.
    card = window.model.hint().action.card
    assert card is not None and card not in TWOS
    drag(window.table, card_point(window.table, card), pile_point(window.table))
    qtbot.waitUntil(lambda: window.model.is_human_turn()
                    and len(window.model.human_view().hand) == 10, timeout=20_000)
    assert window.model.wait_idle(10_000)
    QApplication.processEvents()
    assert window.model.human_view().phase is Phase.DRAW
    assert TWOS in row_groups(window.table), window.table.hand_order()
    hint_agrees_with_the_row(window)


def test_less_deadwood_still_regroups_the_row(
        make_window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = deal(make_window, qtbot, monkeypatch, BETTER)
    assert TWOS in row_groups(window.table)
    take_the_upcard_by_mouse(window, qtbot)
    groups = row_groups(window.table)
    assert frozenset(parse_cards("AS 2S 3S 4S")) in groups, window.table.hand_order()
    assert TWOS not in groups
    hint_agrees_with_the_row(window)


def card_description(window: MainWindow, card: Card) -> str:
    """What a screen reader reads after ``card``'s name on the table's hand row."""
    root = QAccessible.queryAccessibleInterface(window.table)
    rows = [root.child(i) for i in range(root.childCount())]
    hand = next(r for r in rows if r.text(QAccessible.Text.Name) == "Your hand")
    cards = [hand.child(i) for i in range(hand.childCount())]
    name = capitalised(card_name(card))
    node = next(c for c in cards if c.text(QAccessible.Text.Name) == name)
    return node.text(QAccessible.Text.Description)


def test_the_screen_reader_says_the_groups_the_row_shows(
        make_window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The card's words ("in a set") and the whole table's (A) name the set the row keeps,
    not the run the engine's tie order finds."""
    window = deal(make_window, qtbot, monkeypatch, TIE)
    take_the_upcard_by_mouse(window, qtbot)
    assert TWOS in row_groups(window.table)
    assert card_description(window, Card.from_text("2S")).startswith("in a set")
    assert card_description(window, Card.from_text("3S")).startswith("deadwood")
    said = window.keyboard.situation()
    assert "Set: twos of clubs, diamonds and spades" in said, said
    assert "ace to three of spades" not in said, said


def test_a_resumed_game_shows_the_melds_its_row_showed(
        make_window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The save records the row's melds: reopened, the set of twos is still a set, not
    the run A♠ 2♠ 3♠ that the engine's tie order finds in the same eleven cards."""
    window = deal(make_window, qtbot, monkeypatch, TIE)
    take_the_upcard_by_mouse(window, qtbot)
    assert TWOS in row_groups(window.table)
    order = window.table.hand_order()
    window.close()
    window.model.shutdown(5000)

    monkeypatch.setenv("GIN_DESKTOP_AUTO_RESUME", "1")
    again: MainWindow = make_window()
    qtbot.waitUntil(lambda: len(again.model.human_view().hand) == 11, timeout=5000)
    QApplication.processEvents()
    assert TWOS in row_groups(again.table), again.table.hand_order()
    assert again.table.hand_order() == order
    hint_agrees_with_the_row(again)
