"""The statistics database (issue "Nothing lost"): every finished hand and match recorded
once, summaries for the statistics window, CSV export, migrations, and a fresh start from
any file that is not a database this game can use.
"""

from __future__ import annotations

import csv
import random
import re
import sqlite3
from pathlib import Path

import pytest

from gin_desktop.app.statistics import (
    CSV_COLUMNS,
    MIGRATIONS,
    RECENT_FORM,
    SCHEMA_VERSION,
    HandRecord,
    MatchRecord,
    Statistics,
    hand_records,
    match_record,
    opponent_label,
)
from gin_desktop.engine import Match, RuleSet, new_match

FIXED_TIME = 1_800_000_000.0
DAMAGED = re.compile(r"^statistics\.sqlite3\.damaged-\d{8}-\d{6}Z(-\d+)?$")


def play_out(match: Match, seed: int, limit: int = 5000) -> Match:
    rng = random.Random(seed)
    for _ in range(limit):
        legal = match.legal_actions()
        if not legal:
            break
        knocks = [a for a in legal if a.kind.value == "knock"]
        match.apply(rng.choice(knocks) if knocks and rng.random() < 0.7 else rng.choice(legal))
    return match


def open_db(path: Path) -> Statistics:
    stats, problem = Statistics.open(path, clock=lambda: FIXED_TIME)
    assert problem is None
    return stats


def record(i: int, result: str, points_for: int, points_against: int, *,
           opponent: str = "standard", mode: str = "two", preset: str = "seeds",
           finished_at: str | None = None) -> MatchRecord:
    return MatchRecord(
        match_id=f"m{i}", started_at=f"2026-01-01T00:{i:02d}:00+00:00",
        finished_at=finished_at or f"2026-01-01T01:{i:02d}:00+00:00", mode=mode,
        preset=preset, opponent=opponent, human_seat=0, deal_number=i, result=result,
        points_for=points_for, points_against=points_against, hands=3, knocks=1, gins=0,
        undercuts=0)


def hand(match_id: str, number: int, result: str, kind: str, *, knocked: bool = False,
         points: int = 10, role: str = "player", duration: float = 30.0) -> HandRecord:
    return HandRecord(match_id, number, 1000 + number, f"2026-01-01T00:00:{number:02d}+00:00",
                      role, result, kind, knocked, points, duration)


# ------------------------------------------------------------------ the schema
def test_a_new_database_is_at_the_latest_schema_in_wal_mode(tmp_path: Path) -> None:
    stats = open_db(tmp_path / "statistics.sqlite3")
    stats.close()
    conn = sqlite3.connect(tmp_path / "statistics.sqlite3")
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


def test_reopening_keeps_the_data(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    stats = open_db(path)
    stats.record(record(1, "win", 120, 40), [hand("m1", 1, "win", "gin")])
    stats.close()
    stats = open_db(path)
    assert stats.match("m1") == record(1, "win", 120, 40).__class__(
        **{**record(1, "win", 120, 40).__dict__, "duration": 30.0})
    assert len(stats.hands("m1")) == 1


def version_1_file(folder: Path) -> Path:
    """A statistics file as the first version of the game left it."""
    path = folder / "statistics.sqlite3"
    conn = sqlite3.connect(path)
    for step in MIGRATIONS[0]:
        conn.execute(step)
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    return path


def test_migrations_run_one_version_at_a_time(tmp_path: Path) -> None:
    """An old file is brought up to date step by step, its rows kept."""
    path = version_1_file(tmp_path)
    stats = open_db(path)
    stats.record(record(1, "loss", 40, 100))
    assert stats.summary().matches == 1


# ------------------------------------------------------------------ recording
def test_recording_twice_records_once(tmp_path: Path) -> None:
    """A game killed between its statistics and its autosave replays the last action."""
    stats = open_db(tmp_path / "s.sqlite3")
    for _ in range(2):
        stats.record(record(1, "playing", 10, 0), [hand("m1", 1, "win", "knock")])
    stats.record(record(1, "win", 110, 20), [hand("m1", 1, "win", "knock", duration=99),
                                             hand("m1", 2, "win", "gin")])
    assert len(stats.hands()) == 2
    assert stats.hands("m1")[0].duration == 30.0  # the first write of a hand stands
    recorded = stats.match("m1")
    assert recorded is not None
    assert (recorded.result, recorded.points_for, recorded.duration) == ("win", 110, 60.0)
    assert recorded.started_at == record(1, "win", 110, 20).started_at


def test_an_abandoned_match_is_not_counted(tmp_path: Path) -> None:
    stats = open_db(tmp_path / "s.sqlite3")
    stats.record(record(1, "playing", 10, 0))
    stats.abandon("m1", "2026-01-02T00:00:00+00:00")
    stats.abandon("m2", "2026-01-02T00:00:00+00:00")  # unknown: nothing happens
    recorded = stats.match("m1")
    assert recorded is not None and recorded.result == "abandoned"
    assert stats.summary().matches == 0


def test_records_from_a_real_match_follow_the_human_seat() -> None:
    match = play_out(new_match(RuleSet.preset("seeds"), 31337), seed=4)
    assert match.is_over
    for human in (0, 1):
        rec = match_record(match, "x", human, ("human", "expert")[::1 if human == 0 else -1],
                           "2026-01-01T00:00:00+00:00", "2026-01-01T01:00:00+00:00")
        assert rec.result == ("win" if match.winner == human else "loss")
        assert rec.points_for == match.totals[human]
        assert rec.points_against == match.totals[1 - human]
        assert rec.opponent == "expert"
        assert rec.deal_number == 31337 and rec.hands == len(match.results)
        hands = hand_records(match, "x", human, "2026-01-01T01:00:00+00:00")
        assert [h.hand_number for h in hands] == [r.hand_number for r in match.results]
        assert sum(h.points for h in hands if h.result == "win") == match.scores[human]
        assert rec.gins == sum(1 for h in hands if h.result == "win"
                               and h.kind in ("gin", "big_gin"))
        assert rec.knocks == sum(h.knocked for h in hands)


def test_three_hand_records_count_the_team_while_sitting_out() -> None:
    match = play_out(new_match(RuleSet.preset("seeds").replace(target=40), 5, "three"), 9)
    hands = hand_records(match, "x", 0, "2026-01-01T00:00:00+00:00")
    assert {h.role for h in hands} <= {"player", "advisor"}
    assert all(h.points == 0 for h in hands if h.result == "draw")
    rec = match_record(match, "x", 0, ("human", "easy", "expert"), "t0", "t1")
    assert rec.opponent == "easy+expert"
    assert rec.points_for == match.totals[0]


def test_an_unfinished_match_is_playing_or_abandoned() -> None:
    match = new_match(seed=3)
    assert match_record(match, "x", 0, ("human", "easy"), "t0", "t1").result == "playing"
    assert match_record(match, "x", 0, ("human", "easy"), "t0", "t1").finished_at is None
    abandoned = match_record(match, "x", 0, ("human", "easy"), "t0", "t1", abandoned=True)
    assert (abandoned.result, abandoned.finished_at) == ("abandoned", "t1")


def test_an_unfinished_hollywood_match_stands_at_its_games_scores_summed() -> None:
    """RULES.md Hollywood Gin: a hand scores in each game it counts in. A finished match is
    recorded by its games' totals; one playing or abandoned by the same sum (its end's
    bonuses not yet), not by its hands' points counted once."""
    match = new_match(RuleSet(name="custom", hollywood=True, target=500), 7)
    rng = random.Random(7)
    while max(match.hands_won) < 3:
        legal = match.legal_actions()
        knocks = [a for a in legal if a.kind.value == "knock"]
        match.apply(rng.choice(knocks) if knocks else rng.choice(legal))
    games = [sum(game[seat] for game in match.game_scores) for seat in (0, 1)]
    assert games != list(match.scores), "a hand that scored in more than one game"
    for abandoned in (False, True):
        rec = match_record(match, "x", 1, ("easy", "human"), "t0", "t1", abandoned=abandoned)
        assert (rec.points_for, rec.points_against) == (games[1], games[0])


def test_opponent_label_names_every_other_seat() -> None:
    assert opponent_label(("human", "standard"), 0) == "standard"
    assert opponent_label(("expert", "human"), 1) == "expert"
    assert opponent_label(("easy", "human", "expert"), 1) == "easy+expert"


def test_a_computer_of_unknown_level_is_labelled_unknown_whatever_it_plays_at() -> None:
    assert opponent_label(("human", "standard"), 0, unknown_seats=(1,)) == "unknown"
    assert opponent_label(("standard", "human", "expert"), 1, (0,)) == "unknown+expert"
    # The person's seat is no opponent, whatever it is called.
    assert opponent_label(("human", "strong"), 0, (0,)) == "strong"
    match = new_match(seed=3)
    assert match_record(match, "x", 0, ("human", "standard"), "t0",
                        unknown_seats=(1,)).opponent == "unknown"


# ------------------------------------------------------------------ the summary
def test_summary_of_an_empty_database(tmp_path: Path) -> None:
    summary = open_db(tmp_path / "s.sqlite3").summary()
    assert (summary.matches, summary.win_rate, summary.best, summary.recent) == (0, 0.0,
                                                                                 None, ())


def test_summary_win_rates_per_level_and_variant(tmp_path: Path) -> None:
    stats = open_db(tmp_path / "s.sqlite3")
    stats.record(record(1, "win", 100, 50, opponent="easy"))
    stats.record(record(2, "loss", 30, 100, opponent="easy"))
    stats.record(record(3, "win", 100, 0, opponent="expert", preset="oklahoma"))
    stats.record(record(4, "playing", 50, 0, opponent="expert", preset="oklahoma"))
    rates = {(r.mode, r.preset, r.opponent): (r.matches, r.wins, r.rate)
             for r in stats.summary().win_rates}
    assert rates == {("two", "seeds", "easy"): (2, 1, 0.5),
                     ("two", "oklahoma", "expert"): (1, 1, 1.0)}


def test_summary_best_worst_and_recent_form(tmp_path: Path) -> None:
    stats = open_db(tmp_path / "s.sqlite3")
    margins = [random.Random(1).randrange(-150, 150) for _ in range(15)]
    margins = list(range(-7, 8))
    random.Random(2).shuffle(margins)
    for i, margin in enumerate(margins):
        result = "win" if margin > 0 else "loss"
        stats.record(record(i, result, 100 + margin, 100))
    summary = stats.summary()
    assert summary.matches == 15
    assert summary.best is not None and summary.best.margin == 7
    assert summary.worst is not None and summary.worst.margin == -7
    assert len(summary.recent) == RECENT_FORM
    assert [m.match_id for m in summary.recent] == [f"m{i}" for i in range(5, 15)]
    assert [m.match_id for m in summary.history] == [f"m{i}" for i in range(15)]


def test_summary_counts_gins_undercuts_and_knocks_of_the_player(tmp_path: Path) -> None:
    stats = open_db(tmp_path / "s.sqlite3")
    stats.record(record(1, "playing", 0, 0), [
        hand("m1", 1, "win", "gin", knocked=True),
        hand("m1", 2, "loss", "gin"),
        hand("m1", 3, "win", "undercut"),
        hand("m1", 4, "loss", "undercut", knocked=True),
        hand("m1", 5, "win", "knock", knocked=True),
        hand("m1", 6, "draw", "drawn", points=0),
        hand("m1", 7, "win", "gin", role="advisor"),  # sitting out: not the player's gin
    ])
    s = stats.summary()
    # Knocks leave the gins out: hands 4 and 5 are the player's, hand 3 the opponent's.
    assert (s.hands, s.hands_won, s.knocks, s.knocks_against) == (6, 3, 2, 1)
    assert (s.gins, s.gins_against, s.undercuts, s.undercuts_against) == (1, 1, 1, 1)


# ------------------------------------------------------------------ export
def test_export_csv_writes_every_hand_with_its_match(tmp_path: Path) -> None:
    stats = open_db(tmp_path / "s.sqlite3")
    stats.record(record(1, "win", 120, 40), [hand("m1", 1, "win", "gin", knocked=True),
                                             hand("m1", 2, "loss", "knock", points=-12)])
    out = tmp_path / "export.csv"
    assert stats.export_csv(out) == 2
    with out.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert [(r["hand_number"], r["result"], r["kind"], r["points"]) for r in rows] == [
        ("1", "win", "gin", "10"), ("2", "loss", "knock", "-12")]
    assert rows[0]["match_result"] == "win" and rows[0]["opponent"] == "standard"


def test_export_csv_neutralises_formulas(tmp_path: Path) -> None:
    stats = open_db(tmp_path / "s.sqlite3")
    stats.record(record(1, "win", 1, 0, preset="=HYPERLINK(1)"),
                 [hand("m1", 1, "win", "gin")])
    stats.export_csv(tmp_path / "e.csv")
    assert "'=HYPERLINK(1)" in (tmp_path / "e.csv").read_text()


# ------------------------------------------------------------------ bad files
def _write(path: Path, content: bytes) -> None:
    path.write_bytes(content)


def _valid_db_bytes(tmp_path: Path) -> bytes:
    path = tmp_path / "valid.sqlite3"
    stats = open_db(path)
    for i in range(40):
        stats.record(record(i, "win", 100, i), [hand(f"m{i}", n, "win", "gin")
                                                 for n in range(1, 6)])
    stats.close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=DELETE")  # fold the WAL into the file
    conn.close()
    return path.read_bytes()


def _future(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()


def _foreign(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE matches (x)")
    conn.execute("PRAGMA user_version = 1")
    conn.close()


def _loose_types(path: Path) -> None:
    """Right version, tables of the same names without type checking."""
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE matches (match_id, started_at, finished_at, mode, preset, "
                 "opponent, human_seat, deal_number, result, points_for, points_against, "
                 "hands, knocks, gins, undercuts, duration)")
    conn.execute("INSERT INTO matches VALUES ('a','b','c','d','e','f','g','h','win','x',"
                 "'y','z',1,2,3,'slow')")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()


@pytest.mark.parametrize("damage", ["garbage", "truncated", "header only", "future",
                                    "foreign tables", "loose types", "bit flips"])
def test_a_bad_database_is_kept_aside_and_a_fresh_one_started(tmp_path: Path,
                                                              damage: str) -> None:
    path = tmp_path / "statistics.sqlite3"
    valid = _valid_db_bytes(tmp_path)
    if damage == "garbage":
        _write(path, bytes(random.Random(3).randrange(256) for _ in range(10_000)))
    elif damage == "truncated":
        _write(path, valid[: len(valid) // 2 + 100])
    elif damage == "header only":
        _write(path, valid[:100])
    elif damage == "future":
        _write(path, valid)
        _future(path)
    elif damage == "foreign tables":
        _foreign(path)
    elif damage == "loose types":
        _loose_types(path)
    else:
        data = bytearray(valid)
        rng = random.Random(11)
        for at in rng.sample(range(100, len(data)), 300):  # past the header: pages
            data[at] ^= 0xFF
        _write(path, bytes(data))
    original = path.read_bytes()
    stats, problem = Statistics.open(path, clock=lambda: FIXED_TIME)
    assert problem is not None and not problem.in_memory
    notice = problem.message()
    assert "\n" not in notice and "statistics" in notice.lower()
    kept = [p for p in tmp_path.iterdir() if DAMAGED.match(p.name)]
    assert len(kept) == 1 and kept[0].read_bytes() == original
    assert kept[0].name in notice
    assert not stats.in_memory
    stats.record(record(1, "win", 100, 0))  # the fresh database works
    assert stats.summary().matches == 1
    if damage == "future":
        assert "newer version" in notice


def test_a_database_locked_by_another_program_stays_where_it_is(tmp_path: Path) -> None:
    """Locked is not damaged: the history stays in its file for the next start, and this
    session's statistics are kept in memory."""
    path = tmp_path / "statistics.sqlite3"
    stats = open_db(path)
    stats.record(record(1, "win", 100, 0))
    stats.close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        stats, problem = Statistics.open(path, clock=lambda: FIXED_TIME)
        assert problem is not None and problem.in_memory and problem.kept_as is None
        assert "locked" in problem.message()
        assert not [p for p in tmp_path.iterdir() if DAMAGED.match(p.name)]
        stats.record(record(2, "loss", 0, 100))  # this session's statistics still work
        assert stats.summary().matches == 1
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert open_db(path).summary().matches == 1  # next start: the history is all there


def test_an_empty_file_is_simply_a_new_database(tmp_path: Path) -> None:
    """SQLite reads a zero-byte file as an empty database: nothing to lose, nothing to say."""
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(b"")
    stats = open_db(path)
    stats.record(record(1, "win", 100, 0))
    assert stats.summary().matches == 1


def test_a_stale_journal_goes_aside_with_its_database(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    Path(f"{path}-wal").write_bytes(b"junk wal")
    stats, problem = Statistics.open(path, clock=lambda: FIXED_TIME)
    assert problem is not None
    kept = next(p for p in tmp_path.iterdir() if DAMAGED.match(p.name))
    assert Path(f"{kept}-wal").read_bytes() == b"junk wal"
    stats.record(record(1, "win", 100, 0))


def test_an_unwritable_folder_keeps_statistics_in_memory(tmp_path: Path) -> None:
    stats, problem = Statistics.open(tmp_path / "missing" / "deeper" / "s.sqlite3")
    assert problem is not None and problem.in_memory and stats.in_memory
    assert "this session only" in problem.message()
    stats.record(record(1, "win", 100, 0))
    assert stats.summary().matches == 1


def test_a_huge_file_is_not_checked_page_by_page(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    with path.open("wb") as f:  # sparse: instant, takes no disk
        f.truncate(600 * 1024 * 1024)
    stats, problem = Statistics.open(path, clock=lambda: FIXED_TIME)
    assert problem is not None and "too large" in problem.reason
    stats.record(record(1, "win", 100, 0))


def test_rows_written_before_a_crash_are_read_back(tmp_path: Path) -> None:
    """WAL mode: a second connection (the restarted game) sees what the first committed,
    though the first was never closed."""
    path = tmp_path / "statistics.sqlite3"
    first = open_db(path)
    first.record(record(1, "win", 100, 0), [hand("m1", 1, "win", "gin")])
    second = open_db(path)
    assert second.summary().matches == 1 and len(second.hands()) == 1


# ------------------------------------------------------------------ accuracy (schema 2)
def test_a_version_1_file_gains_the_accuracy_table_and_keeps_its_rows(tmp_path: Path
                                                                      ) -> None:
    path = version_1_file(tmp_path)
    first = open_db(path)
    first.record(record(1, "win", 100, 20))
    first.close()
    stats = open_db(path)
    assert stats.summary().matches == 1
    stats.record_accuracy("m1", 1, 12, 6.5)
    assert [(p.match_id, p.decisions, p.points_lost) for p in stats.accuracy()] == [
        ("m1", 12, 6.5)]
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION >= 2
    conn.close()


def test_accuracy_is_points_lost_per_decision_per_match_oldest_first(tmp_path: Path) -> None:
    stats = open_db(tmp_path / "statistics.sqlite3")
    for i in (1, 2, 3):
        stats.record(record(i, "win", 100, 20))
    stats.record_accuracy("m2", 1, 10, 5.0)
    stats.record_accuracy("m2", 2, 10, 1.0)
    stats.record_accuracy("m1", 1, 4, 8.0)
    stats.record_accuracy("m1", 1, 8, 4.0)  # a hand reviewed again replaces its row
    stats.record_accuracy("m3", 1, 0, 0.0)  # no decisions: nothing to plot
    points = stats.accuracy()
    assert [p.match_id for p in points] == ["m1", "m2"]
    assert [p.per_decision for p in points] == [0.5, 0.3]
    assert [p.match_id for p in stats.accuracy(limit=1)] == ["m2"]
    stats.record_accuracy("m1", 2, 3, float("nan"))  # never a NaN in the file
    assert stats.accuracy()[0].points_lost == 4.0


def test_summary_counts_the_opponents_knocks_in_the_hands_the_person_played(
        tmp_path: Path) -> None:
    stats = open_db(tmp_path / "s.sqlite3")
    stats.record(record(1, "playing", 0, 0), [
        hand("m1", 1, "win", "knock", knocked=True),
        hand("m1", 2, "loss", "gin"),  # their gin: in the Gins row, not here
        hand("m1", 3, "win", "undercut"),  # they knocked and were undercut
        hand("m1", 4, "draw", "drawn", points=0),  # nobody knocked
        hand("m1", 5, "draw", "repetition", points=0),
        hand("m1", 6, "loss", "knock", role="advisor"),  # sitting out: not counted
    ])
    s = stats.summary()
    assert (s.knocks, s.knocks_against) == (1, 1)
