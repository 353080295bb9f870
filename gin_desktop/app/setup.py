"""Who plays what: ``GameSetup``, the one place for the mode, the seats, the levels and the
rules of a match the app starts (or re-creates from a save).

Below the model, the settings and the dialogs, which all read it; it imports only the engine,
the ai's level names, the translation helper and the default names (a name knows whether
it is a computer seat's default name: ``agreement.SeatName``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gin_desktop import ai
from gin_desktop.engine import DECK_VERSION, DECK_VERSIONS, RuleSet, RuleSetError
from gin_desktop.engine.match import MODES as MATCH_CLASSES

from .agreement import SeatName
from .i18n import translate as _tr
from .names import is_computer_name

# The level name of a seat played by the person at the screen.
HUMAN = "human"
MAX_NAME_LENGTH = 40
# The largest deal number (the engine takes seeds below 2**63).
MAX_SEED = 2**63 - 1

_DEFAULT_LEVELS = ("human", "standard")
_DEFAULT_NAMES = ("You", "Computer")
_FIELDS = frozenset({"mode", "human_seat", "levels", "rules", "seed", "names", "first_dealer",
                     "training", "deck_version", "first_roles"})


def seat_count(mode: str) -> int:
    """Seats of a game ``mode`` ("two" or "three"), as the engine's match class has them."""
    return MATCH_CLASSES[mode].seat_count


def default_names(levels: tuple[str, ...]) -> tuple[str, ...]:
    """"You" for the person, "Computer" (or "Computer 1", "Computer 2") for the others."""
    computers = sum(1 for level in levels if level != HUMAN)
    names: list[str] = []
    number = 0
    for level in levels:
        if level == HUMAN:
            names.append(_tr("You"))
        else:
            number += 1
            names.append(_tr("Computer") if computers == 1
                         else _tr("Computer {number}").format(number=number))
    return tuple(names)


@dataclass(frozen=True)
class GameSetup:
    """Who plays what: everything needed to start (or re-create) a match.

    ``levels`` has one entry per seat: ``"human"`` or an ``ai.LEVELS`` name. At most one
    seat is human, and it is ``human_seat``; with no human seat every player is a computer
    (the self-test's mode) and ``human_seat`` is only the seat the table is seen from.
    Leaving ``levels`` or ``names`` at their two-player defaults in a three-hand setup
    fills them in (one human, computers at ``"standard"``; "You", "Computer 1", ...).
    """

    mode: str = "two"
    human_seat: int = 0
    levels: tuple[str, ...] = _DEFAULT_LEVELS
    rules: RuleSet = field(default_factory=RuleSet)
    # None: a random deal number when the match starts.
    seed: int | None = None
    names: tuple[str, ...] = _DEFAULT_NAMES
    # Two-player: who deals the first hand (None: at random). Replaying a deal shown on
    # the table sets it, so the same cards come to the same seats.
    first_dealer: int | None = None
    # Training mode: a hint before each decision, each mistake marked as it is made and
    # the hand's review after it (app/training.py).
    training: bool = False
    # The deck version ``seed`` is shuffled with (``gin_desktop.engine.deck``): replaying
    # a deal of a match saved by an older release keeps that match's version, so the
    # same cards come. A random deal (no seed) always uses the current version.
    deck_version: int = DECK_VERSION
    # Three-hand: the seats of the box, the captain and the player sitting out in the
    # first hand, as a deal code names them (None: drawn), so a deal replayed from any
    # hand of a match comes to the same seats. Like the dealer, never kept for a random deal.
    first_roles: tuple[int, int, int] | None = None

    def __post_init__(self) -> None:
        if self.mode not in MATCH_CLASSES:
            raise ValueError(f"unknown game mode {self.mode!r}; choose 'two' or 'three'")
        if self.seed is None:
            object.__setattr__(self, "deck_version", DECK_VERSION)
            object.__setattr__(self, "first_roles", None)
        self._fill_defaults()
        self._check_seats()
        self._check_names()
        self._check_numbers()
        self._mark_names()

    def _fill_defaults(self) -> None:
        seats = self.seat_count
        levels = tuple(self.levels) if isinstance(self.levels, list | tuple) else self.levels
        if levels == _DEFAULT_LEVELS and seats != len(_DEFAULT_LEVELS):
            levels = (HUMAN,) + ("standard",) * (seats - 1)
        names = tuple(self.names) if isinstance(self.names, list | tuple) else self.names
        if names == _DEFAULT_NAMES and seats != len(_DEFAULT_NAMES):
            names = default_names(levels) if isinstance(levels, tuple) else names
        object.__setattr__(self, "levels", levels)
        object.__setattr__(self, "names", names)

    def _check_seats(self) -> None:
        seats, levels = self.seat_count, self.levels
        if isinstance(self.human_seat, bool) or not isinstance(self.human_seat, int) \
                or not 0 <= self.human_seat < seats:
            raise ValueError(f"human_seat must be a seat number from 0 to {seats - 1}")
        if not isinstance(levels, tuple) or len(levels) != seats:
            raise ValueError(f"levels must list {seats} players")
        for level in levels:
            if level != HUMAN and level not in ai.LEVELS:
                raise ValueError(f"unknown player level {level!r}; choose 'human' or one of "
                                 f"{', '.join(ai.LEVELS)}")
        if levels.count(HUMAN) > 1:
            raise ValueError("only one seat may be played by a person")
        if HUMAN in levels and levels[self.human_seat] != HUMAN:
            raise ValueError("the human seat must be the seat whose level is 'human'")

    def _check_names(self) -> None:
        seats, names = self.seat_count, self.names
        if not isinstance(names, tuple) or len(names) != seats:
            raise ValueError(f"names must list {seats} players")
        for name in names:
            if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_LENGTH:
                raise ValueError(f"a player's name must be 1 to {MAX_NAME_LENGTH} characters")
            # As the name typed in the dialogs (settings.clean_name): a right-to-left
            # override or a control character read from a file turned the name, and the
            # words after it on the table, round or into boxes.
            if not name.isprintable():
                raise ValueError("a player's name must not hold control characters")

    def _mark_names(self) -> None:
        """Each name knowing its seat: a computer's seat under a default computer name is
        a common noun to sentences ("el ordenador"); a person who typed that very word
        as their name is not."""
        marked = tuple(SeatName(name, computer=not self.is_human(seat)
                                and is_computer_name(name))
                       for seat, name in enumerate(self.names))
        object.__setattr__(self, "names", marked)

    def _check_numbers(self) -> None:
        if not isinstance(self.rules, RuleSet):
            raise ValueError("rules must be a RuleSet")
        if self.seed is not None and (isinstance(self.seed, bool) or not isinstance(
                self.seed, int) or not 0 <= self.seed <= MAX_SEED):
            raise ValueError("the seed must be a whole number from 0 to 2**63-1, or None")
        if self.first_dealer is not None and (
                self.mode != "two" or isinstance(self.first_dealer, bool)
                or self.first_dealer not in (0, 1)):
            raise ValueError("the first dealer is seat 0 or 1, in the two-player game only")
        if self.first_roles is not None and (
                self.mode != "three" or not isinstance(self.first_roles, tuple)
                or any(isinstance(s, bool) or not isinstance(s, int) for s in self.first_roles)
                or sorted(self.first_roles) != [0, 1, 2]):
            raise ValueError("the first roles are the three seats, each once, in the "
                             "three-hand game only")
        if not isinstance(self.training, bool):
            raise ValueError("training must be true or false")
        if isinstance(self.deck_version, bool) or self.deck_version not in DECK_VERSIONS:
            raise ValueError(f"the deck version must be one of "
                             f"{', '.join(str(v) for v in DECK_VERSIONS)}")

    @property
    def seat_count(self) -> int:
        return seat_count(self.mode)

    @property
    def has_human(self) -> bool:
        return HUMAN in self.levels

    def is_human(self, seat: int) -> bool:
        return self.levels[seat] == HUMAN

    def to_dict(self) -> dict[str, Any]:
        """JSON-able; ``from_dict`` reads it back."""
        return {
            "mode": self.mode,
            "human_seat": self.human_seat,
            "levels": list(self.levels),
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "names": list(self.names),
            "first_dealer": self.first_dealer,
            "training": self.training,
            "deck_version": self.deck_version,
            # Only when there are some: an older release refuses a setup with the key.
            **({"first_roles": list(self.first_roles)} if self.first_roles else {}),
        }

    @staticmethod
    def from_dict(data: object) -> GameSetup:
        """Build from ``to_dict`` output; anything malformed raises ``ValueError``.

        Missing keys take their defaults; unknown keys are refused.
        """
        if not isinstance(data, dict):
            raise ValueError("a game setup must be an object")
        unknown = sorted(str(k) for k in data if k not in _FIELDS)
        if unknown:
            raise ValueError(f"unknown game setup field {unknown[0]!r}")
        kwargs: dict[str, Any] = {key: data[key] for key in
                                  ("mode", "human_seat", "seed", "first_dealer", "training",
                                   "deck_version", "first_roles")
                                  if key in data}
        if isinstance(kwargs.get("first_roles"), list):  # JSON has no tuples
            kwargs["first_roles"] = tuple(kwargs["first_roles"])
        for key in ("levels", "names"):
            if key in data:
                value = data[key]
                if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                    raise ValueError(f"{key} must be a list of texts")
                kwargs[key] = tuple(value)
        if "rules" in data:
            try:
                kwargs["rules"] = RuleSet.from_dict(data["rules"])
            except RuleSetError as exc:
                raise ValueError(f"bad rules: {exc}") from None
        if not isinstance(kwargs.get("mode", "two"), str):
            raise ValueError("mode must be 'two' or 'three'")
        return GameSetup(**kwargs)


def in_mode(setup: GameSetup, mode: str, *, sitter_dealt: bool = False) -> GameSetup:
    """``setup``'s players and rules in the game ``mode`` (a deal code of the other kind of
    game is replayed in its own): the person keeps their name, and their seat where the
    table has it (else the last one); the computers play at the level of the first of
    them, under their default names; ``sitter_dealt`` in the three-hand game. No deal."""
    if mode == setup.mode:
        return setup
    seats = seat_count(mode)
    human = min(setup.human_seat, seats - 1)
    computers = [level for level in setup.levels if level != HUMAN] or ["standard"]
    levels: list[str] = []
    placed = 0
    for seat in range(seats):
        if setup.has_human and seat == human:
            levels.append(HUMAN)
        else:
            levels.append(computers[min(placed, len(computers) - 1)])
            placed += 1
    names = list(default_names(tuple(levels)))
    if setup.has_human:
        names[human] = setup.names[setup.human_seat]
    return GameSetup(mode=mode, human_seat=human, levels=tuple(levels),
                     rules=setup.rules.replace(sitter_dealt=sitter_dealt and mode == "three"),
                     names=tuple(names), training=setup.training)


__all__ = ["HUMAN", "MAX_NAME_LENGTH", "MAX_SEED", "GameSetup", "default_names", "in_mode",
           "seat_count"]
