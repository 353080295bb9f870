"""A match: hands to the target (RULES.md two-player 1, 10; three-hand 1-6; variants and
extras). ``TwoPlayerMatch`` and ``ThreeHandMatch`` share everything but who plays a hand
and what happens to the seats after it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import ClassVar

from .actions import NEXT_HAND, Action, ActionKind, IllegalActionError
from .cards import FULL_DECK, Card
from .deck import (
    DECK_VERSION, DECK_VERSIONS, deal_number_for, first_dealer_for, roles_shuffler,
    shuffled_deck,
)
from .events import (
    Bonus, Event, HandDealt, HandEnded, HandResult, MatchEnded, Role, RolesDrawn,
    RolesRotated,
)
from .hand import Hand, Phase
from .refusal import Refusal, RefusalCode
from .rules import Mode, NextDealer, RuleSet
from .scoring import Scoreboard, policy_for
from .table_state import TableState
from .view import SeatView, new_seat_view


class Match:
    """Common machinery; create with ``new_match`` or a subclass."""

    mode: ClassVar[Mode]
    seat_count: ClassVar[int] = 2

    def __init__(self, rules: RuleSet, seed: int, *, deck_version: int = DECK_VERSION,
                 draw_on_repetition: bool = True, repetition_after_draws: bool = True
                 ) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
            raise ValueError("the seed must be a whole number from 0 to 2**63-1")
        if deck_version not in DECK_VERSIONS or isinstance(deck_version, bool):
            raise ValueError(f"unknown deck version {deck_version!r}")
        self.rules = rules
        self.seed = seed
        #: How the deals are shuffled (``gin_desktop.engine.deck``); saves record it.
        self.deck_version = deck_version
        #: RULES.md two-player 10 (off only to replay saves made before the rule).
        self.draw_on_repetition = draw_on_repetition
        #: Whether a player's position after drawing counts for it too (off only to replay
        #: saves made when only the positions before a draw counted).
        self.repetition_after_draws = repetition_after_draws
        self.seats: tuple[int, ...] = tuple(range(self.seat_count))
        #: The variant's scoring (``scoring.py``) and the running scores it keeps.
        self.policy = policy_for(rules)
        self.board = Scoreboard(self.seat_count)
        self.scores: list[int] = self.board.scores
        self.game_scores: list[list[int]] = self.board.game_scores
        self.game_winners: list[int | None] = self.board.game_winners
        self.hands_won: list[int] = self.board.hands_won
        self.results: list[HandResult] = []
        self.actions: list[Action] = []
        self.events: list[Event] = []
        self.hand_number = 0
        self.hand: Hand
        self.winner: int | None = None
        self.bonuses: tuple[Bonus, ...] = ()
        self.totals: tuple[int, ...] = ()
        #: The last result without its deal number, which would give away the deck.
        self._seen_result: HandResult | None = None
        #: The views' roles, scores and game scores, which change only after a hand
        #: (``_record``): made once then, not for every view.
        self._seen_scores: tuple[tuple[Role, ...], tuple[int, ...],
                                 tuple[tuple[int, ...], ...]] | None = None

    # ------------------------------------------------------------- subclass hooks
    def _players_of_next_hand(self) -> tuple[int, int]:
        """(dealer, non_dealer) of the hand about to be dealt."""
        raise NotImplementedError

    def _after_hand(self, result: HandResult) -> list[Event]:
        """Move dealer or roles after a hand; return the events that says so."""
        raise NotImplementedError

    def _sitter_of_next_hand(self) -> int | None:
        """The seat that sits out the hand about to be dealt (three-hand only)."""
        return None

    def roles(self) -> tuple[Role, ...]:
        return ()

    # ------------------------------------------------------------------ queries
    @property
    def phase(self) -> Phase:
        if self.winner is not None:
            return Phase.MATCH_OVER
        return self.hand.phase

    @property
    def to_act(self) -> int | None:
        return None if self.winner is not None else self.hand.to_act

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def legal_actions(self) -> tuple[Action, ...]:
        if self.winner is not None:
            return ()
        if self.hand.phase is Phase.HAND_OVER:
            return (NEXT_HAND,)
        return self.hand.legal_actions()

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def why_illegal(self, action: Action, seat: int | None = None) -> Refusal | None:
        """None when ``action`` (by ``seat``, if given) is legal now, otherwise why not."""
        if self.winner is not None:
            return Refusal(RefusalCode.MATCH_OVER)
        if self.hand.phase is Phase.HAND_OVER:
            if action.kind is ActionKind.NEXT_HAND:
                return None
            return Refusal(RefusalCode.HAND_OVER)
        if seat is not None and seat != self.hand.to_act:
            return Refusal(RefusalCode.NOT_YOUR_TURN, seat=seat, to_act=self.hand.to_act)
        return self.hand.why_illegal(action)

    @property
    def last_result(self) -> HandResult | None:
        return self.results[-1] if self.results else None

    # ------------------------------------------------------------------ actions
    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply ``action`` for the seat to act (``seat``, if given, must be that seat).

        An illegal action raises ``IllegalActionError`` saying why; nothing changes.
        """
        hand = self.hand
        # The usual case, a legal move in the hand in play, asks no more than that; the
        # reason for a refusal is worked out only when there is one.
        if not (self.winner is None and (seat is None or seat == hand.to_act)
                and action in hand.legal_actions()):
            reason = self.why_illegal(action, seat)
            if reason is not None:
                raise IllegalActionError(reason)
        if action.kind is ActionKind.NEXT_HAND:
            events = self._deal()
        else:
            events = self.hand.apply(action)
            if self.hand.result is not None:
                events += self._record(self.hand.result)
        self.actions.append(action)
        self.events.extend(events)
        return events

    def _deal(self) -> list[Event]:
        self.hand_number += 1
        dealer, non_dealer = self._players_of_next_hand()
        deal_number = deal_number_for(self.seed, self.hand_number, self.deck_version)
        deck = shuffled_deck(deal_number, self.deck_version)
        self.hand = Hand(self.rules, dealer, non_dealer, deck,
                         hand_number=self.hand_number, deal_number=deal_number,
                         draw_on_repetition=self.draw_on_repetition,
                         repetition_after_draws=self.repetition_after_draws,
                         sitter=self._sitter_of_next_hand())
        upcard = self.hand.upcard
        assert upcard is not None
        return [HandDealt(self.hand_number, deal_number, dealer, non_dealer, upcard,
                          self.hand.knock_limit, self.hand.doubled, self.hand.deal)]

    def _record(self, result: HandResult) -> list[Event]:
        result, events = self.policy.record(self.board, result)
        self.results.append(result)
        # As the seats see it, made once here rather than in every view.
        self._seen_result = replace(result, deal_number=0)
        self._seen_scores = None
        events.insert(0, self._hand_ended(result))
        events += self._after_hand(result)
        winner = self.policy.match_winner(self.board)
        if winner is not None:
            self.winner = winner
            self.totals, self.bonuses = self.policy.final_totals(self.board, self.results,
                                                                 winner)
            events.append(MatchEnded(winner, self.totals, self.bonuses))
        return events

    def _hand_ended(self, result: HandResult) -> HandEnded:
        games = self.policy.game_count > 1
        return HandEnded(
            result, tuple(self.scores), tuple(self.hands_won),
            tuple(tuple(g) for g in self.game_scores) if games else (),
            tuple(self.game_winners) if games else ())

    # ------------------------------------------------------------------- views
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see (RULES.md "What the engine guarantees")."""
        if seat not in self.seats:
            raise ValueError(f"no seat {seat}")
        hand = self.hand
        player = self._player_seen_by(seat)
        # A view is built at every decision of a game: the properties and helpers it
        # would call (phase, to_act, opponent_of) are written out here.
        opponent = hand.dealer if player == hand.non_dealer else hand.non_dealer
        over = self.winner is not None
        acting = hand.to_act == player and not over
        seen = self._seen_scores
        if seen is None:
            seen = self._seen_scores = (self.roles(), tuple(self.scores),
                                        tuple(map(tuple, self.game_scores)))
        # By position, in ``SeatView``'s field order (tests/engine/test_match.py checks
        # each field by name): matching 29 keywords to parameters was a fifth of the cost.
        return new_seat_view(
            seat, player, opponent, self.mode, self.seats,
            seen[0],  # roles
            Phase.MATCH_OVER if over else hand.phase,
            None if over else hand.to_act,
            tuple(hand.hands.get(player, ())),  # hand
            hand.drawn_card if acting else None,
            hand.cannot_discard if acting else None,
            tuple(hand.pile),  # discard_pile
            len(hand.stock),  # stock_count
            len(hand.hands.get(opponent, ())),  # opponent_card_count
            tuple(hand.known.get(opponent, ())),  # opponent_known
            tuple(hand.history),
            hand.knock_limit, hand.doubled, hand.hand_number, hand.dealer,
            seen[1],  # scores
            seen[2],  # game_scores
            self.rules.target, self.rules,
            hand.legal_actions() if acting else (),
            self._seen_result,  # last_result
            self.winner,  # match_winner
            hand.sitter_cards if seat == hand.sitter else ())

    def _player_seen_by(self, seat: int) -> int:
        return seat

    def table_state(self) -> TableState:
        """Everything the table shows now, as a frozen snapshot (full information: the
        front end decides what each seat is shown)."""
        hand = self.hand
        acting = self.to_act
        return TableState(
            mode=self.mode, rules=self.rules, seats=self.seats, roles=self.roles(),
            hand_number=hand.hand_number, deal_number=hand.deal_number,
            deck_version=self.deck_version, deal=hand.deal,
            dealer=hand.dealer, non_dealer=hand.non_dealer, phase=self.phase,
            to_act=acting,
            hands=tuple(tuple(hand.hands.get(s, ())) for s in self.seats),
            sitter_cards=hand.sitter_cards,
            stock=tuple(hand.stock), discard_pile=tuple(hand.pile),
            knock_discard=hand.knock_discard,
            drawn_card=hand.drawn_card if acting is not None else None,
            drawn_from_pile=hand.drawn_from_pile and acting is not None,
            cannot_discard=hand.cannot_discard if acting is not None else None,
            upcard_passes=hand.upcard_passes, must_draw_stock=hand.must_draw_stock,
            knock_limit=hand.knock_limit, doubled=hand.doubled,
            known=tuple(tuple(hand.known.get(s, ())) for s in self.seats),
            history=tuple(hand.history), legal_actions=self.legal_actions(),
            scores=tuple(self.scores), hands_won=tuple(self.hands_won),
            game_scores=tuple(tuple(g) for g in self.game_scores),
            game_winners=tuple(self.game_winners), target=self.rules.target,
            results=tuple(self.results), winner=self.winner, totals=self.totals,
            bonuses=self.bonuses)

    def hand_of(self, seat: int) -> tuple[Card, ...]:
        """The seat's cards (full state: for the app's own seat and for tests)."""
        return tuple(self.hand.hands.get(seat, ()))

    def card_locations(self) -> list[Card]:
        """Every card in hands, stock and pile (52 exactly, RULES.md guarantees)."""
        cards: list[Card] = []
        for held in self.hand.hands.values():
            cards += held
        return cards + list(self.hand.sitter_cards) + self.hand.stock + self.hand.pile


class TwoPlayerMatch(Match):
    """RULES.md "Two-player game"."""

    mode = Mode.TWO
    seat_count = 2

    def __init__(self, rules: RuleSet, seed: int, first_dealer: int | None = None, *,
                 deck_version: int = DECK_VERSION, draw_on_repetition: bool = True,
                 repetition_after_draws: bool = True) -> None:
        super().__init__(rules, seed, deck_version=deck_version,
                         draw_on_repetition=draw_on_repetition,
                         repetition_after_draws=repetition_after_draws)
        if first_dealer is None:
            # Chosen at random for the first hand (RULES.md two-player 1).
            first_dealer = first_dealer_for(seed, deck_version)
        elif first_dealer not in (0, 1) or isinstance(first_dealer, bool):
            raise ValueError("the first dealer must be seat 0 or 1")
        #: Who dealt the first hand: with the seed, it makes the first hand replayable
        #: exactly, the same cards in the same seats.
        self.first_dealer = first_dealer
        self.dealer = first_dealer
        self.events += self._deal()

    def _players_of_next_hand(self) -> tuple[int, int]:
        return self.dealer, 1 - self.dealer

    def _after_hand(self, result: HandResult) -> list[Event]:
        if result.winner is None:  # a drawn hand (or a tie): the same dealer deals again
            return []
        rule = self.rules.next_dealer
        if rule is NextDealer.WINNER:
            self.dealer = result.winner
        elif rule is NextDealer.LOSER:
            self.dealer = 1 - result.winner
        else:
            self.dealer = 1 - self.dealer
        return []


class ThreeHandMatch(Match):
    """RULES.md "Three-hand game": box against captain, the third seat advising."""

    mode = Mode.THREE
    seat_count = 3

    def __init__(self, rules: RuleSet, seed: int, *, deck_version: int = DECK_VERSION,
                 draw_on_repetition: bool = True, repetition_after_draws: bool = True,
                 first_roles: Sequence[int] | None = None) -> None:
        super().__init__(rules, seed, deck_version=deck_version,
                         draw_on_repetition=draw_on_repetition,
                         repetition_after_draws=repetition_after_draws)
        if first_roles is None:
            rounds, order = draw_roles(roles_shuffler(seed, deck_version), self.seats)
        else:
            # A deal replayed from a later hand of another match: its roles were not those
            # this seed draws, and the same cards must come to the same seats.
            order = tuple(first_roles)
            if sorted(order) != list(self.seats) or any(isinstance(s, bool) for s in order):
                raise ValueError("the first roles are the seats of the box, the captain and "
                                 "the player sitting out, each seat once")
            rounds = ()
        #: (box, captain, sitting out) of the first hand when they were given rather than
        #: drawn; saves record it, for the match replays only with them.
        self.first_roles: tuple[int, ...] | None = None if first_roles is None else order
        self.box, self.captain, self.sitting_out = order
        self.events.append(RolesDrawn(rounds, self.box, self.captain, self.sitting_out))
        self.events += self._deal()

    def roles(self) -> tuple[Role, ...]:
        role = {self.box: Role.BOX, self.captain: Role.CAPTAIN,
                self.sitting_out: Role.SITTING_OUT}
        return tuple(role[s] for s in self.seats)

    def _players_of_next_hand(self) -> tuple[int, int]:
        return self.box, self.captain  # the box deals every hand

    def _sitter_of_next_hand(self) -> int | None:
        return self.sitting_out

    def _player_seen_by(self, seat: int) -> int:
        # The sitting-out player holds no cards and sees the captain's hand.
        return self.hand.non_dealer if seat not in self.hand.hands else seat

    def _after_hand(self, result: HandResult) -> list[Event]:
        if result.winner is None:  # a drawn hand (or a tie): nobody changes role
            return []
        if result.winner == self.box:
            self.captain, self.sitting_out = self.sitting_out, self.captain
        else:
            self.box, self.captain, self.sitting_out = (self.captain, self.sitting_out,
                                                        self.box)
        return [RolesRotated(self.box, self.captain, self.sitting_out)]


def draw_roles(shuffle: Callable[[list[Card]], None], seats: Sequence[int]
               ) -> tuple[tuple[tuple[tuple[int, Card], ...], ...], tuple[int, ...]]:
    """Order ``seats`` highest card first (king high, ace low); ties draw again.

    Returns every round drawn and the final order (box, captain, sitting out).
    """
    rounds: list[tuple[tuple[int, Card], ...]] = []

    def order(group: Sequence[int]) -> list[int]:
        deck = list(FULL_DECK)
        shuffle(deck)
        drawn = tuple(zip(group, deck, strict=False))
        rounds.append(drawn)
        ranked: list[int] = []
        for rank in sorted({c.rank for _, c in drawn}, reverse=True):
            tied = [s for s, c in drawn if c.rank == rank]
            ranked += tied if len(tied) == 1 else order(tied)
        return ranked

    final = order(list(seats))
    return tuple(rounds), tuple(final)


def first_roles_for(seed: int, deck_version: int = DECK_VERSION) -> tuple[int, int, int]:
    """The seats of the box, the captain and the player sitting out of the first hand of
    three-hand deal ``seed``, as its match draws them (RULES.md three-hand 1)."""
    _rounds, (box, captain, out) = draw_roles(roles_shuffler(seed, deck_version),
                                              tuple(range(ThreeHandMatch.seat_count)))
    return box, captain, out


MODES: dict[str, type[Match]] = {Mode.TWO: TwoPlayerMatch, Mode.THREE: ThreeHandMatch}


def decisions(match: Match) -> Iterator[SeatView]:
    """The match's decisions, in order, until it is over: the view of the seat to act.

    Deals each next hand itself. The caller applies that seat's action
    (``match.apply(action, view.seat)``) before asking for the next decision; this is the
    loop of a headless game between strategies, which see only these views.
    """
    while match.winner is None:
        hand = match.hand
        if hand.phase is Phase.HAND_OVER:
            match.apply(NEXT_HAND)
            continue
        seat = hand.to_act
        assert seat is not None
        yield match.view(seat)


def new_match(rules: RuleSet | None = None, seed: int | None = None,
              mode: Mode | str = Mode.TWO, first_dealer: int | None = None, *,
              deck_version: int = DECK_VERSION, draw_on_repetition: bool = True,
              repetition_after_draws: bool = True,
              first_roles: Sequence[int] | None = None) -> Match:
    """A new match, its first hand dealt. ``seed`` None picks one at random.

    ``first_dealer`` (two-player only) fixes who deals the first hand instead of choosing
    at random, so that deal #N replays with the same cards in the same seats;
    ``first_roles`` (three-hand only: the seats of the box, the captain and the player
    sitting out) does so in the three-hand game instead of drawing the roles.
    ``deck_version`` (``deck.py``), ``draw_on_repetition`` (RULES.md two-player 10) and
    ``repetition_after_draws`` (the positions after a draw counted for it) are for
    replaying saves made before them.
    """
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; choose 'two' or 'three'")
    if seed is None:
        seed = random.SystemRandom().randrange(1, 1_000_000_000)
    if mode == Mode.TWO:
        if first_roles is not None:
            raise ValueError("the first roles are for the three-hand game")
        return TwoPlayerMatch(rules or RuleSet(), seed, first_dealer,
                              deck_version=deck_version,
                              draw_on_repetition=draw_on_repetition,
                              repetition_after_draws=repetition_after_draws)
    if first_dealer is not None:
        raise ValueError("in the three-hand game the box deals; there is no first dealer "
                         "to choose")
    return ThreeHandMatch(rules or RuleSet(), seed, deck_version=deck_version,
                          draw_on_repetition=draw_on_repetition,
                          repetition_after_draws=repetition_after_draws,
                          first_roles=first_roles)
