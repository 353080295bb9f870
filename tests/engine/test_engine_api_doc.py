"""docs/engine-api.md is what a developer reads first: its examples run as written, and
the fields it lists are the engine's, so the page fails here the day it goes stale."""

from __future__ import annotations

import dataclasses
import doctest
import re
from pathlib import Path

import pytest

from gin_desktop import engine
from gin_desktop.engine import RuleSet, SeatView, TableState

DOC = Path(__file__).resolve().parents[2] / "docs" / "engine-api.md"


def _doc() -> str:
    return DOC.read_text(encoding="utf-8")


def _between(start: str, end: str) -> str:
    text = _doc()
    assert start in text, f"engine-api.md no longer says {start!r}"
    part = text.split(start, 1)[1]
    assert end in part, f"engine-api.md: {end!r} no longer follows {start!r}"
    return part.split(end, 1)[0]


def _names(text: str) -> set[str]:
    """The names a passage writes as code, each word of `a, b` lists included."""
    return {word for code in re.findall(r"`([^`]+)`", text)
            for word in re.findall(r"[A-Za-z_][A-Za-z_0-9]*", code)}


def test_every_example_runs_as_written() -> None:
    result = doctest.testfile(str(DOC), module_relative=False, verbose=False,
                              optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted >= 15, "the examples were not found"
    assert result.failed == 0


@pytest.mark.parametrize("cls, start, end", [
    (SeatView, "`SeatView`:", "properties `is_my_turn`"),
    (TableState, "`match.table_state() -> TableState`", "Front ends read this"),
    (RuleSet, "`RuleSet` (frozen):", "`Mode.TWO`"),
])
def test_the_fields_listed_are_the_fields(cls: type, start: str, end: str) -> None:
    listed = _names(_between(start, end))
    fields = {f.name for f in dataclasses.fields(cls)}
    assert fields <= listed, f"not in engine-api.md: {sorted(fields - listed)}"


def _signatures() -> dict[str, list[str]]:
    """`Name(a, b, c: Kind ...)` as the page writes an event or a result."""
    found: dict[str, list[str]] = {}
    for name, args in re.findall(r"`?([A-Z][A-Za-z]+)\(([a-z_][^()]*(?:\([^()]*\)[^()]*)*)\)",
                                 _events_part()):
        found[name] = [part.split(":")[0].strip().split(" ")[0]
                       for part in re.sub(r"\([^()]*\)", "", args).split(",")]
    return found


def _events_part() -> str:
    return _between("## Events (`events.py`)", "## Seat view")


@pytest.mark.parametrize("name", [
    "RolesDrawn", "HandDealt", "UpcardTaken", "UpcardPassed", "CardDrawn", "CardDiscarded",
    "Knocked", "ShowdownLaid", "HandEnded", "RolesRotated", "GameDecided", "MatchEnded",
    "HandResult", "Bonus",
])
def test_each_event_is_written_with_its_fields_in_order(name: str) -> None:
    written = _signatures()
    assert name in written, f"engine-api.md does not write {name}(...)"
    assert written[name] == [f.name for f in dataclasses.fields(getattr(engine, name))]


def test_every_event_kind_is_named() -> None:
    kinds = {name for name in engine.__all__
             if isinstance(getattr(engine, name), type)
             and issubclass(getattr(engine, name), engine.Event)
             and getattr(engine, name) is not engine.Event}
    assert kinds <= _names(_events_part()) | set(_signatures())


def test_the_save_schema_named_is_the_current_one() -> None:
    from gin_desktop.engine import serialize

    saves = _doc().split("## Saves (`serialize.py`)", 1)[1].split("\n## ", 1)[0]
    assert f"SCHEMA_VERSION = {serialize.SCHEMA_VERSION}" in saves
    assert {p.name for p in engine.SaveProblem} <= _names(saves)
