"""What happened: events the engine emits for the app to animate and the score pad to
record, and the result of a hand.

Events carry full information (the card drawn from the stock, the whole deal); a front end
shows a seat only what that seat may see. They are complete: a table can be replayed from
the events alone, with no dealing or scoring of its own. Strategies never receive events,
only views.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Generic, TypeVar

from .cards import Card
from .deck import Deal
from .frozen import fast_builder
from .melds import Arrangement, Meld

T = TypeVar("T")


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
    #: RULES.md two-player 10: the same position occurred a third time; drawn as at the wall.
    REPETITION = "repetition"

    @property
    def is_drawn(self) -> bool:
        """The hand ended with no showdown and no score: at the wall, or by repetition."""
        return self is ResultKind.DRAWN or self is ResultKind.REPETITION


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
    #: The rules' wall (``RuleSet.wall``): the cards left in the stock when a hand with
    #: no knock is drawn, which the words of a drawn hand give.
    wall: int = 2

    @property
    def gin_only(self) -> bool:
        """Only gin could end the hand (Straight Gin; Oklahoma's ace upcard): a hand drawn
        at the wall is one nobody went gin in, there being no knock to make."""
        return self.knock_limit == 0


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


class MoveKind(StrEnum):
    """What a public move was (its value is the text used in logs and JSON)."""

    TAKE = "take"
    PASS = "pass"
    STOCK = "stock"
    PILE = "pile"
    DISCARD = "discard"
    KNOCK = "knock"
    #: A knock with no deadwood left (the showdown shows it to everybody at once).
    GIN = "gin"
    BIG_GIN = "big-gin"


@dataclass(frozen=True, slots=True)
class PublicMove:
    """One move everybody at the table saw. ``card`` is None for a stock draw and a knock."""

    seat: int
    kind: MoveKind
    card: Card | None


#: ``PublicMove(...)`` without the frozen dataclass's cost per field (``frozen.py``): the
#: engine records one at every move.
new_public_move = fast_builder(PublicMove)


class Interned(Generic[T]):
    """``Interned(cls)(*args)`` is ``cls(*args)``, one shared object per value.

    For the frozen values the engine makes at every move (a ``PublicMove`` and the move's
    event): there are a few hundred of each, and a shared one costs a dict look-up where
    a new one costs a frozen dataclass's construction. Positional arguments only.
    """

    __slots__ = ("_make", "_made")

    def __init__(self, make: Callable[..., T]) -> None:
        self._make = make
        self._made: dict[tuple[object, ...], T] = {}

    def __call__(self, *args: object) -> T:
        made = self._made.get(args)
        if made is None:
            made = self._made[args] = self._make(*args)
        return made


#: ``PublicMove(seat, kind, card)``, shared (``Interned``).
public_move: Interned[PublicMove] = Interned(PublicMove)


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    hand_number: int
    deal_number: int
    dealer: int
    non_dealer: int
    upcard: Card
    knock_limit: int
    doubled: bool
    #: Every card's place: both hands, the upcard and the stock order (top first).
    deal: Deal


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


#: The events of a draw or a discard, shared (``Interned``): one at every move.
upcard_taken: Interned[UpcardTaken] = Interned(UpcardTaken)
upcard_passed: Interned[UpcardPassed] = Interned(UpcardPassed)
card_drawn: Interned[CardDrawn] = Interned(CardDrawn)
card_discarded: Interned[CardDiscarded] = Interned(CardDiscarded)


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
    """The hand's result and the score pad after it."""

    result: HandResult
    #: Running totals per seat (Hollywood: points of every hand won, before the games).
    scores: tuple[int, ...]
    #: Hands won per seat so far in the match (what the line bonus counts).
    hands_won: tuple[int, ...] = ()
    #: Hollywood: per game (0, 1, 2), the score per seat; empty in other variants.
    game_scores: tuple[tuple[int, ...], ...] = ()
    #: Hollywood: per game, the seat that won it, or None while it is being played.
    game_winners: tuple[int | None, ...] = ()


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


class BonusKind(StrEnum):
    """The end-of-game extras of RULES.md "Extras many players expect"."""

    LINE = "line"
    GAME = "game"
    SHUTOUT = "shutout"


@dataclass(frozen=True, slots=True)
class Bonus:
    """An end-of-game bonus (RULES.md "Extras") as the score pad lists it."""

    seat: int
    kind: BonusKind
    points: int
    #: Hollywood: the game (0, 1, 2) it is added to; 0 otherwise.
    game: int = 0
    #: The line bonus: hands won in the game, 0-point wins included (RULES.md "Line").
    hands: int = 0


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    winner: int
    #: Totals with the end-of-game bonuses added (per seat; Hollywood: summed over games).
    totals: tuple[int, ...]
    bonuses: tuple[Bonus, ...]
