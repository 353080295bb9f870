"""The headless arena: whole games between two strategies, and the statistics that say
which is stronger.

    python -m gin_desktop.arena expert standard --games 1000 --seed 1 --rules eaai --jobs 2 --json

Games come in pairs that share a match seed (so the same deals) with the seats swapped,
so each strategy deals first once and neither is favoured by the cards. Strategies see
only their seat's view (``Match.view``). When an outside (``module:Class``) strategy runs
isolated, every game has a match seed of its own instead (``paired_deals``): what it wrote
to a file in one game would tell it its opponent's hand in the second of a pair.

Fit for a tournament:

- ``--isolate`` (the default for ``module:Class`` strategies) runs a strategy in its own
  process (``gin_desktop.ai.isolated``), which is sent serialized views and answers with
  actions: no match exists in that process for it to find.
- ``--time-limit MS`` bounds every decision; a late, illegal or crashed answer loses the
  game (``forfeits`` in the report says who and why).
- The deals come from a run seed drawn from ``os.urandom`` unless ``--seed`` is given; no
  seed of a deal is ever passed to a strategy (each gets its own, drawn apart). A run with
  ``--seed`` replays exactly.

Safety caps, reported as ``stopped_games``: a game longer than ``MAX_HANDS`` hands, or
with a hand of more than ``MAX_MOVES_PER_HAND`` moves, is stopped and given to the side
ahead on points (side A on equal points). The rules' own repetition draw (a position
seen a third time draws the hand) ends loops long before; the caps only guard the arena
against an engine fault.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import multiprocessing
import os
import random
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from gin_desktop.ai import LEVELS, StrategyLoadError, load_strategy_class, make_strategy
from gin_desktop.ai.isolated import (
    Forfeit, IsolatedStrategy, SharedCpu, refuse_memory_readers,
)
from gin_desktop.engine import (
    PRESET_NAMES, Action, ResultKind, RuleSet, SeatView, decisions, new_match,
)

#: A game longer than this many hands is stopped and counted as won by the leader.
MAX_HANDS = 500
#: A hand longer than this many moves stops the game (as above).
MAX_MOVES_PER_HAND = 1000
#: The per-decision time limit when ``--time-limit`` is not given.
DEFAULT_TIME_LIMIT_MS = 1000.0
#: A worker's address space, in megabytes: plenty (`expert` plays whole games in 30).
DEFAULT_MEMORY_LIMIT_MB = 2048.0


@dataclass
class GameRecord:
    """One game, from the two strategies' point of view (side 0 is A, side 1 is B)."""

    index: int
    winner: int  # side
    #: True when the game was stopped by MAX_HANDS or MAX_MOVES_PER_HAND.
    stopped: bool = False
    hands: int = 0
    drawn: int = 0
    #: Hands drawn because a position occurred a third time (RULES.md "Repetition").
    repetitions: int = 0
    points: list[int] = field(default_factory=lambda: [0, 0])
    gins: list[int] = field(default_factory=lambda: [0, 0])
    undercuts: list[int] = field(default_factory=lambda: [0, 0])
    knocks: list[int] = field(default_factory=lambda: [0, 0])
    #: Milliseconds per decision that had a choice (more than one legal action).
    times: list[list[float]] = field(default_factory=lambda: [[], []])
    #: The side that lost the game by a late, illegal or crashed answer, and why.
    forfeit: int | None = None
    forfeit_reason: str = ""


@dataclass(frozen=True)
class RunConfig:
    """What every game of a run shares."""

    spec_a: str
    spec_b: str
    rules: RuleSet
    seed: int
    isolate: tuple[bool, bool]
    time_limit_ms: float
    #: Each worker's address space in megabytes; None: unbounded.
    memory_limit_mb: float | None = DEFAULT_MEMORY_LIMIT_MB
    #: Whether the two games of a pair are dealt the same cards (``paired_deals``).
    paired: bool = True


def match_seed(seed: int, index: int, paired: bool = True) -> int:
    """The match seed of game ``index``: games 2k and 2k+1 share one (seats swapped)
    when ``paired``; otherwise every game has its own."""
    key = f"arena:{seed}:{index // 2}" if paired else f"arena-unpaired:{seed}:{index}"
    return random.Random(key).randrange(1, 2**62)


def paired_deals(specs: Sequence[str], isolate: Sequence[bool]) -> bool:
    """Whether a run deals the two games of a pair the same cards: not when an outside
    strategy runs isolated. Its new process for each game forgets nothing it wrote to a
    file, and in the second game of a pair its opponent holds the cards it was dealt in
    the first."""
    return not any(is_module_class(s) and i for s, i in zip(specs, isolate, strict=True))


class StartFailure(Exception):
    """An isolated strategy that could not start a game (it loses that game)."""

    def __init__(self, side: int, forfeit: Forfeit) -> None:
        super().__init__(str(forfeit))
        self.side = side


class Players:
    """The two sides' strategies for a series of games: built-in ones made afresh for
    each game; isolated ones in worker processes, kept between games for the built-in
    levels, new for every game of a ``module:Class`` strategy (``IsolatedStrategy``)."""

    def __init__(self, config: RunConfig) -> None:
        self.config = config
        specs = (config.spec_a, config.spec_b)
        self.workers: list[IsolatedStrategy | None] = [
            IsolatedStrategy(spec, config.time_limit_ms, config.memory_limit_mb)
            if isolate else None
            for spec, isolate in zip(specs, config.isolate, strict=True)]
        self.cpu = SharedCpu()

    def for_game(self, index: int) -> list[Any]:
        config = self.config
        out: list[Any] = []
        for side, spec in enumerate((config.spec_a, config.spec_b)):
            seed = strategy_seed(config.seed, index, side)
            worker = self.workers[side]
            if worker is None and not is_module_class(spec):
                out.append(make_strategy(spec, seed=seed))
            elif worker is None:  # an outside strategy in this process (--no-isolate)
                try:
                    out.append(make_strategy(spec, seed=seed))
                except Exception as exc:
                    raise StartFailure(side, Forfeit("crashed", _failure(exc))) from None
            else:
                try:
                    worker.new_game(seed, config.rules)
                except Forfeit as exc:
                    raise StartFailure(side, exc) from None
                out.append(worker)
        if any(self.workers):  # after ``new_game``, which may have started new workers
            self.cpu.place(w.pid for w in self.workers if w is not None)
        return out

    def close(self) -> None:
        for worker in self.workers:
            if worker is not None:
                worker.close()
        self.cpu.release()


def play_game(config: RunConfig, players: Players, index: int) -> GameRecord:
    """Play game ``index`` of a run to the target and return its record."""
    a_seat = index % 2
    side_of_seat = {a_seat: 0, 1 - a_seat: 1}
    record = GameRecord(index=index, winner=-1)
    try:
        sides = players.for_game(index)
    except StartFailure as exc:
        record.winner, record.forfeit, record.forfeit_reason = 1 - exc.side, exc.side, str(exc)
        return record
    by_seat = {a_seat: sides[0], 1 - a_seat: sides[1]}
    # The built-in levels are trusted code: timed, never forfeited for time (on a loaded
    # machine a descheduled process can overrun any limit).
    timed = [config.isolate[side] or is_module_class(spec)
             for side, spec in enumerate((config.spec_a, config.spec_b))]
    match = new_match(config.rules, match_seed(config.seed, index, config.paired))
    limit = config.time_limit_ms
    clock = time.perf_counter
    moves = 0
    hand_number = match.hand_number
    # In this process the arena calls ``new_hand(view)`` itself, as the worker does
    # isolated: before a seat's first decision of each hand.
    hand_of_seat: dict[int, int] = {}
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
            side = side_of_seat[seat]
            strategy = by_seat[seat]
            first = hand_of_seat.get(seat) != view.hand_number
            hand_of_seat[seat] = view.hand_number
            start = clock()
            try:
                action = _ask(strategy, view, first)
            except Forfeit as exc:
                record.forfeit, record.forfeit_reason = side, str(exc)
                break
            except KeyboardInterrupt:
                raise
            except BaseException as exc:  # ``sys.exit`` too: it must not end the run
                if not timed[side]:
                    raise  # a built-in level that raises is a bug in the game: stop
                # A ``module:Class`` strategy run in this process (``--no-isolate``)
                # loses the game, as it would isolated; the run goes on.
                record.forfeit = side
                record.forfeit_reason = f"crashed: {_failure(exc)}"[:300]
                break
            elapsed = (clock() - start) * 1000.0
            if isinstance(strategy, IsolatedStrategy):
                elapsed = strategy.last_ms
            record.times[side].append(elapsed)
            if elapsed > limit and timed[side]:
                record.forfeit = side
                record.forfeit_reason = f"late: {elapsed:.0f} ms (limit {limit:.0f} ms)"
                break
            if not isinstance(action, Action) or action not in view.legal_actions:
                record.forfeit = side
                record.forfeit_reason = f"illegal: {_describe(action)} is not a legal action"
                break
        match.apply(action, seat)
    _tally(record, match, side_of_seat)
    if record.forfeit is not None:
        record.winner = 1 - record.forfeit
    elif match.winner is not None:
        record.winner = side_of_seat[match.winner]
    else:  # stopped by a safety cap: the side ahead on points
        record.winner = 0 if match.scores[a_seat] >= match.scores[1 - a_seat] else 1
    return record


def _ask(strategy: Any, view: SeatView, first: bool) -> Any:
    """The strategy's answer to ``view``; at its seat's first decision of a hand, its
    ``new_hand(view)`` (if it has one) is called first, as the worker calls it isolated."""
    if first:
        new_hand = getattr(strategy, "new_hand", None)
        if callable(new_hand):
            new_hand(view)
    return strategy.choose(view)


def _tally(record: GameRecord, match: Any, side_of_seat: dict[int, int]) -> None:
    for result in match.results:
        record.hands += 1
        if result.kind is ResultKind.DRAWN or result.kind is ResultKind.REPETITION:
            record.drawn += 1
            if result.kind is ResultKind.REPETITION:
                record.repetitions += 1
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


def _failure(exc: BaseException) -> str:
    """An outside strategy's exception, in a line (its type, and its text if any)."""
    try:
        text = str(exc)
    except Exception:
        text = ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _describe(answer: object) -> str:
    """An answer's ``repr``, or its type's name when even that fails."""
    try:
        return repr(answer)[:200]
    except Exception:
        return f"an answer of type {type(answer).__name__}"


def strategy_seed(seed: int, index: int, side: int) -> int:
    """A strategy's own seed: a one-way function of the run seed, not a deal seed."""
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


def _play_chunk(args: tuple[RunConfig, list[int]]) -> list[GameRecord]:
    config, indices = args
    players = Players(config)
    try:
        return [play_game(config, players, i) for i in indices]
    finally:
        players.close()


def is_module_class(spec: str) -> bool:
    return ":" in spec


def check_strategy(spec: str, isolated: bool, rules: RuleSet) -> None:
    """Fail early, with a clear message, on a strategy that cannot be loaded.

    An isolated strategy is loaded by a worker, never imported here: its module's own code
    must not run in the process that holds the matches.
    """
    if not isolated:
        if not is_module_class(spec):
            load_strategy_class(spec)
            return
        try:
            make_strategy(spec, seed=0)
        except Exception as exc:  # its own code failed, or it is not a strategy
            why = str(exc) if isinstance(exc, StrategyLoadError) else _failure(exc)
            raise StrategyLoadError(f"{spec} could not start: {why}") from None
        return
    if spec not in LEVELS and not is_module_class(spec):
        load_strategy_class(spec)  # raises the message listing the names
    probe = IsolatedStrategy(spec)
    try:
        probe.new_game(0, rules)
    except Forfeit as exc:
        raise StrategyLoadError(f"{spec} could not start: {exc.detail}") from None
    finally:
        probe.close()


def run_arena(spec_a: str, spec_b: str, *, games: int, seed: int | None = None,
              rules: RuleSet | None = None, jobs: int = 1, isolate: bool | None = None,
              time_limit_ms: float = DEFAULT_TIME_LIMIT_MS,
              memory_limit_mb: float | None = DEFAULT_MEMORY_LIMIT_MB,
              per_game: bool = False) -> dict[str, Any]:
    """Play ``games`` games and summarise them (the arena's JSON object).

    ``seed`` None draws the run seed from ``os.urandom``. ``isolate`` True runs both
    strategies in worker processes, False neither, None only ``module:Class`` ones.
    ``memory_limit_mb`` bounds each worker's address space (None: no bound).
    ``per_game`` adds each game's result (``per_game_results``), for comparing two runs
    over the same deals game by game (``bench/paired.py``).
    """
    rules = rules or RuleSet()
    seed_given = seed is not None
    run_seed = seed if seed is not None else int.from_bytes(os.urandom(8), "big")
    flags = tuple(is_module_class(s) if isolate is None else isolate for s in (spec_a, spec_b))
    for spec, isolated in zip((spec_a, spec_b), flags, strict=True):
        check_strategy(spec, isolated, rules)
    paired = paired_deals((spec_a, spec_b), flags)
    config = RunConfig(spec_a, spec_b, rules, run_seed, (flags[0], flags[1]), time_limit_ms,
                       memory_limit_mb, paired)
    jobs = max(1, min(jobs, games))
    chunks = [(config, list(range(j, games, jobs))) for j in range(jobs)]
    started = time.perf_counter()
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            records = [r for chunk in pool.map(_play_chunk, chunks) for r in chunk]
    else:
        records = _play_chunk(chunks[0])
    elapsed = time.perf_counter() - started
    records.sort(key=lambda r: r.index)
    summary = summarise(spec_a, spec_b, rules, run_seed, jobs, records, elapsed)
    summary["seed_given"] = seed_given
    summary["isolated"] = {"a": flags[0], "b": flags[1]}
    summary["time_limit_ms"] = time_limit_ms
    summary["memory_limit_mb"] = memory_limit_mb if any(flags) else None
    summary["paired_deals"] = paired
    if per_game:
        summary["per_game"] = per_game_results(records)
    return summary


def per_game_results(records: Sequence[GameRecord]) -> list[dict[str, Any]]:
    """Each game in order: its winner (``"a"`` or ``"b"``), each side's points and its
    hands. Game ``i`` of two runs with the same ``--seed``, rules, number of games and
    ``paired_deals`` was dealt the same cards at the start, so the games that differ show
    what a change of play did."""
    return [{"winner": "ab"[r.winner], "points": {"a": r.points[0], "b": r.points[1]},
             "hands": r.hands} for r in records]


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
        "drawn_by_repetition": sum(r.repetitions for r in records),
        "stopped_games": sum(1 for r in records if r.stopped),
        "forfeits": {name: sum(1 for r in records if r.forfeit == s)
                     for s, name in ((0, "a"), (1, "b"))},
        "forfeit_details": [{"game": r.index, "side": "ab"[r.forfeit], "why": r.forfeit_reason}
                            for r in records if r.forfeit is not None][:20],
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
        f"  hands {summary['hands']} (drawn {summary['drawn_hands']}, by repetition "
        f"{summary['drawn_by_repetition']}); games stopped by the safety caps "
        f"{summary['stopped_games']}; forfeits {a} {summary['forfeits']['a']}, "
        f"{b} {summary['forfeits']['b']}",
        f"  points per hand "
        f"{a} {summary['points_per_hand']['a']}, {b} {summary['points_per_hand']['b']}",
        f"  gins {summary['gins']['a']}/{summary['gins']['b']}, undercuts "
        f"{summary['undercuts']['a']}/{summary['undercuts']['b']}",
    ]
    for side, name in (("a", a), ("b", b)):
        t = summary["decision_ms"][side]
        lines.append(f"  decision time {name}: mean {t['mean']:.3f} ms, "
                     f"p95 {t['p95']:.3f} ms over {t['decisions']} decisions")
    for lost in summary["forfeit_details"]:
        name = a if lost["side"] == "a" else b
        lines.append(f"  game {lost['game']} lost by {name}: {lost['why']}")
    more = sum(summary["forfeits"].values()) - len(summary["forfeit_details"])
    if more > 0:
        lines.append(f"  ({more} more forfeits not listed)")
    if not summary.get("paired_deals", True):
        lines.append("  every game dealt its own cards (an outside strategy ran isolated)")
    lines.append(f"  {summary['elapsed_s']} s")
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.arena",
        description="Play whole games between two strategies and report the statistics.",
        epilog="Games come in pairs with the seats swapped, dealt the same cards unless an "
               "outside strategy runs isolated. A game longer than "
               f"{MAX_HANDS} hands, or with a hand of more than {MAX_MOVES_PER_HAND} "
               "moves, is stopped and given to the side ahead (stopped_games). The "
               "interface and the report: docs/strategies.md.")
    parser.add_argument("a", help=f"strategy A: {', '.join(LEVELS)} or module:Class "
                                  "(imported from PYTHONPATH)")
    parser.add_argument("b", help="strategy B, as A")
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--seed", type=int, default=None,
                        help="run seed, for a run that replays (default: drawn from "
                             "os.urandom and reported)")
    parser.add_argument("--rules", default="seeds", choices=PRESET_NAMES,
                        help="rule preset (default seeds)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="processes playing games side by side (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--per-game", action="store_true",
                        help="with --json: add each game's winner, points and hands "
                             "(per_game), for bench/paired.py")
    isolation = parser.add_mutually_exclusive_group()
    isolation.add_argument("--isolate", dest="isolate", action="store_true", default=None,
                           help="run each strategy in its own process that receives only "
                                "serialized views (default for module:Class strategies)")
    isolation.add_argument("--no-isolate", dest="isolate", action="store_false",
                           help="run module:Class strategies in the arena's process too")
    parser.add_argument("--time-limit", type=float, default=DEFAULT_TIME_LIMIT_MS,
                        metavar="MS", help="milliseconds per decision of a module:Class or "
                                           "isolated strategy; a late, illegal or crashed "
                                           "answer loses the game (default %(default).0f)")
    parser.add_argument("--memory-limit", type=float, default=DEFAULT_MEMORY_LIMIT_MB,
                        metavar="MB", help="address space of each isolated strategy's "
                                           "process, in megabytes; a strategy that needs "
                                           "more loses the game; 0 for no bound (default "
                                           "%(default).0f)")
    return parser


@contextlib.contextmanager
def _output_kept_for_the_report() -> Iterator[None]:
    """While the games are played, standard output (``print``, and descriptor 1 itself,
    which job processes inherit) goes to standard error: a strategy run in this process
    that prints must not corrupt the report (``--json``) printed after."""
    sys.stdout.flush()
    try:
        saved: int | None = os.dup(1)
        os.dup2(2, 1)
    except OSError:  # no descriptor 1 to keep
        saved = None
    stdout, sys.stdout = sys.stdout, sys.stderr
    try:
        yield
    finally:
        sys.stdout = stdout
        for stream in (sys.stderr, sys.__stdout__):
            try:
                if stream is not None:
                    stream.flush()
            except (OSError, ValueError):
                pass
        if saved is not None:
            os.dup2(saved, 1)
            os.close(saved)


def main(argv: Sequence[str] | None = None, *, guard_memory: bool = False) -> int:
    """The command line. ``guard_memory`` (the ``python -m gin_desktop.arena`` process):
    when an outside strategy runs isolated, this process, which holds the matches, and the
    job processes it forks are marked unreadable to other processes of the same user."""
    args = build_parser().parse_args(argv)
    if guard_memory and args.isolate is not False and (
            is_module_class(args.a) or is_module_class(args.b)):
        refuse_memory_readers()
    if args.games < 1:
        print("arena: --games must be at least 1", file=sys.stderr)
        return 2
    if not math.isfinite(args.time_limit) or args.time_limit <= 0:
        print("arena: --time-limit must be a positive number of milliseconds",
              file=sys.stderr)
        return 2
    if not math.isfinite(args.memory_limit) or args.memory_limit < 0:
        print("arena: --memory-limit must be a number of megabytes, or 0 for no bound",
              file=sys.stderr)
        return 2
    if args.jobs < 1:
        print("arena: --jobs must be at least 1", file=sys.stderr)
        return 2
    if args.per_game and not args.json:
        print("arena: --per-game adds to the JSON report: give --json too", file=sys.stderr)
        return 2
    try:
        with _output_kept_for_the_report():
            summary = run_arena(args.a, args.b, games=args.games, seed=args.seed,
                                rules=RuleSet.preset(args.rules), jobs=args.jobs,
                                isolate=args.isolate, time_limit_ms=args.time_limit,
                                memory_limit_mb=args.memory_limit or None,
                                per_game=args.per_game)
    except StrategyLoadError as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(summary) if args.json else _text_report(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main(guard_memory=True))
