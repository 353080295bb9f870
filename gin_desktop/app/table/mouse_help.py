"""What the mouse does at the table, for the Keyboard shortcuts window: a new player finds
there (as on the table's prompt) that a click lifts a card and a drag or a double-click
discards it. The rows follow the scene's own handling (``scene.py``: press, drag, release,
double-click)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..i18n import translate as _tr


def help_sections() -> list[tuple[str, list[tuple[str, str]]]]:
    """[(title, [(what, how)])], in the ``ShortcutsDialog(extra=...)`` form."""
    rows = [
        (_tr("Draw from the stock"), _tr("Click the stock")),
        (_tr("Take the upcard or the top of the discard pile"),
         _tr("Click the discard pile, or drag its card to your hand")),
        # An action named in a list, as its neighbours are (an infinitive in Czech,
        # Spanish and Portuguese), not the table's prompt of the same English words, a
        # request to the player: the list read "Odhoďte kartu" among infinitives.
        (QCoreApplication.translate("GinDesktop", "Discard a card", "action in a list"),
         _tr("Drag the card onto the discard pile, or double-click it")),
        (_tr("Knock with a card"),
         _tr("Drag the card onto the knock spot, or press Knock and then discard it")),
        (_tr("Rearrange your hand"), _tr("Drag a card to another place in your hand")),
        (_tr("Look at a card"), _tr("Click it: it only lifts, it is not discarded")),
        # Not a click on the pile: while the player is to discard, that says how to
        # discard (a discard gone astray, scene._pile_clicked).
        (_tr("See the whole discard pile"),
         _tr("Click the count under it (▾), or rest the pointer on the pile")),
        (_tr("See what you can do with a card, the stock, the discard pile or the table"),
         _tr("Right-click it")),
    ]
    return [(_tr("Playing with the mouse"), rows)]


__all__ = ["help_sections"]
