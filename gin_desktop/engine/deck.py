"""Shuffling and dealing: the project's own, versioned shuffle, and ``Deal``.

A deal number must give the same cards forever (RULES.md "What the engine guarantees":
every deal is reproducible from its seed), on every Python version and machine. So the
shuffle does not use ``random.Random``, whose algorithms Python does not promise to keep;
it is specified here, in full, as **deck version 2**:

* **Generator: SplitMix64** (Steele, Lea and Flood, "Fast splittable pseudorandom number
  generators", 2014), on unsigned 64-bit integers (every operation modulo 2**64). The
  state starts at the seed. Each output: ``state += 0x9E3779B97F4A7C15``; ``z = state``;
  ``z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9``; ``z = (z ^ (z >> 27)) *
  0x94D049BB133111EB``; output ``z ^ (z >> 31)``.
* **Bounded draw** (a whole number ``0 <= r < n``, no bias): ``limit = 2**64 - (2**64 %
  n)``; draw outputs until one, ``x``, is below ``limit``; ``r = x % n``.
* **Shuffle: Fisher-Yates** (Durstenfeld's form): the deck starts in index order
  (``Card.index`` 0..51: clubs ace..king, diamonds, hearts, spades); for ``i`` from 51
  down to 1, swap positions ``i`` and ``r`` with ``r`` drawn below ``i + 1``. Position 0 is
  the top of the deck, the first card dealt.
* **A deal number's deck**: the generator seeded with the deal number.
* **A match's other draws** each have their own generator, seeded with
  ``mix(seed ^ purpose) ^ index``, where ``mix`` is the output function above applied to
  one value (the three lines from ``z = state``), ``purpose`` is the purpose's name in
  ASCII read as a big-endian number (``b"deal"``, ``b"dealer"``, ``b"roles"``) and
  ``index`` the hand number (0 where there is one draw per match):

  - the deal number of hand ``h >= 2``: ``1 + r`` with ``r`` drawn below 999,999,999 from
    purpose ``deal``, index ``h`` (hand 1's deal number is the match seed itself);
  - the first dealer of a two-player match: a draw below 2 from purpose ``dealer``;
  - the three-hand roles: each round, a deck shuffled (as above) by the generator of
    purpose ``roles``, one generator for all the rounds of the draw.

**Deck version 1** is the shuffle of the first releases, kept so that their saves and
deal numbers replay exactly: ``random.Random(deal_number).shuffle`` of the deck in index
order, deal numbers from ``random.Random(f"deal:{seed}:{hand}").randrange(1,
1_000_000_000)``, the first dealer ``random.Random(f"dealer:{seed}").randrange(2)``, the
roles drawn with ``random.Random(f"roles:{seed}").shuffle``. Saves name their deck
version; a save without one is version 1.
"""

from __future__ import annotations

import random
import struct
from collections.abc import Callable, MutableSequence, Sequence
from dataclasses import dataclass
from typing import Final, TypeVar

from .cards import FULL_DECK, Card

#: The deck version of new matches.
DECK_VERSION: Final = 2
DECK_VERSIONS: Final = (1, 2)

_MASK64: Final = (1 << 64) - 1
_GAMMA: Final = 0x9E3779B97F4A7C15
#: Deal numbers of later hands are 1..MAX_DEAL_NUMBER.
MAX_DEAL_NUMBER: Final = 999_999_999

T = TypeVar("T")
#: The bounded draw's ``limit`` for each ``n`` a deck's shuffle draws below.
_LIMITS: Final = tuple((1 << 64) - (1 << 64) % n if n else 0 for n in range(53))


def mix64(z: int) -> int:
    """SplitMix64's output function on one 64-bit value."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


class SplitMix64:
    """The generator of deck version 2 (see the module's description)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next64(self) -> int:
        self.state = (self.state + _GAMMA) & _MASK64
        return mix64(self.state)

    def below(self, n: int) -> int:
        """A whole number from 0 to ``n - 1``, each equally likely."""
        if not 0 < n <= _MASK64:
            raise ValueError(f"n must be 1..2**64-1, not {n}")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, from the last position down.

        Every hand of a game is shuffled, and Python's whole numbers make each output a
        dozen slow operations; so the outputs are made all at once (``_outputs``) and
        the swaps follow. The step by step way (``_shuffle_stepwise``) is kept for a
        draw that has to be made again, which is about once in 10**17 shuffles.
        """
        count = len(items) - 1
        if not 0 < count < len(_LIMITS) - 1:
            self._shuffle_stepwise(items)
            return
        outputs = _outputs(self.state, count)
        if max(outputs) >= _LEAST_LIMIT:
            self._shuffle_stepwise(items)  # some draw is out of its bound: draw again
            return
        for i, x in zip(range(count, 0, -1), outputs, strict=True):
            j = x % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = (self.state + count * _GAMMA) & _MASK64

    def _shuffle_stepwise(self, items: MutableSequence[T]) -> None:
        """``shuffle`` one draw at a time, with ``below`` and ``next64`` written out."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n] if n < len(_LIMITS) else (1 << 64) - (1 << 64) % n
            while True:
                state = (state + _GAMMA) & _MASK64
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
                x = z ^ (z >> 31)
                if x < limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self.state = state


#: Below this, an output is within the bound of every draw a deck's shuffle makes.
_LEAST_LIMIT: Final = min(_LIMITS[2:])


class _Lanes:
    """Constants to run ``count`` generator steps side by side in one whole number, a
    128-bit lane per step (lowest lane first): a lane holds a 64-bit value, its product
    with a 64-bit constant fits, and what a right shift brings in from the lane above
    lands at bit 64 or higher, which the lane mask clears."""

    __slots__ = ("ones", "steps", "low64", "unpack")

    def __init__(self, count: int) -> None:
        self.ones = sum(1 << 128 * k for k in range(count))
        self.steps = sum((k + 1) * _GAMMA << 128 * k for k in range(count))
        self.low64 = self.ones * _MASK64
        self.unpack = struct.Struct("<" + "Q8x" * count).unpack


_LANES: dict[int, _Lanes] = {}


def _outputs(state: int, count: int) -> tuple[int, ...]:
    """The next ``count`` outputs of SplitMix64 from ``state``, oldest first."""
    lanes = _LANES.get(count)
    if lanes is None:
        lanes = _LANES[count] = _Lanes(count)
    low64 = lanes.low64
    z = (state * lanes.ones + lanes.steps) & low64  # each lane: state + k * gamma
    z = ((z ^ z >> 30) & low64) * 0xBF58476D1CE4E5B9 & low64
    z = ((z ^ z >> 27) & low64) * 0x94D049BB133111EB & low64
    z = (z ^ z >> 31) & low64
    outputs: tuple[int, ...] = lanes.unpack(z.to_bytes(16 * count, "little"))
    return outputs


def _purpose(name: bytes) -> int:
    return int.from_bytes(name, "big")


def stream(seed: int, purpose: bytes, index: int = 0) -> SplitMix64:
    """The generator of one purpose of a match (deck version 2)."""
    return SplitMix64(mix64((seed ^ _purpose(purpose)) & _MASK64) ^ index)


def _check_version(version: int) -> None:
    if version not in DECK_VERSIONS:
        raise ValueError(f"unknown deck version {version!r}; this engine knows "
                         f"{', '.join(map(str, DECK_VERSIONS))}")


def shuffled_deck(deal_number: int, version: int = DECK_VERSION) -> list[Card]:
    """The deck of deal number ``deal_number``: the same number (and version) always gives
    the same order. The top of the deck (the first card dealt) is index 0."""
    _check_version(version)
    deck = list(FULL_DECK)
    if version == 1:
        random.Random(deal_number).shuffle(deck)
    else:
        SplitMix64(deal_number).shuffle(deck)
    return deck


def deal_number_for(seed: int, hand_number: int, version: int = DECK_VERSION) -> int:
    """The deal number of hand ``hand_number`` (1-based) of the match with ``seed``.

    The first hand's deal is the seed itself, so "replay deal #N" is a match with seed N.
    """
    _check_version(version)
    if hand_number == 1:
        return seed
    if version == 1:
        return random.Random(f"deal:{seed}:{hand_number}").randrange(1, 1_000_000_000)
    return 1 + stream(seed, b"deal", hand_number).below(MAX_DEAL_NUMBER)


def first_dealer_for(seed: int, version: int = DECK_VERSION) -> int:
    """The seat (0 or 1) that deals the first two-player hand (RULES.md two-player 1)."""
    _check_version(version)
    if version == 1:
        return random.Random(f"dealer:{seed}").randrange(2)
    return stream(seed, b"dealer").below(2)


def roles_shuffler(seed: int, version: int = DECK_VERSION
                   ) -> Callable[[list[Card]], None]:
    """Shuffles the decks the three-hand roles are drawn from (RULES.md three-hand 1)."""
    _check_version(version)
    if version == 1:
        return random.Random(f"roles:{seed}").shuffle
    return stream(seed, b"roles").shuffle


@dataclass(frozen=True, slots=True)
class Deal:
    """A deck dealt as RULES.md two-player 2 says: ten cards each, one at a time,
    non-dealer first; the next card face up; the rest the stock.

    Three-hand with ``sitter_dealt`` (RULES.md three-hand 2): ten cards each to the
    captain (the non-dealer), the sitter and the box (the dealer), one at a time in that
    order; the sitter's cards stay out of play; the stock has 21 cards."""

    non_dealer: tuple[Card, ...]
    dealer: tuple[Card, ...]
    upcard: Card
    #: Top card first.
    stock: tuple[Card, ...]
    #: The sitter's ten cards, out of play (empty unless the sitter is dealt).
    sitter: tuple[Card, ...] = ()

    @staticmethod
    def of(deck: Sequence[Card], *, sitter_dealt: bool = False) -> Deal:
        """Deal ``deck`` (top card first)."""
        if sitter_dealt:
            return Deal(tuple(deck[0:30:3]), tuple(deck[2:30:3]), deck[30],
                        tuple(deck[31:]), tuple(deck[1:30:3]))
        return Deal(tuple(deck[0:20:2]), tuple(deck[1:20:2]), deck[20], tuple(deck[21:]))

    def deck(self) -> tuple[Card, ...]:
        """The deck in the order it was dealt (top card first): ``Deal.of`` undone."""
        dealt: list[Card] = []
        if self.sitter:
            for triple in zip(self.non_dealer, self.sitter, self.dealer, strict=True):
                dealt += triple
        else:
            for pair in zip(self.non_dealer, self.dealer, strict=True):
                dealt += pair
        return (*dealt, self.upcard, *self.stock)
