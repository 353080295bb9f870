"""A save damaged while the game was closed (a crash of the disk, a hand edit) loses
nothing: each save keeps the one it replaces beside it, and the game resumes the match from
that copy, saying so and where the unreadable file was kept. Only when the copy cannot be
read either is a new match dealt, as before."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDir
from pytestqt.qtbot import QtBot

from gin_desktop.app.persistence import match_state
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.statistics import STATS_NAME
from gin_desktop.app.storage import PREVIOUS_SUFFIX, SAVE_NAME, parse_save

from .test_partly_readable_save import _play_into_second_hand
from .test_persistence import answer_the_resume_question

SETUP = GameSetup(levels=("human", "standard"), names=("Ana", "Computer"), seed=5)


def _truncated(data: bytes) -> bytes:
    return data[: len(data) // 2]


def _emptied(data: bytes) -> bytes:
    return b""


def _garbled(data: bytes) -> bytes:
    middle = len(data) // 2
    return data[:middle] + b"\x00\xff#garbage" * 8 + data[middle + 80:]


def _other_json(data: bytes) -> bytes:
    return b'{"version": 1, "seed": "not a number"}'


def _illegal_move(data: bytes) -> bytes:
    # Every action the same card drawn: the replay stops at the second.
    text = data.decode()
    return text.replace('"actions": [', '"actions": ["draw stock", "draw stock", ', 1).encode()


DAMAGES = [_truncated, _emptied, _garbled, _other_json, _illegal_move]


def _hands_recorded(folder: Path, match_id: str) -> int:
    with sqlite3.connect(folder / STATS_NAME) as conn:
        (count,) = conn.execute("SELECT COUNT(*) FROM hands WHERE match_id = ?",
                                (match_id,)).fetchone()
    return int(count)


@pytest.fixture
def saved_match(qtbot: QtBot, make_window: Callable[..., Any], settings: Settings,
                tmp_path: Path) -> Callable[[], Path]:
    """``saved_match()``: a match played into its second hand by a window now closed; the
    data folder."""

    def make() -> Path:
        settings.default_setup = SETUP
        first = make_window(settings)
        first.model.start(SETUP)
        _play_into_second_hand(qtbot, first)
        # One more move: the copy is the save before it.
        first.model.play(first.model.hint().action)
        qtbot.waitUntil(first.model.is_human_turn, timeout=10_000)
        first.close()
        first.model.shutdown(5000)
        return tmp_path / "data"

    return make


@pytest.mark.parametrize("damage", DAMAGES, ids=lambda d: d.__name__.strip("_"))
def test_a_damaged_save_resumes_from_its_copy_with_a_notice(
        saved_match: Callable[[], Path], make_window: Callable[..., Any],
        settings: Settings, monkeypatch: pytest.MonkeyPatch,
        damage: Callable[[bytes], bytes]) -> None:
    folder = saved_match()
    save, copy = folder / SAVE_NAME, folder / f"{SAVE_NAME}{PREVIOUS_SUFFIX}"
    kept = parse_save(copy.read_bytes())
    expected = match_state(kept.match)
    assert expected["results"], "no hand was scored"
    hands_before = _hands_recorded(folder, kept.match_id or "")
    damaged = damage(save.read_bytes())
    save.write_bytes(damaged)
    monkeypatch.setenv("GIN_DESKTOP_AUTO_RESUME", "1")

    window = make_window(settings)

    assert match_state(window.model.match) == expected, "the copy's match was resumed"
    (aside,) = [p for p in folder.iterdir() if ".damaged-" in p.name]
    assert aside.name.startswith(f"{SAVE_NAME}.damaged-")
    assert aside.read_bytes() == damaged, "the unreadable file is kept as it was"
    text = window.notice_bar.text()
    assert text.startswith("Your saved match could not be read (")
    assert text.endswith(
        "); it was resumed from the copy saved just before it, so your last move may be "
        f"missing. The unreadable file was kept as {aside.name} in the folder "
        f"{QDir.toNativeSeparators(str(folder))}.")
    # The same match: its identity kept, its finished hands not counted again.
    assert window.persistence.match_id == kept.match_id
    assert _hands_recorded(folder, kept.match_id or "") == hands_before
    # Saved again at once, a copy beside it: the next damage loses nothing either.
    assert match_state(parse_save(save.read_bytes()).match) == expected
    assert match_state(parse_save(copy.read_bytes()).match) == expected


@pytest.mark.parametrize("damage", [_truncated, _garbled], ids=["truncated", "garbled"])
def test_with_the_copy_damaged_too_a_new_match_is_dealt_and_both_are_kept(
        saved_match: Callable[[], Path], make_window: Callable[..., Any],
        settings: Settings, monkeypatch: pytest.MonkeyPatch,
        damage: Callable[[bytes], bytes]) -> None:
    folder = saved_match()
    save, copy = folder / SAVE_NAME, folder / f"{SAVE_NAME}{PREVIOUS_SUFFIX}"
    damaged, damaged_copy = damage(save.read_bytes()), _emptied(copy.read_bytes())
    save.write_bytes(damaged)
    copy.write_bytes(damaged_copy)
    monkeypatch.setenv("GIN_DESKTOP_AUTO_RESUME", "1")

    window = make_window(settings)

    match = window.model.match
    assert match.hand_number == 1 and not match.results, "a new match was dealt"
    aside = {p.name: p.read_bytes() for p in folder.iterdir() if ".damaged-" in p.name}
    assert sorted(aside.values()) == sorted([damaged, damaged_copy])
    assert any(name.startswith(f"{SAVE_NAME}{PREVIOUS_SUFFIX}.damaged-") for name in aside)
    assert window.notice_bar.text().startswith("The saved match could not be read (")
    assert "a new match has been dealt" in window.notice_bar.text()


def test_a_copy_declined_at_the_question_is_archived_as_abandoned(
        saved_match: Callable[[], Path], make_window: Callable[..., Any],
        settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = saved_match()
    save = folder / SAVE_NAME
    save.write_bytes(_truncated(save.read_bytes()))
    from gin_desktop.app import persistence
    from gin_desktop.app.dialogs.new_game import NewGameDialog

    monkeypatch.setattr(persistence.Persistence, "_ask_with_dialog",
                        lambda self, loaded: False)
    # New game's dialog, opened with the declined match's options, cancelled.
    monkeypatch.setattr(NewGameDialog, "ask", classmethod(lambda cls, *args: None))
    # The first window's own first deal may be archived already: saved_match starts its
    # match over it, and whether the computer had saved a move first is a matter of timing.
    before = set((folder / "archive").glob("*abandoned*.json"))
    window = make_window(settings)

    assert window.model.match.hand_number == 1 and not window.model.match.results
    (archived,) = set((folder / "archive").glob("*abandoned*.json")) - before
    assert parse_save(archived.read_bytes()).match.results
    # No copy of the old match is left to be resumed in place of the new one (a copy of
    # the new match's first save is there once the computer has moved).
    copy = folder / f"{SAVE_NAME}{PREVIOUS_SUFFIX}"
    if copy.exists():
        current = parse_save((folder / SAVE_NAME).read_bytes()).match_id
        assert parse_save(copy.read_bytes()).match_id == current
    # The question said it was the copy: the notice says only where the damaged file is.
    text = window.notice_bar.text()
    assert text.startswith("The unreadable file was kept as "), text
    assert "copy saved" not in text


@pytest.mark.parametrize("button", ["Resume", "New game"])
def test_the_resume_question_says_the_match_is_the_damaged_saves_copy(
        saved_match: Callable[[], Path], make_window: Callable[..., Any],
        settings: Settings, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
        button: str) -> None:
    folder = saved_match()
    save = folder / SAVE_NAME
    save.write_bytes(_truncated(save.read_bytes()))
    monkeypatch.delenv("GIN_DESKTOP_AUTO_RESUME", raising=False)
    from gin_desktop.app.dialogs.new_game import NewGameDialog

    monkeypatch.setattr(NewGameDialog, "ask", classmethod(lambda cls, *args: None))
    seen: list[str] = []
    answer_the_resume_question(seen, button)
    window = make_window(settings, show=False)
    window.show()
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)

    (question,) = seen
    assert question.startswith(
        "Your last save could not be read; this is the copy saved just before it, so your "
        "last move may be missing.\n\nYou have an unfinished match of "), question
    # Answered, the notice does not say again what the question said.
    qtbot.waitUntil(lambda: bool(window.notice_bar.text()), timeout=10_000)
    (aside,) = [p for p in folder.iterdir() if ".damaged-" in p.name]
    assert window.notice_bar.text() == (
        f"The unreadable file was kept as {aside.name} in the folder "
        f"{QDir.toNativeSeparators(str(folder))}.")


def test_an_intact_saves_question_says_nothing_of_a_copy(
        saved_match: Callable[[], Path], make_window: Callable[..., Any],
        settings: Settings, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    saved_match()
    monkeypatch.delenv("GIN_DESKTOP_AUTO_RESUME", raising=False)
    seen: list[str] = []
    answer_the_resume_question(seen, "Resume")
    window = make_window(settings, show=False)
    window.show()
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    assert seen[0].startswith("You have an unfinished match of "), seen
