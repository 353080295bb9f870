"""Every control of the dialogs has a name a screen reader can say: combo boxes are named
by their labels (not by their current item), the table colour swatches by their colours,
the Rules text and the shortcuts list by what they are. Dialogs opened with real keys on
the real main window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton, QApplication, QComboBox, QTextBrowser, QTreeWidget, QWidget,
)
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow

Key = Qt.Key
Mod = Qt.KeyboardModifier


def name_of(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(QAccessible.Text.Name)


def inspect(window: MainWindow, qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier,
            look: Callable[[QWidget], None]) -> None:
    """Open a dialog by its key, ``look`` at it, close it with Escape."""
    done: list[bool] = []

    def visit() -> None:
        dialog = QApplication.activeModalWidget() or next(
            (w for w in QApplication.topLevelWidgets()
             if w.isVisible() and w.parentWidget() is window and w.isWindow()
             and w.windowTitle()), None)
        if dialog is None:
            QTimer.singleShot(20, visit)
            return
        try:
            look(dialog)
        finally:
            done.append(True)
            dialog.close()  # closes a modal dialog too (rejected) even if ``look`` failed

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)  # the window's shortcuts work
    QTimer.singleShot(0, visit)
    QTest.keyClick(window.table, key, modifier)
    qtbot.waitUntil(lambda: bool(done), timeout=5000)


def combos_named_by_labels(dialog: QWidget) -> dict[str, str]:
    """Each visible combo box's accessible name (what Windows and macOS screen readers say;
    on Linux Qt gives the label as a relation) and current item."""
    combos = [c for c in dialog.findChildren(QComboBox) if c.isVisibleTo(dialog)]
    assert combos
    names = {c.accessibleName(): c.currentText() for c in combos}
    assert all(names), names
    assert not any(name == current for name, current in names.items()), names
    for combo in combos:
        label = QAccessible.queryAccessibleInterface(combo).relations(
            QAccessible.RelationFlag.Label)
        assert label, combo.accessibleName()
    return names


def test_new_game_combo_boxes_are_named_by_their_labels(window: MainWindow,
                                                        qtbot: QtBot) -> None:
    names: dict[str, str] = {}
    inspect(window, qtbot, Key.Key_N, Mod.ControlModifier,
            lambda d: names.update(combos_named_by_labels(d)))
    # A random two-player deal has no seat to choose (test_new_game_seat.py).
    assert {"Preset", "Next dealer"} <= names.keys()


def test_settings_combo_boxes_and_colour_swatches_have_names(window: MainWindow,
                                                            qtbot: QtBot) -> None:
    names: dict[str, str] = {}
    swatches: list[str] = []

    def look(dialog: QWidget) -> None:
        names.update(combos_named_by_labels(dialog))
        swatches.extend(name_of(b) for b in dialog.colour_buttons)  # type: ignore[attr-defined]

    inspect(window, qtbot, Key.Key_Comma, Mod.ControlModifier, look)
    assert {"Deck", "Card back", "Animations", "Language"} <= names.keys()
    assert swatches == ["Green table", "Teal table", "Burgundy table", "Slate blue table",
                        "Brown table"]


def test_the_rules_text_and_the_shortcuts_list_have_names(window: MainWindow,
                                                          qtbot: QtBot) -> None:
    found: list[str] = []
    inspect(window, qtbot, Key.Key_F1, Mod.NoModifier,
            lambda d: found.extend(name_of(b) for b in d.findChildren(QTextBrowser)))
    inspect(window, qtbot, Key.Key_Slash, Mod.ControlModifier,
            lambda d: found.extend(name_of(t) for t in d.findChildren(QTreeWidget)))
    assert found == ["Rules text", "Keyboard shortcuts"]


def test_no_dialog_button_is_nameless(window: MainWindow, qtbot: QtBot) -> None:
    nameless: list[str] = []
    inspect(window, qtbot, Key.Key_Comma, Mod.ControlModifier,
            lambda d: nameless.extend(type(b).__name__ for b in d.findChildren(QAbstractButton)
                                      if b.isVisibleTo(d) and not name_of(b)))
    assert not nameless
