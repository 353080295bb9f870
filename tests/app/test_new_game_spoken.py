"""What a screen reader says as New game (or Replay deal) replaces a match being played:
the new table, not the old one. Once the New game dialog closed, the window took the focus
back for a moment before the question whether to end the match (a real X11 desktop does,
while the question is opening), and the reader read the old table, its upcard and the
focused card, before the new deal was said. Played with real keys on the real window; the
desktop's moment of focus is given by activating the window while the question is open;
what is said read through QAccessible, as a screen reader does."""

from __future__ import annotations

import contextlib

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog, ReplayDealDialog
from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import card_name
from gin_desktop.engine import FULL_DECK, Phase

from .test_new_game_flow import when_shown

Key = Qt.Key
Name = QAccessible.Text.Name
Description = QAccessible.Text.Description


class Listener(QObject):
    """What a screen reader hears from ``window`` from now on, in order: announcements,
    the table as the focus comes to it (its name, its description, the focused card), and
    each card the focus is said to move to."""

    def __init__(self, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
        super().__init__()
        self.heard: list[str] = []
        self._table = window.table
        monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
        monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(self._update))
        QApplication.instance().installEventFilter(self)

    def stop(self) -> None:
        QApplication.instance().removeEventFilter(self)

    def _update(self, event: QAccessibleEvent) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            self.heard.append(event.message())
        elif event.type() == QAccessible.Event.Focus:
            self.heard.append(self._read(event.object()))

    def _read(self, obj: QObject) -> str:
        interface = QAccessible.queryAccessibleInterface(obj)
        child = interface.focusChild()
        return " / ".join(filter(None, [interface.text(Name), interface.text(Description),
                                        child.text(Name) if child is not None else ""]))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Qt says the table's focus itself (not through Python).
        if watched is self._table and event.type() == QEvent.Type.FocusIn:
            self.heard.append(self._read(self._table))
        return False


def names_a_card(text: str) -> bool:
    return any(card_name(card).lower() in text.lower() for card in FULL_DECK)


def a_match_with_a_move(make_window: Any, qtbot: QtBot) -> MainWindow:
    """The real window, its first move made (the upcard passed, by its key): ending the
    match is asked."""
    window = make_window()
    qtbot.waitUntil(lambda: window.accessibility is not None, timeout=5000)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    qtbot.waitUntil(window.model.is_human_turn, timeout=5000)
    if window.model.human_view().phase is Phase.UPCARD_OFFER:
        QTest.keyClick(window.table, Key.Key_X)
    else:
        QTest.keyClick(window.table, Key.Key_S)
    qtbot.waitUntil(window.model.is_human_turn, timeout=5000)  # the computer has moved
    QTest.qWait(50)  # and it was said
    return window


def end_the_match_by_keys(window: MainWindow, qtbot: QtBot) -> Callable[[QMessageBox], None]:
    """The question whether to end the match: while it is open the desktop gives the
    window the focus back for a moment (as X11 does), then the person tabs to the button
    that ends the match and presses Space."""
    def answer(box: QMessageBox) -> None:
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
        box.activateWindow()
        qtbot.waitUntil(box.isActiveWindow, timeout=3000)
        end = box.findChild(QWidget, "end_match_button")
        for _ in range(3):
            if QApplication.focusWidget() is end:
                break
            QTest.keyClick(QApplication.focusWidget(), Key.Key_Tab)
        assert QApplication.focusWidget() is end
        QTest.keyClick(end, Key.Key_Space)

    return answer


def press_enter(qtbot: QtBot, listener: Listener) -> Callable[[QWidget], None]:
    """Enter in the dialog: what is heard from then on is kept."""
    def press(dialog: QWidget) -> None:
        qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
        listener.heard.clear()
        QTest.keyClick(QApplication.focusWidget(), Key.Key_Return)

    return press


def replace_the_match(window: MainWindow, qtbot: QtBot, listener: Listener,
                      dialog: type, keys: tuple[Key, Qt.KeyboardModifier]) -> list[str]:
    """Open ``dialog`` with ``keys``, press Enter in it, end the match when asked; what
    was heard from Enter on."""
    old = window.model.match
    stops = [when_shown(dialog, press_enter(qtbot, listener)),
             when_shown(QMessageBox, end_the_match_by_keys(window, qtbot))]
    try:
        QTest.keyClick(window, *keys)
        qtbot.waitUntil(lambda: window.model.match is not old, timeout=5000)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
        QTest.qWait(50)
        # On a busy machine the focused card is said a moment later than the table: wait
        # for it (the test's asserts then say what was heard if it never came).
        with contextlib.suppress(qtbot.TimeoutError):
            qtbot.waitUntil(lambda: _hand_heard(window, listener.heard), timeout=3000)
    finally:
        for stop in stops:
            stop()
        listener.stop()
    return listener.heard


def _hand_heard(window: MainWindow, heard: list[str]) -> bool:
    """A card of the new hand was said after the deal."""
    dealt = [i for i, text in enumerate(heard) if "the upcard is" in text]
    hand = window.model.human_view().hand
    return bool(dealt) and any(card_name(card).lower() in text.lower()
                               for text in heard[dealt[0] + 1:] for card in hand)


def said_before_and_after_the_deal(heard: list[str]) -> tuple[list[str], list[str]]:
    dealt = next(i for i, text in enumerate(heard) if "the upcard is" in text)
    return heard[:dealt], heard[dealt + 1:]


@pytest.mark.parametrize("dialog, keys", [
    (NewGameDialog, (Key.Key_N, Qt.KeyboardModifier.ControlModifier)),
    (ReplayDealDialog, (Key.Key_R, Qt.KeyboardModifier.ControlModifier)),
], ids=["new game", "replay deal"])
def test_only_the_new_table_is_read_when_a_new_match_replaces_one(
        make_window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
        dialog: type, keys: tuple[Key, Qt.KeyboardModifier]) -> None:
    window = a_match_with_a_move(make_window, qtbot)
    listener = Listener(window, monkeypatch)
    heard = replace_the_match(window, qtbot, listener, dialog, keys)
    before, after = said_before_and_after_the_deal(heard)
    assert before, heard  # the table got the focus back before the deal
    assert not any(names_a_card(text) for text in before), before
    hand = window.model.human_view().hand
    assert any(card_name(card).lower() in text.lower() for text in after for card in hand), \
        heard
