"""Golden data for the engine's tests: ``python tools/golden.py [--check]``.

Writes, under ``tests/engine/golden/``:

* ``deals.json``: the card order of several deal numbers in every deck version, the deal
  numbers of a match's later hands, first dealers and three-hand roles;
* ``transcripts/<preset>-<mode>.json``: one whole match per preset between two fixed,
  simple players defined here (they use nothing but the engine), every action and every
  hand's result.

``tests/engine/test_golden.py`` recomputes all of it and compares: a change to the
shuffle, the dealing or any rule shows up as a difference. Run this only when such a
change is meant (a new deck version, a rule decision), and say so in the commit.
``--check`` compares without writing (exit status 1 on a difference).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gin_desktop.engine import (  # noqa: E402
    DECK_VERSIONS, PRESET_NAMES, Action, ActionKind, Match, Mode, RuleSet, SeatView,
    deal_number_for, decisions, format_cards, new_match, shuffled_deck,
)
from gin_desktop.engine.deck import first_dealer_for  # noqa: E402
from gin_desktop.engine.melds import (  # noqa: E402
    deadwood_after_each_discard, deadwood_points, min_deadwood_after_discard,
)

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "engine" / "golden"
DEAL_NUMBERS = (0, 1, 24, 123456, 999_999_999, 2**63 - 1)
SEEDS = (1, 24, 123456)
#: (preset, mode, seed, sitter_dealt) of the transcripts.
TRANSCRIPTS: tuple[tuple[str, Mode, int, bool], ...] = (
    *((name, Mode.TWO, 2024, False) for name in PRESET_NAMES),
    ("seeds", Mode.THREE, 2024, False),
    ("seeds", Mode.THREE, 7, True),
)
MAX_ACTIONS = 100_000


def deals() -> dict[str, Any]:
    data: dict[str, Any] = {}
    for version in DECK_VERSIONS:
        data[f"version {version}"] = {
            "decks": {str(n): format_cards(shuffled_deck(n, version)) for n in DEAL_NUMBERS},
            "later deal numbers": {str(seed): [deal_number_for(seed, hand, version)
                                                for hand in range(1, 6)] for seed in SEEDS},
            "first dealers": {str(seed): first_dealer_for(seed, version)
                              for seed in range(16)},
            "three-hand roles": {
                str(seed): [r.value for r in
                            new_match(RuleSet(), seed, Mode.THREE,
                                      deck_version=version).roles()]
                for seed in SEEDS},
        }
    return data


def quick_knocker(view: SeatView) -> Action:
    """Takes a pile card that lowers its deadwood, knocks as soon as it may, discards the
    card that leaves the least deadwood (ties: the highest card index)."""
    return _play(view, knock_at=view.knock_limit)


def gin_seeker(view: SeatView) -> Action:
    """As ``quick_knocker``, but knocks only at 3 or less (any knock in the last turns)."""
    late = view.stock_count <= 8
    return _play(view, knock_at=view.knock_limit if late else min(3, view.knock_limit))


def _play(view: SeatView, knock_at: int) -> Action:
    legal = view.legal_actions
    kinds = {a.kind for a in legal}
    hand = list(view.hand)
    if ActionKind.BIG_GIN in kinds:
        return next(a for a in legal if a.kind is ActionKind.BIG_GIN)
    if kinds & {ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD}:
        upcard = view.upcard
        assert upcard is not None
        take = min_deadwood_after_discard(hand + [upcard]) < deadwood_points(hand)
        wanted = ActionKind.TAKE_UPCARD if ActionKind.TAKE_UPCARD in kinds \
            else ActionKind.DRAW_DISCARD
        other = ActionKind.PASS_UPCARD if wanted is ActionKind.TAKE_UPCARD \
            else ActionKind.DRAW_STOCK
        return next(a for a in legal if a.kind is (wanted if take else other))
    if ActionKind.DRAW_STOCK in kinds:
        return next(a for a in legal if a.kind is ActionKind.DRAW_STOCK)
    after = deadwood_after_each_discard(hand)
    def order(a: Action) -> tuple[int, int]:
        assert a.card is not None
        return (after[a.card], -a.card.index)
    knocks = [a for a in legal if a.kind is ActionKind.KNOCK]
    best_knock = min(knocks, key=order, default=None)
    if best_knock is not None and best_knock.card is not None \
            and after[best_knock.card] <= knock_at:
        return best_knock
    return min((a for a in legal if a.kind is ActionKind.DISCARD), key=order)


def play(preset: str, mode: Mode, seed: int, sitter_dealt: bool) -> Match:
    rules = RuleSet.preset(preset)
    if sitter_dealt:
        rules = rules.replace(sitter_dealt=True)
    match = new_match(rules, seed, mode)
    players = {0: quick_knocker, 1: gin_seeker, 2: quick_knocker}
    for view in decisions(match):
        match.apply(players[view.player](view), view.seat)
        if len(match.actions) > MAX_ACTIONS:
            raise RuntimeError(f"{preset} {mode} {seed}: the match did not end")
    return match


def transcript(preset: str, mode: Mode, seed: int, sitter_dealt: bool) -> dict[str, Any]:
    match = play(preset, mode, seed, sitter_dealt)
    return {
        "preset": preset, "mode": str(mode), "seed": seed, "sitter_dealt": sitter_dealt,
        "deck_version": match.deck_version,
        "players": {"0": "quick_knocker", "1": "gin_seeker", "2": "quick_knocker"},
        "hands": [
            {"hand": r.hand_number, "deal": r.deal_number, "dealer": r.dealer,
             "result": r.kind.value, "winner": r.winner, "points": r.points,
             "games": list(r.games)}
            for r in match.results],
        "scores": list(match.scores),
        "game_scores": [list(g) for g in match.game_scores] if match.rules.hollywood else [],
        "winner": match.winner,
        "totals": list(match.totals),
        "bonuses": [[b.seat, str(b.kind), b.points, b.game, b.hands] for b in match.bonuses],
        "actions": " ".join(a.text().replace(" ", ":") for a in match.actions),
    }


def transcript_name(preset: str, mode: Mode, sitter_dealt: bool) -> str:
    return f"{preset}-{mode}{'-sitter-dealt' if sitter_dealt else ''}.json"


def files() -> dict[Path, str]:
    """Every golden file and its contents."""
    out = {GOLDEN / "deals.json": json.dumps(deals(), indent=1) + "\n"}
    for preset, mode, seed, sitter in TRANSCRIPTS:
        path = GOLDEN / "transcripts" / transcript_name(preset, mode, sitter)
        out[path] = json.dumps(transcript(preset, mode, seed, sitter), indent=1) + "\n"
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args(argv)
    differ = 0
    for path, text in files().items():
        old = path.read_text() if path.exists() else None
        if old == text:
            continue
        differ += 1
        if args.check:
            print(f"differs: {path.relative_to(GOLDEN.parent.parent.parent)}")
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
            print(f"wrote {path.relative_to(GOLDEN.parent.parent.parent)}")
    return 1 if args.check and differ else 0


if __name__ == "__main__":
    sys.exit(main())
