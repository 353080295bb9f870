"""A hand drawn at the wall where only gin could end it (RULES.md "Straight Gin", and
Oklahoma's ace upcard) says that nobody went gin: the result panel and the score pad said
"nobody knocked" (Portuguese "ninguém bateu") in a game with no knock to make.

Real window, real keys: the person passes, draws from the stock and throws back the card
drawn until the wall (as ``test_drawn_hand_status``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate
from gin_desktop.app.scorepad import COL_RESULT
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import PanelItem
from gin_desktop.engine import RuleSet

from .test_drawn_hand_status import play_to_the_wall

LANGUAGES = ("en", "es", "cs", "pt")
PANEL_WALL = ("Only {n:card is|cards are} left in the stock and nobody knocked: no score. "
              "The same dealer deals again.")
PANEL_GIN_WALL = ("Only {n:card is|cards are} left in the stock and nobody went gin: no "
                  "score. The same dealer deals again.")
PAD_WALL = "Drawn hand: the stock ran down with nobody knocking; no score"
PAD_GIN_WALL = "Drawn hand: the stock ran down with nobody going gin; no score"

#: Deals the gin hunter does not win by gin before the wall, under each rule set; the
#: Oklahoma deal turns an ace up (only gin may end that hand).
GIN_ONLY = {
    "straight": GameSetup(levels=("human", "gin-hunter"), seed=1,
                          rules=RuleSet.preset("straight")),
    "oklahoma ace": GameSetup(levels=("human", "gin-hunter"), seed=96,
                              rules=RuleSet(name="custom", oklahoma=True)),
}


def panel_lines(window: Any) -> list[str]:
    panels = [i for i in window.table.table_scene().items()
              if isinstance(i, PanelItem) and i.isVisible() and i.title]
    assert panels, "no result panel"
    return list(panels[0].lines)


def pad_tooltip(window: Any) -> str:
    pad = window.score_dock.score_model
    return str(pad.index(0, COL_RESULT).data(Qt.ItemDataRole.ToolTipRole))


@pytest.mark.parametrize("rules", sorted(GIN_ONLY))
@pytest.mark.parametrize("code", LANGUAGES)
def test_a_gin_only_hand_drawn_at_the_wall_says_nobody_went_gin(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, rules: str) -> None:
    language(code)
    window = make_window()
    play_to_the_wall(window, GIN_ONLY[rules])
    assert window.model.match.last_result.gin_only
    qtbot.wait(20)
    lines = panel_lines(window)
    assert translate(PANEL_GIN_WALL).format(n=2) in lines, lines
    assert translate(PANEL_WALL).format(n=2) not in lines
    tip = pad_tooltip(window)
    assert translate(PAD_GIN_WALL) in tip, tip
    assert translate(PAD_WALL) not in tip


def test_a_hand_with_a_knock_limit_drawn_at_the_wall_still_says_nobody_knocked(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = make_window()
    play_to_the_wall(window)
    qtbot.wait(20)
    assert "Only 2 cards are left in the stock and nobody knocked: no score. The same " \
        "dealer deals again." in panel_lines(window)
    assert PAD_WALL in pad_tooltip(window)
