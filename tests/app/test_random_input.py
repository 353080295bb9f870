"""Random input on the real window, as a new player's or a cat's: clicks and double-clicks
anywhere on the table and on its buttons, cards dragged onto the piles, the knock spot or
any point, right clicks, keys, the window resized. Whatever comes, the game answers in
its own words and loses nothing: no Python error, no warning of the table falling out of
step, every card once, the table showing the match's cards, the save holding every move.

Played with real mouse and key events on the QGraphicsView. Each case sends the same
input on the same deal (where the computer is still thinking when a key comes may
differ from run to run; what is checked holds either way). Dialogs and menus the input
opens (New game, the rules, the pile's list, ...) are closed as they open, as a player
would cancel them.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.selftest import SlotErrors
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.app.table.items import ButtonItem, CardItem, SlotItem
from gin_desktop.engine import FULL_DECK, Action, RuleSet

from .conftest import drag_on
from .test_spoken_order import open_window

STEPS = 500

#: The keys a player may press on the table (Ctrl only with N, New game: Ctrl+Q would end
#: the game).
KEYS = (Qt.Key.Key_S, Qt.Key.Key_P, Qt.Key.Key_D, Qt.Key.Key_K, Qt.Key.Key_H, Qt.Key.Key_N,
        Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Left, Qt.Key.Key_Right,
        Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab, Qt.Key.Key_Escape, Qt.Key.Key_A,
        Qt.Key.Key_I, Qt.Key.Key_W, Qt.Key.Key_G, Qt.Key.Key_1, Qt.Key.Key_5, Qt.Key.Key_0,
        Qt.Key.Key_Delete, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Backspace,
        Qt.Key.Key_F1)


@pytest.fixture
def errors() -> Iterator[SlotErrors]:
    """Python errors raised in Qt slots and the game's own warnings (the table logs one
    when it falls out of step with the match), collected as the self-test collects them."""
    with SlotErrors() as caught:
        yield caught


def cancel_what_opens() -> QTimer:
    """A timer that closes any dialog or menu as it opens: the input goes on at the table,
    as after a player's Cancel."""
    def close() -> None:
        widget = QApplication.activeModalWidget() or QApplication.activePopupWidget()
        if widget is not None:
            widget.close()
    timer = QTimer()
    timer.timeout.connect(close)
    timer.start(20)
    return timer


def random_input(win: MainWindow, rng: random.Random, steps: int) -> None:
    """``steps`` random inputs on the table, each a real mouse or key event."""
    view = win.table
    port = view.viewport()
    scene = view.scene()

    def anywhere() -> QPoint:
        return QPoint(rng.randrange(max(1, port.width())), rng.randrange(max(1, port.height())))

    def centre_of(items: Sequence[QGraphicsItem]) -> QPoint | None:
        if not items:
            return None
        centre: QPoint = view.mapFromScene(rng.choice(items).sceneBoundingRect().center())
        return centre

    for _step in range(steps):
        shown = [item for item in scene.items() if item.isVisible()]
        in_hand = [item for item in shown if getattr(item, "liftable", False)]
        # Where a move is made: the stock, the pile, the knock spot, the buttons (and the
        # other cards not in the person's hand).
        places = [item for item in shown if isinstance(item, SlotItem | ButtonItem)
                  or isinstance(item, CardItem) and not getattr(item, "liftable", False)]
        kind = rng.random()
        if kind < 0.25:
            point = centre_of(places) if rng.random() < 0.6 else None
            QTest.mouseClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             point or anywhere())
        elif kind < 0.35:
            point = centre_of(in_hand) if rng.random() < 0.6 else None
            QTest.mouseDClick(port, Qt.MouseButton.LeftButton,
                              Qt.KeyboardModifier.NoModifier, point or anywhere())
        elif kind < 0.65:
            start = centre_of(in_hand) or anywhere()
            end = centre_of(places) if rng.random() < 0.7 else None
            drag_on(view, start, end or anywhere(), steps=4)
        elif kind < 0.925:
            modifier = rng.choice((Qt.KeyboardModifier.NoModifier,) * 5
                                  + (Qt.KeyboardModifier.ShiftModifier,))
            QTest.keyClick(view, rng.choice(KEYS), modifier)
        elif kind < 0.935:
            QTest.keyClick(view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        elif kind < 0.96:
            QTest.mouseClick(port, Qt.MouseButton.RightButton,
                             Qt.KeyboardModifier.NoModifier, anywhere())
        else:
            win.resize(rng.randrange(700, 1600), rng.randrange(500, 1000))
        QTest.qWait(rng.choice((0, 0, 5)))


CASES = {
    "two-player, the rulebook": ("two", "seeds", 1),
    "two-player, Oklahoma": ("two", "oklahoma", 2),
    "two-player, Straight": ("two", "straight", 3),
    "three-hand, Hollywood": ("three", "hollywood", 4),
}


@pytest.mark.parametrize("case", list(CASES))
def test_random_input_loses_nothing(qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
                                    errors: SlotErrors, case: str) -> None:
    mode, preset, seed = CASES[case]
    levels = ("human", "standard") if mode == "two" else ("human", "standard", "standard")
    setup = GameSetup(mode=mode, levels=levels, names=default_names(levels), seed=seed,
                      rules=RuleSet.preset(preset))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    model = win.model
    played: list[bool] = []
    play = model.play

    def counted(action: Action) -> bool:
        played.append(play(action))
        return played[-1]

    model.play = counted  # type: ignore[method-assign]
    refusals: list[str] = []
    model.refused_in_words.connect(refusals.append)
    timer = cancel_what_opens()
    try:
        random_input(win, random.Random(seed), STEPS)
    finally:
        timer.stop()
    assert model.wait_idle(20_000)
    QTest.qWait(50)
    assert not errors.errors, errors.errors
    assert not model.errors, model.errors
    match = model.match
    # Not vacuous: the input played the game, and some of it was refused, in words.
    assert played.count(True) >= 10, played
    assert refusals and all(refusals), refusals
    cards = match.card_locations()
    assert sorted(cards) == sorted(FULL_DECK)
    mirror = win.table.scene().mirror  # type: ignore[attr-defined]
    state = match.table_state()
    for seat in (state.dealer, state.non_dealer):
        assert set(mirror.hands.get(seat, ())) == set(state.hands[seat])
    assert list(mirror.stock) == list(state.stock)
    assert list(mirror.pile) == list(state.face_up_pile)
    # Nothing lost: the match's every move is on disk, in the save while it goes on, in
    # the archive once it has ended (random moves can lose a whole match to 100).
    store = win.persistence.store
    assert store is not None
    moves = [a.text() for a in match.actions]
    if match.is_over:
        assert not store.exists()
        finished = [json.loads(path.read_text())["actions"] for path in store.archived()
                    if path.stem.endswith("-finished")]
        assert moves in finished
    else:
        assert json.loads(store.path.read_text())["actions"] == moves
