"""The card table for screen readers: its cards, piles, buttons and panels as accessible
objects, and what happens at the table in words.

``attach(view)`` is the one call the window makes (and ``return_focus_to``, which brings
the keyboard focus back to the table after each dialog). ``port.py`` is what this package needs
from the table, ``tree.py`` the nodes, ``bridge.py`` Qt's accessibility interfaces and
events, ``announcer.py`` the running commentary, ``speech.py`` the sentences.
"""

from __future__ import annotations

from ..table import TableView
from .announcer import Announcer
from .bridge import TableAccessibility, install_factory
from .focus import return_focus_to
from .port import SceneTable, TablePort


def attach(view: TableView) -> TableAccessibility:
    """Expose ``view``'s table to assistive technology and announce its moves."""
    return TableAccessibility(view, SceneTable(view))


__all__ = ["Announcer", "SceneTable", "TableAccessibility", "TablePort", "attach",
           "install_factory", "return_focus_to"]
