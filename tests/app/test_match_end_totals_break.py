"""The match's end in Portuguese on a 1024x768 screen: its headline, the final totals,
broke before a separator, and the second line began with it ("· Computador: 56."). No
line begins with a separator (nor ends with one: test_match_end_totals_wrap). The real
window, at the widths a window takes on small screens, a finished match resumed in it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import RuleSet, new_match

from .test_score_pad_fit import played_to_its_end


def test_no_line_of_the_final_totals_begins_with_a_separator(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None]) -> None:
    language("pt")
    match = played_to_its_end(new_match(RuleSet(), 4, "two"))
    window.model.resume(match, GameSetup(seed=match.seed, names=("Você", "Computador"),
                                         levels=("human", "standard")))
    assert window.model.wait_idle(5000)
    panel = window.table.table_scene()._result_panel  # noqa: SLF001 - what the player sees
    broken: list[list[str]] = []
    for width in range(900, 1300, 12):
        window.resize(width, 690)
        QApplication.processEvents()
        assert panel.isVisible() and panel.banner
        lines = panel.headline_lines()
        broken += [lines] if len(lines) > 1 else []
        assert not any(line.lstrip().startswith("·") for line in lines), lines
    assert broken  # the totals did take two lines at some of these widths
