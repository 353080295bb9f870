"""What the accessibility layer needs from the card table, and nothing more.

``TablePort`` is that interface: the hand's cards in order, the focused card, where things
are, which buttons and panels show, the showdown, and the table's own moves (the same
methods the mouse and the keys use). ``SceneTable`` implements it over ``TableView``.
The rest of ``app/a11y`` talks only to a ``TablePort``, so a change in how the scene is
built touches this file alone.

Everything the seat may know (stock count, pile, scores, history) comes from the model's
``SeatView``, which the port hands out as ``model``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, TypeVar

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QGraphicsItem

from gin_desktop.engine import Arrangement, Card

from ..model import GameModel
from ..table import TableView
from ..table.items import ButtonItem, CardItem, PanelItem, SlotItem, SlotKind
from ..weak_call import WeakAttribute, weak_if_bound


_Item = TypeVar("_Item", bound=QGraphicsItem)


@dataclass(frozen=True, slots=True)
class ButtonFact:
    """A button drawn on the table, ``text`` as a screen reader says it (cards in words).
    ``key`` stays the same for the same button."""

    key: int
    text: str
    checkable: bool
    checked: bool
    rect: QRectF
    press: Callable[[], None]
    # The button has the keyboard focus (Tab reaches a panel's buttons).
    focused: bool = False


@dataclass(frozen=True, slots=True)
class PanelFact:
    """A message panel on the table: "result" (the hand's or match's end) or "advice";
    its title and lines as a screen reader says them (cards in words)."""

    kind: str
    title: str
    lines: tuple[str, ...]
    rect: QRectF
    buttons: tuple[ButtonFact, ...]


@dataclass(frozen=True, slots=True)
class ShowdownFact:
    """Both hands laid down (RULES.md two-player 7); ``laid_off``: the layoffs have moved
    onto the knocker's melds."""

    knocker: int
    defender: int
    knocker_layout: Arrangement
    defender_layout: Arrangement
    laid_off: bool


class TablePort(Protocol):
    """The card table as the accessibility layer sees it (rectangles in scene units)."""

    @property
    def model(self) -> GameModel: ...

    def hand(self) -> tuple[Card, ...]:
        """The bottom hand, left to right as arranged (empty at the showdown)."""
        ...

    def focused_card(self) -> Card | None: ...

    def focus_card(self, card: Card) -> None: ...

    def card_rect(self, card: Card) -> QRectF | None: ...

    def place_rect(self, place: str) -> QRectF | None:
        """"stock", "pile" or "knock": where it lies (None when not shown)."""
        ...

    def knock_mode(self) -> bool: ...

    def buttons(self) -> list[ButtonFact]:
        """The buttons shown on the felt (not those of a panel)."""
        ...

    def panels(self) -> list[PanelFact]:
        """The panels shown, result first."""
        ...

    def showdown(self) -> ShowdownFact | None: ...

    def drawn_hands(self) -> dict[int, Arrangement]:
        """A drawn hand, shown face up without a showdown: each seat's cards as the table
        lays them out (empty at any other time)."""
        ...

    def activate_card(self, card: Card) -> None:
        """The card's obvious move: draw the stock's top, take the pile's, discard (or
        knock with) a card of the hand."""
        ...

    def draw_from_stock(self) -> None: ...

    def take_upcard(self) -> None: ...

    def toggle_knock_mode(self) -> None: ...

    def to_screen(self, rect: QRectF) -> QRect: ...

    def on_change(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` when the table has settled after a change (a move animated,
        the hand re-sorted, a panel shown)."""
        ...

    def on_focus(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` when the keyboard focus moves between the table's cards."""
        ...

    def on_said(self, callback: Callable[[str], None]) -> None:
        """Call ``callback`` with what the table says by itself (a knock it refuses, knock
        mode on), in words."""
        ...


class SceneTable:
    """``TablePort`` over the table as ``TableView`` builds it today."""

    # Weakly: the view's accessibility layer (its child) holds this port.
    _view = WeakAttribute[TableView]()

    def __init__(self, view: TableView) -> None:
        self._view = view
        self._scene = view.table_scene()

    @property
    def model(self) -> GameModel:
        return self._scene.model

    def hand(self) -> tuple[Card, ...]:
        mirror = self._scene.mirror
        if mirror is None or mirror.showdown is not None:
            return ()
        return self._view.hand_order()

    def focused_card(self) -> Card | None:
        item = self._scene.focusItem()
        if isinstance(item, CardItem) and self._view.hasFocus():
            return item.card
        return None

    def focus_card(self, card: Card) -> None:
        self._view.setFocus()
        self._scene.card_item(card).setFocus()

    def card_rect(self, card: Card) -> QRectF | None:
        item = self._scene.card_item(card)
        return item.sceneBoundingRect() if item.isVisible() else None

    def _slots(self) -> dict[SlotKind, SlotItem]:
        return {item.kind: item for item in self._items(SlotItem)}

    def place_rect(self, place: str) -> QRectF | None:
        slot = self._slots().get(SlotKind(place))
        return slot.sceneBoundingRect() if slot is not None and slot.isVisible() else None

    def knock_mode(self) -> bool:
        return self._scene.knock_mode

    def buttons(self) -> list[ButtonFact]:
        found = [b for b in self._items(ButtonItem)
                 if b.isVisible() and not isinstance(b.parentItem(), PanelItem)]
        found.sort(key=lambda b: (round(b.scenePos().y()), b.scenePos().x()))
        return [_button_fact(b, self._view.hasFocus()) for b in found]

    def panels(self) -> list[PanelFact]:
        shown = [p for p in self._items(PanelItem) if p.isVisible()]
        shown.sort(key=lambda p: p.tail)  # the result panel (no speech-bubble tail) first
        return [PanelFact("advice" if p.tail else "result", p.spoken_title(),
                          tuple(p.spoken_lines()),
                          p.sceneBoundingRect(),
                          tuple(_button_fact(b, self._view.hasFocus())
                                for b in p.buttons if b.isVisible()))
                for p in shown]

    def showdown(self) -> ShowdownFact | None:
        mirror = self._scene.mirror
        show = mirror.showdown if mirror is not None else None
        if show is None:
            return None
        return ShowdownFact(show.knocker, show.defender, show.knocker_layout,
                            show.defender_layout, show.laid_off)

    def drawn_hands(self) -> dict[int, Arrangement]:
        mirror = self._scene.mirror
        return mirror.drawn_layouts() if mirror is not None else {}

    def activate_card(self, card: Card) -> None:
        # The same path as Enter on a focused card.
        self._scene.card_item(card).activated.emit(card)

    def draw_from_stock(self) -> None:
        self._view.draw_from_stock()

    def take_upcard(self) -> None:
        self._view.take_upcard()

    def toggle_knock_mode(self) -> None:
        self._view.toggle_knock_mode()

    def to_screen(self, rect: QRectF) -> QRect:
        local = self._view.mapFromScene(rect).boundingRect()
        viewport = self._view.viewport()
        return QRect(viewport.mapToGlobal(local.topLeft()), local.size())

    def on_change(self, callback: Callable[[], None]) -> None:
        self._scene.animator.idle.connect(callback)
        self.model.state_changed.connect(callback)
        self.model.match_started.connect(callback)

    def on_focus(self, callback: Callable[[], None]) -> None:
        call = weak_if_bound(callback)  # the layer's: the scene would hold it, and its view
        self._scene.focusItemChanged.connect(lambda *_args: call())

    def on_said(self, callback: Callable[[str], None]) -> None:
        self._scene.said.connect(callback)

    def _items(self, kind: type[_Item]) -> list[_Item]:
        return [item for item in self._scene.items() if isinstance(item, kind)]


def _button_fact(button: ButtonItem, table_focused: bool) -> ButtonFact:
    """``button`` for a screen reader; ``table_focused``: the table has the keyboard (the
    scene keeps its focused item while the keyboard is elsewhere)."""
    return ButtonFact(id(button), button.spoken_text(), button.checkable,
                      button.checked, button.sceneBoundingRect(), button.click,
                      focused=table_focused and button.hasFocus())
