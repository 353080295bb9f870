"""Cards and their text notation (RULES.md "Cards"); ``deck.py`` shuffles them.

Every card is interned: ``Card.from_index(i)`` and ``Card.from_text("AS")`` always return
the same object, so cards compare fast and hash cheaply. ``Card.index`` (0..51, suit-major)
lets the meld code work on integer bitmasks.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import Final

RANK_CHARS: Final = "A23456789TJQK"
SUIT_CHARS: Final = "CDHS"
RANK_NAMES: Final = (
    "ace", "two", "three", "four", "five", "six", "seven",
    "eight", "nine", "ten", "jack", "queen", "king",
)


class Suit(IntEnum):
    """The four suits, in the order of the text notation ``CDHS``."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def char(self) -> str:
        return SUIT_CHARS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


class CardParseError(ValueError):
    """Text that is not a card or a list of cards in the RULES.md notation."""


class Card:
    """One playing card. Rank 1 (ace, always low) to 13 (king)."""

    __slots__ = ("rank", "suit", "index", "points", "_text")


    rank: int
    suit: Suit
    index: int
    points: int
    _text: str

    def __new__(cls, rank: int, suit: Suit | int) -> Card:
        if not (isinstance(rank, int) and 1 <= rank <= 13):
            raise CardParseError(f"rank must be 1..13, not {rank!r}")
        if not (isinstance(suit, int) and 0 <= int(suit) <= 3):
            raise CardParseError(f"suit must be 0..3, not {suit!r}")
        return _DECK[int(suit) * 13 + rank - 1]

    @classmethod
    def _make(cls, rank: int, suit: Suit) -> Card:
        card = object.__new__(cls)
        card.rank = rank
        card.suit = suit
        card.index = int(suit) * 13 + rank - 1
        card.points = min(rank, 10)
        card._text = RANK_CHARS[rank - 1] + SUIT_CHARS[suit]
        return card

    @staticmethod
    def from_index(index: int) -> Card:
        """The card with ``index`` 0..51 (clubs ace..king, diamonds, hearts, spades)."""
        return _DECK[index]

    @staticmethod
    def from_text(text: str) -> Card:
        """Parse ``"AS"``, ``"TD"``, ``"kh"`` (case-insensitive; ``10`` accepted for ten)."""
        if not isinstance(text, str):
            raise CardParseError(f"a card must be text, not {type(text).__name__}")
        card = _BY_TEXT.get(text.strip().upper())
        if card is None:
            raise CardParseError(
                f"{text!r} is not a card: use a rank from {RANK_CHARS} and a suit from "
                f"{SUIT_CHARS}, e.g. AS, TD, KH"
            )
        return card

    @property
    def rank_char(self) -> str:
        return RANK_CHARS[self.rank - 1]

    @property
    def name(self) -> str:
        """English name, e.g. ``"seven of hearts"`` (the app translates its own)."""
        return f"{RANK_NAMES[self.rank - 1]} of {self.suit.name.lower()}"

    def text(self) -> str:
        return self._text

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card.from_text({self._text!r})"

    def __lt__(self, other: Card) -> bool:
        return (self.rank, self.suit) < (other.rank, other.suit)

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self


_DECK: Final[tuple[Card, ...]] = tuple(
    Card._make(rank, suit) for suit in Suit for rank in range(1, 14)
)
_BY_TEXT: Final[dict[str, Card]] = {c.text(): c for c in _DECK}
_BY_TEXT.update({"10" + s: _BY_TEXT["T" + s] for s in SUIT_CHARS})

#: The 52 cards in index order.
FULL_DECK: Final[tuple[Card, ...]] = _DECK
ALL_CARDS_MASK: Final = (1 << 52) - 1


def parse_cards(text: str, *, allow_duplicates: bool = False) -> list[Card]:
    """Parse a space-separated card list (``"AS 2S 3S KH"``).

    Duplicates are refused unless ``allow_duplicates``: a hand never holds a card twice.
    """
    if not isinstance(text, str):
        raise CardParseError(f"a card list must be text, not {type(text).__name__}")
    cards = [Card.from_text(token) for token in text.split()]
    if not allow_duplicates:
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise CardParseError(f"{card} appears twice in {text!r}")
            seen.add(card)
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    """The text notation of a card list, in the given order."""
    return " ".join(c.text() for c in cards)


def cards_to_mask(cards: Iterable[Card]) -> int:
    """The 52-bit mask of ``cards`` (bit ``Card.index``; a repeated card counts once)."""
    if type(cards) is tuple or type(cards) is list:
        # Strategies ask this of their hand at every decision: summed in C (the bits fit
        # a machine word), which is right when no card repeats.
        try:
            mask: int = sum(map(_BIT_OF_CARD, cards))
        except KeyError:
            pass  # not a card: the loop below says so
        else:
            if mask.bit_count() == len(cards):
                return mask
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


_BIT_OF_CARD: Final = {c: 1 << c.index for c in _DECK}.__getitem__


def sort_by_rank(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (c.rank, c.suit))


def sort_by_suit(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (c.suit, c.rank))
