"""What one seat may see (RULES.md "What the engine guarantees").

A ``SeatView`` is a frozen snapshot built from public facts and the seat's own cards. It
holds no reference to the match, so a strategy given a view cannot reach hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .cards import Card
from .events import HandResult, PublicMove, Role
from .frozen import fast_builder
from .hand import Phase
from .hand_terms import HandTerms, hand_terms
from .rules import Mode, RuleSet

__all__ = ["PublicMove", "SeatView", "new_seat_view"]


@dataclass(frozen=True, slots=True)
class SeatView:
    #: The seat looking.
    seat: int
    #: The seat whose cards ``hand`` shows: the seat itself, or for a three-hand player who
    #: sits out, the captain they advise.
    player: int
    #: The other hand's seat (the player's opponent in this hand).
    opponent: int
    mode: Mode
    seats: tuple[int, ...]
    #: Three-hand roles per seat (empty in the two-player game).
    roles: tuple[Role, ...]
    phase: Phase
    #: The seat to act now (None between hands and after the match).
    to_act: int | None
    hand: tuple[Card, ...]
    #: The card ``player`` drew this turn (while it must discard).
    drawn_card: Card | None
    #: A card taken from the pile this turn that may not be discarded now.
    cannot_discard: Card | None
    #: Bottom first; the top card is the last.
    discard_pile: tuple[Card, ...]
    stock_count: int
    opponent_card_count: int
    #: Cards the opponent took from the discard pile and still holds.
    opponent_known: tuple[Card, ...]
    #: The hand's public moves, oldest first.
    history: tuple[PublicMove, ...]
    knock_limit: int
    doubled: bool
    hand_number: int
    dealer: int
    scores: tuple[int, ...]
    #: Hollywood: per game, per seat.
    game_scores: tuple[tuple[int, ...], ...]
    target: int
    rules: RuleSet
    #: The player's legal actions when it is the player's turn (empty otherwise).
    legal_actions: tuple[Action, ...]
    #: The last finished hand (its layouts were shown to everyone at the showdown), with
    #: its deal number blanked: a deal number rebuilds the deck, and from the first one the
    #: match seed and every later deal.
    last_result: HandResult | None
    match_winner: int | None
    #: Three-hand with ``sitter_dealt``, in the sitter's own view only: its ten cards, out
    #: of play (RULES.md three-hand 2). Empty otherwise.
    sitter_cards: tuple[Card, ...] = ()

    @property
    def is_my_turn(self) -> bool:
        return self.to_act == self.player and bool(self.legal_actions)

    @property
    def is_advisor(self) -> bool:
        return self.seat != self.player

    @property
    def upcard(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def drew_face_up(self) -> bool:
        """Whether this seat's latest draw took a face-up card (the upcard or the pile's
        top) rather than the stock's: the card it may not throw back this turn, and the
        one the review captions "taken", not "drawn"."""
        for move in reversed(self.history):
            if move.seat == self.player and move.kind in ("take", "pile", "stock"):
                return move.kind != "stock"
        return False

    @property
    def terms(self) -> HandTerms:
        """What the variant made of this hand: its knock limit and what set it, doubling."""
        return hand_terms(self.rules, self.knock_limit, self.doubled)


#: ``SeatView(...)``, same arguments, without the frozen dataclass's cost per field
#: (``frozen.py``): a game between strategies builds a view at every decision.
new_seat_view = fast_builder(SeatView)
