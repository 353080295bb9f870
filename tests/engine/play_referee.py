"""An independent referee of the PLAY rules (who may do what, when; how a hand flows and
ends), written from RULES.md alone, and a seeded random driver that holds a real Match
against it at every step.

Scoring is ``scoring_referee``'s business; this referee takes each hand's winner from the
engine's result and judges only what follows from it (who deals next, the three-hand
roles, whether the match goes on).

What the referee decides, by RULES.md section:
- two-player 2, three-hand 2 (``sitter_dealt``): the deal's shape.
- two-player 3: the upcard offer, non-dealer first; after two passes the non-dealer
  draws, from the stock only.
- two-player 4: a normal turn; the card just taken from the pile may not go straight back
  (option ``allow_discard_of_drawn_upcard``).
- two-player 5-6, Oklahoma, Straight: which knocks are legal; gin; big gin.
- two-player 9 (option ``wall``): the wall.
- two-player 10: the third occurrence of a position draws the hand.
- two-player 1 (option ``next_dealer``), three-hand 3 and 5: who deals next, the roles.
- two-player 11, three-hand 6, Hollywood: whether the match goes on.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from gin_desktop.engine import (
    BIG_GIN, DRAW_DISCARD, DRAW_STOCK, FULL_DECK, NEXT_HAND, PASS_UPCARD, TAKE_UPCARD, Action,
    ActionKind, Card, CardDrawn, Deal, HandDealt, HandEnded, Knocked, Match, NextDealer,
    Phase, ResultKind, RolesDrawn, RolesRotated, RuleSet, ThreeHandMatch, new_match,
)

CardSet = frozenset[Card]


# ------------------------------------------------------------------ melds (RULES.md Melds)
def _candidate_melds(cards: CardSet) -> tuple[CardSet, ...]:
    """Every set (3 or 4 of a rank) and run (3+ consecutive of a suit, ace low) in cards."""
    melds: list[CardSet] = []
    by_rank: dict[int, list[Card]] = {}
    by_suit: dict[int, set[int]] = {}
    for card in cards:
        by_rank.setdefault(card.rank, []).append(card)
        by_suit.setdefault(int(card.suit), set()).add(card.rank)
    for group in by_rank.values():
        if len(group) >= 3:
            melds.append(frozenset(group))
        if len(group) == 4:
            melds += [frozenset(group) - {c} for c in group]
    for suit, ranks in by_suit.items():
        for low in ranks:
            high = low
            while high + 1 in ranks:
                high += 1
                if high - low >= 2:
                    melds.append(frozenset(Card.from_index(suit * 13 + r - 1)
                                           for r in range(low, high + 1)))
    return tuple(melds)


@lru_cache(maxsize=200_000)
def min_deadwood(cards: CardSet) -> int:
    """The least deadwood of any arrangement (RULES.md Melds: the hand is always scored
    with the arrangement that minimises deadwood)."""
    melds = tuple(sum(1 << c.index for c in meld) for meld in _candidate_melds(cards))
    return _least(sum(1 << c.index for c in cards), melds)


_POINTS = {card.index: card.points for card in FULL_DECK}


def _least(cards: int, melds: tuple[int, ...]) -> int:
    """The lowest card (a bit of ``cards``) is either deadwood or in one of the melds that
    hold it."""
    if not cards:
        return 0
    first = cards & -cards
    best = _POINTS[first.bit_length() - 1] + _least(
        cards ^ first, tuple(m for m in melds if not m & first))
    for meld in melds:
        if meld & first:
            best = min(best, _least(cards & ~meld, tuple(m for m in melds if not m & meld)))
    return best


# ------------------------------------------------------------------ the knock limit
def knock_limit(rules: RuleSet, upcard: Card) -> int:
    """RULES.md two-player 5 (option), Oklahoma (the first upcard's rank; an ace: gin only),
    Straight (gin only)."""
    if rules.straight:
        return 0
    if rules.oklahoma:
        return 0 if upcard.rank == 1 else min(upcard.rank, 10)
    return rules.knock_limit


# ------------------------------------------------------------------ one hand
OFFER, DRAW, DISCARD, OVER = "offer", "draw", "discard", "over"
PHASES = {OFFER: Phase.UPCARD_OFFER, DRAW: Phase.DRAW, DISCARD: Phase.DISCARD}


@dataclass
class HandReferee:
    """One hand, as RULES.md says it goes. ``end`` is None while it runs, then "wall",
    "repetition" or "knock"."""

    rules: RuleSet
    dealer: int
    non_dealer: int
    deal: Deal
    hands: dict[int, set[Card]] = field(default_factory=dict)
    stock: list[Card] = field(default_factory=list)  # top last
    pile: list[Card] = field(default_factory=list)  # top last
    phase: str = OFFER
    to_act: int | None = None
    passes: int = 0
    just_taken: Card | None = None
    stock_only: bool = False
    positions: Counter[tuple[object, ...]] = field(default_factory=Counter)
    end: str | None = None
    limit: int = 0

    def __post_init__(self) -> None:
        self.hands = {self.non_dealer: set(self.deal.non_dealer),
                      self.dealer: set(self.deal.dealer)}
        self.stock = list(reversed(self.deal.stock))
        self.pile = [self.deal.upcard]
        self.limit = knock_limit(self.rules, self.deal.upcard)
        self._to(OFFER, self.non_dealer)

    # RULES.md two-player 10: every position where a player is to choose is counted.
    def _to(self, phase: str, seat: int) -> None:
        self.phase, self.to_act = phase, seat
        key = (frozenset(self.hands[self.dealer]), frozenset(self.hands[self.non_dealer]),
               tuple(self.pile), tuple(self.stock), seat)
        self.positions[key] += 1
        if self.positions[key] >= 3:
            self._finish("repetition")

    def _finish(self, end: str) -> None:
        self.phase, self.to_act, self.end = OVER, None, end

    def other(self, seat: int) -> int:
        return self.dealer if seat == self.non_dealer else self.non_dealer

    def legal(self) -> set[Action]:
        if self.phase == OFFER:
            return {TAKE_UPCARD, PASS_UPCARD}
        if self.phase == DRAW:
            return {DRAW_STOCK} if self.stock_only or not self.pile else {
                DRAW_STOCK, DRAW_DISCARD}
        if self.phase == DISCARD:
            assert self.to_act is not None
            held = frozenset(self.hands[self.to_act])
            actions: set[Action] = set()
            for card in held:
                if card == self.just_taken and not self.rules.allow_discard_of_drawn_upcard:
                    continue
                actions.add(Action.discard(card))
                if min_deadwood(held - {card}) <= self.limit:
                    actions.add(Action.knock(card))
            if self.rules.big_gin and min_deadwood(held) == 0:
                actions.add(BIG_GIN)
            return actions
        return set()

    def apply(self, action: Action) -> None:
        assert action in self.legal(), (action, self.phase)
        seat = self.to_act
        assert seat is not None
        kind = action.kind
        if kind is ActionKind.PASS_UPCARD:
            self.passes += 1
            if self.passes == 1:
                self._to(OFFER, self.dealer)
            else:
                self.stock_only = True
                self._to(DRAW, self.non_dealer)
        elif kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD):
            self.just_taken = self.pile.pop()
            self.hands[seat].add(self.just_taken)
            self._to(DISCARD, seat)
        elif kind is ActionKind.DRAW_STOCK:
            self.stock_only = False
            self.just_taken = None
            self.hands[seat].add(self.stock.pop())
            self._to(DISCARD, seat)
        elif kind is ActionKind.DISCARD:
            assert action.card is not None
            self.hands[seat].remove(action.card)
            self.pile.append(action.card)
            self.just_taken = None
            if len(self.stock) <= self.rules.wall:
                self._finish("wall")
            else:
                self._to(DRAW, self.other(seat))
        elif kind in (ActionKind.KNOCK, ActionKind.BIG_GIN):
            if action.card is not None:
                self.hands[seat].remove(action.card)
            self.knocker = seat
            self._finish("knock")
        else:  # pragma: no cover - the referee offers nothing else
            raise AssertionError(action)


# ------------------------------------------------------------------ who plays the next hand
def next_dealer(rules: RuleSet, dealer: int, winner: int | None) -> int:
    """RULES.md two-player 1 (option ``next_dealer``): the winner deals; a drawn hand is
    dealt again by the same dealer."""
    if winner is None:
        return dealer
    if rules.next_dealer is NextDealer.WINNER:
        return winner
    if rules.next_dealer is NextDealer.LOSER:
        return 1 - winner
    return 1 - dealer


def rotate(roles: tuple[int, int, int], winner: int | None) -> tuple[int, int, int]:
    """RULES.md three-hand 5: (box, captain, sitting out) after a hand."""
    box, captain, sitter = roles
    if winner is None:
        return roles
    if winner == box:
        return box, sitter, captain
    return captain, sitter, box


def roles_from_draw(rounds: Iterable[Iterable[tuple[int, Card]]]) -> tuple[int, int, int]:
    """RULES.md three-hand 1: highest card (king high, ace low) in the box, the middle
    captain, the lowest sits out; players who tie draw again among themselves."""
    order: list[int] = []  # seats, highest first, filled in as ties are broken
    pending: list[list[int]] = [[0, 1, 2]]
    draws = [dict(r) for r in rounds]
    step = 0
    while pending:
        group = pending.pop(0)
        if len(group) == 1:
            order.append(group[0])
            continue
        drawn = draws[step]
        step += 1
        # One card each, from one deck.
        assert set(drawn) == set(group) and len(set(drawn.values())) == len(group), drawn
        ranks = sorted({drawn[s].rank for s in group}, reverse=True)
        pending = [[s for s in group if drawn[s].rank == r] for r in ranks] + pending
    assert step == len(draws), "a draw round that decided nothing"
    return order[0], order[1], order[2]


# ------------------------------------------------------------------ the driver
@dataclass
class Tally:
    hands: int = 0
    steps: int = 0
    matches_over: int = 0
    ends: Counter[str] = field(default_factory=Counter)
    #: RULES.md situations met, by name, with the first seed that met each.
    met: dict[str, int] = field(default_factory=dict)

    def note(self, name: str, seed: int) -> None:
        self.met.setdefault(name, seed)


@dataclass
class Player:
    """Random legal play with leanings, so that random matches meet every ending: knocks,
    gins, big gins, walls and repetitions (a "looper" takes the pile and throws back the
    card it took on its previous turn, which passes cards round)."""

    rng: random.Random
    knock_chance: float
    looper: bool
    last_taken: dict[int, Card] = field(default_factory=dict)

    def choose(self, match: Match, legal: set[Action]) -> Action:
        seat = match.to_act
        assert seat is not None
        ordered = sorted(legal, key=lambda a: a.text())
        enders = [a for a in ordered if a.kind in (ActionKind.KNOCK, ActionKind.BIG_GIN)]
        if BIG_GIN in legal and self.rng.random() < 0.9:
            return BIG_GIN
        if match.rules.big_gin and enders and self.rng.random() < 0.6:
            # Wait for big gin: throw the card that would have gone gin and keep ten
            # melded cards, which the next card that fits a meld makes eleven.
            held = frozenset(match.hand_of(seat))
            gins = [a.card for a in enders if a.card is not None
                    and min_deadwood(held - {a.card}) == 0]
            if gins:
                return Action.discard(self.rng.choice(gins))
        if enders and self.rng.random() < self.knock_chance:
            return self.rng.choice(enders)
        others = [a for a in ordered if a not in enders]
        if self.looper and DRAW_DISCARD in others and self.rng.random() < 0.9:
            return DRAW_DISCARD
        if self.looper and match.phase is Phase.DISCARD:
            back = self.last_taken.get(seat)
            if back is not None and Action.discard(back) in others:
                return Action.discard(back)
        discards = [a for a in others if a.kind is ActionKind.DISCARD]
        if discards and self.rng.random() < 0.8:
            held = frozenset(match.hand_of(seat))
            return min(discards, key=lambda a: (min_deadwood(held - {a.card}),
                                                self.rng.random()))
        return self.rng.choice(others)

    def took(self, seat: int, card: Card) -> None:
        self.last_taken[seat] = card


def _check_table(match: Match, hand: HandReferee) -> None:
    """The engine's cards are where the referee's are, and its phase and turn agree."""
    engine = match.hand
    for seat, cards in hand.hands.items():
        assert set(engine.hands[seat]) == cards, (seat, engine.hands[seat], cards)
    assert list(engine.stock) == hand.stock
    if hand.end is None:
        assert list(engine.pile) == hand.pile
        assert match.phase is PHASES[hand.phase], (match.phase, hand.phase)
        assert match.to_act == hand.to_act, (match.to_act, hand.to_act)


def _check_deal(rules: RuleSet, dealt: HandDealt, three: bool) -> None:
    """RULES.md two-player 2, three-hand 2: 10 cards each, the upcard, the stock (21 when
    the sitter is dealt too), all 52 cards once."""
    deal = dealt.deal
    assert len(deal.non_dealer) == len(deal.dealer) == 10
    sitter = three and rules.sitter_dealt
    assert len(deal.sitter) == (10 if sitter else 0)
    assert len(deal.stock) == (21 if sitter else 31)
    every = [*deal.non_dealer, *deal.dealer, deal.upcard, *deal.stock, *deal.sitter]
    assert sorted(c.index for c in every) == list(range(52))
    assert dealt.upcard == deal.upcard
    assert dealt.knock_limit == knock_limit(rules, deal.upcard)


def _check_views(match: Match, hand: HandReferee, legal: set[Action]) -> None:
    """What each playing seat is offered: the player to act its legal actions, the other
    nothing; no other seat may play them, the sitter included (RULES.md two-player 3-4:
    one player acts at a time; three-hand 2: the captain has the final say)."""
    for seat in (hand.dealer, hand.non_dealer):
        view = match.view(seat)
        assert set(view.hand) == hand.hands[seat]
        offered = set(view.legal_actions)
        assert offered == (legal if seat == hand.to_act else set()), (seat, offered)
    if isinstance(match, ThreeHandMatch):
        # RULES.md three-hand 2: the sitter holds no cards and sees the captain's hand.
        view = match.view(match.sitting_out)
        assert view.player == hand.non_dealer and set(view.hand) == hand.hands[view.player]
    some = next(iter(legal))
    for seat in range(3 if isinstance(match, ThreeHandMatch) else 2):
        if seat != hand.to_act:
            assert match.why_illegal(some, seat) is not None, (seat, some)


_EVERY_ACTION = (TAKE_UPCARD, PASS_UPCARD, DRAW_STOCK, DRAW_DISCARD, BIG_GIN, NEXT_HAND,
                 *(Action.discard(c) for c in FULL_DECK), *(Action.knock(c) for c in FULL_DECK))


def _check_refusals(match: Match, legal: set[Action], rng: random.Random) -> None:
    """A few actions the referee forbids, picked at random: the engine refuses them."""
    for action in rng.sample(_EVERY_ACTION, 4):
        if action not in legal:
            assert not match.is_legal(action), action
            assert match.why_illegal(action) is not None


@dataclass
class Table:
    """Between hands: the dealer (two-player) or the roles (three-hand) the referee
    expects, checked against each hand the engine deals; the current hand's referee."""

    rules: RuleSet
    three: bool
    roles: tuple[int, int, int] | None = None
    dealer: int | None = None
    hand: HandReferee | None = None

    def read(self, match: Match, events: Iterable[object]) -> None:
        for event in events:
            if isinstance(event, RolesDrawn):
                self.roles = roles_from_draw(event.rounds)
                assert self.roles == (event.box, event.captain, event.sitting_out)
            elif isinstance(event, HandDealt):
                self.dealt(match, event)
            elif isinstance(event, RolesRotated):
                assert self.roles == (event.box, event.captain, event.sitting_out)

    def dealt(self, match: Match, event: HandDealt) -> None:
        _check_deal(self.rules, event, self.three)
        if self.three:
            assert self.roles is not None
            # RULES.md three-hand 3: the box deals; the captain is offered the upcard.
            assert (event.dealer, event.non_dealer) == self.roles[:2], (event, self.roles)
            assert isinstance(match, ThreeHandMatch)
            assert (match.box, match.captain, match.sitting_out) == self.roles
        else:
            assert self.dealer is None or event.dealer == self.dealer, (event, self.dealer)
            assert event.non_dealer == 1 - event.dealer
        self.hand = HandReferee(self.rules, event.dealer, event.non_dealer, event.deal)

    def hand_ended(self, match: Match, ended: HandEnded, new: list[object]) -> None:
        """The hand ended as the referee says; the next dealer or roles follow from its
        winner; the match goes on or ends."""
        hand = self.hand
        assert hand is not None and hand.end is not None
        result = ended.result
        _check_end(self.rules, hand, result.kind, new)
        if hand.end != "knock":
            assert result.winner is None
        if self.roles is not None:
            self.roles = rotate(self.roles, result.winner)
        else:
            self.dealer = next_dealer(self.rules, hand.dealer, result.winner)
        over = _should_end(self.rules, ended)
        assert match.is_over == over, (match.is_over, over, ended)
        assert match.phase is (Phase.MATCH_OVER if over else Phase.HAND_OVER)
        assert set(match.legal_actions()) == (set() if over else {NEXT_HAND})
        # Between hands nobody draws or discards; after the match nothing is dealt.
        for action in (TAKE_UPCARD, DRAW_STOCK, Action.discard(FULL_DECK[0])):
            assert not match.is_legal(action), action
        assert match.is_legal(NEXT_HAND) is not over


def play(rules: RuleSet, mode: str, seed: int, *, knock_chance: float = 0.5,
         looper: bool = False, max_hands: int = 12, tally: Tally | None = None) -> Tally:
    """Play one match through the public API and compare every step with the referee;
    raise AssertionError at the first disagreement."""
    tally = tally if tally is not None else Tally()
    rng = random.Random(seed)
    player = Player(rng, knock_chance, looper)
    match = new_match(rules, seed=seed, mode=mode)
    table = Table(rules, three=mode == "three")
    table.read(match, match.events)
    if not table.three:
        tally.note(f"first_dealer_{match.hand.dealer}", seed)
    hands_played = 0
    while not match.is_over and hands_played < max_hands:
        if match.phase is Phase.HAND_OVER:
            new = match.apply(NEXT_HAND)
            tally.steps += 1
            table.read(match, new)
            continue
        hand = table.hand
        assert hand is not None
        action = _referee_step(match, hand, player, rng)
        if table.roles is not None:
            assert match.to_act in table.roles[:2]
        _note(tally, seed, hand, action)
        hand.apply(action)
        new = match.apply(action)
        tally.steps += 1
        for event in new:
            if isinstance(event, CardDrawn) and event.from_pile:
                player.took(event.seat, event.card)
        _check_table(match, hand)
        ended = [e for e in new if isinstance(e, HandEnded)]
        if hand.end is None:
            assert not ended, ended
            continue
        assert len(ended) == 1, (hand.end, new)
        table.hand_ended(match, ended[0], list(new))
        table.read(match, new)
        hands_played += 1
        tally.hands += 1
        tally.ends[hand.end] += 1
        tally.matches_over += match.is_over
        if table.three and hand.end == "wall":
            tally.note("three_wall", seed)
    return tally


def _referee_step(match: Match, hand: HandReferee, player: Player,
                  rng: random.Random) -> Action:
    """Check the engine's state and offers against the referee's; the player's choice."""
    _check_table(match, hand)
    legal = hand.legal()
    assert set(match.legal_actions()) == legal, (
        match.phase, sorted(a.text() for a in match.legal_actions()),
        sorted(a.text() for a in legal))
    _check_refusals(match, legal, rng)
    _check_views(match, hand, legal)
    return player.choose(match, legal)


def _check_end(rules: RuleSet, hand: HandReferee, kind: ResultKind, new: list[object]) -> None:
    """How the hand ended: the wall, a repetition, or a knock (gin when no deadwood is
    left; big gin when that was the action)."""
    if hand.end == "wall":
        assert kind is ResultKind.DRAWN, kind
        assert len(hand.stock) == rules.wall
    elif hand.end == "repetition":
        assert kind is ResultKind.REPETITION, kind
    else:
        knocked = next(e for e in new if isinstance(e, Knocked))
        assert knocked.seat == hand.knocker
        left = min_deadwood(frozenset(hand.hands[hand.knocker]))
        assert knocked.big_gin == (knocked.discard is None)
        assert knocked.gin == (left == 0), (knocked, left)
        if knocked.big_gin:
            assert kind is ResultKind.BIG_GIN
        elif knocked.gin:
            assert kind is ResultKind.GIN
        else:
            assert kind in (ResultKind.KNOCK, ResultKind.UNDERCUT, ResultKind.TIE), kind


def _should_end(rules: RuleSet, ended: HandEnded) -> bool:
    """RULES.md two-player 11, three-hand 6: a score at the target or more ends the match;
    Hollywood: when all three games are decided."""
    if rules.hollywood:
        return all(w is not None for w in ended.game_winners)
    return max(ended.scores) >= rules.target


def _note(tally: Tally, seed: int, hand: HandReferee, action: Action) -> None:
    """Name the RULES.md situations this step met, so a test can see they were met."""
    kind = action.kind
    if kind is ActionKind.TAKE_UPCARD:
        tally.note("take_upcard_nondealer" if hand.passes == 0 else "take_upcard_dealer",
                   seed)
    if kind is ActionKind.DRAW_STOCK and hand.stock_only:
        tally.note("both_passed", seed)
    if kind is ActionKind.KNOCK:
        held = frozenset(hand.hands[hand.to_act or 0]) - {action.card}
        if hand.just_taken is not None and hand.passes < 2 and len(hand.pile) == 0 \
                and hand.positions.total() <= 3:
            tally.note("knock_first_turn", seed)
        if min_deadwood(held) == 0:
            tally.note("gin", seed)
        elif min_deadwood(held) == hand.limit:
            tally.note("knock_at_limit", seed)
        if len(hand.stock) == hand.rules.wall:
            tally.note("knock_at_wall", seed)
    if kind is ActionKind.BIG_GIN:
        tally.note("big_gin", seed)
    if kind is ActionKind.DISCARD and action.card == hand.just_taken:
        tally.note("discard_just_taken", seed)
