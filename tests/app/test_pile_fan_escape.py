"""The whole discard pile, fanned out with a click on the pile's count ("Pile 22 ▾"), goes
with Escape and with V, as the Keyboard shortcuts window says: the keys knew only of a
fan V had opened, so Escape left a clicked one over the opponent's cards and V had to be
pressed twice."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.table.items import PileFanItem


def fan_shown(window: Any) -> bool:
    scene = window.table.table_scene()
    return any(isinstance(item, PileFanItem) and item.isVisible() for item in scene.items())


def click_the_pile_count(window: Any) -> None:
    view = window.table
    pill = view.table_scene()._captions.pile
    point = view.mapFromScene(pill.sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     point)


def opened_by_a_click(make_window: Callable[..., Any], qtbot: QtBot) -> Any:
    window = make_window()
    window.model.set_computer_delay(0)
    # A set deal: on a random one the computer may take the upcard and knock at once, and
    # the click then met the hand's result rather than the pile (once in a full run).
    window.model.start(replace(window.model.setup, seed=11))
    assert window.model.wait_idle(5000)
    assert window.model.is_human_turn()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    click_the_pile_count(window)
    qtbot.waitUntil(lambda: fan_shown(window), timeout=2000)
    return window


def test_escape_hides_the_pile_a_click_fanned_out(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = opened_by_a_click(make_window, qtbot)
    QTest.keyClick(window.table, Qt.Key.Key_Escape)
    assert not fan_shown(window)


def test_one_v_hides_the_pile_a_click_fanned_out_and_the_next_shows_it(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = opened_by_a_click(make_window, qtbot)
    QTest.keyClick(window.table, Qt.Key.Key_V)
    assert not fan_shown(window)
    QTest.keyClick(window.table, Qt.Key.Key_V)
    assert fan_shown(window)
    click_the_pile_count(window)  # the mouse hides what the keys showed, and V knows it
    assert not fan_shown(window)
    QTest.keyClick(window.table, Qt.Key.Key_V)
    assert fan_shown(window)
