"""Issue 12, item 7: resuming is exact for the person: the hand comes back in the order
they arranged it (by a real drag), not re-sorted."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QSettings
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from tests.app.conftest import drag_on
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import PASS_UPCARD


def open_window(qtbot: QtBot, folder: Path) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitUntil(lambda: window.model.has_match and window.persistence is not None,
                    timeout=5000)
    window.model.set_computer_delay(0)
    return window


def window_with_a_match_to_resume(qtbot: QtBot, folder: Path,
                                  monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """A window whose match has a move in it (worth resuming), its saves in ``folder``, and
    the next window opened there resuming it."""
    monkeypatch.setenv("GIN_DESKTOP_DATA_DIR", str(folder / "data"))
    monkeypatch.setenv("GIN_DESKTOP_AUTO_RESUME", "1")
    window = open_window(qtbot, folder)
    window.start_match(GameSetup(seed=3))
    assert window.model.wait_idle(5000)
    assert window.model.play(PASS_UPCARD)
    assert window.model.wait_idle(5000)
    return window


def drag_card_to_front(window: MainWindow) -> None:
    """Drag the last card of the hand (a real mouse drag) to the left end."""
    view = window.table
    scene = view.table_scene()
    hand = view.hand_order()
    last, first = scene.card_item(hand[-1]), scene.card_item(hand[0])
    g = scene.geometry
    start = view.mapFromScene(last.pos() + QPointF(g.card_w * 0.5, g.card_h * 0.5))
    end = view.mapFromScene(first.pos() + QPointF(g.card_w * 0.05, g.card_h * 0.5))
    drag_on(view, start, end)


def test_the_arranged_hand_comes_back_in_its_order(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = window_with_a_match_to_resume(qtbot, tmp_path, monkeypatch)
    before = first.table.hand_order()
    drag_card_to_front(first)
    arranged = first.table.hand_order()
    assert arranged != before and arranged[0] == before[-1]
    first.close()
    first.model.shutdown(5000)

    second = open_window(qtbot, tmp_path)
    try:
        assert second.model.match.actions == first.model.match.actions
        assert second.table.hand_order() == arranged
    finally:
        second.close()
        second.model.shutdown(5000)
