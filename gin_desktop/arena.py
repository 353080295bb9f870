"""The headless arena: whole games between two strategies, and the statistics that say
which is stronger.

    python -m gin_desktop.arena expert standard --games 1000 --seed 1 --rules eaai --jobs 2 --json

Games come in pairs that share a match seed (so the same deals) with the seats swapped,
so each strategy deals first once and neither is favoured by the cards. Strategies see
only their seat's view (``Match.view``). Everything is seeded: a run replays exactly.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from gin_desktop.ai import StrategyLoadError, load_strategy_class, make_strategy
from gin_desktop.engine import PRESET_NAMES, ResultKind, RuleSet, decisions, new_match

#: A game longer than this many hands is stopped and counted as won by the leader.
MAX_HANDS = 500
#: RULES.md has no limit on turns that draw from the pile, so two strategies could pass
#: the same cards back and forth for ever; a hand this long stops the game (as above).
MAX_MOVES_PER_HAND = 1000


@dataclass
class GameRecord:
    """One game, from the two strategies' point of view (side 0 is A, side 1 is B)."""

    index: int
    winner: int  # side
    #: True when the game was stopped by MAX_HANDS or MAX_MOVES_PER_HAND.
    stopped: bool = False
    hands: int = 0
    drawn: int = 0
    points: list[int] = field(default_factory=lambda: [0, 0])
    gins: list[int] = field(default_factory=lambda: [0, 0])
    undercuts: list[int] = field(default_factory=lambda: [0, 0])
    knocks: list[int] = field(default_factory=lambda: [0, 0])
    #: Milliseconds per decision that had a choice (more than one legal action).
    times: list[list[float]] = field(default_factory=lambda: [[], []])


def match_seed(seed: int, index: int) -> int:
    """The match seed of game ``index``: games 2k and 2k+1 share one (seats swapped)."""
    return random.Random(f"arena:{seed}:{index // 2}").randrange(1, 2**62)


def play_game(spec_a: str, spec_b: str, rules: RuleSet, seed: int, index: int) -> GameRecord:
    """Play game ``index`` of a run to the target and return its record."""
    a_seat = index % 2
    side_of_seat = {a_seat: 0, 1 - a_seat: 1}
    strategies = {
        a_seat: make_strategy(spec_a, seed=_strategy_seed(seed, index, 0)),
        1 - a_seat: make_strategy(spec_b, seed=_strategy_seed(seed, index, 1)),
    }
    match = new_match(rules, match_seed(seed, index))
    record = GameRecord(index=index, winner=-1)
    clock = time.perf_counter
    moves = 0
    hand_number = match.hand_number
    for view in decisions(match):
        if view.hand_number != hand_number:
            hand_number, moves = view.hand_number, 0
        moves += 1
        if hand_number > MAX_HANDS or moves > MAX_MOVES_PER_HAND:
            record.stopped = True
            break
        seat = view.seat
        if len(view.legal_actions) == 1:
            action = view.legal_actions[0]
        else:
            start = clock()
            action = strategies[seat].choose(view)
            record.times[side_of_seat[seat]].append((clock() - start) * 1000.0)
        match.apply(action, seat)
    for result in match.results:
        record.hands += 1
        if result.kind in (ResultKind.DRAWN, ResultKind.REPETITION):
            record.drawn += 1
            continue
        if result.winner is not None:
            side = side_of_seat[result.winner]
            record.points[side] += result.points
            if result.kind in (ResultKind.GIN, ResultKind.BIG_GIN):
                record.gins[side] += 1
            elif result.kind is ResultKind.UNDERCUT:
                record.undercuts[side] += 1
        if result.knocker is not None:
            record.knocks[side_of_seat[result.knocker]] += 1
    if match.winner is not None:
        record.winner = side_of_seat[match.winner]
    else:  # pragma: no cover - only when the game was stopped
        record.winner = 0 if match.scores[a_seat] >= match.scores[1 - a_seat] else 1
    return record


def _strategy_seed(seed: int, index: int, side: int) -> int:
    return random.Random(f"strategy:{seed}:{index}:{side}").randrange(2**31)


def wilson_interval(successes: int, trials: int, z: float = 1.959963984540054
                    ) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (95% by default)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def _percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo = math.floor(k)
    hi = math.ceil(k)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def _play_one(args: tuple[str, str, RuleSet, int, int]) -> GameRecord:
    return play_game(*args)


def run_arena(spec_a: str, spec_b: str, *, games: int, seed: int = 1,
              rules: RuleSet | None = None, jobs: int = 1) -> dict[str, Any]:
    """Play ``games`` games and summarise them (the arena's JSON object)."""
    rules = rules or RuleSet()
    # Fail early, in this process, on a bad strategy name.
    load_strategy_class(spec_a)
    load_strategy_class(spec_b)
    tasks = [(spec_a, spec_b, rules, seed, i) for i in range(games)]
    started = time.perf_counter()
    if jobs > 1 and games > 1:
        with multiprocessing.Pool(jobs) as pool:
            records = list(pool.imap_unordered(_play_one, tasks, chunksize=1))
    else:
        records = [_play_one(t) for t in tasks]
    elapsed = time.perf_counter() - started
    records.sort(key=lambda r: r.index)
    return summarise(spec_a, spec_b, rules, seed, jobs, records, elapsed)


def summarise(spec_a: str, spec_b: str, rules: RuleSet, seed: int, jobs: int,
              records: Sequence[GameRecord], elapsed: float) -> dict[str, Any]:
    games = len(records)
    wins = [sum(1 for r in records if r.winner == s) for s in (0, 1)]
    hands = sum(r.hands for r in records)
    drawn = sum(r.drawn for r in records)
    lo, hi = wilson_interval(wins[0], games)

    def per_side(attr: str) -> dict[str, int]:
        return {name: sum(getattr(r, attr)[s] for r in records)
                for s, name in ((0, "a"), (1, "b"))}

    points = per_side("points")
    times: dict[str, dict[str, float]] = {}
    for s, name in ((0, "a"), (1, "b")):
        values = [t for r in records for t in r.times[s]]
        times[name] = {
            "mean": round(sum(values) / len(values), 4) if values else 0.0,
            "p95": round(_percentile(values, 0.95), 4),
            "max": round(max(values), 4) if values else 0.0,
            "decisions": len(values),
        }
    return {
        "a": spec_a,
        "b": spec_b,
        "rules": rules.name,
        "seed": seed,
        "jobs": jobs,
        "games": games,
        "wins": {"a": wins[0], "b": wins[1]},
        "a_win_rate": round(wins[0] / games, 4) if games else 0.0,
        "a_win_rate_95": [round(lo, 4), round(hi, 4)],
        "hands": hands,
        "drawn_hands": drawn,
        "stopped_games": sum(1 for r in records if r.stopped),
        "points": points,
        "points_per_hand": {k: round(v / hands, 3) if hands else 0.0
                            for k, v in points.items()},
        "gins": per_side("gins"),
        "undercuts": per_side("undercuts"),
        "knocks": per_side("knocks"),
        "decision_ms": times,
        "elapsed_s": round(elapsed, 2),
    }


def _text_report(summary: dict[str, Any]) -> str:
    a, b = summary["a"], summary["b"]
    lo, hi = summary["a_win_rate_95"]
    lines = [
        f"{a} vs {b}, {summary['games']} games, rules {summary['rules']}, "
        f"seed {summary['seed']}",
        f"  games won: {a} {summary['wins']['a']}, {b} {summary['wins']['b']}  "
        f"({a} {summary['a_win_rate']:.1%}, 95% CI {lo:.1%}-{hi:.1%})",
        f"  hands {summary['hands']} (drawn {summary['drawn_hands']}); points per hand "
        f"{a} {summary['points_per_hand']['a']}, {b} {summary['points_per_hand']['b']}",
        f"  gins {summary['gins']['a']}/{summary['gins']['b']}, undercuts "
        f"{summary['undercuts']['a']}/{summary['undercuts']['b']}",
    ]
    for side, name in (("a", a), ("b", b)):
        t = summary["decision_ms"][side]
        lines.append(f"  decision time {name}: mean {t['mean']:.3f} ms, "
                     f"p95 {t['p95']:.3f} ms over {t['decisions']} decisions")
    lines.append(f"  {summary['elapsed_s']} s")
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.arena",
        description="Play whole games between two strategies and report the statistics.")
    parser.add_argument("a", help="strategy A: beginner, standard, strong, expert "
                                  "or module:Class")
    parser.add_argument("b", help="strategy B, as A")
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="run seed (default 1)")
    parser.add_argument("--rules", default="seeds", choices=PRESET_NAMES,
                        help="rule preset (default seeds)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.games < 1:
        print("arena: --games must be at least 1", file=sys.stderr)
        return 2
    if args.jobs < 1:
        print("arena: --jobs must be at least 1", file=sys.stderr)
        return 2
    try:
        summary = run_arena(args.a, args.b, games=args.games, seed=args.seed,
                            rules=RuleSet.preset(args.rules), jobs=args.jobs)
    except StrategyLoadError as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(summary) if args.json else _text_report(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
