"""Three-hand Hollywood on an 800x600 screen: the window was wider than the screen (851
pixels in English, 875 in Portuguese, during play and at the match's end), the pad's nine
score columns, one per game and player each under its own name ("C. 1"), and the hand
numbers having no room beside the table at its least (460 pixels). There each player's
three games now sit side by side under the player's name, the games' codes under it ("G1
G2 G3", as the name plates list them: "Games: 113 · 132 · 116"), each total whole in its
column; a cell's tooltip and its spoken text name its player and game. Where they would
be cut to "C. 1" (English, Portuguese) the pad groups them by player at 1280x800 too
(test_score_pad_hollywood_no_initials.py).

At 1024x768 the nine columns by game left no room for who knocked or the result, from
the first hand to the match's end; at 1280x800 for who knocked, in Spanish and Czech.
Grouped by player, each name whole, the result shows at 1024x768 (who knocked too where
it fits: Czech), and both at 1280x800. Who knocked then still went at 1024x768 in English,
Spanish and Portuguese (400 to 450 pixels wanted, 376 to 417 there): it now shows in every
language, by the computers' short names ("Comp. 1") where whole ones leave no room, the
players' titles over their games short too where need be (Portuguese), and the pad
taking the table's room down to its usual minimum (560 pixels; it kept 578).

Each case runs the real window in a fresh process on the offscreen platform given the
screen named (``conftest.run_on_screen``): a match to 100 with three hands played (deal
11), or played to its end (the pad's lines then scroll: its vertical scroll bar takes its
room beside them).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from gin_desktop.app.scorepad import COL_KNOCKER, COL_RESULT
from gin_desktop.app.table.view import SCREEN_MINIMUM_WIDTH

from .conftest import SHOWN_WINDOW, GameEnv, run_on_screen

_PROGRAM = SHOWN_WINDOW + """
from PySide6.QtGui import QFont, QFontMetrics
from gin_desktop.app.names import short_computer_name
from gin_desktop.app.scorepad import COL_KNOCKER, FIRST_SCORE_COLUMN, TOTAL_ROLE
from gin_desktop.app.screen_fit import screen_room
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import NEXT_HAND, RuleSet, new_match
from tests.app.test_score_pad_fit import played_to_its_end
from tests.test_review import play_to_hand_end

code, stage = sys.argv[2], sys.argv[3]
rules = RuleSet(hollywood=True, target=100)
window = shown_window(code)
match = new_match(rules, 11, "three")
if stage == "end":
    played_to_its_end(match)
else:
    while match.hand_number <= 3:
        play_to_hand_end(match)
        match.apply(NEXT_HAND)
names = (_tr("You"), *(_tr("Computer {number}").format(number=n) for n in (1, 2)))
window.model.resume(match, GameSetup(mode="three", seed=match.seed,
                                     levels=("human", "standard", "standard"),
                                     names=names, rules=rules))
for _ in range(40):  # the pad is refitted once the window has settled
    app.processEvents()
    app.thread().msleep(15)
    app.processEvents()
pad = window.score_dock.view
model = pad.model()
header = pad.horizontalHeader()
titles = QFontMetrics(header.font())
bold = QFont(pad.font())
bold.setBold(True)
numbers = QFontMetrics(bold)
last = model.rowCount() - 1
columns = []
for column in range(FIRST_SCORE_COLUMN, model.columnCount()):
    offset = column - FIRST_SCORE_COLUMN
    seat, game = offset % 3, offset // 3
    title = str(model.headerData(column, Qt.Orientation.Horizontal)).split("\\n")
    columns.append({
        "seat": seat, "game": game, "place": header.visualIndex(column),
        "hidden": pad.isColumnHidden(column), "width": header.sectionSize(column),
        "left": header.sectionViewportPosition(column), "title": title,
        "title_px": [titles.horizontalAdvance(line) for line in title],
        "widest": max(numbers.horizontalAdvance(str(model.index(row, column).data()))
                      for row in range(model.rowCount())),
        "spoken": model.index(last, column).data(Qt.ItemDataRole.AccessibleTextRole),
        "tooltip": model.index(last, column).data(Qt.ItemDataRole.ToolTipRole),
        "said": _tr("{name}, game {game}: total {total}").format(
            name=names[seat], game=game + 1,
            total=model.index(last, column).data(TOTAL_ROLE)),
        "whose": (_tr("Your running total in game {game} (to {target})") if seat == 0
                  else _tr("{name}: running total in game {game} (to {target})")).format(
            name=names[seat], game=game + 1, target=100),
    })
# Refitted as at each hand's end (the pad's lines rebuilt): who knocked measured as the
# last fit showed it ("Comp. 1") made every other refit overrun the pad.
refits = []
for _ in range(3):
    model.refresh()
    app.processEvents()
    refits.append([pad.horizontalHeader().length(), pad.viewport().width(),
                   pad.horizontalScrollBar().isVisible()])
cells = QFontMetrics(pad.font())
knocked = [{"shown": str(model.index(row, COL_KNOCKER).data()),
            "spoken": model.index(row, COL_KNOCKER).data(Qt.ItemDataRole.AccessibleTextRole),
            "px": cells.horizontalAdvance(str(model.index(row, COL_KNOCKER).data()))}
           for row in range(model.rowCount()) if model.line_kind(row) == "hand"]
frame = window.frameGeometry()
print(json.dumps({
    "screen": [0, 0, window.screen().availableGeometry().width(),
               window.screen().availableGeometry().height()],
    "room": screen_room(window).width(),
    "frame": [frame.x(), frame.width()],
    "width": window.width(),
    "table": window.table.width(),
    "viewport": pad.viewport().width(),
    "scrolls": pad.horizontalScrollBar().isVisible(),
    "words": [c for c in range(FIRST_SCORE_COLUMN) if not pad.isColumnHidden(c)],
    "names": names,
    "short": [short_computer_name(name) for name in names],
    "columns": columns,
    "knocked": knocked,
    "refits": refits,
    "knocked_width": header.sectionSize(COL_KNOCKER),
}))
window.close()
window.model.shutdown(5000)
"""


def _pad(game_env: GameEnv, tmp_path: Path, screen: tuple[int, int], code: str,
         stage: str) -> Any:
    report = run_on_screen(game_env, tmp_path, screen, _PROGRAM, code, stage)
    x, width = report["frame"]
    assert x >= 0 and x + width <= screen[0], f"the window {report['frame']} is off the screen"
    assert report["width"] <= report["room"]  # as the window's screen fit allows
    assert not report["scrolls"]
    for length, viewport, scrolls in report["refits"]:
        assert length <= viewport and not scrolls, report["refits"]
    assert len(report["columns"]) == 9 and not any(c["hidden"] for c in report["columns"])
    return report


@pytest.mark.parametrize("stage", ["play", "end"])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_at_800_by_600_three_hand_hollywood_groups_its_columns_by_player(
        game_env: GameEnv, tmp_path: Path, code: str, stage: str) -> None:
    report = _pad(game_env, tmp_path, (800, 600), code, stage)
    assert report["table"] >= SCREEN_MINIMUM_WIDTH
    columns = report["columns"]
    for seat, name in enumerate(report["names"]):
        mine = sorted((c for c in columns if c["seat"] == seat), key=lambda c: c["place"])
        # The player's three games side by side, in the games' order, under one name:
        # the name whole or its short form ("Comp. 1"), never cut to "C. 1".
        assert [c["game"] for c in mine] == [0, 1, 2]
        assert [c["place"] for c in mine] == list(range(mine[0]["place"], mine[0]["place"] + 3))
        assert {c["title"][0] for c in mine} <= {name, report["short"][seat]}, mine
        band = sum(c["width"] for c in mine)
        assert mine[0]["title_px"][0] + 12 <= band, mine
        # Under it each game's code, whole in its column.
        codes = [c["title"][-1] for c in mine]
        assert len(set(codes)) == 3 and all(str(game) in codes[game - 1] for game in (1, 2, 3))
    for column in columns:
        # Every total whole: two pixels of air a side.
        assert column["widest"] + 4 <= column["width"], column
        assert column["title_px"][-1] + 4 <= column["width"], column
        assert column["left"] + column["width"] <= report["viewport"], column
        # Whose total in which game, to a screen reader and in the tooltip.
        assert column["spoken"].startswith(column["said"])
        assert column["tooltip"].startswith(column["whose"])


@pytest.mark.parametrize(("screen", "stage"), [
    ((1024, 768), "play"), ((1024, 768), "end"), ((1280, 800), "end")],
    ids=["1024x768-play", "1024x768-end", "1280x800-end"])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_three_hand_hollywood_groups_by_player_to_show_the_result_and_who_knocked(
        game_env: GameEnv, tmp_path: Path, code: str, screen: tuple[int, int],
        stage: str) -> None:
    report = _pad(game_env, tmp_path, screen, code, stage)
    words = set(report["words"])
    assert {COL_KNOCKER, COL_RESULT} <= words, report["words"]
    # Who knocked whole, or a computer by its short name; said whole to a screen reader.
    for line in report["knocked"]:
        assert line["shown"] in (line["spoken"], *report["short"]), line
        assert line["px"] + 4 <= report["knocked_width"], (line, report["knocked_width"])
    columns = report["columns"]
    for seat, name in enumerate(report["names"]):
        mine = sorted((c for c in columns if c["seat"] == seat), key=lambda c: c["place"])
        assert [c["game"] for c in mine] == [0, 1, 2]
        # Whole over its games, or at 1024x768 its short form ("Comp. 1"), never cut.
        titles = {name} if screen == (1280, 800) else {name, report["short"][seat]}
        assert {c["title"][0] for c in mine} <= titles, mine
        assert mine[0]["title_px"][0] + 12 <= sum(c["width"] for c in mine), mine
    for column in columns:
        assert column["widest"] + 4 <= column["width"], column  # every total whole
        assert column["left"] + column["width"] <= report["viewport"], column
