"""Hints for the human player, the three-hand advisor, and the computer captain who weighs
a human advisor's suggestion. All of them use the levels' own ranking."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from gin_desktop.engine.actions import Action
from gin_desktop.engine.view import SeatView

from .base import BaseStrategy, NotMyTurnError
from .explain import explanation_for
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


# The computer captain's replies to a human advisor.
#: The captain's reply to your suggestion. {reason}: why the move is good, a whole sentence
#: such as "Discard the K♠: a high card in no meld, leaving 12 deadwood".
_FOLLOWING: Final = QT_TRANSLATE_NOOP("Advice", "Following your advice: {reason}")
_OVERRULED: Final = QT_TRANSLATE_NOOP("Advice", "Overruled: {reason}")
#: {move}: the suggested move in words, e.g. "discard the 9♠"; {reason}: why the captain's
#: own move is good, a whole sentence.
_NOT_ALLOWED: Final = QT_TRANSLATE_NOOP("Advice",
                                        "Overruled: {move} is not allowed now. {reason}")


# How much worse (in the level's own value units, about a point of deadwood) a human
# advisor's suggestion may be before a computer captain overrules it.
FOLLOW_TOLERANCE = 1.5


def _ranked(view: SeatView, level: str, seed: int) -> list[tuple[Action, float]]:
    from . import make_strategy  # the registry imports this module

    if not view.legal_actions:
        raise NotMyTurnError("there is no decision to advise on now")
    strategy = make_strategy(level, seed)
    if isinstance(strategy, BaseStrategy) and len(view.legal_actions) > 1:
        return strategy.rank(view)
    choice = strategy.choose(view)
    return [(choice, 0.0)] + [(a, -100.0) for a in view.legal_actions if a != choice]


def hint(view: SeatView, level: str = "strong") -> Advice:
    """What the ``level`` would do in the human player's place, and why."""
    action = _ranked(view, level, 0)[0][0]
    return Advice.because(action, explanation_for(view, action))


def advise(view: SeatView, level: str = "strong") -> Advice:
    """The sitting-out advisor's suggestion (``view.player`` is the captain it advises)."""
    return hint(view, level)


def captain_decision(view: SeatView, suggestion: Action | None, level: str,
                     seed: int = 0) -> Advice:
    """The computer captain's decision, given a human advisor's ``suggestion``.

    The captain follows the advice when it is legal and about as good as its own choice
    (within ``FOLLOW_TOLERANCE``); otherwise it overrules it, and says why.
    """
    ranked = _ranked(view, level, seed)
    best, best_value = ranked[0]
    if suggestion is None:
        return Advice.because(best, explanation_for(view, best))
    values = dict(ranked)
    if suggestion not in values:
        return Advice.because(best, Reason.of(_NOT_ALLOWED, move=suggestion,
                                              reason=explanation_for(view, best)))
    if suggestion == best or values[suggestion] >= best_value - FOLLOW_TOLERANCE:
        return Advice.because(suggestion, Reason.of(
            _FOLLOWING, reason=explanation_for(view, suggestion)))
    return Advice.because(best, Reason.of(_OVERRULED, reason=explanation_for(view, best)))


__all__ = ["FOLLOW_TOLERANCE", "Advice", "advise", "captain_decision", "hint"]
