"""The rule set: every option RULES.md marks, and the named presets."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any, Final


class Mode(StrEnum):
    """The game played: RULES.md "Two-player game" or "Three-hand game"."""

    TWO = "two"
    THREE = "three"


class NextDealer(Enum):
    """Who deals the next hand after a scored hand (RULES.md two-player 1)."""

    WINNER = "winner"
    LOSER = "loser"
    ALTERNATE = "alternate"


class RuleSetError(ValueError):
    """A rule set with an unknown option or a value out of range."""


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Immutable rules of a match. The defaults are RULES.md as written (preset ``seeds``)."""

    name: str = "seeds"
    target: int = 100
    knock_limit: int = 10
    gin_bonus: int = 25
    undercut_bonus: int = 10
    #: RULES.md two-player 8: a knock with deadwood equal to the defender's is an undercut.
    equal_deadwood_is_undercut: bool = True
    big_gin: bool = False
    big_gin_bonus: int = 31
    allow_discard_of_drawn_upcard: bool = False
    next_dealer: NextDealer = NextDealer.WINNER
    #: The stock size at which, after a discard, an unknocked hand is a draw (the wall).
    wall: int = 2
    oklahoma: bool = False
    hollywood: bool = False
    straight: bool = False
    #: Points per hand won, added at the end of the game (0 = off).
    line_bonus: int = 0
    #: Points to the winner of the game (0 = off).
    game_bonus: int = 0
    #: A winner whose opponent scored nothing has the whole game score doubled.
    shutout: bool = False
    #: Three-hand (RULES.md three-hand 2): the sitter is dealt ten cards too, kept out of
    #: play and shown to the sitter only; the stock has 21 cards.
    sitter_dealt: bool = False

    def __post_init__(self) -> None:
        # The kind first: a range check of a text or a missing value would raise a
        # TypeError that names nothing (a rules file is read with ``from_dict``, but a
        # rule set built in code gets the same message).
        for option in dataclasses.fields(self):
            problem = _kind_problem(option.name, getattr(self, option.name), option.default)
            if problem is not None:
                raise RuleSetError(problem)
        checks: list[tuple[bool, str]] = [
            (1 <= self.target <= 10_000, "target must be 1..10000"),
            (0 <= self.knock_limit <= 10, "knock_limit must be 0..10"),
            (0 <= self.gin_bonus <= 1000, "gin_bonus must be 0..1000"),
            (0 <= self.undercut_bonus <= 1000, "undercut_bonus must be 0..1000"),
            (0 <= self.big_gin_bonus <= 1000, "big_gin_bonus must be 0..1000"),
            (0 <= self.wall <= 10, "wall must be 0..10"),
            (0 <= self.line_bonus <= 1000, "line_bonus must be 0..1000"),
            (0 <= self.game_bonus <= 10_000, "game_bonus must be 0..10000"),
            (isinstance(self.next_dealer, NextDealer), "next_dealer must be a NextDealer"),
        ]
        for ok, message in checks:
            if not ok:
                raise RuleSetError(message)

    def to_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["next_dealer"] = self.next_dealer.value
        return data

    @classmethod
    def from_dict(cls, data: object) -> RuleSet:
        """Build from ``to_dict`` output, refusing unknown keys and wrong types."""
        if not isinstance(data, dict):
            raise RuleSetError("rules must be an object")
        fields = {f.name: f for f in dataclasses.fields(cls)}
        kwargs: dict[str, Any] = {}
        for key, value in data.items():
            if key not in fields:
                raise RuleSetError(f"unknown rule option {key!r}")
            if key == "next_dealer":
                try:
                    kwargs[key] = NextDealer(value)
                except ValueError:
                    raise RuleSetError(f"next_dealer must be one of "
                                       f"{[n.value for n in NextDealer]}") from None
            else:
                kwargs[key] = value  # its kind and range are checked on building
        return cls(**kwargs)

    def replace(self, **changes: Any) -> RuleSet:
        return dataclasses.replace(self, **changes)

    @staticmethod
    def preset(name: str) -> RuleSet:
        """A named preset: one of ``PRESET_NAMES``."""
        try:
            return PRESETS[name]
        except KeyError:
            raise RuleSetError(
                f"unknown rule preset {name!r}; choose one of {', '.join(PRESET_NAMES)}"
            ) from None


#: The longest preset or custom name a rule set carries.
NAME_LENGTH: Final = 40


def _kind_problem(name: str, value: object, default: object) -> str | None:
    """Why ``value`` is not of option ``name``'s kind (its default's), or None."""
    if isinstance(default, bool):
        ok = isinstance(value, bool)
        return None if ok else f"rule option {name!r} must be true or false"
    if isinstance(default, int):
        ok = isinstance(value, int) and not isinstance(value, bool)
        return None if ok else f"rule option {name!r} must be a whole number"
    if isinstance(default, str):
        ok = isinstance(value, str) and len(value) <= NAME_LENGTH
        return None if ok else f"rule option {name!r} must be a short text"
    return None  # next_dealer: its own check names the choices


_DEFAULT: Final = RuleSet()

PRESETS: Final[dict[str, RuleSet]] = {
    "seeds": _DEFAULT,
    # The research baseline's conditions (EAAI Gin Rummy competition).
    "eaai": RuleSet(name="eaai", gin_bonus=25, undercut_bonus=25,
                    equal_deadwood_is_undercut=True, next_dealer=NextDealer.ALTERNATE,
                    allow_discard_of_drawn_upcard=False),
    "classic": RuleSet(name="classic", gin_bonus=20, undercut_bonus=10,
                       line_bonus=20, shutout=True),
    "oklahoma": RuleSet(name="oklahoma", oklahoma=True),
    "hollywood": RuleSet(name="hollywood", hollywood=True),
    "straight": RuleSet(name="straight", straight=True),
}
PRESET_NAMES: Final = tuple(PRESETS)
