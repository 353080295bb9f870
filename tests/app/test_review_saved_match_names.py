"""Ctrl+O (Review a saved match…): the file dialog lists the finished matches by what
they are, their names saying the game, the players and the scores
(``test_saved_match_names``); such a name is chosen as a player chooses it, typed in the
dialog, and the review opens named after it. A save under an older name, times and
"finished" alone, still opens."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.persistence import archive_words
from gin_desktop.app.storage import archive_name
from gin_desktop.engine import match_to_json

from .test_review_window import choose_in_file_dialog, finished_hand


@pytest.mark.parametrize("named", [True, False], ids=["named", "older-name"])
def test_ctrl_o_opens_a_match_by_its_name(make_window: Any, qtbot: QtBot, tmp_path: Any,
                                          named: bool) -> None:
    window: MainWindow = make_window()
    window.activateWindow()
    qtbot.waitUntil(lambda: window.persistence is not None)
    window.review_features.samples = 2
    match = finished_hand(5)
    about = archive_words(match, ("Ana", "Computer")) if named else ""
    archive = tmp_path / "data" / "archive"
    archive.mkdir(parents=True, exist_ok=True)
    path = archive / (archive_name("20261204-134700Z", "finished", about) + ".json")
    path.write_text(match_to_json(match, extra={"setup": {"human_seat": 0}}))
    if named:
        assert "Ana" in path.name and "Computer" in path.name, path.name

    def pick(dialog: QFileDialog) -> list[str]:
        return [path.name]

    choose_in_file_dialog(pick)
    QTest.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.review_features.review_dialog is not None, timeout=5000)
    dialog = window.review_features.review_dialog
    assert path.name in dialog.windowTitle()
    assert dialog.match.seed == match.seed
    dialog.close()
