"""Why an action is refused, as data: a code and its values (cards as ``Card``).

A front end renders a ``Refusal`` in the player's language from its code and values;
``str(refusal)`` (``refusal.text``) is plain English for logs, the arena and tests.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import Card


class RefusalCode(StrEnum):
    """Every reason the engine gives for refusing an action."""

    #: The match has been won; nothing more is played.
    MATCH_OVER = "match_over"
    #: The hand is over: only dealing the next hand is allowed.
    HAND_OVER = "hand_over"
    #: The next hand cannot be dealt while this one is played.
    HAND_IN_PLAY = "hand_in_play"
    #: ``seat`` tried to act, but ``to_act`` is to act.
    NOT_YOUR_TURN = "not_your_turn"
    #: RULES.md two-player 3: the first turn is taking or passing the upcard.
    UPCARD_FIRST = "upcard_first"
    #: RULES.md two-player 3: both passed the upcard, so the non-dealer draws from the stock.
    DRAW_FROM_STOCK = "draw_from_stock"
    #: RULES.md two-player 4: a turn begins with a draw.
    DRAW_FIRST = "draw_first"
    #: The player has drawn already and must discard (or knock).
    ALREADY_DRAWN = "already_drawn"
    #: ``card`` is not in the player's hand.
    NOT_IN_HAND = "not_in_hand"
    #: RULES.md two-player 4 (Decision): ``card`` was just taken from the pile.
    JUST_TAKEN_FROM_PILE = "just_taken_from_pile"
    #: RULES.md Oklahoma / Straight: only gin may end this hand.
    GIN_ONLY = "gin_only"
    #: RULES.md two-player 5: deadwood after the discard above ``limit``.
    KNOCK_LIMIT = "knock_limit"
    #: RULES.md two-player 6: big gin is off under these rules.
    BIG_GIN_OFF = "big_gin_off"
    #: RULES.md two-player 6: big gin needs all eleven cards in melds.
    BIG_GIN_NEEDS_MELDS = "big_gin_needs_melds"
    #: Anything else not allowed now.
    NOT_NOW = "not_now"


_ENGLISH: dict[RefusalCode, str] = {
    RefusalCode.MATCH_OVER: "the match is over",
    RefusalCode.HAND_OVER: "the hand is over, so deal the next hand",
    RefusalCode.HAND_IN_PLAY: "the hand is still being played",
    RefusalCode.NOT_YOUR_TURN: "it is seat {to_act}'s turn, not seat {seat}'s",
    RefusalCode.UPCARD_FIRST: "first take or pass the upcard",
    RefusalCode.DRAW_FROM_STOCK: "both players passed the upcard, so draw from the stock",
    RefusalCode.DRAW_FIRST: "draw a card first, from the stock or the discard pile",
    RefusalCode.ALREADY_DRAWN: "you have drawn already, so discard a card",
    RefusalCode.NOT_IN_HAND: "{card} is not in your hand",
    RefusalCode.JUST_TAKEN_FROM_PILE:
        "{card} was just taken from the pile and may not be discarded",
    RefusalCode.GIN_ONLY: "only gin may end this hand, so a knock needs zero deadwood",
    RefusalCode.KNOCK_LIMIT: "a knock needs deadwood of at most {limit} after the discard",
    RefusalCode.BIG_GIN_OFF: "big gin is not played under these rules",
    RefusalCode.BIG_GIN_NEEDS_MELDS: "big gin needs all eleven cards in melds",
    RefusalCode.NOT_NOW: "that is not allowed now",
}


@dataclass(frozen=True, slots=True)
class Refusal:
    """A refused action: ``Refusal(RefusalCode.JUST_TAKEN_FROM_PILE, card=Card.from_text("5S"))``.

    Only the values the code names are set (see ``RefusalCode``)."""

    code: RefusalCode
    card: Card | None = None
    #: NOT_YOUR_TURN: the seat that tried to act.
    seat: int | None = None
    #: NOT_YOUR_TURN: the seat to act.
    to_act: int | None = None
    #: KNOCK_LIMIT: the hand's knock limit.
    limit: int | None = None

    @property
    def text(self) -> str:
        """The reason in plain English, e.g. "5S was just taken from the pile and may not
        be discarded"."""
        return _ENGLISH[self.code].format(card=self.card, seat=self.seat,
                                          to_act=self.to_act, limit=self.limit)

    def __str__(self) -> str:
        return self.text


__all__ = ["Refusal", "RefusalCode"]
