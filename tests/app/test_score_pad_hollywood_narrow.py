"""Hollywood's score pad on an 800x600 screen: its six score columns were given equal
shares of the 240 pixels the table's 560 left, which cut the computer's name to its
initial ("C.", "O.", "P.") with the last title against the pad's right edge. Each column
now gets the room its own short title needs ("Comp.", "Ord.", "Poč."), the table giving
up pixels down to its least on such a screen.

At the match's end each game's winner's total was starred ("113 ★"): its column widened
for the star and the computer was cut to its initial again. There the gold tint marks the
winner (the cell's tooltip and a screen reader say it), the names keep their room.

In Portuguese the pad gives up width to the table: at the match's end, its lines
scrolling, the scroll bar took the room of "Comp." and the computer read "C.". There the
pad groups its columns by player, "Computador" whole across its three games, from the
first hand (test_score_pad_hollywood_no_initials.py).

Each case runs the real window in a fresh process on the offscreen platform given an
800x600 screen (``conftest.run_on_screen``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from gin_desktop.app.table.view import SCREEN_MINIMUM_WIDTH

from .conftest import GameEnv, run_on_screen

_PROGRAM = """
import json, sys
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv)
from gin_desktop.app import i18n
from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.main import MainWindow
from gin_desktop.app.scorepad import FIRST_SCORE_COLUMN
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import new_match
from tests.app.test_score_pad_fit import HOLLYWOOD, hollywood_in_its_sixth_hand, played_to_its_end

code = sys.argv[2]
at_the_end = len(sys.argv) > 3
assert i18n.install_translators(app, code) == code
settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
settings.welcomed = True
window = MainWindow(settings)
window.show()
while not (window.model.has_match and window.persistence is not None):
    app.processEvents()
names = (_tr("You"), _tr("Computer"))
match = played_to_its_end(new_match(HOLLYWOOD, 11)) if at_the_end \
    else hollywood_in_its_sixth_hand()
window.model.resume(match,
                    GameSetup(seed=7, levels=("human", "standard"), names=names,
                              rules=HOLLYWOOD))
for _ in range(40):  # the pad is refitted once the window has settled
    app.processEvents()
    app.thread().msleep(15)
    app.processEvents()
pad = window.score_dock.view
model = pad.model()
header = pad.horizontalHeader()
metrics = QFontMetrics(header.font())
columns = []
for column in range(FIRST_SCORE_COLUMN, model.columnCount()):
    title = str(model.headerData(column, Qt.Orientation.Horizontal)).split("\\n")[-1]
    columns.append({"seat": (column - FIRST_SCORE_COLUMN) % 2, "title": title,
                    "text": metrics.horizontalAdvance(title),
                    "width": header.sectionSize(column), "hidden": pad.isColumnHidden(column),
                    "right": header.sectionViewportPosition(column) + header.sectionSize(column),
                    "last": [model.index(model.rowCount() - 1, column).data(role)
                             for role in (Qt.ItemDataRole.ToolTipRole,
                                          Qt.ItemDataRole.AccessibleTextRole)]})
frame = window.frameGeometry()
print(json.dumps({
    "screen": [0, 0, window.screen().availableGeometry().width(),
               window.screen().availableGeometry().height()],
    "frame": [frame.x(), frame.width()],
    "table": window.table.width(),
    "viewport": pad.viewport().width(),
    "scrolls": pad.horizontalScrollBar().isVisible(),
    "short_computer": _tr("Comp."),
    "winner": _tr("winner"),
    "winners": [(_tr("You won game {game}") if w == 0 else _tr("{name} won game {game}")
                 ).format(name=names[w], game=g + 1)
                for g, w in enumerate(match.game_winners) if w is not None],
    "columns": columns,
    "grouped": model.grouped_by_seat,
    "bands": [title for title, _columns in model.bands()],
    "names": names,
}))
window.close()
window.model.shutdown(5000)
"""


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_at_800_by_600_the_hollywood_pad_names_the_computer_by_its_short_name_or_whole(
        game_env: GameEnv, tmp_path: Path, code: str) -> None:
    _the_computer_is_named_by_its_short_name_or_whole(
        run_on_screen(game_env, tmp_path, (800, 600), _PROGRAM, code))


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_at_800_by_600_a_games_winner_takes_no_room_from_the_names_at_the_match_end(
        game_env: GameEnv, tmp_path: Path, code: str) -> None:
    report = run_on_screen(game_env, tmp_path, (800, 600), _PROGRAM, code, "end")
    _the_computer_is_named_by_its_short_name_or_whole(report)
    tips = [column["last"][0] for column in report["columns"]]
    # Each game's winner is still told on its total (and to a screen reader).
    assert len(report["winners"]) == 3
    assert all(any(won in tip for tip in tips) for won in report["winners"])
    spoken = [column["last"][1] for column in report["columns"]]
    assert sum(said.endswith(report["winner"]) for said in spoken) == 3


def _the_computer_is_named_by_its_short_name_or_whole(report: Any) -> None:
    x, width = report["frame"]
    assert x >= 0 and x + width <= 800, f"the window {report['frame']} is off the screen"
    assert report["table"] >= SCREEN_MINIMUM_WIDTH
    assert not report["scrolls"]
    columns = report["columns"]
    assert len(columns) == 6 and not any(c["hidden"] for c in columns)
    if report["grouped"]:
        # Portuguese: grouped by player, each name whole across the player's games (their
        # widths: test_score_pad_hollywood_no_initials.py).
        assert report["bands"] == report["names"]
        assert all(column["right"] <= report["viewport"] for column in columns), columns
        return
    # The computer is "Comp." (Spanish "Ord.", Czech "Poč."), not its initial, in each game.
    assert [c["title"] for c in columns if c["seat"] == 1] == [report["short_computer"]] * 3
    for column in columns:
        # Every title whole in its column, with air beside it (the clipped_titles measure
        # of test_score_pad_fit.py), and the last clear of the pad's right edge.
        assert column["text"] + 12 <= column["width"], columns
        assert column["right"] <= report["viewport"], columns
