"""The New game dialog fits the screen's width, its choices never scrolled sideways. At
1024x768 with the desktop's type at 14 points, it showed a horizontal scroll bar for 4
pixels (Czech, Spanish) or 8 (English): the check boxes grew with the type once the dialog
was polished, and the window kept the scroll area's least width from before. In
Portuguese three-hand, a description wrapped after the dialog had grown to it, a pixel
short: the vertical scroll bar that took its place pushed the choices sideways too. Then,
with no scroll bar, the dialog was as wide as its choices, 1044 to 1162 pixels, past the
right edge of the 1024-pixel screen: now its long choices wrap onto more lines and its
lists are narrower, and what does not fit scrolls up and down (at 800x600 too).

The real dialog in a fresh process on a screen of the size given, the mode changed with
the mouse (``test_small_screen.new_game_dialog``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import GameEnv
from .test_check_boxes_follow_type import LARGE_POINTS
from .test_small_screen import _inside, new_game_dialog


@pytest.mark.parametrize(("code", "points"), [
    ("cs", 0), ("cs", LARGE_POINTS), ("en", 0), ("en", LARGE_POINTS), ("es", 0),
    ("es", LARGE_POINTS), ("pt", 0), ("pt", LARGE_POINTS)])
def test_the_new_game_dialog_fits_the_screens_width_and_never_scrolls_sideways(
        game_env: GameEnv, tmp_path: Path, code: str, points: float) -> None:
    for screen in ((1024, 768), (800, 600)):
        shown = new_game_dialog(game_env, tmp_path, screen, code, points)
        assert [s["mode"] for s in shown] == ["two", "three"]
        for seen in shown:
            frame, area = seen["frame"], seen["screen"]
            assert isinstance(frame, list) and isinstance(area, list)
            assert _inside(frame, area), (screen, code, points, seen)
            assert seen["sideways"] is False, (screen, code, points, seen)
            # Every choice whole: a wrapped radio button held to one line's height had
            # the rest of its words cut off.
            assert seen["cut_short"] == [], (screen, code, points, seen)
