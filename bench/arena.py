"""Arena speed: ``python bench/arena.py [--hands N] [--seed S] [--a standard] [--b standard]``.

Plays whole hands between two strategies in one thread, exactly as the arena does
(``Match``, a fresh ``SeatView`` for every decision, the strategies' own ``choose``), and
prints the hands per second. Hands are seeded, so reruns time the same work; the figure is
the best of three runs. The target for ``standard`` against ``standard`` is 1,000 hands per
second or more.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gin_desktop.ai import make_strategy  # noqa: E402
from gin_desktop.engine import RuleSet, decisions, new_match  # noqa: E402


def play_hands(a: str, b: str, hands: int, seed: int, rules: RuleSet) -> float:
    """Seconds to play ``hands`` whole hands (matches restart when one is won)."""
    bots = {0: make_strategy(a, seed=seed), 1: make_strategy(b, seed=seed + 1)}
    played = 0
    start = time.perf_counter()
    for match_seed in itertools.count(seed):
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
