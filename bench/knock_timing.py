"""When knocking beats holding against an early knocker: ``python bench/knock_timing.py
[--games N] [--seed S] [--opponent standard] [--jobs J] [--any-style]``.

Plays N seeded games of ``expert`` with its early knock switched off (``--rules eaai``,
the opponent in seat 1). At each of its discard decisions where it could knock short of
gin but held on, against an opponent the match has shown to knock early (with
``--any-style``, against any opponent), it records what
the knock would have scored against the opponent's hidden hand (the engine's showdown,
layoffs included) and what the hand really brought by holding on. Prints, by the
opponent's draws so far (rows) and the knock's deadwood (columns), how many such
positions there were and the mean points knocking would have gained over holding; then
the gain per game of a rule "knock at the first such position, while the opponent has
drawn at most D times, with a deadwood of at least K".

``ExpertStrategy.early_knock_draws`` and ``early_knock_deadwood`` come from this table
against ``standard`` (D = 2) and, with ``--any-style``, against ``strong`` and the gin
hunter (D = 4): early in the hand a knock with a middling deadwood gains, a low one
(which undercuts the coming knock, or reaches gin) loses.
Measurement only: it reads the hidden hand, which no strategy can.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gin_desktop.ai.expert import ExpertStrategy, _showdown  # noqa: E402
from gin_desktop.ai import make_strategy  # noqa: E402
from gin_desktop.ai.handeval import deadwood  # noqa: E402
from gin_desktop.ai.knowledge import knowledge_of  # noqa: E402
from gin_desktop.ai.strong import best_knock  # noqa: E402
from gin_desktop.engine import ActionKind, Phase, RuleSet, decisions, new_match  # noqa: E402
from gin_desktop.engine.cards import cards_to_mask  # noqa: E402

RULES = RuleSet.preset("eaai")
#: (the opponent's draws, the knock's deadwood, knocking's points, the hand's real points)
Position = tuple[int, int, float, float]


class HoldingExpert(ExpertStrategy):
    """``expert`` without its early knock: it holds wherever it waits for the knock."""

    early_knock_deadwood = 99


def positions_of_game(args: tuple[int, str, bool]) -> list[list[Position]]:
    """Per hand of one game, its held knock positions in order."""
    seed, opponent, any_style = args
    match = new_match(RULES, seed)
    expert = HoldingExpert(seed=seed * 2 + 1)
    bots = {0: expert, 1: make_strategy(opponent, seed=seed * 2 + 2)}
    hands: list[list[Position]] = []
    pending: list[tuple[int, int, float]] = []
    for view in decisions(match):
        legal = view.legal_actions
        action = legal[0] if len(legal) == 1 else bots[view.seat].choose(view)
        knocks = [a for a in legal if a.kind is ActionKind.KNOCK]
        if (view.seat == 0 and view.phase is Phase.DISCARD and knocks
                and action.kind is ActionKind.DISCARD
                and (any_style or expert.wait_p_early is not None
                     and expert.model.p_early >= expert.wait_p_early)):
            know = knowledge_of(view)
            best = best_knock(know.mine, knocks)
            assert best.card is not None
            kept = know.mine ^ (1 << best.card.index)
            hidden = cards_to_mask(match.hand.hands[1])
            pending.append((know.opp_draws, deadwood(kept),
                            _showdown(kept, hidden, RULES, True)))
        match.apply(action, view.seat)
        result = match.hand.result
        if result is not None:
            real = (result.points if result.winner == 0
                    else -result.points if result.winner == 1 else 0)
            hands.append([(d, k, knocked, float(real)) for d, k, knocked in pending])
            pending = []
    return hands


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--opponent", default="standard")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--any-style", action="store_true",
                        help="count held knocks against any opponent, not only an early knocker")
    args = parser.parse_args()
    jobs = [(args.seed * 100_000 + g, args.opponent, args.any_style) for g in range(args.games)]
    with Pool(args.jobs) as pool:
        hands = [h for game in pool.map(positions_of_game, jobs, chunksize=1) for h in game]
    cells: dict[tuple[int, int], list[float]] = defaultdict(list)
    for hand in hands:
        for draws, kd, knocked, real in hand:
            cells[(min(draws, 6), kd)].append(knocked - real)
    print(f"expert (early knock off) against {args.opponent}, {args.games} games "
          f"(deal seeds {args.seed * 100_000} on), eaai: positions where it held a knock"
          + ("" if args.any_style else " against an opponent seen to knock early"))
    print("knocking's mean gain over holding (positions), by the opponent's draws (rows, "
          "6 = 6 or more) and the knock's deadwood (columns)")
    print("draws " + "".join(f"{kd:>11d}" for kd in range(1, 11)))
    for draws in range(7):
        row = []
        for kd in range(1, 11):
            found = cells.get((draws, kd), [])
            row.append(f"{sum(found) / len(found):+6.1f} ({len(found):3d})" if found
                       else " " * 11)
        print(f"{draws:>5d} " + "".join(f"{cell:>11s}" for cell in row))
    print("gain per game of knocking at the first such position, while the opponent has "
          "drawn at most D times, with a deadwood of at least K:")
    for most in (1, 2, 3, 4, 5):
        line = []
        for least in (1, 4, 6, 8):
            gain = fired = 0.0
            for hand in hands:
                for draws, kd, knocked, real in hand:
                    if draws <= most and kd >= least:
                        gain += knocked - real
                        fired += 1
                        break
            line.append(f"K={least}: {gain / args.games:+.2f} ({fired:.0f} knocks)")
        print(f"  D={most}: " + ", ".join(line))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
