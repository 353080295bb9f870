"""The card table for screen readers: its cards, piles, buttons and panels as accessible
objects, and what happens at the table in words.

``attach(view)`` builds the layer (``port.py`` is what this package needs from the table,
``tree.py`` the nodes, ``bridge.py`` Qt's accessibility interfaces and events,
``announcer.py`` the running commentary, ``speech.py`` the sentences);
``return_focus_to`` brings the keyboard focus back to the table after each dialog.

The window builds the layer after its first paint, and importing this package imports
none of it: ``attach_when_asked`` covers the moments before, building the layer the
first time a screen reader asks Qt about the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface

from .focus import return_focus_to

if TYPE_CHECKING:
    from ..table import TableView
    from .bridge import TableAccessibility


def attach(view: TableView) -> TableAccessibility:
    """Expose ``view``'s table to assistive technology and announce its moves."""
    from .bridge import TableAccessibility
    from .port import SceneTable

    _WAITING.pop(id(view), None)
    return TableAccessibility(view, SceneTable(view))


# Views whose layer is still to come: the window's way to build it (id of the view: key).
_WAITING: dict[int, Callable[[], TableAccessibility]] = {}
_asking_installed = False


def _first_question(_key: str, obj: QObject) -> QAccessibleInterface | None:
    build = _WAITING.pop(id(obj), None)
    if build is None:
        return None
    # Qt keeps the first interface it gets for an object: it must be the layer's.
    return build().view_interface_now()


def attach_when_asked(view: TableView, build: Callable[[], TableAccessibility]) -> None:
    """Call ``build`` (which attaches ``view``'s layer) when a screen reader asks about
    ``view`` before the window has built the layer itself."""
    global _asking_installed
    if not _asking_installed:
        QAccessible.installFactory(_first_question)
        _asking_installed = True
    key = id(view)
    _WAITING[key] = build
    view.destroyed.connect(lambda: _WAITING.pop(key, None))  # over the key, not the view


__all__ = ["attach", "attach_when_asked", "return_focus_to"]
