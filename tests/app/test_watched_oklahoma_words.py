"""Oklahoma in a match of computers only (no seat is the person's: the self-test's match,
or a saved setup without a human): the corner's "knock ≤ 7" explained itself, under the
real pointer and at the head of the move log, with "you may knock with 7 deadwood or less",
said to someone who holds no cards. It names the two players holding cards, the
non-dealer first; two-hand and three-hand alike."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Match, Phase, RuleSet

from .test_oklahoma_words import corner_tip
from .test_table import position

OKLAHOMA = RuleSet.preset("oklahoma")
WATCHED = {
    "two": GameSetup(mode="two", human_seat=0, levels=("standard", "standard"),
                     names=("Ana", "Bea"), rules=OKLAHOMA),
    "three": GameSetup(mode="three", human_seat=0, levels=("standard",) * 3,
                       names=("Ana", "Bea", "Cy"), rules=OKLAHOMA),
}


def offered_a_knock_limit(match: Match) -> bool:
    return match.phase is Phase.UPCARD_OFFER and match.hand.knock_limit > 0


@pytest.mark.parametrize(("mode", "code"), [("two", "en"), ("two", "es"), ("three", "cs"),
                                            ("three", "pt")])
def test_watching_the_oklahoma_limit_names_the_players(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        mode: str, code: str) -> None:
    language(code)
    window = make_window()
    window.resize(1024, 600)
    # The computers wait (no move shows for a minute): the hand stays the one looked at.
    window.model.set_computer_delay(60_000)
    match = position(offered_a_knock_limit, mode=mode, rules=OKLAHOMA)
    setup = dataclasses.replace(WATCHED[mode], seed=match.seed)
    assert not setup.has_human
    window.model.resume(match, setup)
    qtbot.waitUntil(lambda: window.model.has_match, timeout=5000)
    QApplication.processEvents()
    n = match.hand.knock_limit
    said = _tr("Oklahoma: the first upcard sets this hand's knock limit at {n}: {first} and "
               "{second} may knock with {n} deadwood or less.").format(
        n=n, first=setup.names[match.hand.non_dealer], second=setup.names[match.hand.dealer])
    to_a_player = _tr("Oklahoma: the first upcard sets this hand's knock limit at {n}: you "
                      "may knock with {n} deadwood or less.").format(n=n)
    assert corner_tip(window, _tr("knock ≤ {n}").format(n=n)) == said
    lines = window.move_log.lines()
    assert said in lines and to_a_player not in lines, "\n".join(lines)
