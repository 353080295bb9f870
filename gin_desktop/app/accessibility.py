"""Words for people who do not see the table: card names, what a card does in the hand, and
announcements that reach both the status line and screen readers.

Everything here is translated (context "Cards" and "Accessibility"), so a Spanish player
hears "siete de corazones, en una escalera". A card's name is ``prompts.card_name``, beside
``card_label`` that the table shows (offered here too, as ``card_name``).
"""

from __future__ import annotations

from collections.abc import Sequence

from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from gin_desktop.engine import Arrangement, Card, Meld, MeldKind, best_arrangement

from .agreement import CardList, agreeing
from .i18n import translate as _tr
from .prompts import CardText, card_label, rank_name, suit_name
from .prompts import card_name as card_name


def list_separator() -> str:
    """The separator between list items in the current language (", ")."""
    return QCoreApplication.translate("Accessibility", ", ", "separator between list items")


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def card_role(card: Card, hand: Sequence[Card], layout: Arrangement | None = None) -> str:
    """What ``card`` does in ``hand`` laid out as ``layout`` (the table's; None: arranged
    for the least deadwood): "in a run", "in a set" or "deadwood"."""
    if card not in hand:
        return ""
    arrangement = best_arrangement(hand) if layout is None else layout
    for meld in arrangement.melds:
        if card in meld.cards:
            if meld.kind is MeldKind.RUN:
                return QCoreApplication.translate("Accessibility", "in a run")
            return QCoreApplication.translate("Accessibility", "in a set")
    return QCoreApplication.translate("Accessibility", "deadwood")


def hand_card_details(card: Card, hand: Sequence[Card], *, position: int | None = None,
                      note: str = "", layout: Arrangement | None = None) -> list[str]:
    """What is said after a hand card's name: its role (in ``layout``), ``note`` and its
    place."""
    parts = []
    role = card_role(card, hand, layout)
    if role:
        parts.append(role)
    if note:
        parts.append(note)
    if position is not None:
        parts.append(QCoreApplication.translate("Accessibility", "card {n} of {count}").format(
            n=position + 1, count=len(hand)))
    return parts


def describe_hand_card(card: Card, hand: Sequence[Card], *, position: int | None = None,
                       note: str = "", layout: Arrangement | None = None) -> str:
    """The focused card as a screen reader should say it: "Seven of hearts, in a run, card 3
    of 10" (plus ``note``, e.g. "just drawn")."""
    return list_separator().join([capitalised(card_name(card)),
                                  *hand_card_details(card, hand, position=position,
                                                     note=note, layout=layout)])


def list_cards(cards: Sequence[Card]) -> str:
    """Cards in words, separated by commas: "ace of spades, two of spades" (a template may
    put each in a case, "{cards:acc}": agreement.py)."""
    return CardList([card_name(c) for c in cards], list_separator())


# How a meld is said (``meld_name``). QT_TRANSLATE_NOOP marks them for lupdate; its stub
# types the result as object.
#: A run said as a player says it: "five to eight of hearts". {low}, {high}: its lowest
#: and highest rank words (a template may give them an article, "{low:del|de la}", or a
#: case, "{low:gen}"); {suit}: the suit as a card's name ends with it. The words stand
#: as they are wherever a sentence puts the run, in any case.
_RUN: Final = QT_TRANSLATE_NOOP("Cards", "{low} to {high} of {suit}")
#: The rank words ace ... king in the plural ("three sevens"), in this order, separated
#: by "|".
_RANKS_PLURAL: Final = QT_TRANSLATE_NOOP(
    "Cards", "aces|twos|threes|fours|fives|sixes|sevens|eights|nines|tens|jacks|queens|kings")
#: A set of all four cards of a rank: "four sevens". {ranks}: the rank in the plural.
_SET_OF_FOUR: Final = QT_TRANSLATE_NOOP("Cards", "four {ranks}")
#: A set of three cards of a rank, by their suits: "sevens of hearts, spades and clubs".
#: {ranks}: the rank in the plural; {suits}: the suits as a card's name ends with them.
_SET_BY_SUITS: Final = QT_TRANSLATE_NOOP("Cards", "{ranks} of {suits}")


def meld_name(meld: Meld) -> str:
    """A meld as a player says it: a run by its range, "five to eight of hearts"; a set
    by its rank, "four sevens", or with its three suits, "sevens of hearts, spades and
    clubs". Card by card ("five of hearts, six of hearts, ...") the ear must add it up."""
    if meld.kind is MeldKind.RUN:
        low, high = min(meld.cards, key=_rank), max(meld.cards, key=_rank)
        return agreeing(_in_cards(_RUN)).format(low=rank_name(low), high=rank_name(high),
                                                suit=suit_name(low.suit))
    rank = meld.cards[0].rank
    plurals = _in_cards(_RANKS_PLURAL).split("|")
    if len(plurals) != 13:  # a translation short of a rank word
        plurals = str(_RANKS_PLURAL).split("|")
    ranks = plurals[rank - 1].strip()
    if len(meld.cards) == 4:
        return _in_cards(_SET_OF_FOUR).format(ranks=ranks)
    suits = CardList([suit_name(c.suit) for c in meld.cards], list_separator(),
                     _tr("{cards} and {last}"))
    return _in_cards(_SET_BY_SUITS).format(ranks=ranks, suits=suits)


def meld_text(meld: Meld, card: CardText = card_label) -> str:
    """A meld as the table lays it out, "3♦ 4♦ 5♦" (``card`` is ``card_label``); for the
    ear (any other ``card``) as ``meld_name`` says it."""
    if card is card_label:
        return CardList([card(c) for c in meld.cards], " ")
    return meld_name(meld)


def _rank(card: Card) -> int:
    return card.rank


def _in_cards(marked: object) -> str:
    return QCoreApplication.translate("Cards", str(marked))


def spoken(text: str) -> str:
    """``text`` as a screen reader should say it: a menu path's arrow ("Help ▸ Rules"),
    read out as "black right-pointing small triangle", becomes a pause ("Help, Rules")."""
    return text.replace(" ▸ ", list_separator())


def dots_as_pauses(text: str) -> str:
    """``text`` with the middle dots that part its pieces on screen ("Hand 2 · deal #7"),
    read out as "middle dot", made pauses ("Hand 2, deal #7")."""
    return text.replace(" · ", list_separator())


def without_pointers(text: str) -> str:
    """``text`` without the triangles that point on screen ("◀ your choice", "Next ▶"),
    which a screen reader reads out as "black left-pointing triangle" before the words."""
    return " ".join(text.replace("◀", " ").replace("▶", " ").split())


def announce(widget: QWidget, text: str, *, speak: bool = True) -> None:
    """Tell assistive technology that ``widget`` now describes ``text``, and with ``speak``
    announce it (a screen reader says it at once); the caller shows the same text on
    screen."""
    text = spoken(text)
    widget.setAccessibleDescription(text)
    if QAccessible.isActive():
        QAccessible.updateAccessibility(
            QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged))
    if speak:
        say(widget, text)


def say(widget: QWidget, text: str) -> None:
    """Announce ``text`` from ``widget`` (a screen reader says it at once), leaving what
    ``widget`` describes as it was."""
    if QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, spoken(text)))
