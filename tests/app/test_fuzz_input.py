"""Fuzzing the files and the text a player brings to the game: a settings file, a save, a
statistics file, a pasted deal code, each mutated the way disks, editors and other programs
mutate them (keys gone or renamed, wrong types, numbers out of range, nesting thousands
deep, junk characters, files cut short). Each must end in the game's own answer: a value
used, or a message in the player's words, the file kept; never an error of Python's.

Deterministic (``derandomize``) and bounded, so that CI sees the same examples every run.
"""

from __future__ import annotations

import copy
import json
import logging
import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from gin_desktop.app.persistence import match_state, setup_for
from gin_desktop.app.deal_code import MAX_DEAL, deal_code, parse_deal
from gin_desktop.app.settings import KEY_DEFAULT_SETUP, Settings
from gin_desktop.app.statistics import HandRecord, MatchRecord, Statistics
from gin_desktop.app.stats_window import StatsWindow
from gin_desktop.app.storage import SAVE_NAME, parse_save, save_text
from gin_desktop.engine import (
    RuleSet, SaveFileError, SaveProblem, best_arrangement, load_match, new_match,
)
from gin_desktop.app.setup import GameSetup

from .test_deal_paste import replay
from .test_stats_window import a_match, open_statistics

FUZZ = settings(max_examples=60, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow,
                                       HealthCheck.function_scoped_fixture])

# JSON values of every kind, a few levels deep.
JSON = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(),
              st.text(max_size=12)),
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12)


def nested(depth: int, inner: str = "") -> str:
    """JSON lists in lists ``depth`` deep: valid, and deeper than json reads."""
    return "[" * depth + inner + "]" * depth


def deep_texts() -> st.SearchStrategy[str]:
    return st.one_of(
        st.integers(1, 200_000).map(nested),
        st.integers(1, 200_000).map(lambda depth: '{"a":' * depth + "1" + "}" * depth),
        st.integers(1, 50_000).map(lambda depth: json.dumps(
            {"mode": "two", "rules": "@"}).replace('"@"', nested(depth))),
    )


def setup_texts() -> st.SearchStrategy[str]:
    """What a damaged or hand-edited "new game choices" value may hold."""
    valid = GameSetup(mode="three", human_seat=1, levels=("expert", "human", "beginner"),
                      names=("Ann", "You", "Bo")).to_dict()
    mutated = st.builds(lambda key, value: json.dumps({**valid, key: value}),
                        st.sampled_from(sorted(valid) + ["unknown"]), JSON)
    return st.one_of(deep_texts(), mutated, JSON.map(json.dumps), st.text(max_size=40))


def settings_file(values: dict[str, Any]) -> Settings:
    path = Path(tempfile.mkdtemp(prefix="gin-fuzz-")) / "settings.ini"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    for key, value in values.items():
        store.setValue(key, value)
    store.sync()
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


# ---------------------------------------------------------------------- settings
@FUZZ
@given(setup_texts())
def test_any_new_game_choices_in_the_settings_are_used_or_named(qapp: Any, text: str) -> None:
    loaded = settings_file({KEY_DEFAULT_SETUP: text, "ui/welcomed": True})
    problems = loaded.take_problems()
    assert isinstance(loaded.default_setup, GameSetup)
    assert all(problem.startswith("new game choices (") for problem in problems)


def test_new_game_choices_nested_too_deep_to_read_still_open_the_game(
        make_window: Any) -> None:
    """The game stopped at every start: json gave up on the value with an error of its own,
    and the file kept the value for the next start."""
    loaded = settings_file({KEY_DEFAULT_SETUP: nested(100_000), "ui/welcomed": True})
    window = make_window(loaded)
    assert window.model.has_match and window.model.setup.mode == "two"
    assert window.notice_bar.isVisible()
    assert "new game choices" in window.notice_bar.label.text()
    assert not loaded.store.contains(KEY_DEFAULT_SETUP)  # said once, not at every start


# --------------------------------------------------------------------- deal codes
def any_code() -> st.SearchStrategy[str]:
    two = st.builds(deal_code, st.integers(0, MAX_DEAL), st.sampled_from([None, 0, 1]))
    three = st.builds(lambda number, roles, dealt: deal_code(
        number, None, roles=roles, sitter_dealt=dealt), st.integers(0, MAX_DEAL),
        st.permutations([0, 1, 2]).map(tuple), st.booleans())
    return st.one_of(two, three)


# Words copied around a code in any script, among them letters that upper-case to two
# ("ß" to "SS", "ﬁ" to "FI"): a code after them was cut in the wrong place and refused.
@FUZZ
@given(st.text(), any_code(), st.sampled_from(["", "\n", " · "]))
def test_a_code_pasted_after_any_words_is_read_as_the_code(
        before: str, code: str, gap: str) -> None:
    assert parse_deal(f"{before} {gap}{code}") == parse_deal(code)


def test_replay_deal_reads_a_code_copied_after_words_with_a_sharp_s(
        make_window: Any, qtbot: QtBot) -> None:
    window = make_window()
    code = deal_code(4242, dealer=1)
    replay(window, f"Straße, Spiel: {code}")
    state = window.model.match.table_state()
    assert (state.deal_number, state.dealer) == (4242, 1)


# --------------------------------------------------------------------- statistics
# The tables are STRICT (a number is a number), but what a damaged or hand-edited file
# holds in them is anything of the right type.
TEXT = st.one_of(st.text(max_size=20), st.sampled_from(
    ["two", "three", "seeds", "custom", "oklahoma", "standard", "expert+beginner", "none",
     "", "null", "[]", '{"target": 1e999}', '{"knock_limit": -1}', '{"name": 5}',
     "9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00", "yesterday"]))
RULES = st.one_of(TEXT, deep_texts())
NUMBER = st.one_of(st.integers(-2**63, 2**63 - 1), st.integers(-3, 200))
SECONDS = st.one_of(st.floats(allow_nan=False), st.floats(0, 1e6))


def match_records() -> st.SearchStrategy[MatchRecord]:
    return st.builds(
        MatchRecord, match_id=st.text(max_size=8), started_at=TEXT,
        finished_at=st.one_of(st.none(), TEXT), mode=TEXT,
        preset=st.one_of(st.just("custom"), TEXT), opponent=TEXT, human_seat=NUMBER,
        deal_number=NUMBER, result=st.sampled_from(["playing", "win", "loss", "abandoned"]),
        points_for=NUMBER, points_against=NUMBER, hands=NUMBER, knocks=NUMBER, gins=NUMBER,
        undercuts=NUMBER, duration=SECONDS, rules=RULES)


def hand_records() -> st.SearchStrategy[HandRecord]:
    return st.builds(
        HandRecord, match_id=st.text(max_size=8), hand_number=NUMBER, deal_number=NUMBER,
        finished_at=TEXT, role=st.sampled_from(["player", "advisor"]),
        result=st.sampled_from(["win", "loss", "draw"]), kind=TEXT, knocked=st.booleans(),
        points=NUMBER, duration=SECONDS)


@FUZZ
@given(st.lists(st.tuples(match_records(), st.lists(hand_records(), max_size=3)),
                min_size=1, max_size=4))
def test_any_recorded_values_are_shown_and_exported(
        qtbot: QtBot, records: list[tuple[MatchRecord, list[HandRecord]]]) -> None:
    folder = Path(tempfile.mkdtemp(prefix="gin-fuzz-"))
    stats, problem = Statistics.open(folder / "statistics.sqlite3")
    assert problem is None
    for match, hands in records:
        stats.record(match, hands)
    window = StatsWindow(stats, None, reset=stats.reset, resettable=lambda: True)
    qtbot.addWidget(window)
    try:
        window.show()
        window.grab()
        assert window.error_label.isHidden(), window.error_label.text()
        assert stats.export_csv(folder / "statistics.csv") == len(stats.hands())
    finally:
        window.close()
        stats.close()


def test_a_match_whose_rules_are_nested_too_deep_leaves_the_others_readable(
        window: Any, qtbot: QtBot) -> None:
    """One match recorded with its rules nested deeper than json reads (a damaged file)
    made the statistics window say that nothing could be read."""
    stats = window.persistence.stats
    stats.record(a_match(1, 100, 20))
    odd = a_match(2, 30, 100)
    stats.record(MatchRecord(**{**odd.__dict__, "preset": "custom",
                                "rules": nested(100_000)}))
    stats_window = open_statistics(window, qtbot)
    try:
        assert stats_window.error_label.isHidden(), stats_window.error_label.text()
        assert stats_window.matches_label.text().startswith("2 played, 1 won")
    finally:
        stats_window.close()


# -------------------------------------------------------------------------- saves
def a_save(mode: str, seed: int, moves: int) -> dict[str, Any]:
    """A save as the game writes it: a match ``moves`` random moves in, its setup, the
    person's hand in their order and the match's identity."""
    match = new_match(RuleSet.preset("seeds"), seed, mode)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions()))
    levels = ("human",) + ("standard",) * (len(match.seats) - 1)
    setup = GameSetup(mode=mode, levels=levels, seed=seed)
    order = [card.text() for card in reversed(match.hand_of(0))]
    melds = [[card.text() for card in meld.cards]
             for meld in best_arrangement(match.hand_of(0)).melds]
    loaded: dict[str, Any] = json.loads(save_text(
        match, {"setup": setup.to_dict(), "hand_order": order, "hand_melds": melds},
        f"fuzz{seed}"))
    return loaded


SAVES = (a_save("two", 3, 30), a_save("three", 4, 30), a_save("two", 5, 120))
# A value of every kind that does not belong: wrong types, numbers past every range,
# junk characters, nesting deeper than json reads.
JUNK = st.one_of(JSON, st.sampled_from(
    [2**63, -1, 10**30, 1e308, "", "\u202e\x00\ufffd", "9" * 5000, [[[]]]]))


def places(data: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every key and list index in ``data``, as the path to it."""
    found = [at]
    if isinstance(data, dict):
        for key, value in data.items():
            found += places(value, (*at, key))
    elif isinstance(data, list):
        for index, value in enumerate(data[:6]):
            found += places(value, (*at, index))
    return found


def edit(data: Any, at: tuple[Any, ...], how: str, value: Any) -> Any:
    """``data`` with the value at ``at`` deleted, its key renamed, replaced by ``value``
    or doubled (a list's item twice: a card or an action duplicated)."""
    if not at:
        return value
    parent = data
    for step in at[:-1]:
        parent = parent[step]
    last = at[-1]
    if how == "delete":
        del parent[last]
    elif how == "rename" and isinstance(parent, dict):
        parent[f"{last}_"] = parent.pop(last)
    elif how == "double" and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    else:
        parent[last] = value
    return data


@st.composite
def mutated_saves(draw: st.DrawFn) -> str:
    data = copy.deepcopy(draw(st.sampled_from(SAVES)))
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.sampled_from(places(data)))
        how = draw(st.sampled_from(["delete", "rename", "replace", "double"]))
        data = edit(data, at, how, draw(JUNK))
        if not isinstance(data, dict):
            break
    text = json.dumps(data)
    if draw(st.integers(0, 9)) == 0:  # nested deeper than json reads, somewhere inside
        at = draw(st.integers(0, len(text)))
        text = text[:at] + nested(draw(st.integers(1, 20_000))) + text[at:]
    return text


def test_a_save_cut_short_at_any_byte_is_refused_as_damaged() -> None:
    whole = json.dumps(SAVES[0]).encode()
    for end in range(len(whole)):
        with pytest.raises(SaveFileError) as refused:
            load_match(whole[:end])
        assert refused.value.kind in (SaveProblem.DAMAGED, SaveProblem.EMPTY), end


@FUZZ
@given(mutated_saves())
def test_a_mutated_save_resumes_exactly_or_is_refused_with_a_reason(text: str) -> None:
    """The whole load (the match, replayed, then its setup): a match that saves and loads
    again as it was, or a ``SaveFileError`` that says what is wrong; never another error."""
    try:
        loaded = parse_save(text)
        setup = setup_for(loaded)
    except SaveFileError as refused:
        assert str(refused).strip() and isinstance(refused.kind, SaveProblem)
        return
    assert setup.mode == loaded.match.mode
    again = parse_save(save_text(loaded.match, {"setup": setup.to_dict()}, "again"))
    assert match_state(again.match) == match_state(loaded.match)


@settings(max_examples=25, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(mutated_saves())
def test_the_game_opens_over_any_mutated_save_and_keeps_it(
        make_window: Any, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
        text: str) -> None:
    """At start-up: the window deals or resumes; a save it cannot resume is named in the
    notice bar and kept, byte for byte, beside the new game's (or, a newer version's,
    where it was); the last line of defence (an error caught and logged) is never
    needed."""
    folder = Path(tempfile.mkdtemp(prefix="gin-fuzz-"))
    (folder / SAVE_NAME).write_text(text)
    monkeypatch.setenv("GIN_DESKTOP_DATA_DIR", str(folder))
    monkeypatch.setenv("GIN_DESKTOP_AUTO_RESUME", "1")
    caplog.clear()
    with caplog.at_level(logging.WARNING):
        window = make_window()
    try:
        assert not [r.getMessage() for r in caplog.records if r.exc_info]
        assert window.model.has_match
        try:
            saved = [a.text() for a in parse_save(text).match.actions]
            setup_for(parse_save(text))
        except SaveFileError:
            assert window.notice_bar.isVisible()
            assert "saved match" in window.notice_bar.label.text()
            kept = [p.read_bytes() for p in folder.iterdir() if p.name.startswith(SAVE_NAME)]
            assert text.encode() in kept
            return
        played = [a.text() for a in window.model.match.actions]
        assert played[:len(saved)] == saved
    finally:
        window.close()
        window.model.shutdown(5000)


def test_a_save_that_lost_its_deck_version_is_set_aside_as_damaged(
        make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """It was taken for a newer version's: left in place, refused at every start with
    "made by a newer version", while the game kept its own match in another file."""
    folder = Path(tempfile.mkdtemp(prefix="gin-fuzz-"))
    data = copy.deepcopy(SAVES[0])
    del data["deck_version"]
    text = json.dumps(data)
    (folder / SAVE_NAME).write_text(text)
    monkeypatch.setenv("GIN_DESKTOP_DATA_DIR", str(folder))
    window = make_window()
    notice = window.notice_bar.label.text()
    assert notice.startswith("The saved match could not be read"), notice
    assert "newer" not in notice
    kept = [p for p in folder.iterdir() if p.name.startswith(f"{SAVE_NAME}.damaged-")]
    assert [p.read_text() for p in kept] == [text]


def test_a_mode_preset_or_opponent_of_200000_characters_is_shown_cut_short(
        window: Any, qtbot: QtBot) -> None:
    """Such names in a damaged file froze the statistics window: seconds to lay out each
    cell of the win-rate table, and cells far wider than any screen."""
    stats = window.persistence.stats
    long = "x" * 200_000
    stats.record(a_match(1, 100, 20))
    stats.record(MatchRecord(**{**a_match(2, 100, 0).__dict__, "mode": long,
                                "preset": long, "opponent": long}))
    stats.record(MatchRecord(**{**a_match(3, 10, 100).__dict__, "opponent": "+" * 200_000}))
    stats_window = open_statistics(window, qtbot)
    try:
        table = stats_window.rates_table
        assert table.rowCount() == 3
        texts = [table.item(row, column).text() for row in range(table.rowCount())
                 for column in range(table.columnCount())]
        assert max(map(len, texts)) < 200, sorted(map(len, texts))[-3:]
        assert any("…" in text for text in texts)
        # The best match is the one of long names, the worst the one of many opponents.
        labels = (stats_window.best_label.text(), stats_window.worst_label.text())
        assert max(map(len, labels)) < 300, [len(text) for text in labels]
        assert all(table.columnWidth(column) < 600 for column in range(table.columnCount()))
        assert all(table.rowHeight(row) < 200 for row in range(table.rowCount()))
    finally:
        stats_window.close()
