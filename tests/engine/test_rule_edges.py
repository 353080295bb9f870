"""RULES.md edge cases, one scenario each: limits met exactly, doubling with bonuses,
gin-only hands, layoffs at both ends and onto a set at once, the wall's last turn, the
equal-deadwood undercut of a preset, a knock with the card just taken."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.engine import (
    BIG_GIN, DRAW_DISCARD, DRAW_STOCK, PASS_UPCARD, TAKE_UPCARD, Action, ActionKind, Card,
    Hand, IllegalActionError, Phase, Refusal, RefusalCode, ResultKind, RuleSet,
)

HandFactory = Callable[..., Hand]
C = Card.from_text
GIN_READY = "AS 2S 3S 4H 5H 6H 7D 7C 7S KD"
JUNK = "2C 4C 6C 8C TD QH 9S JS 3D 5D"  # no melds: 67 points


def knock(text: str) -> Action:
    return Action.knock(C(text))


def start(hand: Hand) -> Hand:
    """Both pass the upcard; the non-dealer draws the top stock card."""
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    return hand


def test_oklahoma_a_knock_with_exactly_the_upcards_limit(make_hand: HandFactory) -> None:
    """RULES.md variants, Oklahoma: a 2 upcard sets the knock limit to 2; "at most the
    knock limit" (two-player 5): deadwood 2 may knock, 3 may not."""
    rules = RuleSet(oklahoma=True)
    hand = start(make_hand(GIN_READY, JUNK, "2D", stock="2H", rules=rules))
    assert hand.knock_limit == 2
    assert [a for a in hand.legal_actions() if a.kind is ActionKind.KNOCK] == [knock("KD")]
    assert hand.why_illegal(knock("2H")) == Refusal(RefusalCode.KNOCK_LIMIT, limit=2)
    hand.apply(knock("KD"))
    result = hand.result
    assert result is not None and result.kind is ResultKind.KNOCK
    assert (result.knocker_deadwood, result.defender_deadwood) == (2, 67)
    assert result.points == 65 and not result.doubled
    over = start(make_hand(GIN_READY, JUNK, "2D", stock="3C", rules=rules))  # KD 3C
    assert not any(a.kind is ActionKind.KNOCK for a in over.legal_actions())


def test_oklahoma_ace_of_spades_gin_only_and_the_gin_bonus_doubled(
        make_hand: HandFactory) -> None:
    """RULES.md variants, Oklahoma: an ace upcard means only gin may end the hand; a spade
    upcard doubles every score of the hand, the gin bonus included."""
    rules = RuleSet(oklahoma=True)
    hand = start(make_hand("2S 3S 4S 4H 5H 6H 7D 7C 7S KD", JUNK, "AS", stock="2H",
                           rules=rules))
    assert hand.knock_limit == 0 and hand.doubled
    # KD discarded would leave 2H: 2 points, a knock anywhere else, not here.
    assert hand.why_illegal(knock("KD")) == Refusal(RefusalCode.GIN_ONLY)
    hand = start(make_hand("2S 3S 4S 4H 5H 6H 7D 7C 7S KD", JUNK, "AS", stock="7H",
                           rules=rules))
    hand.apply(knock("KD"))  # 4H-7H and 7D 7C 7S: gin
    result = hand.result
    assert result is not None and result.kind is ResultKind.GIN
    assert result.points == 2 * (67 + 25) and result.bonus == 50


def test_oklahoma_undercut_bonus_doubled_by_a_spade(make_hand: HandFactory) -> None:
    """RULES.md variants, Oklahoma, and two-player 8: an undercut in a spade hand scores
    twice the difference plus the undercut bonus."""
    knocker = "AS 2S 3S 4H 5H 6H 7D 7C 7S 9D"
    defender = "JC JD JH JS QS KS 8H 9H TH 2C"
    hand = start(make_hand(knocker, defender, "TS", stock="AC",
                           rules=RuleSet(oklahoma=True)))
    hand.apply(knock("AC"))  # knocker 9 (9D) against the defender's 2 (2C)
    result = hand.result
    assert result is not None and result.kind is ResultKind.UNDERCUT
    assert result.winner == 1 and result.points == 2 * (7 + 10) and result.bonus == 20


def test_big_gin_in_a_gin_only_hand_denies_layoffs(make_hand: HandFactory) -> None:
    """RULES.md two-player 6-8: big gin (option) ends even an Oklahoma ace hand; as after
    any gin, the defender lays nothing off (its 8H would fit the hearts run)."""
    rules = RuleSet(oklahoma=True, big_gin=True)
    defender = "2C 4C 6C 8C TD QH 9S JS 3D 9H"
    hand = start(make_hand("AS 2S 3S 4H 5H 6H 7D 7C 7S 7H", defender, "AC", stock="8H",
                           rules=rules))
    assert hand.knock_limit == 0 and BIG_GIN in hand.legal_actions()
    hand.apply(BIG_GIN)
    result = hand.result
    assert result is not None and result.kind is ResultKind.BIG_GIN
    assert result.defender_layout is not None and result.defender_layout.layoffs == ()
    assert result.defender_deadwood == 71 and result.points == 71 + 31


def test_layoffs_at_both_ends_of_a_run_and_onto_a_set_in_one_showdown(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 7: the defender lays off a fourth card onto a set and cards at
    either end of a run, all in the same showdown."""
    knocker = "4S 5S 6S 9H 9C 9D KC KD KH 2D"
    defender = "3S 7S 9S 2H 4C 6C 8D TD QH JC"
    hand = start(make_hand(knocker, defender, "JS", stock="AH"))
    hand.apply(knock("2D"))  # knocker deadwood: AH, 1
    result = hand.result
    assert result is not None and result.defender_layout is not None
    laid = {lo.card.text(): result.knocker_layout.melds[lo.meld_index].text()
            for lo in result.defender_layout.layoffs}
    assert laid == {"3S": "4S 5S 6S", "7S": "4S 5S 6S", "9S": "9C 9D 9H"}
    assert result.defender_deadwood == 2 + 4 + 6 + 8 + 10 + 10 + 10
    assert result.points == 50 - 1


def test_the_third_to_last_card_drawn_may_knock_and_score(make_hand: HandFactory) -> None:
    """RULES.md two-player 9: the player who draws the third-to-last stock card may still
    knock instead of discarding; the knock is scored as any other."""
    hand = make_hand(GIN_READY, "AH 3H 9C 8H 9H JH KH 2D 4D 6D", "KC")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    while True:
        hand.apply(DRAW_STOCK)
        if len(hand.stock) == 2:
            break
        hand.apply(Action.discard(hand.drawn_card))  # type: ignore[arg-type]
    assert hand.to_act == 0 and hand.phase is Phase.DISCARD
    knocks = [a for a in hand.legal_actions() if a.kind is ActionKind.KNOCK]
    assert knocks
    hand.apply(knocks[0])
    result = hand.result
    assert result is not None and result.kind in (ResultKind.KNOCK, ResultKind.GIN,
                                                  ResultKind.UNDERCUT)
    assert result.knocker == 0 and result.points > 0


def test_a_pile_draw_with_three_stock_cards_does_not_reach_the_wall(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 9: the hand is drawn when only two cards remain in the stock
    after a discard: a turn drawing from the pile with three left plays on."""
    hand = make_hand(JUNK, "AH 3H 5H 7H 9H JH KH 2D 4D 6D", "KC")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    while len(hand.stock) > 3 or hand.phase is not Phase.DRAW:
        if hand.phase is Phase.DRAW:
            hand.apply(DRAW_STOCK)
        else:
            hand.apply(Action.discard(hand.drawn_card))  # type: ignore[arg-type]
    hand.apply(DRAW_DISCARD)
    seat = hand.to_act
    assert seat is not None
    keep = hand.drawn_card
    hand.apply(Action.discard(next(c for c in hand.hands[seat] if c is not keep)))
    assert hand.phase is Phase.DRAW and len(hand.stock) == 3
    hand.apply(DRAW_STOCK)
    hand.apply(Action.discard(hand.drawn_card))  # type: ignore[arg-type]
    assert hand.result is not None and hand.result.kind is ResultKind.DRAWN


def test_eaai_preset_equal_deadwood_undercut_scores_its_25_bonus(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 8: equal deadwood is an undercut; the undercut bonus is an
    option (25 a common alternative, the eaai preset's): the defender scores 0 + 25."""
    knocker = "AS 2S 3S 4H 5H 6H 7D 7C 7S 9D"
    hand = start(make_hand(knocker, "JC JD JH JS QS KS 8H 9H TH 9C", "KC", stock="KH",
                           rules=RuleSet.preset("eaai")))
    hand.apply(knock("KH"))  # 9 against 9
    result = hand.result
    assert result is not None and result.kind is ResultKind.UNDERCUT
    assert result.winner == 1 and result.points == 25 and result.bonus == 25


@pytest.mark.parametrize("taken_by_dealer", [False, True])
def test_the_upcard_taken_may_not_be_the_knock_discard(make_hand: HandFactory,
                                                      taken_by_dealer: bool) -> None:
    """RULES.md two-player 3-5: whoever takes the upcard may knock on that first turn,
    but not by discarding the upcard itself (a card just taken from the pile)."""
    seats = (JUNK, GIN_READY) if taken_by_dealer else (GIN_READY, JUNK)
    hand = make_hand(*seats, "2H")
    if taken_by_dealer:
        hand.apply(PASS_UPCARD)
    hand.apply(TAKE_UPCARD)
    assert knock("KD") in hand.legal_actions()  # 2H kept: deadwood 2
    assert hand.why_illegal(knock("2H")) == Refusal(RefusalCode.JUST_TAKEN_FROM_PILE,
                                                   card=C("2H"))
    with pytest.raises(IllegalActionError):
        hand.apply(knock("2H"))
    hand.apply(knock("KD"))
    assert hand.result is not None and hand.result.knocker == hand.dealer * taken_by_dealer
