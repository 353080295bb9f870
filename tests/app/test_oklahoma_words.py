"""A newcomer's first Oklahoma hand: the corner of the table says "knock ≤ 3", and resting
the real pointer on it used to say "knock ≤ 3" again. It says why now (RULES.md Oklahoma:
the first upcard sets the knock limit, an ace means gin only, a spade doubles the scores),
and the move log opens the hand with the same sentences."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import PillItem
from gin_desktop.engine import Match, RuleSet

from .test_newcomer_words import tooltip_at
from .test_table import human_offered_upcard, position

OKLAHOMA = RuleSet.preset("oklahoma")


def start(window: MainWindow, until: object) -> Match:
    match = position(until, rules=OKLAHOMA)  # type: ignore[arg-type]
    window.model.resume(match, GameSetup(names=("Ana", "Computer"), rules=OKLAHOMA,
                                         seed=match.seed))
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    return window.model.match


def corner_tip(window: MainWindow, text: str) -> str:
    """The tooltip of the corner pill reading ``text``, with the real pointer on it."""
    view = window.table
    pill = next(i for i in view.table_scene().items() if isinstance(i, PillItem)
                and i.isVisible() and i.text() == text)
    return tooltip_at(view.viewport(), view.mapFromScene(pill.sceneBoundingRect().center()))


def test_the_knock_limit_says_the_upcard_set_it(window: MainWindow) -> None:
    match = start(window, lambda m: human_offered_upcard(m) and m.hand.knock_limit > 0
                  and not m.hand.doubled)
    n = match.hand.knock_limit
    why = (f"Oklahoma: the first upcard sets this hand's knock limit at {n}: you may knock "
           f"with {n} deadwood or less.")
    assert corner_tip(window, f"knock ≤ {n}") == why
    lines = window.move_log.lines()
    assert lines[:2] == ["Hand 1", why], lines


@pytest.mark.parametrize("which", ["ace", "spade"])
def test_gin_only_and_doubling_say_why(window: MainWindow, which: str) -> None:
    if which == "ace":
        start(window, lambda m: human_offered_upcard(m) and m.hand.knock_limit == 0)
        text, why = "gin only", "Oklahoma: the first upcard is an ace, so only gin ends " \
            "this hand."
    else:
        start(window, lambda m: human_offered_upcard(m) and m.hand.doubled)
        text, why = "spade upcard: scores doubled", "Oklahoma: the first upcard is a " \
            "spade, so every score of this hand is doubled."
    assert corner_tip(window, text) == why
    assert why in window.move_log.lines()


@pytest.mark.parametrize("code", ["es", "cs", "pt"])
def test_the_why_is_in_the_players_language(make_window: Callable[..., MainWindow],
                                            language: Callable[[str], None],
                                            code: str) -> None:
    language(code)
    window = make_window()
    match = start(window, lambda m: human_offered_upcard(m) and m.hand.knock_limit > 0)
    first = window.move_log.lines()[1]
    assert first.startswith("Oklahoma: ") and "knock" not in first and "upcard" not in first
    assert str(match.hand.knock_limit) in first
