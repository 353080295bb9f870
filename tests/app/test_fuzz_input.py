"""Fuzzing the files and the text a player brings to the game: a settings file, a save, a
statistics file, a pasted deal code, each mutated the way disks, editors and other programs
mutate them (keys gone or renamed, wrong types, numbers out of range, nesting thousands
deep, junk characters, files cut short). Each must end in the game's own answer: a value
used, or a message in the player's words, the file kept; never an error of Python's.

Deterministic (``derandomize``) and bounded, so that CI sees the same examples every run.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from gin_desktop.app.deal_code import MAX_DEAL, deal_code, parse_deal
from gin_desktop.app.settings import KEY_DEFAULT_SETUP, Settings
from gin_desktop.app.statistics import HandRecord, MatchRecord, Statistics
from gin_desktop.app.stats_window import StatsWindow
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
