"""A three-hand match's end on a small screen: its totals ("Final totals: You: 113 ·
Computer 1: 88 · Computer 2: 37.") wrapped with a separator left hanging at the end of
the first line ("Final totals: You: 113 ·"), as if an entry were missing after it. A
wrapped list breaks between two entries, each whole, and the break parts them: no line of
the panel begins or ends with a separator. The real window, in each language, at the
widths a window takes on small screens, a finished match resumed in it."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import computer_names
from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.names import name_and_score
from gin_desktop.engine import RuleSet, new_match
from gin_desktop.engine.events import MatchEnded

from .test_score_pad_fit import played_to_its_end

SEPARATOR = "·"


@pytest.mark.parametrize("hollywood", [False, True], ids=["plain", "hollywood"])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_wrapped_totals_break_between_entries_and_leave_no_separator_hanging(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None], code: str,
        hollywood: bool) -> None:
    language(code)
    rules = RuleSet(hollywood=True, target=100) if hollywood else RuleSet()
    match = played_to_its_end(new_match(rules, 4, "three"))
    names = (_tr("You"), *computer_names("three"))
    window.model.resume(match, GameSetup(seed=match.seed, mode="three", names=names,
                                         levels=("human", "standard", "standard"),
                                         rules=rules))
    assert window.model.wait_idle(5000)
    ended = next(e for e in match.events if isinstance(e, MatchEnded))
    entries = [name_and_score(name, total) for name, total in zip(names, ended.totals, strict=True)]
    panel = window.table.table_scene()._result_panel  # noqa: SLF001 - what the player sees
    wrapped = 0
    for width in range(640, 1040, 16):
        window.resize(width, 600)
        QApplication.processEvents()
        assert panel.isVisible() and panel.banner
        headline = panel.headline_lines()
        assert not any(line.rstrip().endswith(SEPARATOR) for line in headline), headline
        painted = [[line.replace("\u00a0", " ") for line in lines]
                   for lines in panel.painted_lines()]
        for lines in painted:
            for line in lines:
                assert not line.strip().startswith(SEPARATOR), (width, lines)
                assert not line.strip().endswith(SEPARATOR), (width, lines)
        totals_lines = next(lines for lines in painted if entries[-1] in " ".join(lines))
        for entry in entries:  # each entry whole on one of the lines
            assert any(entry in line for line in totals_lines), (width, entry, totals_lines)
        wrapped += len(totals_lines) > 1
    assert wrapped  # the totals did wrap at some of these widths
