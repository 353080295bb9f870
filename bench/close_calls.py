"""``expert``'s close calls, each played both ways on the true deal: ``python
bench/close_calls.py [--games N] [--seed S] [--opponent standard] [--window W] [--jobs J]``.

Plays N seeded games of ``expert`` against the opponent (``--rules eaai``, the arena's
deals for ``--seed``, ``expert`` seat A). At each of its decisions that is a close call
it copies the match and both players and plays the hand to its end twice: once with the
choice ``expert`` made, once with the runner-up. The copies share the deal (the hidden
hand and the stock's order), so the difference between the two hands' points is what
the choice itself did, with far less noise than two arena runs over whole matches.

Close calls are:
- ``discard``: the two best discards, valued within ``--window`` of each other;
- ``pile``: the pile's top card or the stock, within ``--window``;
- ``upcard (dealer)``, ``upcard (non-dealer)``: take or pass the upcard, within
  ``--window``;
- ``knock``: a knock short of gin against the best discard (holding on), whichever
  was chosen.

Prints, by kind and by the opponent's draws so far, how many calls there were and by how
many points per call the choice made beat the runner-up (a negative mean says the
runner-up was better there), with its standard error; then the same by the model's
margin for the pile and upcard calls. ``expert`` does not look at the copies: its
decisions are those of the arena. Measurement only: the copies play out the hidden
deal, which no strategy can.
"""

from __future__ import annotations

import argparse
import copy
import math
import statistics
import sys
from collections import defaultdict
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gin_desktop.ai import make_strategy  # noqa: E402
from gin_desktop.ai.expert import ExpertStrategy  # noqa: E402
from gin_desktop.ai.handeval import deadwood  # noqa: E402
from gin_desktop.ai.knowledge import Knowledge, knowledge_of  # noqa: E402
from gin_desktop.arena import match_seed, strategy_seed  # noqa: E402
from gin_desktop.engine import Action, ActionKind, Phase, RuleSet, decisions, new_match  # noqa: E402

RULES = RuleSet.preset("eaai")
#: The opponent's draws so far, in the bands the table prints.
DRAW_BANDS = ((0, 2), (3, 5), (6, 8), (9, 99))
#: The model's margin for the pile and upcard calls (positive: it prefers the take).
MARGIN_BANDS = ((-99.0, -2.0), (-2.0, -1.0), (-1.0, 0.0), (0.0, 1.0), (1.0, 2.0), (2.0, 99.0))


@dataclass(frozen=True, slots=True)
class Call:
    """One close call played both ways."""

    kind: str
    opp_draws: int
    #: The model's margin for taking the pile's card over the stock (pile and upcard).
    take_margin: float
    #: The hand's points to ``expert`` with its choice, less those with the runner-up.
    gain: float
    #: Whether the choice made was the take (pile and upcard) or the knock (knock).
    chose_take: bool


def hand_points(match: Any, players: dict[int, Any], seat: int, action: Action) -> int:
    """Apply ``action`` for ``seat``, play the hand out; its points to ``seat``."""
    match.apply(action, seat)
    hand = match.hand
    while hand.result is None:
        view = match.view(hand.to_act)
        legal = view.legal_actions
        match.apply(legal[0] if len(legal) == 1 else players[view.seat].choose(view),
                    view.seat)
    result = hand.result
    if result.winner is None:
        return 0
    points = int(result.points)
    return points if result.winner == seat else -points


def close_call(view: Any, know: Knowledge, ranked: list[tuple[Action, float]],
               window: float) -> tuple[str, Action, Action, float] | None:
    """(kind, the choice, the runner-up, the take's margin) if ``view`` is a close call."""
    chosen = ranked[0][0]
    if view.phase in (Phase.DRAW, Phase.UPCARD_OFFER):
        if len(ranked) < 2 or abs(ranked[0][1]) >= window:
            return None
        take = next((a for a, _v in ranked
                     if a.kind in (ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD)), None)
        if take is None:
            return None
        margin = dict(ranked)[take]
        if view.phase is Phase.DRAW:
            kind = "pile"
        else:
            kind = "upcard (dealer)" if view.player == view.dealer else "upcard (non-dealer)"
        return kind, chosen, ranked[1][0], margin
    if view.phase is not Phase.DISCARD:
        return None
    discards = [(a, v) for a, v in ranked if a.kind is ActionKind.DISCARD]
    mine = know.mine
    knocks = [(deadwood(mine ^ (1 << a.card.index)), a) for a, _v in ranked
              if a.kind is ActionKind.KNOCK and a.card is not None]
    if knocks and discards:
        knocked_deadwood, knock = min(knocks, key=lambda pair: pair[0])
        if knocked_deadwood > 0:
            other = knock if chosen.kind is ActionKind.DISCARD else discards[0][0]
            return "knock", chosen, other, 0.0
    if (chosen.kind is ActionKind.DISCARD and len(discards) >= 2
            and discards[0][1] - discards[1][1] < window):
        return "discard", chosen, discards[1][0], 0.0
    return None


def calls_of_game(args: tuple[int, int, str, float]) -> list[Call]:
    seed, index, opponent, window = args
    seat = index % 2  # the arena's seat for side A
    match = new_match(RULES, match_seed(seed, index, True))
    expert = ExpertStrategy(seed=strategy_seed(seed, index, 0))
    players = {seat: expert, 1 - seat: make_strategy(opponent, seed=strategy_seed(seed, index, 1))}
    calls: list[Call] = []
    for view in decisions(match):
        legal = view.legal_actions
        if len(legal) == 1:
            match.apply(legal[0], view.seat)
            continue
        if view.seat != seat:
            match.apply(players[view.seat].choose(view), view.seat)
            continue
        ranked = expert.rank(view)
        know = knowledge_of(view)
        found = close_call(view, know, ranked, window)
        if found is not None:
            kind, chosen, other, margin = found
            made, other_points = (hand_points(*copy.deepcopy((match, players)), seat, action)
                                  for action in (chosen, other))
            took = chosen.kind in (ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD,
                                   ActionKind.KNOCK)
            calls.append(Call(kind, know.opp_draws, margin, float(made - other_points), took))
        match.apply(ranked[0][0], view.seat)
    return calls


def summary(gains: list[float]) -> str:
    """Count, mean and the mean's standard error of ``gains``."""
    n = len(gains)
    error = statistics.stdev(gains) / math.sqrt(n) if n > 1 else 0.0
    return f"{n:6d} {statistics.fmean(gains):+8.2f} {error:6.2f}"


def report(calls: list[Call]) -> str:
    lines = [f"{'kind':22s} {'opp. draws':>10s} {'calls':>6s} {'ahead':>8s} {'s.e.':>6s}"]
    by_kind: dict[str, list[Call]] = defaultdict(list)
    for call in calls:
        by_kind[call.kind].append(call)
    for kind in sorted(by_kind):
        group = by_kind[kind]
        lines.append(f"{kind:22s} {'all':>10s} {summary([c.gain for c in group])}")
        for low, high in DRAW_BANDS:
            band = [c.gain for c in group if low <= c.opp_draws <= high]
            if band:
                label = f"{low}-{high}" if high < 99 else f"{low}+"
                lines.append(f"{'':22s} {label:>10s} {summary(band)}")
    lines.append("")
    lines.append("Take or pass, by the model's margin for the take (the take's points less "
                 "the other's):")
    lines.append(f"{'kind':22s} {'margin':>10s} {'calls':>6s} {'take':>8s} {'s.e.':>6s}")
    for kind in sorted(k for k in by_kind if k != "discard" and k != "knock"):
        for below, above in MARGIN_BANDS:
            band = [c.gain if c.chose_take else -c.gain for c in by_kind[kind]
                    if below <= c.take_margin < above]
            if band:
                label = f"{below:+.0f}..{above:+.0f}"
                lines.append(f"{kind:22s} {label:>10s} {summary(band)}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponent", default="standard")
    parser.add_argument("--window", type=float, default=3.0,
                        help="a call is close when the two values are within this")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    work = [(args.seed, index, args.opponent, args.window) for index in range(args.games)]
    if args.jobs > 1:
        with Pool(args.jobs) as pool:
            per_game = pool.map(calls_of_game, work, chunksize=1)
    else:
        per_game = [calls_of_game(item) for item in work]
    calls = [c for game in per_game for c in game]
    print(f"expert against {args.opponent}, {args.games} games, seed {args.seed}, "
          f"rules eaai, window {args.window}: points per call by which the choice made "
          "beat the runner-up")
    print(report(calls))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
