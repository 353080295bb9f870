"""RULES.md scenarios, driven through the engine's public interface: stacked deals (a
match's decks fixed in order) then actions, for each rule and Decision and the notable
combinations of variants and options (Oklahoma, Hollywood, Straight, three-hand, the
wall, repetition, the extras), and saves and replays of each variant mid-hand."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import pytest

from gin_desktop.engine import (
    BIG_GIN, DRAW_DISCARD, DRAW_STOCK, FULL_DECK, NEXT_HAND, PASS_UPCARD, TAKE_UPCARD,
    Action, ActionKind, BonusKind, Card, Hand, IllegalActionError, Match, MeldKind, Mode,
    Phase, ResultKind, RuleSet, ThreeHandMatch, TwoPlayerMatch, load_match, match_to_json,
    new_match, parse_cards,
)
from gin_desktop.engine import match as match_module

from tests.engine.conftest import stacked_deck

HandFactory = Callable[..., Hand]
C = Card.from_text
#: Melds AS-3S, 4H-6H, 7C 7D 7S and a loose KD: 10 deadwood, a knock with the KD out.
GIN_READY = "AS 2S 3S 4H 5H 6H 7D 7C 7S KD"
JUNK = "2C 4C 6C 8C TD QH 9S JS 3D 5D"  # no melds: 67 points
JUNK_POINTS = 67
#: Another meldless hand, of other cards (74 points).
JUNK2 = "AH 3H 9C 8H TH JH KH 2D 4D 6D"


def knock(text: str) -> Action:
    return Action.knock(C(text))


def discard(text: str) -> Action:
    return Action.discard(C(text))


def act(match: Match, *texts: str) -> None:
    for text in texts:
        match.apply(Action.from_text(text))


def sitter_deck(captain: str, sitter: str, box: str, upcard: str, stock: str = ""
                ) -> list[Card]:
    """A deck dealing these hands with the ``sitter_dealt`` option (RULES.md three-hand
    2): captain, sitter, box one card at a time, the upcard, then the stock."""
    hands = [parse_cards(captain), parse_cards(sitter), parse_cards(box)]
    named = [*hands[0], *hands[1], *hands[2], C(upcard), *parse_cards(stock)]
    assert len(set(named)) == len(named) and all(len(h) == 10 for h in hands)
    deck: list[Card] = []
    for triple in zip(*hands, strict=True):
        deck += triple
    rest = [c for c in FULL_DECK if c not in set(named)]
    return deck + [C(upcard), *parse_cards(stock)] + rest


@pytest.fixture
def stack(monkeypatch: pytest.MonkeyPatch) -> Callable[[Sequence[list[Card]]], None]:
    """``stack([deck1, deck2, ...])``: the match's hands are dealt from these decks, in
    order (the seed still fixes the first dealer and the three-hand roles)."""

    def install(decks: Sequence[list[Card]]) -> None:
        queue: Iterator[list[Card]] = iter(list(decks))

        def next_deck(deal_number: int, version: int = 2) -> list[Card]:
            return list(next(queue))

        monkeypatch.setattr(match_module, "shuffled_deck", next_deck)

    return install


Stack = Callable[[Sequence[list[Card]]], None]


# ------------------------------------------------------------------ Oklahoma Gin
@pytest.mark.parametrize(("knock_limit", "upcard", "limit"), [
    (5, "9H", 9), (0, "KC", 10), (10, "4D", 4), (3, "AH", 0),
])
def test_oklahoma_the_upcard_sets_the_limit_whatever_the_knock_limit_option(
        make_hand: HandFactory, knock_limit: int, upcard: str, limit: int) -> None:
    """RULES.md variants, Oklahoma: "the rank of the first upcard sets the knock limit for
    that hand (face cards 10, number cards their value)": the knock limit option (two-
    player 5) does not cap it (the new-game dialog greys it out under Oklahoma)."""
    rules = RuleSet(oklahoma=True, knock_limit=knock_limit)
    hand = make_hand(GIN_READY, JUNK, upcard, stock="9D", rules=rules)
    assert hand.knock_limit == limit
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)  # 9D: discarding the KD leaves 9 deadwood
    assert (knock("KD") in hand.legal_actions()) is (limit >= 9)
