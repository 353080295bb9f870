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
