"""Arena speed: ``python bench/arena.py [--hands N] [--seed S] [--a standard] [--b standard]``.

Plays whole hands between two strategies, exactly as the arena does (``Match``, a fresh
``SeatView`` for every decision, the strategies' own ``choose``), and prints the hands per
second twice: with both strategies in the arena's thread, and isolated (each in its own
worker process, sent every view serialized and answering with an action, as ``--isolate``
runs them). Hands are seeded, so reruns time the same work; each figure is the best of
three runs. The targets for ``standard`` against ``standard``: 1,000 hands per second or
more in one thread, 300 or more isolated.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gin_desktop.ai import make_strategy  # noqa: E402
from gin_desktop.ai.isolated import IsolatedStrategy, SharedCpu  # noqa: E402
from gin_desktop.engine import RuleSet, decisions, new_match  # noqa: E402


def play_hands(a: str, b: str, hands: int, seed: int, rules: RuleSet,
               isolate: bool = False) -> float:
    """Seconds to play ``hands`` whole hands (matches restart when one is won)."""
    if isolate:
        cpu = SharedCpu()  # as the arena runs isolated games
        cpu.place(())
        workers = {0: IsolatedStrategy(a), 1: IsolatedStrategy(b)}
        for seat, worker in workers.items():
            worker.new_game(seed + seat, rules)  # start the processes before the clock
        try:
            return _timed(workers, hands, seed, rules, restart=cpu)
        finally:
            for worker in workers.values():
                worker.close()
            cpu.release()
    bots = {0: make_strategy(a, seed=seed), 1: make_strategy(b, seed=seed + 1)}
    return _timed(bots, hands, seed, rules, restart=None)


def _timed(bots: dict[int, Any], hands: int, seed: int, rules: RuleSet,
           restart: SharedCpu | None) -> float:
    """``restart``: isolated workers are told of each new match, after the arena moves
    them and itself to the idlest CPU, as the arena does between games."""
    played = 0
    start = time.perf_counter()
    for match_seed in itertools.count(seed):
        if restart is not None and match_seed != seed:
            restart.place(bot.pid for bot in bots.values())
            for seat, bot in bots.items():
                bot.new_game(match_seed + seat, rules)
        match = new_match(rules, match_seed)
        for view in decisions(match):
            legal = view.legal_actions
            action = legal[0] if len(legal) == 1 else bots[view.seat].choose(view)
            match.apply(action, view.seat)
            if match.hand.result is not None:
                played += 1
                if played == hands:
                    return time.perf_counter() - start
    raise AssertionError("unreachable")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="eaai")
    parser.add_argument("--a", default="standard")
    parser.add_argument("--b", default="standard")
    args = parser.parse_args()
    rules = RuleSet.preset(args.rules)
    best = min(play_hands(args.a, args.b, args.hands, args.seed, rules) for _ in range(3))
    rate = args.hands / best
    print(f"{args.a} vs {args.b}, rules {args.rules}: {args.hands} hands in {best:.2f} s, "
          f"{rate:,.0f} hands per second (one thread, best of 3)")
    hands = max(1, args.hands // 3)
    best = min(play_hands(args.a, args.b, hands, args.seed, rules, isolate=True)
               for _ in range(3))
    print(f"{args.a} vs {args.b}, rules {args.rules}, isolated: {hands} hands in "
          f"{best:.2f} s, {hands / best:,.0f} hands per second (each strategy in its own "
          f"process, views serialized; best of 3)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
