"""Saves survive crashes and bad files (issue "Nothing lost"): atomic writes, the archive,
and a loader that either loads a valid match or says, in one line, what is wrong.
"""

from __future__ import annotations

import json
import os
import random
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gin_desktop.app import storage
from gin_desktop.app.storage import (
    OWN_SAVE_NAME,
    SAVE_NAME,
    DamagedSaveError,
    NewerSaveError,
    SaveStore,
    atomic_write_text,
    parse_save,
    set_aside,
)
from gin_desktop.engine import Match, RuleSet, SaveFileError, match_to_json, new_match

FIXED_TIME = 1_800_000_000.0  # a fixed clock: file names are predictable
DAMAGED = re.compile(r"^current-match\.json\.damaged-\d{8}-\d{6}Z(-\d+)?$")


def play(match: Match, actions: int, seed: int) -> Match:
    """Play up to ``actions`` random legal actions (deterministic from ``seed``)."""
    rng = random.Random(seed)
    for _ in range(actions):
        legal = match.legal_actions()
        if not legal:
            break
        match.apply(rng.choice(legal))
    return match


def sample_saves() -> list[bytes]:
    two = play(new_match(RuleSet.preset("seeds"), 4242), 60, 1)
    three = play(new_match(RuleSet.preset("oklahoma"), 777, "three"), 45, 2)
    holly = play(new_match(RuleSet.preset("hollywood"), 99), 120, 3)
    return [match_to_json(m, {"setup": {"mode": m.mode}}).encode() for m in (two, three, holly)]


SAVES = sample_saves()


def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path, clock=lambda: FIXED_TIME)


def state(match: Match) -> tuple[object, ...]:
    return (match.mode, match.seed, [a.text() for a in match.actions], match.to_act,
            match.phase, list(match.scores), match.hand_number,
            [match.hand_of(s) for s in match.seats], list(match.hand.pile),
            list(match.hand.stock))


# ------------------------------------------------------------------ atomic writes
def test_atomic_write_replaces_the_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "file.json"
    atomic_write_text(target, "old")
    atomic_write_text(target, "new")
    assert target.read_text() == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_atomic_write_fsyncs_the_file_and_its_folder(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[int] = []
    real_fsync = os.fsync

    def spy(fd: int) -> None:
        synced.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", spy)
    atomic_write_text(tmp_path / "f", "x")
    assert len(synced) == (2 if os.name == "posix" else 1)


def test_a_failed_write_keeps_the_old_file_whole(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "file.json"
    atomic_write_text(target, "old contents")

    def fail(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        atomic_write_text(target, "new contents")
    assert target.read_text() == "old contents"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_data_dir_follows_the_environment(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(storage.DATA_DIR_ENV, str(tmp_path / "nested" / "data"))
    assert storage.data_dir() == tmp_path / "nested" / "data"
    assert (tmp_path / "nested" / "data").is_dir()


# ------------------------------------------------------------------ save and load
@pytest.mark.parametrize("index", range(len(SAVES)))
def test_a_saved_match_loads_exactly_as_it_was(tmp_path: Path, index: int) -> None:
    original = parse_save(SAVES[index]).match
    saves = store(tmp_path)
    saves.save(SAVES[index].decode())
    loaded = saves.load()
    assert loaded is not None
    assert state(loaded.match) == state(original)


def test_no_save_loads_as_none(tmp_path: Path) -> None:
    assert store(tmp_path).load() is None


def test_the_match_id_is_kept_in_the_extra_data() -> None:
    match = parse_save(SAVES[0]).match
    text = storage.save_text(match, {"setup": {"mode": "two"}}, "abc123")
    loaded = parse_save(text)
    assert loaded.match_id == "abc123"
    assert loaded.setup_data == {"mode": "two"}
    assert state(loaded.match) == state(match)


def test_a_save_is_built_without_parsing_json_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """One conversion to JSON per autosave: no dump, parse and dump again."""
    match = parse_save(SAVES[1]).match
    extra = {"setup": {"mode": "three"}}

    def no_loads(*args: object, **kwargs: object) -> object:
        raise AssertionError("the save was parsed back")

    monkeypatch.setattr(json, "loads", no_loads)
    text = storage.save_text(match, extra, "id-1")
    monkeypatch.undo()
    assert extra == {"setup": {"mode": "three"}}  # the caller's data is left alone
    loaded = parse_save(text)
    assert loaded.extra == {"setup": {"mode": "three"}, "persistence": {"id": "id-1"}}
    assert state(loaded.match) == state(match)


@pytest.mark.parametrize("error", [TypeError("unhashable type: 'dict'"), KeyError("x"),
                                   AttributeError("'list' object has no attribute 'get'"),
                                   IndexError("list index out of range"),
                                   OverflowError("int too large")])
def test_parse_save_raises_only_save_file_errors(monkeypatch: pytest.MonkeyPatch,
                                                 error: Exception) -> None:
    """Should an engine check ever miss a wrongly typed field, the promise still holds."""
    def failing(data: object) -> object:
        raise error

    monkeypatch.setattr(storage, "load_match", failing)
    with pytest.raises(SaveFileError, match="wrong kind"):
        parse_save(SAVES[0])


@pytest.mark.parametrize("field, value", [
    ("mode", {}), ("mode", ["two"]), ("mode", 2), ("seed", {}), ("seed", [1]),
    ("rules", []), ("rules", "seeds"), ("actions", {"a": 1}), ("actions", [{}]),
    ("actions", [[1]]), ("extra", []), ("extra", "setup"), ("version", {}),
    ("format", []),
])
def test_wrongly_typed_fields_raise_save_file_errors(field: str, value: object) -> None:
    data = json.loads(SAVES[0])
    data[field] = value
    with pytest.raises(SaveFileError):
        parse_save(json.dumps(data))


@pytest.mark.parametrize("own", [None, 5, {"id": 7}, {"id": ""}, {"id": "x" * 65}, []])
def test_a_bad_match_id_is_ignored(own: object) -> None:
    data = json.loads(SAVES[0])
    data["extra"]["persistence"] = own
    assert parse_save(json.dumps(data)).match_id is None


def test_archive_moves_the_save_into_the_archive_folder(tmp_path: Path) -> None:
    saves = store(tmp_path)
    saves.save(SAVES[0].decode())
    archived = saves.archive("finished")
    assert archived is not None and archived.parent == tmp_path / "archive"
    assert archived.read_bytes() == SAVES[0]
    assert not saves.exists()
    assert saves.archive() is None  # nothing left to archive
    second = saves.archive("finished", text="{}")  # same second: a distinct name
    assert second is not None and second != archived
    assert saves.archived() == sorted([archived, second])


@pytest.fixture
def time_zone(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str], None]]:
    """Set the process's time zone, as a player does between two launches."""
    def switch(zone: str) -> None:
        monkeypatch.setenv("TZ", zone)
        time.tzset()
    yield switch
    monkeypatch.undo()
    time.tzset()


def test_archive_keeps_the_order_played_across_a_time_zone_change(
        tmp_path: Path, time_zone: Callable[[str], None]) -> None:
    # An evening match in Europe, then one two minutes later after the computer moved to
    # California: the second must still come after the first, not a day before it.
    first_end = 1_796_362_504.0  # 2026-12-04 05:35:04 UTC
    clock = [first_end]
    saves = SaveStore(tmp_path, clock=lambda: clock[0])
    time_zone("UTC")
    saves.save(SAVES[0].decode())
    first = saves.archive("finished")
    time_zone("America/Los_Angeles")
    clock[0] = first_end + 120
    saves.save(SAVES[1].decode())
    second = saves.archive("finished")
    assert saves.archived() == [first, second]
    assert [p.read_bytes() for p in saves.archived()] == [SAVES[0], SAVES[1]]


def test_set_aside_never_overwrites_an_earlier_copy(tmp_path: Path) -> None:
    names = []
    for content in ("one", "two", "three"):
        (tmp_path / "current-match.json").write_text(content)
        names.append(set_aside(tmp_path / "current-match.json", clock=lambda: FIXED_TIME))
    assert len(set(names)) == 3
    assert [p.read_text() for p in names] == ["one", "two", "three"]
    assert all(DAMAGED.match(p.name) for p in names)


# ---------------------------------------------------------------------- bad files
def bad_files() -> dict[str, bytes]:
    valid = json.loads(SAVES[0])
    wrong_types = dict(valid, actions={"take": 1}, seed="12")
    illegal = dict(valid, actions=["discard AS", "knock KH"])
    return {
        "empty": b"",
        "whitespace": b"  \n\t ",
        "truncated": SAVES[0][: len(SAVES[0]) // 2],
        "garbage": bytes(random.Random(5).randrange(256) for _ in range(4000)),
        "not utf-8": b'{"format": "\xff\xfe"}',
        "huge": b"[" + b"0," * (storage.MAX_SAVE_BYTES // 2) + b"0]",
        "deeply nested": b"[" * 200_000 + b"]" * 200_000,
        "nested object": b'{"a":' * 50_000 + b"1" + b"}" * 50_000,
        "huge integer": b'{"format": "gin_desktop.match", "version": ' + b"9" * 5000 + b"}",
        "wrong top level": b"[1, 2, 3]",
        "a string": b'"hello"',
        "null": b"null",
        "wrong types": json.dumps(wrong_types).encode(),
        "illegal actions": json.dumps(illegal).encode(),
        "wrong rules": json.dumps(dict(valid, rules={"target": -5})).encode(),
        "extra not an object": json.dumps(dict(valid, extra=[1])).encode(),
        "NaN seed": SAVES[0].replace(b'"seed": 4242', b'"seed": NaN'),
    }


@pytest.mark.parametrize("name", list(bad_files()))
def test_a_bad_save_is_reported_and_kept_aside(tmp_path: Path, name: str) -> None:
    content = bad_files()[name]
    saves = store(tmp_path)
    saves.path.write_bytes(content)
    with pytest.raises(DamagedSaveError) as caught:
        saves.load()
    error = caught.value
    message = str(error)
    assert message and "\n" not in message and len(message) < 300
    assert not saves.path.exists()
    assert error.kept_as is not None and DAMAGED.match(error.kept_as.name)
    assert error.kept_as.read_bytes() == content
    assert saves.load() is None  # and the game carries on with no save


@pytest.mark.parametrize("change", [{"version": 99}, {"deck_version": 9}])
def test_a_newer_versions_save_says_so_and_is_left_where_it_is(
        tmp_path: Path, change: dict[str, int]) -> None:
    """Not damaged: a newer version wrote it, and must find it again as it left it."""
    saves = store(tmp_path)
    content = json.dumps(dict(json.loads(SAVES[0]), **change)).encode()
    saves.path.write_bytes(content)
    with pytest.raises(NewerSaveError) as caught:
        saves.load()
    assert caught.value.kept_as is None
    assert [p.name for p in tmp_path.iterdir()] == [SAVE_NAME]
    assert saves.path.read_bytes() == content
    # This version's own match goes beside it, and is read from there.
    saves.keep_own_match_apart()
    assert saves.load() is None
    saves.save(SAVES[0].decode())
    assert saves.path.name == OWN_SAVE_NAME and saves.load() is not None
    assert (tmp_path / SAVE_NAME).read_bytes() == content


def test_a_huge_file_is_not_read_whole(tmp_path: Path) -> None:
    saves = store(tmp_path)
    with saves.path.open("wb") as f:  # a sparse 4 GB file: instant, takes no disk
        f.truncate(4 * 1024**3)
    with pytest.raises(DamagedSaveError, match="too large"):
        saves.load()


def test_an_unreadable_save_is_reported(tmp_path: Path) -> None:
    saves = store(tmp_path)
    saves.path.mkdir()  # a folder where the file should be: reading fails with OSError
    with pytest.raises(DamagedSaveError, match="could not be read"):
        saves.load()


def test_a_pipe_in_place_of_the_save_is_refused_without_waiting(tmp_path: Path) -> None:
    """Opening a pipe to read would wait for a writer forever, freezing the start."""
    saves = store(tmp_path)
    os.mkfifo(saves.path)
    with pytest.raises(DamagedSaveError, match="not a regular file"):
        saves.load()


# --------------------------------------------------------------- mutation testing
@st.composite
def mutated_saves(draw: st.DrawFn) -> bytes:
    data = bytearray(draw(st.sampled_from(SAVES)))
    for _ in range(draw(st.integers(1, 4))):
        if not data:
            break
        at = draw(st.integers(0, len(data) - 1))
        how = draw(st.sampled_from(("flip", "insert", "delete", "set")))
        if how == "flip":
            data[at] ^= 1 << draw(st.integers(0, 7))
        elif how == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=8))
        elif how == "delete":
            del data[at:at + draw(st.integers(1, 8))]
        else:
            data[at] = draw(st.sampled_from(b'0123456789"{}[],:-. aAeEntfrusl\\'))
    return bytes(data)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_saves())
def test_a_mutated_save_loads_as_a_valid_match_or_is_refused_clearly(data: bytes) -> None:
    try:
        loaded = parse_save(data)
    except SaveFileError as exc:
        assert str(exc).strip()
        return
    match = loaded.match
    assert sorted(c.index for c in match.card_locations()) == list(range(52))
    replayed = parse_save(match_to_json(match, loaded.extra))
    assert state(replayed.match) == state(match)


def test_temporaries_left_by_a_killed_write_are_removed(tmp_path: Path) -> None:
    old = tmp_path / ".current-match.json.abc123.tmp"
    fresh = tmp_path / ".current-match.json.def456.tmp"
    old.write_text("half a sa")
    fresh.write_text("being written by another copy")
    os.utime(old, (FIXED_TIME - 3600, FIXED_TIME - 3600))
    os.utime(fresh, (FIXED_TIME - 1, FIXED_TIME - 1))
    assert store(tmp_path).remove_stale_temporaries() == 1
    assert not old.exists() and fresh.exists()


def test_each_save_keeps_the_one_it_replaces_and_a_new_match_keeps_no_other_copy(
        tmp_path: Path) -> None:
    """The copy beside the save is the save before the last one; archived, the match takes
    it along, so that the next match's first save, damaged, never resumes the old one."""
    from gin_desktop.app.storage import PREVIOUS_SUFFIX

    store = SaveStore(tmp_path)
    copy = tmp_path / f"{SAVE_NAME}{PREVIOUS_SUFFIX}"
    store.save("first")
    assert not copy.exists()
    store.save("second")
    store.save("third")
    assert (store.path.read_text(), copy.read_text()) == ("third", "second")
    store.archive("finished")
    assert not copy.exists()
    copy.write_text("a copy left behind by hand")
    store.save("new match")
    assert not copy.exists()
