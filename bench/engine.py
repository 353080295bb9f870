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
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gin_desktop.engine import melds  # noqa: E402
from gin_desktop.engine.cards import FULL_DECK, Card, cards_to_mask  # noqa: E402

T = TypeVar("T")
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


def time_per_call(fn: Callable[[T], object], inputs: Sequence[T]) -> float:
    """Microseconds per call of ``fn`` over ``inputs`` (loop overhead included)."""
    start = time.perf_counter()
    for item in inputs:
        fn(item)
    return (time.perf_counter() - start) / len(inputs) * 1e6


def cold_and_warm(
    what: str, fn: Callable[[T], object], inputs: Sequence[T], repeats: int = 3
) -> Row:
    """Best of ``repeats`` (the machine may be busy): from empty caches, then again."""
    colds, warms = [], []
    for _ in range(repeats):
        melds._clear_caches()
        colds.append(time_per_call(fn, inputs))
        warms.append(time_per_call(fn, inputs))
    return what, min(colds), min(warms)


def melds_section(count: int, seed: int) -> list[Row]:
    """best_arrangement, deadwood_points and min_deadwood_after_discard."""
    rng = random.Random(seed)
    r10 = random_hands(rng, count, 10)
    r11 = random_hands(rng, count, 11)
    rich10 = meld_rich_hands(rng, count, 10)
    rich11 = meld_rich_hands(rng, count, 11)
    m10 = [cards_to_mask(h) for h in r10]
    m11 = [cards_to_mask(h) for h in r11]
    # The defender against a meld-rich knocker's melds (random defender hands).
    showdowns = []
    for knocker in meld_rich_hands(rng, count, 10):
        onto = melds.best_arrangement(knocker).melds
        rest = [c for c in FULL_DECK if c not in knocker]
        showdowns.append((rng.sample(rest, 10), onto))

    def defend(showdown: tuple[list[Card], tuple[melds.Meld, ...]]) -> object:
        return melds.best_arrangement(*showdown)

    ba = melds.best_arrangement
    dp = melds.deadwood_points
    md = melds.min_deadwood_after_discard
    return [
        cold_and_warm("best_arrangement, random 10 cards", ba, r10),
        cold_and_warm("best_arrangement, random 11 cards", ba, r11),
        cold_and_warm("best_arrangement, meld-rich 10 cards", ba, rich10),
        cold_and_warm("best_arrangement, meld-rich 11 cards", ba, rich11),
        cold_and_warm("best_arrangement with onto (defender, 10 cards)", defend, showdowns),
        cold_and_warm("deadwood_points, random 10 cards (list)", dp, r10),
        cold_and_warm("deadwood_points, random 10 cards (mask)", dp, m10),
        cold_and_warm("deadwood_points, meld-rich 10 cards (list)", dp, rich10),
        cold_and_warm("min_deadwood_after_discard, random 11 (list)", md, r11),
        cold_and_warm("min_deadwood_after_discard, random 11 (mask)", md, m11),
        cold_and_warm("min_deadwood_after_discard, meld-rich 11 (list)", md, rich11),
        cold_and_warm(
            "deadwood_after_each_discard, random 11", melds.deadwood_after_each_discard, r11
        ),
    ]


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


def random_play_rate(rules_name: str, seconds: float, seed: int) -> tuple[float, float]:
    """Whole hands of uniformly random legal play per second, in this one thread, and the
    mean number of actions per hand. Each hand is dealt from its own deal number."""
    from gin_desktop.engine import Hand, RuleSet, shuffled_deck

    rules = RuleSet.preset(rules_name)
    rng = random.Random(seed)
    hands = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        hand = Hand(rules, 1, 0, shuffled_deck(seed + hands))
        while hand.result is None:
            hand.apply(rng.choice(hand.legal_actions()))
            actions += 1
        hands += 1
    elapsed = time.perf_counter() - start
    return hands / elapsed, actions / hands


def print_random_play(seconds: float, seed: int) -> None:
    print("\nWhole random-play hands (deal, legal_actions, apply to the end), one thread")
    print(f"{'rules':10}  {'hands/s':>9}  {'actions/hand':>12}  {'µs/action':>9}")
    for name in ("seeds", "eaai", "oklahoma", "straight"):
        rate, per_hand = random_play_rate(name, seconds, seed)
        print(f"{name:10}  {rate:9.0f}  {per_hand:12.1f}  {1e6 / (rate * per_hand):9.2f}")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--hands", type=int, default=20_000, help="hands per row")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--seconds", type=float, default=3.0,
                        help="time per rule set for the random-play rate")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}, {args.hands} seeded hands per row (seed {args.seed})")
    for title, section in SECTIONS:
        print_table(title, section(args.hands, args.seed))
    print_random_play(args.seconds, args.seed)


if __name__ == "__main__":
    main()
