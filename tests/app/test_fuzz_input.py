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
from gin_desktop.app.setup import GameSetup

from .test_deal_paste import replay

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
