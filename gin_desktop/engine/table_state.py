"""Everything a table shows, as one frozen snapshot (``Match.table_state()``).

A front end draws the table from this and the events; it never reads the match's
internals. The snapshot holds full information (every hand, the stock order), like the
events: the front end decides what each seat is shown. Strategies get a ``SeatView``
instead, never this.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .cards import Card
from .deck import Deal
from .events import Bonus, HandResult, PublicMove, Role
from .hand import Phase
from .rules import Mode, RuleSet


@dataclass(frozen=True, slots=True)
class TableState:
    """The table at one moment: the current hand (or the last one, once it is over) and
    the score pad. Seats are numbered as in the match; tuples indexed by seat have one
    entry per seat."""

    mode: Mode
    rules: RuleSet
    seats: tuple[int, ...]
    #: Three-hand roles per seat (empty in the two-player game).
    roles: tuple[Role, ...]
    hand_number: int
    deal_number: int
    #: The deck version the deal was shuffled with (see ``gin_desktop.engine.deck``).
    deck_version: int
    #: How the current hand was dealt: every card's place at the deal (a front end
    #: animates the deal from it; the cards have moved on since).
    deal: Deal
    dealer: int
    non_dealer: int
    phase: Phase
    #: The seat to act (None between hands and after the match).
    to_act: int | None
    #: Cards in play per seat, in the order the engine holds them (a seat not in the
    #: hand, such as the three-hand sitter, holds none).
    hands: tuple[tuple[Card, ...], ...]
    #: Three-hand with ``sitter_dealt``: the sitter's ten cards, out of play (shown to the
    #: sitter only); empty otherwise.
    sitter_cards: tuple[Card, ...]
    #: Bottom first, the top card (the next one drawn) last.
    stock: tuple[Card, ...]
    #: Bottom first, the top card last. After a knock, the knocker's face-down discard is
    #: the top card (``knock_discard``).
    discard_pile: tuple[Card, ...]
    #: The card a knocker discarded face down, once somebody knocked.
    knock_discard: Card | None
    #: The card the seat to act drew this turn (while it must discard).
    drawn_card: Card | None
    drawn_from_pile: bool
    #: A card taken from the pile this turn that may not be discarded now.
    cannot_discard: Card | None
    #: RULES.md two-player 3: how many players passed the upcard (0, 1 or 2).
    upcard_passes: int
    #: Both passed the upcard: the non-dealer must begin by drawing from the stock.
    must_draw_stock: bool
    knock_limit: int
    #: Oklahoma: the upcard was a spade, so every score of the hand is doubled.
    doubled: bool
    #: Per seat, the cards it took from the discard pile and still holds (public).
    known: tuple[tuple[Card, ...], ...]
    #: The hand's public moves, oldest first.
    history: tuple[PublicMove, ...]
    #: The legal actions of the seat to act.
    legal_actions: tuple[Action, ...]
    scores: tuple[int, ...]
    hands_won: tuple[int, ...]
    #: Hollywood: per game, per seat (all zero in other variants).
    game_scores: tuple[tuple[int, ...], ...]
    #: Hollywood: per game, its winner or None.
    game_winners: tuple[int | None, ...]
    target: int
    #: Every finished hand of the match, oldest first.
    results: tuple[HandResult, ...]
    #: The match's winner, its totals with bonuses and the bonuses, once it is over.
    winner: int | None
    totals: tuple[int, ...]
    bonuses: tuple[Bonus, ...]

    @property
    def stock_count(self) -> int:
        return len(self.stock)

    @property
    def upcard(self) -> Card | None:
        """The top of the discard pile."""
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def face_up_pile(self) -> tuple[Card, ...]:
        """The discard pile without the knocker's face-down card."""
        pile = self.discard_pile
        if self.knock_discard is not None and pile and pile[-1] is self.knock_discard:
            return pile[:-1]
        return pile

    @property
    def last_result(self) -> HandResult | None:
        return self.results[-1] if self.results else None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def hand_of(self, seat: int) -> tuple[Card, ...]:
        return self.hands[seat]

    def card_count(self) -> int:
        """Cards on the table (always 52, RULES.md "What the engine guarantees")."""
        return (sum(len(h) for h in self.hands) + len(self.sitter_cards) + len(self.stock)
                + len(self.discard_pile))
