"""What a seat can infer from its view: card masks for the seen and unseen cards, and the
opponent's picks, passes and discards (RULES.md "What the engine guarantees").

Everything here is computed from a ``SeatView`` alone, so a strategy built on it cannot
cheat. Cards are 52-bit masks (bit ``Card.index``), which the meld code reads directly.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from gin_desktop.engine.cards import ALL_CARDS_MASK, FULL_DECK, Card, cards_to_mask
from gin_desktop.engine.view import SeatView

_NOT_ACE = ALL_CARDS_MASK & ~(1 | 1 << 13 | 1 << 26 | 1 << 39)
_NOT_KING = ALL_CARDS_MASK & ~(1 << 12 | 1 << 25 | 1 << 38 | 1 << 51)


def bit(card: Card) -> int:
    return 1 << card.index


def neighbours(mask: int) -> int:
    """Cards of the same suit one rank above or below any card of ``mask``."""
    return ((mask & _NOT_KING) << 1 | (mask & _NOT_ACE) >> 1) & ALL_CARDS_MASK


def same_rank(card: Card) -> int:
    """The other three cards of ``card``'s rank."""
    r = card.rank - 1
    return (1 << r | 1 << (r + 13) | 1 << (r + 26) | 1 << (r + 39)) & ~bit(card)


def cards_of(mask: int) -> list[Card]:
    out = []
    while mask:
        low = mask & -mask
        out.append(FULL_DECK[low.bit_length() - 1])
        mask ^= low
    return out


@dataclass(frozen=True, slots=True)
class Knowledge:
    """Public facts of the current hand, as seen by one seat."""

    #: The cards of the player whose hand the view shows.
    mine: int
    #: Cards in the discard pile now (all face up, all known).
    pile: int
    #: The opponent's cards we know of (taken from the pile, still held).
    opp_known: int
    #: Cards we have not seen: the opponent's unknown cards and the stock, together.
    unseen: int
    #: How many of the opponent's cards are unknown to us.
    opp_unknown: int
    stock_count: int
    #: Stock cards left before the wall ends the hand (RULES.md two-player 9).
    draws_left: int
    #: Every card the opponent took from the pile this hand (held or discarded since).
    opp_picked: int
    #: Every card the opponent discarded this hand.
    opp_discarded: int
    #: Upcards and pile tops the opponent declined (passed, or drew from the stock instead).
    opp_declined: int
    #: How many times the opponent has drawn (a rough clock of how developed its hand is).
    opp_draws: int
    #: How many times the player has drawn.
    my_draws: int
    #: The points of the card the opponent discarded last this hand (0: none yet).
    opp_last_discard_points: int = 0


def draw_events(view: SeatView) -> Iterator[tuple[int, str, Card | None]]:
    """The hand's moves as a player meets them: (seat, kind, card), where kind is
    "pass" (a face-up card the seat did not take: an upcard it passed, or the pile's top
    when it drew from the stock instead), "take" (the upcard or the pile's top), "stock"
    or "discard". Knocks are left out."""
    top: Card | None = None
    passes = 0
    forced = False  # after both players pass the upcard, the next draw is from the stock
    for move in view.history:
        kind = move.kind
        if kind == "pass":
            top = move.card
            passes += 1
            forced = passes == 2
            yield move.seat, "pass", move.card
        elif kind == "take" or kind == "pile":
            yield move.seat, "take", move.card
            top = None
        elif kind == "stock":
            if top is not None and not forced:
                yield move.seat, "pass", top
            yield move.seat, "stock", move.card
            forced = False
        elif kind == "discard":
            yield move.seat, "discard", move.card
            top = move.card


def knowledge_of(view: SeatView) -> Knowledge:
    """Read the public facts out of ``view``; nothing else is consulted."""
    opponent = view.opponent
    mine = cards_to_mask(view.hand)
    pile = cards_to_mask(view.discard_pile)
    opp_known = cards_to_mask(view.opponent_known)
    picked = discarded = declined = 0
    opp_draws = my_draws = last_discard_points = 0
    for seat, kind, card in draw_events(view):
        if seat != opponent:
            if kind == "take" or kind == "stock":
                my_draws += 1
        elif kind == "pass":
            if card is not None:
                declined |= bit(card)
        elif kind == "take":
            assert card is not None
            picked |= bit(card)
            opp_draws += 1
        elif kind == "stock":
            opp_draws += 1
        elif card is not None:  # a discard
            discarded |= bit(card)
            last_discard_points = card.points
    # The sitter's own cards, where dealt, are out of play: known to the sitter's advice.
    unseen = ALL_CARDS_MASK & ~mine & ~pile & ~opp_known & ~cards_to_mask(view.sitter_cards)
    return Knowledge(
        mine=mine, pile=pile, opp_known=opp_known, unseen=unseen,
        opp_unknown=max(0, view.opponent_card_count - len(view.opponent_known)),
        stock_count=view.stock_count,
        draws_left=max(0, view.stock_count - view.rules.wall), opp_picked=picked,
        opp_discarded=discarded, opp_declined=declined, opp_draws=opp_draws, my_draws=my_draws,
        opp_last_discard_points=last_discard_points)


__all__ = ["Knowledge", "bit", "cards_of", "draw_events", "knowledge_of", "neighbours",
           "same_rank"]
