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

No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

from gin_desktop.engine import DECK_VERSION, DECK_VERSIONS

_DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READS_AS = {"O": "0", "I": "1", "L": "1"}
PREFIX = "GIN"
#: Before the deck version (not a base-32 digit: old codes never have it).
VERSION_MARK = "U"
#: The largest deal number (the engine takes seeds below 2**63).
MAX_DEAL = 2**63 - 1


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

    @property
    def mode(self) -> str | None:
        """The game a deal code was copied from: "two" (its code names the dealer) or
        "three" (the box deals: its code names none); None for a plain number, which says
        nothing of it. Every release has made codes so (``DeckReveal.of``)."""
        if self.deck_version is None:
            return None
        return "two" if self.dealer is not None else "three"


def deal_code(number: int, dealer: int | None = None, deck_version: int = DECK_VERSION
              ) -> str:
    """The code of deal ``number`` (dealt by seat 0 or 1, or unsaid: None), shuffled by
    ``deck_version``."""
    if not 0 <= number <= MAX_DEAL:
        raise DealCodeError(f"a deal number is 0 to {MAX_DEAL}")
    if dealer not in (None, 0, 1):
        raise DealCodeError("the dealer is seat 0 or 1")
    if deck_version not in DECK_VERSIONS:
        raise UnknownDeckError(f"unknown deck version {deck_version!r}")
    value = number * 3 + (0 if dealer is None else dealer + 1)
    digits = ""
    while True:
        value, digit = divmod(value, 32)
        digits = _DIGITS[digit] + digits
        if not value:
            break
    groups = [digits[max(0, end - 4):end] for end in range(len(digits), 0, -4)][::-1]
    version = _DIGITS[deck_version]
    check = _check(digits + version)
    return "-".join([PREFIX, *groups, VERSION_MARK + version,
                     _DIGITS[check // 32] + _DIGITS[check % 32]])


def parse_deal(text: str) -> DealRef:
    """A deal number ("123456") or a deal code ("GIN-B1-6ST1-U2-8S", any case, spaces or
    dashes anywhere; without its deck version: the current one); ``DealCodeError`` says
    what is wrong, ``UnknownDeckError`` that a newer release made the code."""
    plain = text.strip()
    # The code copied with the words around it ("Deal #5 · code GIN-..."): a code's body
    # never holds the prefix (I is no base-32 digit), so its last GIN starts the code.
    start = plain.upper().rfind(PREFIX)
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
    body = "".join(_READS_AS.get(ch, ch) for ch in squeezed[len(PREFIX):])
    digits, mark, tail = body.partition(VERSION_MARK)
    if not mark:  # made before codes said their deck version
        digits, tail = body[:-2], body[-2:]
    version = tail[:-2] if mark else ""
    check = tail[-2:]
    if any(ch not in _DIGITS for ch in digits + tail) or not digits or len(tail) != (
            3 if mark else 2):
        raise MistypedCodeError("a deal code has only letters and digits")
    value = _check(digits + version)
    if _DIGITS[value // 32] + _DIGITS[value % 32] != check:
        raise MistypedCodeError("the deal code has a mistake in it")
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
    return DealRef(number, None if flag == 0 else flag - 1, deck_version)


def _check(digits: str) -> int:
    # Position-weighted, modulo a prime above every weight times every digit difference:
    # any one changed character, and any two swapped ones, change it.
    return sum((i + 1) * _DIGITS.index(ch) for i, ch in enumerate(digits)) % 1021


__all__ = ["DealCodeError", "DealRef", "MAX_DEAL", "MistypedCodeError", "PREFIX",
           "UnknownDeckError",
           "VERSION_MARK", "deal_code", "parse_deal"]
