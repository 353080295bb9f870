"""The review's words name the melds the table showed (RULES.md's melds; the table keeps
the groups its row shows where another grouping leaves the same deadwood, HandOrder).
With 2♣ 2♦ 2♠ shown as a set and the A♠ beside them, the 3♠ taken makes A♠ 2♠ 3♠ for the
same deadwood: the row keeps the set, and the review, replaying the hand, must too. It
named the run, which the player never saw, as the engine's tie order finds it."""

from __future__ import annotations

import pytest

from gin_desktop import review
from gin_desktop.engine import (
    TAKE_UPCARD, Action, ActionKind, Card, Phase, RuleSet, new_match, parse_cards,
)
from gin_desktop.engine import match as match_module
from tests.engine.conftest import stacked_deck

TIE = "2C 2D 2S AS QC 6D 8D 9H 7H 5C"
COMPUTER = "3C 5D 9C KC 4D TD KD 4H 8S KS"
TWOS = frozenset(parse_cards("2C 2D 2S"))
RUN = frozenset(parse_cards("AS 2S 3S"))


def taken_then_thrown(monkeypatch: pytest.MonkeyPatch, thrown: str) -> review.DecisionPoint:
    """Seat 0 takes the 3♠ offered and throws ``thrown``: its discard decision."""
    deck = stacked_deck(TIE, COMPUTER, "3S")
    monkeypatch.setattr(match_module, "shuffled_deck",
                        lambda deal_number, version=2: list(deck))
    match = new_match(RuleSet(), 5, "two", first_dealer=1)
    assert match.to_act == 0 and match.phase is Phase.UPCARD_OFFER
    match.apply(TAKE_UPCARD)
    match.apply(Action.discard(Card.from_text(thrown)))
    points = review.decision_points(match, 1, 0)
    return next(p for p in points if p.view.phase is Phase.DISCARD)


def test_the_replayed_hand_shows_the_set_it_showed(monkeypatch: pytest.MonkeyPatch) -> None:
    point = taken_then_thrown(monkeypatch, "QC")
    assert point.shown is not None
    groups = [frozenset(meld.cards) for meld in point.shown]
    assert TWOS in groups and RUN not in groups, groups


def test_a_card_thrown_from_the_shown_set_is_said_to_break_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    point = taken_then_thrown(monkeypatch, "2S")
    better = Action.discard(Card.from_text("QC"))
    verdict = review.verdict_for(point.view, point.chosen, better, point.shown)
    assert verdict.code == "breaks_meld"
    meld = dict(verdict.values)["meld"]
    assert frozenset(meld.cards) == TWOS, meld
    # Without the table's melds, the words follow the engine's tie order: the run.
    plain = review.verdict_for(point.view, point.chosen, better)
    assert frozenset(dict(plain.values)["meld"].cards) == RUN


def test_the_decision_keeps_the_shown_melds_for_the_review_row(
        monkeypatch: pytest.MonkeyPatch) -> None:
    point = taken_then_thrown(monkeypatch, "QC")
    decision = review.evaluate(point.view, point.chosen, samples=4, shown=point.shown)
    groups = [frozenset(meld.cards) for meld in decision.arrangement.melds]
    assert TWOS in groups, groups
    assert decision.view.legal_actions and all(
        a.kind in (ActionKind.DISCARD, ActionKind.KNOCK) for a in decision.view.legal_actions)
