"""Deal codes: a deal number (who dealt it, and the deck version that shuffled it) as a
short text to copy and share.

``deal_code(123456789, dealer=1, deck_version=2)`` is ``"GIN-B1-6ST1-U2-8S"``: Crockford's
base 32 (no I, L, O or U, so nothing is misread), in groups of four, then ``U`` and the
deck version, then two check characters that catch a mistyped or swapped character. Game ▸
Replay deal accepts the code or the plain number; the code also says which seat dealt and
how the deck was shuffled (``engine.deck``: a match saved by an older release keeps its
version), so the same cards come to the same seats.

Codes made before the version was written (``"GIN-B1-6ST1-8B"``) are still read, as the
current deck version: U is no base-32 digit, so they can never be mistaken for a new one.

A three-hand code also names its table (``"GIN-B1-6SSZ-U2-U1-YF"``: a second ``U`` and one
character after the deck version): which seat is the box, which the captain and which sits
out, and whether the sitter was dealt ten cards too (``sitter_dealt``, which changes who gets
which card). The roles a deal number draws are those of a match's first hand only, so a code
copied from a later hand could not be replayed without them. The second U sets these codes
apart whatever one character is left out, added or swapped. Three-hand codes made before
(``"GIN-B1-6SSZ-U2-E8"``) are still read: their table is unsaid, and the roles are drawn.

No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations

from gin_desktop.engine import DECK_VERSION, DECK_VERSIONS
from gin_desktop.engine.table_state import TableState

_DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READS_AS = {"O": "0", "I": "1", "L": "1"}
PREFIX = "GIN"
#: Before the deck version (not a base-32 digit: old codes never have it).
VERSION_MARK = "U"
#: The largest deal number (the engine takes seeds below 2**63).
MAX_DEAL = 2**63 - 1
#: A three-hand table's seats of (box, captain, sitting out), in the order its character
#: counts them (twice each: the sitter not dealt, then dealt).
_ROLES = tuple(permutations(range(3)))


class DealCodeError(ValueError):
    """Text that is neither a deal number nor a deal code."""


class MistypedCodeError(DealCodeError):
    """Text that starts as a deal code but whose characters do not check: one was mistyped,
    left out or added."""


class UnknownDeckError(DealCodeError):
    """A deal code shuffled by a deck version this release does not know (a newer one)."""


@dataclass(frozen=True)
class DealRef:
    """A deal number and, when the code says so, the seat that dealt it; the deck version
    of a code (None: a plain number, which says none)."""

    number: int
    dealer: int | None = None
    deck_version: int | None = None
    #: Three-hand: the seats of the box, the captain and the player sitting out (None: a
    #: code that does not say, made before codes named them, or a two-player one).
    roles: tuple[int, int, int] | None = None
    #: Three-hand: whether the sitter was dealt ten cards too (None: unsaid).
    sitter_dealt: bool | None = None

    @property
    def mode(self) -> str | None:
        """The game a deal code was copied from: "two" (its code names the dealer) or
        "three" (the box deals: its code names none); None for a plain number, which says
        nothing of it. Every release has made codes so (``DeckReveal.of``)."""
        if self.deck_version is None:
            return None
        return "two" if self.dealer is not None else "three"


def deal_code(number: int, dealer: int | None = None, deck_version: int = DECK_VERSION,
              *, roles: tuple[int, ...] | None = None, sitter_dealt: bool = False) -> str:
    """The code of deal ``number`` (dealt by seat 0 or 1, or unsaid: None), shuffled by
    ``deck_version``; a three-hand deal (no dealer) with its ``roles`` (the seats of the
    box, the captain and the player sitting out) and ``sitter_dealt`` names its table."""
    if not 0 <= number <= MAX_DEAL:
        raise DealCodeError(f"a deal number is 0 to {MAX_DEAL}")
    if dealer not in (None, 0, 1):
        raise DealCodeError("the dealer is seat 0 or 1")
    if deck_version not in DECK_VERSIONS:
        raise UnknownDeckError(f"unknown deck version {deck_version!r}")
    table = ""
    if roles is not None:
        if dealer is not None or tuple(roles) not in _ROLES:
            raise DealCodeError("the roles are the three-hand seats, each once")
        # From 1: a 0 would add nothing to the check, so leaving it out would go unseen.
        table = _DIGITS[1 + _ROLES.index(tuple(roles)) * 2 + bool(sitter_dealt)]
    value = number * 3 + (0 if dealer is None else dealer + 1)
    digits = ""
    while True:
        value, digit = divmod(value, 32)
        digits = _DIGITS[digit] + digits
        if not value:
            break
    groups = [digits[max(0, end - 4):end] for end in range(len(digits), 0, -4)][::-1]
    version = _DIGITS[deck_version]
    check = _check(digits + version + table, tabled=bool(table))
    return "-".join([PREFIX, *groups, VERSION_MARK + version,
                     *([VERSION_MARK + table] if table else []),
                     _DIGITS[check // 32] + _DIGITS[check % 32]])


def table_code(table: TableState) -> str:
    """The code of the hand on ``table`` (being played or just over): its dealer in the
    two-player game, its roles and whether the sitter was dealt in the three-hand one."""
    if table.mode == "two":
        return deal_code(table.deal_number, table.dealer, table.deck_version)
    # The hand's own players: once it is over, the table's roles are the next hand's.
    box, captain = table.dealer, table.non_dealer
    sitter = next(seat for seat in table.seats if seat not in (box, captain))
    return deal_code(table.deal_number, None, table.deck_version,
                     roles=(box, captain, sitter), sitter_dealt=table.rules.sitter_dealt)


def parse_deal(text: str) -> DealRef:
    """A deal number ("123456") or a deal code ("GIN-B1-6ST1-U2-8S", any case, spaces or
    dashes anywhere; without its deck version: the current one; a three-hand one with its
    table or without); ``DealCodeError`` says what is wrong, ``UnknownDeckError`` that a
    newer release made the code."""
    plain = text.strip()
    # The code copied with the words around it ("Deal #5 · code GIN-..."): a code's body
    # never holds the prefix (I is no base-32 digit), so its last GIN starts the code.
    start = _last_prefix(plain)
    if start > 0:
        plain = plain[start:]
    # A number as the menu names it ("#123") or read out in groups ("123 456 789").
    grouped = "".join(plain.removeprefix("#").split())
    # isdecimal, not isdigit: "²" and "①" are digits that int() refuses.
    if grouped.isdecimal():
        plain = grouped
    if plain.isdecimal():
        # A pasted number of thousands of digits is refused before int() is asked (which
        # raises past 4300 digits).
        if len(plain.lstrip("0")) > len(str(MAX_DEAL)) or int(plain) > MAX_DEAL:
            raise DealCodeError(f"a deal number is 0 to {MAX_DEAL}")
        return DealRef(int(plain))
    squeezed = "".join(plain.upper().replace("-", " ").split())
    if not squeezed.startswith(PREFIX):
        raise DealCodeError("not a deal number or a deal code")
    if len(squeezed) < len(PREFIX) + 2:
        raise MistypedCodeError("the deal code is cut short")
    digits, version, table = _checked_parts(
        "".join(_READS_AS.get(ch, ch) for ch in squeezed[len(PREFIX):]))
    deck_version = _DIGITS.index(version) if version else DECK_VERSION
    if deck_version not in DECK_VERSIONS:
        raise UnknownDeckError(f"the deal code was shuffled by deck version {deck_version}, "
                               "which this release does not know")
    value = 0
    for ch in digits:
        value = value * 32 + _DIGITS.index(ch)
    number, flag = divmod(value, 3)
    if number > MAX_DEAL:
        raise DealCodeError("the deal code is too long")
    if not table:
        return DealRef(number, None if flag == 0 else flag - 1, deck_version)
    seats = _DIGITS.index(table) - 1
    if flag != 0 or not 0 <= seats < 2 * len(_ROLES):
        raise MistypedCodeError("the deal code has a mistake in it")
    roles = _ROLES[seats // 2]
    return DealRef(number, None, deck_version, (roles[0], roles[1], roles[2]),
                   bool(seats % 2))


def _last_prefix(text: str) -> int:
    """Where the last "GIN" (any case) in ``text`` starts, -1 if none. Not searched in
    ``text.upper()``: "ß" or "ﬁ" before the code upper-case to two letters, and the place
    found there cut the pasted code in the wrong place."""
    for start in range(len(text) - len(PREFIX), -1, -1):
        if text[start:start + len(PREFIX)].upper() == PREFIX:
            return start
    return -1


def _checked_parts(body: str) -> tuple[str, str, str]:
    """The digits, deck version and table of a code's ``body`` (after "GIN"), each ''
    when the code has none, once its check characters agree with them."""
    digits, mark, tail = body.partition(VERSION_MARK)
    if not mark:  # made before codes said their deck version
        digits, tail = body[:-2], body[-2:]
    # A three-hand code's table follows a second mark: "2" "U" table, then the check.
    tabled = len(tail) == 5 and tail[1] == VERSION_MARK
    if tabled:
        tail = tail[0] + tail[2:]
    version = tail[:1] if mark else ""
    table = tail[1:2] if tabled else ""
    if any(ch not in _DIGITS for ch in digits + tail) or not digits or len(tail) != (
            4 if tabled else 3 if mark else 2):
        raise MistypedCodeError("a deal code has only letters and digits")
    value = _check(digits + version + table, tabled=tabled)
    if _DIGITS[value // 32] + _DIGITS[value % 32] != tail[-2:]:
        raise MistypedCodeError("the deal code has a mistake in it")
    return digits, version, table


def _check(digits: str, *, tabled: bool = False) -> int:
    # Position-weighted, modulo a prime above every weight times every digit difference:
    # any one changed character, and any two swapped ones, change it. A table adds a
    # constant: "GIN-0-U2-U1-.." without its first U reads as "02", deck 1, the same
    # characters in the same order, and must not check.
    return ((_TABLE_SALT if tabled else 0)
            + sum((i + 1) * _DIGITS.index(ch) for i, ch in enumerate(digits))) % 1021


_TABLE_SALT = 511


__all__ = ["DealCodeError", "DealRef", "MAX_DEAL", "MistypedCodeError", "PREFIX",
           "UnknownDeckError",
           "VERSION_MARK", "deal_code", "parse_deal", "table_code"]
