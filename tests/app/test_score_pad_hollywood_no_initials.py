"""Hollywood's score pad never names a player by an initial alone, and keeps its form
through a match. Three-hand, by game, its compact titles read "C. 1" / "C. 2" at 1024x768,
1280x800 and 1920x1080 in English and Portuguese (a letter nobody explained); two-player
Portuguese at 800x600 named the computer "Comp." during play and "C." at the match's end,
where the pad's lines scroll and their scroll bar took the 4 pixels "Comp." needed. Where
its titles by game would cut a name to its initial, the pad groups its columns by player:
each player's name, whole or as short as "Comp. 1", across the player's three games, the
games' codes under it; the form is chosen as if the lines already scrolled, so it is the
same during play and at the end.

Each case runs the real window in a fresh process on the offscreen platform given the
screen named (``conftest.run_on_screen``): a match to 100 (deal 11) resumed after three
hands, then the same match played to its end.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Any

import pytest

from .conftest import SHOWN_WINDOW, GameEnv, run_on_screen

_MATCH_AND_PAD = SHOWN_WINDOW + """
from PySide6.QtGui import QFont, QFontMetrics
from gin_desktop.app.scorepad import FIRST_SCORE_COLUMN
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import NEXT_HAND, RuleSet, new_match
from tests.app.test_score_pad_fit import played_to_its_end
from tests.test_review import play_to_hand_end

code, mode = sys.argv[2], sys.argv[3]
rules = RuleSet(hollywood=True, target=100)
window = shown_window(code)
if mode == "three":
    names = (_tr("You"), *(_tr("Computer {number}").format(number=n) for n in (1, 2)))
else:
    names = (_tr("You"), _tr("Computer"))
setup = GameSetup(mode=mode, seed=11, levels=("human",) + ("standard",) * (len(names) - 1),
                  names=names, rules=rules)


def played(hands):
    match = new_match(rules, 11, mode)
    if hands is None:
        return played_to_its_end(match)
    while match.hand_number <= hands:
        play_to_hand_end(match)
        match.apply(NEXT_HAND)
    return match


def settle(rounds):
    for _ in range(rounds):
        app.processEvents()
        app.thread().msleep(15)
        app.processEvents()


def pad_form():
    pad = window.score_dock.view
    return (pad.model().grouped_by_seat, pad.width(), pad.verticalScrollBar().isVisible())


def pad_now():
    # The pad is refitted 150 ms after its lines change (the window's refit timer), which
    # on a loaded machine came after a fixed wait: measured once the timer is done and the
    # form has stayed the same a few rounds.
    settle(40)
    for _ in range(200):
        if window._refit_timer.isActive():
            settle(5)
            continue
        seen = pad_form()
        settle(10)
        if pad_form() == seen and not window._refit_timer.isActive():
            break
    pad = window.score_dock.view
    model = pad.model()
    header = pad.horizontalHeader()
    titles = QFontMetrics(header.font())
    bold = QFont(pad.font())
    bold.setBold(True)
    numbers = QFontMetrics(bold)
    grouped = model.grouped_by_seat
    columns = []
    for column in range(FIRST_SCORE_COLUMN, model.columnCount()):
        seat = model.seat_of(column)
        lines = str(model.headerData(column, Qt.Orientation.Horizontal)).split("\\n")
        # Grouped by player the name is over the player's columns, by game under the
        # game's title in its own column.
        name = lines[0] if grouped else lines[-1]
        room = (header.band(model.seat_columns(seat)).width() if grouped
                else header.sectionSize(column))
        columns.append({
            "seat": seat, "name": name, "name_px": titles.horizontalAdvance(name),
            "room": room, "width": header.sectionSize(column),
            "widest": max(numbers.horizontalAdvance(str(model.index(row, column).data()))
                          for row in range(model.rowCount())),
        })
    frame = window.frameGeometry()
    return {
        "grouped": grouped,
        "words": [c for c in range(FIRST_SCORE_COLUMN) if not pad.isColumnHidden(c)],
        "scrolls": pad.verticalScrollBar().isVisible(),
        "sideways": pad.horizontalScrollBar().isVisible(),
        "frame": [frame.x(), frame.width()],
        "columns": columns,
    }

"""

_PROGRAM = _MATCH_AND_PAD + """
stages = []
for hands in (3, None):
    window.model.resume(played(hands), setup)
    stages.append(pad_now())
print(json.dumps({
    "screen": [0, 0, window.screen().availableGeometry().width(),
               window.screen().availableGeometry().height()],
    "names": names, "play": stages[0], "end": stages[1]}))
window.close()
window.model.shutdown(5000)
"""


def _letters(title: str) -> int:
    """The letters of a title's name, without its number and its abbreviation's mark
    ("Comp. 1": 4, "C. 1": 1)."""
    head, space, number = title.rpartition(" ")
    if not (space and number.isdigit()):
        head = title
    return sum(1 for char in head.rstrip(".…") if not unicodedata.combining(char))


def _check_stage(report: Any, stage: str, width: int) -> None:
    pad = report[stage]
    x, frame = pad["frame"]
    assert x >= 0 and x + frame <= width, f"the window {pad['frame']} is off the screen"
    assert not pad["sideways"]
    for column in pad["columns"]:
        name = report["names"][column["seat"]]
        # The name whole or abbreviated to a syllable at least ("Comp. 1", "Poč."), never
        # its initial ("C. 1").
        assert column["name"] == name or _letters(column["name"]) >= 2, (stage, column)
        assert column["name_px"] + 12 <= column["room"], (stage, column)
        assert column["widest"] + 4 <= column["width"], (stage, column)


@pytest.mark.parametrize("screen", [(800, 600), (1024, 768), (1280, 800), (1920, 1080)],
                         ids=lambda size: "x".join(map(str, size)))
@pytest.mark.parametrize("mode", ["two", "three"])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_hollywood_pad_names_no_player_by_an_initial_and_keeps_its_form(
        game_env: GameEnv, tmp_path: Path, code: str, mode: str,
        screen: tuple[int, int]) -> None:
    report = run_on_screen(game_env, tmp_path, screen, _PROGRAM, code, mode)
    for stage in ("play", "end"):
        _check_stage(report, stage, screen[0])
    play, end = report["play"], report["end"]
    # The same form from the first hands to the end, scroll bar or not.
    assert (play["grouped"], play["words"]) == (end["grouped"], end["words"])
    assert [c["name"] for c in play["columns"]] == [c["name"] for c in end["columns"]]
    if screen == (800, 600):
        assert end["scrolls"]  # the case the form is chosen for


# The pad made narrower (as by its separator), then the window resized: the refit widened
# it to the width of the form it was in, grouped by player, and there it stayed, where
# the same pad left alone shows its games side by side (Spanish three-hand at 1920x1080:
# 609 pixels grouped against 635 by game). The same race had the pad grouped during play
# and not at the match's end on a loaded machine, the refit timer firing before the
# window's layout applied the width it asked for.
_NARROWED_PROGRAM = _MATCH_AND_PAD + """
window.model.resume(played(3), setup)
left_alone = pad_now()
window.resizeDocks([window.score_dock], [300], Qt.Orientation.Horizontal)
settle(20)
narrowed = pad_form()
window.resize(window.width() - 40, window.height())
print(json.dumps({"left_alone": left_alone["grouped"], "narrowed": narrowed[0],
                  "refitted": pad_now()["grouped"]}))
window.close()
window.model.shutdown(5000)
"""


@pytest.mark.parametrize("code", ["es", "cs", "en"])
def test_a_pad_made_narrower_comes_back_to_its_form_when_the_window_refits_it(
        game_env: GameEnv, tmp_path: Path, code: str) -> None:
    report = run_on_screen(game_env, tmp_path, (1920, 1080), _NARROWED_PROGRAM, code, "three")
    assert report["narrowed"]  # narrow, the pad groups its columns by player
    assert report["refitted"] == report["left_alone"]
