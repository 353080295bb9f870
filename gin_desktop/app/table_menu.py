"""The table's context menu: a right-click on the felt (or the Menu key, Shift+F10, on the
focused card) opens the commands of what lies there.

- a card of the own hand: Discard this card, Knock (or Go gin) with this card, Big gin;
  Hint; the sort commands;
- the stock: Draw from stock; Hint. The discard pile: Take, Pass (at the first turn's
  offer), Show the whole discard pile; Hint;
- the felt: Next hand, Hint; the sort commands; Review hand, Show the rest of the deck;
  New game.

Every entry is a command the window already has (its menus, toolbar and keys: the same
``QAction``, greyed and worded as there), or, for "this card", the table's own intent
the mouse and keys use (``TableView.discard_face_up``, ``TableView.knock``). What is legal
is the model's word: an entry is greyed when its move is not among the seat's legal
actions, and a greyed entry chosen says why (the window's commands through their keys,
the card's through the model's refusal), as a greyed Play menu command does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPoint
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from gin_desktop.engine import Action, Card, Phase, knock_goes_gin

from .i18n import translate as _tr
from .keyboard import KeyboardController, shortcut
from .model import GameModel
from .table import TableView
from .table.menu_spot import MenuSpot, SpotKind


@dataclass(frozen=True, slots=True)
class WindowCommands:
    """The window's commands the menu offers (its Play and Game menus' own)."""

    draw: QAction
    take: QAction
    pass_: QAction
    big_gin: QAction
    next_hand: QAction
    hint: QAction
    sort: Sequence[QAction]
    new_game: QAction
    # Built after the first paint (``ReviewFeatures``): asked for when the menu opens.
    later: Callable[[], Sequence[QAction]]


class TableMenu:
    """Builds and opens the table's context menu for ``view`` (see the module docstring).

    ``watch`` is given each menu before it opens: the window's filter that says why a
    greyed command is off (``MainWindow.eventFilter``)."""

    def __init__(self, view: TableView, model: GameModel, keys: KeyboardController,
                 commands: WindowCommands, watch: Callable[[QMenu], None]) -> None:
        self._view = view
        self._model = model
        self._keys = keys
        self._commands = commands
        self._watch = watch
        # The entries of the menu open now that are not window commands, with what they
        # do: chosen greyed, they do it anyway, and the model says why not.
        self._own: dict[QAction, Callable[[], object]] = {}
        self.menu: QMenu | None = None
        view.context_menu_requested.connect(self.open)

    def open(self, spot: MenuSpot, where: QPoint) -> QMenu:
        """Open the menu of ``spot`` at ``where`` (global pixels); the menu (the one open
        already, where a system sends its own menu event for the key as well)."""
        if self.menu is not None and self.menu.isVisible():
            return self.menu
        menu = QMenu(self._view)
        menu.setObjectName("table_menu")
        self._own = {}
        self._fill(menu, spot)
        self._watch(menu)
        # Built anew each time (what is legal changes with every move), and freed.
        menu.aboutToHide.connect(menu.deleteLater)
        menu.destroyed.connect(self._forget)
        self.menu = menu
        menu.popup(where)
        return menu

    def _forget(self) -> None:
        self.menu = None
        self._own = {}

    def say_why_off(self, action: QAction) -> bool:
        """A greyed entry of the card's own chosen: its move is asked of the model anyway,
        which refuses it and says why (the discard or knock is not legal now); whether
        ``action`` was one."""
        run = self._own.get(action)
        if run is None or action.isEnabled():
            return False
        run()
        return True

    # ---------------------------------------------------------------- entries
    def _fill(self, menu: QMenu, spot: MenuSpot) -> None:
        commands = self._commands
        if spot.kind is SpotKind.HAND_CARD and spot.card is not None:
            self._card_entries(menu, spot.card)
            menu.addSeparator()
            menu.addAction(commands.hint)
            menu.addSeparator()
            menu.addActions(list(commands.sort))
        elif spot.kind is SpotKind.STOCK:
            menu.addActions([commands.draw, commands.hint])
        elif spot.kind is SpotKind.PILE:
            self._pile_entries(menu)
        else:
            self._felt_entries(menu)

    def _card_entries(self, menu: QMenu, card: Card) -> None:
        view = self._model.human_view() if self._model.has_match else None
        legal = () if view is None or self._model.is_thinking else view.legal_actions
        discard, knock = Action.discard(card), Action.knock(card)
        self._own_entry(menu, _tr("&Discard this card"), discard in legal,
                        lambda: self._view.discard_face_up(card), shortcut("discard"))
        # Where only gin ends the hand (Straight Gin, Oklahoma's ace), greyed too: "Knock
        # with this card" named a move the game does not have.
        gin = view is not None and (view.knock_limit == 0 or (
            knock in legal and knock_goes_gin(view.hand, knock)))
        self._own_entry(menu, _tr("Go &gin with this card") if gin
                        else _tr("&Knock with this card"), knock in legal,
                        lambda: self._view.knock(card))
        if self._commands.big_gin.isVisible():
            menu.addAction(self._commands.big_gin)

    def _own_entry(self, menu: QMenu, text: str, legal: bool, run: Callable[[], object],
                   key: QKeySequence | None = None) -> None:
        action = menu.addAction(text)
        action.setEnabled(legal)
        if key is not None:
            # The key the table gives the focused card (D), shown; it chooses it here too.
            action.setShortcut(key)
            action.setShortcutVisibleInContextMenu(True)
        action.triggered.connect(lambda _checked=False: run())
        self._own[action] = run

    def _pile_entries(self, menu: QMenu) -> None:
        commands = self._commands
        menu.addAction(commands.take)
        offer = self._model.has_match and self._model.human_view().phase is Phase.UPCARD_OFFER
        if offer:
            menu.addAction(commands.pass_)
        shown = menu.addAction(_tr("Show the &whole discard pile"))
        shown.setCheckable(True)
        shown.setChecked(self._view.table_scene().pile_shown)
        shown.setShortcut(shortcut("show_pile"))
        shown.setShortcutVisibleInContextMenu(True)
        mirror = self._view.table_scene().mirror
        shown.setEnabled(mirror is not None and bool(mirror.pile))
        shown.triggered.connect(lambda _checked=False: self._keys.toggle_pile())
        menu.addSeparator()
        menu.addAction(commands.hint)

    def _felt_entries(self, menu: QMenu) -> None:
        commands = self._commands
        menu.addActions([commands.next_hand, commands.hint])
        menu.addSeparator()
        menu.addActions(list(commands.sort))
        later = list(commands.later())
        if later:
            menu.addSeparator()
            menu.addActions(later)
        menu.addSeparator()
        menu.addAction(commands.new_game)


__all__ = ["TableMenu", "WindowCommands"]
