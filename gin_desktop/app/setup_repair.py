"""A saved match's setup that does not load whole, repaired where nothing is guessed.

The match itself (its cards, moves, scores, rules and deals) is saved apart from its setup
(who sits where, under what names and levels, and the choices for a new game or a replay
from it), and is read on its own. A setup that says who sits where is repaired field by
field: what cannot be read takes its default, and the notice names each such field, in
the player's words. A setup that cannot say who sits where is not: guessed, the person
could sit in the computer's place.

No Qt here but the translation helper.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .i18n import translate as _tr
from .setup import GameSetup

#: What says who sits where: a setup missing or misreading one of these cannot be repaired
#: without risk of seating the person in another's place (or naming them another's name).
_SEAT_FIELDS = ("human_seat", "levels", "names")
#: The rest of a setup, each with the part of it the notice names: the deal and rules for
#: a new game or a replay from it (the match keeps those it plays itself), and training.
_OTHER_FIELDS = {"seed": "deal", "deck_version": "deal", "first_roles": "deal",
                 "first_dealer": "first_dealer", "rules": "rules", "training": "training"}

_SETUP_ERRORS = (ValueError, TypeError, KeyError, AttributeError)


@dataclass(frozen=True)
class Repairs:
    """What of a saved setup could not be read and took its default: ``parts`` of
    ``_OTHER_FIELDS``' values, in the order the notice says them."""

    parts: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.parts)


def repaired(data: object, mode: str) -> tuple[GameSetup, Repairs] | None:
    """``data``'s seats, levels and names with its readable other fields, and what of it
    was not readable; None when the seats themselves are missing or unusable. A field this
    version does not know (a misspelled key) is left out unsaid: nothing of the match
    depends on it."""
    if not isinstance(data, dict) or any(key not in data for key in _SEAT_FIELDS) \
            or data.get("mode", mode) != mode:
        return None
    kept: dict[str, Any] = {"mode": mode, **{key: data[key] for key in _SEAT_FIELDS}}
    try:
        GameSetup.from_dict(kept)
    except _SETUP_ERRORS:
        return None
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
    return GameSetup.from_dict(kept), Repairs(tuple(lost))


def repairs_notice(repairs: Repairs) -> str:
    """One sentence for each part of the setup that took its default ("" for none)."""
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
    return " ".join(said[part]() for part in repairs.parts)


__all__ = ["Repairs", "repaired", "repairs_notice"]
