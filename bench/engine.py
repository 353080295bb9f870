"""Engine speed figures: ``python bench/engine.py [--hands N] [--seed S]``.

Each section is a function returning rows of (what, microseconds per call); ``main``
prints them as one table. Hands are seeded, so reruns time the same work.

Meld searches are memoised on the "meldable" part of a hand (see
``gin_desktop/engine/melds.py``). Every row is timed twice: "cold" starts from empty
caches (what the first N hands of a session cost), "warm" repeats the same hands. Each
figure is the best of three runs.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gin_desktop.engine import melds  # noqa: E402
from gin_desktop.engine.cards import FULL_DECK, Card, cards_to_mask  # noqa: E402

Row = tuple[str, float, float]  # what, cold µs per call, warm µs per call


def random_hands(rng: random.Random, count: int, size: int) -> list[list[Card]]:
    return [rng.sample(FULL_DECK, size) for _ in range(count)]


def meld_rich_hands(rng: random.Random, count: int, size: int) -> list[list[Card]]:
    """Hands of two or three random melds (3-5 cards, overlaps allowed) plus filler."""
    hands = []
    for _ in range(count):
        hand: list[Card] = []
        for _ in range(rng.choice((2, 3))):
            if rng.random() < 0.5:
                rank = rng.randrange(13)
                group = [FULL_DECK[s * 13 + rank] for s in rng.sample(range(4), 3)]
            else:
                suit = rng.randrange(4)
                length = rng.choice((3, 3, 4, 5))
                lo = rng.randrange(14 - length)
                group = [FULL_DECK[suit * 13 + lo + i] for i in range(length)]
            hand += [c for c in group if c not in hand][: size - len(hand)]
        hand += rng.sample([c for c in FULL_DECK if c not in hand], size - len(hand))
        rng.shuffle(hand)
        hands.append(hand)
    return hands


def time_per_call(fn: Callable[[object], object], inputs: Sequence[object]) -> float:
    """Microseconds per call of ``fn`` over ``inputs`` (loop overhead included)."""
    start = time.perf_counter()
    for item in inputs:
        fn(item)
    return (time.perf_counter() - start) / len(inputs) * 1e6


def cold_and_warm(
    fn: Callable[[object], object], inputs: Sequence[object], repeats: int = 3
) -> tuple[float, float]:
    """Best of ``repeats`` (the machine may be busy): from empty caches, then again."""
    colds, warms = [], []
    for _ in range(repeats):
        melds._clear_caches()
        colds.append(time_per_call(fn, inputs))
        warms.append(time_per_call(fn, inputs))
    return min(colds), min(warms)


def melds_section(count: int, seed: int) -> list[Row]:
    """best_arrangement, deadwood_points and min_deadwood_after_discard."""
    rng = random.Random(seed)
    r10 = random_hands(rng, count, 10)
    r11 = random_hands(rng, count, 11)
    rich10 = meld_rich_hands(rng, count, 10)
    rich11 = meld_rich_hands(rng, count, 11)
    m10 = [cards_to_mask(h) for h in r10]
    m11 = [cards_to_mask(h) for h in r11]
    ba: Callable[[object], object] = melds.best_arrangement  # type: ignore[assignment]
    dp: Callable[[object], object] = melds.deadwood_points  # type: ignore[assignment]
    md: Callable[[object], object] = melds.min_deadwood_after_discard  # type: ignore[assignment]
    de: Callable[[object], object] = melds.deadwood_after_each_discard  # type: ignore[assignment]
    rows: list[Row] = []
    for what, fn, inputs in (
        ("best_arrangement, random 10 cards", ba, r10),
        ("best_arrangement, random 11 cards", ba, r11),
        ("best_arrangement, meld-rich 10 cards", ba, rich10),
        ("best_arrangement, meld-rich 11 cards", ba, rich11),
        ("deadwood_points, random 10 cards (list)", dp, r10),
        ("deadwood_points, random 10 cards (mask)", dp, m10),
        ("deadwood_points, meld-rich 10 cards (list)", dp, rich10),
        ("min_deadwood_after_discard, random 11 (list)", md, r11),
        ("min_deadwood_after_discard, random 11 (mask)", md, m11),
        ("min_deadwood_after_discard, meld-rich 11 (list)", md, rich11),
        ("deadwood_after_each_discard, random 11", de, r11),
    ):
        rows.append((what, *cold_and_warm(fn, inputs)))
    return rows


def print_table(title: str, rows: Sequence[Row]) -> None:
    width = max(len(what) for what, _, _ in rows)
    print(f"\n{title}")
    print(f"{'':{width}}  {'cold µs':>9}  {'warm µs':>9}")
    for what, cold, warm in rows:
        print(f"{what:{width}}  {cold:9.2f}  {warm:9.2f}")


#: (title, section function). Add sections here; each gets its own table.
SECTIONS: list[tuple[str, Callable[[int, int], list[Row]]]] = [
    ("Melds (gin_desktop.engine.melds), microseconds per call", melds_section),
]


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--hands", type=int, default=20_000, help="hands per row")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}, {args.hands} seeded hands per row (seed {args.seed})")
    for title, section in SECTIONS:
        print_table(title, section(args.hands, args.seed))


if __name__ == "__main__":
    main()
