"""The score pad keeps its width through a match: it reserves from the first hand the room
its names and results can take. Sized to the entries so far, the Portuguese Straight pad
widened by some 24 pixels when "Computador" first appeared under "Fez gin", and the table
beside it shrank: the stock, the pile and the person's hand all jumped.

Real window, real keys: the person passes, draws from the stock and throws back the card
drawn, until the computer ends the first hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.scorepad import COL_KNOCKER
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase, RuleSet

#: Deals whose first hand the computer ends (a gin in Straight, a knock otherwise).
COMPUTER_ENDS_HAND_ONE = {
    "straight": GameSetup(levels=("human", "standard"), seed=2,
                          rules=RuleSet.preset("straight")),
    "hollywood": GameSetup(levels=("human", "standard"), seed=1,
                           rules=RuleSet(name="custom", hollywood=True)),
    "oklahoma": GameSetup(levels=("human", "standard"), seed=1,
                          rules=RuleSet(name="custom", oklahoma=True)),
}


def play_hand_one(window: Any) -> None:
    """The person's part of the first hand by keys (X to pass, S to draw from the stock,
    Enter to throw the card drawn) until the hand is over."""
    model = window.model
    window.table.setFocus()
    key_for = {Phase.UPCARD_OFFER: Qt.Key.Key_X, Phase.DRAW: Qt.Key.Key_S,
               Phase.DISCARD: Qt.Key.Key_Return}
    for _ in range(200):
        assert model.wait_idle(10_000)
        QTest.qWait(5)
        if model.match.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return
        if model.is_human_turn():
            QTest.keyClick(window.table, key_for[model.match.phase])
    raise AssertionError("the hand did not end")


def settled_widths(window: Any, qtbot: QtBot) -> tuple[int, int]:
    """The pad's and the table's widths once the pad has been fitted to its match."""
    qtbot.wait(400)  # the pad refits 150 ms after it changes
    return window.score_dock.width(), window.table.width()


@pytest.mark.parametrize("variant", sorted(COMPUTER_ENDS_HAND_ONE))
def test_the_pad_keeps_its_width_when_the_computer_first_ends_a_hand(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        variant: str) -> None:
    language("pt")
    window = make_window()
    window.start_match(COMPUTER_ENDS_HAND_ONE[variant])
    window.model.set_computer_delay(0)
    before = settled_widths(window, qtbot)
    play_hand_one(window)
    result = window.model.match.last_result
    assert result is not None and result.knocker == 1
    pad = window.score_dock.score_model
    assert pad.index(0, COL_KNOCKER).data() == window.model.setup.names[1]  # "Computador"
    assert settled_widths(window, qtbot) == before
