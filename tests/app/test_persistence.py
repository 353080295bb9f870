"""Autosave, resume and statistics wired to the game model (issue "Nothing lost").

A stand-in main window (a QWidget with ``model`` and ``show_notice``) takes the main
window's part of the contract in docs/app-architecture.md.
"""

from __future__ import annotations

import csv
import dataclasses
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app import persistence as persistence_module
from gin_desktop.app.model import GameModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.persistence import Persistence, match_state, setup_for
from gin_desktop.app.statistics import STATS_NAME, Statistics
from gin_desktop.app.stats_window import MarginChart, StatsWindow, form_text
from gin_desktop.app.storage import SAVE_NAME, parse_save, save_text
from gin_desktop.engine import Match, Phase, RuleSet, SaveFileError, match_to_json, new_match

DAMAGED = re.compile(r"^current-match\.json\.damaged-\d{8}-\d{6}Z(-\d+)?$")
SETUP = GameSetup(levels=("human", "standard"), seed=8080)


class Window(QWidget):
    """The main window's part: a model and a one-line notice area."""

    def __init__(self, model: GameModel) -> None:
        super().__init__()
        self.model = model
        self.notices: list[str] = []

    def show_notice(self, text: str) -> None:
        self.notices.append(text)

    def withdraw_notice(self, text: str) -> None:
        self.notices.remove(text)


@pytest.fixture(autouse=True)
def _no_hooks(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in (persistence_module.AUTO_RESUME_ENV, persistence_module.AUTOPLAY_ENV,
                 persistence_module.TEST_LOG_ENV):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def make_window(qtbot: QtBot) -> Iterator[object]:
    models: list[GameModel] = []

    def make(setup: GameSetup | None = SETUP) -> Window:
        model = GameModel(computer_delay_ms=0)
        models.append(model)
        if setup is not None:
            model.start(setup)
        window = Window(model)
        qtbot.addWidget(window)
        return window

    yield make
    for model in models:
        model.shutdown(5000)


def open_persistence(window: Window, folder: Path, resume: bool = True) -> Persistence:
    persistence = Persistence(window, folder=folder)
    persistence.ask_resume = lambda loaded: resume
    return persistence


def play_human(qtbot: QtBot, model: GameModel, moves: int) -> None:
    """The person's next ``moves`` moves (the hint's choice), waiting for the computer."""
    for _ in range(moves):
        qtbot.waitUntil(lambda: model.is_human_turn() or model.match.is_over, timeout=10_000)
        if model.match.is_over:
            return
        if model.match.phase is Phase.HAND_OVER:
            model.next_hand()
        else:
            model.play(model.hint().action)


def saved_actions(folder: Path) -> list[str]:
    return json.loads((folder / SAVE_NAME).read_text())["actions"]  # type: ignore[no-any-return]


def finished_match(seed: int = 12, target: int = 30) -> Match:
    match = new_match(RuleSet.preset("seeds").replace(target=target), seed)
    rng = random.Random(seed)
    while not match.is_over:
        legal = match.legal_actions()
        knocks = [a for a in legal if a.kind.value == "knock"]
        match.apply(rng.choice(knocks) if knocks else rng.choice(legal))
    return match


# ------------------------------------------------------------------ autosave
def test_every_action_is_saved_as_it_happens(qtbot: QtBot, make_window: object,
                                             tmp_path: Path) -> None:
    window = make_window()  # type: ignore[operator]
    model = window.model
    persistence = open_persistence(window, tmp_path)
    assert persistence.offer_resume() is False
    saves: list[list[str]] = []
    model.action_applied.connect(lambda: saves.append(saved_actions(tmp_path)))
    play_human(qtbot, model, 12)
    assert saves, "no action was saved"
    assert saves[-1] == [a.text() for a in model.match.actions][: len(saves[-1])]
    for before, after in zip(saves, saves[1:], strict=False):
        assert after[: len(before)] == before and len(after) == len(before) + 1
    assert window.notices == []


def test_nothing_is_saved_before_the_resume_offer(make_window: object,
                                                  tmp_path: Path) -> None:
    """The match the window starts with must not overwrite the save before the choice."""
    old = new_match(seed=5)
    old.apply(old.legal_actions()[0])
    text = save_text(old, {"setup": SETUP.to_dict()}, "old-id")
    (tmp_path / SAVE_NAME).write_text(text)
    window = make_window()  # type: ignore[operator]
    open_persistence(window, tmp_path)
    window.model.start(SETUP)  # a new match before the offer
    assert (tmp_path / SAVE_NAME).read_text() == text


# ------------------------------------------------------------------ resuming
def test_a_resumed_match_is_exactly_as_it_was(qtbot: QtBot, make_window: object,
                                              tmp_path: Path) -> None:
    first = make_window(GameSetup(mode="three", seed=4711))  # type: ignore[operator]
    open_persistence(first, tmp_path).offer_resume()
    play_human(qtbot, first.model, 25)
    assert first.model.wait_idle(10_000)
    before = match_state(first.model.match)
    setup = first.model.setup

    second = make_window(GameSetup(seed=1))  # type: ignore[operator]
    persistence = open_persistence(second, tmp_path)
    assert persistence.offer_resume() is True
    assert match_state(second.model.match) == before
    assert second.model.setup == setup
    assert second.notices == []


def test_choosing_a_new_game_archives_the_unfinished_match(qtbot: QtBot, make_window: object,
                                                           tmp_path: Path) -> None:
    first = make_window()  # type: ignore[operator]
    open_persistence(first, tmp_path).offer_resume()
    play_human(qtbot, first.model, 6)
    assert first.model.wait_idle(10_000)
    asked: list[object] = []

    second = make_window(GameSetup(seed=99))  # type: ignore[operator]
    persistence = open_persistence(second, tmp_path, resume=False)
    persistence.ask_resume = lambda loaded: asked.append(loaded) or False  # type: ignore
    assert persistence.offer_resume() is False
    assert len(asked) == 1
    archived = list((tmp_path / "archive").glob("match-*-abandoned.json"))
    assert len(archived) == 1
    assert parse_save(archived[0].read_bytes()).match.seed == 8080
    assert parse_save((tmp_path / SAVE_NAME).read_bytes()).match.seed == 99
    stats = Statistics.open(tmp_path / STATS_NAME)[0]
    assert [m.result for m in stats.finished_matches()] == []
    assert persistence.stats.summary().matches == 0


def test_auto_resume_skips_the_question(qtbot: QtBot, make_window: object, tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    first = make_window()  # type: ignore[operator]
    open_persistence(first, tmp_path).offer_resume()
    play_human(qtbot, first.model, 4)
    assert first.model.wait_idle(10_000)
    before = match_state(first.model.match)
    monkeypatch.setenv(persistence_module.AUTO_RESUME_ENV, "1")
    second = make_window(GameSetup(seed=3))  # type: ignore[operator]
    persistence = Persistence(second, folder=tmp_path)

    def never(loaded: object) -> bool:
        raise AssertionError("asked")

    persistence.ask_resume = never
    assert persistence.offer_resume() is True
    assert match_state(second.model.match) == before


def test_a_finished_match_is_archived_not_resumed(make_window: object,
                                                  tmp_path: Path) -> None:
    match = finished_match()
    text = save_text(match, {"setup": SETUP.to_dict()}, "done-1")
    (tmp_path / SAVE_NAME).write_text(text)
    window = make_window()  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    assert persistence.offer_resume() is False
    archived = list((tmp_path / "archive").glob("match-*-finished.json"))
    assert [p.read_text() for p in archived] == [text]
    # Its statistics are made complete (the game may have stopped before recording them).
    recorded = persistence.stats.match("done-1")
    assert recorded is not None and recorded.result in ("win", "loss")
    assert len(persistence.stats.hands("done-1")) == len(match.results)
    # The window's own match is now the one saved.
    assert parse_save((tmp_path / SAVE_NAME).read_bytes()).match.seed == SETUP.seed


def test_a_match_played_to_the_end_is_recorded_and_archived(qtbot: QtBot, make_window: object,
                                                            tmp_path: Path) -> None:
    window = make_window(None)  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    persistence.offer_resume()
    rules = RuleSet.preset("seeds").replace(target=25)
    window.model.start(GameSetup(levels=("standard", "beginner"), rules=rules, seed=31))
    qtbot.waitUntil(lambda: window.model.match.is_over, timeout=30_000)
    match = window.model.match
    assert not (tmp_path / SAVE_NAME).exists()
    archived = list((tmp_path / "archive").glob("match-*-finished.json"))
    assert len(archived) == 1
    assert match_state(parse_save(archived[0].read_bytes()).match) == match_state(match)
    summary = persistence.stats.summary()
    assert summary.matches == 1 and summary.wins == (match.winner == 0)
    assert summary.hands == sum(1 for _ in match.results)
    assert summary.win_rates[0].opponent == "beginner"


def test_a_new_game_over_an_unfinished_one_keeps_it_in_the_archive(
        qtbot: QtBot, make_window: object, tmp_path: Path) -> None:
    window = make_window()  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    persistence.offer_resume()
    while not window.model.match.results:  # play the first hand out
        play_human(qtbot, window.model, 1)
    assert window.model.wait_idle(10_000)
    window.model.start(GameSetup(seed=77))
    assert len(list((tmp_path / "archive").glob("match-*-abandoned.json"))) == 1
    assert parse_save((tmp_path / SAVE_NAME).read_bytes()).match.seed == 77
    results = [row[0] for row in persistence.stats._conn.execute(
        "SELECT result FROM matches ORDER BY started_at, rowid")]
    assert results == ["abandoned"]
    assert len(persistence.stats.hands()) >= 1
    # A deal walked away from before any move is simply replaced: nothing to archive.
    window.model.start(GameSetup(seed=78))
    assert len(list((tmp_path / "archive").glob("match-*-abandoned.json"))) == 1


# ------------------------------------------------------------------ bad files
def bad_saves() -> dict[str, bytes]:
    match = new_match(seed=21)
    match.apply(match.legal_actions()[0])
    good = json.loads(match_to_json(match, {"setup": SETUP.to_dict()}))
    three = GameSetup(mode="three").to_dict()
    return {
        "empty": b"",
        "truncated": json.dumps(good).encode()[:150],
        "garbage": bytes(random.Random(1).randrange(256) for _ in range(3000)),
        "deeply nested": b"[" * 100_000,
        "wrong types": json.dumps(dict(good, actions="take")).encode(),
        "setup missing": json.dumps(dict(good, extra={})).encode(),
        "setup hostile": json.dumps(dict(good, extra={"setup": {"levels": [
            "os:system", "human"]}})).encode(),
        "setup of another mode": json.dumps(dict(good, extra={"setup": three})).encode(),
        "setup wrong types": json.dumps(dict(good, extra={"setup": {
            "mode": ["two"], "human_seat": "0"}})).encode(),
    }


@pytest.mark.parametrize("name", list(bad_saves()))
def test_a_bad_save_is_named_kept_aside_and_the_game_goes_on(
        make_window: object, tmp_path: Path, name: str) -> None:
    content = bad_saves()[name]
    (tmp_path / SAVE_NAME).write_bytes(content)
    window = make_window()  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    assert persistence.offer_resume() is False
    assert len(window.notices) == 1
    notice = window.notices[0]
    assert "\n" not in notice and "saved match" in notice
    kept = [p for p in tmp_path.iterdir() if DAMAGED.match(p.name)]
    assert len(kept) == 1 and kept[0].read_bytes() == content and kept[0].name in notice
    # And the game carries on: the window's own match is saved in its place.
    assert parse_save((tmp_path / SAVE_NAME).read_bytes()).match.seed == SETUP.seed


def test_a_damaged_statistics_file_is_named_and_replaced(make_window: object,
                                                         tmp_path: Path) -> None:
    (tmp_path / STATS_NAME).write_bytes(b"SQLite format 3\x00" + b"\xff" * 5000)
    window = make_window()  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    persistence.offer_resume()
    assert len(window.notices) == 1 and "statistics" in window.notices[0].lower()
    assert "\n" not in window.notices[0]
    assert any(p.name.startswith(f"{STATS_NAME}.damaged-") for p in tmp_path.iterdir())
    assert persistence.stats.summary().matches == 0


def test_a_failing_disk_is_reported_once_and_play_goes_on(
        qtbot: QtBot, make_window: object, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    persistence.offer_resume()
    assert persistence.store is not None

    def full(text: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(persistence.store, "save", full)
    play_human(qtbot, window.model, 6)
    assert window.notices == [f"The game could not be saved in the folder {tmp_path} (the disk "
                              "is full). You can play on: it tries again after every move."]


def test_the_failed_save_notice_goes_once_the_saves_work_again(
        qtbot: QtBot, make_window: object, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk, then room made: the saves worked again, but "The game could not be
    saved … (the disk is full)" stood on, and the player kept reading that nothing was
    saved. It goes, and the player is told the match is saved again."""
    window = make_window()  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    persistence.offer_resume()
    store = persistence.store
    assert store is not None
    save = store.save

    def full(text: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store, "save", full)
    play_human(qtbot, window.model, 2)
    assert len(window.notices) == 1 and "could not be saved" in window.notices[0]
    monkeypatch.setattr(store, "save", save)
    play_human(qtbot, window.model, 1)
    assert window.notices == ["Saving works again: the match is saved as it stands now."]
    saved = parse_save((tmp_path / SAVE_NAME).read_bytes()).match
    assert [a.text() for a in saved.actions] == [a.text() for a in window.model.match.actions]
    play_human(qtbot, window.model, 1)
    assert len(window.notices) == 1  # said once


def test_an_unusable_data_folder_still_lets_the_game_start(make_window: object,
                                                           tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    window = make_window()  # type: ignore[operator]
    persistence = open_persistence(window, blocker / "data")
    assert persistence.offer_resume() is False
    assert len(window.notices) == 1 and "will not be saved" in window.notices[0]
    # The folder named, so the player knows which one to look at.
    assert f"The data folder {blocker / 'data'} could not be created" in window.notices[0]
    assert persistence.stats.in_memory


# ------------------------------------------------------------------ statistics window
def _some_statistics(tmp_path: Path) -> Statistics:
    stats = Statistics.open(tmp_path / STATS_NAME)[0]
    from gin_desktop.app.statistics import hand_records, match_record

    for seed in range(4):
        match = finished_match(seed)
        stats.record(match_record(match, f"m{seed}", 0, ("human", "standard"),
                                  f"2026-01-0{seed + 1}T00:00:00+00:00",
                                  f"2026-01-0{seed + 1}T01:00:00+00:00"),
                     hand_records(match, f"m{seed}", 0, f"2026-01-0{seed + 1}T01:00:00+00:00"))
    return stats


def test_the_statistics_window_shows_the_summary(qtbot: QtBot, tmp_path: Path) -> None:
    stats = _some_statistics(tmp_path)
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    summary = stats.summary()
    assert window.matches_label.text().startswith(f"{summary.matches} played")
    assert window.rates_table.rowCount() == len(summary.win_rates) == 1
    assert window.form_label.text() == form_text(summary.recent)
    assert window.best_label.text() and window.worst_label.text()
    image = window.chart.grab()  # paints without error
    assert not image.isNull()


def test_the_chart_paints_with_no_matches(qtbot: QtBot) -> None:
    chart = MarginChart()
    qtbot.addWidget(chart)
    chart.resize(300, 150)
    assert not chart.grab().isNull()


def test_the_statistics_window_exports_csv(qtbot: QtBot, tmp_path: Path) -> None:
    stats = _some_statistics(tmp_path)
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    assert window.export_to(tmp_path / "out.csv")
    with (tmp_path / "out.csv").open(newline="") as f:
        rows = list(csv.reader(f))
    assert len(rows) == 1 + len(stats.hands())


def test_a_statistics_read_failure_is_shown_in_the_window(qtbot: QtBot,
                                                          tmp_path: Path) -> None:
    stats = _some_statistics(tmp_path)
    stats.close()  # every query now fails
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    assert not window.error_label.isHidden()
    assert window.error_label.text().startswith("The statistics could not be read (")
    # No figures, not an empty record: "none finished yet" said nothing had been played.
    rows = (window.matches_label, window.hands_label, window.gins_label,
            window.undercuts_label, window.knocks_label, window.form_label)
    assert [row.text() for row in rows] == ["—"] * len(rows)
    assert window.rates_note.isHidden()


def test_show_statistics_opens_the_window(make_window: object, tmp_path: Path) -> None:
    window = make_window()  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    persistence.offer_resume()
    persistence.show_statistics()
    persistence.show_statistics()  # raised again, not a second window
    dialogs = window.findChildren(StatsWindow)
    assert len(dialogs) == 1 and dialogs[0].isVisible()


# ------------------------------------------------------------------ mutation testing
def _resumable_save() -> bytes:
    match = new_match(RuleSet.preset("seeds"), 6060, "three")
    rng = random.Random(6)
    for _ in range(30):
        match.apply(rng.choice(match.legal_actions()))
    setup = GameSetup(mode="three", human_seat=1, levels=("expert", "human", "beginner"),
                      names=("Ann", "You", "Bo"))
    text = save_text(match, {"setup": setup.to_dict()}, "abc")
    return text.encode()


RESUMABLE = _resumable_save()


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(("flip", "insert", "delete")),
                          st.integers(0, len(RESUMABLE) - 1), st.integers(0, 255)),
                min_size=1, max_size=3))
def test_a_mutated_save_resumes_or_is_refused_clearly(
        edits: list[tuple[str, int, int]]) -> None:
    """The whole resume path (the match, then its setup): a usable pair or a SaveFileError
    with a message, never another exception."""
    data = bytearray(RESUMABLE)
    for how, at, value in edits:
        at %= max(1, len(data))
        if how == "flip":
            data[at] ^= 1 << (value % 8)
        elif how == "insert":
            data[at:at] = bytes([value])
        else:
            del data[at]
    try:
        loaded = parse_save(bytes(data))
        setup = setup_for(loaded)
    except SaveFileError as exc:
        assert str(exc).strip()
        return
    assert setup.mode == loaded.match.mode
    assert len(setup.levels) == len(loaded.match.seats)


def resume_question(make_window: object, folder: Path, match: Match,
                    setup: GameSetup) -> tuple[str, object]:
    """``match`` saved with ``setup`` in ``folder``, then offered at a new window's start
    and resumed with the question's default button: the question's text, and the window."""
    (folder / SAVE_NAME).write_text(match_to_json(match, {"setup": setup.to_dict()}))
    window = make_window(None)  # type: ignore[operator]
    persistence = Persistence(window, folder=folder)
    seen: list[str] = []
    answer_the_resume_question(seen)
    assert persistence.offer_resume() is True
    return seen[0], window


def answer_the_resume_question(seen: list[str], button: str | None = None) -> None:
    """Once the modal resume question shows, keep its text in ``seen`` and press
    ``button`` (by its words; None: the default button)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        seen.append(box.text())
        chosen = (box.defaultButton() if button is None
                  else next(b for b in box.buttons() if b.text() == button))
        chosen.click()

    QTimer.singleShot(0, answer)


@pytest.mark.parametrize("button, resumed", [("Resume", True), ("New game", False)])
def test_the_resume_question_offers_resume_or_a_new_game(
        qtbot: QtBot, make_window: object, tmp_path: Path, button: str,
        resumed: bool) -> None:
    old = new_match(seed=5)
    old.apply(old.legal_actions()[0])
    (tmp_path / SAVE_NAME).write_text(match_to_json(old, {"setup": SETUP.to_dict()}))
    window = make_window(None)  # type: ignore[operator]
    persistence = Persistence(window, folder=tmp_path)
    seen: list[str] = []
    answer_the_resume_question(seen, button)
    assert persistence.offer_resume() is resumed
    assert seen and "unfinished match" in seen[0]
    # Whose score is which, in words a screen reader reads as they are (no "0–0").
    assert f"score {SETUP.names[0]}: 0 · {SETUP.names[1]}: 0)" in seen[0], seen[0]
    assert window.model.has_match is resumed


def test_the_resume_question_parts_numbered_names_from_their_scores(
        qtbot: QtBot, make_window: object, tmp_path: Path) -> None:
    """The three-hand game's question read "score You 0, Computer 1 0, Computer 2 3": a
    numbered name ran into its score. It writes them as the table's score lines do."""
    from gin_desktop.app.setup import default_names

    levels = ("human", "standard", "standard")
    setup = GameSetup(mode="three", levels=levels, names=default_names(levels), seed=3)
    old = new_match(RuleSet(), 3, "three")
    rng = random.Random(3)
    while sum(old.scores) == 0:
        old.apply(rng.choice(old.legal_actions()))
    text = resume_question(make_window, tmp_path, old, setup)[0]
    scores = " · ".join(f"{name}: {score}" for name, score in
                        zip(default_names(levels), old.scores, strict=True))
    assert f"score {scores})" in text, text


def hollywood_match_at_hand_eleven() -> Match:
    """A Hollywood match to 50 after ten hands: game 1 won by the computer (33 to 70),
    game 2 at 0 to 39, game 3 not begun; the sum of the games, 33 to 109, no score of it."""
    match = new_match(RuleSet(name="custom", hollywood=True, target=50), 12)
    rng = random.Random(12)
    while match.game_scores[1] == [0, 0]:
        legal = match.legal_actions()
        knocks = [a for a in legal if a.kind.value == "knock"]
        match.apply(rng.choice(knocks) if knocks else rng.choice(legal))
    assert match.game_scores == [[33, 70], [0, 39], [0, 0]]
    assert match.game_winners == [1, None, None]
    return match


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_resume_question_tells_a_hollywood_match_by_its_games(
        qtbot: QtBot, make_window: object, tmp_path: Path, language: object,
        code: str) -> None:
    """RULES.md Hollywood: three games are scored at once. The question said "score You
    33, Computer 70" (in Portuguese "Você 54, Computador 0"), a number of no game: it
    names each game's scores and which is won, as the table's result panel does."""
    from gin_desktop.app.i18n import translate

    language(code)  # type: ignore[operator]
    old = hollywood_match_at_hand_eleven()
    text, window = resume_question(make_window, tmp_path, old, SETUP)
    if code == "en":
        assert text == ("You have an unfinished match of two-player Hollywood Gin: hand 11 "
                        "is over and the next hand is not dealt yet.\n"
                        "Game 1: You: 33 · Computer: 70, won by Computer.\n"
                        "Game 2: You: 0 · Computer: 39 (to 50).\n"
                        "Game 3: You: 0 · Computer: 0 (to 50).\n"
                        "Resume it?")
    question, *games, resume = text.split("\n")
    assert "11" in question and resume
    you, computer = translate("You"), translate("Computer")
    for line, (mine, theirs) in zip(games, [(33, 70), (0, 39), (0, 0)], strict=True):
        assert f"{you}: {mine} · {computer}: {theirs}" in line, line
    assert "109" not in text
    assert window.model.match.game_scores == old.game_scores


@pytest.mark.parametrize("how", ["escape", "close"])
def test_dismissing_the_resume_question_resumes_and_loses_nothing(
        qtbot: QtBot, make_window: object, tmp_path: Path, how: str) -> None:
    """Escape or closing the box is not "New game": the saved match must never be lost."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QMessageBox

    old = new_match(seed=5)
    old.apply(old.legal_actions()[0])
    (tmp_path / SAVE_NAME).write_text(save_text(old, {"setup": SETUP.to_dict()}, "kept"))
    window = make_window(None)  # type: ignore[operator]
    persistence = Persistence(window, folder=tmp_path)
    seen: list[str] = []

    def dismiss() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, dismiss)
            return
        seen.append(box.text())
        if how == "escape":
            QTest.keyClick(box, Qt.Key.Key_Escape)
        else:
            box.close()

    QTimer.singleShot(0, dismiss)
    assert persistence.offer_resume() is True
    assert seen and "unfinished match" in seen[0]
    assert window.model.has_match
    assert [a.text() for a in window.model.match.actions] == [a.text() for a in old.actions]
    assert not list((tmp_path / "archive").glob("*.json"))
    assert parse_save((tmp_path / SAVE_NAME).read_bytes()).match_id == "kept"
    assert persistence.stats.summary().matches == 0


def test_the_end_of_a_match_is_recorded_once(qtbot: QtBot, make_window: object,
                                              tmp_path: Path) -> None:
    window = make_window(None)  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    persistence.offer_resume()
    recorded: list[str | None] = []
    record = persistence.stats.record

    def counting(match: object, hands: object = ()) -> None:
        recorded.append(match.finished_at)  # type: ignore[attr-defined]
        record(match, hands)  # type: ignore[arg-type]

    persistence.stats.record = counting  # type: ignore[method-assign]
    rules = RuleSet.preset("seeds").replace(target=25)
    window.model.start(GameSetup(levels=("standard", "beginner"), rules=rules, seed=31))
    qtbot.waitUntil(lambda: window.model.match.is_over, timeout=30_000)
    match = window.model.match
    # One write per finished hand; the last one is the match's end, written once.
    assert len(recorded) == len(match.results)
    assert [f is not None for f in recorded] == [False] * (len(recorded) - 1) + [True]
    assert persistence.stats.summary().matches == 1


def test_an_autosave_builds_its_json_in_one_pass(qtbot: QtBot, make_window: object,
                                                 tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    persistence.offer_resume()
    play_human(qtbot, window.model, 3)
    assert window.model.wait_idle(10_000)
    dumps: list[object] = []
    real_dumps = json.dumps

    def no_loads(*args: object, **kwargs: object) -> object:
        raise AssertionError("an autosave parsed JSON")

    def counted_dumps(*args: object, **kwargs: object) -> str:
        dumps.append(args[0])
        return real_dumps(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(json, "loads", no_loads)
    monkeypatch.setattr(json, "dumps", counted_dumps)
    persistence._autosave()
    monkeypatch.undo()
    assert len(dumps) == 1
    assert window.notices == []
    loaded = parse_save((tmp_path / SAVE_NAME).read_bytes())
    assert loaded.match_id == persistence._match_id
    assert loaded.setup_data == window.model.setup.to_dict()
    assert match_state(loaded.match) == match_state(window.model.match)


def _save_with(setup_data: object, **fields: object) -> bytes:
    match = new_match(seed=21)
    match.apply(match.legal_actions()[0])
    data = json.loads(save_text(match, {"setup": SETUP.to_dict()}, "x"))
    data["extra"]["setup"] = setup_data
    data.update(fields)
    return json.dumps(data).encode()


@pytest.mark.parametrize("content", [
    _save_with(SETUP.to_dict(), mode={}),
    _save_with(SETUP.to_dict(), mode=["two"]),
    _save_with([SETUP.to_dict()]),
    _save_with("two"),
    _save_with({"mode": {}}),
    _save_with({"mode": "two", "human_seat": [0], "levels": "human"}),
    _save_with({"levels": {"human": 1}}),
    _save_with({"names": [1, 2]}),
    _save_with({"rules": ["seeds"]}),
    _save_with({"rules": {"target": {}}}),
    _save_with({"seed": "12"}),
    _save_with({"seed": 1.5}),
], ids=["mode {}", "mode list", "setup list", "setup text", "setup mode {}",
        "setup wrong types", "levels object", "names numbers", "rules list",
        "rules target object", "seed text", "seed float"])
def test_wrongly_typed_fields_are_refused_with_a_save_file_error(content: bytes) -> None:
    with pytest.raises(SaveFileError) as caught:
        setup_for(parse_save(content))
    assert str(caught.value).strip() and "\n" not in str(caught.value)


@pytest.mark.parametrize("error", [KeyError("mode"), AttributeError("no attribute 'get'"),
                                   TypeError("unhashable"), ValueError("bad")])
def test_any_setup_error_becomes_a_save_file_error(monkeypatch: pytest.MonkeyPatch,
                                                   error: Exception) -> None:
    def failing(data: object) -> GameSetup:
        raise error

    monkeypatch.setattr(GameSetup, "from_dict", staticmethod(failing))
    with pytest.raises(SaveFileError, match="setup is not usable"):
        setup_for(parse_save(_save_with(SETUP.to_dict())))


SEATED_SECOND = GameSetup(human_seat=1, levels=("expert", "human"), names=("Ann", "Bo"),
                          seed=21)
FIRST_DEALER_NOTICE = ("Who deals first could not be read from your saved match's choices; "
                       "the match keeps its own record of its deals, so it goes on as saved.")
DEAL_NOTICE = ("The deal number could not be read from your saved match's choices; the match "
               "keeps its own record of its deals, so it goes on as saved.")
TRAINING_NOTICE = ("Whether training was on could not be read from your saved match's "
                   "choices; training is off.")


@pytest.mark.parametrize(("damage", "notices"), [
    ({"first_dealer": "north"}, [FIRST_DEALER_NOTICE]),
    ({"trainig": False}, []),
    ({"seed": -5, "first_dealer": 7, "deck_version": "new"},
     [f"{DEAL_NOTICE} {FIRST_DEALER_NOTICE}"]),
    ({"training": "yes"}, [TRAINING_NOTICE]),
], ids=["bad first dealer", "misspelled key", "bad deal fields", "bad training"])
def test_a_save_whose_setup_has_its_seats_intact_resumes_with_the_setup_repaired(
        make_window: object, tmp_path: Path, damage: dict[str, object],
        notices: list[str]) -> None:
    """The whole save was set aside as damaged, its match fine: the person could not go on
    with it. Who sits where is read as saved; each other choice that could not be read is
    named, once, with what took its place (a key this version does not know is nothing the
    match depends on)."""
    content = _save_with({**SEATED_SECOND.to_dict(), **damage})
    (tmp_path / SAVE_NAME).write_bytes(content)
    window = make_window(None)  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    assert persistence.offer_resume() is True
    assert window.notices == notices
    setup = window.model.setup
    assert (setup.human_seat, setup.levels, setup.names) == (1, ("expert", "human"),
                                                             ("Ann", "Bo"))
    assert match_state(window.model.match) == match_state(parse_save(content).match)
    assert not [p for p in tmp_path.iterdir() if DAMAGED.match(p.name)]
    persistence.close()


@pytest.mark.parametrize("names", [None, "Ann", ["Ann"], [3, ""]],
                         ids=["missing", "text", "one short", "none usable"])
def test_a_save_whose_names_cannot_be_read_resumes_under_default_names(
        make_window: object, tmp_path: Path, names: object) -> None:
    """Each seat's default name follows its level: the person in the second seat is "You"
    there, not the first seat's "You" of GameSetup's defaults."""
    data = SEATED_SECOND.to_dict()
    data.pop("names") if names is None else data.update(names=names)
    content = _save_with(data)
    (tmp_path / SAVE_NAME).write_bytes(content)
    window = make_window(None)  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    assert persistence.offer_resume() is True
    assert window.notices == ["The players' names in your saved match could not be read; "
                              "default names are used."]
    setup = window.model.setup
    assert (setup.human_seat, setup.levels, setup.names) == (1, ("expert", "human"),
                                                             ("Computer", "You"))
    assert match_state(window.model.match) == match_state(parse_save(content).match)
    persistence.close()


def _misspelled(key: str, wrong: str) -> dict[str, object]:
    data = SEATED_SECOND.to_dict()
    data[wrong] = data.pop(key)
    return data


@pytest.mark.parametrize("data", [
    _misspelled("human_seat", "human_seet"), _misspelled("levels", "levls"),
    {**SEATED_SECOND.to_dict(), "human_seat": "1"},
    {**SEATED_SECOND.to_dict(), "levels": ["expert", "humans"]},
], ids=["seat misspelled", "levels misspelled", "seat text", "levels misspelled value"])
def test_a_save_whose_setup_cannot_say_who_sits_where_is_still_set_aside(
        make_window: object, tmp_path: Path, data: dict[str, object]) -> None:
    """Without the seat or the levels as saved, the person might be seated in the
    computer's place: such a setup is not guessed at."""
    content = _save_with(data)
    (tmp_path / SAVE_NAME).write_bytes(content)
    window = make_window(None)  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    assert persistence.offer_resume() is False
    assert window.notices and window.notices[0].startswith("The saved match could not be read")
    kept = [p for p in tmp_path.iterdir() if DAMAGED.match(p.name)]
    assert [p.read_bytes() for p in kept] == [content]
    persistence.close()


def test_a_save_whose_setup_cannot_be_used_gives_way_to_the_copy_before_it(
        make_window: object, tmp_path: Path) -> None:
    """A save whose match replays but whose setup cannot say who sits where (the levels a
    number) was set aside, a new match dealt, and the copy saved just before it, whole,
    deleted with it: the match was lost though it lay intact beside the save. The copy
    now takes the save's place, as for a save that does not read, and the save is kept."""
    good = _save_with(SEATED_SECOND.to_dict())
    bad = _save_with({**SEATED_SECOND.to_dict(), "levels": 5})
    (tmp_path / SAVE_NAME).write_bytes(bad)
    (tmp_path / (SAVE_NAME + ".previous")).write_bytes(good)
    window = make_window(None)  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    assert persistence.offer_resume() is True
    setup = window.model.setup
    assert (setup.human_seat, setup.levels, setup.names) == (1, ("expert", "human"),
                                                             ("Ann", "Bo"))
    assert match_state(window.model.match) == match_state(parse_save(good).match)
    # The resume question said it is the copy; the notice says where the save went.
    assert len(window.notices) == 1
    assert window.notices[0].startswith(
        f"The unreadable file was kept as {SAVE_NAME}.damaged-"), window.notices
    kept = [p for p in tmp_path.iterdir() if DAMAGED.match(p.name)]
    assert [p.read_bytes() for p in kept] == [bad]
    persistence.close()


def test_a_resumed_setup_takes_the_rules_of_the_saved_match(
        qtbot: QtBot, make_window: object, tmp_path: Path) -> None:
    """The save keeps the rules twice; should they disagree, the match's are the truth."""
    rules = RuleSet.preset("seeds").replace(target=50, knock_limit=7)
    match = new_match(rules, 31)
    match.apply(match.legal_actions()[0])
    stale = GameSetup(levels=("human", "standard"), rules=RuleSet.preset("oklahoma"), seed=31)
    (tmp_path / SAVE_NAME).write_text(save_text(match, {"setup": stale.to_dict()}, "r1"))
    assert setup_for(parse_save((tmp_path / SAVE_NAME).read_bytes())).rules == rules

    window = make_window(None)  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    assert persistence.offer_resume() is True
    assert window.model.match.rules == rules
    assert window.model.setup.rules == rules
    # And what is saved from now on agrees with itself.
    saved = json.loads((tmp_path / SAVE_NAME).read_text())
    assert RuleSet.from_dict(saved["extra"]["setup"]["rules"]) == rules
    assert RuleSet.from_dict(saved["rules"]) == rules


def test_nothing_of_a_table_shows_behind_the_resume_question(
        qtbot: QtBot, make_window: object, tmp_path: Path) -> None:
    """Issue 12, items 7 and 4: no stray card back, no "Sort" label, no empty pile outlines
    ("Stock", "Knock here") behind the question: a bare felt; the resumed match then shows
    in full."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from gin_desktop.app.table import TableView
    from gin_desktop.app.table.items import ButtonItem, CardItem, PillItem, SlotItem

    old = new_match(seed=5)
    old.apply(old.legal_actions()[0])
    (tmp_path / SAVE_NAME).write_text(match_to_json(old, {"setup": SETUP.to_dict()}))
    window = make_window(None)  # type: ignore[operator]
    persistence = Persistence(window, folder=tmp_path)
    table = TableView(window.model)  # type: ignore[attr-defined]
    qtbot.addWidget(table)
    table.resize(900, 600)
    table.show()
    scene = table.table_scene()
    behind: list[object] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        behind.extend(i.text() if isinstance(i, PillItem) else i for i in scene.items()
                      if i.isVisible()
                      and isinstance(i, CardItem | PillItem | ButtonItem | SlotItem)
                      and not (isinstance(i, PillItem) and not i.text()))
        behind.append("asked")
        next(b for b in box.buttons() if b.text() == "Resume").click()

    QTimer.singleShot(0, answer)
    assert persistence.offer_resume()
    assert behind == ["asked"]
    QApplication.processEvents()
    assert sum(isinstance(i, CardItem) and i.isVisible() for i in scene.items()) >= 21
    # The stock's outline is back under its cards.
    assert any(isinstance(i, SlotItem) and i.isVisible() for i in scene.items())


# ------------------------------------------------------------------ a newer version's save
NEWER_NOTICE = ("Your saved match was made by a newer version of Gin Desktop, so this "
                "version cannot open it. It is left as it is, for the newer version to "
                "find; this version keeps its own match in a separate file, so neither "
                "match is lost.")


def test_a_newer_versions_save_is_left_for_it_and_this_version_keeps_its_own_apart(
        qtbot: QtBot, make_window: object, tmp_path: Path) -> None:
    """The person opened an older install: the newer version's match is neither set aside
    as damaged nor written over, and this version's own match is not lost either."""
    from gin_desktop.engine.serialize import SCHEMA_VERSION

    newer = json.loads(save_text(new_match(seed=5), {"setup": SETUP.to_dict()}, "new-id"))
    newer["version"] = SCHEMA_VERSION + 1
    newer["what_the_newer_version_added"] = {"anything": [1, 2]}
    content = json.dumps(newer).encode()
    (tmp_path / SAVE_NAME).write_bytes(content)
    window = make_window()  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    assert persistence.offer_resume() is False
    assert window.notices == [NEWER_NOTICE]
    play_human(qtbot, window.model, 6)
    persistence.save_now()
    persistence.close()
    assert (tmp_path / SAVE_NAME).read_bytes() == content
    assert not [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    from gin_desktop.app.storage import OWN_SAVE_NAME

    own = parse_save((tmp_path / OWN_SAVE_NAME).read_bytes()).match
    assert [a.text() for a in own.actions] == [a.text() for a in window.model.match.actions]
    # The older version started again: its own match is offered, the newer one still kept.
    again = make_window(None)  # type: ignore[operator]
    later = open_persistence(again, tmp_path, resume=True)
    assert later.offer_resume() is True
    assert again.notices == [NEWER_NOTICE]
    assert [a.text() for a in again.model.match.actions] == [a.text() for a in own.actions]
    later.close()
    assert (tmp_path / SAVE_NAME).read_bytes() == content


def newer_save(seed: int, **change: int) -> bytes:
    data = json.loads(save_text(new_match(seed=seed), {"setup": SETUP.to_dict()}, "new-id"))
    return json.dumps({**data, **change}).encode()


def test_when_this_versions_own_save_is_a_newer_versions_too_its_match_goes_under_a_third_name(
        qtbot: QtBot, make_window: object, tmp_path: Path) -> None:
    """A newer release of the same schema but a newer deck keeps its own match where this
    version keeps its own: autosave was switched off for the session, the notice still
    saying that neither match is lost, and the match played then was lost."""
    from gin_desktop.engine.serialize import SCHEMA_VERSION
    from gin_desktop.app.storage import OWN_SAVE_NAME

    files = {SAVE_NAME: newer_save(5, version=SCHEMA_VERSION + 1),
             OWN_SAVE_NAME: newer_save(6, deck_version=99)}
    for name, content in files.items():
        (tmp_path / name).write_bytes(content)
    window = make_window()  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    assert persistence.offer_resume() is False
    assert window.notices == [NEWER_NOTICE]
    play_human(qtbot, window.model, 6)
    persistence.save_now()
    persistence.close()
    played = [a.text() for a in window.model.match.actions]
    assert {name: (tmp_path / name).read_bytes() for name in files} == files
    again = make_window(None)  # type: ignore[operator]
    later = open_persistence(again, tmp_path, resume=True)
    assert later.offer_resume() is True
    assert again.notices == [NEWER_NOTICE]
    assert [a.text() for a in again.model.match.actions] == played
    later.close()
    assert {name: (tmp_path / name).read_bytes() for name in files} == files


def test_when_every_place_for_its_match_holds_a_newer_versions_the_player_is_told_it_is_not_saved(
        qtbot: QtBot, make_window: object, tmp_path: Path) -> None:
    from gin_desktop.engine.serialize import SCHEMA_VERSION
    from gin_desktop.app.storage import OWN_SAVE_NAMES

    files = {name: newer_save(seed, version=SCHEMA_VERSION + 1)
             for seed, name in enumerate((SAVE_NAME, *OWN_SAVE_NAMES))}
    for name, content in files.items():
        (tmp_path / name).write_bytes(content)
    window = make_window()  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    assert persistence.offer_resume() is False
    assert window.notices == [
        "Your saved matches were made by a newer version of Gin Desktop, so this version "
        "cannot open them and will not write over them: the match you play now will not be "
        "saved. To continue your saved matches, and to have your games saved, use the newer "
        "version."]
    play_human(qtbot, window.model, 4)
    persistence.save_now()
    persistence.close()
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()
            and p.name != STATS_NAME} == files


def test_a_newer_versions_save_is_told_before_this_versions_damaged_own_save(
        qtbot: QtBot, make_window: object, tmp_path: Path) -> None:
    """Both said, in that order: the newer match is safe, and this version's own could not
    be read and was kept aside byte for byte (never deleted)."""
    from gin_desktop.engine.serialize import SCHEMA_VERSION
    from gin_desktop.app.storage import OWN_SAVE_NAME

    newer = newer_save(5, version=SCHEMA_VERSION + 1)
    (tmp_path / SAVE_NAME).write_bytes(newer)
    (tmp_path / OWN_SAVE_NAME).write_bytes(b'{"version": 1, "cut sh')
    window = make_window()  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path)
    assert persistence.offer_resume() is False
    (kept,) = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert kept.name.startswith(OWN_SAVE_NAME)
    assert kept.read_bytes() == b'{"version": 1, "cut sh'
    assert window.notices[0] == NEWER_NOTICE
    assert window.notices[1].startswith("The saved match could not be read (")
    assert window.notices[1].endswith(f"kept as {kept.name} in the folder {tmp_path}.")
    assert len(window.notices) == 2
    persistence.close()
    assert (tmp_path / SAVE_NAME).read_bytes() == newer


def test_the_newer_save_notice_comes_from_the_normal_flow_not_a_finally_block() -> None:
    """A notice said while unwinding (``finally``) is said on any way out, however the
    loading ended, and an error while saying it would replace the one on its way: the
    loader says it where each outcome is known."""
    import ast
    import inspect
    import textwrap

    from gin_desktop.app.persistence import Persistence as Loader

    tree = ast.parse(textwrap.dedent(inspect.getsource(Loader._load)))
    assert not [node for node in ast.walk(tree) if isinstance(node, ast.Try)
                and node.finalbody]


def test_an_abandoned_hollywood_match_is_recorded_by_its_games_scores(
        qtbot: QtBot, make_window: object, tmp_path: Path) -> None:
    """RULES.md Hollywood Gin: three games scored at once. A finished match is recorded by
    its games' totals; one left for a new game was recorded by its hands' points counted
    once (33 to 70 here), a score of no game: now by its games' scores summed, 33 to 109."""
    old = hollywood_match_at_hand_eleven()
    setup = dataclasses.replace(SETUP, rules=old.rules, seed=old.seed)
    (tmp_path / SAVE_NAME).write_text(save_text(old, {"setup": setup.to_dict()}, "hw-1"))
    window = make_window(None)  # type: ignore[operator]
    persistence = open_persistence(window, tmp_path, resume=True)
    assert persistence.offer_resume() is True
    assert window.model.wait_idle(10_000)
    window.model.start(GameSetup(seed=77))
    recorded = persistence.stats.match("hw-1")
    assert recorded is not None and recorded.result == "abandoned"
    assert (recorded.points_for, recorded.points_against) == (33, 109)
    persistence.close()
