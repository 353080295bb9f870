"""The result panel's sentences end in one full stop in every language, even where a value
inside them ends in one (Czech writes points as "29 b.")."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.ai import make_strategy
from gin_desktop.app.table import texts
from gin_desktop.engine import HandResult, Phase, RuleSet, decisions, new_match


def some_results() -> list[HandResult]:
    """The hands of a few computer matches: knocks, gins and undercuts among them."""
    results: list[HandResult] = []
    for seed in range(3):
        match = new_match(RuleSet.preset("seeds"), seed=400 + seed)
        players = [make_strategy("strong", seed), make_strategy("standard", seed)]
        for view in decisions(match):
            legal = view.legal_actions
            action = legal[0] if len(legal) == 1 else players[view.seat].choose(view)
            match.apply(action, view.seat)
            if view.phase is Phase.MATCH_OVER:
                break
        results.extend(match.results)
    return results


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_result_sentences_end_in_one_full_stop(
        language: Callable[[str], None], code: str) -> None:
    language(code)
    names = texts.Names(["A", "B"], human_seat=0)
    results = some_results()
    assert len({r.kind for r in results}) >= 3  # several kinds of ending were written
    for result in results:
        standings = texts.standing_lines(names, [10, 20], 100, [], [])
        for line in texts.result_lines(result, names, standings, None):
            assert not line.endswith("..") or line.endswith("..."), line
