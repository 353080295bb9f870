"""What happened: events the engine emits for the app to animate and the score pad to
record, and the result of a hand.

Events carry full information (the card drawn from the stock, say); a front end shows a
seat only what that seat may see. Strategies never receive events, only views.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import Card
from .melds import Arrangement, Meld


class Phase(Enum):
    """Where a hand (or the match between hands) stands."""

    UPCARD_OFFER = "upcard_offer"
    DRAW = "draw"
    DISCARD = "discard"
    HAND_OVER = "hand_over"
    MATCH_OVER = "match_over"


class Role(Enum):
    """Three-hand roles (RULES.md three-hand 1)."""

    BOX = "box"
    CAPTAIN = "captain"
    SITTING_OUT = "sitting_out"


class ResultKind(Enum):
    KNOCK = "knock"
    GIN = "gin"
    BIG_GIN = "big_gin"
    UNDERCUT = "undercut"
    #: Knocker's deadwood equal to the defender's where the rules do not call it an undercut.
    TIE = "tie"
    #: The wall: the stock ran down to its last cards with nobody knocking.
    DRAWN = "drawn"


@dataclass(frozen=True, slots=True)
class HandResult:
    """The outcome of one hand, in the terms of RULES.md two-player 8."""

    hand_number: int
    deal_number: int
    dealer: int
    kind: ResultKind
    knocker: int | None = None
    defender: int | None = None
    #: The seat that scores (None for a drawn hand or a tie).
    winner: int | None = None
    #: Points scored by ``winner``, after Oklahoma doubling.
    points: int = 0
    knocker_deadwood: int = 0
    defender_deadwood: int = 0
    knock_limit: int = 10
    #: Oklahoma: the upcard was a spade, so every score of the hand is doubled.
    doubled: bool = False
    knocker_layout: Arrangement | None = None
    #: The defender's arrangement, with its layoffs onto ``knocker_layout.melds``.
    defender_layout: Arrangement | None = None
    #: Hollywood: the games (0, 1, 2) this hand's points were scored into.
    games: tuple[int, ...] = ()
    #: The gin, big-gin or undercut bonus included in ``points`` (after doubling).
    bonus: int = 0



class Event:
    """Base of everything the engine reports."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class RolesDrawn(Event):
    """Three-hand: each seat drew a card; ties drew again (rounds in order)."""

    rounds: tuple[tuple[tuple[int, Card], ...], ...]
    box: int
    captain: int
    sitting_out: int


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    hand_number: int
    deal_number: int
    dealer: int
    non_dealer: int
    upcard: Card
    knock_limit: int
    doubled: bool


@dataclass(frozen=True, slots=True)
class UpcardTaken(Event):
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class UpcardPassed(Event):
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    seat: int
    from_pile: bool
    card: Card


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Knocked(Event):
    seat: int
    #: The card discarded face down (None for big gin).
    discard: Card | None
    gin: bool
    big_gin: bool


@dataclass(frozen=True, slots=True)
class ShowdownLaid(Event):
    """Both hands laid down; the defender's layoffs are in ``defender.layoffs``."""

    knocker: int
    defender: int
    knocker_layout: Arrangement
    defender_layout: Arrangement
    #: The knocker's melds after the layoffs.
    final_melds: tuple[Meld, ...]


@dataclass(frozen=True, slots=True)
class HandEnded(Event):
    result: HandResult
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RolesRotated(Event):
    box: int
    captain: int
    sitting_out: int


@dataclass(frozen=True, slots=True)
class GameDecided(Event):
    """Hollywood: one of the three games reached its target."""

    game: int
    winner: int


@dataclass(frozen=True, slots=True)
class Bonus:
    seat: int
    kind: str  # "line", "game" or "shutout"
    points: int
    game: int = 0


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    winner: int
    #: Totals with the end-of-game bonuses added (per seat; Hollywood: summed over games).
    totals: tuple[int, ...]
    bonuses: tuple[Bonus, ...]
