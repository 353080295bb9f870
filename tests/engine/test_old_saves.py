"""Saves written before deck version 2 (schema 1, no deck version) still load and replay
to exactly the position they were saved in (RULES.md "What the engine guarantees": every
deal is reproducible from its seed).

The files under ``golden/v1_saves`` were written by the engine of schema 1, with the
state each one replays to beside it (``*.state.json``). They are never regenerated.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gin_desktop.engine import Match, load_match

SAVES = Path(__file__).parent / "golden" / "v1_saves"
SAVE_FILES = sorted(p for p in SAVES.glob("*.json") if not p.name.endswith(".state.json"))


def replayed_state(m: Match) -> dict[str, Any]:
    """The position, in the terms the files were written with."""
    hand = m.hand
    return {
        "hand_number": m.hand_number,
        "deal_number": hand.deal_number,
        "dealer": hand.dealer,
        "phase": m.phase.value,
        "to_act": m.to_act,
        "scores": list(m.scores),
        "game_scores": [list(g) for g in m.game_scores],
        "hands": {str(s): [c.text() for c in m.hand_of(s)] for s in m.seats},
        "pile": [c.text() for c in hand.pile],
        "stock": [c.text() for c in hand.stock],
        "results": [[r.hand_number, r.deal_number, r.kind.value, r.winner, r.points]
                    for r in m.results],
        "roles": [r.value for r in m.roles()],
        "winner": m.winner,
        "totals": list(m.totals),
    }


def test_the_old_saves_are_there() -> None:
    assert len(SAVE_FILES) >= 4


@pytest.mark.parametrize("path", SAVE_FILES, ids=lambda p: p.stem)
def test_an_old_save_replays_to_the_saved_position(path: Path) -> None:
    data = json.loads(path.read_text())
    assert data["version"] == 1 and "deck_version" not in data
    match, _ = load_match(path.read_text())
    expected = json.loads(path.with_name(path.stem + ".state.json").read_text())
    assert replayed_state(match) == expected
