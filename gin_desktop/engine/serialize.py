"""A match to JSON and back (RULES.md "Every deal is reproducible from its seed").

The file records the mode, rules, seed, deck version and the actions taken; loading
validates every field and replays the actions through the engine, so a file that does not
describe a legal game is refused with a message naming what is wrong. Never pickle, never
eval.

Schema versions: 1, the first releases (no deck version: deck version 1, and hands are
not drawn by repetition); 2 adds ``deck_version`` (``gin_desktop.engine.deck``) and plays
the repetition rule (RULES.md two-player 10), counting the positions where a player is to
draw; 3 counts a player's position after drawing too (a hand may be drawn one action
sooner), so a schema 2 save replays as it was played; 4 adds ``first_roles``, the
three-hand roles of a match whose first deal was replayed from a deal code rather than
drawn. Only a save that has them is written as schema 4: an older release, which would
replay such a match with other roles, says it is from a newer version, and reads the
others as before.
"""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Any

from .actions import Action, ActionParseError, IllegalActionError
from .deck import DECK_VERSIONS
from .match import MODES, Match, TwoPlayerMatch, new_match
from .rules import RuleSet, RuleSetError

FORMAT = "gin_desktop.match"
SCHEMA_VERSION = 4
#: The schema of a save that needs nothing schema 4 added (older releases read it).
BASE_SCHEMA_VERSION = 3
MAX_FILE_BYTES = 2_000_000
MAX_ACTIONS = 100_000


class SaveProblem(StrEnum):
    """What kind of trouble a save is in, for a message in the player's words."""

    DAMAGED = "damaged"        # not a save of this game, or a part of it is wrong
    NEWER = "newer"            # written by a newer version of the game
    TOO_LARGE = "too_large"
    EMPTY = "empty"
    REPLAY = "replay"          # its actions do not replay
    UNREADABLE = "unreadable"  # the file could not be opened or read
    NOT_A_FILE = "not_a_file"  # a pipe or a device where the file should be


class SaveFileError(ValueError):
    """A save that cannot be loaded; the message says what is wrong with it (in English,
    for logs and developers), ``kind`` what sort of trouble it is."""

    def __init__(self, message: str, kind: SaveProblem = SaveProblem.DAMAGED) -> None:
        super().__init__(message)
        self.kind = kind


def match_to_dict(match: Match, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": BASE_SCHEMA_VERSION,
        "mode": match.mode,
        "seed": match.seed,
        "deck_version": match.deck_version,
        "rules": match.rules.to_dict(),
        "actions": [a.text() for a in match.actions],
    }
    if not match.draw_on_repetition:  # a match begun before the rule keeps playing without
        data["draw_on_repetition"] = False
    if not match.repetition_after_draws:  # and one begun under schema 2 as it was
        data["repetition_after_draws"] = False
    if isinstance(match, TwoPlayerMatch):
        data["first_dealer"] = match.first_dealer
    first_roles = getattr(match, "first_roles", None)
    if first_roles is not None:
        data["version"] = SCHEMA_VERSION
        data["first_roles"] = list(first_roles)
    if extra:
        data["extra"] = extra
    return data


def match_to_json(match: Match, extra: dict[str, Any] | None = None) -> str:
    """JSON text of ``match``; ``extra`` is an app's own JSON-able data kept alongside."""
    return json.dumps(match_to_dict(match, extra), indent=1)


def match_from_json(text: str | bytes) -> Match:
    return load_match(text)[0]


def load_match(text: str | bytes) -> tuple[Match, dict[str, Any]]:
    """Parse, validate and replay; returns the match and the ``extra`` data."""
    if isinstance(text, bytes):
        if len(text) > MAX_FILE_BYTES:
            raise SaveFileError(f"the file is too large ({len(text)} bytes)",
                                SaveProblem.TOO_LARGE)
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveFileError("the file is not UTF-8 text") from None
    if len(text) > MAX_FILE_BYTES:
        raise SaveFileError(f"the file is too large ({len(text)} characters)",
                            SaveProblem.TOO_LARGE)
    if not text.strip():
        raise SaveFileError("the file is empty", SaveProblem.EMPTY)
    try:
        data = json.loads(text)
    except RecursionError:
        raise SaveFileError("the file is nested too deeply to be a save") from None
    except json.JSONDecodeError as exc:
        raise SaveFileError(f"the file is not valid JSON ({exc.msg} at line {exc.lineno})"
                            ) from None
    except ValueError as exc:  # e.g. an integer of more digits than Python converts
        raise SaveFileError(f"the file holds a value that cannot be read ({exc})") from None
    return match_from_dict(data)


def match_from_dict(data: object) -> tuple[Match, dict[str, Any]]:
    if not isinstance(data, dict):
        raise SaveFileError("the file does not hold a saved match (expected an object)")
    version = _schema_version(data)
    mode = data.get("mode")
    if not isinstance(mode, str) or mode not in MODES:
        raise SaveFileError(f"unknown game mode {mode!r}")
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
        raise SaveFileError("the seed must be a whole number from 0 to 2**63-1")
    try:
        rules = RuleSet.from_dict(data.get("rules"))
    except RuleSetError as exc:
        raise SaveFileError(f"bad rules: {exc}") from None
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise SaveFileError("the list of actions is missing")
    if len(actions) > MAX_ACTIONS:
        raise SaveFileError(f"too many actions ({len(actions)})")
    extra = data.get("extra", {})
    if not isinstance(extra, dict):
        raise SaveFileError("the app data ('extra') must be an object")
    first_dealer = data.get("first_dealer")
    if first_dealer is not None and (mode != "two" or first_dealer not in (0, 1)
                                     or isinstance(first_dealer, bool)):
        raise SaveFileError("the first dealer must be seat 0 or 1 (two-player only)")
    first_roles = data.get("first_roles")
    if first_roles is not None and (
            version < 4 or mode != "three" or not isinstance(first_roles, list)
            or any(isinstance(s, bool) or not isinstance(s, int) for s in first_roles)
            or sorted(first_roles) != [0, 1, 2]):
        raise SaveFileError("the first roles must be the three seats, each once "
                            "(three-hand, schema 4)")
    # Schema 1 saves were played before the repetition rule (RULES.md two-player 10).
    repetition = data.get("draw_on_repetition", version >= 2)
    if not isinstance(repetition, bool):
        raise SaveFileError("draw_on_repetition must be true or false")
    # Schema 2 saves counted only the positions before a draw.
    after_draws = data.get("repetition_after_draws", version >= 3)
    if not isinstance(after_draws, bool):
        raise SaveFileError("repetition_after_draws must be true or false")
    match = new_match(rules, seed, mode, first_dealer,
                      deck_version=_deck_version(data, version),
                      draw_on_repetition=repetition, repetition_after_draws=after_draws,
                      first_roles=first_roles)
    for number, text in enumerate(actions, 1):
        try:
            match.apply(Action.from_text(text))
        except (ActionParseError, IllegalActionError) as exc:
            raise SaveFileError(f"action {number} ({str(text)[:40]!r}) cannot be replayed: "
                                f"{exc}", SaveProblem.REPLAY) from None
    return match, extra


def _schema_version(data: dict[str, Any]) -> int:
    """The save's schema version, refused unless this version of the game reads it."""
    if data.get("format") != FORMAT:
        raise SaveFileError("the file is not a gin_desktop match")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveFileError("the save has no schema version")
    if version > SCHEMA_VERSION:
        raise SaveFileError(f"the save is from a newer version of the game "
                            f"(schema {version}; this version reads {SCHEMA_VERSION})",
                            SaveProblem.NEWER)
    if version < 1:
        raise SaveFileError(f"unknown schema version {version}")
    return version


def _deck_version(data: dict[str, Any], schema: int) -> int:
    """Schema 1 predates deck versions: its deals are deck version 1."""
    if schema == 1:
        if "deck_version" in data:
            raise SaveFileError("a schema 1 save cannot name a deck version")
        return 1
    deck_version = data.get("deck_version")
    if isinstance(deck_version, bool) or deck_version not in DECK_VERSIONS:
        # Only a number past ours is a newer version's: one missing or of the wrong kind
        # is damage, and told as newer, the file stayed in place to be refused at every
        # start while the game kept its match elsewhere.
        newer = isinstance(deck_version, int) and not isinstance(deck_version, bool) \
            and deck_version > max(DECK_VERSIONS)
        raise SaveFileError(f"unknown deck version {deck_version!r}; this version of the "
                            f"game knows {', '.join(map(str, DECK_VERSIONS))}",
                            SaveProblem.NEWER if newer else SaveProblem.DAMAGED)
    assert isinstance(deck_version, int)
    return deck_version
