"""At the end of a long match on an 800x600 screen the window stays on the screen: the score
pad's narrowest form (the table keeping its 560 pixels) was wider than the 240 left beside
the table once the totals had three digits and a "+31" beside them, and the window grew to
808 pixels in Spanish, 828 in Portuguese (866 in Hollywood). The pad now gives up the
"+31" marks (in each line's tooltip) and then its result column before any total is cut,
the number column is no longer as wide as the line bonuses' words that span it, and where
even that leaves no room (Hollywood's six totals) the table's minimum gives way.

Each case runs the real window in a fresh process on the offscreen platform given an
800x600 screen (``conftest.run_on_screen``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gin_desktop.app.table.view import MINIMUM_WIDTH, SCREEN_MINIMUM_WIDTH

from .conftest import GameEnv, run_on_screen

_PROGRAM = """
import json, sys
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv)
from gin_desktop.ai import make_strategy
from gin_desktop.app import i18n
from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.main import MainWindow
from gin_desktop.app.scorepad import FIRST_SCORE_COLUMN
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import NEXT_HAND, Phase, RuleSet, new_match

mode, code = sys.argv[2], sys.argv[3]
rules = {"bonus": RuleSet(line_bonus=25), "hollywood": RuleSet(hollywood=True, target=100),
         "": RuleSet()}[sys.argv[4]]
assert i18n.install_translators(app, code) == code
settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
settings.welcomed = True
window = MainWindow(settings)
window.show()
while not (window.model.has_match and window.persistence is not None):
    app.processEvents()
# A whole match to 100 between computers: three-digit totals at its end.
match = new_match(rules, 5, mode)
bots = {seat: make_strategy("standard", seat + 1) for seat in match.seats}
while not match.is_over:
    if match.phase is Phase.HAND_OVER:
        match.apply(NEXT_HAND)
        continue
    seat = match.to_act
    view = match.view(seat)
    legal = view.legal_actions
    match.apply(legal[0] if len(legal) == 1 else bots[seat].choose(view), seat)
if mode == "three":
    levels = ("human", "standard", "standard")
    names = (_tr("You"), _tr("Computer 1"), _tr("Computer 2"))
else:
    levels = ("human", "standard")
    names = (_tr("You"), _tr("Computer"))
window.model.resume(match, GameSetup(mode=mode, seed=5, levels=levels, names=names,
                                     rules=rules))
for _ in range(40):  # the pad is refitted once the window has settled
    app.processEvents()
    QApplication.instance().thread().msleep(15)
    app.processEvents()
pad = window.score_dock.view
model = pad.model()
header = pad.horizontalHeader()
bold = QFont(pad.font())
bold.setBold(True)
metrics = QFontMetrics(bold)
def rect(r):
    return [r.x(), r.y(), r.width(), r.height()]
columns = []
for column in range(FIRST_SCORE_COLUMN, model.columnCount()):
    widest = max(metrics.horizontalAdvance(str(model.index(row, column).data()))
                 for row in range(model.rowCount()))
    columns.append([pad.isColumnHidden(column), header.sectionSize(column), widest])
print(json.dumps({
    "screen": rect(window.screen().availableGeometry()),
    "frame": rect(window.frameGeometry()),
    "table": window.table.width(),
    "over": window.model.match.is_over,
    "totals": [str(model.index(model.rowCount() - 1, c).data())
               for c in range(FIRST_SCORE_COLUMN, model.columnCount())],
    "scrolls": pad.horizontalScrollBar().isVisible(),
    "columns": columns,
}))
window.close()
window.model.shutdown(5000)
"""


@pytest.mark.parametrize(("mode", "code", "bonus"), [
    ("two", "es", ""), ("two", "pt", ""), ("three", "pt", ""), ("three", "en", ""),
    # The line bonuses' words ("Line bonus: You") under the numbers; Hollywood's six totals.
    ("two", "cs", "bonus"), ("two", "cs", "hollywood"), ("two", "pt", "hollywood")])
def test_at_the_end_of_a_long_match_the_window_stays_on_an_800_by_600_screen(
        game_env: GameEnv, tmp_path: Path, mode: str, code: str, bonus: str) -> None:
    report = run_on_screen(game_env, tmp_path, (800, 600), _PROGRAM, mode, code, bonus)
    assert report["over"]
    assert any(len(total.split()[0]) == 3 for total in report["totals"]), report["totals"]
    frame, screen = report["frame"], report["screen"]
    assert frame[0] >= 0 and frame[0] + frame[2] <= screen[2], \
        f"the window {frame} is wider than the screen {screen}"
    # The table keeps its room; beside Hollywood's six totals, what the screen leaves.
    assert report["table"] >= (SCREEN_MINIMUM_WIDTH if bonus == "hollywood" else MINIMUM_WIDTH)
    assert not report["scrolls"]
    for hidden, width, widest in report["columns"]:
        assert not hidden and width >= widest + 8, report["columns"]  # every total whole
