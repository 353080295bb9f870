"""The score pad shows what it can from the first hand and keeps it to the match's end.

* Two-player Hollywood at 1024x768 in Spanish and Czech hid who knocked from the first
  hand: its titles by game ("Juego 1" over "Tú", "Ord.") with the room kept for the scroll
  bar its lines take later left too little for that column. Grouped by player ("Ordenador"
  whole over its three games) the columns leave it room, so the pad takes that form.
* Two-player Hollywood at 1280x800 and larger widened when a game was won, its winner's
  total starred ("113 ★"): the pad keeps the star's room from the first hand.
* The box game's pad at 900x600 wrote "Ordenador" over a lone "1" in Spanish: a
  computer's number stays beside its name, shortened where the column has no room for it
  whole ("Ord. 1"), the title's tooltip naming it in full.

The Hollywood cases run the real window in a fresh process on the offscreen platform given
the screen named (``conftest.run_on_screen``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from gin_desktop.app.names import shown_names
from gin_desktop.app.scorepad import COL_KNOCKER, COL_RESULT, FIRST_SCORE_COLUMN
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.engine import RuleSet

from .conftest import SHOWN_WINDOW, GameEnv, run_on_screen
from .test_newcomer_words import tooltip_at
from .test_score_pad_fit import settle

# A two-player Hollywood match to 100 (deal 11), resumed in the window at each of its
# stages: one hand played, the hand that first wins a game, the match's end. Per stage,
# the pad's width, the word columns it shows, its titles and whether its lines scroll.
_PROGRAM = SHOWN_WINDOW + """
from gin_desktop.ai import make_strategy
from gin_desktop.app.scorepad import FIRST_SCORE_COLUMN
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import NEXT_HAND, Phase, RuleSet, new_match

code = sys.argv[2]
rules = RuleSet(hollywood=True, target=100)
window = shown_window(code)
names = (_tr("You"), _tr("Computer"))
setup = GameSetup(seed=11, levels=("human", "standard"), names=names, rules=rules)


def play_hand(match):
    bots = [make_strategy("standard", seat + 1) for seat in match.seats]
    while match.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        seat = match.to_act
        view = match.view(seat)
        legal = view.legal_actions
        match.apply(legal[0] if len(legal) == 1 else bots[seat].choose(view), seat)


def pad_now():
    for _ in range(40):  # the pad is refitted once the window has settled
        app.processEvents()
        app.thread().msleep(15)
        app.processEvents()
    pad = window.score_dock.view
    model = pad.model()
    return {
        "dock": window.score_dock.width(),
        "words": [c for c in range(FIRST_SCORE_COLUMN) if not pad.isColumnHidden(c)],
        "titles": [str(model.headerData(c, Qt.Orientation.Horizontal))
                   for c in range(model.columnCount())],
        "scrolls": pad.verticalScrollBar().isVisible(),
        "sideways": pad.horizontalScrollBar().isVisible(),
        "won": sum(w is not None for w in model.source_match.game_winners),
    }


def stage(hands):
    match = new_match(rules, 11)
    for hand in range(hands):
        if match.phase is Phase.HAND_OVER:
            match.apply(NEXT_HAND)
        play_hand(match)
    window.model.resume(match, setup)
    return pad_now()


def first_win():
    match = new_match(rules, 11)
    hands = 0
    while not any(w is not None for w in match.game_winners):
        if match.phase is Phase.HAND_OVER:
            match.apply(NEXT_HAND)
        play_hand(match)
        hands += 1
    return hands


stages = [stage(1), stage(first_win()), stage(99)]
print(json.dumps({
    "screen": [0, 0, window.screen().availableGeometry().width(),
               window.screen().availableGeometry().height()],
    "stages": stages}))
window.close()
window.model.shutdown(5000)
"""


def _stages(game_env: GameEnv, tmp_path: Path, screen: tuple[int, int], code: str
            ) -> list[Any]:
    report = run_on_screen(game_env, tmp_path, screen, _PROGRAM, code)
    stages = report["stages"]
    assert [stage["won"] for stage in stages][:2] == [0, 1]  # the first win, then the end
    assert stages[-1]["won"] >= 2
    for stage in stages:
        assert not stage["sideways"]
    return stages


@pytest.mark.parametrize("code", ["es", "cs"])
def test_two_player_hollywood_at_1024_by_768_shows_who_knocked_from_the_first_hand(
        game_env: GameEnv, tmp_path: Path, code: str) -> None:
    stages = _stages(game_env, tmp_path, (1024, 768), code)
    for stage in stages:
        assert {COL_KNOCKER, COL_RESULT} <= set(stage["words"]), stage
    assert len({stage["dock"] for stage in stages}) == 1, stages


@pytest.mark.parametrize("screen", [(1280, 800), (1920, 1080)],
                         ids=lambda size: "x".join(map(str, size)))
@pytest.mark.parametrize("code", ["en", "es"])
def test_two_player_hollywood_keeps_its_width_when_a_game_is_won(
        game_env: GameEnv, tmp_path: Path, code: str, screen: tuple[int, int]) -> None:
    stages = _stages(game_env, tmp_path, screen, code)
    assert [stage["dock"] for stage in stages] == [stages[0]["dock"]] * 3, stages
    # The same columns and titles throughout: nothing gave way to the star either.
    assert all(stage["words"] == stages[0]["words"] for stage in stages), stages
    assert all(stage["titles"] == stages[0]["titles"] for stage in stages), stages


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_at_900_by_600_the_box_games_titles_keep_each_number_beside_its_name(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    levels = ("human", "standard", "standard")
    window.start_match(GameSetup(mode="three", seed=11, levels=levels,
                                 names=default_names(levels), rules=RuleSet()))
    names = shown_names(default_names(levels))  # in the language in use
    settle(qtbot, window, 900, 600)
    pad = window.score_dock.view
    model, header = pad.model(), pad.horizontalHeader()
    for column in range(FIRST_SCORE_COLUMN, model.columnCount()):
        name = names[model.seat_of(column)]
        title = str(model.headerData(column, Qt.Orientation.Horizontal))
        assert "\n" not in title, (title, name)  # no "1" alone under "Ordenador"
        if title == name:
            continue
        assert title.endswith(name[-2:]), (title, name)  # " 1": the number kept
        point = QPoint(header.sectionViewportPosition(column) + header.sectionSize(column) // 2,
                       header.height() // 2)
        assert name.casefold() in tooltip_at(header.viewport(), point).casefold()
    assert COL_RESULT in [c for c in range(FIRST_SCORE_COLUMN) if not pad.isColumnHidden(c)]
