"""The table's nodes (``tree.py``) handed to Qt's accessibility API, so that screen readers
(Orca over AT-SPI, NVDA and JAWS over UI Automation, VoiceOver) see cards, piles, buttons
and panels instead of one opaque picture.

How, and why this way: a ``QGraphicsScene``'s items are not widgets, so Qt exposes none of
them. A factory (``QAccessible.installFactory``) gives the ``TableView`` an interface whose
children are the tree's nodes. Each node is backed by a hidden, never-shown ``ProxyWidget``
with a ``QAccessibleWidget`` subclass as its interface: ``QAccessibleWidget`` already
answers Qt's cast to the action interface in C++ (an ``interface_cast`` written in Python
cannot return the C++ pointer Qt needs), so the nodes get working "Press" actions over
AT-SPI, which the AT-SPI test drives.

``TableAccessibility`` keeps the tree current (rebuilt after each change, read lazily) and
sends the events: focus moves, name and description changes, reordered children, and
announcements (``speak``) of what happens at the table.
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QObject, QRect, Signal
from PySide6.QtGui import (
    QAccessible, QAccessibleActionInterface, QAccessibleAnnouncementEvent, QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
)
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from ..table import TableView
from ..weak_call import WeakAttribute
from .announcer import Announcer
from .port import TablePort
from .tree import PRESS, ROOT, SET_FOCUS, Node, build_tree

_ACTION_NAMES = {PRESS: QAccessibleActionInterface.pressAction,
                 SET_FOCUS: QAccessibleActionInterface.setFocusAction}


class ProxyWidget(QWidget):
    """The hidden widget that stands for one node of the table's tree."""

    # Weakly, as each part of the table refers back (``WeakAttribute``): the layer holds
    # its proxies, and the view (which holds the layer) each of them as its child.
    layer = WeakAttribute["TableAccessibility"]()

    def __init__(self, layer: TableAccessibility, key: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.layer = layer
        self.key = key
        self.interface: NodeInterface | None = None
        self.hide()


class _TreeChildren:
    """The children of a tree node, for an interface that says which node it is."""

    def _node(self) -> Node | None:
        raise NotImplementedError

    def _layer(self) -> TableAccessibility:
        raise NotImplementedError

    def childCount(self) -> int:
        node = self._node()
        return len(node.children) if node is not None else 0

    def child(self, index: int) -> QAccessibleInterface | None:
        node = self._node()
        if node is None or not 0 <= index < len(node.children):
            return None
        return self._layer().interface(node.children[index])

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        node = self._node()
        key = _key_of(child)
        return node.children.index(key) if node is not None and key in node.children else -1


class NodeInterface(_TreeChildren, QAccessibleWidget):  # type: ignore[misc]
    """One node: role, words, states, rectangle, children and actions from the tree."""

    # Weakly: its proxy holds it (``ProxyWidget.interface``).
    _proxy = WeakAttribute[ProxyWidget]()

    def __init__(self, proxy: ProxyWidget) -> None:
        QAccessibleWidget.__init__(self, proxy, QAccessible.Role.Client, "")
        self._proxy = proxy

    def _node(self) -> Node | None:
        return self._proxy.layer.node(self._proxy.key, gone_too=True)

    def _layer(self) -> TableAccessibility:
        return self._proxy.layer

    def role(self) -> QAccessible.Role:
        node = self._node()
        return node.role if node is not None else QAccessible.Role.NoRole

    def text(self, kind: QAccessible.Text) -> str:
        node = self._node()
        if node is None:
            return ""
        if kind == QAccessible.Text.Name:
            return node.name
        if kind == QAccessible.Text.Description:
            return node.description
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        node = self._node()
        if node is None:
            state.invisible = True
            return state
        state.focusable = node.focusable
        state.focused = node.focused
        # A card of a hand is chosen by its focus; a button is pressed, never chosen.
        state.selectable = node.focusable and node.role is QAccessible.Role.ListItem
        state.selected = node.selected
        state.checkable = node.checkable
        state.checked = node.checked
        state.invisible = node.rect is None and node.role not in (
            QAccessible.Role.StatusBar, QAccessible.Role.StaticText, QAccessible.Role.List)
        return state

    def rect(self) -> QRect:
        node = self._node()
        if node is None or node.rect is None:
            return QRect()
        return self._proxy.layer.port.to_screen(node.rect)

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        node = self._node()
        return self._proxy.layer.interface(node.parent if node is not None else ROOT)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def actionNames(self) -> list[str]:
        node = self._node()
        return [_ACTION_NAMES[name]() for name in node.actions] if node is not None else []

    def doAction(self, action: str) -> None:
        node = self._node()
        if node is None:
            return
        for name, run in node.actions.items():
            if _ACTION_NAMES[name]() == action:
                run()
                return

    def keyBindingsForAction(self, action: str) -> list[str]:
        return []


class TableInterface(_TreeChildren, QAccessibleWidget):  # type: ignore[misc]
    """The table view: its children are the tree's top-level nodes."""

    # Weakly: the layer holds it (``TableAccessibility.view_interface``).
    _table = WeakAttribute["TableAccessibility"]()

    def __init__(self, view: TableView, layer: TableAccessibility) -> None:
        QAccessibleWidget.__init__(self, view, QAccessible.Role.Client, "")
        self._table = layer

    def _node(self) -> Node | None:
        return self._table.node(ROOT)

    def _layer(self) -> TableAccessibility:
        return self._table

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            root = self._node()
            return root.name if root is not None else ""
        if self._table.held:
            return ""  # the table on its way out (``hold``): its status, its cards
        return super().text(kind)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        if self._table.held:
            return None
        key = self._table.focused_key()
        return self._table.interface(key) if key is not None else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None


def _key_of(interface: QAccessibleInterface) -> str | None:
    obj = interface.object() if interface is not None else None
    return obj.key if isinstance(obj, ProxyWidget) else None


# The views that have a layer, for the factory (a view without one keeps Qt's interface).
# Weakly: each layer is its view's child, kept as long as the view; held here, it kept a
# view that nothing else held (its layer holds it) for the life of the program.
_LAYERS: weakref.WeakValueDictionary[int, TableAccessibility] = weakref.WeakValueDictionary()


def _factory(_key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, ProxyWidget):
        obj.interface = NodeInterface(obj)  # kept alive as long as its widget
        return obj.interface
    if isinstance(obj, TableView):
        layer = _LAYERS.get(id(obj))
        if layer is not None:
            return layer.view_interface_now()
    return None


_installed = False


def install_factory() -> None:
    """Install the factory once, before Qt builds the table view's interface."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


class TableAccessibility(QObject):
    """The accessibility layer of one table: ``TableAccessibility(view, port)``.

    ``spoken`` carries each announcement (also sent to screen readers), so the window can
    show it on the status line.
    """

    spoken = Signal(str)

    # Weakly: the layer is the view's child (held by it), so that a view let go of is
    # freed at once, by reference count, its layer with it.
    _view = WeakAttribute[TableView]()

    def __init__(self, view: TableView, port: TablePort) -> None:
        super().__init__(view)
        install_factory()
        self._view = view
        self.port = port
        self.view_interface: TableInterface | None = None
        self._proxies: dict[str, ProxyWidget] = {}
        self._tree: dict[str, Node] | None = None
        self._shown: dict[str, Node] = {}
        self._focus: str | None = None
        #: Saying nothing of the table (``hold``); a focus move came meanwhile.
        self.held = False
        self._focus_withheld = False
        key = id(view)
        _LAYERS[key] = self
        # Over the key alone: Qt keeps this callable until the view goes, and one over the
        # view kept its Python side as long.
        view.destroyed.connect(lambda: _LAYERS.pop(key, None))
        port.on_change(self.refresh)
        port.on_focus(self._focus_moved)
        self.announcer = Announcer(port, self.speak, self)

    def view_interface_now(self) -> TableInterface:
        """The view's interface, made now: Qt asks for it once and keeps it."""
        self.view_interface = TableInterface(self._view, self)
        return self.view_interface

    # ---------------------------------------------------------------- the tree
    def tree(self) -> dict[str, Node]:
        if self._tree is None:
            self._tree = build_tree(self.port)
        return self._tree

    def node(self, key: str, *, gone_too: bool = False) -> Node | None:
        """The node ``key`` of the table now; with ``gone_too`` also one that just left
        (Qt asks a removed node for its parent while it says it went)."""
        found = self.tree().get(key)
        return self._shown.get(key) if found is None and gone_too else found

    def proxy(self, key: str) -> ProxyWidget:
        proxy = self._proxies.get(key)
        if proxy is None:
            proxy = ProxyWidget(self, key, self._view)
            self._proxies[key] = proxy
        return proxy

    def interface(self, key: str) -> QAccessibleInterface | None:
        return QAccessible.queryAccessibleInterface(self._target(key))

    def focused_key(self) -> str | None:
        return next((k for k, n in self.tree().items() if n.focused), None)

    # ---------------------------------------------------------------- events
    def refresh(self) -> None:
        """Rebuild the tree and tell assistive technology what changed."""
        self._tree = None
        if not QAccessible.isActive():
            return
        old = self._shown
        new = self.tree()
        for key in old.keys() - new.keys():
            self._send(key, QAccessible.Event.ObjectDestroyed)  # still answers from ``old``
        self._shown = dict(new)
        for key, node in new.items():
            before = old.get(key)
            if before is None:
                if old:
                    self._send(key, QAccessible.Event.ObjectCreated)
                continue
            if before.name != node.name:
                self._send(key, QAccessible.Event.NameChanged)
            if before.description != node.description:
                self._send(key, QAccessible.Event.DescriptionChanged)
            if not before.same_state(node):
                changed = QAccessible.State()
                changed.checked = before.checked != node.checked
                changed.selected = before.selected != node.selected
                changed.focused = before.focused != node.focused
                QAccessible.updateAccessibility(
                    QAccessibleStateChangeEvent(self._target(key), changed))
        self._send_focus()

    def _target(self, key: str) -> QObject:
        return self._view if key == ROOT else self.proxy(key)

    def _send(self, key: str, kind: QAccessible.Event) -> None:
        QAccessible.updateAccessibility(QAccessibleEvent(self._target(key), kind))

    def _focus_moved(self) -> None:
        self._tree = None
        self._send_focus()

    def _send_focus(self) -> None:
        key = self.focused_key()
        if key != self._focus:
            if self.held:
                self._focus_withheld = True
                return
            self._focus = key
            if key is not None and QAccessible.isActive():
                self._send(key, QAccessible.Event.Focus)

    # ---------------------------------------------------------------- a table replaced
    def hold(self) -> None:
        """Say nothing of the table but its name until ``release``: a new match is about
        to replace it. Between New game's dialog and the deal (the question whether to end
        the match comes in between), the window takes the focus back for a moment, and a
        screen reader read the old table's upcard and cards before the new deal."""
        self.held = True
        # The focus coming to the table is a move a screen reader says, card or none.
        self._focus_withheld = not self._view.hasFocus()

    def release(self) -> None:
        """Speak of the table again: if the focus came to it meanwhile, or the focused
        card changed, it is said as it is now."""
        if not self.held:
            return
        self.held = False
        self._tree = None
        key = self.focused_key()
        withheld = self._focus_withheld or key != self._focus
        self._focus = key
        if withheld and self._view.hasFocus() and QAccessible.isActive():
            self._send(key if key is not None else ROOT, QAccessible.Event.Focus)

    def speak(self, text: str) -> None:
        """Announce ``text`` to screen readers (politely: after what they are saying)."""
        if not text:
            return
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self._view, text))
        self.spoken.emit(text)
