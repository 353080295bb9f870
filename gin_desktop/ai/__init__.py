"""gin_desktop.ai: computer opponents that see only their seat's view.

    >>> from gin_desktop.ai import make_strategy
    >>> bot = make_strategy("strong", seed=7)
    >>> # action = bot.choose(match.view(seat))

The interface for third-party strategies is documented in ``docs/strategies.md``.
"""

from __future__ import annotations

import importlib

from .advice import FOLLOW_TOLERANCE, Advice, advise, captain_decision, hint
from .base import BaseStrategy, NotMyTurnError, Strategy
from .reason import Reason
from .beginner import BeginnerStrategy
from .expert import ExpertStrategy
from .personalities import CautiousStrategy, GinHunterStrategy, HoarderStrategy
from .standard import StandardStrategy
from .strong import StrongStrategy

#: The levels of skill, weakest first.
SKILL_LEVELS: tuple[str, ...] = ("beginner", "standard", "strong", "expert")
#: Opponents with a style of their own (``personalities.py``).
PERSONALITIES: tuple[str, ...] = ("cautious", "gin-hunter", "hoarder")

#: Every built-in opponent a seat can be given: the levels, weakest first, then the
#: personalities.
LEVELS: dict[str, type[BaseStrategy]] = {
    "beginner": BeginnerStrategy,
    "standard": StandardStrategy,
    "strong": StrongStrategy,
    "expert": ExpertStrategy,
    "cautious": CautiousStrategy,
    "gin-hunter": GinHunterStrategy,
    "hoarder": HoarderStrategy,
}

#: One line of character per opponent, in English (the app translates its own copy).
LEVEL_DESCRIPTIONS: dict[str, str] = {name: cls.description for name, cls in LEVELS.items()}


class StrategyLoadError(ValueError):
    """A level name that is neither built in nor an importable ``module:Class``."""


def load_strategy_class(spec: str) -> type:
    """The class for a level name or a ``module:Class`` on the Python path."""
    if spec in LEVELS:
        return LEVELS[spec]
    module_name, sep, class_name = spec.partition(":")
    if not sep or not module_name or not class_name:
        raise StrategyLoadError(
            f"unknown strategy {spec!r}: use one of {', '.join(LEVELS)} or module:Class")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise StrategyLoadError(f"cannot import {module_name!r}: {exc}") from None
    cls = getattr(module, class_name, None)
    if not isinstance(cls, type):
        raise StrategyLoadError(f"{module_name!r} has no class {class_name!r}")
    return cls


def make_strategy(level: str, seed: int = 0) -> Strategy:
    """A strategy for a level name or ``module:Class``, seeded with ``seed``.

    A third-party class is called with ``seed=`` when its constructor takes it, and with
    no arguments otherwise.
    """
    cls = load_strategy_class(level)
    try:
        strategy = cls(seed=seed)
    except TypeError:
        strategy = cls()
    if not callable(getattr(strategy, "choose", None)):
        raise StrategyLoadError(f"{level!r} has no choose(view) method")
    if not isinstance(getattr(strategy, "name", None), str):
        try:
            strategy.name = level
        except AttributeError:
            pass
    return strategy  # type: ignore[no-any-return]


__all__ = [
    "FOLLOW_TOLERANCE", "LEVELS", "LEVEL_DESCRIPTIONS", "PERSONALITIES", "SKILL_LEVELS", "Advice",
    "BaseStrategy", "BeginnerStrategy", "CautiousStrategy", "ExpertStrategy",
    "GinHunterStrategy", "HoarderStrategy", "NotMyTurnError", "Reason", "StandardStrategy",
    "Strategy", "StrategyLoadError", "StrongStrategy", "advise", "captain_decision", "hint",
    "load_strategy_class", "make_strategy",
]
