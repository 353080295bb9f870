"""A saved match's setup that does not load whole, repaired where nothing is guessed.

The match itself (its cards, moves, scores, rules and deals) is saved apart from its setup
(who sits where, under what names and levels, and the choices for a new game or a replay
from it), and is read on its own. A setup that says who sits where is repaired field by
field: what cannot be read takes its default, and the notice names each such field, in
the player's words. A setup that cannot say who sits where is not: guessed, the person
could sit in the computer's place.

No widgets here: ``persistence`` says the notice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from gin_desktop import ai

from .i18n import translate as _tr
from .names import shown_name
from .setup import HUMAN, GameSetup, default_names

# What says who sits where: a setup missing or misreading one of these cannot be repaired
# without risk of seating the person in another's place. Names can: each seat's default
# name follows its level ("You" for the person's); and a computer's level can, when the
# levels name the person's seat, once, where the human seat says.
_SEAT_FIELDS = ("human_seat", "levels")
# A computer's level when its saved one cannot be read: the New game dialog's default.
_DEFAULT_LEVEL = "standard"
# The rest of a setup, each with the part of it the notice names: the deal and rules for
# a new game or a replay from it (the match keeps those it plays itself), and training.
_OTHER_FIELDS = {"seed": "deal", "deck_version": "deal", "first_roles": "deal",
                 "first_dealer": "first_dealer", "rules": "rules", "training": "training"}

_SETUP_ERRORS = (ValueError, TypeError, KeyError, AttributeError)


@dataclass(frozen=True)
class Repairs:
    """What of a saved setup could not be read and took its default: the seats whose
    ``names`` did (all of them when the names were no list of the seats' names), the
    computer seats whose ``levels`` did, and ``parts`` of ``_OTHER_FIELDS``' values, in the
    order the notice says them."""

    names: tuple[int, ...] = ()
    parts: tuple[str, ...] = ()
    levels: tuple[int, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.names or self.parts or self.levels)


def repaired(data: object, mode: str) -> tuple[GameSetup, Repairs] | None:
    """``data``'s seats, levels and names with its readable other fields, and what of it
    was not readable; None when the seats themselves are missing or unusable. A field this
    version does not know (a misspelled key) is left out unsaid: nothing of the match
    depends on it."""
    if not isinstance(data, dict) or any(key not in data for key in _SEAT_FIELDS) \
            or data.get("mode", mode) != mode:
        return None
    kept: dict[str, Any] = {"mode": mode, **{key: data[key] for key in _SEAT_FIELDS}}
    kept["levels"], unleveled = _levels(data["levels"], data["human_seat"])
    try:
        defaults = default_names(GameSetup.from_dict(kept).levels)
    except _SETUP_ERRORS:
        return None
    kept["names"], unnamed = _names(data.get("names"), kept, defaults)
    lost: list[str] = []
    for key, part in _OTHER_FIELDS.items():
        if key not in data:
            continue
        try:
            GameSetup.from_dict({**kept, key: data[key]})
        except _SETUP_ERRORS:
            if part not in lost:
                lost.append(part)
            continue
        kept[key] = data[key]
    return GameSetup.from_dict(kept), Repairs(unnamed, tuple(lost), unleveled)


def _levels(saved: object, human_seat: object) -> tuple[object, tuple[int, ...]]:
    """The saved levels with each unreadable computer's at ``_DEFAULT_LEVEL``, and those
    seats; only when "human" is there once, at ``human_seat``: else which seat is the
    person's is in doubt, and the levels are left as saved (for ``GameSetup`` to refuse)."""
    if not isinstance(saved, list) or isinstance(human_seat, bool) \
            or not isinstance(human_seat, int) or not 0 <= human_seat < len(saved) \
            or saved[human_seat] != HUMAN or saved.count(HUMAN) != 1:
        return saved, ()
    unread = tuple(seat for seat, level in enumerate(saved) if seat != human_seat
                   and not (isinstance(level, str) and level in ai.LEVELS))
    return [_DEFAULT_LEVEL if seat in unread else level
            for seat, level in enumerate(saved)], unread


def _names(saved: object, seated: dict[str, Any], defaults: tuple[str, ...]
           ) -> tuple[list[str], tuple[int, ...]]:
    """The saved names, each unreadable one (or all, when they are no list of a name for
    each seat) its seat's default; and the seats given their default."""
    names = list(defaults)
    if not isinstance(saved, list) or len(saved) != len(defaults):
        return names, tuple(range(len(defaults)))
    unnamed: list[int] = []
    for seat, name in enumerate(saved):
        try:
            GameSetup.from_dict({**seated, "names": [*defaults[:seat], name,
                                                     *defaults[seat + 1:]]})
        except _SETUP_ERRORS:
            unnamed.append(seat)
            continue
        names[seat] = name
    return names, tuple(unnamed)


def repairs_notice(repairs: Repairs, setup: GameSetup) -> str:
    """One sentence for each part of ``setup`` that took its default ("" for none)."""
    return " ".join([*_names_sentences(repairs.names, setup),
                     *(_level_sentence(seat, setup) for seat in repairs.levels),
                     *(_part_sentence(part) for part in repairs.parts)])


def _level_sentence(seat: int, setup: GameSetup) -> str:
    # The level in the New game dialog's word for it.
    level = QCoreApplication.translate("Levels", "Standard")
    return _tr("{name}'s strength in your saved match could not be read; {name} now plays at "
               "the {level} level.").format(name=shown_name(setup.names[seat]), level=level)


def _names_sentences(unnamed: tuple[int, ...], setup: GameSetup) -> list[str]:
    if len(unnamed) == setup.seat_count:
        return [_tr("The players' names in your saved match could not be read; default "
                    "names are used.")]
    return [(_tr("Your name in your saved match could not be read; in this match the table "
                 "shows you as “{name}”.") if seat == setup.human_seat else
             _tr("A player's name in your saved match could not be read; that player is now "
                 "called {name}.")).format(name=shown_name(setup.names[seat]))
            for seat in unnamed]


def _part_sentence(part: str) -> str:
    said = {
        "first_dealer": lambda: _tr(
            "Who deals first could not be read from your saved match's choices; the match "
            "keeps its own record of its deals, so it goes on as saved."),
        "deal": lambda: _tr(
            "The deal number could not be read from your saved match's choices; the match "
            "keeps its own record of its deals, so it goes on as saved."),
        "rules": lambda: _tr(
            "The rules could not be read from your saved match's choices; the match keeps "
            "its own copy of its rules, so it goes on as saved."),
        "training": lambda: _tr(
            "Whether training was on could not be read from your saved match's choices; "
            "training is off."),
    }
    return said[part]()


__all__ = ["Repairs", "repaired", "repairs_notice"]
