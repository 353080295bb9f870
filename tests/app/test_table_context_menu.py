"""A right-click on the table opens the menu a player expects there (issue "Every
player"): it did nothing. On a card of the hand: Discard this card, Knock (or Go gin)
with this card, Hint, the sort commands; on the stock: Draw; on the discard pile: Take,
Pass at the first turn's offer, Show the whole discard pile; on the felt: Next hand, Hint,
sorting, Review hand, New game. Each entry is the window's own command or the table's own
move, greyed when the model does not allow it, and a greyed one chosen says why. The Menu
key and Shift+F10 open the focused card's menu. Real right-clicks on the window's table,
real clicks on the menu's entries."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import (
    Action, ActionKind, Card, CardDiscarded, Knocked, Phase, UpcardTaken,
)

from .test_result_panel_tab import hand_over
from .test_table import (
    HUMAN, at, card_point, human_can_knock, human_offered_upcard, human_to_discard,
    human_to_draw, pile_point, position, stock_point,
)

Button = Qt.MouseButton
NoMod = Qt.KeyboardModifier.NoModifier


def resumed(window: MainWindow, until: Any) -> None:
    window.model.resume(position(until), GameSetup(names=("Ana", "Computer")))
    assert window.model.wait_idle(5000)
    QApplication.processEvents()


def right_click(window: MainWindow, point: QPoint) -> QMenu:
    """A right-click at ``point`` of the table's viewport, as the system delivers it: the
    press, the context menu event the press brings (X11 sends it on the press; the
    offscreen platform sends none by itself), the release; the menu it opened."""
    port = window.table.viewport()
    QTest.mousePress(port, Button.RightButton, NoMod, point)
    QApplication.sendEvent(port, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point,
                                                   port.mapToGlobal(point)))
    QTest.mouseRelease(port, Button.RightButton, NoMod, point)
    QApplication.processEvents()
    menu = window.table_menu.menu
    assert menu is not None and menu.isVisible(), "no menu opened"
    return menu


def closed(window: MainWindow) -> bool:
    """The table's menu is gone (hidden, and freed)."""
    menu = window.table_menu.menu
    return menu is None or not menu.isVisible()


def entries(menu: QMenu) -> dict[str, QAction]:
    """The menu's entries by their words (without the underlined letter's "&")."""
    return {a.text().replace("&", ""): a for a in menu.actions() if not a.isSeparator()}


def choose(menu: QMenu, text: str) -> None:
    """Click the entry ``text`` of the open ``menu`` with the mouse."""
    action = entries(menu)[text]
    QTest.mouseClick(menu, Button.LeftButton, NoMod, menu.actionGeometry(action).center())
    QApplication.processEvents()


def card_menu(window: MainWindow, until: Any, kind: ActionKind) -> tuple[Card, QMenu]:
    """Resumed at ``until``, the menu of a card the person may play by ``kind`` (discard,
    knock), opened by a right-click on it; the card and the menu."""
    resumed(window, until)
    card = next(a.card for a in window.model.human_view().legal_actions if a.kind is kind)
    assert card is not None
    return card, right_click(window, card_point(window.table, card))


def test_discard_this_card_from_its_menu(window: MainWindow) -> None:
    card, menu = card_menu(window, human_to_discard, ActionKind.DISCARD)
    model = window.model
    view = model.human_view()
    found = entries(menu)
    assert found["Discard this card"].isEnabled()
    assert found["Knock with this card"].isEnabled() is (Action.knock(card)
                                                         in view.legal_actions)
    assert {"Hint", "Sort by rank", "Sort by suit", "Sort by melds"} <= found.keys()
    choose(menu, "Discard this card")
    assert model.wait_idle(5000)
    assert any(isinstance(e, CardDiscarded) and e.seat == HUMAN and e.card is card
               for e in model.match.events)
    assert closed(window)


def test_knock_with_this_card_from_its_menu(window: MainWindow) -> None:
    card, menu = card_menu(window, human_can_knock, ActionKind.KNOCK)
    model = window.model
    knock = next(t for t in entries(menu) if t in ("Knock with this card",
                                                    "Go gin with this card"))
    assert entries(menu)[knock].isEnabled()
    choose(menu, knock)
    assert model.wait_idle(5000)
    assert any(isinstance(e, Knocked) and e.seat == HUMAN and e.discard is card
               for e in model.match.events)


def test_in_straight_gin_the_card_menu_offers_gin_not_a_knock(window: MainWindow) -> None:
    """Straight Gin has no knock short of gin: the greyed entry read "Knock with this
    card", a move the game does not have (a keyboard newcomer's Shift+F10, s66)."""
    from gin_desktop.engine import RuleSet
    rules = RuleSet.preset("straight")
    match = position(lambda m: human_to_discard(m) and not any(
        a.kind is ActionKind.KNOCK for a in m.legal_actions()), rules=rules)
    window.model.resume(match, GameSetup(names=("Ana", "Computer"), rules=rules))
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    card = next(a.card for a in window.model.human_view().legal_actions
                if a.kind is ActionKind.DISCARD)
    assert card is not None
    found = entries(right_click(window, card_point(window.table, card)))
    assert "Knock with this card" not in found
    assert not found["Go gin with this card"].isEnabled()


def test_a_greyed_discard_chosen_says_why_and_changes_nothing(window: MainWindow) -> None:
    resumed(window, human_to_draw)
    model = window.model
    card = window.table.hand_order()[0]
    menu = right_click(window, card_point(window.table, card))
    assert not entries(menu)["Discard this card"].isEnabled()
    choose(menu, "Discard this card")
    assert closed(window)
    assert card in model.match.hand_of(HUMAN)
    assert model.match.phase is Phase.DRAW
    assert window.status_line.message_text().startswith("Not allowed")


def test_draw_from_the_stocks_menu(window: MainWindow) -> None:
    resumed(window, human_to_draw)
    model = window.model
    before = len(model.human_view().hand)
    menu = right_click(window, stock_point(window.table))
    assert list(entries(menu)) == ["Draw from stock", "Hint"]
    choose(menu, "Draw from stock")
    assert model.wait_idle(5000)
    assert len(model.human_view().hand) == before + 1


def test_take_the_upcard_from_the_piles_menu(window: MainWindow) -> None:
    resumed(window, human_offered_upcard)
    model = window.model
    menu = right_click(window, pile_point(window.table))
    found = entries(menu)
    assert found["Take upcard"].isEnabled() and found["Pass"].isEnabled()
    assert "Show the whole discard pile" in found
    choose(menu, "Take upcard")
    assert model.wait_idle(5000)
    assert any(isinstance(e, UpcardTaken) and e.seat == HUMAN for e in model.match.events)


def test_sort_by_suit_from_the_felts_menu(window: MainWindow) -> None:
    resumed(window, human_offered_upcard)
    window.table.sort_hand("rank")
    scene = window.table.table_scene()
    g = scene.geometry
    menu = right_click(window, at(window.table, QPointF(g.margin * 2, g.centre_y)))
    found = entries(menu)
    assert not found["Next hand"].isEnabled()  # greyed while the hand is played
    assert "New game…" in found
    choose(menu, "Sort by suit")
    suits = [card.suit for card in window.table.hand_order()]
    assert suits != [card.suit for card in sorted(window.table.hand_order(),
                                                  key=lambda c: c.rank)]
    assert suits == sorted(suits, key=suits.index)  # each suit together


def test_next_hand_from_the_felts_menu_at_the_result(window: MainWindow,
                                                     qtbot: QtBot) -> None:
    hand_over(window, qtbot)
    model = window.model
    hand = model.human_view().hand_number
    g = window.table.table_scene().geometry
    menu = right_click(window, at(window.table, QPointF(g.margin * 2, g.centre_y)))
    assert entries(menu)["Next hand"].isEnabled()
    assert entries(menu)["Review hand…"].isEnabled()
    choose(menu, "Next hand")
    qtbot.waitUntil(lambda: model.human_view().hand_number == hand + 1, timeout=5000)


def test_shift_f10_opens_the_focused_cards_menu(window: MainWindow) -> None:
    resumed(window, human_to_discard)
    model = window.model
    window.table.setFocus(Qt.FocusReason.OtherFocusReason)
    legal = model.human_view().legal_actions
    for _ in window.table.hand_order():  # the arrows to a card that may be discarded
        QTest.keyClick(window.table, Qt.Key.Key_Right)
        card = window.keyboard.focused_card()
        if card is not None and Action.discard(card) in legal:
            break
    assert card is not None and Action.discard(card) in legal
    QTest.keyClick(window.table, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    QApplication.processEvents()
    menu = window.table_menu.menu
    assert menu is not None and menu.isVisible()
    # Beside the focused card, not where the pointer happens to be.
    assert window.table.table_scene().card_item(card).sceneBoundingRect().contains(
        window.table.mapToScene(window.table.viewport().mapFromGlobal(menu.pos())))
    assert entries(menu)["Discard this card"].isEnabled()
    # Down to the first entry, Enter: the keyboard's way through the menu.
    QTest.keyClick(menu, Qt.Key.Key_Down)
    QTest.keyClick(menu, Qt.Key.Key_Return)
    assert model.wait_idle(5000)
    assert closed(window)
    assert any(isinstance(e, CardDiscarded) and e.seat == HUMAN and e.card is card
               for e in model.match.events)


def test_the_menu_key_opens_the_focused_cards_menu(window: MainWindow) -> None:
    """The Menu key, as the system sends it: a context menu event of the keyboard."""
    resumed(window, human_to_discard)
    window.table.setFocus(Qt.FocusReason.OtherFocusReason)
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    card = window.keyboard.focused_card()
    assert card is not None
    port = window.table.viewport()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, QPoint(5, 5),
                              port.mapToGlobal(QPoint(5, 5)))
    QApplication.sendEvent(port, event)
    QApplication.processEvents()
    menu = window.table_menu.menu
    assert menu is not None and menu.isVisible()
    assert "Discard this card" in entries(menu)
    menu.close()


def test_the_same_point_on_the_felt_is_the_felts_menu(window: MainWindow) -> None:
    """Not a card's: a click beside the cards is no card's choice."""
    resumed(window, human_to_discard)
    g = window.table.table_scene().geometry
    menu = right_click(window, at(window.table, QPointF(g.margin * 2, g.centre_y)))
    assert "Discard this card" not in entries(menu)
    assert "Next hand" in entries(menu)
    menu.close()
