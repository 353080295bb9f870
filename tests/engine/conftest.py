"""Helpers for engine tests: stacked decks, so a test can set up any deal it needs."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import pytest

from gin_desktop.engine import FULL_DECK, Card, Hand, RuleSet, parse_cards
from gin_desktop.engine import match as match_module


def stacked_deck(non_dealer: str, dealer: str, upcard: str, stock: str = "") -> list[Card]:
    """A 52-card deck that deals exactly these hands; ``stock`` lists the top stock cards
    first, and the unnamed cards follow in deck order."""
    nd = parse_cards(non_dealer)
    de = parse_cards(dealer)
    up = parse_cards(upcard)
    top = parse_cards(stock)
    assert len(nd) == 10 and len(de) == 10 and len(up) == 1
    named = nd + de + up + top
    assert len(set(named)) == len(named), "a card is named twice"
    rest = [c for c in FULL_DECK if c not in set(named)]
    deck: list[Card] = []
    for a, b in zip(nd, de, strict=True):
        deck += [a, b]
    return deck + up + top + rest


HandFactory = Callable[..., Hand]
Stack = Callable[[Sequence[list[Card]]], None]


@pytest.fixture
def make_hand() -> HandFactory:
    """``make_hand(non_dealer, dealer, upcard, stock="", rules=RuleSet())``: seat 0 is the
    non-dealer, seat 1 the dealer."""

    def build(non_dealer: str, dealer: str, upcard: str, stock: str = "",
              rules: RuleSet | None = None) -> Hand:
        return Hand(rules or RuleSet(), dealer=1, non_dealer=0,
                    deck=stacked_deck(non_dealer, dealer, upcard, stock))

    return build


@pytest.fixture
def stack(monkeypatch: pytest.MonkeyPatch) -> Stack:
    """``stack([deck1, deck2, ...])``: the match's hands are dealt from these decks, in
    order (the seed still fixes the first dealer and the three-hand roles)."""

    def install(decks: Sequence[list[Card]]) -> None:
        queue: Iterator[list[Card]] = iter(list(decks))

        def next_deck(deal_number: int, version: int = 2) -> list[Card]:
            return list(next(queue))

        monkeypatch.setattr(match_module, "shuffled_deck", next_deck)

    return install

