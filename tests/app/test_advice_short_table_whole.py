"""Three-hand on a short table (a 1366x768 laptop at 150 %: a 911x512 screen, the table
about 560 by 280 to 410 pixels): the advice in the bubble of the player sitting out was
cut with "…", whole only in its tooltip and for a screen reader, in Spanish and Czech even
at 911x512. The bubble now narrows its margins and its title before it cuts a word, and
the player reads the whole answer on the table, the bubble still off every card. Played
with the mouse on the real window in the four languages.

Shorter still (895x420) the whole answer fitted only in 7-pixel type: there the bubble
keeps readable type (``PLATE_READABLE_PX``) and cuts the answer with "…", whole in its
tooltip."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.table.items import PLATE_READABLE_PX
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.engine import Phase, RuleSet

from .test_advice_buttons_stay import SITTING_OUT, captain_answers, click
from .test_spoken_order import open_window


def short_window(qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
                 size: tuple[int, int]) -> MainWindow:
    """Three-hand, the person sitting out, the window resized to ``size``."""
    levels = ("human", "standard", "standard")
    setup = GameSetup(mode="three", levels=levels, names=default_names(levels),
                      seed=SITTING_OUT, rules=RuleSet(target=500))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    win.resize(*size)
    qtbot.waitUntil(lambda: win.table.viewport().height() < 400, timeout=2000)
    QTest.qWait(50)
    return win


@pytest.mark.parametrize("code", ["es", "cs", "pt"])
def test_on_the_shortest_table_the_answer_stays_readable_whole_in_its_tooltip(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
        language: Callable[[str], None], code: str) -> None:
    language(code)
    win = short_window(qtbot, tmp_path, windows, (895, 420))
    bubble = win.table.table_scene()._advice_bubble.item
    model = win.model
    for _turn in range(3):
        qtbot.waitUntil(lambda: model.is_human_turn() and bubble.isVisible(), timeout=20_000)
        assert bubble.font_px() >= PLATE_READABLE_PX, bubble.font_px()
        for line in bubble.lines:
            if line.endswith("…"):
                assert line[:-1] in bubble.toolTip(), (line, bubble.toolTip())
        *_, decide = [b for b in bubble.buttons if b.isVisible()]  # the lowest
        click(win, decide)
        assert model.wait_idle(20_000)
        if model.match.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return


@pytest.mark.parametrize("size", [(911, 512)])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_on_a_short_table_the_captains_whole_answer_is_read_in_the_bubble(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
        language: Callable[[str], None], code: str, size: tuple[int, int]) -> None:
    if code != "en":
        language(code)
    win = short_window(qtbot, tmp_path, windows, size)
    scene = win.table.table_scene()
    bubble = scene._advice_bubble.item
    answers = 0
    for _answer in captain_answers(win, qtbot, bubble, 4):
        answers += 1
        box = bubble.sceneBoundingRect().adjusted(4, 4, -4, -8)  # without the shadow
        assert scene.sceneRect().contains(box)
        g = scene.geometry
        for card in win.table.hand_order():
            item = scene.card_item(card)
            lifted = QRectF(item.pos(), item.size()).adjusted(0, -g.lift, 0, 0)
            assert not lifted.intersects(box), card
    assert answers >= 2, "too few answers to read"
