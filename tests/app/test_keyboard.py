"""Keyboard play (issue "Every player"): a whole hand with the keyboard only, from the deal
to the result panel and the next hand; the focused card is announced in words."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from gin_desktop.app import keyboard
from gin_desktop.app.keyboard import KeyboardController
from gin_desktop.app.model import GameModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView
from gin_desktop.app.table.items import CardItem
from gin_desktop.engine import ActionKind, Card, Phase
from gin_desktop.engine.melds import deadwood_after_each_discard

Key = Qt.Key


@pytest.fixture
def table(qtbot: QtBot, game_model: GameModel) -> Iterator[tuple[TableView, KeyboardController]]:
    view = TableView(game_model)
    qtbot.addWidget(view)
    view.resize(1200, 800)
    controller = KeyboardController(view)
    view.show()
    qtbot.waitExposed(view)
    view.setFocus()
    yield view, controller


def press(view: TableView, key: Qt.Key,
          modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(view, key, modifier)


def settle(model: GameModel) -> None:
    assert model.wait_idle(10_000), "the computer did not move"


def focus_on(view: TableView, controller: KeyboardController, card: Card) -> None:
    """Move the focus to ``card`` with Home and Right only."""
    press(view, Key.Key_Home)
    for _ in range(controller.hand().index(card)):
        press(view, Key.Key_Right)
    assert controller.focused_card() == card


def test_a_whole_hand_is_played_by_keyboard(
        table: tuple[TableView, KeyboardController], game_model: GameModel) -> None:
    """Pass (X), draw (S), discard the focused card (D), knock (K, then Enter) until the hand
    ends; the result panel shows; N deals the next hand, a card of which has the focus."""
    view, controller = table
    model = game_model
    model.start(GameSetup(seed=7))
    settle(model)
    first_hand = model.human_view().hand_number
    announcements: list[str] = []
    controller.announced.connect(announcements.append)

    for _ in range(200):
        settle(model)
        seen = model.human_view()
        if seen.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            break
        assert model.is_human_turn()
        kinds = {a.kind for a in seen.legal_actions}
        if seen.phase is Phase.UPCARD_OFFER:
            press(view, Key.Key_X)
        elif seen.phase is Phase.DRAW:
            press(view, Key.Key_S)
            # The drawn card gets the focus, and is announced.
            assert controller.focused_card() == model.human_view().drawn_card
        elif ActionKind.KNOCK in kinds:
            press(view, Key.Key_K)
            assert view.table_scene().knock_mode
            press(view, Key.Key_Return)  # the focus is on the best card to knock with
        else:
            after = deadwood_after_each_discard(seen.hand)
            legal = [a.card for a in seen.legal_actions
                     if a.kind is ActionKind.DISCARD and a.card is not None]
            worst = min(legal, key=lambda c: (after[c], -c.points))
            focus_on(view, controller, worst)
            press(view, Key.Key_D)
            assert worst not in model.human_view().hand
    else:
        pytest.fail("the hand never ended")

    settle(model)
    assert model.human_view().phase is Phase.HAND_OVER
    panel = view.table_scene()._result_panel  # noqa: SLF001 - what the player sees
    assert panel.isVisible()
    assert any("of" in text for text in announcements)  # cards were named in words

    press(view, Key.Key_N)
    settle(model)
    assert model.human_view().hand_number == first_hand + 1
    assert model.human_view().phase in (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD)
    # The keyboard player's focus ring is on a card of the new hand, as after the deal of a
    # new game (it was nowhere: the last hand's card had taken it away).
    assert controller.focused_card() in model.human_view().hand


def test_arrows_move_the_focus_and_announce_the_card(
        table: tuple[TableView, KeyboardController], game_model: GameModel) -> None:
    view, controller = table
    game_model.start(GameSetup(seed=3))
    settle(game_model)
    hand = controller.hand()
    press(view, Key.Key_Right)
    assert controller.focused_card() == hand[0]
    press(view, Key.Key_Right)
    assert controller.focused_card() == hand[1]
    item = view.table_scene().focusItem()
    assert isinstance(item, CardItem) and item.hasFocus()  # the ring is drawn for it
    press(view, Key.Key_End)
    assert controller.focused_card() == hand[-1]
    press(view, Key.Key_Left)
    assert controller.focused_card() == hand[-2]
    description = view.accessibleDescription()
    assert description.startswith(hand[-2].name.capitalize())
    assert f"card {len(hand) - 1} of {len(hand)}" in description
    assert any(role in description for role in ("in a run", "in a set", "deadwood"))


def test_shift_arrows_rearrange_the_hand(
        table: tuple[TableView, KeyboardController], game_model: GameModel) -> None:
    view, controller = table
    game_model.start(GameSetup(seed=3))
    settle(game_model)
    press(view, Key.Key_Home)
    first = controller.focused_card()
    press(view, Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert controller.hand()[1] == first
    assert controller.focused_card() == first


def test_sort_keys_keep_the_focused_card(
        table: tuple[TableView, KeyboardController], game_model: GameModel) -> None:
    view, controller = table
    game_model.start(GameSetup(seed=5))
    settle(game_model)
    press(view, Key.Key_End)
    card = controller.focused_card()
    for key in (Key.Key_R, Key.Key_U, Key.Key_M):
        press(view, key)
        assert controller.focused_card() == card
    ranks = [c.rank for c in controller.hand()]
    press(view, Key.Key_R)
    ranks = [c.rank for c in controller.hand()]
    assert ranks == sorted(ranks)


def test_a_window_action_keeps_its_own_key(
        qtbot: QtBot, game_model: GameModel) -> None:
    """Where the main window's menu action has the key, the action handles it (and the menu
    shows it); the controller does not do it twice."""
    window = QMainWindow()
    qtbot.addWidget(window)
    view = TableView(game_model)
    window.setCentralWidget(view)
    controller = KeyboardController(view)
    fired: list[bool] = []
    action = QAction("Draw", window)
    action.setShortcut(keyboard.shortcut("draw_stock"))
    action.triggered.connect(lambda: fired.append(True))
    window.addAction(action)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    view.setFocus()
    game_model.start(GameSetup(seed=7))
    settle(game_model)
    assert not controller.handles(Key.Key_S)
    assert controller.handles(Key.Key_Left)
    assert controller.handles(Key.Key_D)
    action.setShortcut(QKeySequence())
    assert controller.handles(Key.Key_S)


def test_help_leaves_out_keys_the_menus_list(qtbot: QtBot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    action = QAction("Draw", window)
    action.setShortcut(keyboard.shortcut("draw_stock"))
    window.addAction(action)
    [(_title, rows)] = keyboard.help_sections(window)
    keys = [k for _what, k in rows]
    assert "S" not in keys and "Left" in keys


def test_help_lists_every_key() -> None:
    [(title, rows)] = keyboard.help_sections()
    assert title
    keys = " ".join(k for _what, k in rows)
    for intent in keyboard.KEYS:
        assert QKeySequence(keyboard.KEYS[intent][0]).toString(
            QKeySequence.SequenceFormat.NativeText) in keys
