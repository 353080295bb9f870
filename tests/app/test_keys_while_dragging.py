"""Keys and the right button pressed while the mouse carries a card (new player's QA,
s44). Escape did not call the drag off: the player who pressed it to put the card back
and let go over the pile discarded the card. A right-click opened the carried card's menu,
which took the left button's release: the card then followed the pointer with no button
down, and a click left it lying on the empty pile while it stayed in the hand. Enter (or
D) discarded the carried card, which then hung under the pointer instead of going onto
the pile, and letting go of it said "Not allowed: first draw a card", a refusal of a move
the player never tried. Real mouse presses and moves on the real window's table
viewport, real key presses."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import ActionKind, Card, CardDiscarded

from .test_drag_through_resize import assert_back_in_hand, hold, let_go
from .test_table import HUMAN, hand_point, human_to_discard, pile_point, position


def to_discard(window: MainWindow) -> Card:
    """The person to discard; a card they may discard."""
    model = window.model
    model.resume(position(human_to_discard), GameSetup())
    assert model.wait_idle(5000)
    QApplication.processEvents()
    window.table.table_scene().animator.finish()
    card = next(a.card for a in model.human_view().legal_actions
                if a.kind is ActionKind.DISCARD)
    assert card is not None
    return card


def refusals(window: MainWindow) -> list[str]:
    """The refusals the model says from now on."""
    said: list[str] = []
    window.model.action_refused.connect(said.append)
    return said


def test_escape_puts_the_carried_card_back_and_the_release_discards_nothing(
        window: MainWindow, qtbot: QtBot) -> None:
    card = to_discard(window)
    view = window.table
    view.setFocus()
    hold(view, card, pile_point(view))
    QTest.keyClick(view, Qt.Key.Key_Escape)
    let_go(view, pile_point(view))
    assert_back_in_hand(view, window.model, card)
    # Still a mouse player: the prompt says how to discard with the mouse, not the keys.
    assert not window.keyboard.active


def test_enter_discards_the_carried_card_which_goes_onto_the_pile(
        window: MainWindow, qtbot: QtBot) -> None:
    card = to_discard(window)
    view = window.table
    view.setFocus()
    said = refusals(window)
    # Carried over the felt, away from every pile: the press focused the card, and Enter
    # discards the focused card.
    hold(view, card, hand_point(view) - QPoint(0, view.height() // 4))
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert CardDiscarded(HUMAN, card) in window.model.match.events
    scene = view.table_scene()
    scene.animator.finish()
    item = scene.card_item(card)
    # On the pile (or under the computer's discard since), not under the pointer.
    assert item.pos().x() == scene.geometry.pile_x, (item.pos(), scene.geometry.pile_x)
    assert view.viewport().cursor().shape() is not Qt.CursorShape.ClosedHandCursor
    let_go(view, hand_point(view) - QPoint(0, view.height() // 4))
    assert window.model.wait_idle(5000)
    assert said == []


def test_a_right_click_puts_the_carried_card_back_and_opens_no_menu(
        window: MainWindow, qtbot: QtBot) -> None:
    card = to_discard(window)
    view = window.table
    port = view.viewport()
    point = pile_point(view)
    hold(view, card, point)
    # The right button pressed with the left held, as X11 delivers it: the press, the
    # context menu event it brings (the offscreen platform sends none by itself).
    QTest.mousePress(port, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, point)
    QApplication.sendEvent(port, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point,
                                                   port.mapToGlobal(point)))
    QTest.mouseRelease(port, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                       point)
    QApplication.processEvents()
    menu = window.table_menu.menu
    assert menu is None or not menu.isVisible()
    # The pointer moves on with no button down: the card does not follow it.
    QTest.mouseMove(port, hand_point(view) - QPoint(0, view.height() // 4))
    let_go(view, point)
    assert_back_in_hand(view, window.model, card)


def test_a_dialog_opened_with_a_card_carried_leaves_it_home_not_on_the_pointer(
        window: MainWindow, qtbot: QtBot) -> None:
    """Ctrl+, (Settings) pressed with a card carried: the dialog takes the left
    button's release. Closed, the pointer moves on with no button down."""
    card = to_discard(window)
    view = window.table
    port = view.viewport()
    point = pile_point(view)
    hold(view, card, point)

    def let_go_in_the_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, let_go_in_the_dialog)
            return
        # The release goes to the dialog: the table does not hear it.
        QTest.mouseRelease(dialog, Qt.MouseButton.LeftButton)
        dialog.close()

    QTimer.singleShot(0, let_go_in_the_dialog)
    window.settings_action.trigger()
    QApplication.processEvents()
    away = hand_point(view) - QPoint(0, view.height() // 4)
    QTest.mouseMove(port, away)
    QApplication.processEvents()
    assert_back_in_hand(view, window.model, card)
    # A click over the pile afterwards does nothing to the card.
    QTest.mouseClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert_back_in_hand(view, window.model, card)
