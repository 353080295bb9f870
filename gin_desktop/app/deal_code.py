"""Deal codes: a deal number (and who dealt it) as a short text to copy and share.

``deal_code(123456789, dealer=1)`` is ``"GIN-B1-6ST1-8B"``: Crockford's base 32 (no I, L, O
or U, so nothing is misread), in groups of four, with two check characters at the end that
catch a mistyped or swapped character. Game ▸ Replay deal accepts the code or the plain
number; the code also says which seat dealt, so the same cards come to the same seats.

No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

_DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READS_AS = {"O": "0", "I": "1", "L": "1"}
PREFIX = "GIN"
#: The largest deal number (the engine takes seeds below 2**63).
MAX_DEAL = 2**63 - 1


class DealCodeError(ValueError):
    """Text that is neither a deal number nor a deal code."""


@dataclass(frozen=True)
class DealRef:
    """A deal number and, when the code says so, the seat that dealt it."""

    number: int
    dealer: int | None = None


def deal_code(number: int, dealer: int | None = None) -> str:
    """The code of deal ``number`` (dealt by seat 0 or 1, or unsaid: None)."""
    if not 0 <= number <= MAX_DEAL:
        raise DealCodeError(f"a deal number is 0 to {MAX_DEAL}")
    if dealer not in (None, 0, 1):
        raise DealCodeError("the dealer is seat 0 or 1")
    value = number * 3 + (0 if dealer is None else dealer + 1)
    digits = ""
    while True:
        value, digit = divmod(value, 32)
        digits = _DIGITS[digit] + digits
        if not value:
            break
    groups = [digits[max(0, end - 4):end] for end in range(len(digits), 0, -4)][::-1]
    check = _check(digits)
    return "-".join([PREFIX, *groups, _DIGITS[check // 32] + _DIGITS[check % 32]])


def parse_deal(text: str) -> DealRef:
    """A deal number ("123456") or a deal code ("GIN-B1-6ST1-8B", any case, spaces or
    dashes anywhere); ``DealCodeError`` says what is wrong."""
    plain = text.strip()
    if plain.isdigit():
        number = int(plain)
        if number > MAX_DEAL:
            raise DealCodeError(f"a deal number is 0 to {MAX_DEAL}")
        return DealRef(number)
    squeezed = "".join(plain.upper().replace("-", " ").split())
    if not squeezed.startswith(PREFIX) or len(squeezed) < len(PREFIX) + 2:
        raise DealCodeError("not a deal number or a deal code")
    body = "".join(_READS_AS.get(ch, ch) for ch in squeezed[len(PREFIX):])
    if any(ch not in _DIGITS for ch in body) or len(body) < 3:
        raise DealCodeError("a deal code has only letters and digits")
    digits, check = body[:-2], body[-2:]
    value = _check(digits)
    if _DIGITS[value // 32] + _DIGITS[value % 32] != check:
        raise DealCodeError("the deal code has a mistake in it")
    value = 0
    for ch in digits:
        value = value * 32 + _DIGITS.index(ch)
    number, flag = divmod(value, 3)
    if number > MAX_DEAL:
        raise DealCodeError("the deal code is too long")
    return DealRef(number, None if flag == 0 else flag - 1)


def _check(digits: str) -> int:
    # Position-weighted, modulo a prime above every weight times every digit difference:
    # any one changed character, and any two swapped ones, change it.
    return sum((i + 1) * _DIGITS.index(ch) for i, ch in enumerate(digits)) % 1021


__all__ = ["DealCodeError", "DealRef", "MAX_DEAL", "PREFIX", "deal_code", "parse_deal"]
