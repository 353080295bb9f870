"""Statistics per kind of game: every match played under changed rules was counted in one
"Custom rules" row, whatever was changed (to 250 with an undercut bonus of 20, Oklahoma
with a gin bonus of 50: one row). Each match now keeps its rules; the window has a row per
rule set, named by its preset and what differs, and the CSV export carries the rules."""

from __future__ import annotations

import csv
import json
import shutil
import sqlite3
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.statistics import (
    CSV_COLUMNS,
    SCHEMA_VERSION,
    HandRecord,
    MatchRecord,
    Statistics,
    hand_records,
    match_record,
    rules_text,
)
from gin_desktop.app.stats_window import StatsWindow
from gin_desktop.engine import NextDealer, RuleSet, new_match

from .test_statistics import play_out

#: A statistics file as the game left it before matches kept their rules (schema 2): made
#: by that version's ``Statistics.record`` and ``record_accuracy``: old1 a won "seeds" match,
#: old2 a won and old3 a lost "custom" match, old4 a lost "oklahoma" match against expert,
#: old5 an abandoned and old6 a playing match; two hands each (old6 one), one review.
VERSION_2_FILE = Path(__file__).parent / "data" / "statistics-v2.sqlite3"

TO_250 = RuleSet.preset("seeds").replace(name="custom", target=250, undercut_bonus=20)
OKLAHOMA_50 = RuleSet.preset("oklahoma").replace(name="custom", gin_bonus=50)


def record_played(stats: Statistics, match_id: str, rules: RuleSet, seed: int,
                  mode: str = "two") -> MatchRecord:
    """A match played to its end under ``rules`` and recorded as the app records one."""
    match = play_out(new_match(rules, seed, mode), seed, limit=20_000)
    assert match.is_over
    levels = ("human", "standard", "strong")[:len(match.scores)]
    finished = f"2026-04-{seed % 28 + 1:02d}T12:00:00+00:00"
    record = match_record(match, match_id, 0, levels, f"2026-04-{seed % 28 + 1:02d}T11:00:00"
                          "+00:00", finished)
    stats.record(record, hand_records(match, match_id, 0, finished))
    return record


def open_db(path: Path) -> Statistics:
    stats, problem = Statistics.open(path, clock=lambda: 1_800_000_000.0)
    assert problem is None
    return stats


# ------------------------------------------------------------------ the database
def test_matches_under_different_changed_rules_have_a_row_each(tmp_path: Path) -> None:
    stats = open_db(tmp_path / "statistics.sqlite3")
    played = [record_played(stats, "a", TO_250, 1), record_played(stats, "b", TO_250, 2),
              record_played(stats, "c", OKLAHOMA_50, 3),
              record_played(stats, "d", RuleSet.preset("oklahoma"), 4)]
    assert [r.preset for r in played] == ["custom", "custom", "custom", "oklahoma"]
    # What was played is what is read back.
    for record, rules in zip(played, (TO_250, TO_250, OKLAHOMA_50), strict=False):
        kept = stats.match(record.match_id)
        assert kept is not None and RuleSet.from_dict(json.loads(kept.rules)) == rules
    rates = {(r.preset, r.rules): r.matches for r in stats.summary().win_rates}
    assert len(rates) == 3, rates
    assert sorted(rates.values()) == [1, 1, 2]
    assert rates[("oklahoma", "")] == 1  # a preset as it is keeps its one row


def test_dealing_the_sitter_is_not_another_kind_of_game(tmp_path: Path) -> None:
    """The New game dialog does not call dealing the sitter a change of rules."""
    stats = open_db(tmp_path / "statistics.sqlite3")
    short = TO_250.replace(target=60)
    record_played(stats, "a", short, 5, "three")
    record_played(stats, "b", short.replace(sitter_dealt=True), 6, "three")
    record_played(stats, "c", RuleSet.preset("seeds").replace(target=60), 7, "three")
    record_played(stats, "d", RuleSet.preset("seeds").replace(name="seeds", sitter_dealt=True,
                                                              target=60), 8, "three")
    rates = stats.summary().win_rates
    assert sorted((r.preset, r.matches) for r in rates) == [("custom", 2), ("seeds", 2)]


def test_a_file_from_the_previous_version_keeps_every_row(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    shutil.copyfile(VERSION_2_FILE, path)
    stats = open_db(path)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION >= 3
    conn.close()
    kept = [stats.match(f"old{i}") for i in range(1, 7)]
    assert [(m.preset, m.result, m.rules) for m in kept if m is not None] == [
        ("seeds", "win", ""), ("custom", "win", ""), ("custom", "loss", ""),
        ("oklahoma", "loss", ""), ("custom", "abandoned", ""), ("seeds", "playing", "")]
    assert len(stats.hands()) == 11
    assert [(p.match_id, p.decisions) for p in stats.accuracy()] == [("old1", 10)]
    summary = stats.summary()
    assert (summary.matches, summary.wins, summary.hands) == (4, 2, 11)
    # The old changed rules stay one row of unknown rules; a new match's rules get their own.
    record_played(stats, "new", TO_250, 9)
    rates = {(r.preset, r.rules): r.matches for r in stats.summary().win_rates}
    assert rates[("custom", "")] == 2
    assert sum(n for (preset, rules), n in rates.items() if preset == "custom" and rules) == 1
    # The old seeds match and a new one under the same preset are counted together.
    record_played(stats, "seeds", RuleSet.preset("seeds"), 10)
    assert {(r.preset, r.opponent, r.matches) for r in stats.summary().win_rates
            if r.preset == "seeds"} == {("seeds", "standard", 2)}


def test_the_csv_export_carries_each_matchs_rules(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    shutil.copyfile(VERSION_2_FILE, path)
    stats = open_db(path)
    record_played(stats, "new", OKLAHOMA_50, 11)
    out = tmp_path / "export.csv"
    count = stats.export_csv(out)
    with out.open(newline="", encoding="utf-8") as file:
        rows = list(csv.reader(file))
    # Spreadsheets read the columns by position: the old ones stay where they were.
    assert tuple(rows[0]) == CSV_COLUMNS == (
        "match_id", "match_started_at", "mode", "preset", "opponent", "match_result",
        "hand_number", "deal_number", "finished_at", "role", "result", "kind", "knocked",
        "points", "duration", "rules", "match_unfinished", "match_points_for",
        "match_points_against")
    assert len(rows) == count + 1
    rules_at = CSV_COLUMNS.index("rules")
    by_match = {row[0]: row[rules_at] for row in rows[1:]}
    assert RuleSet.from_dict(json.loads(by_match["new"])) == OKLAHOMA_50
    assert by_match["old2"] == ""  # not known: recorded before the rules were


# ------------------------------------------------------------------ the window
def a_match(i: int, preset: str, rules: RuleSet | None, win: bool = True) -> MatchRecord:
    return MatchRecord(
        match_id=f"w{i}", started_at=f"2026-05-{i:02d}T10:00:00+00:00",
        finished_at=f"2026-05-{i:02d}T11:00:00+00:00", mode="two", preset=preset,
        opponent="standard", human_seat=0, deal_number=i,
        result="win" if win else "loss", points_for=120 if win else 40,
        points_against=40 if win else 120, hands=2, knocks=1, gins=0, undercuts=0,
        rules="" if rules is None else rules_text(rules))


def an_evening(stats: Statistics) -> None:
    """Matches under two sets of changed rules, one of unknown rules, and a preset."""
    matches = [a_match(1, "custom", TO_250), a_match(2, "custom", TO_250, win=False),
               a_match(3, "custom", OKLAHOMA_50), a_match(4, "custom", None),
               # The best match: its line in the totals is short, the window narrow.
               replace(a_match(5, "seeds", RuleSet.preset("seeds")), points_for=400),
               a_match(6, "custom", TO_250.replace(gin_bonus=30, line_bonus=10,
                                                   shutout=True, knock_limit=8)),
               # The widest row: three-hand, two opponents, long changes.
               replace(a_match(7, "custom", RuleSet.preset("classic").replace(
                   name="custom", target=500, gin_bonus=30, undercut_bonus=30, big_gin=True,
                   next_dealer=NextDealer.LOSER)), mode="three", opponent="strong+expert"),
               # The worst match, short too.
               replace(a_match(8, "oklahoma", RuleSet.preset("oklahoma"), win=False),
                       points_against=400)]
    for record in matches:
        stats.record(record, [HandRecord(record.match_id, 1, 1, record.finished_at or "",
                                         "player", record.result, "knock", True, 12)])


def open_statistics(window: Any, qtbot: QtBot) -> StatsWindow:
    window.statistics_action.trigger()
    qtbot.waitUntil(lambda: bool(window.findChildren(StatsWindow)), timeout=3000)
    shown: StatsWindow = window.findChildren(StatsWindow)[0]
    qtbot.waitExposed(shown)
    return shown


def variants(shown: StatsWindow) -> list[tuple[str, str, str]]:
    """Each row's variant, as shown and as its tooltip says it, and its matches."""
    table = shown.rates_table
    rows = []
    for row in range(table.rowCount()):
        variant, matches = table.item(row, 0), table.item(row, 2)
        assert variant is not None and matches is not None
        rows.append((variant.text(), variant.toolTip(), matches.text()))
    return rows


WORDS = {
    "en": ("Two players, Standard\nto 250, undercut bonus 20",
           "Two players, Oklahoma\ngin bonus 50", "Two players\nCustom rules",
           "Two players\nStandard (the rulebook)", "Changed: to 250, undercut bonus 20"),
    "es": ("Dos jugadores, Estándar\na 250, bonificación por contragolpe 20",
           "Dos jugadores, Oklahoma\nbonificación por gin 50",
           "Dos jugadores\nReglas personalizadas", "Dos jugadores\nEstándar (el reglamento)",
           "Cambios: a 250, bonificación por contragolpe 20"),
    "cs": ("Dva hráči, Standardní\ndo 250, bonus za podříznutí 20",
           "Dva hráči, Oklahoma\nbonus za gin 50", "Dva hráči\nVlastní pravidla",
           "Dva hráči\nStandardní (podle pravidel)",
           "Změny: do 250, bonus za podříznutí 20"),
    "pt": ("Dois jogadores, Padrão\naté 250, bônus de corte 20",
           "Dois jogadores, Oklahoma\nbônus de gin 50", "Dois jogadores\nRegras personalizadas",
           "Dois jogadores\nPadrão (o livro de regras)",
           "Alterações: até 250, bônus de corte 20"),
}


@pytest.mark.parametrize("code", sorted(WORDS))
def test_the_window_has_a_row_per_rule_set_in_the_players_words(
        window: Any, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    if code != "en":
        language(code)
    an_evening(window.persistence.stats)
    shown = open_statistics(window, qtbot)
    rows = variants(shown)
    to_250, oklahoma_50, unknown, seeds, changed = WORDS[code]
    texts = {text: count for text, _, count in rows}
    assert texts[to_250] == "2" and texts[oklahoma_50] == "1"
    assert texts[unknown] == "1" and texts[seeds] == "1"
    assert len(rows) == 7
    tips = {text: tip for text, tip, _ in rows}
    assert changed in tips[to_250]
    # Five changes: the cell names the first ones and counts the others; the tooltip all.
    many = next(text for text in texts if text not in WORDS[code] and "8" in tips[text])
    # Closest to Classic (shutout): to 250, knock limit 8, gin bonus 30, undercut bonus 20,
    # line bonus 10.
    assert many.count(",") <= 2 and "30" not in many
    assert all(figure in tips[many] for figure in ("250", "8", "30", "20", "10"))
    assert all(len(line) <= 60 for text in texts for line in text.split("\n")), texts


@pytest.mark.parametrize("code", sorted(WORDS))
def test_the_rule_sets_fit_the_window_of_a_small_screen(window: Any, qtbot: QtBot,
                                                        language: Callable[[str], None],
                                                        code: str) -> None:
    """Qt gives a window two thirds of the screen, or its least width if more: on a
    900x600 screen the statistics are 600 pixels wide (a few more where the best match's
    line needs them). Every rule set's name is whole in its column and the table's four
    columns fit in that width, in every language, without a scroll bar."""
    if code != "en":
        language(code)
    an_evening(window.persistence.stats)
    shown = open_statistics(window, qtbot)
    least = shown.minimumSizeHint()
    assert least.width() <= 900
    # As tall as it can be made: on a 600-pixel screen the table scrolls its rows.
    width, height = max(600, least.width()), least.height()
    shown.resize(width, height)
    qtbot.waitUntil(lambda: (shown.width(), shown.height()) == (width, height), timeout=3000)
    QApplication.processEvents()
    table = shown.rates_table
    metrics = table.fontMetrics()
    column = table.horizontalHeader().sectionSize(0)
    for text, _, _ in variants(shown):
        widest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
        assert widest < column, (text, widest, column)
    assert table.horizontalHeader().length() <= table.viewport().width()
    assert not table.horizontalScrollBar().isVisible()


def test_the_best_match_is_named_by_its_rules(window: Any, qtbot: QtBot) -> None:
    stats: Statistics = window.persistence.stats
    stats.record(replace(a_match(1, "custom", OKLAHOMA_50), points_for=300))
    stats.record(a_match(2, "custom", TO_250, win=False))
    shown = open_statistics(window, qtbot)
    assert "Two players, Oklahoma, gin bonus 50" in shown.best_label.text()
    assert "Two players, Standard, to 250, undercut bonus 20" in shown.worst_label.text()


def test_every_rule_a_player_can_change_is_named() -> None:
    """A rule changed and left out of the name would lump two kinds of game together
    again; dealing the sitter is how the three-hand game is dealt, not a change."""
    from dataclasses import fields

    from gin_desktop.app.rule_words import rules_name

    seeds = RuleSet.preset("seeds")
    for field in fields(RuleSet):
        if field.name in ("name", "sitter_dealt"):
            continue
        value = getattr(seeds, field.name)
        changed = (not value if isinstance(value, bool)
                   else NextDealer.LOSER if isinstance(value, NextDealer)
                   else value - 1 if value else 5)
        if field.name == "big_gin_bonus":
            rules = seeds.replace(name="custom", big_gin=True, big_gin_bonus=changed)
        else:
            rules = seeds.replace(name="custom", **{field.name: changed})
        name = rules_name("custom", rules_text(rules))
        # Named by what changed, or by the preset the change makes (Oklahoma, ...).
        assert name.short != "Standard (the rulebook)", field.name
        assert name.changes or field.name in ("oklahoma", "hollywood", "straight"), name
    plain = rules_name("custom", rules_text(seeds.replace(name="custom", sitter_dealt=True)))
    assert plain.short == "Standard (the rulebook)"
