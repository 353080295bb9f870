"""RULES.md "Cards": the deck, points and the text notation."""

from __future__ import annotations

import pickle

import pytest

from gin_desktop.engine import (
    FULL_DECK, Card, CardParseError, Suit, format_cards, parse_cards, shuffled_deck,
)


def test_the_deck_has_52_distinct_cards() -> None:
    """RULES.md Cards: one standard 52-card deck."""
    assert len(FULL_DECK) == 52
    assert len({c.text() for c in FULL_DECK}) == 52


@pytest.mark.parametrize(("text", "points"), [
    ("AS", 1), ("2C", 2), ("9D", 9), ("TH", 10), ("JS", 10), ("QC", 10), ("KD", 10),
])
def test_card_points(text: str, points: int) -> None:
    """RULES.md Cards: ace 1, 2-10 face value, J/Q/K 10."""
    assert Card.from_text(text).points == points


def test_ace_is_low() -> None:
    """RULES.md Cards: the ace is always low."""
    assert Card.from_text("AS").rank == 1
    assert Card.from_text("KS").rank == 13


def test_text_notation_round_trip() -> None:
    """RULES.md Cards: rank A23456789TJQK followed by suit CDHS."""
    text = "AS 2S 3S KH TD"
    assert format_cards(parse_cards(text)) == text
    for card in FULL_DECK:
        assert Card.from_text(card.text()) is card
        assert eval(repr(card)) is card  # noqa: S307 - repr must rebuild the value


def test_cards_are_interned_and_picklable() -> None:
    assert Card(7, Suit.HEARTS) is Card.from_text("7H")
    assert pickle.loads(pickle.dumps(Card.from_text("QS"))) is Card.from_text("QS")


@pytest.mark.parametrize("bad", ["1S", "AX", "", "A", "ASS", "10", "11H"])
def test_bad_card_text_is_refused_with_a_clear_error(bad: str) -> None:
    with pytest.raises(CardParseError):
        Card.from_text(bad)


def test_a_list_with_a_duplicate_is_refused_where_a_hand_is_meant() -> None:
    with pytest.raises(CardParseError, match="twice"):
        parse_cards("AS 2S AS")
    assert len(parse_cards("AS AS", allow_duplicates=True)) == 2


def test_the_same_seed_gives_the_same_deck() -> None:
    """RULES.md "What the engine guarantees": every deal is reproducible from its seed."""
    assert shuffled_deck(123456) == shuffled_deck(123456)
    assert shuffled_deck(123456) != shuffled_deck(123457)
    assert sorted(shuffled_deck(99), key=lambda c: c.index) == list(FULL_DECK)
