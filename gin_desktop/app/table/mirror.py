"""What the table shows, kept by replaying the engine's events one at a time.

The model may apply several actions (computer turns) while the table is still animating
the first one, so the table cannot lay itself out from the match's current state: it keeps
this mirror, advanced one event per animation step. It starts from the match's
``table_state()`` on ``match_started`` (new or resumed) and then only applies events: each
``HandDealt`` carries the dealt cards, each ``HandEnded`` the scores and (Hollywood) the
games' scores and winners. It deals nothing and scores nothing itself.

The mirror knows where every card is, the hidden ones included, so each card keeps one
item for the whole hand; the items decide what to show face up.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gin_desktop.engine import (
    Arrangement, Card, CardDiscarded, CardDrawn, Deal, Event, GameDecided, HandDealt, HandEnded,
    HandResult, Knocked, Match, MatchEnded, Meld, Mode, MoveKind, Phase, PublicMove, ResultKind,
    Role, RolesRotated, ShowdownLaid, TableState, UpcardPassed, UpcardTaken, best_arrangement,
)
from gin_desktop.engine.melds import laid_off_melds


@dataclass(slots=True)
class Showdown:
    knocker: int
    defender: int
    knocker_layout: Arrangement
    defender_layout: Arrangement
    final_melds: tuple[Meld, ...]
    #: The second half of the showdown animation: layoffs moved onto the knocker's melds.
    laid_off: bool = False


@dataclass(slots=True)
class TableMirror:
    mode: str
    seats: tuple[int, ...]
    hands: dict[int, list[Card]] = field(default_factory=dict)
    stock: list[Card] = field(default_factory=list)  # top = last
    pile: list[Card] = field(default_factory=list)  # top = last
    #: The knocker's face-down discard.
    knock_card: Card | None = None
    #: Three-hand with ``sitter_dealt``: the sitter's ten cards, out of play all hand.
    sitter_cards: list[Card] = field(default_factory=list)
    hand_number: int = 0
    deal_number: int = 0
    #: The current hand's deal (every card's place), from the engine.
    dealt: Deal | None = None
    dealer: int = 0
    non_dealer: int = 1
    knock_limit: int = 10
    doubled: bool = False
    #: Each seat's total over the match (Hollywood: summed over the three games).
    scores: tuple[int, ...] = ()
    #: Hollywood (RULES.md variants): the three games' scores (game x seat) and winners;
    #: empty in the other rules.
    game_scores: tuple[tuple[int, ...], ...] = ()
    game_winners: tuple[int | None, ...] = ()
    #: The points a game is played to.
    target: int = 100
    showdown: Showdown | None = None
    result: HandResult | None = None
    match_end: MatchEnded | None = None
    #: Three-hand roles after the hand just finished (for the result panel).
    next_roles: RolesRotated | None = None
    #: What each seat did last in this hand (for its name plate); kind "gin" is a gin knock.
    last_move: dict[int, PublicMove] = field(default_factory=dict)
    #: The hand's public moves so far, oldest first, as far as the table has shown them.
    history: list[PublicMove] = field(default_factory=list)
    #: True between a deal and the first move (a repeated HandDealt is not dealt twice).
    fresh: bool = True

    # ---------------------------------------------------------------- building
    @staticmethod
    def from_match(match: Match) -> TableMirror:
        """The table as the match stands now (a new or a resumed match)."""
        return TableMirror.from_state(match.table_state())

    @staticmethod
    def from_state(state: TableState) -> TableMirror:
        """The table of ``state`` (its ``deal`` is kept for the deal animation)."""
        mirror = TableMirror(mode=state.mode, seats=tuple(state.seats))
        mirror.hands = {seat: list(state.hands[seat])
                        for seat in (state.non_dealer, state.dealer)}
        mirror.stock = list(state.stock)
        mirror.pile = list(state.face_up_pile)
        mirror.knock_card = state.knock_discard
        mirror.sitter_cards = list(state.sitter_cards)
        mirror.hand_number = state.hand_number
        mirror.deal_number = state.deal_number
        mirror.dealt = state.deal
        mirror.dealer = state.dealer
        mirror.non_dealer = state.non_dealer
        mirror.knock_limit = state.knock_limit
        mirror.doubled = state.doubled
        mirror.scores = tuple(state.scores)
        mirror.target = state.target
        if state.rules.hollywood:
            mirror.game_scores = tuple(tuple(game) for game in state.game_scores)
            mirror.game_winners = tuple(state.game_winners)
        mirror.fresh = not state.history
        for move in state.history:
            mirror.last_move[move.seat] = move
        mirror.history = list(state.history)
        if state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and state.results:
            mirror._show_result(state.results[-1])
            if state.roles:
                # The roles have turned already (or stay, after a drawn hand): the panel's
                # "Next hand: …" line.
                roles = state.roles
                mirror.next_roles = RolesRotated(roles.index(Role.BOX), roles.index(Role.CAPTAIN),
                                                 roles.index(Role.SITTING_OUT))
        if state.winner is not None:
            mirror.match_end = MatchEnded(state.winner, tuple(state.totals),
                                          tuple(state.bonuses))
        return mirror

    def _show_result(self, result: HandResult) -> None:
        """A resumed hand that is over: its result and the showdown, layoffs done."""
        self.result = result
        knocker = result.knocker
        if result.kind is ResultKind.GIN and knocker is not None:
            self.last_move[knocker] = PublicMove(knocker, MoveKind.GIN, None)
        if (result.knocker is not None and result.defender is not None
                and result.knocker_layout is not None and result.defender_layout is not None):
            self.showdown = Showdown(
                result.knocker, result.defender, result.knocker_layout, result.defender_layout,
                laid_off_melds(result.knocker_layout.melds, result.defender_layout.layoffs),
                laid_off=True)

    def deal(self, event: HandDealt) -> None:
        """A new hand, as the engine dealt it."""
        dealt = event.deal
        self.dealt = dealt
        self.hands = {event.non_dealer: list(dealt.non_dealer),
                      event.dealer: list(dealt.dealer)}
        self.pile = [dealt.upcard]
        self.stock = list(reversed(dealt.stock))
        self.sitter_cards = list(dealt.sitter)
        self.knock_card = None
        self.hand_number = event.hand_number
        self.deal_number = event.deal_number
        self.dealer = event.dealer
        self.non_dealer = event.non_dealer
        self.knock_limit = event.knock_limit
        self.doubled = event.doubled
        self.showdown = None
        self.result = None
        self.next_roles = None
        self.last_move = {}
        self.history = []
        self.fresh = True

    # ---------------------------------------------------------------- queries
    def roles(self) -> dict[int, Role]:
        """Three-hand roles of this hand: the box deals, the captain is the non-dealer."""
        if self.mode != Mode.THREE:
            return {}
        roles = {self.dealer: Role.BOX, self.non_dealer: Role.CAPTAIN}
        for seat in self.seats:
            roles.setdefault(seat, Role.SITTING_OUT)
        return roles

    def holders(self) -> tuple[int, ...]:
        """The seats holding cards this hand (non-dealer first)."""
        return (self.non_dealer, self.dealer)

    def sitter(self) -> int | None:
        """Three-hand: the seat sitting out this hand (holding no cards in play)."""
        return next((seat for seat in self.seats if seat not in self.holders()), None)

    def shown_game_scores(self) -> tuple[tuple[int, ...], ...]:
        """Hollywood's three game scores as the table shows them: once the match is over,
        each game's with its own bonuses, as the score pad's final line gives them (RULES.md
        "Extras": added at the end of the game); () outside Hollywood."""
        end = self.match_end
        if end is None or not self.game_scores:
            return self.game_scores
        games = [list(game) for game in self.game_scores]
        for bonus in end.bonuses:
            if 0 <= bonus.game < len(games) and 0 <= bonus.seat < len(games[bonus.game]):
                games[bonus.game][bonus.seat] += bonus.points
        return tuple(tuple(game) for game in games)

    def drawn_layouts(self) -> dict[int, Arrangement]:
        """A drawn hand (RULES.md two-player 9, 10) has no showdown, but the table shows both
        hands face up as one would be laid down: per seat, its least-deadwood melds and its
        deadwood. Empty while the hand is played, and after a showdown."""
        if self.showdown is not None or self.result is None or not self.result.kind.is_drawn:
            return {}
        return {seat: best_arrangement(self.hands.get(seat, [])) for seat in self.holders()}

    def same_deal(self, event: HandDealt) -> bool:
        return (self.fresh and event.hand_number == self.hand_number
                and event.deal_number == self.deal_number)

    # ---------------------------------------------------------------- events
    def apply(self, event: Event) -> None:
        """Advance by one engine event (those that move no card change only the texts)."""
        if isinstance(event, HandDealt):
            self.deal(event)
            return
        self.fresh = False
        self._apply(event)
        if isinstance(event, UpcardTaken | UpcardPassed | CardDrawn | CardDiscarded | Knocked):
            self.history.append(self.last_move[event.seat])

    def _apply(self, event: Event) -> None:
        if isinstance(event, UpcardTaken):
            self._move_to_hand(event.seat, event.card, self.pile)
            self.last_move[event.seat] = PublicMove(event.seat, MoveKind.TAKE, event.card)
        elif isinstance(event, UpcardPassed):
            self.last_move[event.seat] = PublicMove(event.seat, MoveKind.PASS, event.card)
        elif isinstance(event, CardDrawn):
            self._move_to_hand(event.seat, event.card,
                               self.pile if event.from_pile else self.stock)
            self.last_move[event.seat] = (PublicMove(event.seat, MoveKind.PILE, event.card)
                                          if event.from_pile
                                          else PublicMove(event.seat, MoveKind.STOCK, None))
        elif isinstance(event, CardDiscarded):
            self._leave_hand(event.seat, event.card)
            self.pile.append(event.card)
            self.last_move[event.seat] = PublicMove(event.seat, MoveKind.DISCARD, event.card)
        elif isinstance(event, Knocked):
            if event.discard is not None:
                self._leave_hand(event.seat, event.discard)
                self.knock_card = event.discard
            kind = (MoveKind.BIG_GIN if event.big_gin else MoveKind.GIN if event.gin
                    else MoveKind.KNOCK)
            self.last_move[event.seat] = PublicMove(event.seat, kind, None)
        elif isinstance(event, ShowdownLaid):
            self.showdown = Showdown(event.knocker, event.defender, event.knocker_layout,
                                     event.defender_layout, event.final_melds)
        elif isinstance(event, HandEnded):
            self.result = event.result
            if event.result.winner is None and len(self.seats) == 3:
                # Three-hand: no RolesRotated follows a drawn hand (RULES.md three-hand
                # 5), and the panel says that nobody changes role.
                out = next(s for s in self.seats if s not in (self.dealer, self.non_dealer))
                self.next_roles = RolesRotated(self.dealer, self.non_dealer, out)
            self.scores = tuple(event.scores)
            if self.game_scores:
                self.game_scores = tuple(tuple(game) for game in event.game_scores)
                self.game_winners = tuple(event.game_winners)
        elif isinstance(event, GameDecided):
            if 0 <= event.game < len(self.game_winners):
                winners = list(self.game_winners)
                winners[event.game] = event.winner
                self.game_winners = tuple(winners)
        elif isinstance(event, RolesRotated):
            self.next_roles = event
        elif isinstance(event, MatchEnded):
            self.match_end = event

    def _move_to_hand(self, seat: int, card: Card, source: list[Card]) -> None:
        if card in source:
            source.remove(card)
        self.hands.setdefault(seat, []).append(card)

    def _leave_hand(self, seat: int, card: Card) -> None:
        held = self.hands.get(seat, [])
        if card in held:
            held.remove(card)
