"""Review a hand: the person's decisions, each choice weighed by simulation from their view.

For a match (a save records every action, so any hand of it replays exactly) and a hand
number, :func:`review_hand` steps through the decisions the person made (take or pass the
upcard, stock or pile, which card to discard, knock or not). For each it weighs every legal
choice by simulation from that seat's *view* only: the hidden cards (the opponent's unknown
cards and the stock order) are dealt at random among the cards the seat has not seen, the
opponent's hand developed by as many greedy turns as it drew from the stock, and the hand is
played out with a quick policy for both sides. Every choice is scored on the same deals
(common random numbers), as points for the person in this hand. The review never uses what
the person could not know.

Where the person's choice lost more than ``threshold`` points against the best one, the
decision carries a :class:`Verdict`: the better move and why, as data (a code and values)
that :meth:`Verdict.reason` turns into one translatable sentence (context "Advice", like the
hints). With the game's hint (``hint=hinted_move``) the person's choice is measured against
the hinted move instead of the best one: the hint's move is never a mistake, nor behind
the best (``HandReview.behind_the_table``). A choice that may have cost more than the
threshold, or stand that far behind the best, is weighed again, every legal move, on new
deals (the best of a dozen moves on the first deals is mostly the luckiest). Everything
is seeded: the same match, hand and seed give the same review.

No Qt here: the game's review window and ``python -m gin_desktop.review`` share this module.

    python -m gin_desktop.review SAVE.json [--hand N] [--seat S] [--json]
"""

from __future__ import annotations

import contextlib
import importlib
import json
import math
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from gin_desktop.ai.advice import hint
from gin_desktop.ai.explain import extends, meld_holding
from gin_desktop.ai.handeval import bits_of
from gin_desktop.ai.reason import QT_TRANSLATE_NOOP, Reason
from gin_desktop.engine import (
    FULL_DECK, Action, ActionKind, Card, HandDealt, HandResult, Match, MoveKind, Phase, Role,
    RuleSet, SaveFileError, SaveProblem, SeatView, TwoPlayerMatch, deal_number_for, load_match,
    melds,
)
from gin_desktop.engine.cards import ALL_CARDS_MASK, cards_to_mask
from gin_desktop.engine.serialize import MAX_FILE_BYTES
from gin_desktop.cli import player_words
from gin_desktop.command_line import _Parser, speaking_parser
from gin_desktop.console import plain_console, shows

# Simulated games per choice. With common random numbers this separates choices a couple of
# points apart; bench/review.py times a whole hand at this setting.
DEFAULT_SAMPLES: Final = 24
# A choice that lost more than this many points (expected, against the best) is a mistake.
DEFAULT_THRESHOLD: Final = 3.0
# A choice that may be a mistake is weighed again, with the leading choices, on this many
# times the deals, round after round, until what it lost stands clear of the threshold by
# ``_SURE`` standard errors (of the differences deal by deal) or ``_CONFIRM_ROUNDS`` rounds
# are done: a verdict is then not a matter of which deals came up (bench/review.py's
# --seeds measures how often it still is).
_CONFIRM_FACTOR: Final = 3
_CONFIRM_ROUNDS: Final = 4
_CONFIRM_LEADERS: Final = 2
_SURE: Final = 2.5
# The opponent's first stock draws each become a greedy turn when its hand is sampled;
# later ones one in three (a real hand improves fast, then slowly).
_GREEDY_FULL: Final = 5
# A simulated game longer than this is called a draw: two quick policies can pass the same
# cards back and forth through the pile for ever, where people would not.
_MAX_TURNS: Final = 80

_POINTS: Final = tuple(c.points for c in FULL_DECK)


class ReviewError(ValueError):
    """A review that cannot be made: no such hand, a seat that is not in the match."""


class ReviewCancelled(Exception):
    """The caller's ``should_stop`` said stop; nothing is returned."""


# ------------------------------------------------------------------------ verdicts
# Why the better move was better, by code. Whole sentences (no trailing period), marked for
# ``make translations`` in the context "Advice" shared with the hints, so that the game's
# ``advice_text`` shows them in the player's language.
VERDICT_TEMPLATES: Final[dict[str, str]] = {
    #: A review of the person's move. {card}: a card, e.g. "7♥"; {meld}: a meld's cards.
    "take_gin": QT_TRANSLATE_NOOP("Advice", "Take the {card}: it gives you gin"),
    "take_meld": QT_TRANSLATE_NOOP("Advice", "Take the {card}: it makes the meld {meld}"),
    # The card lengthens a meld the hand held already (the hints' words, explain.py).
    "take_extends": QT_TRANSLATE_NOOP("Advice", "Take the {card}: it extends a meld to {meld}"),
    "take_better": QT_TRANSLATE_NOOP(
        "Advice", "Take the {card}: your hand is better with it than with a card you cannot "
                  "see"),
    # "pass" and "draw_stock": the review plays the hand out many times after each move
    # (_play_out) and compares the points; it weighs nothing else, so the words say that.
    "pass": QT_TRANSLATE_NOOP(
        "Advice", "Pass the {card}: in the games played out from here, your hand scored "
                  "more when you let it go than when you took it"),
    "pick_up_gin": QT_TRANSLATE_NOOP("Advice", "Pick up the {card}: it gives you gin"),
    "pick_up_meld": QT_TRANSLATE_NOOP("Advice",
                                      "Pick up the {card}: it makes the meld {meld}"),
    "pick_up_extends": QT_TRANSLATE_NOOP("Advice",
                                         "Pick up the {card}: it extends a meld to {meld}"),
    "pick_up_better": QT_TRANSLATE_NOOP(
        "Advice", "Pick up the {card}: your hand is better with it than with a card from the "
                  "stock"),
    "draw_stock": QT_TRANSLATE_NOOP(
        "Advice", "Draw from the stock: in the games played out from here, your hand scored "
                  "more with an unknown card from the stock than with the {card}"),
    "big_gin": QT_TRANSLATE_NOOP("Advice", "Call big gin: all eleven cards are in melds"),
    "go_gin": QT_TRANSLATE_NOOP("Advice",
                                "Go gin, discarding the {card}: every other card is melded"),
    #: {left}: points of deadwood, a number.
    "knock_now": QT_TRANSLATE_NOOP(
        "Advice", "Knock, discarding the {card}: with {left} deadwood you were likely to win "
                  "the hand now"),
    "hold_on": QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card} and hold on: a knock with {left} deadwood was likely to "
                  "be undercut"),
    #: {chosen}: the card the player discarded.
    "breaks_meld": QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card} instead: the {chosen} was part of the meld {meld}"),
    #: {left}, {chosen_left}: deadwood after the better and after the played discard.
    "less_deadwood": QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card} instead: it leaves {left} deadwood, not {chosen_left}"),
    "feeds_opponent": QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card} instead: the {chosen} goes with cards your opponent "
                  "took from the pile"),
    # Three-hand: the box plays against a team of two, so "your opponent" would name one
    # of two; the cards were taken by the hand across the table, named by its role.
    "feeds_captain": QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card} instead: the {chosen} goes with cards the captain "
                  "took from the pile"),
    "feeds_box": QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card} instead: the {chosen} goes with cards the box took "
                  "from the pile"),
    "keeps_chances": QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card} instead: it keeps better chances of new melds"),
}

# The one-line summary of a hand's review, by how many decisions cost points.
SUMMARY_TEMPLATES: Final[dict[str, str]] = {
    "none": QT_TRANSLATE_NOOP("Advice", "No decision cost you points worth mentioning"),
    #: Judged against the hint's moves, none cost points, but the table of simulated games
    #: puts another move clearly ahead at {count} decisions (1 or more): said, so that the
    #: heading and the table below it do not read as a contradiction.
    "none_against_hint": QT_TRANSLATE_NOOP(
        "Advice", "No decision cost you points against the hint's advice, though the "
                  "table, which tries each move in many simulated games, found a better "
                  "move at {count} of your decisions"),
    "one": QT_TRANSLATE_NOOP("Advice", "1 decision cost you about {points} points"),
    #: The one costly decision was the knock that won the hand (weighed blind to the
    #: defender's cards, it costs points on average).
    "one_knock_won": QT_TRANSLATE_NOOP(
        "Advice", "Your knock won this hand, but on average it costs about {points} points"),
    #: {count}: a number of decisions (2 or more).
    "many": QT_TRANSLATE_NOOP("Advice", "{count} decisions cost you about {points} points"),
    #: {count}: a number of costly decisions (2 or more), one of them the knock that won
    #: the hand (weighed blind to the defender's cards, it costs points on average).
    "many_knock_won": QT_TRANSLATE_NOOP(
        "Advice", "{count} decisions cost you about {points} points on average, among them "
                  "your knock, which won this hand"),
}

VerdictValue = int | Card | melds.Meld


@dataclass(frozen=True)
class Verdict:
    """The better move and why: ``code`` (a key of ``VERDICT_TEMPLATES``) and its values."""

    code: str
    better: Action
    values: tuple[tuple[str, VerdictValue], ...] = ()

    def reason(self) -> Reason:
        """The sentence, as a :class:`~gin_desktop.ai.Reason` the game translates."""
        return Reason(VERDICT_TEMPLATES[self.code], self.values)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "action": self.better.text(),
                "values": {k: _value_json(v) for k, v in self.values},
                "text": self.reason().text()}


def _value_json(value: VerdictValue) -> object:
    if isinstance(value, Card):
        return value.text()
    if isinstance(value, melds.Meld):
        return value.text()
    return value


# ----------------------------------------------------------------------- the results
@dataclass(frozen=True)
class Choice:
    """One legal move and the points the person could expect from it in this hand."""

    action: Action
    expected: float


@dataclass(frozen=True)
class Decision:
    """One of the person's decisions, weighed."""

    # 1-based, in the order of the hand.
    number: int
    # "upcard" (take or pass), "draw" (stock or pile) or "discard" (knocking included).
    kind: str
    # What the person saw when deciding.
    view: SeatView
    chosen: Action
    # Every legal move, best first.
    choices: tuple[Choice, ...]
    threshold: float
    verdict: Verdict | None
    # The move the game's hint recommended here, when the review was judged against it
    # (``evaluate(..., hinted=...)``): then it is the move to beat, never a mistake.
    hinted: Action | None = None
    # The melds the table showed of the hand (``evaluate(..., shown=...)``; None: its best
    # arrangement's): the verdict names them, and a review's hand row groups them.
    shown: tuple[melds.Meld, ...] | None = None

    @property
    def arrangement(self) -> melds.Arrangement:
        """The hand as the table showed it: its melds and deadwood."""
        if self.shown is None:
            return melds.best_arrangement(self.view.hand)
        return melds.arrangement_keeping(self.view.hand, self.shown)

    @property
    def best(self) -> Choice:
        return self.choices[0]

    @property
    def reference(self) -> Choice:
        """The move the person's choice is measured against: the hinted one if any, else
        the best of the simulated games."""
        if self.hinted is not None:
            return next(c for c in self.choices if c.action == self.hinted)
        return self.best

    @property
    def followed_hint(self) -> bool:
        return self.hinted is not None and self.chosen == self.hinted

    @property
    def chosen_choice(self) -> Choice:
        return next(c for c in self.choices if c.action is self.chosen)

    @property
    def loss(self) -> float:
        """Expected points the person's choice gave away against the reference move (the
        hinted one, or the best): 0 or more, and 0 when the hint was followed."""
        if self.followed_hint:
            return 0.0
        return max(0.0, self.reference.expected - self.chosen_choice.expected)

    @property
    def cost(self) -> int:
        """What the choice lost in whole points, as the review and the training bar say
        it ("cost about 4 points"): halves go up, so 4.5 reads as 5, as its table shows."""
        return math.floor(self.loss + 0.5)

    @property
    def is_mistake(self) -> bool:
        return self.verdict is not None

    def to_json(self) -> dict[str, Any]:
        view = self.view
        return {
            "number": self.number, "kind": self.kind,
            "hand": [c.text() for c in view.hand],
            "upcard": view.upcard.text() if view.upcard is not None else None,
            "stock": view.stock_count,
            "choices": [{"action": c.action.text(), "expected": round(c.expected, 2),
                         "chosen": c.action is self.chosen} for c in self.choices],
            "chosen": self.chosen.text(), "best": self.best.action.text(),
            "hinted": self.hinted.text() if self.hinted is not None else None,
            "loss": round(self.loss, 2), "mistake": self.is_mistake,
            "better": self.verdict.to_json() if self.verdict is not None else None,
        }


@dataclass(frozen=True)
class HandReview:
    """A hand's decisions, weighed, and what they cost."""

    hand_number: int
    deal_number: int
    seat: int
    decisions: tuple[Decision, ...]
    result: HandResult | None
    samples: int
    seed: int

    @property
    def mistakes(self) -> tuple[Decision, ...]:
        return tuple(d for d in self.decisions if d.is_mistake)

    def knock_won(self, decision: Decision) -> bool:
        """Whether ``decision`` was the knock that won this hand (``knock_won``)."""
        return knock_won(decision, self.result)

    @property
    def behind_the_table(self) -> tuple[Decision, ...]:
        """The decisions that are no mistake, judged against the hint's move, yet more
        than the threshold behind the best of the simulated games (never any without a
        hint). The hint's own move is never one: the hint is the review's judge, the
        simulated games only weigh what another move cost against it (their quick policy
        plays worse than the hint's level, docs/strength-history.md)."""
        return tuple(d for d in self.decisions if not d.is_mistake and not d.followed_hint
                     and d.best.expected - d.chosen_choice.expected > d.threshold)

    @property
    def points_lost(self) -> float:
        """What the mistakes cost, in expected points."""
        return sum(d.loss for d in self.mistakes)

    @property
    def total_loss(self) -> float:
        """What every decision gave away, small slips included (accuracy: per decision)."""
        return sum(d.loss for d in self.decisions)

    @property
    def cost(self) -> int:
        """What the mistakes cost in whole points: the sum of the costs each of them shows,
        so that "2 decisions cost you about 7 points" never sits above 3 and 3."""
        return sum(d.cost for d in self.mistakes)

    def summary(self) -> Reason:
        """"3 decisions cost you about 9 points", as a translatable sentence."""
        count = len(self.mistakes)
        points = self.cost
        if count == 0:
            behind = len(self.behind_the_table)
            # "No decision cost you points worth mentioning" above a table showing a move
            # five points behind the best read as a contradiction: the heading says what
            # it measured, and what the table found.
            if behind:
                return Reason.of(SUMMARY_TEMPLATES["none_against_hint"], count=behind)
            return Reason.of(SUMMARY_TEMPLATES["none"])
        # "1 decision cost you about 13 points" above "You win the hand" read as a wrong
        # sum when that decision was the winning knock, and so did "2 decisions cost you
        # about 20 points" with the knock among them: what it costs is an average.
        won = any(self.knock_won(d) for d in self.mistakes)
        if count == 1:
            return Reason.of(SUMMARY_TEMPLATES["one_knock_won" if won else "one"],
                             points=points)
        return Reason.of(SUMMARY_TEMPLATES["many_knock_won" if won else "many"],
                         count=count, points=points)

    def to_json(self) -> dict[str, Any]:
        return {
            "hand": self.hand_number, "deal_number": self.deal_number, "seat": self.seat,
            "samples": self.samples, "seed": self.seed,
            "decisions": [d.to_json() for d in self.decisions],
            "summary": {"decisions": len(self.decisions), "mistakes": len(self.mistakes),
                        "points_lost": round(self.points_lost, 2),
                        "loss_per_decision": round(
                            self.total_loss / len(self.decisions), 3) if self.decisions else 0,
                        "text": self.summary().text()},
        }


# ----------------------------------------------------------------------- replaying
@dataclass(frozen=True)
class DecisionPoint:
    """A decision as it was met: the seat's view and the action taken; ``shown``: the melds
    the table showed of the hand then (None: its best arrangement's)."""

    view: SeatView
    chosen: Action
    shown: tuple[melds.Meld, ...] | None = None


def replay(match: Match) -> Match:
    """A fresh copy of ``match`` at its start (same rules, seed and first dealer)."""
    if isinstance(match, TwoPlayerMatch):
        return type(match)(match.rules, match.seed, match.first_dealer,
                           deck_version=match.deck_version)
    return type(match)(match.rules, match.seed, deck_version=match.deck_version)


def snapshot(match: Match) -> Match:
    """A copy of ``match`` as it stands, for another thread to read while play goes on."""
    copy = replay(match)
    for action in match.actions:
        copy.apply(action)
    return copy


def hand_numbers(match: Match) -> list[int]:
    """The hands of ``match`` that have been dealt, first to last."""
    return list(range(1, match.hand_number + 1))


def decision_points(match: Match, hand_number: int, seat: int) -> list[DecisionPoint]:
    """The decisions ``seat`` made in hand ``hand_number`` of ``match`` (forced moves, such
    as the stock draw after both players passed, are left out)."""
    if seat not in match.seats:
        raise ReviewError(f"there is no seat {seat} in this match")
    if not 1 <= hand_number <= match.hand_number:
        raise ReviewError(f"there is no hand {hand_number}: the match has "
                          f"{match.hand_number} hand(s)")
    copy = replay(match)
    points: list[DecisionPoint] = []
    # The melds the table's row showed, followed as it follows them (``HandOrder``): the
    # deal's best arrangement, then at each change of the cards the least deadwood keeping
    # the melds shown, so that the words name the groups the player was looking at.
    shown: melds.Arrangement | None = None
    held: frozenset[Card] = frozenset()
    for action in match.actions:
        if copy.hand_number > hand_number:
            break
        if copy.hand_number == hand_number and copy.phase is not Phase.HAND_OVER:
            cards = copy.hand_of(seat)
            if shown is None or frozenset(cards) != held:
                held = frozenset(cards)
                shown = (melds.best_arrangement(cards) if shown is None
                         else melds.arrangement_keeping(cards, shown.melds))
            if copy.to_act == seat:
                view = copy.view(seat)
                if len(view.legal_actions) > 1:
                    points.append(DecisionPoint(view, action, shown.melds))
        copy.apply(action)
    return points


def knock_won(decision: Decision, result: HandResult | None) -> bool:
    """Whether ``decision`` was a knock that won its hand, ``result``: weighed blind to the
    defender's cards, such a knock may cost points on average, and the words say it won
    (the review, and training mode's mark as the hand ends)."""
    seat = decision.view.seat
    return (decision.chosen.kind is ActionKind.KNOCK and result is not None
            and result.knocker == seat and result.winner == seat)


def result_of(match: Match, hand_number: int) -> HandResult | None:
    return next((r for r in match.results if r.hand_number == hand_number), None)


# ----------------------------------------------------------------------- reviewing
def review_hand(match: Match, hand_number: int, seat: int, *,
                samples: int = DEFAULT_SAMPLES, seed: int = 0,
                threshold: float = DEFAULT_THRESHOLD,
                progress: Callable[[int, int], None] | None = None,
                should_stop: Callable[[], bool] | None = None,
                hint: Callable[[SeatView], Action] | None = None) -> HandReview:
    """Weigh every decision ``seat`` made in hand ``hand_number`` of ``match``.

    ``progress(done, total)`` is called after each decision; ``should_stop()`` is asked
    before each one, and when it says so the review stops with ``ReviewCancelled``. With
    ``hint`` (the game's hint, e.g. :func:`hinted_move`) each decision is judged against the
    move it recommends, as ``evaluate(..., hinted=...)`` does.
    """
    points = decision_points(match, hand_number, seat)
    done: list[Decision] = []
    total = len(points)
    if progress is not None:
        progress(0, total)
    for number, point in enumerate(points, 1):
        if should_stop is not None and should_stop():
            raise ReviewCancelled
        hinted = hint(point.view) if hint is not None else None
        done.append(evaluate(point.view, point.chosen, number=number, samples=samples,
                             seed=seed, threshold=threshold, should_stop=should_stop,
                             hinted=hinted, shown=point.shown))
        if progress is not None:
            progress(number, total)
    deal_number = deal_number_for(match.seed, hand_number, match.deck_version)
    return HandReview(hand_number, deal_number, seat,
                      tuple(done), result_of(match, hand_number), samples, seed)


def evaluate(view: SeatView, chosen: Action, *, number: int = 1,
             samples: int = DEFAULT_SAMPLES, seed: int = 0,
             threshold: float = DEFAULT_THRESHOLD,
             should_stop: Callable[[], bool] | None = None,
             hinted: Action | None = None,
             shown: Sequence[melds.Meld] | None = None) -> Decision:
    """Weigh every legal move in ``view`` (the person chose ``chosen``); ``should_stop`` is
    asked every few deals (``ReviewCancelled`` when it says so).

    ``hinted``: the move the game's hint recommends here. The person's choice is then judged
    against it, so that the hint and the verdict never disagree: following the hint is
    never a mistake, and another move is one only when the simulated games find it costs more
    than ``threshold`` against the hinted move, which the verdict then names as better.

    ``shown``: the melds the table showed of the hand, which the verdict's words keep
    where that costs nothing (None: the hand's best arrangement).
    """
    legal = view.legal_actions
    if chosen not in legal:
        raise ReviewError(f"{chosen} is not a legal move in this position")
    chosen = next(a for a in legal if a == chosen)
    hinted = next((a for a in legal if a == hinted), None) if hinted is not None else None
    start = _Start.of(view)
    salt = f"{seed}:{view.hand_number}:{view.dealer}:{len(view.history)}:{view.phase.value}"
    # Points per deal (doubled in a doubled hand, as the threshold is in points scored).
    factor = 2 if view.doubled else 1
    points = _weigh(start, legal, random.Random(f"review:{salt}"), samples, should_stop,
                    factor)

    def mean(action: Action) -> float:
        return sum(points[action]) / len(points[action])

    target = hinted if hinted is not None else max(legal, key=mean)

    def unsure() -> bool:
        """Whether a claim the review would make of the choice is not yet clear of the
        threshold: that it cost points against the target (the hinted move, else the
        best), and, judged against a hint, that the table's best is ahead of it."""
        pairs = [(target, chosen)] if chosen is not hinted and target is not chosen else []
        if hinted is not None:
            pairs.append((max(points, key=mean), chosen))
        for better, mine in pairs:
            if better is mine:
                continue
            loss, error = _paired_loss(points[better], points[mine])
            if abs(loss - threshold) <= _SURE * error or (not confirmed and loss > threshold):
                return True
        return False

    confirmed = False
    if unsure():
        # A mistake perhaps, or a move behind the table's best: every choice is weighed
        # again on new deals, so that luck in the first deals neither makes one nor hides
        # one. Only the new deals count: the first ones were picked for looking like it.
        # The best of a dozen choices on 24 deals is mostly the luckiest: judged so, the
        # hint's own move stood 3 points or more behind the best at a quarter of the
        # decisions of hands played as it advised, and at 2 of those 33 once weighed on
        # ten times the deals (seeds 0-11, the strong level against the person).
        again = list(legal)
        rng = random.Random(f"confirm:{salt}")
        for action in again:
            points[action] = []
        confirmed = True
        for _round in range(_CONFIRM_ROUNDS):
            extra = _weigh(start, again, rng, samples * _CONFIRM_FACTOR, should_stop, factor)
            for action in again:
                points[action] += extra[action]
            if hinted is None:
                target = max(again, key=mean)
            if not unsure():
                break
    scored = ranked([Choice(a, mean(a)) for a in legal], chosen, hinted)
    held = tuple(shown) if shown is not None else None
    decision = Decision(number, _kind_of(view), view, chosen, tuple(scored), threshold, None,
                        hinted, held)
    if decision.loss > threshold:
        decision = Decision(number, decision.kind, view, chosen, decision.choices, threshold,
                            verdict_for(view, chosen, decision.reference.action, shown),
                            hinted, held)
    return decision


def shown(expected: float) -> float:
    """``expected`` as the review shows it: to one decimal, halves away from zero. The
    order of the choices and the words about them go by this figure, the one a player
    compares."""
    tenths = math.floor(abs(expected) * 10 + 0.5) / 10
    return tenths if expected >= 0 else -tenths


def ranked(scored: Sequence[Choice], chosen: Action, hinted: Action | None = None
           ) -> list[Choice]:
    """``scored`` best first, by the figures shown (``shown``). Among moves showing the
    same figure the person's own choice comes first (a tie is no mistake, and the window
    calls it the best choice, so the table lists it first), then the hinted move, then
    the higher unrounded figure, then the engine's order of the legal moves. By the raw
    figures alone, +3.04 was listed above the person's +3.02, both shown as +3.0, under
    the words "The best choice"."""
    return sorted(scored, key=lambda c: (-shown(c.expected), c.action is not chosen,
                                         hinted is None or c.action != hinted,
                                         -c.expected))


def hinted_move(view: SeatView) -> Action:
    """The move the game's hint recommends in ``view`` (the strong level's first choice):
    pass it to :func:`review_hand` as ``hint`` to judge a hand as the hints did."""
    return hint(view).action


def _weigh(start: _Start, actions: Sequence[Action], rng: random.Random, samples: int,
           should_stop: Callable[[], bool] | None = None, factor: int = 1
           ) -> dict[Action, list[int]]:
    """The points of each action on each of ``samples`` deals (times ``factor``), the same
    deals for each, in the same order."""
    points: dict[Action, list[int]] = {a: [] for a in actions}
    for n, (opp, stock) in enumerate(_worlds(start, rng, samples)):
        if should_stop is not None and n % 4 == 3 and should_stop():
            raise ReviewCancelled
        for action in actions:
            points[action].append(factor * _play_out(start, action, opp, list(stock)))
    return points


def _paired_loss(better: Sequence[int], chosen: Sequence[int]) -> tuple[float, float]:
    """What ``chosen`` lost against ``better`` on the same deals: the mean difference and
    its standard error."""
    diffs = [a - b for a, b in zip(better, chosen, strict=True)]
    n = len(diffs)
    average = sum(diffs) / n
    if n < 2:
        return average, 0.0
    variance = sum((d - average) ** 2 for d in diffs) / (n - 1)
    return average, math.sqrt(variance / n)


def _kind_of(view: SeatView) -> str:
    if view.phase is Phase.UPCARD_OFFER:
        return "upcard"
    if view.phase is Phase.DRAW:
        return "draw"
    return "discard"


def verdict_for(view: SeatView, chosen: Action, better: Action,
                shown: Sequence[melds.Meld] | None = None) -> Verdict:
    """Why ``better`` beats ``chosen`` in ``view``, as a code and values; the melds it
    names keep those ``shown`` (the table's, None: the hand's best arrangement)."""
    if shown is None:
        shown = melds.best_arrangement(view.hand).melds
    hand = cards_to_mask(view.hand)
    kind = better.kind
    top = view.upcard
    if kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD) and top is not None:
        prefix = "take" if kind is ActionKind.TAKE_UPCARD else "pick_up"
        with_top = hand | 1 << top.index
        if min(melds.deadwood_points(with_top ^ b) for b in bits_of(hand)) == 0:
            return Verdict(f"{prefix}_gin", better, (("card", top),))
        meld = meld_holding(_cards(with_top), top, shown)
        if meld is not None:
            what = "extends" if extends(meld, top) else "meld"
            return Verdict(f"{prefix}_{what}", better, (("card", top), ("meld", meld)))
        return Verdict(f"{prefix}_better", better, (("card", top),))
    if kind in (ActionKind.PASS_UPCARD, ActionKind.DRAW_STOCK) and top is not None:
        code = "pass" if kind is ActionKind.PASS_UPCARD else "draw_stock"
        return Verdict(code, better, (("card", top),))
    if kind is ActionKind.BIG_GIN:
        return Verdict("big_gin", better)
    card = better.card
    assert card is not None
    left = melds.deadwood_points(hand ^ 1 << card.index)
    if kind is ActionKind.KNOCK:
        if left == 0:
            return Verdict("go_gin", better, (("card", card),))
        return Verdict("knock_now", better, (("card", card), ("left", left)))
    # A discard was better.
    played = chosen.card
    assert played is not None
    if chosen.kind is ActionKind.KNOCK:
        played_left = melds.deadwood_points(hand ^ 1 << played.index)
        return Verdict("hold_on", better, (("card", card), ("left", played_left)))
    meld = meld_holding(_cards(hand ^ 1 << card.index), played, shown)
    if meld is not None:
        return Verdict("breaks_meld", better, (("card", card), ("chosen", played),
                                               ("meld", meld)))
    chosen_left = melds.deadwood_points(hand ^ 1 << played.index)
    if chosen_left > left:
        return Verdict("less_deadwood", better, (("card", card), ("left", left),
                                                 ("chosen_left", chosen_left)))
    if _goes_with(played, cards_to_mask(view.opponent_known)):
        return Verdict(_feeds(view), better, (("card", card), ("chosen", played)))
    return Verdict("keeps_chances", better, (("card", card),))


def _feeds(view: SeatView) -> str:
    """The verdict code for a discard that goes with the other hand's pile cards: that
    hand named by its role in the three-hand game, "your opponent" in the two-player one."""
    if not view.roles:
        return "feeds_opponent"
    return "feeds_box" if view.roles[view.opponent] is Role.BOX else "feeds_captain"


def _goes_with(card: Card, known: int) -> bool:
    """Whether ``card`` is beside or of the same rank as a card of ``known``."""
    for other in _cards(known):
        if other.rank == card.rank or (other.suit is card.suit
                                       and abs(other.rank - card.rank) <= 2):
            return True
    return False


# ----------------------------------------------------------------------- simulation
@dataclass(frozen=True)
class _Start:
    """The position of a decision, as card masks."""

    mine: int
    top: int
    unseen: int
    opp_known: int
    opp_unknown: int
    opp_stock_draws: int
    stock_count: int
    limit: int
    rules: RuleSet
    # In the upcard offer: the person passes first, so the opponent is offered it next.
    first_to_pass: bool

    @staticmethod
    def of(view: SeatView) -> _Start:
        mine = cards_to_mask(view.hand)
        pile = cards_to_mask(view.discard_pile)
        known = cards_to_mask(view.opponent_known)
        draws = sum(1 for m in view.history
                    if m.seat == view.opponent and m.kind is MoveKind.STOCK)
        passes = sum(1 for m in view.history if m.kind is MoveKind.PASS)
        return _Start(
            mine=mine, top=1 << view.upcard.index if view.upcard is not None else 0,
            unseen=ALL_CARDS_MASK & ~mine & ~pile & ~known, opp_known=known,
            opp_unknown=max(0, view.opponent_card_count - len(view.opponent_known)),
            opp_stock_draws=draws, stock_count=view.stock_count, limit=view.knock_limit,
            rules=view.rules, first_to_pass=passes == 0)


def _worlds(start: _Start, rng: random.Random, samples: int
            ) -> Iterator[tuple[int, tuple[int, ...]]]:
    """``samples`` deals of the hidden cards: (the opponent's hand, the stock, top last).

    The opponent's unknown cards are dealt from the unseen ones, then improved by a greedy
    turn for each stock draw it made (draw an unseen card, throw back the card that leaves
    least deadwood), never dropping a card it is known to hold.
    """
    pool = bits_of(start.unseen)
    k = min(start.opp_unknown, len(pool))
    draws = start.opp_stock_draws
    if draws > _GREEDY_FULL:
        draws = _GREEDY_FULL + (draws - _GREEDY_FULL) // 3
    extra = max(0, min(draws, len(pool) - k))
    for _ in range(samples):
        drawn = rng.sample(pool, k + extra)
        hand = start.opp_known
        for b in drawn[:k]:
            hand |= b
        for b in drawn[k:]:
            hand |= b
            hand ^= _best_discard(hand, start.opp_known)[0]
        rest = bits_of(start.unseen & ~hand)
        rng.shuffle(rest)
        yield hand, tuple(rest[:start.stock_count])


def _play_out(start: _Start, action: Action, opp: int, stock: list[int]) -> int:
    """Points for the person (negative: for the opponent) when ``action`` is played, then
    the hand to its end with the quick policy for both sides."""
    rules = start.rules
    me = start.mine
    top = start.top
    kind = action.kind
    if kind is ActionKind.KNOCK:
        assert action.card is not None
        return _showdown(me ^ 1 << action.card.index, opp, rules)
    if kind is ActionKind.BIG_GIN:
        return _showdown(me, opp, rules, big_gin=True)
    if kind is ActionKind.DISCARD:
        assert action.card is not None
        top = 1 << action.card.index
        if len(stock) <= rules.wall:
            return 0
        return _alternate(me ^ top, opp, top, 1, stock, start)
    if kind is ActionKind.PASS_UPCARD:
        if not start.first_to_pass:  # both passed: the non-dealer draws from the stock
            return _alternate(me, opp, top, 1, stock, start, first_draw="stock")
        if _wants(opp, top):  # the upcard is offered to the opponent, who takes it
            return _alternate(me, opp, top, 1, stock, start, first_draw="pile")
        return _alternate(me, opp, top, 0, stock, start, first_draw="stock")
    # Take the upcard, or draw from the pile or the stock.
    return _alternate(me, opp, top, 0, stock, start,
                      first_draw="stock" if kind is ActionKind.DRAW_STOCK else "pile")


def _alternate(me: int, opp: int, top: int, turn: int, stock: list[int], start: _Start,
               first_draw: str | None = None) -> int:
    """Turns from ``turn`` (0: the person, 1: the opponent) to the hand's end; the first
    turn draws from ``first_draw`` ("pile" or "stock") when given, as the policy likes
    otherwise."""
    rules = start.rules
    hands = [me, opp]
    for _ in range(_MAX_TURNS):
        hand = hands[turn]
        from_pile = _wants(hand, top) if first_draw is None else first_draw == "pile"
        first_draw = None
        played = _turn(hand, top, from_pile, stock, rules, start.limit)
        if played is None:
            return 0
        hands[turn], top, knocked, big = played
        if knocked:
            points = _showdown(hands[turn], hands[1 - turn], rules, big_gin=big)
            return points if turn == 0 else -points
        if len(stock) <= rules.wall:
            return 0
        turn ^= 1
    return 0


def _wants(hand: int, top: int) -> bool:
    """The quick policy takes the pile's top card when it would lie in a meld (it lowers
    the deadwood by less than its own points only by being melded)."""
    if not top:
        return False
    return (melds.deadwood_points(hand | top)
            < melds.deadwood_points(hand) + _POINTS[top.bit_length() - 1])


def _turn(hand: int, top: int, from_pile: bool, stock: list[int], rules: RuleSet,
          limit: int) -> tuple[int, int, bool, bool] | None:
    """Draw (the pile's top or the stock's), then call big gin (where the rules play it
    and all eleven cards meld), or knock or discard the card that leaves least deadwood:
    (the hand after it, the card now on the pile, knocked, big gin). None: the stock is
    empty."""
    if from_pile:
        hand |= top
        blocked = 0 if rules.allow_discard_of_drawn_upcard else top
    else:
        if not stock:
            return None
        hand |= stock.pop()
        blocked = 0
    if rules.big_gin and melds.deadwood_points(hand) == 0:
        # Big gin scores its own bonus (RULES.md two-player 6, 8): a simulated game that went
        # gin instead weighed the choices of a big-gin game by the plain gin bonus.
        return hand, top, True, True
    discard, left = _best_discard(hand, blocked)
    return hand ^ discard, discard, left <= limit, False


# Memos of the simulated games' two costly questions. The choices of a decision are played
# out on the same deals, where the same hands come up again and again (the opponent's
# turns, above all). Bounded: cleared when full.
_DISCARDS: dict[tuple[int, int], tuple[int, int]] = {}
_LAYOUTS: dict[int, melds.Arrangement] = {}
_MEMO_LIMIT: Final = 50_000


def _best_discard(hand: int, blocked: int) -> tuple[int, int]:
    """(the card to throw, the deadwood left): least deadwood, then the highest card."""
    key = (hand, blocked)
    found = _DISCARDS.get(key)
    if found is None:
        if len(_DISCARDS) > _MEMO_LIMIT:
            _DISCARDS.clear()
        found = _DISCARDS[key] = _find_best_discard(hand, blocked)
    return found


def _find_best_discard(hand: int, blocked: int) -> tuple[int, int]:
    # A card that could lie in no meld is deadwood in every layout, so throwing it leaves
    # the deadwood less its points: only the few meldable cards need a meld search.
    total = melds.deadwood_points(hand)
    meldable = _meldable(hand)
    best_bit = 0
    best_key = (999, 0)
    mask = hand & ~blocked
    while mask:
        b = mask & -mask
        mask ^= b
        points = _POINTS[b.bit_length() - 1]
        left = melds.deadwood_points(hand ^ b) if b & meldable else total - points
        key = (left, -points)
        if key < best_key:
            best_key = key
            best_bit = b
    return best_bit, best_key[0]


_SUIT = 0x1FFF
_SPREAD = 1 | 1 << 13 | 1 << 26 | 1 << 39


def _meldable(hand: int) -> int:
    """The cards of ``hand`` that lie in some set or run made of its cards."""
    out = 0
    for shift in (0, 13, 26, 39):
        m = hand >> shift & _SUIT
        if m:
            # A card with two neighbours below, one on each side, or two above.
            run = m & ((m << 1 & m << 2) | (m << 1 & m >> 1) | (m >> 1 & m >> 2))
            out |= (run & _SUIT) << shift
    s0, s1, s2, s3 = (hand & _SUIT, hand >> 13 & _SUIT, hand >> 26 & _SUIT, hand >> 39)
    three = (s0 & s1 & (s2 | s3)) | ((s0 | s1) & s2 & s3)
    return out | (three * _SPREAD & hand)


def _showdown(knocker: int, defender: int, rules: RuleSet, *, big_gin: bool = False) -> int:
    """Points to the knocker (negative: the defender scores), RULES.md two-player 7-8.

    The knocker lays out as the engine does (fewest layoff places for unseen cards; here
    every card outside its hand stands in for those), the defender lays off onto it.
    """
    layout = _LAYOUTS.get(knocker)
    if layout is None:
        if len(_LAYOUTS) > _MEMO_LIMIT:
            _LAYOUTS.clear()
        layout = _LAYOUTS[knocker] = melds.knocker_layout(_cards(knocker),
                                                          ALL_CARDS_MASK & ~knocker)
    kd = layout.deadwood_points
    if big_gin:
        return melds.deadwood_points(defender) + rules.big_gin_bonus
    if kd == 0:
        return melds.deadwood_points(defender) + rules.gin_bonus
    dd = melds.best_arrangement(_cards(defender), onto=layout.melds).deadwood_points
    if kd < dd:
        return dd - kd
    if kd == dd and not rules.equal_deadwood_is_undercut:
        return 0
    return -(kd - dd + rules.undercut_bonus)


def _cards(mask: int) -> list[Card]:
    return [FULL_DECK[b.bit_length() - 1] for b in bits_of(mask)]


# ----------------------------------------------------------------------- saves
@dataclass(frozen=True)
class LoadedReview:
    """A save read for reviewing: the match and the person's seat (from the app's setup)."""

    match: Match
    seat: int


def read_save(path: Path) -> LoadedReview:
    """Load a save (``SaveFileError`` says what is wrong); the seat is the person's."""
    try:
        with path.open("rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise SaveFileError(f"{path} could not be read ({exc.strerror or exc})",
                            SaveProblem.UNREADABLE) from None
    match, extra = load_match(data)
    return LoadedReview(match, person_seat(match, extra))


def person_seat(match: Match, extra: dict[str, Any]) -> int:
    """The seat the save's setup gives the person (seat 0 when it names none)."""
    setup = extra.get("setup")
    if isinstance(setup, dict):
        seat = setup.get("human_seat")
        if isinstance(seat, int) and not isinstance(seat, bool) and seat in match.seats:
            return seat
    return 0


def default_hand(match: Match) -> int:
    """The hand a review looks at when none is named: the last one finished (or the one
    being played, before any is)."""
    return match.results[-1].hand_number if match.results else match.hand_number


def sat_out(match: Match, hand_number: int, seat: int) -> bool:
    """Whether ``seat`` sat hand ``hand_number`` out (three-hand): it held no cards and
    made no decision of its own, so a review of that hand has nothing to weigh."""
    # From the end: the hand asked about is the current one or the one before, mostly.
    dealt = next((e for e in reversed(match.events)
                  if isinstance(e, HandDealt) and e.hand_number == hand_number), None)
    return dealt is not None and seat not in (dealt.dealer, dealt.non_dealer)


# ----------------------------------------------------------------------- command line
def _format_text(review: HandReview) -> str:
    lines = [f"Hand {review.hand_number} (deal #{review.deal_number}), seat {review.seat}: "
             f"{len(review.decisions)} decision(s), {review.samples} simulated games per choice"]
    for d in review.decisions:
        view = d.view
        upcard = f", pile top {view.upcard}" if view.upcard is not None else ""
        lines.append(f"\n{d.number}. {d.kind}: hand {' '.join(c.text() for c in view.hand)}"
                     f"{upcard}, stock {view.stock_count}")
        for c in d.choices:
            mark = "  <- you" if c.action is d.chosen else ""
            lines.append(f"   {c.action.text():<14} {c.expected:+7.2f}{mark}")
        if d.verdict is not None:
            lines.append(f"   lost {d.loss:.1f}: {d.verdict.reason().text()}")
        elif d.loss > 0:
            lines.append(f"   lost {d.loss:.1f} (within {d.threshold:g})")
    lines.append(f"\n{review.summary().text()}.")
    return "\n".join(lines)


_PROG: Final = "python -m gin_desktop.review"


def _parser() -> _Parser:
    parser = speaking_parser(_PROG, QT_TRANSLATE_NOOP(
        "GinDesktop", "Review the person's decisions in one hand of a saved match: every "
        "legal choice weighed by simulation from their view, in expected points."))
    parser.add_argument("save", type=Path, metavar=QT_TRANSLATE_NOOP("GinDesktop", "SAVE"),
                        help=QT_TRANSLATE_NOOP("GinDesktop", "a saved match (JSON)"))
    parser.add_argument("--hand", type=int, default=None, metavar="N", help=QT_TRANSLATE_NOOP(
        "GinDesktop", "the hand to review (default: the last one finished)"))
    parser.add_argument("--seat", type=int, default=None, metavar="S", help=QT_TRANSLATE_NOOP(
        "GinDesktop", "whose decisions (default: the person's seat in the save)"))
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES, metavar="N",
                        help=QT_TRANSLATE_NOOP(
                            "GinDesktop", "simulated games per choice (default %(default)s)"))
    parser.add_argument("--seed", type=int, default=0, metavar="N", help=QT_TRANSLATE_NOOP(
        "GinDesktop", "seed of the simulated games"))
    parser.add_argument("--threshold", type=float, default=DEFAULT_THRESHOLD, metavar="X",
                        help=QT_TRANSLATE_NOOP(
                            "GinDesktop", "points lost that make a mistake (default "
                            "%(default)g)"))
    parser.add_argument("--json", action="store_true",
                        help=QT_TRANSLATE_NOOP("GinDesktop", "print JSON"))
    parser.add_argument("--lang", metavar=QT_TRANSLATE_NOOP("GinDesktop", "CODE"),
                        help=QT_TRANSLATE_NOOP(
                            "GinDesktop", "the review's language, e.g. es (default: the "
                            "game's)"))
    return parser


def _words() -> Any:
    """``gin_desktop.app.review_words``, which words the review in the player's language;
    None where Qt cannot load (the review is then printed in English)."""
    try:
        return importlib.import_module("gin_desktop.app.review_words")
    except ImportError:
        return None


def main(argv: Sequence[str] | None = None) -> int:
    plain_console()
    args_in = list(sys.argv[1:] if argv is None else argv)
    parser = _parser()
    parser.words = lambda: player_words(args_in)
    args = parser.parse_args(args_in)
    if args.samples < 1:
        parser.refuse(QT_TRANSLATE_NOOP("GinDesktop", "--samples must be 1 or more"))
    words = None if args.json else _words()
    with words.speaking(args.lang) if words is not None else contextlib.nullcontext():
        try:
            loaded = read_save(args.save)
            seat = loaded.seat if args.seat is None else args.seat
            hand = default_hand(loaded.match) if args.hand is None else args.hand
            refused = words.choice_refusal(loaded.match, hand, seat) if words else None
            if refused is not None:
                print(f"review: {refused}", file=sys.stderr)
                return 2
            result = review_hand(loaded.match, hand, seat, samples=args.samples,
                                 seed=args.seed, threshold=args.threshold)
        except (SaveFileError, ReviewError) as exc:
            said = words.save_refusal(exc, args.save) if words is not None and isinstance(
                exc, SaveFileError) else str(exc)
            print(f"review: {said}", file=sys.stderr)
            return 2
        if args.json:
            print(json.dumps(result.to_json(), indent=1))
        else:
            # The suits' signs where the console shows them, else the cards' names: "10?"
            # would leave the player guessing the suit.
            print(words.review_text(result, cards_in_words=not shows(sys.stdout, "♣♦♥♠"))
                  if words is not None else _format_text(result))
    return 0


__all__ = [
    "DEFAULT_SAMPLES", "DEFAULT_THRESHOLD", "SUMMARY_TEMPLATES", "VERDICT_TEMPLATES",
    "Choice", "Decision", "DecisionPoint", "HandReview", "LoadedReview", "ReviewCancelled",
    "ReviewError", "Verdict", "decision_points", "default_hand", "evaluate", "hand_numbers",
    "knock_won", "main", "person_seat", "ranked", "read_save", "replay", "review_hand",
    "sat_out", "shown", "snapshot",
    "verdict_for",
]

if __name__ == "__main__":
    sys.exit(main())
