"""The status line's icon after the match: a flag saying the match is over.

The icon beside the prompt is a play sign while the person is to move and a clock
("Please wait") while the computer plays. After the last hand the clock stayed, though
nothing was coming: a player who won the match by the mouse read "Please wait" beside
"Match over: you won with 1 point", as if the computer were still busy."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.main import make_icon

from .test_prompt_answers import at_800, knock_to_win_the_match


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_after_winning_the_match_the_status_icon_says_the_match_is_over_not_please_wait(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = at_800(make_window, qtbot)
    line = window.status_line
    knock_to_win_the_match(window, qtbot)
    tip = line.turn_icon.toolTip()
    assert tip == _tr("The match is over") != _tr("Please wait")
    if code != "en":
        assert tip != "The match is over", "translated"
    shown = line.turn_icon.pixmap().toImage()
    for busy_or_yours in ("wait", "turn"):
        assert shown != make_icon(busy_or_yours).pixmap(20, 20).toImage()
