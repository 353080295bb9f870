"""Saving: a match to JSON and back, and every bad file refused with a clear message."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gin_desktop.engine import (
    Action, RuleSet, SaveFileError, SaveProblem, load_match, match_from_json, match_to_json,
    new_match,
)
from gin_desktop.engine.serialize import BASE_SCHEMA_VERSION, SCHEMA_VERSION


def saved(seed: int = 7, actions: int = 6) -> dict[str, object]:
    match = new_match(RuleSet.preset("classic"), seed)
    for _ in range(actions):
        match.apply(match.legal_actions()[-1])
    data = json.loads(match_to_json(match))
    assert isinstance(data, dict)
    return data


def test_the_file_names_its_format_and_schema_version() -> None:
    data = saved()
    assert data["format"] == "gin_desktop.match"
    # Nothing in it needs schema 4: older releases still read it.
    assert data["version"] == BASE_SCHEMA_VERSION < SCHEMA_VERSION
    assert data["rules"]["name"] == "classic"  # type: ignore[index]
    assert all(isinstance(a, str) for a in data["actions"])  # type: ignore[attr-defined]


@pytest.mark.parametrize(("mutate", "message"), [
    (lambda d: d.update(version=SCHEMA_VERSION + 1), "newer version"),
    (lambda d: d.update(version="1"), "schema version"),
    (lambda d: d.pop("format"), "not a gin_desktop match"),
    (lambda d: d.update(mode="four"), "mode"),
    (lambda d: d.update(mode=[]), "mode"),
    (lambda d: d.update(mode={}), "mode"),
    (lambda d: d.update(seed=-1), "seed"),
    (lambda d: d.update(seed=True), "seed"),
    (lambda d: d.update(seed=2**70), "seed"),
    (lambda d: d.update(rules={"target": "a lot"}), "target"),
    (lambda d: d.update(rules={"knock_limit": 99}), "knock_limit"),
    (lambda d: d.update(rules={"colour": "red"}), "unknown rule option"),
    (lambda d: d.update(rules=[1, 2]), "rules"),
    (lambda d: d.update(actions="stock"), "actions"),
    (lambda d: d.update(actions=["stock", "fly away"]), "action 1"),
    (lambda d: d.update(actions=[{"kind": "stock"}]), "action 1"),
    (lambda d: d.update(actions=["discard ZZ"]), "action 1"),
    (lambda d: d["actions"].append("discard AS"), "cannot be replayed"),  # type: ignore[attr-defined]
    (lambda d: d.update(extra=[1]), "extra"),
])
def test_a_damaged_save_is_refused_with_a_clear_message(mutate: object, message: str) -> None:
    data = saved()
    mutate(data)  # type: ignore[operator]
    with pytest.raises(SaveFileError, match=message):
        load_match(json.dumps(data))


@pytest.mark.parametrize(("text", "message"), [
    ("", "empty"),
    ("   \n", "empty"),
    ("{", "not valid JSON"),
    ("[1, 2, 3]", "expected an object"),
    ("null", "expected an object"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply|not valid JSON|expected an object"),
    ('{"format": "gin_desktop.match", "version": 1, "mode": "two", "seed": 1, '
     '"rules": {}, "actions": [' + ",".join(['"stock"'] * 100_001) + "]}", "too large|too many"),
])
def test_garbage_is_refused(text: str, message: str) -> None:
    with pytest.raises(SaveFileError, match=message):
        load_match(text)


def test_an_absurdly_long_number_is_refused() -> None:
    with pytest.raises(SaveFileError, match="cannot be read"):
        load_match('{"seed": ' + "9" * 5000 + "}")


def test_huge_and_binary_files_are_refused() -> None:
    with pytest.raises(SaveFileError, match="too large"):
        load_match(b" " * 3_000_000)
    with pytest.raises(SaveFileError, match="UTF-8"):
        load_match(b"\xff\xfe\x00garbage")


def test_truncated_save_is_refused() -> None:
    text = json.dumps(saved())
    for cut in range(0, len(text) - 1, 37):
        with pytest.raises(SaveFileError):
            load_match(text[:cut])


@given(data=st.data())
@settings(max_examples=200, deadline=None)
def test_mutated_saves_load_or_fail_clearly(data: st.DataObject) -> None:
    """Any byte-level damage either still loads a valid match or raises SaveFileError."""
    raw = bytearray(json.dumps(saved(actions=10)).encode())
    for _ in range(data.draw(st.integers(1, 4))):
        position = data.draw(st.integers(0, len(raw) - 1))
        operation = data.draw(st.sampled_from(["flip", "insert", "delete"]))
        if operation == "flip":
            raw[position] = data.draw(st.integers(0, 255))
        elif operation == "insert":
            raw.insert(position, data.draw(st.integers(0, 255)))
        else:
            del raw[position]
    try:
        match = match_from_json(bytes(raw))
    except SaveFileError as exc:
        assert str(exc)
    else:
        assert len(match.card_locations()) == 52


def test_loaded_match_replays_to_the_same_position() -> None:
    match = new_match(RuleSet(), 99, "three")
    for _ in range(15):
        match.apply(match.legal_actions()[0])
    loaded = match_from_json(match_to_json(match))
    assert loaded.view(0) == match.view(0)
    assert loaded.actions == match.actions
    assert [a.text() for a in loaded.actions] == [Action.from_text(a.text()).text()
                                                  for a in match.actions]


def test_the_file_names_its_deck_version() -> None:
    """Saves name the deck version their deals were shuffled with (``deck.py``)."""
    assert saved()["deck_version"] == 2


def test_a_schema_1_save_deals_with_deck_version_1() -> None:
    data = saved(actions=0)
    data["version"] = 1
    del data["deck_version"]
    match = match_from_json(json.dumps(data))
    assert match.deck_version == 1
    assert match.hand.deal_number == 7


def test_a_save_keeps_deck_version_1_when_saved_again() -> None:
    match = new_match(RuleSet(), 5, deck_version=1)
    again = match_from_json(match_to_json(match))
    assert again.deck_version == 1 and again.hand.deal == match.hand.deal


@pytest.mark.parametrize("value", [None, 3, "2", True, [2]])
def test_an_unknown_deck_version_is_refused(value: object) -> None:
    data = saved()
    data["deck_version"] = value
    with pytest.raises(SaveFileError, match="deck version"):
        match_from_json(json.dumps(data))


@pytest.mark.parametrize("value", [None, "2", "3", True, [2], 0, -1, 1.5, {}])
def test_a_deck_version_missing_or_of_the_wrong_kind_is_damage_not_a_newer_version(
        value: object) -> None:
    """A newer version's save is left where it is and refused at every start: a save whose
    deck version was lost or garbled is damaged, and set aside as such."""
    data = saved()
    data["deck_version"] = value
    with pytest.raises(SaveFileError) as refused:
        match_from_json(json.dumps(data))
    assert refused.value.kind is SaveProblem.DAMAGED
    del data["deck_version"]
    with pytest.raises(SaveFileError) as missing:
        match_from_json(json.dumps(data))
    assert missing.value.kind is SaveProblem.DAMAGED


def test_a_deck_version_past_ours_is_a_newer_versions() -> None:
    data = saved()
    data["deck_version"] = 3
    with pytest.raises(SaveFileError) as refused:
        match_from_json(json.dumps(data))
    assert refused.value.kind is SaveProblem.NEWER
