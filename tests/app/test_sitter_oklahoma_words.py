"""Three-hand Oklahoma, sitting out: the corner's "knock ≤ 7" explained itself, under the
real pointer and at the head of the move log, with "you may knock with 7 deadwood or less",
said to a player who holds no cards (RULES.md three-hand 2). It says the limit binds the box
and the captain now; a player in the hand still reads "you may knock"."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.engine import Match, Phase, Role, RuleSet

from .test_oklahoma_words import corner_tip
from .test_sitter_words import SETUP, SITTER
from .test_table import position

OKLAHOMA = RuleSet.preset("oklahoma")


def captain_offered_a_knock_limit(match: Match) -> bool:
    seat = match.to_act
    return (match.phase is Phase.UPCARD_OFFER and seat is not None
            and match.roles()[SITTER] is Role.SITTING_OUT
            and match.roles()[seat] is Role.CAPTAIN and match.hand.knock_limit > 0)


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_sitting_out_the_oklahoma_limit_is_said_of_the_box_and_the_captain(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    window.resize(1024, 600)
    match = position(captain_offered_a_knock_limit, mode="three", rules=OKLAHOMA)
    window.model.resume(match, dataclasses.replace(SETUP, rules=OKLAHOMA, seed=match.seed))
    qtbot.waitUntil(lambda: window.model.human_view().is_advisor
                    and window.model.is_human_turn(), timeout=5000)
    QApplication.processEvents()
    n = match.hand.knock_limit
    said = _tr("Oklahoma: the first upcard sets this hand's knock limit at {n}: the box and "
               "the captain may knock with {n} deadwood or less.").format(n=n)
    to_a_player = _tr("Oklahoma: the first upcard sets this hand's knock limit at {n}: you "
                      "may knock with {n} deadwood or less.").format(n=n)
    assert said != to_a_player
    assert corner_tip(window, _tr("knock ≤ {n}").format(n=n)) == said
    lines = window.move_log.lines()
    assert said in lines and to_a_player not in lines, lines
