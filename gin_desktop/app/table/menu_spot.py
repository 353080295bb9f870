"""What a context menu on the table is about: a card of the own hand, the stock, the
discard pile, or the felt (``TableScene.menu_spot_at``, ``TableScene.focused_menu_spot``).
The window words the menu (``app/table_menu.py``); the scene only says where it was asked."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QRectF

from gin_desktop.engine import Card


class SpotKind(Enum):
    HAND_CARD = "card"
    STOCK = "stock"
    PILE = "pile"
    FELT = "felt"


@dataclass(frozen=True, slots=True)
class MenuSpot:
    """The place a context menu was asked for: ``card`` for ``HAND_CARD``; ``rect``: the
    item there in scene units, where a menu asked for by the keys opens (None: the felt
    with nothing focused)."""

    kind: SpotKind
    card: Card | None = None
    rect: QRectF | None = None


__all__ = ["MenuSpot", "SpotKind"]
