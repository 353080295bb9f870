"""Drive a real Match with seeded random legal actions and hold every hand's scoring and
the match state it leads to against the referee (``scoring_referee``).

The player is random but leans towards the actions that lead to showdowns (a discard that
keeps the deadwood low, a knock when one is legal), so most hands end at a showdown
rather than at the wall.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from gin_desktop.engine import (
    BIG_GIN, Action, ActionKind, Card, CardDiscarded, Event, HandDealt, HandEnded, HandResult,
    Knocked, Match, MatchEnded, NextDealer, Phase, ResultKind, RuleSet, ShowdownLaid,
    ThreeHandMatch, new_match,
)
from gin_desktop.engine.melds import deadwood_after_each_discard

from tests.engine import scoring_referee as ref

_KINDS = {ResultKind.KNOCK: "knock", ResultKind.GIN: "gin", ResultKind.BIG_GIN: "big_gin",
          ResultKind.UNDERCUT: "undercut", ResultKind.TIE: "tie"}


@dataclass
class Tally:
    """What a run of matches checked: hands by result kind, and matches played out."""

    kinds: Counter[str] = field(default_factory=Counter)
    matches_over: int = 0
    #: Edge cases of RULES.md met on the way, by name, with the first seed that met each.
    scenarios: dict[str, int] = field(default_factory=dict)

    def met(self, name: str, seed: int) -> None:
        self.scenarios.setdefault(name, seed)

    @property
    def showdowns(self) -> int:
        return sum(n for kind, n in self.kinds.items() if kind in _KINDS.values())


def choose(match: Match, rng: random.Random, knock_chance: float, greedy: float) -> Action:
    legal = match.legal_actions()
    enders = [a for a in legal if a.kind in (ActionKind.KNOCK, ActionKind.BIG_GIN)]
    # Choosing is the player's business, not the referee's: the engine's fast deadwood
    # table picks the moves, and the referee then checks what they lead to.
    after = deadwood_after_each_discard(match.hand_of(match.to_act or 0)) if len(
        match.hand_of(match.to_act or 0)) == 11 else {}
    gins = [a for a in enders if a.kind is ActionKind.BIG_GIN or after.get(a.card) == 0]
    if gins and rng.random() < 0.9:
        # Big gin, where offered, is one choice among many discards that go gin: give it
        # an even chance so that random play meets it.
        if BIG_GIN in gins and rng.random() < 0.5:
            return BIG_GIN
        return rng.choice(gins)
    if enders and rng.random() < knock_chance:
        return rng.choice(enders)
    others = [a for a in legal if a not in enders]
    discards = [a for a in others if a.kind is ActionKind.DISCARD]
    if discards and rng.random() < greedy:
        return min(discards, key=lambda a: (after.get(a.card, 0), rng.random()))
    if (match.phase is Phase.DRAW and any(a.kind is ActionKind.DRAW_STOCK for a in others)
            and rng.random() < 0.7):
        return next(a for a in others if a.kind is ActionKind.DRAW_STOCK)
    return rng.choice(others)


def check_knock_choices(match: Match) -> None:
    """RULES.md two-player 5-6 (and Oklahoma, Straight): a knock is offered for exactly
    the discards that leave deadwood within the hand's limit; big gin when enabled and all
    eleven cards meld."""
    seat = match.to_act
    assert seat is not None
    held = frozenset(match.hand_of(seat))
    legal = match.legal_actions()
    offered = {a.card for a in legal if a.kind is ActionKind.KNOCK}
    discardable = {a.card for a in legal if a.kind is ActionKind.DISCARD}
    limit = ref.knock_limit(match.rules, _upcard(match))
    expected = {c for c in held if c in discardable and ref.min_deadwood(held - {c}) <= limit}
    assert offered == expected, (offered, expected, limit)
    big = any(a.kind is ActionKind.BIG_GIN for a in legal)
    assert big == (match.rules.big_gin and ref.min_deadwood(held) == 0)


def _upcard(match: Match) -> Card:
    return next(e for e in reversed(match.events) if isinstance(e, HandDealt)).upcard


def play(rules: RuleSet, mode: str, seed: int, *, knock_chance: float = 0.8,
         greedy: float = 0.85, max_hands: int = 40, tally: Tally | None = None) -> Tally:
    """Play one match (at most ``max_hands`` hands) and check every hand against the
    referee; raise AssertionError at the first disagreement."""
    tally = tally if tally is not None else Tally()
    rng = random.Random(seed)
    checker = random.Random(seed + 1)
    match = new_match(rules, seed=seed, mode=mode)
    seats = 3 if mode == "three" else 2
    book = ref.MatchBook(rules, seats)
    if isinstance(match, ThreeHandMatch):
        book.roles = (match.box, match.captain, match.sitting_out)
    seen: set[Card] = {_upcard(match)}
    previous: tuple[int, int | None, ResultKind] | None = None
    hands_played = 0
    while not match.is_over and hands_played < max_hands:
        phase = match.phase
        # The referee's own search is slow: it checks the knocks offered on every turn
        # where one is, and on one turn in four where none is.
        if phase is Phase.DISCARD and (checker.random() < 0.25 or any(
                a.kind is ActionKind.KNOCK for a in match.legal_actions())):
            check_knock_choices(match)
        if phase is Phase.HAND_OVER:
            action = Action(ActionKind.NEXT_HAND, None)
        else:
            action = choose(match, rng, knock_chance, greedy)
        actor = match.to_act
        before_hands = {s: frozenset(match.hand_of(s)) for s in range(seats)}
        dealer = match.hand.dealer
        upcard = _upcard(match)
        start = len(match.events)
        match.apply(action)
        events = match.events[start:]
        for event in events:
            if isinstance(event, HandDealt):
                seen = {event.upcard}
                expect_deal(match, book, event)
                if previous is not None:
                    expect_dealer(book, rules, event.dealer, *previous)
            elif isinstance(event, CardDiscarded):
                seen.add(event.card)
        ended = [e for e in events if isinstance(e, HandEnded)]
        if not ended:
            continue
        hands_played += 1
        result = ended[0].result
        assert result.knock_limit == ref.knock_limit(rules, upcard)
        assert result.doubled == ref.is_doubled(rules, upcard)
        winner: int | None
        if result.kind in (ResultKind.DRAWN, ResultKind.REPETITION):
            if result.kind is ResultKind.DRAWN:
                assert len(match.hand.stock) == rules.wall
            winner, points = None, 0
            tally.kinds[result.kind.value] += 1
        else:
            knocked = next(e for e in events if isinstance(e, Knocked))
            laid = next(e for e in events if isinstance(e, ShowdownLaid))
            assert knocked.seat == actor == laid.knocker
            score = referee_showdown(rules, match, laid, knocked, before_hands, seen, upcard)
            assert _KINDS[result.kind] == score.kind, (result, score)
            assert (result.winner, result.points, result.bonus) == (
                score.winner, score.points, score.bonus), (result, score)
            assert (result.knocker_deadwood, result.defender_deadwood) == (
                score.knocker_deadwood, score.defender_deadwood), (result, score)
            winner, points = score.winner, score.points
            tally.kinds[score.kind] += 1
        wins_before = list(book.hands_won)
        games = book.record(winner, points)
        note_scenarios(tally, seed, book, result, wins_before, games)
        expect_after_hand(match, book, ended[0], games)
        previous = (dealer, winner, result.kind)
        if match.is_over:
            expect_match_end(match, book, events)
            tally.matches_over += 1
        else:
            assert not book.over
    return tally


def referee_showdown(rules: RuleSet, match: Match, laid: ShowdownLaid, knocked: Knocked,
                     before: dict[int, frozenset[Card]], seen: set[Card],
                     upcard: Card) -> ref.Score:
    knocker, defender = laid.knocker, laid.defender
    knocker_cards = before[knocker]
    if knocked.discard is not None:
        knocker_cards = knocker_cards - {knocked.discard}
    defender_cards = before[defender]
    layout = [frozenset(m.cards) for m in laid.knocker_layout.melds]
    assert all(ref.is_meld(m) for m in layout)
    # RULES.md two-player 7, automatic layout: a layout of least deadwood ...
    melded = frozenset().union(*layout) if layout else frozenset()
    assert ref.points(knocker_cards - melded) == ref.min_deadwood(knocker_cards)
    # ... and among those, one offering the fewest places to cards the knocker has not seen.
    unseen = frozenset(c for c in _all_cards() if c not in knocker_cards and c not in seen
                       and c != knocked.discard)
    fewest = min(ref.unseen_places(other, unseen)
                 for other in ref.least_layouts(knocker_cards))
    assert ref.unseen_places(layout, unseen) == fewest, (layout, fewest)
    return ref.score_showdown(rules, knocker, defender, knocker_cards, defender_cards, layout,
                              big_gin=knocked.big_gin,
                              doubled=ref.is_doubled(rules, upcard))


def _all_cards() -> tuple[Card, ...]:
    from gin_desktop.engine import FULL_DECK
    return tuple(FULL_DECK)


def expect_deal(match: Match, book: ref.MatchBook, dealt: HandDealt) -> None:
    """RULES.md three-hand 3: the box deals, the captain is the non-dealer."""
    if book.roles is not None:
        box, captain, sitter = book.roles
        assert (dealt.dealer, dealt.non_dealer) == (box, captain), (dealt, book.roles)
        assert isinstance(match, ThreeHandMatch)
        assert (match.box, match.captain, match.sitting_out) == book.roles


def expect_after_hand(match: Match, book: ref.MatchBook, ended: HandEnded,
                      games: tuple[int, ...]) -> None:
    if book.rules.hollywood:
        assert ended.result.games == games, (ended.result, games)
        assert [list(row) for row in ended.game_scores] == book.game_scores
        assert list(ended.game_winners) == book.game_winners
        assert list(ended.scores) == book.scores, (ended.scores, book.scores)
    else:
        assert list(ended.scores) == book.scores, (ended.scores, book.scores)
    assert list(ended.hands_won) == book.hands_won or not ended.hands_won
    assert match.is_over == book.over


def expect_dealer(book: ref.MatchBook, rules: RuleSet, nxt: int, dealer: int,
                  winner: int | None, kind: ResultKind) -> None:
    """RULES.md two-player 1 (option next_dealer): the winner deals the next hand; after a
    drawn hand the same dealer deals again."""
    if book.roles is not None:
        return
    if kind in (ResultKind.DRAWN, ResultKind.REPETITION):
        assert nxt == dealer
    elif winner is not None and rules.next_dealer is NextDealer.ALTERNATE:
        assert nxt == 1 - dealer
    elif winner is not None and rules.next_dealer is NextDealer.WINNER:
        assert nxt == winner
    elif winner is not None and rules.next_dealer is NextDealer.LOSER:
        assert nxt == 1 - winner


def expect_match_end(match: Match, book: ref.MatchBook, events: list[Event]) -> None:
    """RULES.md two-player 11, three-hand 6, Hollywood, Extras."""
    ended = next(e for e in events if isinstance(e, MatchEnded))
    assert book.over and ended.winner == book.winner == match.winner
    assert list(ended.totals) == book.totals(), (ended.totals, book.totals(), book)


def note_scenarios(tally: Tally, seed: int, book: ref.MatchBook, result: HandResult,
                   wins_before: list[int], games: tuple[int, ...]) -> None:
    """Name the RULES.md edge cases this hand met, so that a test can pin a seed."""
    if book.over and not book.rules.hollywood and book.winner is not None \
            and book.scores[book.winner] == book.rules.target:
        tally.met("target_exact", seed)
    if book.rules.hollywood and result.winner is not None:
        nth = wins_before[result.winner] + 1
        if len(games) < min(nth, 3):
            tally.met("hollywood_game_full", seed)
        if not games:
            tally.met("hollywood_win_into_no_game", seed)
    if book.roles is not None and result.kind is ResultKind.DRAWN:
        tally.met("three_drawn", seed)
    if book.roles is not None and result.winner is not None:
        tally.met("three_box_wins" if result.winner == result.dealer else "three_box_loses",
                  seed)
    if result.doubled and result.kind in (ResultKind.GIN, ResultKind.UNDERCUT):
        tally.met(f"doubled_{result.kind.value}", seed)
    layout = result.defender_layout
    if layout is not None and len(layout.layoffs) >= 2 and len(
            {lay.meld_index for lay in layout.layoffs}) < len(layout.layoffs):
        tally.met("two_layoffs_on_one_meld", seed)
