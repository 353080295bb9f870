"""The New game dialog scrolls sideways only where its choices cannot fit the screen. At
1024x768 with the desktop's type at 14 points, it showed a horizontal scroll bar for 4
pixels (Czech, Spanish) or 8 (English): the check boxes grew with the type once the dialog
was polished, and the window kept the scroll area's least width from before. In
Portuguese three-hand, a description wrapped after the dialog had grown to it, a pixel
short: the vertical scroll bar that took its place pushed the choices sideways too.

The real dialog in a fresh process on a screen of the size given, the mode changed with
the mouse (``test_small_screen.new_game_dialog``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gin_desktop.app.screen_fit import FRAME_MARGIN

from .conftest import GameEnv
from .test_check_boxes_follow_type import LARGE_POINTS
from .test_small_screen import new_game_dialog


@pytest.mark.parametrize(("code", "points"), [
    ("cs", 0), ("cs", LARGE_POINTS), ("en", 0), ("en", LARGE_POINTS), ("es", LARGE_POINTS),
    ("pt", LARGE_POINTS)])
def test_the_new_game_dialog_scrolls_sideways_only_where_its_choices_cannot_fit(
        game_env: GameEnv, tmp_path: Path, code: str, points: float) -> None:
    for screen in ((1024, 768), (800, 600)):
        shown = new_game_dialog(game_env, tmp_path, screen, code, points)
        assert [s["mode"] for s in shown] == ["two", "three"]
        for seen in shown:
            least, around = seen["least_width"], seen["around"]
            assert isinstance(least, int) and isinstance(around, int)
            fits = least + around <= screen[0] - FRAME_MARGIN
            if fits or screen == (1024, 768):
                # At 1024x768 the dialog may be wider than the screen in large type
                # (its least width is its choices'), but nothing scrolls sideways in it.
                assert seen["sideways"] is False, (screen, code, points, seen)
