"""Refusals as data: ``why_illegal`` gives a code and its values (cards as ``Card``), and
``IllegalActionError`` carries it; ``str()`` is the English for logs."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.engine import (
    BIG_GIN, DRAW_DISCARD, DRAW_STOCK, NEXT_HAND, PASS_UPCARD, TAKE_UPCARD, Action, Card,
    Hand, IllegalActionError, Refusal, RefusalCode, RuleSet, new_match,
)

HandFactory = Callable[..., Hand]
C = Card.from_text
GIN_READY = "AS 2S 3S 4H 5H 6H 7D 7C 7S KD"
JUNK = "2C 4C 6C 8C TD QH 9S JS 3D 5D"


def test_a_card_just_taken_from_the_pile_is_refused_with_the_card(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 4, Decision: the refusal names the card as a ``Card``."""
    hand = make_hand(GIN_READY, JUNK, "9H")
    hand.apply(TAKE_UPCARD)
    refusal = hand.why_illegal(Action.discard(C("9H")))
    assert refusal == Refusal(RefusalCode.JUST_TAKEN_FROM_PILE, card=C("9H"))
    assert str(refusal) == "9H was just taken from the pile and may not be discarded"
    with pytest.raises(IllegalActionError) as caught:
        hand.apply(Action.discard(C("9H")))
    assert caught.value.refusal == refusal and str(caught.value) == refusal.text


def test_each_phase_refuses_with_its_own_code(make_hand: HandFactory) -> None:
    """RULES.md two-player 3-6: upcard first, then draw, then discard or knock."""
    hand = make_hand(GIN_READY, JUNK, "9H", stock="QC")
    assert hand.why_illegal(DRAW_STOCK) == Refusal(RefusalCode.UPCARD_FIRST)
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    assert hand.why_illegal(DRAW_DISCARD) == Refusal(RefusalCode.DRAW_FROM_STOCK)
    assert hand.why_illegal(Action.discard(C("KD"))) == Refusal(RefusalCode.DRAW_FIRST)
    assert hand.why_illegal(NEXT_HAND) == Refusal(RefusalCode.HAND_IN_PLAY)
    hand.apply(DRAW_STOCK)
    assert hand.why_illegal(DRAW_STOCK) == Refusal(RefusalCode.ALREADY_DRAWN)
    assert hand.why_illegal(Action.discard(C("2C"))) == Refusal(RefusalCode.NOT_IN_HAND,
                                                                card=C("2C"))
    assert hand.why_illegal(BIG_GIN) == Refusal(RefusalCode.BIG_GIN_OFF)


def test_a_knock_over_the_limit_names_the_limit(make_hand: HandFactory) -> None:
    """RULES.md two-player 5: the refusal carries the hand's knock limit."""
    hand = make_hand(GIN_READY, JUNK, "9H", stock="QC", rules=RuleSet(knock_limit=9))
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    assert hand.why_illegal(Action.knock(C("KD"))) == Refusal(RefusalCode.KNOCK_LIMIT,
                                                              limit=9)
    straight = make_hand(GIN_READY, JUNK, "9H", stock="QC", rules=RuleSet(straight=True))
    straight.apply(PASS_UPCARD)
    straight.apply(PASS_UPCARD)
    straight.apply(DRAW_STOCK)
    assert straight.why_illegal(Action.knock(C("KD"))) == Refusal(RefusalCode.GIN_ONLY)


def test_the_match_refuses_out_of_turn_and_between_hands() -> None:
    match = new_match(RuleSet(), 123456)
    to_act = match.to_act
    assert to_act is not None
    other = 1 - to_act
    refusal = match.why_illegal(PASS_UPCARD, other)
    assert refusal == Refusal(RefusalCode.NOT_YOUR_TURN, seat=other, to_act=to_act)
    assert str(refusal) == f"it is seat {to_act}'s turn, not seat {other}'s"


def test_every_code_has_english_words() -> None:
    for code in RefusalCode:
        text = Refusal(code, card=C("7H"), seat=0, to_act=1, limit=7).text
        assert text and "{" not in text
