"""An independent referee for the scoring of RULES.md, written from the rulebook alone.

It shares nothing with the engine's melds.py or scoring.py: melds are found by listing
every set and run a hand holds and trying every disjoint choice of them; layoffs by
trying every extension of every knocker meld the defender's cards allow. It is slow and
plain on purpose, so that a disagreement with the engine points at one of the two.
Cards are the engine's ``Card`` values, used only as data (rank, suit, points).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations, product

from gin_desktop.engine import Card, RuleSet

CardSet = frozenset[Card]


# --------------------------------------------------------------------------- melds
def is_set(cards: Iterable[Card]) -> bool:
    """RULES.md "Melds": three or four cards of the same rank."""
    cards = list(cards)
    return 3 <= len(cards) <= 4 and len({c.rank for c in cards}) == 1


def is_run(cards: Iterable[Card]) -> bool:
    """RULES.md "Melds"/"Cards": three or more consecutive cards of one suit, ace low."""
    cards = sorted(cards, key=lambda c: c.rank)
    if len(cards) < 3 or len({c.suit for c in cards}) != 1:
        return False
    return all(b.rank == a.rank + 1 for a, b in zip(cards, cards[1:], strict=False))


def is_meld(cards: Iterable[Card]) -> bool:
    cards = list(cards)
    return is_set(cards) or is_run(cards)


def every_meld(cards: CardSet) -> list[CardSet]:
    """Every set and run that can be formed from ``cards`` (overlapping ones included)."""
    melds: list[CardSet] = []
    by_rank: dict[int, list[Card]] = {}
    by_suit: dict[int, dict[int, Card]] = {}
    for card in cards:
        by_rank.setdefault(card.rank, []).append(card)
        by_suit.setdefault(int(card.suit), {})[card.rank] = card
    for group in by_rank.values():
        for size in (3, 4):
            melds += [frozenset(c) for c in combinations(group, size)]
    for ranks in by_suit.values():
        for low in range(1, 12):
            run: list[Card] = []
            for rank in range(low, 14):
                if rank not in ranks:
                    break
                run.append(ranks[rank])
                if len(run) >= 3:
                    melds.append(frozenset(run))
    return melds


def points(cards: Iterable[Card]) -> int:
    return sum(c.points for c in cards)


@lru_cache(maxsize=200_000)
def min_deadwood(cards: CardSet) -> int:
    """The least deadwood of ``cards``: the smallest card is deadwood or in some meld."""
    if not cards:
        return 0
    first = min(cards, key=lambda c: c.index)
    best = first.points + min_deadwood(cards - {first})
    for meld in melds_with(first, cards):
        best = min(best, min_deadwood(cards - meld))
    return best


def melds_with(card: Card, cards: CardSet) -> list[CardSet]:
    """Every set and run of ``cards`` that holds ``card``."""
    same_rank = [c for c in cards if c.rank == card.rank and c is not card]
    melds = [frozenset((card, *others)) for size in (2, 3)
             for others in combinations(same_rank, size)]
    ranks = {c.rank: c for c in cards if c.suit == card.suit}
    low = card.rank
    while low - 1 in ranks:
        low -= 1
    high = card.rank
    while high + 1 in ranks:
        high += 1
    for start in range(low, card.rank + 1):
        for end in range(max(card.rank, start + 2), high + 1):
            melds.append(frozenset(ranks[r] for r in range(start, end + 1)))
    return melds


def least_layouts(cards: CardSet) -> list[tuple[CardSet, ...]]:
    """Every choice of disjoint melds from ``cards`` whose deadwood is the least."""
    target = min_deadwood(cards)
    found: set[tuple[CardSet, ...]] = set()

    def search(rest: CardSet, chosen: tuple[CardSet, ...]) -> None:
        if points(rest) == target:
            found.add(tuple(sorted(chosen, key=lambda m: sorted(c.index for c in m))))
        for meld in every_meld(rest):
            if min(c.index for c in meld) > max((min(c.index for c in m) for m in chosen),
                                                default=-1):
                if min_deadwood(rest - meld) == target:
                    search(rest - meld, chosen + (meld,))

    search(cards, ())
    return sorted(found, key=lambda layout: [sorted(c.index for c in m) for m in layout])


# --------------------------------------------------------------------------- layoffs
def layoff_choices(meld: CardSet, held: CardSet) -> list[CardSet]:
    """RULES.md two-player 7: the defender's cards that may go onto one knocker meld: a
    fourth card to a set, or cards extending a run at either end, repeatedly."""
    choices: list[CardSet] = [frozenset()]
    if is_set(meld):
        if len(meld) == 3:
            rank = next(iter(meld)).rank
            choices += [frozenset({c}) for c in held if c.rank == rank]
        return choices
    suit = next(iter(meld)).suit
    low = min(c.rank for c in meld)
    high = max(c.rank for c in meld)
    mine = {c.rank: c for c in held if c.suit == suit}
    below: list[list[Card]] = [[]]
    rank = low - 1
    while rank >= 1 and rank in mine:
        below.append(below[-1] + [mine[rank]])
        rank -= 1
    above: list[list[Card]] = [[]]
    rank = high + 1
    while rank <= 13 and rank in mine:
        above.append(above[-1] + [mine[rank]])
        rank += 1
    return [frozenset(b + a) for b in below for a in above]


def defender_deadwood(defender: CardSet, knocker_melds: Sequence[CardSet]) -> int:
    """The defender's least deadwood, its own melds and its layoffs chosen together."""
    best = min_deadwood(defender)
    for pick in product(*(layoff_choices(m, defender) for m in knocker_melds)):
        laid: set[Card] = set()
        clash = False
        for cards in pick:
            if laid & cards:
                clash = True
                break
            laid |= cards
        if not clash and laid:
            best = min(best, min_deadwood(defender - laid))
    return best


def unseen_places(layout: Sequence[CardSet], unseen: CardSet) -> int:
    """RULES.md two-player 7 (automatic layout): the layoff places the layout offers to
    cards the knocker has not seen: the missing fourth card of a set of three, the card
    just below and just above each run. RULES.md does not say how a card fitting two
    melds (4S onto 4C 4D 4H and onto 5S-8S) counts; it is counted once here, as the
    engine does, since a card can be laid off only once."""
    return sum(1 for card in unseen
               if any(layoff_choices(meld, frozenset({card})) != [frozenset()]
                      for meld in layout))


# --------------------------------------------------------------------------- one hand
def knock_limit(rules: RuleSet, upcard: Card) -> int:
    """RULES.md knocking 5 / Oklahoma / Straight: the knock limit of a hand."""
    if rules.straight:
        return 0
    if rules.oklahoma:
        return 0 if upcard.rank == 1 else min(upcard.rank, 10)
    return rules.knock_limit


def is_doubled(rules: RuleSet, upcard: Card) -> bool:
    """RULES.md Oklahoma: a spade upcard doubles every score of the hand."""
    return rules.oklahoma and upcard.suit.name == "SPADES"


@dataclass(frozen=True)
class Score:
    """What RULES.md two-player 8 says a showdown scores."""

    kind: str  # "knock", "gin", "big_gin", "undercut", "tie"
    winner: int | None
    points: int
    knocker_deadwood: int
    defender_deadwood: int
    bonus: int


def score_showdown(rules: RuleSet, knocker: int, defender: int, knocker_cards: CardSet,
                   defender_cards: CardSet, knocker_melds: Sequence[CardSet], *,
                   big_gin: bool, doubled: bool) -> Score:
    """RULES.md two-player 7-8 (and Oklahoma doubling): the score of a showdown, given the
    knocker's laid-down melds (the knocker's cards: ten, or eleven for big gin)."""
    assert all(is_meld(m) for m in knocker_melds)
    melded = frozenset().union(*knocker_melds) if knocker_melds else frozenset()
    assert melded <= knocker_cards
    kd = points(knocker_cards - melded)
    factor = 2 if doubled else 1
    if big_gin:
        assert kd == 0 and len(knocker_cards) == 11
        dd = min_deadwood(defender_cards)
        bonus = rules.big_gin_bonus
        return Score("big_gin", knocker, factor * (dd + bonus), 0, dd, factor * bonus)
    if kd == 0:
        dd = min_deadwood(defender_cards)
        bonus = rules.gin_bonus
        return Score("gin", knocker, factor * (dd + bonus), 0, dd, factor * bonus)
    dd = defender_deadwood(defender_cards, knocker_melds)
    if kd < dd:
        return Score("knock", knocker, factor * (dd - kd), kd, dd, 0)
    if kd == dd and not rules.equal_deadwood_is_undercut:
        return Score("tie", None, 0, kd, dd, 0)
    bonus = rules.undercut_bonus
    return Score("undercut", defender, factor * (kd - dd + bonus), kd, dd, factor * bonus)


# --------------------------------------------------------------------------- the match
@dataclass
class MatchBook:
    """The match state RULES.md says follows from the hands' results."""

    rules: RuleSet
    seats: int
    scores: list[int] = field(default_factory=list)
    hands_won: list[int] = field(default_factory=list)
    game_scores: list[list[int]] = field(default_factory=list)
    game_winners: list[int | None] = field(default_factory=lambda: [None, None, None])
    #: Hollywood: hands each seat won that were scored into each game.
    game_hands: list[list[int]] = field(default_factory=list)
    winner: int | None = None
    over: bool = False
    roles: tuple[int, int, int] | None = None  # (box, captain, sitting_out)

    def __post_init__(self) -> None:
        self.scores = [0] * self.seats
        self.hands_won = [0] * self.seats
        self.game_scores = [[0] * self.seats for _ in range(3)]
        self.game_hands = [[0] * self.seats for _ in range(3)]

    def hollywood_games(self, seat: int) -> tuple[int, ...]:
        """RULES.md Hollywood: a player's n-th won hand scores in games 1..min(n, 3), never
        in a game already won."""
        nth = self.hands_won[seat]
        return tuple(g for g in range(min(nth, 3)) if self.game_winners[g] is None)

    def record(self, winner: int | None, points_won: int) -> tuple[int, ...]:
        """Enter one hand's result; returns the Hollywood games it was scored into."""
        assert not self.over
        games: tuple[int, ...] = ()
        if winner is not None:
            self.hands_won[winner] += 1
            if self.rules.hollywood:
                games = self.hollywood_games(winner)
                for g in games:
                    self.game_scores[g][winner] += points_won
                    self.game_hands[g][winner] += 1
                    if self.game_scores[g][winner] >= self.rules.target:
                        self.game_winners[g] = winner
                self.scores[winner] += points_won
                if all(w is not None for w in self.game_winners):
                    self.over = True
                    self.winner = self.hollywood_winner()
            else:
                self.scores[winner] += points_won
                if self.scores[winner] >= self.rules.target:
                    self.over = True
                    self.winner = winner
        if self.roles is not None:
            self.rotate(winner)
        return games

    def hollywood_winner(self) -> int:
        """RULES.md Hollywood, Decision: more games won; on a tie, the higher total of the
        three game scores, each game's with its bonuses ("Extras": added at the end of
        the game, and part of its whole score)."""
        won = [sum(1 for w in self.game_winners if w == s) for s in range(self.seats)]
        sums = self.hollywood_totals()
        return max(range(self.seats), key=lambda s: (won[s], sums[s]))

    def hollywood_totals(self) -> list[int]:
        per_game = [self.game_total(self.game_scores[g], self.game_hands[g],
                                    self.game_winners[g]) for g in range(3)]
        return [sum(column) for column in zip(*per_game, strict=True)]

    def rotate(self, winner: int | None) -> None:
        """RULES.md three-hand 5."""
        assert self.roles is not None
        box, captain, sitter = self.roles
        if winner is None:
            return
        if winner == box:
            self.roles = (box, sitter, captain)
        else:
            self.roles = (captain, sitter, box)

    def totals(self) -> list[int]:
        """RULES.md "Extras": line bonus per hand won, game bonus to the winner, and the
        shutout doubling of the winner's whole game score. Hollywood (an interpretation:
        RULES.md does not say): each of the three games is a game, with the hands scored
        into it, and the totals are the sums over the games."""
        assert self.over and self.winner is not None
        if not self.rules.hollywood:
            return self.game_total(self.scores, self.hands_won, self.winner)
        return self.hollywood_totals()

    def game_total(self, scores: Sequence[int], hands: Sequence[int],
                   winner: int | None) -> list[int]:
        assert winner is not None
        totals = [s + self.rules.line_bonus * w for s, w in zip(scores, hands, strict=True)]
        totals[winner] += self.rules.game_bonus
        # "Whose opponent scored nothing": RULES.md does not say whether a line bonus
        # earned by 0-point wins is scoring. The engine's reading (scoring.py) is that it
        # is, so a loser with only 0-point wins spares the winner the doubling; followed.
        others = [t for seat, t in enumerate(totals) if seat != winner]
        if self.rules.shutout and all(t == 0 for t in others):
            totals[winner] *= 2
        return totals
