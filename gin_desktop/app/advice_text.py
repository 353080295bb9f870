"""Moves and the reasons for them in the player's language: hints, the three-hand advisor's
suggestions and the computer captain's replies.

``gin_desktop.ai`` has no Qt in it, so it gives each reason as an
:class:`~gin_desktop.ai.Reason`: an English whole-sentence template, marked for lupdate in
the context "Advice", and the values of its placeholders. :func:`advice_text` translates the
template and puts the values in the game's words: cards as the table writes them ("7♥"),
or in words for a screen reader (``card=prompts.card_name``), a meld as its cards (to the
ear as a player says it, "five to seven of hearts"), a move as :func:`describe_action` says
it, a nested reason the same way. Everything that shows a reason to the player goes
through it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from gin_desktop.ai import Advice, Reason
from gin_desktop.ai.explain import SPOKEN_TEMPLATES, move_value
from gin_desktop.engine import Action, ActionKind, Card, Meld, SeatView

from .accessibility import meld_text
from .agreement import agreeing
from .i18n import translate as _tr
from .prompts import CardText, card_label


def describe_action(action: Action, card_text: CardText = card_label) -> str:
    """An action in words, for hints, advice and suggestions at the table: "discard the 9♠"."""
    card = card_text(action.card) if action.card is not None else ""
    kind = action.kind
    if kind is ActionKind.TAKE_UPCARD:
        return _tr("take the upcard")
    if kind is ActionKind.PASS_UPCARD:
        return _tr("pass the upcard")
    if kind is ActionKind.DRAW_STOCK:
        return _tr("draw from the stock")
    if kind is ActionKind.DRAW_DISCARD:
        return _tr("take the top card of the discard pile")
    if kind is ActionKind.DISCARD:
        return _tr("discard the {card}").format(card=card)
    if kind is ActionKind.KNOCK:
        return _tr("knock, discarding the {card}").format(card=card)
    if kind is ActionKind.BIG_GIN:
        return _tr("declare big gin")
    return _tr("deal the next hand")


def describe_move(view: SeatView, action: Action, card_text: CardText = card_label) -> str:
    """``action`` in words as ``describe_action`` says it, but a knock that leaves
    ``view``'s hand no deadwood as going gin: "go gin, discarding the 9♠" (Straight Gin
    and Oklahoma's ace hand have no other knock; the Knock button reads "Gin!" then)."""
    value = move_value(view, action)
    if isinstance(value, Reason):
        return _inline(value, card_text)
    return describe_action(action, card_text)


def _translate(template: str) -> str:
    # The templates are marked with QT_TRANSLATE_NOOP("Advice", ...) in gin_desktop/ai.
    return agreeing(QCoreApplication.translate("Advice", template))


def _translator(card: CardText) -> Callable[[str], str]:
    """How templates are translated for cards written by ``card``: for the ear (any
    ``card`` but ``card_label``) a reason naming a meld takes its spoken twin, "it makes
    four sevens", not "it makes a set four sevens"."""
    if card is card_label:
        return _translate
    return lambda template: _translate(SPOKEN_TEMPLATES.get(template, template))


def advice_text(advice: Advice | Reason, card: CardText = card_label) -> str:
    """Why the advice (or the reason) says so, in the current language: "Take the 7♥: it
    makes a run 5♥ 6♥ 7♥"; in Spanish "Toma el 7♥: forma una escalera 5♥ 6♥ 7♥"."""
    reason = advice.explanation if isinstance(advice, Advice) else advice
    return reason.render(_translator(card), _value_text(card))


def advice_inline(advice: Advice | Reason, card: CardText = card_label) -> str:
    """As :func:`advice_text`, going on a sentence after its colon: "Better: discard the
    10♣ instead: …" (Portuguese "Melhor: compre do monte: …"), "Hint: draw from the
    stock: …", not a capital mid-sentence. Its first word is a move's verb in every
    language, lower case there as anywhere in a sentence; its templates, written to stand
    alone, begin with a capital. (The captain's replies begin with "I": not for them.)"""
    text = advice_text(advice, card)
    return text[:1].lower() + text[1:]


def as_sentence(reason: str) -> str:
    """``reason`` (a reason's words, written without a full stop to go on after a colon)
    ended as a sentence. The one place a reason gets its full stop, for the adviser's bubble
    and the hint's line alike: the hint's template ending it and the bubble's code ending
    it were two ways of one thing."""
    return reason if reason.endswith((".", "…", "!", "?")) else reason + "."


def _inline(reason: Reason, card: CardText) -> str:
    """A reason as it stands inside a sentence: its first letter as written."""
    return reason.inline(_translator(card), _value_text(card))


def _value_text(card: CardText) -> Callable[[int | Card | Meld | Action], str]:
    """How the values of a reason are written, its cards by ``card``."""

    def value_text(value: int | Card | Meld | Action) -> str:
        if isinstance(value, Card):
            return card(value)
        if isinstance(value, Meld):
            # "5♥ 6♥ 7♥" as the table writes it; in words as a player says it, "five to
            # seven of hearts", not card by card.
            return meld_text(value, card)
        if isinstance(value, Action):
            return describe_action(value, card)
        return str(value)

    return value_text


__all__ = ["advice_inline", "advice_text", "as_sentence", "describe_action", "describe_move"]
