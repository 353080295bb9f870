"""Melds, deadwood and the showdown layout (RULES.md "Melds" and "Two-player game" 5-7).

Everything here is exact: a hand is always scored with an arrangement of least deadwood
points, found by an exhaustive search.

Why it is fast enough to run on every turn: a hand is a 52-bit mask (``Card.index``,
suit-major). Only cards that sit in some *candidate* meld (a run of three in their suit or
three of their rank in the hand) can ever be melded; the others are fixed deadwood. That
"meldable" part is found with a few bit operations on the four 13-bit suit masks, is
usually small (often empty), and the search result is memoised on it, so the same partial
structure seen in another hand costs one dict look-up. ``Meld`` objects for the 329
possible melds are built once at import; an ``Arrangement`` is assembled only at the end.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from gin_desktop.engine.cards import FULL_DECK, Card, format_cards

__all__ = [
    "Arrangement",
    "InvalidMeldError",
    "Layoff",
    "Meld",
    "MeldKind",
    "arrangement_keeping",
    "best_arrangement",
    "deadwood_after_discards",
    "deadwood_after_each_discard",
    "deadwood_points",
    "knocker_layout",
    "laid_off_melds",
    "min_deadwood_after_discard",
]


class InvalidMeldError(ValueError):
    """Cards that do not form a set or a run (RULES.md "Melds"), or a bad layoff."""


class MeldKind(enum.Enum):
    SET = "set"
    RUN = "run"


def _rank_then_suit(card: Card) -> int:
    return card.rank * 4 + card.suit


@dataclass(frozen=True, slots=True)
class Meld:
    """A set (3-4 cards of one rank) or a run (3+ consecutive cards of one suit, ace low).

    ``cards`` are in a canonical order: a run ascending by rank, a set by suit (``CDHS``).
    Build validated melds with :meth:`from_cards`; the constructor does not check.
    """

    kind: MeldKind
    cards: tuple[Card, ...]

    @property
    def points(self) -> int:
        return sum(c.points for c in self.cards)

    def text(self) -> str:
        """The RULES.md notation, e.g. ``"5S 6S 7S"``."""
        return format_cards(self.cards)

    def __str__(self) -> str:
        return self.text()

    @staticmethod
    def from_cards(cards: Iterable[Card]) -> Meld:
        """The meld made of ``cards`` (any order), or :class:`InvalidMeldError`."""
        cards = tuple(cards)
        mask = 0
        for card in cards:
            if not isinstance(card, Card):
                raise InvalidMeldError(f"{card!r} is not a card")
            bit = 1 << card.index
            if mask & bit:
                raise InvalidMeldError(f"{card} appears twice in {format_cards(cards)!r}")
            mask |= bit
        meld = _MELD_BY_MASK.get(mask)
        if meld is None:
            raise InvalidMeldError(
                f"{format_cards(cards)!r} is neither a set (three or four cards of one rank)"
                " nor a run (three or more consecutive cards of one suit, ace low)"
            )
        return meld

    def accepts(self, card: Card) -> bool:
        """Whether ``card`` can be laid off onto this meld (RULES.md "Showdown").

        A set takes its missing fourth card; a run takes the card just below its lowest
        or just above its highest card, in its suit.
        """
        if self.kind is MeldKind.SET:
            return (
                len(self.cards) == 3 and card.rank == self.cards[0].rank and card not in self.cards
            )
        first = self.cards[0]
        return card.suit == first.suit and (
            card.rank == first.rank - 1 or card.rank == self.cards[-1].rank + 1
        )

    def extended(self, card: Card) -> Meld:
        """This meld with ``card`` laid off onto it; :class:`InvalidMeldError` if it can't."""
        if not self.accepts(card):
            raise InvalidMeldError(f"{card} cannot be laid off onto {self.text()}")
        return Meld.from_cards((*self.cards, card))


@dataclass(frozen=True, slots=True)
class Layoff:
    """The defender lays ``card`` off onto ``onto[meld_index]`` (the knocker's melds)."""

    card: Card
    meld_index: int


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A hand split into melds and deadwood (and, for a defender, layoffs).

    Every card of the hand is in exactly one of ``melds``, ``deadwood`` (sorted by rank,
    then suit) and ``layoffs``.
    """

    melds: tuple[Meld, ...]
    deadwood: tuple[Card, ...]
    layoffs: tuple[Layoff, ...] = ()

    @property
    def deadwood_points(self) -> int:
        return sum(c.points for c in self.deadwood)

    def melded_cards(self) -> tuple[Card, ...]:
        """The cards in the hand's own melds (not the laid-off ones), meld by meld."""
        return tuple(c for meld in self.melds for c in meld.cards)


# --------------------------------------------------------------------------------------
# Tables. Bit ``suit * 13 + rank - 1`` is a card; a 13-bit "suit mask" has bit rank-1.

#: ``three * _SPREAD`` copies a 13-bit rank mask into all four suits.
_SPREAD: Final = 1 | 1 << 13 | 1 << 26 | 1 << 39
_RANK1_BITS: Final = _SPREAD  # the four aces
_RANK13_BITS: Final = _SPREAD << 12  # the four kings


def _run_covers() -> tuple[int, ...]:
    # Built by doubling: a mask whose highest bit is k has the runs of the mask without it,
    # and the run of bits k-2..k when bits k-1 and k-2 are set too: the top quarter of the
    # masks below 2**k. The same table as finding each mask's runs, in a sixth of the time
    # at import.
    covers = [0]
    for k in range(13):
        if k < 2:
            covers += covers
            continue
        quarter = 3 << (k - 2)
        covers += covers[:quarter] + [c | 7 << (k - 2) for c in covers[quarter:]]
    return tuple(covers)


#: For a 13-bit suit mask, the ranks that lie in some run of three or more.
_RUN_COVER: Final[tuple[int, ...]] = _run_covers()


def _suit_points() -> tuple[int, ...]:
    # Built by doubling (masks with bit r are those without it, plus rank r+1's points):
    # the same table as summing each mask's cards, in 0.1 ms instead of 10 at import.
    points = [0]
    for r in range(13):
        value = min(r + 1, 10)
        points += [p + value for p in points]
    return tuple(points)


#: For a 13-bit suit mask, the points of those cards.
_SUIT_POINTS: Final[tuple[int, ...]] = _suit_points()
_BIT_OF: Final[dict[Card, int]] = {c: 1 << c.index for c in FULL_DECK}
_SORT_KEY: Final[dict[Card, int]] = {c: _rank_then_suit(c) for c in FULL_DECK}


def _points_of_mask(m: int) -> int:
    return (
        _SUIT_POINTS[m & 0x1FFF]
        + _SUIT_POINTS[m >> 13 & 0x1FFF]
        + _SUIT_POINTS[m >> 26 & 0x1FFF]
        + _SUIT_POINTS[m >> 39]
    )


def _meldable(m: int) -> int:
    """The cards of ``m`` that lie in at least one meld made of cards of ``m``.

    The hot paths (``deadwood_points``, ``min_deadwood_after_discard``) inline this: they
    need the suit masks for the point totals too, and a call costs a tenth of their time.
    """
    s0 = m & 0x1FFF
    s1 = m >> 13 & 0x1FFF
    s2 = m >> 26 & 0x1FFF
    s3 = m >> 39
    three = (s0 & s1 & (s2 | s3)) | ((s0 | s1) & s2 & s3)
    return (
        _RUN_COVER[s0]
        | _RUN_COVER[s1] << 13
        | _RUN_COVER[s2] << 26
        | _RUN_COVER[s3] << 39
        | (three * _SPREAD & m)
    )


def _card_mask(suit: int, lo: int, hi: int) -> int:
    """Cards of ``suit`` with ranks ``lo..hi``."""
    return ((1 << (hi - lo + 1)) - 1) << (suit * 13 + lo - 1)


def _all_melds() -> list[tuple[int, Meld]]:
    melds: list[tuple[int, Meld]] = []
    for rank in range(1, 14):
        for suits in ((0, 1, 2, 3), (0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3)):
            cards = tuple(FULL_DECK[s * 13 + rank - 1] for s in suits)
            mask = sum(1 << c.index for c in cards)
            melds.append((mask, Meld(MeldKind.SET, cards)))
    for suit in range(4):
        for lo in range(1, 12):
            for hi in range(lo + 2, 14):
                cards = tuple(FULL_DECK[suit * 13 + r - 1] for r in range(lo, hi + 1))
                melds.append((_card_mask(suit, lo, hi), Meld(MeldKind.RUN, cards)))
    return melds


_ALL_MELDS: Final = _all_melds()
_MELD_BY_MASK: Final[dict[int, Meld]] = dict(_ALL_MELDS)
_MASK_BY_MELD: Final[dict[Meld, int]] = {meld: mask for mask, meld in _ALL_MELDS}
#: Display order of melds in an arrangement: by lowest card (rank, then suit), sets first.
_MELD_ORDER: Final[dict[int, int]] = {
    mask: _rank_then_suit(meld.cards[0]) * 2 + (meld.kind is MeldKind.RUN)
    for mask, meld in _ALL_MELDS
}


def _places(mask: int, meld: Meld) -> int:
    """Cards that could be laid off directly onto ``meld`` (one step of a chain)."""
    if meld.kind is MeldKind.SET:
        if len(meld.cards) == 4:
            return 0
        return _SPREAD << (meld.cards[0].rank - 1) & ~mask
    low = mask & -mask
    high = 1 << (mask.bit_length() - 1)
    return (low >> 1 & ~_RANK13_BITS) | (high << 1 & ~_RANK1_BITS & ((1 << 52) - 1))


#: For each meld mask, the cards that could be laid off onto it directly.
_PLACES: Final[dict[int, int]] = {mask: _places(mask, meld) for mask, meld in _ALL_MELDS}


def _lowest_melds(kind: MeldKind) -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """Per card index: (mask, points, size) of the melds whose lowest-index card it is.

    Runs are listed shortest first (a longer one can only fit if the shorter does);
    the order also fixes which of two equally good arrangements is found.
    """
    per_card: list[list[tuple[int, int, int]]] = [[] for _ in range(52)]
    for mask, meld in _ALL_MELDS:
        if meld.kind is kind:
            low = (mask & -mask).bit_length() - 1
            per_card[low].append((mask, meld.points, len(meld.cards)))
    for entries in per_card:
        entries.sort(key=lambda e: (e[2], e[0]))
    return tuple(tuple(entries) for entries in per_card)


_LOWEST_SETS: Final = _lowest_melds(MeldKind.SET)
_LOWEST_RUNS: Final = _lowest_melds(MeldKind.RUN)

# --------------------------------------------------------------------------------------
# The search: for a meldable mask, the most points (then cards) that can be melded.

_Result = tuple[int, int, tuple[int, ...]]  # (melded points, melded cards, meld masks)

_EMPTY_RESULT: Final[_Result] = (0, 0, ())
_CACHE_LIMIT: Final = 1 << 16  # entries per memo; about 15 MB when all are full
_cache: dict[int, _Result] = {0: _EMPTY_RESULT}


def _best_of(m: int) -> _Result:
    """Best melding of any mask ``m``: reduced to its meldable part, then memoised."""
    s0 = m & 0x1FFF
    s1 = m >> 13 & 0x1FFF
    s2 = m >> 26 & 0x1FFF
    s3 = m >> 39
    three = (s0 & s1 & (s2 | s3)) | ((s0 | s1) & s2 & s3)
    mask = (
        _RUN_COVER[s0]
        | _RUN_COVER[s1] << 13
        | _RUN_COVER[s2] << 26
        | _RUN_COVER[s3] << 39
        | (three * _SPREAD & m)
    )
    return _cache.get(mask) or _solve(mask)


def _solve(mask: int) -> _Result:
    """Best melding of ``mask``, which must equal ``_meldable(mask)``. Memoised.

    Ties: more cards melded, then fewer melds (a run of six is one meld, not two).
    """
    hit = _cache.get(mask)
    if hit is not None:
        return hit
    s0 = mask & 0x1FFF
    s1 = mask >> 13 & 0x1FFF
    s2 = mask >> 26 & 0x1FFF
    s3 = mask >> 39
    three = (s0 & s1 & (s2 | s3)) | ((s0 | s1) & s2 & s3)
    sets = three * _SPREAD & mask
    if sets & (_RUN_COVER[s0] | _RUN_COVER[s1] << 13 | _RUN_COVER[s2] << 26 | _RUN_COVER[s3] << 39):
        best = _search(mask)
    else:
        # No card is wanted by both a set and a run: meld everything, each run and set
        # whole.
        found = []
        while three:
            low = three & -three
            three ^= low
            found.append(low * _SPREAD & mask)
        for shift, suit in ((0, s0), (13, s1), (26, s2), (39, s3)):
            cover = _RUN_COVER[suit]
            while cover:
                block = cover & ~(cover + (cover & -cover))
                cover ^= block
                found.append(block << shift)
        best = (_points_of_mask(mask), mask.bit_count(), tuple(found))
    if len(_cache) > _CACHE_LIMIT:
        _clear_search_cache()
    _cache[mask] = best
    return best


def _search(mask: int) -> _Result:
    """The exhaustive step of :func:`_solve`, for a mask where melds compete for cards.

    The lowest card either stays deadwood or is in a meld of which it is the lowest
    card (a set with higher suits, or a run starting at it): that covers every case.
    """
    low = mask & -mask
    index = low.bit_length() - 1
    best = _best_of(mask ^ low)
    best_key = (best[0], best[1], -len(best[2]))
    for meld_mask, points, count in _LOWEST_SETS[index]:
        if mask & meld_mask == meld_mask:
            sub = _best_of(mask ^ meld_mask)
            key = (sub[0] + points, sub[1] + count, -1 - len(sub[2]))
            if key > best_key:
                best = (key[0], key[1], (meld_mask, *sub[2]))
                best_key = key
    for meld_mask, points, count in _LOWEST_RUNS[index]:  # shortest first
        if mask & meld_mask != meld_mask:
            break
        sub = _best_of(mask ^ meld_mask)
        key = (sub[0] + points, sub[1] + count, -1 - len(sub[2]))
        if key > best_key:
            best = (key[0], key[1], (meld_mask, *sub[2]))
            best_key = key
    return best


def _clear_search_cache() -> None:
    _cache.clear()
    _cache[0] = _EMPTY_RESULT


_bit_of = _BIT_OF.__getitem__


def _mask_of(cards: Iterable[Card] | int) -> int:
    """The 52-bit mask of a hand; ``ValueError`` for a repeated card or a bad mask."""
    if isinstance(cards, int):
        if not 0 <= cards < 1 << 52:
            raise ValueError(f"a card mask has 52 bits, not {cards:#x}")
        return cards
    if not isinstance(cards, tuple | list):
        cards = tuple(cards)
    try:
        mask: int = sum(map(_bit_of, cards))
    except KeyError:
        bad = next(c for c in cards if c not in _BIT_OF)
        raise TypeError(f"{bad!r} is not a card") from None
    if mask.bit_count() != len(cards):
        seen = set()
        for card in cards:
            if card in seen:
                raise ValueError(f"{card} appears twice in the hand")
            seen.add(card)
    return mask


def deadwood_points(cards: Iterable[Card] | int) -> int:
    """The least deadwood count of a hand (RULES.md "Melds"); ``cards`` may be a mask."""
    if type(cards) is int and 0 <= cards < 1 << 52:
        m = cards
    else:
        m = _mask_of(cards)
    s0 = m & 0x1FFF
    s1 = m >> 13 & 0x1FFF
    s2 = m >> 26 & 0x1FFF
    s3 = m >> 39
    total = _SUIT_POINTS[s0] + _SUIT_POINTS[s1] + _SUIT_POINTS[s2] + _SUIT_POINTS[s3]
    three = (s0 & s1 & (s2 | s3)) | ((s0 | s1) & s2 & s3)
    meldable = (
        _RUN_COVER[s0]
        | _RUN_COVER[s1] << 13
        | _RUN_COVER[s2] << 26
        | _RUN_COVER[s3] << 39
        | (three * _SPREAD & m)
    )
    if not meldable:
        return total
    hit = _cache.get(meldable)
    if hit is None:
        hit = _solve(meldable)
    return total - hit[0]


_sort_key = _SORT_KEY.__getitem__


def _deadwood_tuple(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_sort_key))


def _sorted_melds(meld_masks: Iterable[int]) -> tuple[Meld, ...]:
    return tuple(map(_MELD_BY_MASK.__getitem__, sorted(meld_masks, key=_MELD_ORDER.__getitem__)))


def _build_melds(meld_masks: tuple[int, ...]) -> tuple[tuple[Meld, ...], int]:
    """The Meld objects (sorted) for the masks found by the search, and their union."""
    union = 0
    for m in meld_masks:
        union |= m
    return _sorted_melds(meld_masks), union


def best_arrangement(cards: Iterable[Card], onto: Sequence[Meld] | None = None) -> Arrangement:
    """The arrangement of ``cards`` with the least deadwood points (RULES.md "Melds").

    Ties go to the arrangement melding more cards, then to fewer melds (a run of six is
    one meld), then to a fixed order, so the result depends on the cards only.

    With ``onto`` (the knocker's melds), this is the defender's showdown (RULES.md
    "Two-player game" 7): own melds and layoffs onto ``onto`` are chosen together to
    minimise the defender's deadwood; the laid-off cards are in ``layoffs`` only, listed
    in an order in which each is legal (a chain grows from the run outwards). On equal
    deadwood the defender keeps its own melds rather than laying off. Pass ``onto=None``
    when the knocker went gin.
    """
    cards = tuple(cards)
    try:
        m: int = sum(map(_bit_of, cards))
    except KeyError:
        m = _mask_of(cards)  # raises the TypeError
    if m.bit_count() != len(cards):
        m = _mask_of(cards)  # raises the ValueError
    if onto:
        return _defender_arrangement(cards, m, onto)
    s0 = m & 0x1FFF
    s1 = m >> 13 & 0x1FFF
    s2 = m >> 26 & 0x1FFF
    s3 = m >> 39
    three = (s0 & s1 & (s2 | s3)) | ((s0 | s1) & s2 & s3)
    meldable = (
        _RUN_COVER[s0]
        | _RUN_COVER[s1] << 13
        | _RUN_COVER[s2] << 26
        | _RUN_COVER[s3] << 39
        | (three * _SPREAD & m)
    )
    if not meldable:
        return Arrangement((), tuple(sorted(cards, key=_sort_key)))
    built = _arranged.get(meldable)
    if built is None:
        built = _arrange(meldable)
    union = built[1]
    return Arrangement(
        built[0], tuple(sorted([c for c in cards if not _bit_of(c) & union], key=_sort_key))
    )


#: meldable mask -> (its best melds, sorted, as Meld objects; the cards they use)
_arranged: dict[int, tuple[tuple[Meld, ...], int]] = {}


def _arrange(meldable: int) -> tuple[tuple[Meld, ...], int]:
    if len(_arranged) > _CACHE_LIMIT:
        _arranged.clear()
    built = _build_melds((_cache.get(meldable) or _solve(meldable))[2])
    _arranged[meldable] = built
    return built


def min_deadwood_after_discard(cards: Iterable[Card] | int) -> int:
    """For an 11-card hand: the least deadwood left after the best discard.

    This is what decides whether a knock is possible (RULES.md "Two-player game" 5).
    """
    m = cards if type(cards) is int and 0 <= cards < 1 << 52 else _mask_of(cards)
    if not m:
        raise ValueError("an empty hand has nothing to discard")
    s0 = m & 0x1FFF
    s1 = m >> 13 & 0x1FFF
    s2 = m >> 26 & 0x1FFF
    s3 = m >> 39
    total = _SUIT_POINTS[s0] + _SUIT_POINTS[s1] + _SUIT_POINTS[s2] + _SUIT_POINTS[s3]
    three = (s0 & s1 & (s2 | s3)) | ((s0 | s1) & s2 & s3)
    meldable = (
        _RUN_COVER[s0]
        | _RUN_COVER[s1] << 13
        | _RUN_COVER[s2] << 26
        | _RUN_COVER[s3] << 39
        | (three * _SPREAD & m)
    )
    if not meldable:
        return total - _max_card_points(m)
    # Most points that leave the hand (melded, or thrown away) when one meldable card is
    # discarded: depends on the meldable part only, so it is memoised like the search.
    removed = _discard_cache.get(meldable)
    if removed is None:
        removed = _best_meldable_discard(meldable)
    loose = m ^ meldable
    if loose:
        # Discarding a card in no candidate meld leaves every meld possible.
        melded = _cache.get(meldable) or _solve(meldable)
        keep_all = melded[0] + _max_card_points(loose)
        if keep_all > removed:
            removed = keep_all
    return total - removed


_discard_cache: dict[int, int] = {}


def _best_meldable_discard(meldable: int) -> int:
    if len(_discard_cache) > _CACHE_LIMIT:
        _discard_cache.clear()
    best = 0
    rest_cards = meldable
    while rest_cards:
        low = rest_cards & -rest_cards
        rest_cards ^= low
        value = _BIT_POINTS[low] + _best_of(meldable ^ low)[0]
        if value > best:
            best = value
    _discard_cache[meldable] = best
    return best


_BIT_POINTS: Final[dict[int, int]] = {1 << c.index: c.points for c in FULL_DECK}


def _max_card_points(m: int) -> int:
    return max(_TOP_POINTS[m & 0x1FFF], _TOP_POINTS[m >> 13 & 0x1FFF],
               _TOP_POINTS[m >> 26 & 0x1FFF], _TOP_POINTS[m >> 39])


def _top_points() -> tuple[int, ...]:
    # The masks whose top card is rank r are the 2**(r-1) from 2**(r-1) on: built by runs,
    # the same table as asking each mask its top bit, in a tenth of the time at import.
    points = [0]
    for rank in range(1, 14):
        points += [min(rank, 10)] * (1 << (rank - 1))
    return tuple(points)


#: Per suit mask, the points of its highest card: its top bit, and a ten or face card is
#: worth 10 (0 for no card).
_TOP_POINTS: Final[tuple[int, ...]] = _top_points()


def deadwood_after_each_discard(cards: Iterable[Card]) -> dict[Card, int]:
    """For an 11-card hand: each card -> the least deadwood of the other ten."""
    cards = tuple(cards)
    return dict(zip(cards, deadwood_after_discards(_mask_of(cards),
                                                   [c.index for c in cards]), strict=True))


def deadwood_after_discards(m: int, indices: Sequence[int]) -> list[int]:
    """For the hand mask ``m``: the least deadwood left after discarding each card of
    ``indices`` (``Card.index`` values of cards in ``m``), in that order.

    A card in no candidate meld leaves every meld possible; what removing a meldable card
    costs in melded points depends on the meldable part only and is memoised with it.
    """
    # The split into suits and the meldable part repeat ``deadwood_points`` inline: both
    # are the strategies' innermost calls, where a helper call would cost a tenth of them.
    s0 = m & 0x1FFF
    s1 = m >> 13 & 0x1FFF
    s2 = m >> 26 & 0x1FFF
    s3 = m >> 39
    total = _SUIT_POINTS[s0] + _SUIT_POINTS[s1] + _SUIT_POINTS[s2] + _SUIT_POINTS[s3]
    three = (s0 & s1 & (s2 | s3)) | ((s0 | s1) & s2 & s3)
    meldable = (
        _RUN_COVER[s0]
        | _RUN_COVER[s1] << 13
        | _RUN_COVER[s2] << 26
        | _RUN_COVER[s3] << 39
        | (three * _SPREAD & m)
    )
    if not meldable:
        return [total - _INDEX_POINTS[index] for index in indices]
    melded, losses = _losses_cache.get(meldable) or _melded_losses(meldable)
    base = total - melded
    loss = losses.get
    return [base - _INDEX_POINTS[index] + loss(index, 0) for index in indices]


#: meldable mask -> (its melded points, {card index: melded points lost without it}),
#: cards that lose nothing left out.
_losses_cache: dict[int, tuple[int, dict[int, int]]] = {}


def _melded_losses(meldable: int) -> tuple[int, dict[int, int]]:
    if len(_losses_cache) > _CACHE_LIMIT >> 2:
        _losses_cache.clear()
    melded = (_cache.get(meldable) or _solve(meldable))[0]
    losses: dict[int, int] = {}
    rest = meldable
    while rest:
        low = rest & -rest
        rest ^= low
        lost = melded - _best_of(meldable ^ low)[0]
        if lost:
            losses[low.bit_length() - 1] = lost
    entry = (melded, losses)
    _losses_cache[meldable] = entry
    return entry


_INDEX_POINTS: Final = tuple(c.points for c in FULL_DECK)


# --------------------------------------------------------------------------------------
# Showdown: the defender's layoffs and the knocker's layout.


def _defender_arrangement(cards: tuple[Card, ...], m: int, onto: Sequence[Meld]) -> Arrangement:
    run_cards = 0  # the knocker's cards in runs: a chain of layoffs must reach one
    fourths = 0  # missing fourth cards of the knocker's sets of three
    onto_masks: list[int] = []
    for meld in onto:
        mask = _MASK_BY_MELD.get(meld)
        if mask is None:  # a Meld built without from_cards: validate it now
            mask = _MASK_BY_MELD[Meld.from_cards(meld.cards)]
        if mask & m:
            raise ValueError(f"{meld.text()} shares cards with the defender's hand")
        onto_masks.append(mask)
        meld = _MELD_BY_MASK[mask]
        if meld.kind is MeldKind.RUN:
            run_cards |= mask
        elif len(meld.cards) == 3:
            fourths |= _PLACES[mask]
    # Cards that could possibly be laid off: the set fourths, and the run neighbours
    # reachable through the defender's own cards (a chain).
    reach = _chain_reach(run_cards, m)
    candidates = (reach & ~run_cards) | (fourths & m)
    if not candidates:
        return best_arrangement(cards)
    total = _points_of_mask(m)
    cand_bits = []
    c = candidates
    while c:
        low = c & -c
        cand_bits.append(low)
        c ^= low
    best_key: tuple[int, int, int] | None = None
    best_choice: tuple[int, _Result] = (0, _EMPTY_RESULT)
    for subset in range(1 << len(cand_bits)):
        laid = 0
        for i, bit in enumerate(cand_bits):
            if subset >> i & 1:
                laid |= bit
        # Every laid-off card must be a set's fourth or chain to a run through laid cards.
        if laid & ~(fourths | _chain_reach(run_cards, laid)):
            continue
        result = _best_of(m & ~laid)
        removed_points = result[0] + _points_of_mask(laid)
        key = (removed_points, result[1] + laid.bit_count(), -laid.bit_count())
        if best_key is None or key > best_key:
            best_key = key
            best_choice = (laid, result)
    assert best_key is not None and total >= best_key[0]
    laid, result = best_choice
    melds, union = _build_melds(result[2])
    deadwood = _deadwood_tuple(c for c in cards if not _BIT_OF[c] & (union | laid))
    layoffs = _assign_layoffs(laid, onto_masks, run_cards)
    return Arrangement(melds, deadwood, layoffs)


def _chain_reach(run_cards: int, available: int) -> int:
    """``run_cards`` grown along their suits through the cards of ``available``."""
    reach = run_cards
    while True:
        grown = reach | (((reach << 1 & ~_RANK1_BITS) | (reach >> 1 & ~_RANK13_BITS)) & available)
        if grown == reach:
            return reach
        reach = grown


def _assign_layoffs(laid: int, onto_masks: list[int], run_cards: int) -> tuple[Layoff, ...]:
    """Which knocker meld each laid-off card goes to, in an order that can be played."""
    layoffs: list[Layoff] = []
    assigned = 0
    # Runs first, growing outwards one step at a time so each layoff is legal in order.
    current = [mask if mask & run_cards else 0 for mask in onto_masks]
    progress = True
    while progress:
        progress = False
        for index, mask in enumerate(current):
            if not mask:
                continue
            low = mask & -mask
            high = 1 << (mask.bit_length() - 1)
            for bit in (low >> 1 & ~_RANK13_BITS, high << 1 & ~_RANK1_BITS):
                if bit & laid & ~assigned:
                    assigned |= bit
                    current[index] = mask = mask | bit
                    layoffs.append(Layoff(_card_of(bit), index))
                    progress = True
    for index, mask in enumerate(onto_masks):
        meld = _MELD_BY_MASK[mask]
        if meld.kind is MeldKind.SET:
            bit = _PLACES[mask] & laid & ~assigned
            if bit:
                assigned |= bit
                layoffs.append(Layoff(_card_of(bit), index))
    assert assigned == laid
    return tuple(layoffs)


def _card_of(bit: int) -> Card:
    return FULL_DECK[bit.bit_length() - 1]


def laid_off_melds(onto: Sequence[Meld], layoffs: Sequence[Layoff]) -> tuple[Meld, ...]:
    """The knocker's melds ``onto`` after the defender's ``layoffs`` (for display)."""
    added: list[list[Card]] = [[] for _ in onto]
    for layoff in layoffs:
        if not 0 <= layoff.meld_index < len(onto):
            raise InvalidMeldError(f"no meld {layoff.meld_index} to lay {layoff.card} off onto")
        added[layoff.meld_index].append(layoff.card)
    result = []
    for meld, extra in zip(onto, added, strict=True):
        if not extra:
            result.append(meld)
            continue
        new = Meld.from_cards((*meld.cards, *extra))
        if new.kind is not meld.kind:
            raise InvalidMeldError(f"{format_cards(extra)} cannot go onto {meld.text()}")
        result.append(new)
    return tuple(result)


def _optimal_packings(mask: int) -> Iterator[tuple[int, ...]]:
    """Every set of disjoint melds within ``mask`` (meldable) melding the most points."""
    if not mask:
        yield ()
        return
    target = _solve(mask)[0]
    low = mask & -mask
    rest = _meldable(mask ^ low)
    if _solve(rest)[0] == target:
        yield from _optimal_packings(rest)
    index = low.bit_length() - 1
    for meld_mask, points, _count in (*_LOWEST_SETS[index], *_LOWEST_RUNS[index]):
        if mask & meld_mask == meld_mask:
            rest = _meldable(mask ^ meld_mask)
            if _solve(rest)[0] + points == target:
                for tail in _optimal_packings(rest):
                    yield (meld_mask, *tail)


def knocker_layout(cards: Iterable[Card], unseen: Iterable[Card] | int) -> Arrangement:
    """The knocker's automatic layout (RULES.md "Two-player game" 7, Decision).

    Among the arrangements of least deadwood, the one offering the fewest layoff places
    to ``unseen`` cards (those the knocker has not seen; its own cards never count). A
    place is a card that could go directly onto a meld: a set's missing fourth card, or
    the card just below or above a run. Remaining ties: more cards melded, then fewer
    melds, then a fixed order.
    """
    cards = tuple(cards)
    m = _mask_of(cards)
    unseen_mask = _mask_of(unseen) & ~m
    meldable = _meldable(m)
    best_key: tuple[int, int, int, tuple[int, ...]] | None = None
    best: tuple[int, ...] = ()
    for packing in _optimal_packings(meldable):
        places = 0
        count = 0
        for meld_mask in packing:
            places |= _PLACES[meld_mask]
            count += meld_mask.bit_count()
        key = ((places & unseen_mask).bit_count(), -count, len(packing), tuple(sorted(packing)))
        if best_key is None or key < best_key:
            best_key = key
            best = packing
    melds, union = _build_melds(best)
    return Arrangement(melds, _deadwood_tuple(c for c in cards if not _BIT_OF[c] & union))


def arrangement_keeping(cards: Iterable[Card], shown: Sequence[Meld]) -> Arrangement:
    """The least-deadwood arrangement of ``cards`` that keeps the most of the ``shown``
    melds whole (a kept meld may have grown: a set's fourth card, a run's next one).

    Where a card could go in a set or in a run for the same deadwood, the words about a
    hand (a hint, a review) follow the melds the player is looking at (``shown``: the
    hand's arrangement as the table shows it), not whichever of the two the fixed order
    of :func:`best_arrangement` finds first. Remaining ties as there: the same result as
    :func:`best_arrangement` wherever it keeps as many of ``shown``.
    """
    cards = tuple(cards)
    canonical = best_arrangement(cards)
    wanted = [sum(_BIT_OF[c] for c in meld.cards) for meld in shown]

    def kept(packing: Iterable[int]) -> int:
        packed = tuple(packing)
        return sum(any(w & p == w for p in packed) for w in wanted)

    most = kept(sum(_BIT_OF[c] for c in meld.cards) for meld in canonical.melds)
    if most == len(wanted):
        return canonical
    best_key: tuple[int, int, int, tuple[int, ...]] | None = None
    best: tuple[int, ...] = ()
    for packing in _optimal_packings(_meldable(_mask_of(cards))):
        count = sum(meld_mask.bit_count() for meld_mask in packing)
        key = (-kept(packing), -count, len(packing), tuple(sorted(packing)))
        if best_key is None or key < best_key:
            best_key, best = key, packing
    if best_key is None or -best_key[0] <= most:
        return canonical
    melds, union = _build_melds(best)
    return Arrangement(melds, _deadwood_tuple(c for c in cards if not _BIT_OF[c] & union))


def _clear_caches() -> None:
    """Forget every memoised search (for benchmarks and tests; results never change)."""
    _clear_search_cache()
    _arranged.clear()
    _discard_cache.clear()
    _losses_cache.clear()
