"""On an 800x600 screen the hand's result reads at 10 pixels or more: in three-hand
Hollywood the panel, squeezed between the laid-down hands and right of the side seat's
plate, shrank its type until its eight lines fitted, to 9 pixels in Portuguese, 9.9 in
English, too small for a newcomer. Its type now stops at 10 pixels; where the words still
need more room the panel says the running scores in fewer lines, then leaves them out
(each name plate and the score pad beside the table show them), its tooltip and a screen
reader saying everything. It covers
no card of the showdown, and at 1280x800 or in two-player it is as before: the table's type.

Each case runs the real window in a fresh process on the offscreen platform given a screen
of the size named (``conftest.run_on_screen``), with a three-hand hand played to its end
(seed 5: Computer 2 knocks, Computer 1 lays off and undercuts), or at a three-hand
Hollywood match's end (seed 11, played to its end by the computers): the panel, squeezed
to 8.25 pixels in Portuguese, leaves out how the last hand's points came about (the move
log and the score pad's last line tell it) before its type goes below 10 pixels.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import SHOWN_WINDOW, GameEnv, run_on_screen

LEAST_PX = 10.0

_PROGRAM = SHOWN_WINDOW + """
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import texts
from gin_desktop.engine import RuleSet, new_match
from tests.app.test_score_pad_fit import played_to_its_end
from tests.test_review import play_to_hand_end

mode, code = sys.argv[2], sys.argv[3]
at_the_end = len(sys.argv) > 4
rules = RuleSet(hollywood=True, target=100)
window = shown_window(code)
if at_the_end:
    match = played_to_its_end(new_match(rules, 11, mode))
else:
    match = play_to_hand_end(new_match(rules, 5, mode))
if mode == "three":
    levels = ("human", "standard", "standard")
    names = (_tr("You"), _tr("Computer 1"), _tr("Computer 2"))
else:
    levels = ("human", "standard")
    names = (_tr("You"), _tr("Computer"))
window.model.resume(match, GameSetup(mode=mode, seed=match.seed, levels=levels, names=names,
                                     rules=rules))
for _ in range(40):  # the window settles (the score pad is refitted)
    app.processEvents()
    QApplication.instance().thread().msleep(15)
    app.processEvents()
scene = window.table.table_scene()
panel = scene._result_panel
mirror = scene._mirror
result = match.results[-1]
showdown = []
for layout in (result.knocker_layout, result.defender_layout):
    showdown += [card for meld in layout.melds for card in meld.cards]
    showdown += [*layout.deadwood, *(layoff.card for layoff in layout.layoffs)]
def rect(r):
    return [r.x(), r.y(), r.width(), r.height()]
print(json.dumps({
    "screen": rect(window.screen().availableGeometry()),
    "visible": panel.isVisible(),
    "font_px": panel.font_px(),
    "table_font_px": scene._geometry.font_px,
    "table": [0, 0, scene._geometry.width, scene._geometry.height],
    "panel": [panel.x(), panel.y(), panel.size().width(), panel.size().height()],
    "shown": [panel.title, *panel.lines],
    "tooltip": panel.toolTip(),
    "spoken": [panel.spoken_title(), *panel.spoken_lines()],
    "compact": texts.standing_lines(scene._names().shortened(), mirror.scores,
                                    mirror.target, mirror.shown_game_scores(),
                                    mirror.game_winners),
    "by_seat": texts.games_by_seat_line(scene._names().shortened(),
                                        mirror.shown_game_scores(), mirror.target),
    "standings": texts.standing_lines(scene._names(), mirror.scores, mirror.target,
                                      mirror.game_scores, mirror.game_winners),
    "cards": {str(card): rect(scene.card_item(card).sceneBoundingRect())
              for card in showdown},
}))
window.close()
window.model.shutdown(5000)
"""


def _overlap(a: list[float], b: list[float]) -> bool:
    return (a[0] < b[0] + b[2] and b[0] < a[0] + a[2]
            and a[1] < b[1] + b[3] and b[1] < a[1] + a[3])


def _panel_on(game_env: GameEnv, tmp_path: Path, screen: tuple[int, int], mode: str,
              code: str, *stage: str) -> Any:
    report = run_on_screen(game_env, tmp_path, screen, _PROGRAM, mode, code, *stage)
    assert report["visible"]
    return report


@pytest.mark.parametrize("code", ["en", "pt"])
def test_three_hand_hollywood_result_reads_at_ten_pixels_or_more_on_800x600(
        game_env: GameEnv, tmp_path: Path, code: str) -> None:
    report = _panel_on(game_env, tmp_path, (800, 600), "three", code)
    assert report["font_px"] >= LEAST_PX
    shown, tooltip = report["shown"], report["tooltip"]
    # Whole, on the panel or (shortened) in its tooltip and for a screen reader; the
    # running scores kept on the panel in fewer lines
    # (test_result_panel_hollywood_standings_fit.py).
    whole = tooltip.split("\n") if tooltip else shown
    compact = [*report["compact"], report["by_seat"]]
    assert all(line in whole or line in compact for line in shown)
    assert all(line in whole for line in report["standings"])
    # The same words, but for the cards (the undercut's layoffs), named in full when spoken.
    assert len(report["spoken"]) == len(whole)
    assert all(said == line or any(suit in line for suit in "♠♥♦♣")
               for said, line in zip(report["spoken"], whole, strict=True))
    panel, table, cards = report["panel"], report["table"], report["cards"]
    assert table[0] <= panel[0] and panel[0] + panel[2] <= table[2]
    assert len(cards) == 20
    assert not [card for card, box in cards.items() if _overlap(panel, box)]


@pytest.mark.parametrize(("screen", "mode"), [((800, 600), "two"), ((1280, 800), "three")])
def test_with_room_the_result_panel_says_everything_in_the_tables_type(
        game_env: GameEnv, tmp_path: Path, screen: tuple[int, int], mode: str) -> None:
    report = _panel_on(game_env, tmp_path, screen, mode, "pt")
    assert report["font_px"] == report["table_font_px"]
    assert report["tooltip"] == ""
    assert all(line in report["shown"] for line in report["standings"])


@pytest.mark.parametrize("code", ["en", "pt"])
def test_at_a_three_hand_hollywood_match_end_the_panel_reads_at_ten_pixels_or_more_on_800x600(
        game_env: GameEnv, tmp_path: Path, code: str) -> None:
    report = _panel_on(game_env, tmp_path, (800, 600), "three", code, "end")
    assert report["font_px"] >= LEAST_PX
    shown, whole = report["shown"], report["tooltip"].split("\n")
    assert all(line in whole for line in shown)
    # The match's outcome stays on the panel: its title, the games won and the totals,
    # then who won the last hand; how its points came about is in the tooltip.
    assert shown[0] == whole[0] and shown[1:4] == whole[1:4]
    assert len(whole) > len(shown)
    assert len(report["spoken"]) == len(whole)  # a screen reader hears it all
    panel, table = report["panel"], report["table"]
    assert table[0] <= panel[0] and panel[0] + panel[2] <= table[2]
