"""Each variant's scoring in one place: a ``ScoringPolicy`` per variant, chosen from the
rule set by ``policy_for`` (as python-chess gives each variant its own class).

The base class is the seeds' two-player scoring (RULES.md two-player 5, 8, 11 and the
"Extras"). A variant overrides a few hooks:

* ``OklahomaScoring``: the upcard sets the knock limit, a spade upcard doubles the hand;
* ``StraightScoring``: no knocking, only gin ends a hand;
* ``HollywoodScoring``: three games scored at once, the match winner by games won.

Hand-level and game-level variants combine (Hollywood Oklahoma is a class with both
parents). The policy holds no state: the match keeps its ``Scoreboard``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cache
from typing import ClassVar

from .cards import Card, Suit
from .events import Bonus, BonusKind, Event, GameDecided, HandResult, ResultKind
from .melds import Arrangement
from .rules import RuleSet

HOLLYWOOD_GAMES = 3


class LimitSource(StrEnum):
    """Where a hand's knock limit comes from (``ScoringPolicy.limit_source``)."""

    #: The rule set's knock limit, the same every hand (RULES.md two-player 5: 10, an option).
    RULES = "rules"
    #: Oklahoma: the first upcard's rank, hand by hand (an ace: gin only).
    UPCARD = "upcard"
    #: Straight Gin: no knocking at all, only gin ends a hand.
    NO_KNOCKING = "no-knocking"


@dataclass
class Scoreboard:
    """A match's running scores (the state the policies read and write)."""

    seat_count: int
    scores: list[int] = field(default_factory=list)
    hands_won: list[int] = field(default_factory=list)
    #: Hollywood: per game, per seat (all zero in other variants).
    game_scores: list[list[int]] = field(default_factory=list)
    game_winners: list[int | None] = field(default_factory=list)
    #: Hollywood: per game, per seat, the hands won that were scored into the game (its
    #: line bonus counts them).
    game_hands_won: list[list[int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.scores = [0] * self.seat_count
        self.hands_won = [0] * self.seat_count
        self.game_scores = [[0] * self.seat_count for _ in range(HOLLYWOOD_GAMES)]
        self.game_winners = [None] * HOLLYWOOD_GAMES
        self.game_hands_won = [[0] * self.seat_count for _ in range(HOLLYWOOD_GAMES)]

    @property
    def seats(self) -> range:
        return range(self.seat_count)


@dataclass(frozen=True, slots=True)
class Showdown:
    """What a showdown's score depends on (RULES.md two-player 8)."""

    knocker: int
    defender: int
    knocker_layout: Arrangement
    defender_layout: Arrangement
    big_gin: bool


class ScoringPolicy:
    """The seeds' scoring; subclasses are the variants. Build with ``policy_for``."""

    name: ClassVar[str] = "standard"
    #: What sets ``knock_limit``: a variant that sets it overrides both together.
    limit_source: ClassVar[LimitSource] = LimitSource.RULES

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules

    # ------------------------------------------------------------------- a hand
    def knock_limit(self, upcard: Card) -> int:
        """RULES.md two-player 5: the most deadwood a knock may leave."""
        return self.rules.knock_limit

    def doubled(self, upcard: Card) -> bool:
        """Whether every score of the hand is doubled."""
        return False

    def score_showdown(self, showdown: Showdown, *, hand_number: int, deal_number: int,
                       dealer: int, knock_limit: int, doubled: bool) -> HandResult:
        """RULES.md two-player 8: knock, undercut, gin, big gin; doubled where the hand is."""
        rules = self.rules
        kd = showdown.knocker_layout.deadwood_points
        dd = showdown.defender_layout.deadwood_points
        knocker, defender = showdown.knocker, showdown.defender
        winner: int | None
        if showdown.big_gin:
            kind, winner, bonus, points = ResultKind.BIG_GIN, knocker, rules.big_gin_bonus, dd
        elif kd == 0:
            kind, winner, bonus, points = ResultKind.GIN, knocker, rules.gin_bonus, dd
        elif kd < dd:
            kind, winner, bonus, points = ResultKind.KNOCK, knocker, 0, dd - kd
        elif kd == dd and not rules.equal_deadwood_is_undercut:
            kind, winner, bonus, points = ResultKind.TIE, None, 0, 0
        else:
            kind, winner, bonus, points = (ResultKind.UNDERCUT, defender,
                                           rules.undercut_bonus, kd - dd)
        factor = 2 if doubled else 1
        return HandResult(
            hand_number=hand_number, deal_number=deal_number, dealer=dealer, kind=kind,
            knocker=knocker, defender=defender, winner=winner,
            points=(points + bonus) * factor, knocker_deadwood=kd, defender_deadwood=dd,
            knock_limit=knock_limit, doubled=doubled,
            knocker_layout=showdown.knocker_layout,
            defender_layout=showdown.defender_layout, bonus=bonus * factor,
            wall=rules.wall)

    # ------------------------------------------------------------------- a game
    @property
    def game_count(self) -> int:
        return 1

    def record(self, board: Scoreboard, result: HandResult
               ) -> tuple[HandResult, list[Event]]:
        """Add a finished hand to ``board``; the result as recorded, and any events."""
        if result.winner is not None:
            board.hands_won[result.winner] += 1
            board.scores[result.winner] += result.points
        return result, []

    def match_winner(self, board: Scoreboard) -> int | None:
        """RULES.md two-player 11: the first to reach the target."""
        leaders = [s for s in board.seats if board.scores[s] >= self.rules.target]
        return leaders[0] if leaders else None

    def final_totals(self, board: Scoreboard, results: list[HandResult], winner: int
                     ) -> tuple[tuple[int, ...], tuple[Bonus, ...]]:
        """The totals with the end-of-game bonuses, and the bonuses."""
        bonuses: list[Bonus] = []
        totals = self.with_bonuses(board.scores, board.hands_won, winner, bonuses, 0)
        return tuple(totals), tuple(bonuses)

    def with_bonuses(self, scores: list[int], wins: list[int], winner: int,
                     bonuses: list[Bonus], game: int) -> list[int]:
        """RULES.md "Extras": a line bonus per hand won (0-point wins count), the game
        bonus, then a shutout doubles the whole game score, those bonuses included. The
        shutout asks whether the opponent's game score is nothing: a loser whose only wins
        were worth 0 points still has their line bonus, where one is played."""
        rules = self.rules
        totals = list(scores)
        if rules.line_bonus:
            for s, won in enumerate(wins):
                if won:
                    bonuses.append(Bonus(s, BonusKind.LINE, won * rules.line_bonus, game,
                                         hands=won))
                    totals[s] += won * rules.line_bonus
        if rules.game_bonus:
            bonuses.append(Bonus(winner, BonusKind.GAME, rules.game_bonus, game))
            totals[winner] += rules.game_bonus
        if rules.shutout and all(totals[s] == 0 for s in range(len(totals)) if s != winner):
            bonuses.append(Bonus(winner, BonusKind.SHUTOUT, totals[winner], game))
            totals[winner] *= 2
        return totals


class OklahomaScoring(ScoringPolicy):
    """RULES.md "Oklahoma Gin": the first upcard's rank sets the knock limit (an ace: gin
    only); a spade upcard doubles every score of the hand."""

    name = "oklahoma"
    limit_source = LimitSource.UPCARD

    def knock_limit(self, upcard: Card) -> int:
        # The upcard alone sets it: the knock limit option does not cap it.
        return 0 if upcard.rank == 1 else upcard.points

    def doubled(self, upcard: Card) -> bool:
        return upcard.suit is Suit.SPADES


class StraightScoring(ScoringPolicy):
    """RULES.md "Straight Gin": no knocking; only gin ends a hand."""

    name = "straight"
    limit_source = LimitSource.NO_KNOCKING

    def knock_limit(self, upcard: Card) -> int:
        return 0


class HollywoodScoring(ScoringPolicy):
    """RULES.md "Hollywood Gin": three games scored at once. A player's first won hand
    scores in game 1, the second in games 1 and 2, the third and later in all three; a
    won game is no longer scored into. The match ends when the three are decided; its
    winner won more of them (a tie: the higher total of the three game scores, each with
    its bonuses, as the "Extras" add them at the end of the game)."""

    name = "hollywood"

    @property
    def game_count(self) -> int:
        return HOLLYWOOD_GAMES

    def record(self, board: Scoreboard, result: HandResult
               ) -> tuple[HandResult, list[Event]]:
        result, events = super().record(board, result)
        winner = result.winner
        if winner is None:
            return result, events
        wins = board.hands_won[winner]
        games = tuple(g for g in range(min(wins, HOLLYWOOD_GAMES))
                      if board.game_winners[g] is None)
        for g in games:
            board.game_scores[g][winner] += result.points
            board.game_hands_won[g][winner] += 1
            if board.game_scores[g][winner] >= self.rules.target:
                board.game_winners[g] = winner
                events.append(GameDecided(g, winner))
        return replace(result, games=games), events

    def match_winner(self, board: Scoreboard) -> int | None:
        if any(w is None for w in board.game_winners):
            return None
        won = [board.game_winners.count(s) for s in board.seats]
        # The totals the match end shows: a tie of games goes to the higher of them.
        totals, _ = self._game_totals(board)
        return max(board.seats, key=lambda s: (won[s], totals[s]))

    def final_totals(self, board: Scoreboard, results: list[HandResult], winner: int
                     ) -> tuple[tuple[int, ...], tuple[Bonus, ...]]:
        """Each game gets its own bonuses (its winner, the hands won in it); the totals
        are summed over the games."""
        totals, bonuses = self._game_totals(board)
        return tuple(totals), tuple(bonuses)

    def _game_totals(self, board: Scoreboard) -> tuple[list[int], list[Bonus]]:
        """The three decided games' scores with their bonuses, summed per seat, and the
        bonuses."""
        bonuses: list[Bonus] = []
        totals = [0] * board.seat_count
        for g in range(HOLLYWOOD_GAMES):
            game_winner = board.game_winners[g]
            assert game_winner is not None
            game_totals = self.with_bonuses(board.game_scores[g], board.game_hands_won[g],
                                            game_winner, bonuses, g)
            totals = [a + b for a, b in zip(totals, game_totals, strict=True)]
        return totals, bonuses


@cache
def _policy_class(oklahoma: bool, straight: bool, hollywood: bool) -> type[ScoringPolicy]:
    bases: list[type[ScoringPolicy]] = []
    if hollywood:
        bases.append(HollywoodScoring)
    if straight:  # no knock whatever the upcard says
        bases.append(StraightScoring)
    if oklahoma:
        bases.append(OklahomaScoring)
    if not bases:
        return ScoringPolicy
    if len(bases) == 1:
        return bases[0]
    name = "".join(b.__name__.removesuffix("Scoring") for b in bases) + "Scoring"
    return type(name, tuple(bases), {"name": "+".join(b.name for b in bases)})


def policy_for(rules: RuleSet) -> ScoringPolicy:
    """The scoring of ``rules``' variant."""
    return _policy_class(rules.oklahoma, rules.straight, rules.hollywood)(rules)


__all__ = [
    "HOLLYWOOD_GAMES", "HollywoodScoring", "LimitSource", "OklahomaScoring", "Scoreboard",
    "ScoringPolicy", "Showdown", "StraightScoring", "policy_for",
]
