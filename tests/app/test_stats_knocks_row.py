"""Statistics, the Knocks row: "… against you" counted the opponents' knocks the player
undercut too, which were no loss of theirs (only its tooltip said so); it says "… by your
opponents". Those longer words set the window's least width, which grew when an export laid
the window out again (a window that must not move then). The row wraps instead, at the
window's least width in every language, and an export leaves the window where and as large
as it was. The real window, opened with Ctrl+I; a real click on Export."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.statistics import Statistics

from .test_stats_export_note import export, export_to, statistics_shown
from .test_stats_window import a_hand, a_match

#: The row's words in each language, for one knock by the player and one by the opponent.
KNOCKS = {"en": "1 by you, 1 by your opponents", "es": "1 tuyo, 1 de tus rivales",
          "cs": "vaše: 1, soupeřů: 1", "pt": "1 sua, 1 dos adversários"}


@pytest.mark.parametrize("code", sorted(KNOCKS))
def test_the_knocks_row_wraps_and_an_export_leaves_the_window_as_it_was(
        window: Any, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        language: Callable[[str], None], code: str) -> None:
    if code != "en":
        language(code)
    stats: Statistics = window.persistence.stats
    stats.record(a_match(1, 31, 104), [a_hand("m1", 1, knocked=True, result="loss"),
                                       a_hand("m1", 2, knocked=False, result="loss")])
    export_to(tmp_path / "games.csv", monkeypatch)
    with statistics_shown(window, qtbot) as shown:
        QApplication.processEvents()  # laid out as it will be
        row = shown.knocks_label
        assert row.text() == KNOCKS[code]
        # Its words do not set the window's least width: they may go onto two lines.
        assert row.minimumSizeHint().width() < row.fontMetrics().horizontalAdvance(row.text())
        least = shown.minimumSizeHint().width()
        shown.resize(least, shown.height())
        QApplication.processEvents()
        # At that width every word of it is there, inside the window.
        assert row.height() >= row.heightForWidth(row.width()), (row.size(), row.text())
        assert row.mapTo(shown, row.rect().topRight()).x() < shown.width()
        before = shown.geometry()
        export(shown)
        QApplication.processEvents()
        assert (tmp_path / "games.csv").is_file()
        assert shown.geometry() == before
        assert shown.minimumSizeHint().width() == least
