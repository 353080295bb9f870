"""The tests' own start (``conftest.deal_again_if_over_before_the_person_moves``): a deal
the computer ends before the person moves is replaced, and leaves nothing in the
statistics, which the statistics tests count from (a flake of one run in many: "4
played" of the 3 hands a test recorded)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.engine import Phase

from .conftest import deal_again_if_over_before_the_person_moves

# A two-hand deal whose computer, offered the upcard first (the person deals), takes it
# and knocks at once.
ENDED_AT_ONCE = 314


def test_a_deal_over_before_the_person_moves_is_replaced_and_forgotten(
        make_window: Any, qtbot: QtBot) -> None:
    window: MainWindow = make_window()
    stats = window.persistence.stats
    before = stats.summary()
    window.start_match(replace(window.model.setup, seed=ENDED_AT_ONCE, first_dealer=0))
    assert window.model.wait_idle(5000)
    assert window.model.match.phase is Phase.HAND_OVER  # the computer knocked at once
    assert stats.summary().hands == before.hands + 1
    deal_again_if_over_before_the_person_moves(window)
    assert window.model.match.phase is not Phase.HAND_OVER
    after = stats.summary()
    assert (after.hands, after.hands_won, after.matches) == (
        before.hands, before.hands_won, before.matches)
    assert after.unfinished == before.unfinished
