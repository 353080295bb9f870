"""One plain English line saying why an action is sensible, for hints and the advisor."""

from __future__ import annotations

from gin_desktop.engine import melds
from gin_desktop.engine.actions import Action, ActionKind
from gin_desktop.engine.cards import Card, cards_to_mask
from gin_desktop.engine.view import SeatView

from .handeval import card_of, deadwood, joins_meld
from .knowledge import cards_of


def _meld_with(hand: tuple[Card, ...], card: Card) -> str | None:
    """The meld ``card`` would sit in with ``hand`` (least-deadwood layout), as text."""
    arrangement = melds.best_arrangement((*hand, card))
    for meld in arrangement.melds:
        if card in meld.cards:
            kind = "set" if meld.kind is melds.MeldKind.SET else "run"
            return f"a {kind} {meld.text()}"
    return None


def reason_for(view: SeatView, action: Action) -> str:
    """Why ``action`` is a good move in ``view`` (one line, no trailing period)."""
    hand = view.hand
    mask = cards_to_mask(hand)
    top = view.upcard
    kind = action.kind
    if kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD) and top is not None:
        verb = "Take" if kind is ActionKind.TAKE_UPCARD else "Pick up"
        made = _meld_with(hand, top)
        if made:
            return f"{verb} the {top}: it makes {made}"
        if joins_meld(mask, top):
            return f"{verb} the {top}: it goes with cards you hold"
        before = _best_ten(mask | (1 << top.index), blocked=top)
        return (f"{verb} the {top}: a low card that brings your deadwood down to "
                f"{before}") if top.points <= 5 else f"{verb} the {top}: it improves your hand"
    if kind in (ActionKind.PASS_UPCARD, ActionKind.DRAW_STOCK):
        verb = "Pass" if kind is ActionKind.PASS_UPCARD else "Draw from the stock"
        if top is None:
            return f"{verb}: there is nothing to pick up"
        if kind is ActionKind.PASS_UPCARD:
            return f"Pass the {top}: it does not fit your hand well enough"
        return f"Draw from the stock: the {top} does not fit your hand well enough"
    if kind is ActionKind.BIG_GIN:
        return "Call big gin: all eleven cards are in melds"
    if kind is ActionKind.KNOCK and action.card is not None:
        left = deadwood(mask ^ (1 << action.card.index))
        if left == 0:
            return f"Go gin, discarding the {action.card}: every other card is in a meld"
        return (f"Knock, discarding the {action.card}: {left} deadwood is low enough "
                "to win the hand")
    if kind is ActionKind.DISCARD and action.card is not None:
        card = action.card
        left = deadwood(mask ^ (1 << card.index))
        total = deadwood(mask)
        loose = total - left == card.points
        can_knock = any(a.kind is ActionKind.KNOCK for a in view.legal_actions)
        hold = " and hold on rather than knock" if can_knock else ""
        if loose and card.points >= 8:
            return f"Discard the {card}{hold}: a high card in no meld, leaving {left} deadwood"
        if loose:
            return f"Discard the {card}{hold}: it fits nothing and leaves {left} deadwood"
        return f"Discard the {card}{hold}: it keeps your best chances, leaving {left} deadwood"
    return f"{action.text().capitalize()}: the best move here"


def _best_ten(mask11: int, blocked: Card | None) -> int:
    best = 999
    for card in cards_of(mask11):
        if card is blocked:
            continue
        best = min(best, deadwood(mask11 ^ (1 << card.index)))
    return best


__all__ = ["card_of", "reason_for"]
