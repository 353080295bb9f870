"""A reason as data: an English template and its values, so that it can be translated.

The ai package is a library with no Qt in it, yet the game shows its reasons in the player's
language. So a reason is kept as a :class:`Reason`: a whole-sentence English template with
named placeholders (``"Take the {card}: it makes a run {meld}"``) and the values that fill
them. :meth:`Reason.text` gives the English line; the app translates the template (context
``"Advice"``) and formats the values in its own way (``gin_desktop/app/advice_text.py``).

Every template is marked with :func:`QT_TRANSLATE_NOOP` where it is written, which is how
``make translations`` (pyside6-lupdate reads the Python sources) finds it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeAlias

from gin_desktop.engine.actions import Action
from gin_desktop.engine.cards import Card
from gin_desktop.engine.melds import Meld

# The translation context of every template.
CONTEXT = "Advice"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for lupdate, as Qt's own QT_TRANSLATE_NOOP does; returns it unchanged."""
    return text


# What a placeholder can stand for: a number, a card, a meld, a move (the game's words for
# it), or another reason (a sentence inside a sentence).
ReasonValue: TypeAlias = "int | Card | Meld | Action | Reason"


@dataclass(frozen=True)
class Reason:
    """An English sentence template (no trailing period) and the values of its
    placeholders, e.g. ``Reason("Take the {card}: it makes a run {meld}", (("card", c),
    ("meld", m)))``."""

    template: str
    values: tuple[tuple[str, ReasonValue], ...] = ()

    @staticmethod
    def of(template: str, **values: ReasonValue) -> Reason:
        return Reason(template, tuple(values.items()))

    def render(self, translate: Callable[[str], str],
               value_text: Callable[[int | Card | Meld | Action], str]) -> str:
        """The sentence with ``translate(template)`` filled in: nested reasons rendered the
        same way, the other values by ``value_text``. The first letter is made upper case
        (a move's words may start the sentence); a nested reason's is left as written, as
        it stands inside the sentence ("… because it makes a set 7♣ 7♦ 7♥")."""
        line = self._filled(translate, value_text)
        return line[:1].upper() + line[1:]

    def inline(self, translate: Callable[[str], str],
               value_text: Callable[[int | Card | Meld | Action], str]) -> str:
        """As :meth:`render`, its first letter as written: for a reason that stands
        inside another sentence ("suggests: go gin, discarding the 9♠")."""
        return self._filled(translate, value_text)

    def _filled(self, translate: Callable[[str], str],
                value_text: Callable[[int | Card | Meld | Action], str]) -> str:
        filled = {name: value._filled(translate, value_text) if isinstance(value, Reason)
                  else value_text(value) for name, value in self.values}
        return translate(self.template).format_map(filled)

    def text(self) -> str:
        """The English line: cards as ``7H``, melds as ``5H 6H 7H``, moves as ``discard 9S``."""
        return self.render(_same, _english)

    def __str__(self) -> str:
        return self.text()


def _same(template: str) -> str:
    return template


def _english(value: int | Card | Meld | Action) -> str:
    if isinstance(value, Meld | Action):
        return value.text()
    return str(value)


__all__ = ["CONTEXT", "QT_TRANSLATE_NOOP", "Reason", "ReasonValue"]
