"""Ctrl+O (Review a saved match…): the file dialog lists the finished matches by what
they are, their names saying the game, the players and the scores
(``test_saved_match_names``); such a name is chosen as a player chooses it, typed in the
dialog, and the review opens named after it. A save under an older name, times and
"finished" alone, still opens."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
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


def test_the_dialog_is_wide_enough_to_tell_the_matches_apart(
        make_window: Any, qtbot: QtBot, tmp_path: Any) -> None:
    """Qt's dialog opened about 620 pixels wide and cut every saved match's name to
    "match-20261207-...-abandoned.json" (a Portuguese player, s67): it now opens as wide
    as the screen allows, up to 1120, the name column as wide as the names, or at least
    three fifths of the list where the screen is small."""
    from PySide6.QtWidgets import QApplication, QTreeView

    from gin_desktop.app.saved_match_dialog import NAME_SHARE, WIDTH
    from gin_desktop.app.screen_fit import screen_room

    window: MainWindow = make_window()
    qtbot.waitUntil(lambda: window.persistence is not None)
    archive = tmp_path / "data" / "archive"
    archive.mkdir(parents=True, exist_ok=True)
    names = [archive_name(f"20261207-20{minute}00Z", "abandoned",
                          f"Gin Rummy para dois jogadores, Você {minute} · Computador 17")
             + ".json" for minute in (10, 25, 30)]
    for name in names:
        (archive / name).write_text("{}")
    seen: dict[str, int] = {}

    def measure() -> None:
        dialog = QApplication.activeModalWidget()
        tree = dialog.findChild(QTreeView, "treeView") if isinstance(dialog,
                                                                     QFileDialog) else None
        if tree is None or tree.model().rowCount(tree.rootIndex()) < len(names):
            QTimer.singleShot(20, measure)
            return
        QTimer.singleShot(200, lambda: finish(dialog, tree))

    def finish(dialog: QFileDialog, tree: QTreeView) -> None:
        seen.update(width=dialog.width(), name=tree.columnWidth(0),
                    list=tree.viewport().width(), room=screen_room(dialog).width(),
                    longest=max(tree.fontMetrics().horizontalAdvance(n) for n in names))
        dialog.reject()

    QTimer.singleShot(0, measure)
    window.review_features.review_saved()
    assert seen, "the dialog never listed the saved matches"
    assert seen["width"] == min(WIDTH, seen["room"])
    assert seen["name"] >= min(seen["longest"], round(seen["list"] * NAME_SHARE)), seen
    assert window.review_features.review_dialog is None  # cancelled: nothing opened
