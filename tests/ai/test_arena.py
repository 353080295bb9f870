"""The headless arena: its JSON report, the Wilson interval, and replayable runs."""

from __future__ import annotations

import json
import math

import pytest

from gin_desktop.arena import main, run_arena, wilson_interval
from gin_desktop.engine import RuleSet


def test_wilson_interval_matches_the_formula() -> None:
    # Reference values for 7 successes in 10 trials, z = 1.96 (Wilson 1927).
    lo, hi = wilson_interval(7, 10)
    assert lo == pytest.approx(0.3968, abs=1e-4)
    assert hi == pytest.approx(0.8922, abs=1e-4)
    lo, hi = wilson_interval(0, 4)
    assert lo == 0.0 and hi == pytest.approx(0.4899, abs=1e-4)
    lo, hi = wilson_interval(4, 4)
    assert hi == 1.0 and lo == pytest.approx(0.5101, abs=1e-4)
    # The interval holds the observed rate and narrows with more games.
    lo1, hi1 = wilson_interval(60, 100)
    lo2, hi2 = wilson_interval(600, 1000)
    assert lo1 < 0.6 < hi1 and hi2 - lo2 < hi1 - lo1


def test_arena_prints_one_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["standard", "strong", "--games", "4", "--seed", "3", "--rules", "eaai",
                 "--json"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["a"] == "standard" and report["b"] == "strong"
    assert report["games"] == 4 and report["rules"] == "eaai"
    wins = report["wins"]
    assert wins["a"] + wins["b"] == 4
    lo, hi = report["a_win_rate_95"]
    expected = wilson_interval(wins["a"], 4)
    assert math.isclose(lo, expected[0], abs_tol=1e-4)
    assert math.isclose(hi, expected[1], abs_tol=1e-4)
    assert report["a_win_rate"] == wins["a"] / 4
    assert report["hands"] >= 4 and report["drawn_hands"] >= 0
    for key in ("points_per_hand", "gins", "undercuts", "knocks", "points"):
        assert set(report[key]) == {"a", "b"}
    for side in ("a", "b"):
        timing = report["decision_ms"][side]
        assert set(timing) >= {"mean", "p95", "decisions"}
        assert timing["decisions"] > 0 and 0 <= timing["mean"] and timing["p95"] >= 0
    # Whole games to the target: someone reached it in every game.
    assert sum(report["points"].values()) >= 4 * 100


def _stable(report: dict) -> dict:
    return {k: v for k, v in report.items() if k not in ("elapsed_s", "jobs", "decision_ms")}


def test_a_run_replays_and_does_not_depend_on_jobs() -> None:
    rules = RuleSet.preset("eaai")
    one = run_arena("beginner", "standard", games=4, seed=9, rules=rules, jobs=1)
    again = run_arena("beginner", "standard", games=4, seed=9, rules=rules, jobs=1)
    two = run_arena("beginner", "standard", games=4, seed=9, rules=rules, jobs=2)
    assert _stable(one) == _stable(again) == _stable(two)


def test_arena_loads_module_class_and_refuses_unknown_names(
        tmp_path, monkeypatch, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "arena_bots.py").write_text(
        "class FirstLegal:\n"
        "    name = 'first'\n"
        "    def choose(self, view):\n"
        "        return view.legal_actions[0]\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert main(["arena_bots:FirstLegal", "standard", "--games", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["a"] == "arena_bots:FirstLegal" and report["games"] == 2
    assert main(["nobody", "standard", "--games", "2"]) == 2
    assert "unknown strategy" in capsys.readouterr().err


def test_the_help_names_every_strategy_the_arena_plays(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The README pits `expert` against the personalities (`cautious`, `gin-hunter`,
    `hoarder`); the help named only the four levels."""
    from gin_desktop.ai import LEVELS

    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    for level in LEVELS:
        assert level in text


ODD_BOTS = '''
import os
import sys

from gin_desktop.ai import make_strategy


class Printer:
    """Prints to standard output, through ``print`` and straight to descriptor 1."""

    def __init__(self, seed=0):
        self.honest = make_strategy("standard", seed=seed)

    def choose(self, view):
        print("thinking")
        os.write(1, b"still thinking\\\\n")
        return self.honest.choose(view)


class Quitter:
    def choose(self, view):
        sys.exit(3)


class Unprintable:
    """Answers with an object whose ``repr`` raises."""

    def choose(self, view):
        class Odd:
            def __repr__(self):
                raise ValueError("no repr")
        return Odd()


class HandCounter:
    """Counts the ``new_hand`` calls and the hands it decided in."""

    calls = []
    hands = []
    made = 0

    def __init__(self, seed=0):
        self.honest = make_strategy("standard", seed=seed)
        # A serial number, not id(self): a game's player may be freed before the next
        # game's is made, and Python 3.14 then hands out the same id again.
        HandCounter.made += 1
        self.serial = HandCounter.made

    def new_hand(self, view):
        HandCounter.calls.append((self.serial, view.hand_number))

    def choose(self, view):
        key = (self.serial, view.hand_number)
        if key not in HandCounter.hands:
            HandCounter.hands.append(key)
        return self.honest.choose(view)


class Broken:
    def __init__(self, seed=0):
        raise RuntimeError("no luck")

    def choose(self, view):
        return view.legal_actions[0]
'''


@pytest.fixture
def odd_bots(tmp_path, monkeypatch):
    (tmp_path / "odd_bots.py").write_text(ODD_BOTS)
    (tmp_path / "odd_import.py").write_text("raise RuntimeError('not today')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    return tmp_path


def test_a_strategy_in_this_process_that_prints_leaves_the_json_whole(
        odd_bots, capfd: pytest.CaptureFixture[str]) -> None:
    assert main(["odd_bots:Printer", "standard", "--games", "2", "--seed", "1",
                 "--no-isolate", "--json"]) == 0
    out, err = capfd.readouterr()
    assert json.loads(out)["forfeits"] == {"a": 0, "b": 0}
    assert "thinking" in err and "still thinking" in err


def test_in_process_exits_and_odd_answers_lose_the_game_only(odd_bots) -> None:
    quit_ = run_arena("odd_bots:Quitter", "standard", games=2, seed=1, isolate=False)
    assert [d["why"] for d in quit_["forfeit_details"]] == ["crashed: SystemExit: 3"] * 2
    odd = run_arena("odd_bots:Unprintable", "standard", games=2, seed=1, isolate=False)
    assert [d["why"] for d in odd["forfeit_details"]] == [
        "illegal: an answer of type Odd is not a legal action"] * 2


def test_new_hand_is_called_in_this_process_too(odd_bots) -> None:
    import odd_bots as bots  # imported by the run already: the same module

    run_arena("odd_bots:HandCounter", "standard", games=2, seed=1, isolate=False)
    assert bots.HandCounter.hands and bots.HandCounter.calls == bots.HandCounter.hands


@pytest.mark.parametrize("isolate", ["--isolate", "--no-isolate"])
def test_a_strategy_that_cannot_start_is_refused_in_one_line(
        odd_bots, isolate: str, capsys: pytest.CaptureFixture[str]) -> None:
    for spec, why in (("odd_bots:Broken", "RuntimeError: no luck"),
                      ("odd_import:Bot", "RuntimeError: not today")):
        assert main([spec, "standard", "--games", "2", isolate]) == 2
        err = capsys.readouterr().err
        assert err == f"arena: {spec} could not start: {why}\n"


@pytest.mark.parametrize("limit", ["nan", "inf", "-5", "0"])
def test_a_time_limit_must_be_a_positive_number(
        limit: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standard", "standard", "--games", "1", "--time-limit", limit]) == 2
    assert capsys.readouterr().err == (
        "arena: --time-limit must be a positive number of milliseconds\n")


def test_the_help_names_every_opponent_and_the_text_report_every_forfeit(
        odd_bots, capsys: pytest.CaptureFixture[str]) -> None:
    from gin_desktop.ai import LEVELS
    from gin_desktop.arena import build_parser

    text = " ".join(build_parser().format_help().split())
    assert all(name in text for name in LEVELS)
    assert main(["odd_bots:Quitter", "standard", "--games", "2", "--no-isolate"]) == 0
    report = capsys.readouterr().out
    assert "game 0 lost by odd_bots:Quitter: crashed: SystemExit: 3" in report
    assert "game 1 lost by odd_bots:Quitter" in report


def test_docs_strategies_lists_every_field_of_the_json_report(
        capsys: pytest.CaptureFixture[str]) -> None:
    """docs/strategies.md names the fields of `--json` for those who script the arena:
    every field printed is named there, and every field named is printed."""
    import re
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "strategies.md").read_text()
    passage = doc.split("The JSON object holds", 1)[1].split('"Per side" is', 1)[0]
    named = set(re.findall(r"`([a-z_0-9]+)`", passage))
    assert main(["standard", "standard", "--games", "2", "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    per_decision = set(report["decision_ms"]["a"])
    assert set(report) | per_decision == named
    assert set(report["forfeits"]) == {"a", "b"}


def test_per_game_results_add_up_to_the_run(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["beginner", "standard", "--games", "4", "--seed", "9", "--rules", "eaai",
                 "--json", "--per-game"]) == 0
    report = json.loads(capsys.readouterr().out)
    games = report["per_game"]
    assert len(games) == 4
    assert sum(g["winner"] == "a" for g in games) == report["wins"]["a"]
    assert sum(g["hands"] for g in games) == report["hands"]
    for side in ("a", "b"):
        assert sum(g["points"][side] for g in games) == report["points"][side]
    # Whole games to 100: each game's winner reached the target.
    assert all(g["points"][g["winner"]] >= 100 for g in games)


def test_per_game_needs_the_json_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standard", "standard", "--games", "2", "--per-game"]) == 2
    assert capsys.readouterr().err == (
        "arena: --per-game adds to the JSON report: give --json too\n")


def test_bench_paired_compares_two_runs_over_the_same_deals_game_by_game(
        tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    from bench.paired import NotComparable, compare
    from bench.paired import main as paired_main

    rules = RuleSet.preset("eaai")
    base = run_arena("standard", "standard", games=6, seed=4, rules=rules, per_game=True)
    variant = run_arena("beginner", "standard", games=6, seed=4, rules=rules, per_game=True)
    same = compare(base, base)
    assert (same.differing, same.gained, same.lost, same.margin_gain) == (0, 0, 0, 0.0)
    paired = compare(base, variant)
    assert paired.base_wins == base["wins"]["a"]
    assert paired.variant_wins == variant["wins"]["a"]
    # Every change of a game's winner is a change of its score, and the changes net out
    # to the difference in games won.
    assert paired.gained + paired.lost <= paired.differing <= 6
    assert paired.variant_wins - paired.base_wins == paired.gained - paired.lost
    margins = [(g["points"]["a"] - g["points"]["b"]) for g in variant["per_game"]]
    before = [(g["points"]["a"] - g["points"]["b"]) for g in base["per_game"]]
    assert paired.margin_gain == pytest.approx((sum(margins) - sum(before)) / 6)

    other_deals = run_arena("beginner", "standard", games=6, seed=5, rules=rules,
                            per_game=True)
    with pytest.raises(NotComparable, match="seed"):
        compare(base, other_deals)
    with pytest.raises(NotComparable, match="per_game"):
        compare(base, {k: v for k, v in variant.items() if k != "per_game"})

    files = []
    for name, report in (("base", base), ("variant", variant)):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(report))
        files.append(str(path))
    assert paired_main(files) == 0
    out = capsys.readouterr().out
    assert f"winner changed: +{paired.gained} / -{paired.lost}" in out
    (tmp_path / "broken.json").write_text("{not json")
    assert paired_main([files[0], str(tmp_path / "broken.json")]) == 2
    assert capsys.readouterr().err.startswith("paired: ")


def test_bench_close_calls_plays_a_choice_out_on_a_copy_as_the_real_hand_goes() -> None:
    import copy

    from bench.close_calls import Call, hand_points, report
    from gin_desktop.ai import make_strategy
    from gin_desktop.engine import Phase, decisions, new_match

    match = new_match(RuleSet.preset("eaai"), 7)
    players = {seat: make_strategy("standard", seed=seat + 1) for seat in (0, 1)}
    for view in decisions(match):  # to seat 0's first discard
        if view.seat == 0 and view.phase is Phase.DISCARD:
            break
        legal = view.legal_actions
        match.apply(legal[0] if len(legal) == 1 else players[view.seat].choose(view),
                    view.seat)
    before = match.view(0)
    results = len(match.results)
    for action in before.legal_actions[:3]:
        match_copy, players_copy = copy.deepcopy((match, players))
        points = hand_points(match_copy, players_copy, 0, action)
        # The copy played the hand to its end; the real match did not move.
        assert len(match_copy.results) == results + 1
        result = match_copy.results[results]
        assert points == (0 if result.winner is None else
                          result.points if result.winner == 0 else -result.points)
        assert match.view(0).history == before.history and len(match.results) == results
    # The copy is the true deal: the real hand, played the same way, scores the same.
    action = before.legal_actions[0]
    match_copy, players_copy = copy.deepcopy((match, players))
    assert hand_points(match, players, 0, action) == hand_points(
        match_copy, players_copy, 0, action)

    table = report([Call("discard", 1, 0.0, 2.0, False), Call("discard", 4, 0.0, 4.0, False),
                    Call("pile", 0, -1.5, 3.0, False)])
    assert "discard                       all      2    +3.00   1.00" in table
    # A pass chosen and ahead by 3 is the take behind by 3, in the take's band.
    assert "pile                       -2..-1      1    -3.00   0.00" in table
