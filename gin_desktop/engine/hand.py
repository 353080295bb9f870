"""One deal of the two-player game (RULES.md two-player 2-9), as a state machine.

The three-hand game plays the same hand between box and captain, so the match layer
reuses this class unchanged.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum

from . import melds
from .actions import (
    BIG_GIN, DISCARD_ACTIONS, DRAW_DISCARD, DRAW_STOCK, KNOCK_ACTIONS, NEXT_HAND,
    PASS_UPCARD, TAKE_UPCARD, Action, ActionKind, IllegalActionError,
)
from .cards import ALL_CARDS_MASK, Card, cards_to_mask
from .deck import Deal
from .events import (
    Event, HandResult, Knocked, MoveKind, PublicMove, ResultKind, ShowdownLaid, card_discarded,
    card_drawn, public_move, upcard_passed, upcard_taken,
)
from .refusal import Refusal, RefusalCode
from .rules import RuleSet
from .scoring import Showdown, policy_for


class Phase(Enum):
    """Where a hand (or the match between hands) stands."""

    UPCARD_OFFER = "upcard_offer"
    DRAW = "draw"
    DISCARD = "discard"
    HAND_OVER = "hand_over"
    MATCH_OVER = "match_over"


def knock_limit_for(rules: RuleSet, upcard: Card) -> int:
    """The knock limit of a hand: Oklahoma takes it from the upcard (an ace: gin only),
    Straight allows no knock."""
    return policy_for(rules).knock_limit(upcard)


def knock_goes_gin(cards: Iterable[Card], action: Action) -> bool:
    """Whether ``action`` is a knock that leaves ``cards`` (the hand it is made from) no
    deadwood: gin (RULES.md two-player 6), as the hand scores the knock."""
    if action.kind is not ActionKind.KNOCK or action.card is None:
        return False
    mask = cards_to_mask(cards)
    bit = 1 << action.card.index
    return bool(mask & bit) and melds.deadwood_points(mask ^ bit) == 0


class Hand:
    """A single hand between ``non_dealer`` and ``dealer`` (seat numbers of the match)."""

    def __init__(self, rules: RuleSet, dealer: int, non_dealer: int, deck: Sequence[Card],
                 *, hand_number: int = 1, deal_number: int = 0,
                 draw_on_repetition: bool = True, repetition_after_draws: bool = True,
                 sitter: int | None = None) -> None:
        if len(deck) != 52 or cards_to_mask(deck) != ALL_CARDS_MASK:
            raise ValueError("a deal needs the 52 cards, each once")
        self.rules = rules
        self.dealer = dealer
        self.non_dealer = non_dealer
        self.hand_number = hand_number
        self.deal_number = deal_number
        sitter_dealt = sitter is not None and rules.sitter_dealt
        dealt = Deal.of(deck, sitter_dealt=sitter_dealt)
        #: Where every card was dealt (the ``HandDealt`` event carries it).
        self.deal = dealt
        #: Three-hand: the seat sitting out, and (``sitter_dealt``) its cards out of play.
        self.sitter = sitter
        self.sitter_cards: tuple[Card, ...] = dealt.sitter
        self.hands: dict[int, list[Card]] = {
            non_dealer: list(dealt.non_dealer),
            dealer: list(dealt.dealer),
        }
        upcard = dealt.upcard
        self.pile: list[Card] = [upcard]
        self.stock: list[Card] = list(reversed(dealt.stock))  # top of the stock is the end
        #: The variant's scoring (``scoring.py``).
        self.policy = policy_for(rules)
        self.knock_limit = self.policy.knock_limit(upcard)
        self.doubled = self.policy.doubled(upcard)
        self.phase = Phase.UPCARD_OFFER
        self.to_act: int | None = non_dealer
        self.drawn_card: Card | None = None
        self.drawn_from_pile = False
        self._upcard_passes = 0
        self._must_draw_stock = False
        #: Cards each seat took from the pile and still holds (public knowledge).
        self.known: dict[int, list[Card]] = {non_dealer: [], dealer: []}
        #: Every card that has been face up on the pile (the knocker has seen them).
        self._seen_on_pile = cards_to_mask([upcard])
        self.history: list[PublicMove] = []
        self.result: HandResult | None = None
        #: The card a knocker discarded face down (on top of the pile once knocked).
        self.knock_discard: Card | None = None
        self._legal_cache: tuple[Action, ...] | None = None
        # RULES.md two-player 10: positions are counted as the hand goes, cheaply. A hand
        # is a card mask; the pile (cards only come and go at the top) a base-53 number
        # with one digit per card, bottom first; the stock, which only shrinks from its
        # top, its length.
        self.draw_on_repetition = draw_on_repetition
        # The position after a draw counts too (off: a save made before it did).
        self._count_after_draw = repetition_after_draws
        self._masks = {seat: cards_to_mask(cards) for seat, cards in self.hands.items()}
        self._pile_code = upcard.index + 1
        self._positions: dict[tuple[int, int, int, int, int], int] = {}
        # A position is what the rule names: the hands, the pile, the stock and the player
        # to act, whatever that player may do there. The dealt position (the non-dealer
        # offered the upcard) is the first occurrence of one: a hand whose players take
        # the upcard and pass pile cards back and forth can return to it. A player who has
        # drawn and is to discard (eleven cards) is in a position too, counted as well: the
        # hand is drawn as soon as one occurs a third time, before that player may knock.
        self._count_position()

    # ----------------------------------------------------------------- queries
    def opponent_of(self, seat: int) -> int:
        return self.dealer if seat == self.non_dealer else self.non_dealer

    @property
    def upcard_passes(self) -> int:
        """How many players passed the upcard (RULES.md two-player 3)."""
        return self._upcard_passes

    @property
    def must_draw_stock(self) -> bool:
        """Both passed the upcard: the non-dealer begins by drawing from the stock."""
        return self._must_draw_stock

    @property
    def upcard(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    @property
    def cannot_discard(self) -> Card | None:
        if self.drawn_from_pile and not self.rules.allow_discard_of_drawn_upcard:
            return self.drawn_card
        return None

    def legal_actions(self) -> tuple[Action, ...]:
        if self._legal_cache is None:
            self._legal_cache = self._compute_legal_actions()
        return self._legal_cache

    def _compute_legal_actions(self) -> tuple[Action, ...]:
        if self.phase is Phase.UPCARD_OFFER:
            return (TAKE_UPCARD, PASS_UPCARD)
        if self.phase is Phase.DRAW:
            if self._must_draw_stock:
                return (DRAW_STOCK,)
            return (DRAW_STOCK, DRAW_DISCARD)
        if self.phase is not Phase.DISCARD:
            return ()
        assert self.to_act is not None
        cards = self.hands[self.to_act]
        blocked = self.cannot_discard
        actions = [DISCARD_ACTIONS[c.index] for c in cards if c is not blocked]
        # The hand's mask is kept up to date for the repetition rule: reuse it here.
        if melds.min_deadwood_after_discard(self._masks[self.to_act]) <= self.knock_limit:
            after = melds.deadwood_after_each_discard(cards)
            actions += [KNOCK_ACTIONS[c.index] for c in cards
                        if c is not blocked and after[c] <= self.knock_limit]
        if self.rules.big_gin and melds.deadwood_points(cards) == 0:
            actions.append(BIG_GIN)
        return tuple(actions)

    def why_illegal(self, action: Action) -> Refusal | None:
        """None when ``action`` is legal now, otherwise why not (``str()`` of it in words)."""
        if action in self.legal_actions():
            return None
        kind = action.kind
        phase = self.phase
        if phase is Phase.HAND_OVER:
            return Refusal(RefusalCode.HAND_OVER)
        if kind is ActionKind.NEXT_HAND:
            return Refusal(RefusalCode.HAND_IN_PLAY)
        if phase is Phase.UPCARD_OFFER:
            return Refusal(RefusalCode.UPCARD_FIRST)
        if phase is Phase.DRAW:
            if kind is ActionKind.DRAW_DISCARD:
                return Refusal(RefusalCode.DRAW_FROM_STOCK)
            return Refusal(RefusalCode.DRAW_FIRST)
        # Discard phase.
        if kind in (ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD,
                    ActionKind.PASS_UPCARD):
            return Refusal(RefusalCode.ALREADY_DRAWN)
        assert self.to_act is not None
        card = action.card
        if card is not None and card not in self.hands[self.to_act]:
            return Refusal(RefusalCode.NOT_IN_HAND, card=card)
        if card is not None and card is self.cannot_discard:
            return Refusal(RefusalCode.JUST_TAKEN_FROM_PILE, card=card)
        if kind is ActionKind.KNOCK:
            if self.knock_limit == 0:
                return Refusal(RefusalCode.GIN_ONLY)
            return Refusal(RefusalCode.KNOCK_LIMIT, limit=self.knock_limit)
        if kind is ActionKind.BIG_GIN:
            if not self.rules.big_gin:
                return Refusal(RefusalCode.BIG_GIN_OFF)
            return Refusal(RefusalCode.BIG_GIN_NEEDS_MELDS)
        return Refusal(RefusalCode.NOT_NOW)

    # ----------------------------------------------------------------- actions
    def apply(self, action: Action) -> list[Event]:
        """Apply the current player's action; an illegal one raises and changes nothing."""
        if action not in self.legal_actions():
            reason = self.why_illegal(action)
            assert reason is not None
            raise IllegalActionError(reason)
        seat = self.to_act
        assert seat is not None
        self._legal_cache = None
        kind = action.kind
        if kind is ActionKind.TAKE_UPCARD:
            card = self._pop_pile()
            self._take(seat, card, from_pile=True)
            self.history.append(public_move(seat, MoveKind.TAKE, card))
            self.phase = Phase.DISCARD
            if self._count_after_draw:
                self._count_position()
            return [upcard_taken(seat, card)]
        if kind is ActionKind.PASS_UPCARD:
            card = self.pile[-1]
            self.history.append(public_move(seat, MoveKind.PASS, card))
            self._upcard_passes += 1
            if self._upcard_passes == 1:
                self.to_act = self.dealer
                self._count_position()
            else:
                self.phase = Phase.DRAW
                self.to_act = self.non_dealer
                self._must_draw_stock = True
                self._count_position()
            return [upcard_passed(seat, card)]
        if kind is ActionKind.DRAW_STOCK:
            card = self.stock.pop()
            self._take(seat, card, from_pile=False)
            self.history.append(public_move(seat, MoveKind.STOCK, None))
            self._must_draw_stock = False
            self.phase = Phase.DISCARD
            if self._count_after_draw:
                self._count_position()
            return [card_drawn(seat, False, card)]
        if kind is ActionKind.DRAW_DISCARD:
            card = self._pop_pile()
            self._take(seat, card, from_pile=True)
            self.history.append(public_move(seat, MoveKind.PILE, card))
            self.phase = Phase.DISCARD
            if self._count_after_draw:
                self._count_position()
            return [card_drawn(seat, True, card)]
        if kind is ActionKind.DISCARD:
            assert action.card is not None
            return self._discard(seat, action.card)
        if kind is ActionKind.KNOCK:
            assert action.card is not None
            return self._knock(seat, action.card)
        if kind is ActionKind.BIG_GIN:
            return self._knock(seat, None)
        raise IllegalActionError(Refusal(RefusalCode.NOT_NOW))  # pragma: no cover

    def _pop_pile(self) -> Card:
        self._pile_code //= 53
        return self.pile.pop()

    def _push_pile(self, card: Card) -> None:
        self._pile_code = self._pile_code * 53 + card.index + 1
        self.pile.append(card)

    def _take(self, seat: int, card: Card, *, from_pile: bool) -> None:
        self._masks[seat] |= 1 << card.index
        self.hands[seat].append(card)
        self.drawn_card = card
        self.drawn_from_pile = from_pile
        if from_pile:
            self.known[seat].append(card)

    def _remove(self, seat: int, card: Card) -> None:
        self._masks[seat] &= ~(1 << card.index)
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)
        self.drawn_card = None
        self.drawn_from_pile = False

    def _discard(self, seat: int, card: Card) -> list[Event]:
        self._remove(seat, card)
        self._push_pile(card)
        self._seen_on_pile |= 1 << card.index
        self.history.append(public_move(seat, MoveKind.DISCARD, card))
        events: list[Event] = [card_discarded(seat, card)]
        if len(self.stock) <= self.rules.wall:
            self._end_drawn(ResultKind.DRAWN)
        else:
            self.phase = Phase.DRAW
            self.to_act = self.opponent_of(seat)
            self._count_position()
        return events

    def _count_position(self) -> None:
        """RULES.md two-player 10: the third time a position occurs, the hand is drawn."""
        if not self.draw_on_repetition:
            return
        assert self.to_act is not None
        key = (self._masks[self.non_dealer], self._masks[self.dealer], self._pile_code,
               len(self.stock), self.to_act)
        seen = self._positions.get(key, 0) + 1
        self._positions[key] = seen
        if seen >= 3:
            self._end_drawn(ResultKind.REPETITION)

    def _end_drawn(self, kind: ResultKind) -> None:
        self._end(HandResult(
            hand_number=self.hand_number, deal_number=self.deal_number, dealer=self.dealer,
            kind=kind, knock_limit=self.knock_limit, doubled=self.doubled,
            wall=self.rules.wall))

    def _knock(self, seat: int, card: Card | None) -> list[Event]:
        big_gin = card is None
        if card is not None:
            self._remove(seat, card)
            # Face down on the pile, but shown at the showdown: the knocker has seen it.
            self._push_pile(card)
            self.knock_discard = card
            self._seen_on_pile |= 1 << card.index
        knocker_cards = self.hands[seat]
        defender = self.opponent_of(seat)
        defender_cards = self.hands[defender]
        unseen = ALL_CARDS_MASK & ~cards_to_mask(knocker_cards) & ~self._seen_on_pile
        knocker_layout = melds.knocker_layout(knocker_cards, unseen)
        gin = knocker_layout.deadwood_points == 0
        kind = (MoveKind.BIG_GIN if big_gin else MoveKind.GIN if gin else MoveKind.KNOCK)
        self.history.append(public_move(seat, kind, None))
        if gin:
            defender_layout = melds.best_arrangement(defender_cards)
        else:
            defender_layout = melds.best_arrangement(defender_cards, onto=knocker_layout.melds)
        final_melds = melds.laid_off_melds(knocker_layout.melds, defender_layout.layoffs)
        result = self.policy.score_showdown(
            Showdown(seat, defender, knocker_layout, defender_layout, big_gin),
            hand_number=self.hand_number, deal_number=self.deal_number, dealer=self.dealer,
            knock_limit=self.knock_limit, doubled=self.doubled)
        events: list[Event] = [
            Knocked(seat, card, gin=gin, big_gin=big_gin),
            ShowdownLaid(seat, defender, knocker_layout, defender_layout, final_melds),
        ]
        self._end(result)
        return events

    def _end(self, result: HandResult) -> None:
        self.result = result
        self.phase = Phase.HAND_OVER
        self.to_act = None
        self._legal_cache = None


__all__ = ["Deal", "Hand", "NEXT_HAND", "Phase", "knock_limit_for"]
