"""Rules may set the undercut or the gin bonus to 0 (Game ▸ New game, custom rules). Then
no bonus is in force, and the words that explain a hand's points and the Knock button's
tooltip do not name one: they read "10 − 7 + 0 undercut bonus = 3 points", "14 + 0 gin
bonus", "they undercut you and score a bonus as well"."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.app import scorepad
from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView
from gin_desktop.app.table.texts import Names, result_lines
from gin_desktop.engine import HandResult, Match, ResultKind, RuleSet
from gin_desktop.engine.melds import deadwood_after_each_discard
from tests.app.test_table import human_can_knock, position, resume

BONUS = {"en": "bonus", "es": "bonificación", "cs": "bonus", "pt": "bônus"}
NAMES = ("Ana", "Bo")

UNDERCUT = HandResult(hand_number=1, deal_number=5, dealer=1, kind=ResultKind.UNDERCUT,
                      knocker=0, defender=1, winner=1, points=3, knocker_deadwood=10,
                      defender_deadwood=7)
GIN = HandResult(hand_number=1, deal_number=5, dealer=1, kind=ResultKind.GIN, knocker=0,
                 defender=1, winner=0, points=14, knocker_deadwood=0, defender_deadwood=14)
BIG_GIN = HandResult(hand_number=1, deal_number=5, dealer=1, kind=ResultKind.BIG_GIN,
                     knocker=0, defender=1, winner=0, points=14, knocker_deadwood=0,
                     defender_deadwood=14)


@pytest.mark.parametrize("code", sorted(BONUS))
@pytest.mark.parametrize("result", [UNDERCUT, GIN, BIG_GIN], ids=["undercut", "gin", "big"])
def test_points_without_a_bonus_name_none(code: str, result: HandResult,
                                          language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    panel = " ".join(result_lines(result, Names(NAMES, 0), []))
    pad = scorepad.result_explanation(result, NAMES)
    for text in (panel, pad):
        assert BONUS[code] not in text.lower() and "+ 0" not in text, text
        assert str(result.points) in text, text


def test_points_with_a_bonus_still_name_it() -> None:
    with_bonus = HandResult(**{**{f: getattr(UNDERCUT, f) for f in UNDERCUT.__slots__},
                               "points": 13, "bonus": 10})
    assert "10 − 7 + 10 undercut bonus = 13 points." in result_lines(
        with_bonus, Names(NAMES, 0), [])


def _may_knock_without_gin(match: Match) -> bool:
    return human_can_knock(match) and min(
        deadwood_after_each_discard(match.view(0).hand).values()) > 0


@pytest.mark.parametrize("equal", [True, False])
@pytest.mark.parametrize("code", sorted(BONUS))
def test_the_knock_tooltip_names_no_undercut_bonus_where_there_is_none(
        code: str, equal: bool, view: TableView, game_model: GameModel,
        language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    rules = RuleSet().replace(undercut_bonus=0, equal_deadwood_is_undercut=equal)
    resume(game_model, position(_may_knock_without_gin, rules=rules), rules)
    button = view.table_scene()._controls.knock
    assert button.isVisible()
    tip = button.toolTip()
    assert tip and BONUS[code] not in tip.lower(), tip


@pytest.mark.parametrize("code", sorted(BONUS))
def test_the_gin_tooltip_names_no_gin_bonus_where_there_is_none(
        code: str, view: TableView, game_model: GameModel,
        language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    rules = RuleSet.preset("straight").replace(gin_bonus=0)
    resume(game_model, position(human_can_knock, rules=rules), rules)
    button = view.table_scene()._controls.knock
    assert button.isVisible() and "gin" in button.text().lower()
    tip = button.toolTip()
    assert tip and BONUS[code] not in tip.lower(), tip
