"""The bench's opponent styles (bench/styles) play legally and keep their habit."""

from __future__ import annotations

import pytest

from gin_desktop.ai import make_strategy
from gin_desktop.ai.handeval import deadwood
from gin_desktop.ai.knowledge import knowledge_of
from gin_desktop.arena import run_arena
from gin_desktop.engine import ActionKind, RuleSet, decisions, new_match
from gin_desktop.engine.cards import cards_to_mask
from gin_desktop.engine.view import SeatView

STYLES = ["bench.styles.casual:Casual", "bench.styles.pile_taker:PileTaker",
          "bench.styles.defensive:Defensive", "bench.styles.late_knocker:LateLimitKnocker",
          "bench.styles.late_knocker:GinOnly"]


@pytest.mark.parametrize("style", STYLES)
def test_a_style_plays_whole_games_without_a_forfeit(style: str) -> None:
    summary = run_arena(style, "standard", games=2, seed=5, rules=RuleSet.preset("eaai"),
                        isolate=False)
    assert summary["forfeits"] == {"a": 0, "b": 0}
    assert summary["hands"] > 0


def knock_chances(style: str, games: int = 2) -> list[tuple[SeatView, bool, bool]]:
    """Each decision of ``style`` (seat 0, against ``standard``) where it could knock: the
    view, whether it knocked, and whether that knock left no deadwood (gin)."""
    seen = []
    for game in range(games):
        match = new_match(RuleSet.preset("eaai"), seed=700 + game)
        bots = {0: make_strategy(style, seed=game), 1: make_strategy("standard", seed=game)}
        for view in decisions(match):
            legal = view.legal_actions
            action = legal[0] if len(legal) == 1 else bots[view.seat].choose(view)
            if view.seat == 0 and any(a.kind is ActionKind.KNOCK for a in legal):
                knocked = action.kind is ActionKind.KNOCK
                kept = cards_to_mask(c for c in view.hand if c is not action.card)
                seen.append((view, knocked, knocked and deadwood(kept) == 0))
            match.apply(action, view.seat)
    return seen


def test_the_casual_player_knocks_at_every_chance() -> None:
    chances = knock_chances("bench.styles.casual:Casual")
    assert chances and all(knocked for _v, knocked, _gin in chances)


def test_the_gin_only_player_knocks_only_for_gin() -> None:
    chances = knock_chances("bench.styles.late_knocker:GinOnly")
    assert any(not knocked for _v, knocked, _gin in chances)
    assert all(gin for _v, knocked, gin in chances if knocked)


def test_the_late_limit_knocker_waits_for_its_sixth_draw_then_knocks() -> None:
    chances = knock_chances("bench.styles.late_knocker:LateLimitKnocker", games=3)
    assert any(knocked and not gin for _v, knocked, gin in chances)
    assert any(not knocked for _v, knocked, _gin in chances)
    for view, knocked, gin in chances:
        assert knocked == (gin or knowledge_of(view).my_draws >= 6)
