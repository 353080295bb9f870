"""The Keyboard shortcuts window (Help ▸ Keyboard shortcuts, Ctrl+/) in the player's
language and whole: the table's own keys are translated like the menus' (they are marked
in the "Keyboard" context), and the second column, where what the mouse does is long, stays
in sight (its texts wrap) instead of being pushed past the window's edge; the window fits
its screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QAccessible, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.dialogs.shortcuts import ShortcutsDialog

LEFT_KEY_ROW = {"en": "Focus the card to the left", "es": "Ir a la carta de la izquierda"}


def open_shortcuts(window: Any, qtbot: Any) -> dict[str, Any]:
    """Open the window by its key and read it: rows, and whether both columns show."""
    seen: dict[str, Any] = {}

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ShortcutsDialog):
            QTimer.singleShot(20, read)
            return
        qtbot.wait(30)
        tree = dialog.tree
        header = tree.header()
        seen["rows"] = dict(dialog.rows())
        seen["right_edge"] = header.sectionViewportPosition(1) + header.sectionSize(1)
        seen["viewport"] = tree.viewport().width()
        seen["scrolls"] = tree.horizontalScrollBar().maximum() > 0
        metrics = tree.fontMetrics()
        cut = []
        items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
        for item in items:
            assert item is not None
            row = tree.visualItemRect(item)
            for column in (0, 1):
                text = item.text(column)
                room = row.width() if item.isFirstColumnSpanned() \
                    else header.sectionSize(column)
                # Wrapped onto as many lines as it needs, and given their height.
                needed = metrics.boundingRect(QRect(0, 0, room - 8, 10_000),
                                              int(Qt.TextFlag.TextWordWrap), text)
                if text and (needed.width() > room - 8 or needed.height() > row.height()):
                    cut.append(text)
        seen["cut"] = cut
        seen["width"] = dialog.width()
        seen["frame"] = dialog.frameGeometry()
        seen["screen"] = dialog.screen().availableGeometry()
        seen["wraps"] = any(tree.visualItemRect(item).height() > 1.5 * metrics.height()
                            for item in items if item is not None)
        dialog.close()

    QTimer.singleShot(0, read)
    window.table.setFocus()
    QTest.keyClick(window, Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)
    return seen


@pytest.mark.parametrize("code", ["en", "es"])
def test_the_table_keys_are_in_the_players_language_and_both_columns_show(
        make_window: Callable[..., Any], qtbot: Any, language: Callable[[str], None],
        code: str) -> None:
    if code != "en":
        language(code)
    window = make_window()
    seen = open_shortcuts(window, qtbot)
    assert LEFT_KEY_ROW[code] in seen["rows"], sorted(seen["rows"])
    assert not seen["scrolls"]
    assert seen["right_edge"] <= seen["viewport"]
    # Every line is shown whole, wrapped where it is long; the window has widened for the
    # mouse's sentences, within the screen.
    assert not seen["cut"], seen["cut"]
    assert seen["width"] > 480


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_on_an_800_pixel_screen_every_line_is_whole_and_wrapped_within_the_screen(
        make_window: Callable[..., Any], qtbot: Any, language: Callable[[str], None],
        code: str) -> None:
    """The offscreen screen is 800 pixels wide: the window opened 1200 and more wide
    where it could, and here its columns were cut (the words only in tooltips)."""
    if code != "en":
        language(code)
    window = make_window()
    window.resize(800, 600)
    seen = open_shortcuts(window, qtbot)
    assert seen["screen"].width() == 800
    assert seen["screen"].contains(seen["frame"]), (seen["frame"], seen["screen"])
    assert not seen["scrolls"]
    assert seen["right_edge"] <= seen["viewport"]
    assert not seen["cut"], seen["cut"]
    assert seen["wraps"]  # the mouse's sentences, on two lines


# Each list names its actions in one mood (the infinitive), as a menu does; the prompt's
# request of the same English words ("Discard a card") is worded for the player instead.
ACTION_NAMES = {
    "cs": ("Odhodit kartu", "Nechat rozhodnout kapitána"),
    "es": ("Descartar una carta", "Dejar decidir al capitán"),
    "pt": ("Descartar uma carta", "Deixar o capitão decidir"),
}
REQUESTS = {
    "cs": ("Odhoďte kartu", "Ať rozhodne kapitán"),
    "es": ("Descarta una carta",),
    "pt": ("Descarte uma carta",),
}


@pytest.mark.parametrize("code", sorted(ACTION_NAMES))
def test_the_actions_are_named_in_one_mood(
        make_window: Callable[..., Any], qtbot: Any, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    actions = list(open_shortcuts(window, qtbot)["rows"])
    for name in ACTION_NAMES[code]:
        assert name in actions, sorted(actions)
    assert not set(REQUESTS[code]) & set(actions)
    if code == "cs":
        # The second person ("Odhoďte", "Klikněte") ends in -te; the infinitive in -t.
        assert not [a for a in actions if a.split()[0].endswith("te")], actions


def test_a_screen_reader_hears_each_commands_key_with_it(
        make_window: Callable[..., Any], qtbot: Any) -> None:
    """Down through the list: the current cell is the command's, and its accessible name
    says the key too ("New game, Ctrl+N"); it said "New game" alone, the key unheard in
    the next column."""
    window = make_window()
    heard: list[str] = []

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ShortcutsDialog):
            QTimer.singleShot(20, read)
            return
        for _ in range(2):  # from the "Game" heading to its first commands
            QTest.keyClick(dialog.tree, Qt.Key.Key_Down)
            cell = QAccessible.queryAccessibleInterface(dialog.tree).focusChild()
            heard.append(cell.text(QAccessible.Text.Name) if cell is not None else "")
        QTest.keyClick(dialog.tree, Qt.Key.Key_Escape)

    QTimer.singleShot(0, read)
    window.table.setFocus()
    QTest.keyClick(window, Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)
    key = window.new_game_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    assert f"New game, {key}" in heard, heard
