"""``TableView``: the widget the main window puts in its centre.

It shows a ``TableScene`` 1:1 (scene units are view pixels, so card pixmaps are drawn
unscaled and stay crisp) and re-lays the table out whenever it is resized.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, Signal
from PySide6.QtGui import (
    QColor, QContextMenuEvent, QKeyEvent, QPainter, QResizeEvent, QShowEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from gin_desktop.engine import Action, Arrangement, Card

from ..model import GameModel
from .menu_spot import MenuSpot
from .scene import TableScene


# The smallest table (view pixels).
MINIMUM_WIDTH = 560
MINIMUM_HEIGHT = 260
# Narrower still, only where the screen has no more room beside the score pad's
# narrowest form (Hollywood's six totals on an 800-pixel screen): the hand, its plate and
# the sort buttons still fit without covering each other.
SCREEN_MINIMUM_WIDTH = 460


class TableView(QGraphicsView):
    """The card table for ``model``. See docs/app-architecture.md (``app/table``)."""

    # Why a move was refused, and other short notes for the status line.
    status_message = Signal(str)
    # A message of the table's that no longer holds (the status line takes it down).
    message_withdrawn = Signal(str)
    # Knock mode began or ended (the status line says what the table's prompt says).
    knock_mode_changed = Signal(bool)
    # "New game" pressed on the match-over panel (the main window opens its dialog).
    new_game_requested = Signal()
    # The player sorted the hand or moved a card within it (the autosave keeps the order).
    hand_rearranged = Signal()
    # A context menu asked for on the table (right-click, the Menu key, Shift+F10): what
    # it is about (``MenuSpot``) and where it opens (global pixels); the window words it.
    context_menu_requested = Signal(object, QPoint)

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scene = TableScene(model, self)
        self._scene.status_message.connect(self.status_message)
        self._scene.message_withdrawn.connect(self.message_withdrawn)
        self._scene.knock_mode_changed.connect(self.knock_mode_changed)
        self._scene.new_game_requested.connect(self.new_game_requested)
        self._scene.hand_rearranged.connect(self.hand_rearranged)
        self._scene.focusItemChanged.connect(self._focus_only_with_the_keys)
        self.setScene(self._scene)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        # Narrow enough that a 900-pixel window leaves the score pad room for its columns,
        # and low enough that the window with its menus, toolbar, notice and status line
        # fits a short screen (a 1366x768 laptop at 150 % is 911x512 logical pixels):
        # ``table_geometry`` still lays out every element at this height.
        self.setMinimumSize(MINIMUM_WIDTH, MINIMUM_HEIGHT)
        self.setAccessibleName(self.tr("Card table"))

    # ---------------------------------------------------------------- knobs
    def table_scene(self) -> TableScene:
        return self._scene

    def set_deck_style(self, style: str) -> None:
        """"standard", "four-colour" or "large-index"."""
        self._scene.set_deck_style(style)

    def set_card_back(self, name: str) -> None:
        """"blue", "red" or "green"."""
        self._scene.set_card_back(name)

    def set_table_colour(self, colour: QColor) -> None:
        self._scene.set_table_colour(colour)

    def set_animation_speed(self, factor: float) -> None:
        """Every animation duration x ``factor``; 0 = instant (the environment variable
        ``GIN_DESKTOP_ANIMATION_SPEED`` overrides it)."""
        self._scene.set_animation_speed(factor)

    def sort_hand(self, mode: str) -> None:
        """"rank", "suit" or "melds"."""
        self._scene.sort_hand(mode)

    # ---------------------------------------------------------------- user intents
    def draw_from_stock(self) -> bool:
        return self._scene.draw_from_stock()

    def take_upcard(self) -> bool:
        return self._scene.take_upcard()

    def pass_upcard(self) -> bool:
        return self._scene.pass_upcard()

    def discard(self, card: Card) -> bool:
        return self._scene.discard(card)

    def play_card(self, card: Card) -> bool:
        """Discard ``card``, or make the knock a Hint names with it."""
        return self._scene.play_card(card)

    def discard_face_up(self, card: Card) -> bool:
        return self._scene.discard_face_up(card)

    def knock(self, card: Card) -> bool:
        return self._scene.knock(card)

    def big_gin(self) -> bool:
        return self._scene.big_gin()

    def next_hand(self) -> None:
        self._scene.next_hand()

    def reveal_rest_of_deck(self) -> None:
        self._scene.reveal_rest_of_deck()

    def toggle_knock_mode(self) -> None:
        self._scene.toggle_knock_mode()

    def let_captain_decide(self) -> None:
        self._scene.let_captain_decide()

    def let_captain_play_hand(self) -> None:
        self._scene.let_captain_play_hand()

    def follow_advice(self) -> bool:
        return self._scene.follow_advice()

    def show_pile(self, show: bool) -> None:
        self._scene.pin_pile(show)

    def show_hint(self, action: Action) -> None:
        """The card a Hint names glows on the table until the next move."""
        self._scene.show_hint(action)

    def hinted_action(self) -> Action | None:
        """The move the Hint on the table names, until a move is made."""
        return self._scene.hinted_action

    def play_hint(self) -> bool:
        return self._scene.play_hint()

    def hand_order(self) -> tuple[Card, ...]:
        """The bottom hand, left to right, as arranged on the table."""
        return self._scene.hand_order

    def arrangement_for(self, cards: Sequence[Card]) -> Arrangement:
        """The melds the bottom row shows of ``cards`` (or will, once it holds them)."""
        return self._scene.arrangement_for(cards)

    # ---------------------------------------------------------------- Qt
    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """A right-click: the menu of what lies under the pointer, where it was clicked.
        The Menu key or Shift+F10: the menu of the focused card, opened beside it."""
        event.accept()
        if self._scene.call_off_drag():
            # Asked for with a card carried (the right button pressed with the left held):
            # the card goes back, as Escape sends it, and no menu opens. The menu took the
            # left button's release, and the card then followed the pointer with no button
            # down, until a click left it lying on the pile, still in the hand.
            return
        if event.reason() is not QContextMenuEvent.Reason.Mouse:
            self._menu_by_keys()
            return
        spot = self._scene.menu_spot_at(self.mapToScene(event.pos()))
        self.context_menu_requested.emit(spot, event.globalPos())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Shift+F10, the other key for a context menu (the Menu key comes from the system
        # as a context menu event already; Shift+F10 does not on X11).
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() == Qt.Key.Key_F10 and modifiers == Qt.KeyboardModifier.ShiftModifier:
            event.accept()
            self._menu_by_keys()
            return
        super().keyPressEvent(event)

    def _menu_by_keys(self) -> None:
        spot = self._scene.focused_menu_spot()
        self.context_menu_requested.emit(spot, self._key_menu_point(spot))

    def _key_menu_point(self, spot: MenuSpot) -> QPoint:
        """Where a menu asked for by the keys opens: under the middle of the item it is
        about (a card's index corner stays readable above it), else in the table's middle."""
        port = self.viewport()
        if spot.rect is None:
            return port.mapToGlobal(port.rect().center())
        rect = spot.rect
        local = self.mapFromScene(QPointF(rect.center().x(), rect.top() + rect.height() * 0.6))
        return port.mapToGlobal(local)

    def _focus_only_with_the_keys(self, item: object, _old: object,
                                  _reason: Qt.FocusReason) -> None:
        """A card of the table takes the focus only while the table has the keyboard. Qt
        gives the scene's last focused card the focus again when it is shown (dealt anew),
        and the keyboard puts it on the hand after a move, also while the keys are in the
        move log or the score pad: the card stood ringed and lifted while Enter and the
        arrows went to the side panel. The card stays the scene's last focus, and has it
        again when the table has the keyboard."""
        if item is not None and not self.hasFocus():
            self._scene.clearFocus()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._choose_update_mode()
        self._lay_out()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the desktop's type changed size
            self._lay_out()

    def _lay_out(self) -> None:
        size = self.viewport().size()
        self._scene.set_table_size(size.width(), size.height())
        self.setSceneRect(self._scene.sceneRect())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._choose_update_mode()

    def _choose_update_mode(self) -> None:
        """Repaint only what changed, except on a screen scaled by a fraction (150%, say):
        there a moving card's right edge falls between device pixels the smart update
        leaves out, and every drag and every move of the opponent's left white hairlines
        on the felt. The whole view is repainted there (the felt is one blit)."""
        ratio = self.devicePixelRatioF()
        mode = (QGraphicsView.ViewportUpdateMode.SmartViewportUpdate if ratio == int(ratio)
                else QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        if self.viewportUpdateMode() != mode:
            self.setViewportUpdateMode(mode)
