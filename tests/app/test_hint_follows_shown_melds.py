"""The hint's words and the hand on the table name the same melds. Where a card can go in
a set or in a run for the same deadwood, the hint named whichever the engine's fixed order
found first for the hand after the move: with 2♣ 2♥ 2♠ shown together as a set, the
training bar read "Hint: take the 3♥: it makes a run A♥ 2♥ 3♥." (the same with jacks: a
J♣ seen in a set, read of as in a club run). The words now keep the melds the table shows
where that costs nothing; the move hinted is the same."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop import review
from gin_desktop.ai import hint
from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.view import TableView
from gin_desktop.engine import (
    Action, ActionKind, Card, InvalidMeldError, Meld, Phase, SeatView, match as match_module,
    parse_cards,
)
from tests.ai.test_complete_hand_words import view as offer_view
from tests.engine.conftest import stacked_deck

#: Ana's hand: 2♣ 2♥ 2♠ a set, the A♥ beside it; the 3♥ on offer makes A♥ 2♥ 3♥ for the
#: same deadwood as the set (A + 3 left over against 2 + 2).
TWOS = "2C QC 6D 8D 9D AH 2H 7H 2S 5S"
DEALT = stacked_deck(TWOS, "3C 5C 9C KC 4D TD KD 4H 8S KS", "3H")


def row_groups(table: TableView) -> list[frozenset[Card]]:
    """The melds the player sees in their row: runs of cards the row sets apart by a wider
    gap (where the cards' places on the table put them) that are melds."""
    scene = table.table_scene()
    order = table.hand_order()
    xs = [scene.card_item(card).home.x() for card in order]
    steps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
    step = min(steps)
    cuts = [0, *(i + 1 for i, s in enumerate(steps) if s > step * 1.15), len(order)]
    groups = []
    for a, b in zip(cuts, cuts[1:], strict=False):
        try:
            Meld.from_cards(order[a:b])
        except InvalidMeldError:
            continue
        groups.append(frozenset(order[a:b]))
    return groups


def hint_text(window: MainWindow) -> str:
    return window.review_features.coach.bar.hint_label.full_text()


def deal_in_training(make_window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                     deck: list[Card]) -> MainWindow:
    """A match in training mode on ``deck``, Ana (the player) offered the upcard first and
    its hint on the bar."""
    monkeypatch.setattr(match_module, "shuffled_deck",
                        lambda deal_number, version=2: list(deck))
    window: MainWindow = make_window()
    window.start_match(GameSetup(levels=("human", "standard"), names=("Ana", "Computer"),
                                 seed=5, first_dealer=1, training=True))
    assert window.model.wait_idle(5000)
    qtbot.waitUntil(lambda: hint_text(window).startswith("Hint: "), timeout=10_000)
    assert window.model.human_view().phase is Phase.UPCARD_OFFER
    return window


def named_meld(reason_values: tuple[tuple[str, object], ...]) -> frozenset[Card]:
    return next((frozenset(v.cards) for k, v in reason_values
                 if k == "meld" and isinstance(v, Meld)), frozenset())


def agrees(named: frozenset[Card], shown: list[frozenset[Card]]) -> bool:
    """Each shown meld lies wholly in the named one, or apart from it."""
    return all(meld <= named or not meld & named for meld in shown)


def test_the_training_hint_names_the_melds_the_table_shows(
        make_window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = deal_in_training(make_window, qtbot, monkeypatch, DEALT)
    shown = row_groups(window.table)
    twos = frozenset(parse_cards("2C 2H 2S"))
    assert twos in shown, shown  # the table groups the twos as a set
    advice = window.model.hint()
    assert advice.action.kind is ActionKind.TAKE_UPCARD  # the move: unchanged
    bar = hint_text(window)
    assert "run" not in bar, bar
    assert agrees(named_meld(advice.explanation.values), shown), bar


def test_the_hinted_move_is_the_same_and_only_its_words_follow_the_table() -> None:
    """Without a table (the arena, the console): the same words, from the hand alone."""
    for phase in (Phase.UPCARD_OFFER, Phase.DRAW):
        advice = hint(offer_view("seeds", phase, "3H", TWOS))
        assert advice.action.kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD)
        assert advice.reason.endswith("it goes with cards you hold"), advice.reason


def discard_view(hand: str) -> SeatView:
    base = offer_view("seeds", Phase.DRAW, "7C", "2C 3C 4C 8D 8H 8S 9S TS JS QS")
    cards = tuple(parse_cards(hand))
    legal = tuple(Action.discard(c) for c in cards)
    return replace(base, phase=Phase.DISCARD, hand=cards, legal_actions=legal)


def test_the_review_says_a_card_thrown_from_a_shown_set_was_in_that_set() -> None:
    """J♣ J♦ J♠ and Q♣ Q♦ Q♠ shown as sets; throwing the J♦ where the Q♠ was better: the
    J♦ was part of the set the player saw, not of a run 10♦ J♦ Q♦ (the same deadwood once
    the Q♠ is gone)."""
    view = discard_view("5C 7C JC QC 6D TD JD QD 5H JS QS")
    chosen = Action.discard(Card.from_text("JD"))
    better = Action.discard(Card.from_text("QS"))
    verdict = review.verdict_for(view, chosen, better)
    assert verdict.code == "breaks_meld"
    assert named_meld(verdict.values) == frozenset(parse_cards("JC JD JS")), verdict
