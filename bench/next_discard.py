"""Which card an early knocker throws next: ``python bench/next_discard.py [--games N]
[--seed S] [--opponent standard]``.

Plays N seeded games of ``expert`` against the opponent (``--rules eaai``) and, at every
discard of the opponent, counts for each card it may throw whether it threw it. Prints, by
the card's points (rows, 1-10) and the opponent's draws so far in the hand (columns,
0-8, the last "8 or more"), the chance that a card it holds is the one it throws.

``ExpertStrategy``'s ``NEXT_DISCARD_CHANCE`` is this table for ``standard`` (200 games,
``--seed 800000``): the research baseline throws a card leaving least deadwood, so a
ten it holds unmelded is thrown within a few draws, a low card almost never.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gin_desktop.ai import make_strategy  # noqa: E402
from gin_desktop.engine import ActionKind, RuleSet, decisions, new_match  # noqa: E402

COLUMNS = 9


def count_game(args: tuple[int, str]) -> Counter[tuple[int, int, bool]]:
    """(points, draws, thrown) counts of one game, the opponent in seat 1."""
    seed, opponent = args
    match = new_match(RuleSet.preset("eaai"), seed)
    bots = {0: make_strategy("expert", seed=seed * 2 + 1),
            1: make_strategy(opponent, seed=seed * 2 + 2)}
    counts: Counter[tuple[int, int, bool]] = Counter()
    hand_number, draws = -1, 0
    for view in decisions(match):
        if view.hand_number != hand_number:
            hand_number, draws = view.hand_number, 0
        legal = view.legal_actions
        action = legal[0] if len(legal) == 1 else bots[view.seat].choose(view)
        if view.seat == 1:
            if action.kind in (ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD,
                               ActionKind.TAKE_UPCARD):
                draws += 1
            elif action.kind is ActionKind.DISCARD and action.card is not None:
                # A knock's discard ends the hand: no one takes it.
                column = min(draws, COLUMNS - 1)
                for card in view.hand:
                    if card != view.cannot_discard:
                        counts[(card.points, column, card == action.card)] += 1
        match.apply(action, view.seat)
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=800000)
    parser.add_argument("--opponent", default="standard")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    total: Counter[tuple[int, int, bool]] = Counter()
    with Pool(args.jobs) as pool:
        for counts in pool.imap_unordered(
                count_game, [(args.seed + i, args.opponent) for i in range(args.games)]):
            total.update(counts)
    print(f"chance a held card is thrown next, {args.opponent}, {args.games} games; "
          f"columns: the opponent's draws 0..{COLUMNS - 1}+")
    for points in range(1, 11):
        row = []
        for column in range(COLUMNS):
            thrown = total[(points, column, True)]
            kept = total[(points, column, False)]
            row.append(f"{thrown / (thrown + kept):.3f}" if thrown + kept else "  -  ")
        print(f"{points:>2} points: " + " ".join(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
