"""Behaviour pinned by data (``tests/engine/golden``, written by ``tools/golden.py``).

* Deal orders: deal #N's cards must never change in a deck version (RULES.md "What the
  engine guarantees": every deal is reproducible from its seed), including version 1,
  the shuffle of the first releases, which old saves replay with.
* One whole match per preset between two fixed players: every action, every result and
  the final scores. A change to a rule shows here; when it is meant, rerun
  ``python tools/golden.py`` and say why in the commit.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from gin_desktop.engine import (
    DECK_VERSION, DECK_VERSIONS, FULL_DECK, Action, Card, Mode, RuleSet, format_cards,
    new_match, parse_cards, shuffled_deck,
)

REPO = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).parent / "golden"


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("golden_tool", REPO / "tools" / "golden.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["golden_tool"] = module
    spec.loader.exec_module(module)
    return module


TOOL = load_tool()
DEALS = json.loads((GOLDEN / "deals.json").read_text())


@pytest.mark.parametrize("version", DECK_VERSIONS)
def test_the_card_order_of_pinned_deals_never_changes(version: int) -> None:
    """Deals #0, #1, #24, #123456, #999999999 and #2**63-1 in each deck version."""
    pinned = DEALS[f"version {version}"]["decks"]
    assert set(pinned) == {"0", "1", "24", "123456", "999999999", str(2**63 - 1)}
    for number, cards in pinned.items():
        assert format_cards(shuffled_deck(int(number), version)) == cards, number


def test_deal_one_of_deck_version_2_starts_as_pinned() -> None:
    """Spelled out, so that a reader sees what is pinned: deal #1 in version 2."""
    deck = shuffled_deck(1, 2)
    assert deck[:21] == parse_cards(DEALS["version 2"]["decks"]["1"])[:21]
    assert DECK_VERSION == 2


def test_the_two_deck_versions_differ() -> None:
    assert shuffled_deck(24, 1) != shuffled_deck(24, 2)


def test_deck_version_1_is_pythons_random_shuffle_of_the_first_releases() -> None:
    """Version 1 of deal #1 as the first releases dealt it (``random.Random(1)``)."""
    assert format_cards(shuffled_deck(1, 1)[:10]) == "JS TC QH TD 3C KH 7D QC TH 6C"


def test_later_deal_numbers_first_dealers_and_roles_are_pinned() -> None:
    """Whole matches are pinned: a match's later deals, its first dealer (RULES.md
    two-player 1) and the three-hand roles (three-hand 1) come from the deck version."""
    assert TOOL.deals() == DEALS


def test_an_unknown_deck_version_is_refused() -> None:
    with pytest.raises(ValueError, match="deck version"):
        shuffled_deck(1, 3)


def test_every_pinned_deck_holds_the_52_cards_once() -> None:
    for version in DECK_VERSIONS:
        for cards in DEALS[f"version {version}"]["decks"].values():
            deck: list[Card] = parse_cards(cards)
            assert sorted(deck) == sorted(FULL_DECK)


@pytest.mark.parametrize(("preset", "mode", "seed", "sitter_dealt"), TOOL.TRANSCRIPTS,
                         ids=lambda v: str(v))
def test_a_whole_match_per_preset_plays_as_pinned(preset: str, mode: Mode, seed: int,
                                                  sitter_dealt: bool) -> None:
    """Every action, every hand's result and the final totals of one match between the
    tool's two fixed players (RULES.md, all of it: dealing, scoring, variants)."""
    path = GOLDEN / "transcripts" / TOOL.transcript_name(preset, mode, sitter_dealt)
    pinned = json.loads(path.read_text())
    assert TOOL.transcript(preset, mode, seed, sitter_dealt) == pinned


@pytest.mark.parametrize("path", sorted((GOLDEN / "transcripts").glob("*.json")),
                         ids=lambda p: p.stem)
def test_a_pinned_transcript_replays_from_its_actions(path: Path) -> None:
    """The actions alone, replayed on a new match, give the pinned results."""
    pinned = json.loads(path.read_text())
    rules = RuleSet.preset(pinned["preset"]).replace(sitter_dealt=pinned["sitter_dealt"])
    match = new_match(rules, pinned["seed"], pinned["mode"])
    for text in pinned["actions"].split():
        match.apply(Action.from_text(text.replace(":", " ")))
    assert match.winner == pinned["winner"] and list(match.totals) == pinned["totals"]
    assert [r.kind.value for r in match.results] == [h["result"] for h in pinned["hands"]]


def test_the_tool_finds_the_golden_files_up_to_date() -> None:
    assert TOOL.main(["--check"]) == 0
