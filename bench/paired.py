"""Two arena runs over the same deals, compared game by game: ``python bench/paired.py
BASE.json VARIANT.json``.

Each report comes from ``python -m gin_desktop.arena A B ... --json --per-game`` with the
same B, ``--seed``, ``--rules`` and ``--games`` (A is what changed: a level against an
analysis subclass of it, say). Game ``i`` of the two runs was then dealt the same cards
at the start, so a game that scored differently shows what the change of play did, where
the two runs' win rates alone differ by the luck of 1,000 separate matches as much as
by the change. Prints each run's games won and margin, how many games scored
differently, in how many of those the winner changed (for the variant, against it), a
sign test over those changes, and A's mean gain per game in margin (its points less
B's) with its standard error.

This is how docs/strength-history.md screens a change: a variant whose changed winners
lean one way by a z of 2 or more is worth a second set of deals; one inside the noise is
not kept for its win rate alone.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import dataclass
from typing import Any

#: What two reports must share for game ``i`` to be the same deal in both.
SAME_DEALS = ("b", "rules", "seed", "games", "paired_deals")


class NotComparable(ValueError):
    """The two reports are not runs over the same deals."""


@dataclass(frozen=True)
class Paired:
    games: int
    base_wins: int
    variant_wins: int
    #: Games in which A's margin (its points less B's) differs between the runs.
    differing: int
    #: Games the variant won and the base lost, and the other way round.
    gained: int
    lost: int
    #: A's margin per game, the variant's less the base's: mean and standard error.
    margin_gain: float
    margin_gain_se: float

    @property
    def sign_z(self) -> float:
        """The sign test's z over the games whose winner changed (0 when none did)."""
        changed = self.gained + self.lost
        return (self.gained - self.lost) / math.sqrt(changed) if changed else 0.0


def compare(base: dict[str, Any], variant: dict[str, Any]) -> Paired:
    """Game by game, ``variant`` against ``base`` (two arena reports with ``per_game``)."""
    for name, report in (("base", base), ("variant", variant)):
        if "per_game" not in report:
            raise NotComparable(f"the {name} report has no per_game results: run the arena "
                                "with --json --per-game")
        if not report.get("seed_given", True):
            raise NotComparable(f"the {name} run drew its seed (no --seed): give both runs "
                                "the same --seed")
    for key in SAME_DEALS:
        if base.get(key) != variant.get(key):
            raise NotComparable(f"the runs differ in {key} ({base.get(key)!r} and "
                                f"{variant.get(key)!r}), so their games were not dealt "
                                "the same cards")
    before, after = base["per_game"], variant["per_game"]
    # Equal ``games`` above: a length that differs is a report edited by hand (ValueError).
    pairs = list(zip(before, after, strict=True))
    gains = [margin(new) - margin(old) for old, new in pairs]
    n = len(gains)
    mean = sum(gains) / n if n else 0.0
    spread = (math.sqrt(sum((g - mean) ** 2 for g in gains) / (n - 1) / n)
              if n > 1 else 0.0)
    return Paired(
        games=n,
        base_wins=sum(1 for g in before if g["winner"] == "a"),
        variant_wins=sum(1 for g in after if g["winner"] == "a"),
        differing=sum(1 for g in gains if g != 0),
        gained=sum(1 for old, new in pairs
                   if old["winner"] == "b" and new["winner"] == "a"),
        lost=sum(1 for old, new in pairs
                 if old["winner"] == "a" and new["winner"] == "b"),
        margin_gain=mean,
        margin_gain_se=spread,
    )


def margin(game: dict[str, Any]) -> int:
    """A's points less B's in one game."""
    return int(game["points"]["a"]) - int(game["points"]["b"])


def report_lines(base: dict[str, Any], variant: dict[str, Any], paired: Paired) -> list[str]:
    n = paired.games

    def run(name: str, report: dict[str, Any], wins: int) -> str:
        pph = report["points_per_hand"]
        return (f"  {name:<8} {report['a']}: {wins} of {n} games ({wins / n:.1%}), points "
                f"per hand {pph['a']:.2f} / {pph['b']:.2f} ({pph['a'] - pph['b']:.2f} ahead)")

    return [
        f"against {base['b']}, {n} games, rules {base['rules']}, seed {base['seed']}",
        run("base", base, paired.base_wins),
        run("variant", variant, paired.variant_wins),
        f"  games scored differently: {paired.differing}; winner changed: "
        f"+{paired.gained} / -{paired.lost} (sign test z = {paired.sign_z:+.2f})",
        f"  margin per game (A's points less B's), variant less base: "
        f"{paired.margin_gain:+.2f} (standard error {paired.margin_gain_se:.2f})",
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("base", help="the arena's --json --per-game report of the base")
    parser.add_argument("variant", help="the same for the variant, on the same deals")
    args = parser.parse_args(argv)
    try:
        reports = []
        for path in (args.base, args.variant):
            with open(path, encoding="utf-8") as handle:
                reports.append(json.load(handle))
        paired = compare(reports[0], reports[1])
    except (OSError, json.JSONDecodeError, NotComparable) as exc:
        print(f"paired: {exc}", file=sys.stderr)
        return 2
    except (KeyError, TypeError, AttributeError, ValueError) as exc:
        print("paired: a report is not the arena's --json --per-game output as printed "
              f"({type(exc).__name__}: {exc})", file=sys.stderr)
        return 2
    print("\n".join(report_lines(reports[0], reports[1], paired)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
