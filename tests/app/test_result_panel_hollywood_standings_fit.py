"""Three-hand Hollywood on a 1024x600 screen: the hand's result panel, between the laid-down
hands and right of the sitter's plate, left out the three games' running scores: in
every language with the person sitting out an undercut with layoffs, in Portuguese even
in a plain undercut. Before the standings go, they are now tried with the computers'
short names ("Jogo 1: Você: 11 · Comp. 1: 0 · Comp. 2: 57 (até 100)."), then the three
games on one line, each seat's scores in game order as the plates give them ("Games (to
100): You: 0 · 0 · 0; Comp. 1: 14 · 0 · 0; …"), then without the line of the games the
hand scored in and the line of the layoffs (on the table); the tooltip and a screen
reader still have the whole text. Real window in a fresh process on the offscreen
platform given the screen (``conftest.run_on_screen``), the hand of
test_result_panel_small_screen.py (seed 5, three-hand Hollywood to 100)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import GameEnv, run_on_screen
from .test_result_panel_small_screen import _PROGRAM, LEAST_PX, _overlap


SCREENS = [(800, 600), (900, 600), (1024, 600), (1280, 800)]


@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_running_scores_stay_on_the_panel(game_env: GameEnv, tmp_path: Path, code: str,
                                              screen: tuple[int, int]) -> None:
    report = run_on_screen(game_env, tmp_path, screen, _PROGRAM, "three", code)
    assert report["visible"]
    shown = report["shown"]
    assert len(report["standings"]) == 3  # Hollywood's three games
    assert all(line in shown for line in report["standings"]) or \
        all(line in shown for line in report["compact"]) or report["by_seat"] in shown, shown
    assert report["font_px"] >= LEAST_PX
    panel, table, cards = report["panel"], report["table"], report["cards"]
    assert table[0] <= panel[0] and panel[0] + panel[2] <= table[2]
    assert not [card for card, box in cards.items() if _overlap(panel, box)]
    # Whole in the tooltip where the panel shortened them; all of it for a screen reader.
    whole = report["tooltip"].split("\n") if report["tooltip"] else shown
    assert all(line in whole for line in report["standings"])
    assert len(report["spoken"]) == len(whole)
