"""Statistics writes kept for the next start (issue "Nothing lost"): each kind of write
comes back as it was kept, and a kept file that cannot be read is set aside, never
deleted, without stopping the start."""

from __future__ import annotations

from pathlib import Path

from gin_desktop.app import statistics_pending
from gin_desktop.app.statistics import STATS_NAME, HandRecord, MatchRecord, Statistics
from gin_desktop.app.statistics_pending import PENDING_NAME

MATCH = MatchRecord(
    match_id="m1", started_at="2026-01-01T00:00:00+00:00",
    finished_at="2026-01-01T01:00:00+00:00", mode="two", preset="seeds", opponent="standard",
    human_seat=0, deal_number=7, result="win", points_for=150, points_against=40, hands=2,
    knocks=1, gins=1, undercuts=0, duration=61.5, rules="")
HANDS = [HandRecord("m1", 1, 1001, "2026-01-01T00:30:00+00:00", "player", "win", "gin",
                    True, 35, 30.0),
         HandRecord("m1", 2, 1002, "2026-01-01T01:00:00+00:00", "player", "loss", "knock",
                    False, -12, 31.5)]


def open_stats(folder: Path) -> Statistics:
    stats, problem = Statistics.open(folder / STATS_NAME)
    assert problem is None
    return stats


def test_every_kind_of_write_is_kept_and_made_as_it_was(tmp_path: Path) -> None:
    stats = open_stats(tmp_path)
    writes = [(stats.record, (MATCH, HANDS)),
              (stats.abandon, ("m0", "2026-01-01T00:00:00+00:00")),
              (stats.record_accuracy, ("m1", 2, 9, 3.25))]
    assert statistics_pending.keep(tmp_path, writes)
    kept = statistics_pending.take(tmp_path, stats)
    assert [(method.__name__, args) for method, args in kept] == [
        (method.__name__, args) for method, args in writes]
    for method, args in kept:
        method(*args)
    assert stats.match("m1") == MATCH
    assert stats.hands("m1") == HANDS
    assert stats.accuracy()[0].decisions == 9
    assert statistics_pending.keep(tmp_path, [])
    assert not (tmp_path / PENDING_NAME).exists()
    stats.close()


def test_a_kept_file_that_cannot_be_read_is_set_aside_not_deleted(tmp_path: Path) -> None:
    stats = open_stats(tmp_path)
    for n, junk in enumerate((b"{not json", b'{"writes": [{"write": "drop_tables"}]}',
                              b'{"writes": [{"write": "abandon", "args": [1, 2]}]}')):
        (tmp_path / PENDING_NAME).write_bytes(junk)
        assert statistics_pending.take(tmp_path, stats) == []
        assert not (tmp_path / PENDING_NAME).exists()
        kept = sorted(tmp_path.glob(f"{PENDING_NAME}.damaged-*"))
        assert len(kept) == n + 1 and junk in [path.read_bytes() for path in kept]
    stats.close()
