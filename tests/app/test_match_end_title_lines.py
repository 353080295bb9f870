"""The three-hand match's end on a 1920x1080 screen: its banner's title and headline (the
final totals) break between lines of about one length, never leaving a word alone on a
line, and never inside a player's "name: score" pair. Filled to the panel's width first,
the headline ended "… Computer 1: 103 · Computer" and put "2: 31." alone under it.

The real window runs in a fresh process on the offscreen platform given a 1920x1080 screen
(``conftest.run_on_screen``), a three-hand match (seed 5) played to its end by the
computers and resumed in it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import SHOWN_WINDOW, GameEnv, run_on_screen

_PROGRAM = SHOWN_WINDOW + """
from gin_desktop.app.names import name_and_score
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import MatchEnded, RuleSet, new_match
from tests.app.test_score_pad_fit import played_to_its_end

code = sys.argv[2]
window = shown_window(code)
rules = RuleSet(target=100)
match = played_to_its_end(new_match(rules, 5, "three"))
window.model.resume(match, GameSetup(mode="three", seed=match.seed,
                                     levels=("human", "standard", "standard"),
                                     names=(_tr("You"), "Computer 1", "Computer 2"),
                                     rules=rules))
for _ in range(40):  # the window settles (the score pad is refitted)
    app.processEvents()
    QApplication.instance().thread().msleep(15)
    app.processEvents()
panel = window.table.table_scene()._result_panel
end = next(e for e in match.events if isinstance(e, MatchEnded))
geometry = window.screen().availableGeometry()
print(json.dumps({
    "screen": [geometry.x(), geometry.y(), geometry.width(), geometry.height()],
    "banner": panel.isVisible() and panel.banner,
    "title": panel.title_lines(),
    "headline": panel.headline_lines(),
    "pairs": [name_and_score(window.model.seat_name(seat), total)
              for seat, total in enumerate(end.totals)],
}))
window.close()
window.model.shutdown(5000)
"""


@pytest.mark.parametrize("code", ["en", "es", "pt"])
def test_the_match_end_banner_breaks_its_title_and_totals_into_balanced_lines(
        game_env: GameEnv, tmp_path: Path, code: str) -> None:
    report = run_on_screen(game_env, tmp_path, (1920, 1080), _PROGRAM, code)
    assert report["banner"]
    headline = [line.replace("\u00a0", " ") for line in report["headline"]]
    assert len(headline) > 1  # the totals need two lines here: where they break is the case
    for lines in (report["title"], headline):
        assert all(len(line.split()) > 1 for line in lines), lines  # no word alone
    # Each player's pair on one line, the lines parted between pairs.
    assert all(any(pair in line for line in headline) for pair in report["pairs"]), (
        headline, report["pairs"])
    widths = [len(line) for line in headline]
    assert max(widths) - min(widths) <= max(widths) / 2, headline
