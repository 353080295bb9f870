"""Why an action is sensible, for hints and the advisor: one sentence, kept as a
:class:`~gin_desktop.ai.reason.Reason` so that the game can show it in the player's language.

Each template is a whole sentence (translators need those, not glued fragments) marked with
``QT_TRANSLATE_NOOP("Advice", ...)`` for ``make translations``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from gin_desktop.engine import melds
from gin_desktop.engine.actions import Action, ActionKind
from gin_desktop.engine.cards import Card, cards_to_mask
from gin_desktop.engine.hand import knock_goes_gin
from gin_desktop.engine.view import SeatView

from .handeval import card_of, deadwood, joins_meld
from .knowledge import cards_of
from .reason import QT_TRANSLATE_NOOP, Reason

# Taking the upcard on the first turn ("Take") or the top of the discard pile later
# ("Pick up"), by what the card does for the hand. (#: lines are notes for translators.)
_DRAW_REASONS: Final[dict[tuple[ActionKind, str], str]] = {
    # Gin this turn: the card and nine of the hand's cards in melds, one of them thrown
    # ("it makes a run", true, said nothing of the gin the player could call).
    #: Taking the upcard offered on the first turn, which lets the player go gin in the
    #: same turn. {card}: a card, e.g. "7♥".
    (ActionKind.TAKE_UPCARD, "gin"):
        QT_TRANSLATE_NOOP("Advice", "Take the {card}: with it you can go gin at once"),
    #: Taking the top card of the discard pile, which lets the player go gin this turn.
    (ActionKind.DRAW_DISCARD, "gin"):
        QT_TRANSLATE_NOOP("Advice", "Pick up the {card}: with it you can go gin at once"),
    (ActionKind.TAKE_UPCARD, "set"):
        #: Taking the upcard offered on the first turn. {card}: a card, e.g. "7♥"; {meld}:
        #: the meld's cards, e.g. "7♣ 7♦ 7♥".
        QT_TRANSLATE_NOOP("Advice", "Take the {card}: it makes a set {meld}"),
    (ActionKind.TAKE_UPCARD, "run"):
        QT_TRANSLATE_NOOP("Advice", "Take the {card}: it makes a run {meld}"),
    # The card lengthens a meld the hand holds already (a fourth of a kind, a run's next
    # card): "it makes a run 3♥ 4♥ 5♥ 6♥" read as news to a player holding 3♥ 4♥ 5♥ (s40).
    #: {meld}: the meld with the card, e.g. "3♥ 4♥ 5♥ 6♥", whose other cards were a meld
    #: already.
    (ActionKind.TAKE_UPCARD, "extends"):
        QT_TRANSLATE_NOOP("Advice", "Take the {card}: it extends a meld to {meld}"),
    (ActionKind.TAKE_UPCARD, "joins"):
        QT_TRANSLATE_NOOP("Advice", "Take the {card}: it goes with cards you hold"),
    (ActionKind.TAKE_UPCARD, "low"):
        #: {left}: the points of deadwood left, a number.
        QT_TRANSLATE_NOOP("Advice", "Take the {card}: a low card that brings your deadwood "
                                    "down to {left}"),
    (ActionKind.TAKE_UPCARD, "better"):
        QT_TRANSLATE_NOOP("Advice", "Take the {card}: it improves your hand"),
    (ActionKind.DRAW_DISCARD, "set"):
        #: Taking the top card of the discard pile (after the first turn).
        QT_TRANSLATE_NOOP("Advice", "Pick up the {card}: it makes a set {meld}"),
    (ActionKind.DRAW_DISCARD, "run"):
        QT_TRANSLATE_NOOP("Advice", "Pick up the {card}: it makes a run {meld}"),
    (ActionKind.DRAW_DISCARD, "extends"):
        QT_TRANSLATE_NOOP("Advice", "Pick up the {card}: it extends a meld to {meld}"),
    (ActionKind.DRAW_DISCARD, "joins"):
        QT_TRANSLATE_NOOP("Advice", "Pick up the {card}: it goes with cards you hold"),
    (ActionKind.DRAW_DISCARD, "low"):
        QT_TRANSLATE_NOOP("Advice", "Pick up the {card}: a low card that brings your "
                                    "deadwood down to {left}"),
    (ActionKind.DRAW_DISCARD, "better"):
        QT_TRANSLATE_NOOP("Advice", "Pick up the {card}: it improves your hand"),
}

# Leaving the card: when there is none to take, and when it does not fit.
_NOTHING_TO_PICK_UP: Final[dict[ActionKind, str]] = {
    ActionKind.PASS_UPCARD: QT_TRANSLATE_NOOP("Advice", "Pass: there is nothing to pick up"),
    ActionKind.DRAW_STOCK:
        QT_TRANSLATE_NOOP("Advice", "Draw from the stock: there is nothing to pick up"),
}
_PASS: Final = QT_TRANSLATE_NOOP("Advice",
                                 "Pass the {card}: it does not fit your hand well enough")
_DRAW_STOCK: Final = QT_TRANSLATE_NOOP(
    "Advice", "Draw from the stock: the {card} does not fit your hand well enough")
# The card would go in a meld, and leaving it is still the better move (the rest of the hand
# keeps better chances without it, or it saves little): "it does not fit your hand well
# enough" of a 2♦ beside 2♣ 2♥ was false (a Spanish sitter's advice, s66).
#: Leaving the face-up card {card} though it would go in a meld with cards of the hand.
_PASS_MELDS: Final = QT_TRANSLATE_NOOP(
    "Advice", "Pass the {card}: it would go in a meld, but your hand has better chances "
              "without it")
_DRAW_STOCK_MELDS: Final = QT_TRANSLATE_NOOP(
    "Advice", "Draw from the stock: the {card} would go in a meld, but your hand has better "
              "chances without it")
# Both players passed the upcard (RULES.md two-player 3): the stock is the only draw, and
# whether the card would fit is beside the point.
#: The first draw after both players passed the upcard {card}: it may not be picked up.
_ONLY_STOCK: Final = QT_TRANSLATE_NOOP(
    "Advice", "Draw from the stock: both players passed the {card}, so the stock is the "
              "only draw")

# All ten cards in melds already (dealt so, or gin not called): any card drawn can go at
# once for gin, so leaving the face-up card is no matter of how well it fits (it may fit
# perfectly). Said in every variant; Straight Gin and Oklahoma's ace hand meet it most.
#: Leaving the face-up card {card} with every card of the hand in a meld: gin comes after
#: the next draw, whatever it brings.
_PASS_COMPLETE: Final = QT_TRANSLATE_NOOP(
    "Advice", "Pass the {card}: all your cards are in melds already, so you can go gin "
              "after your next draw")
_DRAW_STOCK_COMPLETE: Final = QT_TRANSLATE_NOOP(
    "Advice", "Draw from the stock: all your cards are in melds already, so any card you "
              "draw lets you go gin")

_BIG_GIN: Final = QT_TRANSLATE_NOOP("Advice", "Call big gin: all eleven cards are in melds")
_GIN: Final = QT_TRANSLATE_NOOP(
    "Advice", "Go gin, discarding the {card}: every other card is in a meld")
_KNOCK: Final = QT_TRANSLATE_NOOP(
    "Advice", "Knock, discarding the {card}: {left} deadwood is low enough to win the hand")

# Discarding, by (whether the hand could knock instead, what the card is).
_DISCARD_REASONS: Final[dict[tuple[bool, str], str]] = {
    (False, "high"): QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card}: a high card in no meld, leaving {left} deadwood"),
    (False, "loose"): QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card}: it fits nothing and leaves {left} deadwood"),
    (False, "keep"): QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card}: it keeps your best chances, leaving {left} deadwood"),
    (True, "high"): QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card} and hold on rather than knock: a high card in no meld, "
                  "leaving {left} deadwood"),
    (True, "loose"): QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card} and hold on rather than knock: it fits nothing and "
                  "leaves {left} deadwood"),
    (True, "keep"): QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card} and hold on rather than knock: it keeps your best "
                  "chances, leaving {left} deadwood"),
}

# Where a knock is allowed, the hint's level (strong) plays on only when too many of the
# hands the other player may hold would undercut the knock (StrongStrategy.knock_choice):
# that is its reason, and what a beginner who may knock asks. It names no one's hand, so
# the player who sits out reads it about the captain's.
#: The hint discards where the player could knock: why not knock. "Undercut": the other
#: player ends with as little deadwood as the knocker, or less, and wins the hand.
HOLD_FOR_UNDERCUT: Final = QT_TRANSLATE_NOOP(
    "Advice", "Discard the {card} and hold on rather than knock: a knock now risks an "
              "undercut")

# The hint's knock (the strong level's) where the level reckons that some of the hands the
# other player may hold would undercut it: it knocks anyway when the chance is small enough
# (``StrongStrategy.undercut_tolerance``, up to a quarter with the rules' undercut bonus of
# 10), and "{left} deadwood is low enough to win the hand" promised a win it was not sure
# of. It names no one's hand, so the player who sits out reads it about the captain's.
#: The hint's knock, with the chance of an undercut the hint reckons from the cards seen.
#: {left}: points of deadwood; {chance}: a whole percentage, e.g. 15.
KNOCK_RISK: Final = QT_TRANSLATE_NOOP(
    "Advice", "Knock, discarding the {card}: {left} deadwood should win the hand, though "
              "the chance of an undercut is about {chance}%")

# A move in words, where a sentence names it ({move}): a knock that leaves no deadwood is
# gin, and Straight Gin and Oklahoma's ace hand have no other knock, so it is named as gin
# (the game's words for the other moves come from the app).
#: A move in words, as after "I'll" or "suggests:", like "knock, discarding the {card}"
#: (the game's words for a knock): going gin. {card}: the card discarded face down.
GO_GIN_MOVE: Final = QT_TRANSLATE_NOOP("Advice", "go gin, discarding the {card}")

# Any other move.
#: {move}: the move in words, e.g. "deal the next hand".
_BEST_MOVE: Final = QT_TRANSLATE_NOOP("Advice", "{move}: the best move here")

# The same reasons in the computer captain's own voice, for its reply to the person who
# sits out and advises it: that person holds no cards, so "your hand" would be wrong. Each
# is the part after "because" in the captain's reply (see advice.py), keyed as above; the
# reply names the move itself.
#: The computer captain's reason for its move, said to the player who advises it; it
#: follows "because" in the captain's reply, e.g. "I'll follow your advice and take the
#: upcard because it makes a set 7♣ 7♦ 7♥". "I", "my": the captain.
_MY_SET: Final = QT_TRANSLATE_NOOP("Advice", "it makes a set {meld}")
_MY_RUN: Final = QT_TRANSLATE_NOOP("Advice", "it makes a run {meld}")
_MY_DRAW_REASONS: Final[dict[str, str]] = {
    "gin": QT_TRANSLATE_NOOP("Advice", "with the {card} I can go gin at once"),
    "set": _MY_SET,
    "run": _MY_RUN,
    "extends": QT_TRANSLATE_NOOP("Advice", "it extends a meld to {meld}"),
    "joins": QT_TRANSLATE_NOOP("Advice", "the {card} goes with cards I hold"),
    "low": QT_TRANSLATE_NOOP("Advice", "the {card} is a low card that brings my deadwood "
                                       "down to {left}"),
    "better": QT_TRANSLATE_NOOP("Advice", "the {card} improves my hand"),
}
# The reasons that name a meld as the ear hears it, where the table's words read badly
# with the meld in words: "it makes a set four sevens", "it makes a run ten to queen of
# clubs" (the meld after "a set" as a label fits its cards, "7♣ 7♥ 7♠", not words).
#: Said to a screen-reader player. {meld}: the meld in words as a player says it, a set
#: "four sevens" or "sevens of clubs, hearts and spades", a run "ten to queen of clubs".
_SAID_SET: Final = QT_TRANSLATE_NOOP("Advice", "it makes {meld}")
#: Said to a screen-reader player. {meld}: a run in words, "ten to queen of clubs".
_SAID_RUN: Final = QT_TRANSLATE_NOOP("Advice", "it makes a run from {meld}")
SPOKEN_TEMPLATES: Final[dict[str, str]] = {
    _MY_SET: _SAID_SET,
    _MY_RUN: _SAID_RUN,
    _DRAW_REASONS[ActionKind.TAKE_UPCARD, "set"]: QT_TRANSLATE_NOOP(
        "Advice", "Take the {card}: it makes {meld}"),
    _DRAW_REASONS[ActionKind.TAKE_UPCARD, "run"]: QT_TRANSLATE_NOOP(
        "Advice", "Take the {card}: it makes a run from {meld}"),
    _DRAW_REASONS[ActionKind.DRAW_DISCARD, "set"]: QT_TRANSLATE_NOOP(
        "Advice", "Pick up the {card}: it makes {meld}"),
    _DRAW_REASONS[ActionKind.DRAW_DISCARD, "run"]: QT_TRANSLATE_NOOP(
        "Advice", "Pick up the {card}: it makes a run from {meld}"),
}
_MY_NOTHING_TO_PICK_UP: Final = QT_TRANSLATE_NOOP("Advice", "there is nothing to pick up")
_MY_LEAVE: Final = QT_TRANSLATE_NOOP("Advice", "the {card} does not fit my hand well enough")
_MY_LEAVE_MELDS: Final = QT_TRANSLATE_NOOP(
    "Advice", "the {card} would go in a meld, but my hand has better chances without it")
_MY_COMPLETE: Final[dict[ActionKind, str]] = {
    ActionKind.PASS_UPCARD: QT_TRANSLATE_NOOP(
        "Advice", "all my cards are in melds already, so I can go gin after my next draw"),
    ActionKind.DRAW_STOCK: QT_TRANSLATE_NOOP(
        "Advice", "all my cards are in melds already, so any card I draw lets me go gin"),
}
_MY_ONLY_STOCK: Final = QT_TRANSLATE_NOOP("Advice", "both players passed the {card}")
_MY_BIG_GIN: Final = QT_TRANSLATE_NOOP("Advice", "all eleven cards are in melds")
# The reply names the move as gin already ("I'll go gin, discarding the 9♠ because …").
_MY_GIN: Final = QT_TRANSLATE_NOOP("Advice", "every other card is in a meld")
_MY_KNOCK: Final = QT_TRANSLATE_NOOP("Advice",
                                     "{left} deadwood is low enough to win the hand")
_MY_DISCARD_REASONS: Final[dict[tuple[bool, str], str]] = {
    (False, "high"): QT_TRANSLATE_NOOP(
        "Advice", "it is a high card in no meld, leaving {left} deadwood"),
    (False, "loose"): QT_TRANSLATE_NOOP(
        "Advice", "it fits nothing and leaves {left} deadwood"),
    (False, "keep"): QT_TRANSLATE_NOOP(
        "Advice", "it keeps my best chances, leaving {left} deadwood"),
    (True, "high"): QT_TRANSLATE_NOOP(
        "Advice", "it is a high card in no meld, leaving {left} deadwood, and I would "
                  "rather hold on than knock"),
    (True, "loose"): QT_TRANSLATE_NOOP(
        "Advice", "it fits nothing and leaves {left} deadwood, and I would rather hold on "
                  "than knock"),
    (True, "keep"): QT_TRANSLATE_NOOP(
        "Advice", "it keeps my best chances, leaving {left} deadwood, and I would rather "
                  "hold on than knock"),
}
_MY_BEST_MOVE: Final = QT_TRANSLATE_NOOP("Advice", "it is the best move here")


# The same hints said to the person who sits out and advises the captain (RULES.md
# three-hand 2): the hint's move is the captain's, and so is the hand it speaks of. "Your
# hand" read as the sitter's own, who holds no cards. Keyed by the template said to whoever
# holds the hand; a template that names no one's hand is said the same to both. (The
# translations of those without "you" were in the second person too: "te quedas con".)
#: A hint for the player who sits out (three-hand) about the move to suggest to the captain,
#: whose hand it is: "the captain's hand", "the captain holds". {card}: a card, e.g. "7♥".
_FOR_THE_SITTER: Final[dict[str, str]] = {
    _DRAW_REASONS[ActionKind.TAKE_UPCARD, "gin"]: QT_TRANSLATE_NOOP(
        "Advice", "Take the {card}: with it the captain can go gin at once"),
    _DRAW_REASONS[ActionKind.DRAW_DISCARD, "gin"]: QT_TRANSLATE_NOOP(
        "Advice", "Pick up the {card}: with it the captain can go gin at once"),
    _DRAW_REASONS[ActionKind.TAKE_UPCARD, "joins"]: QT_TRANSLATE_NOOP(
        "Advice", "Take the {card}: it goes with cards the captain holds"),
    _DRAW_REASONS[ActionKind.TAKE_UPCARD, "low"]: QT_TRANSLATE_NOOP(
        "Advice", "Take the {card}: a low card that brings the captain's deadwood down to "
                  "{left}"),
    _DRAW_REASONS[ActionKind.TAKE_UPCARD, "better"]: QT_TRANSLATE_NOOP(
        "Advice", "Take the {card}: it improves the captain's hand"),
    _DRAW_REASONS[ActionKind.DRAW_DISCARD, "joins"]: QT_TRANSLATE_NOOP(
        "Advice", "Pick up the {card}: it goes with cards the captain holds"),
    _DRAW_REASONS[ActionKind.DRAW_DISCARD, "low"]: QT_TRANSLATE_NOOP(
        "Advice", "Pick up the {card}: a low card that brings the captain's deadwood down "
                  "to {left}"),
    _DRAW_REASONS[ActionKind.DRAW_DISCARD, "better"]: QT_TRANSLATE_NOOP(
        "Advice", "Pick up the {card}: it improves the captain's hand"),
    _PASS: QT_TRANSLATE_NOOP(
        "Advice", "Pass the {card}: it does not fit the captain's hand well enough"),
    _DRAW_STOCK: QT_TRANSLATE_NOOP(
        "Advice", "Draw from the stock: the {card} does not fit the captain's hand well "
                  "enough"),
    _PASS_MELDS: QT_TRANSLATE_NOOP(
        "Advice", "Pass the {card}: it would go in a meld, but the captain's hand has better "
                  "chances without it"),
    _DRAW_STOCK_MELDS: QT_TRANSLATE_NOOP(
        "Advice", "Draw from the stock: the {card} would go in a meld, but the captain's "
                  "hand has better chances without it"),
    _PASS_COMPLETE: QT_TRANSLATE_NOOP(
        "Advice", "Pass the {card}: all the captain's cards are in melds already, so the "
                  "captain can go gin after the next draw"),
    _DRAW_STOCK_COMPLETE: QT_TRANSLATE_NOOP(
        "Advice", "Draw from the stock: all the captain's cards are in melds already, so "
                  "any card drawn lets the captain go gin"),
    _KNOCK: QT_TRANSLATE_NOOP(
        "Advice", "Knock, discarding the {card}: {left} deadwood is low enough for the "
                  "captain to win the hand"),
    _DISCARD_REASONS[False, "high"]: QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card}: a high card in no meld, leaving the captain {left} "
                  "deadwood"),
    _DISCARD_REASONS[False, "loose"]: QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card}: it fits nothing and leaves the captain {left} "
                  "deadwood"),
    _DISCARD_REASONS[False, "keep"]: QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card}: it keeps the captain's best chances, leaving "
                  "{left} deadwood"),
    _DISCARD_REASONS[True, "high"]: QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card} and hold on rather than knock: a high card in no "
                  "meld, leaving the captain {left} deadwood"),
    _DISCARD_REASONS[True, "loose"]: QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card} and hold on rather than knock: it fits nothing and "
                  "leaves the captain {left} deadwood"),
    _DISCARD_REASONS[True, "keep"]: QT_TRANSLATE_NOOP(
        "Advice", "Discard the {card} and hold on rather than knock: it keeps the "
                  "captain's best chances, leaving {left} deadwood"),
}


def goes_gin(view: SeatView, action: Action) -> bool:
    """Whether ``action`` is a knock that leaves the hand no deadwood: gin (the engine's
    word, ``knock_goes_gin``)."""
    return knock_goes_gin(view.hand, action)


def held_for_undercut(view: SeatView, action: Action) -> Reason | None:
    """The strong level's reason for ``action``, a discard where a knock is allowed: the
    knock's risk of an undercut (None for any other move)."""
    if (action.kind is ActionKind.DISCARD and action.card is not None
            and any(a.kind is ActionKind.KNOCK for a in view.legal_actions)):
        return Reason.of(HOLD_FOR_UNDERCUT, card=action.card)
    return None


def move_value(view: SeatView, action: Action) -> Action | Reason:
    """``action`` as the value of a sentence's {move}: a knock that goes gin is said as
    going gin (``GO_GIN_MOVE``), any other move as itself (the app words it)."""
    if goes_gin(view, action):
        assert action.card is not None
        return Reason.of(GO_GIN_MOVE, card=action.card)
    return action


def meld_holding(cards: Iterable[Card], card: Card,
                 shown: Sequence[melds.Meld]) -> melds.Meld | None:
    """The meld ``card`` lies in when ``cards`` are laid out with least deadwood, keeping
    the melds ``shown`` (those the table shows of the hand) where that costs nothing: with
    J♣ J♦ J♠ shown as a set, "it makes a run 10♣ J♣ Q♣" named a J♣ the player saw in the
    set, for the same deadwood."""
    layout = melds.arrangement_keeping(cards, shown)
    return next((meld for meld in layout.melds if card in meld.cards), None)


def extends(meld: melds.Meld, card: Card) -> bool:
    """Whether ``meld`` without ``card`` is a meld still: the card lengthens one, a set's
    fourth or a run's card at either end (not a card between two parts of a run)."""
    if len(meld.cards) < 4:
        return False
    ranks = [c.rank for c in meld.cards]
    return meld.kind is melds.MeldKind.SET or card.rank in (min(ranks), max(ranks))


def explanation_for(view: SeatView, action: Action,
                    shown: Sequence[melds.Meld] | None = None) -> Reason:
    """Why ``action`` is a good move in ``view`` (one sentence, no trailing period), said to
    whoever holds the hand: "Take the 7♥: it makes a run 5♥ 6♥ 7♥". ``shown``: the melds
    the table shows of the hand, which the words keep where that costs nothing (None: the
    hand's best arrangement, as where no table shows it)."""
    return _explained(view, action, mine=False, shown=shown)


def sitter_explanation(view: SeatView, action: Action,
                       shown: Sequence[melds.Meld] | None = None) -> Reason:
    """Why ``action`` is a good move for the captain, said to the player who sits out and
    advises it (``view`` is the sitter's: the captain's hand): "Pass the 8♦: it does not fit
    the captain's hand well enough"."""
    reason = explanation_for(view, action, shown)
    return Reason(_FOR_THE_SITTER.get(reason.template, reason.template), reason.values)


def captain_reason(view: SeatView, action: Action) -> Reason:
    """Why ``action`` is a good move, in the words of the captain who holds the hand, to be
    said after "because" (the move itself is named by the caller): "it makes a run 5♥ 6♥
    7♥", "the 9♠ does not fit my hand well enough"."""
    return _explained(view, action, mine=True)


def _kept_melds(hand: Sequence[Card], shown: Sequence[melds.Meld] | None
                ) -> Sequence[melds.Meld]:
    """The melds the hand is arranged in: those ``shown`` on the table, or else its best."""
    return melds.best_arrangement(hand).melds if shown is None else shown


def _explained(view: SeatView, action: Action, *, mine: bool,
               shown: Sequence[melds.Meld] | None = None) -> Reason:
    """The hint's sentence, or with ``mine`` the captain's own reason: both come from the
    same look at the hand, so that they never disagree."""
    hand = view.hand
    mask = cards_to_mask(hand)
    top = view.upcard
    kind = action.kind
    if kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD) and top is not None:
        return _taking(hand, kind, top, mine=mine, shown=_kept_melds(hand, shown))
    if kind in (ActionKind.PASS_UPCARD, ActionKind.DRAW_STOCK):
        if top is None:
            return Reason.of(_MY_NOTHING_TO_PICK_UP if mine else _NOTHING_TO_PICK_UP[kind])
        if kind is ActionKind.DRAW_STOCK and not any(
                a.kind is ActionKind.DRAW_DISCARD for a in view.legal_actions):
            return Reason.of(_MY_ONLY_STOCK if mine else _ONLY_STOCK, card=top)
        if deadwood(mask) == 0:
            # "The 5♣ does not fit your hand well enough" of a card that may extend a meld.
            complete = _PASS_COMPLETE if kind is ActionKind.PASS_UPCARD else \
                _DRAW_STOCK_COMPLETE
            return Reason.of(_MY_COMPLETE[kind]) if mine else Reason.of(complete, card=top)
        if meld_holding((*hand, top), top, _kept_melds(hand, shown)) is not None:
            leave = _PASS_MELDS if kind is ActionKind.PASS_UPCARD else _DRAW_STOCK_MELDS
            return Reason.of(_MY_LEAVE_MELDS if mine else leave, card=top)
        leave = _PASS if kind is ActionKind.PASS_UPCARD else _DRAW_STOCK
        return Reason.of(_MY_LEAVE if mine else leave, card=top)
    if kind is ActionKind.BIG_GIN:
        return Reason.of(_MY_BIG_GIN if mine else _BIG_GIN)
    if kind is ActionKind.KNOCK and action.card is not None:
        left = deadwood(mask ^ (1 << action.card.index))
        if left == 0:
            return (Reason.of(_MY_GIN) if mine else Reason.of(_GIN, card=action.card))
        return (Reason.of(_MY_KNOCK, left=left) if mine
                else Reason.of(_KNOCK, card=action.card, left=left))
    if kind is ActionKind.DISCARD and action.card is not None:
        card = action.card
        left = deadwood(mask ^ (1 << card.index))
        total = deadwood(mask)
        loose = total - left == card.points
        can_knock = any(a.kind is ActionKind.KNOCK for a in view.legal_actions)
        what = ("high" if loose and card.points >= 8 else "loose" if loose else "keep")
        if mine:
            return Reason.of(_MY_DISCARD_REASONS[can_knock, what], left=left)
        return Reason.of(_DISCARD_REASONS[can_knock, what], card=card, left=left)
    return Reason.of(_MY_BEST_MOVE) if mine else Reason.of(_BEST_MOVE, move=action)


def _taking(hand: tuple[Card, ...], kind: ActionKind, top: Card, *, mine: bool,
            shown: Sequence[melds.Meld]) -> Reason:
    """Why take the face-up card ``top`` (``kind``: the upcard offered, or the pile's top
    later) into ``hand``, shown as the melds ``shown``: gin at once, the meld it makes, or
    how it helps."""
    mask = cards_to_mask(hand)
    with_top = mask | (1 << top.index)
    # Gin keeping the card: one taken only to be thrown again made nothing.
    if _best_ten(with_top, blocked=top) == 0:
        return (Reason.of(_MY_DRAW_REASONS["gin"], card=top) if mine
                else Reason.of(_DRAW_REASONS[kind, "gin"], card=top))
    made = meld_holding((*hand, top), top, shown)
    if made is not None:
        what = ("extends" if extends(made, top)
                else "set" if made.kind is melds.MeldKind.SET else "run")
        if mine:
            return Reason.of(_MY_DRAW_REASONS[what], meld=made)
        return Reason.of(_DRAW_REASONS[kind, what], card=top, meld=made)
    what = "joins" if joins_meld(mask, top) else "low" if top.points <= 5 else "better"
    template = _MY_DRAW_REASONS[what] if mine else _DRAW_REASONS[kind, what]
    if what == "low":
        return Reason.of(template, card=top, left=_best_ten(with_top, blocked=top))
    return Reason.of(template, card=top)


def reason_for(view: SeatView, action: Action) -> str:
    """Why ``action`` is a good move in ``view``, in English (one line, no trailing period)."""
    return explanation_for(view, action).text()


def _best_ten(mask11: int, blocked: Card | None) -> int:
    best = 999
    for card in cards_of(mask11):
        if card is blocked:
            continue
        best = min(best, deadwood(mask11 ^ (1 << card.index)))
    return best


__all__ = ["GO_GIN_MOVE", "HOLD_FOR_UNDERCUT", "KNOCK_RISK", "SPOKEN_TEMPLATES",
           "captain_reason", "card_of",
           "explanation_for", "extends", "goes_gin", "held_for_undercut", "meld_holding",
           "move_value",
           "reason_for", "sitter_explanation"]
