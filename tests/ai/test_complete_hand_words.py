"""The hint when all ten cards are in melds already (dealt so, or gin not called) and the
face-up card is left: any card drawn can go for gin, so the words say that, in every variant
(Straight Gin and Oklahoma's ace hand, where only gin ends a hand, meet it most). They said
"the 5♣ does not fit your hand well enough" of a card that extends a run of the hand."""

from __future__ import annotations

import pytest

from gin_desktop.ai import hint
from gin_desktop.ai.explain import captain_reason, explanation_for, sitter_explanation
from gin_desktop.engine import (
    DRAW_DISCARD, DRAW_STOCK, PASS_UPCARD, TAKE_UPCARD, Phase, RuleSet, SeatView,
)
from gin_desktop.engine.actions import Action
from gin_desktop.engine.cards import parse_cards
from gin_desktop.engine.rules import Mode

#: A set, a run of three and a run of four: no deadwood.
COMPLETE = "2C 3C 4C 8D 8H 8S 9S TS JS QS"
PASS = ("Pass the {card}: all your cards are in melds already, so you can go gin after your "
        "next draw")
STOCK = ("Draw from the stock: all your cards are in melds already, so any card you draw "
         "lets you go gin")


def view(preset: str, phase: Phase, top: str, hand: str = COMPLETE) -> SeatView:
    rules = RuleSet.preset(preset)
    offer = phase is Phase.UPCARD_OFFER
    legal: tuple[Action, ...] = (TAKE_UPCARD, PASS_UPCARD) if offer else (DRAW_STOCK,
                                                                          DRAW_DISCARD)
    pile = top if offer else "7D " + top
    limit = 0 if rules.straight else 10
    return SeatView(
        seat=0, player=0, opponent=1, mode=Mode.TWO, seats=(0, 1), roles=(),
        phase=phase, to_act=0, hand=tuple(parse_cards(hand)), drawn_card=None,
        cannot_discard=None, discard_pile=tuple(parse_cards(pile)), stock_count=20,
        opponent_card_count=10, opponent_known=(), history=(), knock_limit=limit,
        doubled=False, hand_number=1, dealer=1, scores=(0, 0), game_scores=(), target=100,
        rules=rules, legal_actions=legal, last_result=None, match_winner=None)


@pytest.mark.parametrize("preset", ["straight", "oklahoma", "hollywood", "seeds"])
@pytest.mark.parametrize("top", ["KD", "9H"])
def test_leaving_the_card_with_a_complete_hand_says_gin_comes_next(preset: str,
                                                                    top: str) -> None:
    offer = hint(view(preset, Phase.UPCARD_OFFER, top))
    assert offer.action is PASS_UPCARD
    assert offer.reason == PASS.format(card=top)
    draw = hint(view(preset, Phase.DRAW, top))
    assert draw.action is DRAW_STOCK
    assert draw.reason == STOCK


@pytest.mark.parametrize("preset", ["straight", "oklahoma", "hollywood", "seeds"])
def test_a_card_that_gives_gin_at_once_is_taken_and_said_so(preset: str) -> None:
    """The 5♣ lengthens the run 2♣ 3♣ 4♣: taken, the 2♣ goes and the hand is gin. At the
    upcard offer the hint passed it (gin after the next draw, the other player first); in
    a turn either draw gins, and the stock tells the other player nothing."""
    offer = hint(view(preset, Phase.UPCARD_OFFER, "5C"))
    assert offer.action is TAKE_UPCARD
    assert offer.reason == "Take the 5C: with it you can go gin at once"
    assert hint(view(preset, Phase.DRAW, "5C")).reason == STOCK


@pytest.mark.parametrize("preset", ["straight", "oklahoma", "seeds"])
def test_a_pick_up_that_gives_gin_says_gin_not_only_its_meld(preset: str) -> None:
    """One loose king: the 2♣ makes the run 2♣ 3♣ 4♣ and the king goes for gin. The hint
    said only "it makes a run 2♣ 3♣ 4♣"."""
    tip = hint(view(preset, Phase.DRAW, "2C", "KH 3C 4C 8D 8H 8S 9S TS JS QS"))
    assert tip.action is DRAW_DISCARD
    assert tip.reason == "Pick up the 2C: with it you can go gin at once"


def test_the_sitter_and_the_captain_say_it_of_the_captains_hand() -> None:
    offer, draw = view("straight", Phase.UPCARD_OFFER, "KD"), view("straight", Phase.DRAW, "KD")
    assert sitter_explanation(offer, PASS_UPCARD).text() == (
        "Pass the KD: all the captain's cards are in melds already, so the captain can go "
        "gin after the next draw")
    assert sitter_explanation(draw, DRAW_STOCK).text() == (
        "Draw from the stock: all the captain's cards are in melds already, so any card "
        "drawn lets the captain go gin")
    assert captain_reason(offer, PASS_UPCARD).text() == (
        "All my cards are in melds already, so I can go gin after my next draw")
    assert captain_reason(draw, DRAW_STOCK).text() == (
        "All my cards are in melds already, so any card I draw lets me go gin")
    gin = view("straight", Phase.UPCARD_OFFER, "5C")
    assert sitter_explanation(gin, TAKE_UPCARD).text() == (
        "Take the 5C: with it the captain can go gin at once")
    assert captain_reason(gin, TAKE_UPCARD).text() == "With the 5C I can go gin at once"


def test_a_hand_with_deadwood_keeps_its_words() -> None:
    """One card off the complete hand (the 2♣ for a K♥): the card does not fit, as before."""
    loose = "KH 3C 4C 8D 8H 8S 9S TS JS QS"
    assert hint(view("straight", Phase.DRAW, "6D", loose)).reason == (
        "Draw from the stock: the 6D does not fit your hand well enough")


#: The Spanish sitter's captain in an Oklahoma hand with the knock limit 2: 2♣ 2♥ and the
#: upcard 2♦, which would make the set of twos.
TWOS = "2C 2H 5S 7D 9C JH QH KC KD 6S"


@pytest.mark.parametrize("speaker", ["you", "captain", "mine"])
@pytest.mark.parametrize("phase", [Phase.UPCARD_OFFER, Phase.DRAW])
def test_leaving_a_card_that_would_meld_does_not_call_it_a_misfit(speaker: str,
                                                                   phase: Phase) -> None:
    """The captain followed the advice to pass the 2♦ "because the 2♦ does not fit my hand
    well enough", beside its 2♣ and 2♥. Leaving a card that would go in a meld is said so,
    whoever says it: the hand keeps better chances without it."""
    seen = view("oklahoma", phase, "2D", TWOS)
    action = PASS_UPCARD if phase is Phase.UPCARD_OFFER else DRAW_STOCK
    said = {"you": lambda: explanation_for(seen, action).text(),
            "captain": lambda: sitter_explanation(seen, action).text(),
            "mine": lambda: captain_reason(seen, action).text()}[speaker]()
    assert "does not fit" not in said
    lead = "Pass the 2D: it" if action is PASS_UPCARD else "Draw from the stock: the 2D"
    whose = {"you": "your hand", "captain": "the captain's hand", "mine": "my hand"}[speaker]
    if speaker == "mine":
        assert said == f"The 2D would go in a meld, but {whose} has better chances without it"
    else:
        assert said == f"{lead} would go in a meld, but {whose} has better chances without it"

