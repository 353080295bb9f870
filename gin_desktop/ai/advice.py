"""Hints for the human player, the three-hand advisor, and the computer captain who weighs
a human advisor's suggestion. All of them use the levels' own ranking."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from gin_desktop.engine.actions import Action, ActionKind
from gin_desktop.engine.cards import cards_to_mask
from gin_desktop.engine.hand import Phase
from gin_desktop.engine.melds import Meld, deadwood_points
from gin_desktop.engine.view import SeatView

from .base import BaseStrategy, NotMyTurnError, Strategy
from .explain import (
    KNOCK_RISK, captain_reason, explanation_for, goes_gin, held_for_undercut, move_value,
    sitter_explanation,
)
from .handeval import deadwood
from .knowledge import knowledge_of
from .reason import QT_TRANSLATE_NOOP, Reason


@dataclass(frozen=True)
class Advice:
    """A suggested action and why: ``reason`` is the plain English line (for logs, the
    arena and other programs), ``explanation`` the same sentence as a :class:`Reason`, which
    the game shows in the player's language."""

    action: Action
    reason: str
    explanation: Reason

    @staticmethod
    def because(action: Action, explanation: Reason) -> Advice:
        return Advice(action, explanation.text(), explanation)


# The computer captain's replies to a human advisor: whole sentences in the captain's voice,
# said to the advisor, who sits out and holds no cards (so the reason says "my hand"). A
# move that goes gin is named as gin ("go gin, discarding the 9♠", ``move_value``), never as
# a knock: Straight Gin and Oklahoma's ace hand know no other.
#: The computer captain's reply to your suggestion, in the captain's voice. {move}: the move
#: in words, as after "I'll", e.g. "discard the 9♠"; {reason}: why, in the captain's words
#: ("I", "my hand": the captain's), as after "because", e.g. "it makes a set 9♣ 9♦ 9♠".
_FOLLOWING: Final = QT_TRANSLATE_NOOP(
    "Advice", "I'll follow your advice and {move} because {reason}")
#: The captain rejects your suggestion ({suggestion}, e.g. "discard the 9♠") and makes its
#: own move ({move}), because {reason}.
_OVERRULED: Final = QT_TRANSLATE_NOOP(
    "Advice", "I'd rather {move} than {suggestion} because {reason}")
#: The captain decides alone, the advisor having let it: its move ({move}) and why.
_OWN_CHOICE: Final = QT_TRANSLATE_NOOP("Advice", "I'll {move} because {reason}")
#: {suggestion}: the move you suggested, which the rules do not allow now, e.g. "discard
#: the 9♠"; {move}: the captain's own move instead; {reason}: why, in the captain's words.
_NOT_ALLOWED: Final = QT_TRANSLATE_NOOP(
    "Advice", "I can't {suggestion} now, so I'll {move} because {reason}")


# Why the captain throws another card than the one suggested, when the suggested one
# leaves no more deadwood: "leaving 45 deadwood" alone said of the captain's card read as
# no reason, since the suggestion left 45 too.
#: The captain's reason for throwing its own card, not the one you suggested ({card}),
#: which it keeps; {left}: the deadwood either discard leaves, a number.
_SAME_BUT_DANGER: Final = QT_TRANSLATE_NOOP(
    "Advice", "both leave {left} deadwood and my opponent is more likely to use the {card}")
_SAME_BUT_CHANCES: Final = QT_TRANSLATE_NOOP(
    "Advice", "both leave {left} deadwood and keeping the {card} gives me better chances "
              "of a meld")
#: The card suggested ({card}) would leave less deadwood than the captain's own discard,
#: but the captain keeps it: the opponent may meld it if thrown.
_LESS_BUT_DANGER: Final = QT_TRANSLATE_NOOP(
    "Advice", "my opponent is more likely to use the {card}, though that discard would "
              "leave me less deadwood")
_LESS_BUT_CHANCES: Final = QT_TRANSLATE_NOOP(
    "Advice", "keeping the {card} gives me better chances of a meld, though that discard "
              "would leave me less deadwood")

# How much worse (in the level's own value units, about a point of deadwood) a human
# advisor's suggestion may be before a computer captain overrules it.
FOLLOW_TOLERANCE = 1.5


def _ranked(view: SeatView, level: str, seed: int) -> list[tuple[Action, float]]:
    return _ranking(view, level, seed)[1]


def _ranking(view: SeatView, level: str, seed: int
             ) -> tuple[Strategy, list[tuple[Action, float]]]:
    """The ``level``'s strategy and its ranking of the legal actions, best first."""
    from . import make_strategy  # the registry imports this module

    if not view.legal_actions:
        raise NotMyTurnError("there is no decision to advise on now")
    strategy = make_strategy(level, seed)
    if isinstance(strategy, BaseStrategy) and len(view.legal_actions) > 1:
        return strategy, strategy.rank(view)
    choice = strategy.choose(view)
    return strategy, [(choice, 0.0)] + [(a, -100.0) for a in view.legal_actions
                                         if a != choice]


def _no_more_deadwood(view: SeatView, suggestion: Action, own: Action) -> int | None:
    """The deadwood the captain's ``own`` discard or knock leaves, when ``suggestion`` is
    the same kind of move with another card leaving no more (None otherwise)."""
    if (suggestion.kind is not own.kind or suggestion.card is None or own.card is None
            or own.kind not in (ActionKind.DISCARD, ActionKind.KNOCK)):
        return None
    hand = cards_to_mask(view.hand)
    left = deadwood(hand ^ (1 << own.card.index))
    return left if deadwood(hand ^ (1 << suggestion.card.index)) <= left else None


def _why_not_that_card(view: SeatView, strategy: Strategy, own: Action,
                       suggestion: Action, left: int) -> Reason | None:
    """Why the captain throws its ``own`` card rather than the suggested one, which leaves
    no more deadwood (``left``: what its own leaves): the part of the level's value that
    tells them apart, the suggested card's danger or the chances it keeps. None when the
    level does not value a discard in those parts."""
    from .strong import StrongStrategy  # the registry imports this module

    if not isinstance(strategy, StrongStrategy):
        return None
    card, mine = suggestion.card, own.card
    assert card is not None and mine is not None
    parts = strategy.discard_parts(view, [card, mine])
    kept_worse = parts[card][0] - parts[mine][0]  # throwing the suggested card: a worse hand
    more_danger = parts[card][1] - parts[mine][1]
    if max(kept_worse, more_danger) <= 0:
        return None
    same = deadwood(cards_to_mask(view.hand) ^ (1 << card.index)) == left
    if more_danger >= kept_worse:
        return (Reason.of(_SAME_BUT_DANGER, left=left, card=card) if same
                else Reason.of(_LESS_BUT_DANGER, card=card))
    return (Reason.of(_SAME_BUT_CHANCES, left=left, card=card) if same
            else Reason.of(_LESS_BUT_CHANCES, card=card))


def gin_moves(view: SeatView) -> frozenset[Action]:
    """The legal moves that make gin at once: the face-up card's draw when it gives gin,
    big gin, or a knock leaving no deadwood (big gin alone when it is on offer: it scores
    more). Empty when gin is not on offer now."""
    legal = view.legal_actions
    hand = cards_to_mask(view.hand)
    if view.phase is Phase.UPCARD_OFFER or view.phase is Phase.DRAW:
        top = view.upcard
        take = [a for a in legal if a.kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD)]
        if top is None or not take:
            return frozenset()
        # Gin with the card: it and ten of the hand's cards, one of them thrown.
        with_top = hand | 1 << top.index
        gin = any(deadwood_points(with_top & ~(1 << c.index)) == 0 for c in view.hand)
        return frozenset(take) if gin else frozenset()
    big = frozenset(a for a in legal if a.kind is ActionKind.BIG_GIN)
    if big:
        return big
    return frozenset(a for a in legal if goes_gin(view, a))


def hint(view: SeatView, level: str = "strong",
         shown: Sequence[Meld] | None = None) -> Advice:
    """What the ``level`` would do in the human player's place, and why; sitting out (the
    view an advisor's), the move to suggest to the captain, and why, the hand named as the
    captain's (the person holds none). ``shown``: the melds the table shows of the hand,
    which the words keep (None: the hand's best arrangement)."""
    action = _ranked(view, level, 0)[0][0]
    # Playing on where a knock is allowed, "it fits nothing, leaving 3 deadwood" told a
    # beginner who may knock with 3 why that card, not why no knock (s40).
    said = (held_for_undercut(view, action) or knock_risk(view, action)) \
        if level == "strong" else None
    if said is not None:
        return Advice.because(action, said)
    if view.is_advisor:
        return Advice.because(action, sitter_explanation(view, action, shown))
    return Advice.because(action, explanation_for(view, action, shown))


# The chance of an undercut from which the hint's knock says it (``knock_risk``).
KNOCK_RISK_SAID: Final = 0.1


def knock_risk(view: SeatView, action: Action) -> Reason | None:
    """The strong level's knock ``action`` with the chance of an undercut it reckons (as
    its knock decision does, on the same sampled hands), when that is ``KNOCK_RISK_SAID``
    or more: None for any other move, gin, or a knock all but sure to win."""
    from .strong import StrongStrategy  # the registry imports this module

    if action.kind is not ActionKind.KNOCK or action.card is None or goes_gin(view, action):
        return None
    strong = StrongStrategy(seed=0)  # the hint's level and seed (``_ranked``)
    kept = cards_to_mask(view.hand) ^ (1 << action.card.index)
    chance, _points = strong.knock_outcome(view, knowledge_of(view), kept,
                                           strong.knock_samples, tolerance=1.0)
    if chance < KNOCK_RISK_SAID:
        return None
    # In fives: a figure from forty sampled hands is no finer than that.
    return Reason.of(KNOCK_RISK, card=action.card, left=deadwood(kept),
                     chance=5 * max(2, round(chance * 20)))


def advise(view: SeatView, level: str = "strong") -> Advice:
    """The sitting-out advisor's suggestion (``view.player`` is the captain it advises),
    said to the captain: "your hand" is the captain's."""
    action = _ranked(view, level, 0)[0][0]
    return Advice.because(action, explanation_for(view, action))


def captain_decision(view: SeatView, suggestion: Action | None, level: str,
                     seed: int = 0) -> Advice:
    """The computer captain's decision, given a human advisor's ``suggestion``.

    The captain follows the advice when it is legal and about as good as its own choice
    (within ``FOLLOW_TOLERANCE``) and does not pass up gin (``gin_moves``); otherwise it
    overrules it, and says why, in its own
    voice to the advisor, who holds no cards: "I'd rather discard the K♠ because it is a
    high card in no meld, leaving 12 deadwood".
    """
    strategy, ranked = _ranking(view, level, seed)
    best, best_value = ranked[0]

    def said(action: Action) -> Action | Reason:
        return move_value(view, action)

    if suggestion is None:
        return Advice.because(best, Reason.of(_OWN_CHOICE, move=said(best),
                                              reason=captain_reason(view, best)))
    values = dict(ranked)
    if suggestion not in values:
        return Advice.because(best, Reason.of(
            _NOT_ALLOWED, suggestion=said(suggestion), move=said(best),
            reason=captain_reason(view, best)))
    gin = gin_moves(view)
    if gin and suggestion not in gin:
        # Passing up gin is no matter of taste, whatever the level's values say (the
        # baseline's and the beginner's rank their two draws 1 and 0, within the
        # tolerance): the captain has the final say and takes it.
        if best not in gin:
            best = next(a for a, _v in ranked if a in gin)
        return Advice.because(best, Reason.of(
            _OVERRULED, move=said(best), suggestion=said(suggestion),
            reason=captain_reason(view, best)))
    left = _no_more_deadwood(view, suggestion, best)
    # Knocking with another card that leaves the same deadwood is as good a knock (the
    # levels rank only their own knock, and a captain overruled one "because 10 deadwood
    # is low enough to win the hand", which the suggested knock left as well).
    same_knock = left is not None and best.kind is ActionKind.KNOCK
    if (suggestion == best or same_knock
            or values[suggestion] >= best_value - FOLLOW_TOLERANCE):
        return Advice.because(suggestion, Reason.of(
            _FOLLOWING, move=said(suggestion), reason=captain_reason(view, suggestion)))
    reason = None
    if left is not None:
        reason = _why_not_that_card(view, strategy, best, suggestion, left)
    return Advice.because(best, Reason.of(
        _OVERRULED, move=said(best), suggestion=said(suggestion),
        reason=reason or captain_reason(view, best)))

__all__ = ["FOLLOW_TOLERANCE", "KNOCK_RISK_SAID", "Advice", "advise", "captain_decision",
           "gin_moves", "hint", "knock_risk"]
