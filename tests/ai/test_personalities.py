"""The personalities play in their announced style, measured over whole games."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from gin_desktop.ai import LEVEL_DESCRIPTIONS, PERSONALITIES, make_strategy
from gin_desktop.engine import ResultKind, RuleSet, decisions, new_match


@dataclass
class Style:
    hands: int = 0
    pile_draws: int = 0
    knocks: int = 0
    gins: int = 0
    knock_deadwood: int = 0
    knock_stock: int = 0

    @property
    def gin_share(self) -> float:
        return self.gins / self.knocks if self.knocks else 0.0

    @property
    def mean_knock_deadwood(self) -> float:
        short = self.knocks - self.gins
        return self.knock_deadwood / short if short else 0.0


def style_of(level: str, games: int = 4) -> Style:
    """How ``level`` plays against ``strong`` (seat 0), over ``games`` games."""
    style = Style()
    for game in range(games):
        match = new_match(RuleSet.preset("eaai"), seed=900 + game)
        bots = {0: make_strategy(level, seed=game), 1: make_strategy("strong", seed=game)}
        for view in decisions(match):
            legal = view.legal_actions
            action = legal[0] if len(legal) == 1 else bots[view.seat].choose(view)
            if view.seat == 0 and action.kind.value in ("take", "pile"):
                style.pile_draws += 1
            if view.seat == 0 and action.kind.value == "knock":
                style.knock_stock += view.stock_count
            match.apply(action, view.seat)
        for result in match.results:
            style.hands += 1
            if result.knocker == 0 and result.kind is not ResultKind.DRAWN:
                style.knocks += 1
                if result.kind in (ResultKind.GIN, ResultKind.BIG_GIN):
                    style.gins += 1
                else:
                    style.knock_deadwood += result.knocker_deadwood
    return style


@pytest.fixture(scope="module")
def styles() -> dict[str, Style]:
    return {level: style_of(level) for level in (*PERSONALITIES, "strong")}


def test_every_personality_is_described() -> None:
    for name in PERSONALITIES:
        assert LEVEL_DESCRIPTIONS[name].startswith("A ")


def test_the_cautious_knocker_knocks_early_and_the_gin_hunter_late(
        styles: dict[str, Style]) -> None:
    cautious, hunter = styles["cautious"], styles["gin-hunter"]
    assert cautious.knocks > 10 and hunter.knocks > 4
    # The cautious player knocks with deadwood in hand and while the stock is still full;
    # the gin hunter mostly goes out with gin.
    assert cautious.mean_knock_deadwood > 3
    assert hunter.gin_share > cautious.gin_share + 0.25
    assert cautious.knock_stock / cautious.knocks > hunter.knock_stock / hunter.knocks


def test_the_hoarder_takes_more_discards(styles: dict[str, Style]) -> None:
    hoarder, strong = styles["hoarder"], styles["strong"]
    assert hoarder.pile_draws / hoarder.hands > 1.3 * strong.pile_draws / strong.hands
