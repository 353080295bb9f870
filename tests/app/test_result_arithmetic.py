"""The sums the result panel and the score pad show for a hand are true sums, and end on
the points the hand scored (RULES.md two-player 8; "Variants", Oklahoma: a spade upcard
doubles every score of the hand, the bonuses too), in every language: each hand below is
played by the engine from a stacked deal, then its explanation read as a player reads it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from gin_desktop.app import scorepad
from gin_desktop.app.table.texts import Names, result_lines, result_title
from gin_desktop.engine import (
    BIG_GIN, DRAW_STOCK, PASS_UPCARD, Action, Card, Hand, HandResult, ResultKind, RuleSet,
)
from tests.engine.conftest import stacked_deck

NAMES = ("Ana", "Bo")
#: Seat 0's melds AS-3S, 4H-6H, 7C 7D 7H and a loose KD; it draws the stock's top card.
KNOCKER = "AS 2S 3S 4H 5H 6H 7D 7C 7H KD"
#: Melds J-K of clubs; 3H and 4S lay off on seat 0's runs at their low and high ends.
FAR = "3H 8D 9D 4S KC KH QC QH JC 9H"
#: Sets of aces and nines; 3H and 4S lay off, 2C 2D are left: 4 deadwood.
NEAR = "3H 4S AC AD AH 9C 9D 9S 2C 2D"


#: Seat 0's hand for big gin: the 7S it draws melds all eleven cards.
BIG_GIN_READY = "AS 2S 3S 4S 4H 5H 6H 7D 7C 7H"


def showdown(defender: str, upcard: str, drawn: str, rules: RuleSet, *,
             big_gin: bool = False) -> HandResult:
    """Both pass the upcard; seat 0 draws ``drawn`` and knocks with the KD (or, holding
    ``BIG_GIN_READY``, declares big gin)."""
    knocker = BIG_GIN_READY if big_gin else KNOCKER
    hand = Hand(rules, dealer=1, non_dealer=0,
                deck=stacked_deck(knocker, defender, upcard, drawn))
    for action in (PASS_UPCARD, PASS_UPCARD, DRAW_STOCK):
        hand.apply(action)
    hand.apply(BIG_GIN if big_gin else Action.knock(Card.from_text("KD")))
    assert hand.result is not None
    return hand.result


OKLAHOMA = RuleSet(oklahoma=True)
HANDS: dict[str, Callable[[], HandResult]] = {
    "knock": lambda: showdown(FAR, "TC", "2C", RuleSet()),
    "knock, spade": lambda: showdown(FAR, "5S", "2C", OKLAHOMA),
    "undercut": lambda: showdown(NEAR, "TC", "4C", RuleSet()),
    "undercut, spade": lambda: showdown(NEAR, "5S", "4C", OKLAHOMA),
    "undercut, no bonus": lambda: showdown(NEAR, "TC", "5C", RuleSet(undercut_bonus=0)),
    "gin": lambda: showdown(FAR, "TC", "7S", RuleSet()),
    "gin, spade": lambda: showdown(FAR, "KS", "7S", OKLAHOMA),
    "big gin, spade": lambda: showdown(FAR.replace("4S", "2D"), "KS", "7S",
                                       OKLAHOMA.replace(big_gin=True), big_gin=True),
}
KINDS = {"knock": ResultKind.KNOCK, "undercut": ResultKind.UNDERCUT, "gin": ResultKind.GIN,
         "big gin": ResultKind.BIG_GIN}

def sums(text: str) -> list[tuple[int, int]]:
    """Each sum in ``text``'s lines that hold one, as (what its terms add up to, the
    number after its "="), chained sums ("4 − 4 = 0, + 10 undercut bonus = 10") going on
    from the number before; an "=" after no sign restates a figure (the pad's "= 78;
    doubled … = 156") and is given as (that figure, itself). The words between the numbers
    (the bonus's name, a unit) are skipped: each language places them its own way."""
    found: list[tuple[int, int]] = []
    for line in text.splitlines():
        if "=" not in line:
            continue
        value: int | None = None
        sign = ""
        summed = equals = False
        for token in re.findall(r"\d+|[−+=]", line):
            if token == "=":
                equals = True
            elif token in "−+":
                sign = token
            elif equals:
                found.append((value if summed and value is not None else int(token),
                              int(token)))
                value, summed, equals = int(token), False, False
            elif sign and value is not None:
                value += int(token) * (-1 if sign == "−" else 1)
                sign, summed = "", True
            else:
                value = int(token)
    return found


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
@pytest.mark.parametrize("name", sorted(HANDS))
def test_each_sum_shown_is_true_and_ends_on_the_hands_points(
        language: Callable[[str], None], code: str, name: str) -> None:
    result = HANDS[name]()
    assert result.kind is KINDS[name.split(",")[0]]
    if code != "en":
        language(code)
    names = Names(NAMES, 0)
    panel = result_lines(result, names, [])
    pad = scorepad.result_explanation(result, NAMES, OKLAHOMA if "spade" in name else None)
    factor = 2 if result.doubled else 1
    assert result.doubled is ("spade" in name)
    for text in ("\n".join(panel), pad):
        found = sums(text)
        assert found, text
        for value, equals in found:
            assert value == equals, text
        # The last figure is the hand's points, or (a spade upcard, the panel) half of
        # them, the doubling said after it.
        assert found[-1][1] in (result.points, result.points // factor), text
        assert str(result.points) in text, text
    assert str(result.points) in result_title(result, names)
