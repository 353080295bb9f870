"""Hand review speed: ``python bench/review.py [--hands N] [--seed S] [--samples K]``.

Plays N seeded whole hands (``standard`` for the person against ``strong``), then reviews
the person's decisions in each exactly as the game's Review window and
``python -m gin_desktop.review`` do (every legal choice weighed by play-outs from the
person's view), in one thread, and prints the time per whole hand: mean, the slowest, and
the mean per decision (wall and CPU time: on a busy machine they differ). The target is a
whole hand in 2 s or less.

``--seeds K`` then reviews each hand again with the play-outs' seeds 1 to K-1 (other random
deals of the hidden cards) and prints how far each choice's expected points moved, and how
many decisions changed verdict (mistake or not): the review's noise.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gin_desktop import review  # noqa: E402
from gin_desktop.ai import make_strategy  # noqa: E402
from gin_desktop.engine import Match, RuleSet, decisions, new_match  # noqa: E402

PERSON = 0


def one_hand(seed: int) -> Match:
    """A match whose first hand has been played to its end."""
    match = new_match(RuleSet(), seed, first_dealer=seed % 2)
    bots = {0: make_strategy("standard", seed), 1: make_strategy("strong", seed)}
    for view in decisions(match):
        legal = view.legal_actions
        match.apply(legal[0] if len(legal) == 1 else bots[view.seat].choose(view), view.seat)
        if match.results:
            break
    return match


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=review.DEFAULT_SAMPLES)
    parser.add_argument("--seeds", type=int, default=1,
                        help="review each hand with this many seeds and compare them")
    args = parser.parse_args()
    times: list[float] = []
    cpu: list[float] = []
    spreads: list[float] = []
    flips = 0
    counted = 0
    mistakes = 0
    for seed in range(args.seed, args.seed + args.hands):
        match = one_hand(seed)
        start, start_cpu = time.perf_counter(), time.process_time()
        result = review.review_hand(match, 1, PERSON, samples=args.samples)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        counted += len(result.decisions)
        mistakes += len(result.mistakes)
        others = [review.review_hand(match, 1, PERSON, samples=args.samples, seed=k)
                  for k in range(1, args.seeds)]
        for i, decision in enumerate(result.decisions):
            again = [other.decisions[i] for other in others]
            flips += any(d.is_mistake != decision.is_mistake for d in again)
            for choice in decision.choices:
                values = [choice.expected] + [next(c.expected for c in d.choices
                                                   if c.action == choice.action)
                                              for d in again]
                spreads.append(max(values) - min(values))
    total = sum(times)
    print(f"hand review, {args.hands} whole hands, {args.samples} play-outs per choice, "
          f"{counted} decisions ({mistakes} marked as mistakes)")
    print(f"  per hand: mean {statistics.mean(times):.2f} s, slowest {max(times):.2f} s "
          f"(target <= 2 s)")
    # On a shared machine the wall time includes waiting for a core; the CPU time does not.
    print(f"  CPU time per hand: mean {statistics.mean(cpu):.2f} s, slowest {max(cpu):.2f} s")
    print(f"  per decision: {1000 * total / max(1, counted):.0f} ms")
    if args.seeds > 1:
        print(f"  over {args.seeds} seeds: a choice's expected points spread by "
              f"{statistics.mean(spreads):.1f} on average (at most {max(spreads):.1f}); "
              f"{flips} of {counted} decisions changed verdict")
    return 0


if __name__ == "__main__":
    sys.exit(main())
