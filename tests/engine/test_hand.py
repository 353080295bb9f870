"""RULES.md "Two-player game": one hand, rule by rule."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.engine import (
    BIG_GIN, DRAW_DISCARD, DRAW_STOCK, PASS_UPCARD, TAKE_UPCARD, Action, ActionKind, Card, Hand,
    CardDiscarded, IllegalActionError, Knocked, Phase, ResultKind, RuleSet, ShowdownLaid,
    knock_goes_gin, knock_limit_for, parse_cards,
)

HandFactory = Callable[..., Hand]

C = Card.from_text

# Non-dealer (seat 0) holds a 9-card gin core; the dealer (seat 1) holds junk.
GIN_READY = "AS 2S 3S 4H 5H 6H 7D 7C 7S KD"
JUNK = "2C 4C 6C 8C TD QH 9S JS 3D 5D"


def discard(text: str) -> Action:
    return Action.discard(C(text))


def knock(text: str) -> Action:
    return Action.knock(C(text))


def test_deal_gives_ten_cards_each_and_an_upcard(make_hand: HandFactory) -> None:
    """RULES.md two-player 2: 10 cards each, the next card face up, the rest the stock."""
    hand = make_hand(GIN_READY, JUNK, "9H")
    assert len(hand.hands[0]) == len(hand.hands[1]) == 10
    assert hand.pile == [C("9H")]
    assert len(hand.stock) == 31


def test_non_dealer_is_offered_the_upcard_first(make_hand: HandFactory) -> None:
    """RULES.md two-player 3: the non-dealer may take the upcard or pass."""
    hand = make_hand(GIN_READY, JUNK, "9H")
    assert hand.phase is Phase.UPCARD_OFFER
    assert hand.to_act == 0
    assert set(hand.legal_actions()) == {TAKE_UPCARD, PASS_UPCARD}


def test_after_the_non_dealer_passes_the_dealer_is_offered(make_hand: HandFactory) -> None:
    """RULES.md two-player 3: if the non-dealer passes, the dealer may take it or pass."""
    hand = make_hand(GIN_READY, JUNK, "9H")
    hand.apply(PASS_UPCARD)
    assert hand.phase is Phase.UPCARD_OFFER and hand.to_act == 1


def test_both_pass_then_the_non_dealer_draws_from_the_stock(make_hand: HandFactory) -> None:
    """RULES.md two-player 3: if both pass, the non-dealer begins by drawing from the stock."""
    hand = make_hand(GIN_READY, JUNK, "9H")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    assert hand.phase is Phase.DRAW and hand.to_act == 0
    assert hand.legal_actions() == (DRAW_STOCK,)
    with pytest.raises(IllegalActionError, match="stock"):
        hand.apply(DRAW_DISCARD)


def test_whoever_takes_the_upcard_discards_then_the_other_plays(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 3: the taker completes the turn by discarding; then the other
    player takes a normal turn."""
    hand = make_hand(GIN_READY, JUNK, "9H")
    hand.apply(PASS_UPCARD)
    hand.apply(TAKE_UPCARD)  # the dealer takes it
    assert hand.phase is Phase.DISCARD and hand.to_act == 1
    hand.apply(discard("2C"))
    assert hand.phase is Phase.DRAW and hand.to_act == 0
    assert set(hand.legal_actions()) == {DRAW_STOCK, DRAW_DISCARD}


def test_a_normal_turn_is_a_draw_then_a_discard(make_hand: HandFactory) -> None:
    """RULES.md two-player 4."""
    hand = make_hand(GIN_READY, JUNK, "9H", stock="8D")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    with pytest.raises(IllegalActionError, match="draw"):
        hand.apply(discard("KD"))
    hand.apply(DRAW_STOCK)
    assert C("8D") in hand.hands[0]
    events = hand.apply(discard("KD"))
    assert events == [CardDiscarded(0, C("KD"))]
    assert hand.pile[-1] == C("KD") and hand.to_act == 1


def test_the_card_taken_from_the_pile_may_not_be_discarded_at_once(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 4, Decision: option allow_discard_of_drawn_upcard, default false."""
    hand = make_hand(GIN_READY, JUNK, "9H")
    hand.apply(TAKE_UPCARD)
    assert discard("9H") not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="just taken"):
        hand.apply(discard("9H"))
    lenient = make_hand(GIN_READY, JUNK, "9H",
                        rules=RuleSet(allow_discard_of_drawn_upcard=True))
    lenient.apply(TAKE_UPCARD)
    assert discard("9H") in lenient.legal_actions()


def test_an_illegal_action_changes_nothing(make_hand: HandFactory) -> None:
    """RULES.md two-player 4: an illegal action is refused and the state is untouched."""
    hand = make_hand(GIN_READY, JUNK, "9H")
    before = (list(hand.hands[0]), list(hand.hands[1]), list(hand.pile), list(hand.stock),
              hand.phase, hand.to_act)
    for action in (DRAW_STOCK, discard("AS"), knock("KD"), BIG_GIN):
        with pytest.raises(IllegalActionError):
            hand.apply(action)
    after = (list(hand.hands[0]), list(hand.hands[1]), list(hand.pile), list(hand.stock),
             hand.phase, hand.to_act)
    assert before == after


def test_knock_is_offered_only_within_the_knock_limit(make_hand: HandFactory) -> None:
    """RULES.md two-player 5: a knock needs deadwood of at most the limit after the discard."""
    # Melds AS2S3S 4H5H6H 7D7C7S; deadwood KD + the drawn card.
    hand = make_hand(GIN_READY, JUNK, "9H", stock="QC")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)  # QC: deadwood KD + QC = 20; discarding either leaves 10
    knocks = {a.card for a in hand.legal_actions() if a.kind is ActionKind.KNOCK}
    assert knocks == {C("KD"), C("QC")}
    tight = make_hand(GIN_READY, JUNK, "9H", stock="QC", rules=RuleSet(knock_limit=9))
    tight.apply(PASS_UPCARD)
    tight.apply(PASS_UPCARD)
    tight.apply(DRAW_STOCK)
    assert not any(a.kind is ActionKind.KNOCK for a in tight.legal_actions())
    with pytest.raises(IllegalActionError, match="at most 9"):
        tight.apply(knock("KD"))


def test_a_knock_is_legal_on_the_first_turn(make_hand: HandFactory) -> None:
    """RULES.md two-player 5: a knock is legal on any turn, the first included."""
    hand = make_hand(GIN_READY, JUNK, "8S")
    hand.apply(TAKE_UPCARD)
    assert knock("KD") in hand.legal_actions()


def test_knock_scores_the_difference(make_hand: HandFactory) -> None:
    """RULES.md two-player 8: knocker's deadwood lower: the knocker scores the difference."""
    hand = make_hand(GIN_READY, JUNK, "9H", stock="2H")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)  # 2H: deadwood KD 2H
    events = hand.apply(knock("KD"))
    assert isinstance(events[0], Knocked) and isinstance(events[1], ShowdownLaid)
    result = hand.result
    assert result is not None
    assert result.kind is ResultKind.KNOCK and result.knocker == 0 and result.winner == 0
    assert result.knocker_deadwood == 2
    # Dealer's JUNK has no melds: 2+4+6+8+10+10+9+10+3+5 = 67; nothing lays off onto
    # AS2S3S (4S? no) / 3H..6H (needs 2H held by knocker, 7H) / 7D7C7S (7H) -> 67.
    assert result.defender_deadwood == 67
    assert result.points == 65
    assert hand.phase is Phase.HAND_OVER


def test_defender_lays_off_after_a_knock(make_hand: HandFactory) -> None:
    """RULES.md two-player 7: unless the knocker went gin, the defender lays off deadwood
    onto the knocker's melds."""
    defender = "4S 7H 2C 4C 6C 8C TD QH 9D JC"
    hand = make_hand("AS 2S 3S 4H 5H 6H 7D 7C 7S 8D", defender, "KS", stock="9C")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    events = hand.apply(knock("9C"))  # 8D is deadwood: 8, not gin
    assert isinstance(events[0], Knocked) and not events[0].gin
    result = hand.result
    assert result is not None and result.kind is ResultKind.KNOCK
    assert result.defender_layout is not None
    assert {lo.card for lo in result.defender_layout.layoffs} == {C("4S"), C("7H")}
    assert result.defender_deadwood == 2 + 4 + 6 + 8 + 10 + 10 + 9 + 10
    assert result.points == 59 - 8


def test_gin_denies_layoffs_and_adds_the_bonus(make_hand: HandFactory) -> None:
    """RULES.md two-player 7 and 8: after gin the defender may not lay off; the knocker
    scores the defender's deadwood plus the gin bonus; the defender scores nothing."""
    defender = "4S 7H 2C 4C 6C 8C TD QH 9D JC"
    hand = make_hand("AS 2S 3S 4H 5H 6H 7D 7C 7S KD", defender, "QS", stock="8S")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)  # 8S: melds stay, deadwood KD 8S; knock KD leaves 8
    hand = make_hand("AS 2S 3S 4H 5H 6H 7D 7C 7S KD", defender, "QS", stock="3H")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)  # 3H extends 4H5H6H: gin after discarding KD
    events = hand.apply(knock("KD"))
    assert isinstance(events[0], Knocked) and events[0].gin
    result = hand.result
    assert result is not None and result.kind is ResultKind.GIN
    assert result.defender_layout is not None and result.defender_layout.layoffs == ()
    # 4S 7H count: 4+7+2+4+6+8+10+10+9+10 = 70
    assert result.defender_deadwood == 70
    assert result.points == 70 + 25 and result.winner == 0


def test_undercut_gives_the_defender_the_difference_plus_bonus(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 8: knocker's deadwood equal or higher: undercut, the defender
    scores the difference plus 10."""
    knocker = "AS 2S 3S 4H 5H 6H 7D 7C 7S 9D"
    # Defender: three melds and a 2C.
    defender = "JC JD JH JS QS KS 8H 9H TH 2C"
    hand = make_hand(knocker, defender, "KC", stock="AC")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)  # AC: deadwood 9D AC = 10
    hand.apply(knock("AC"))  # deadwood 9
    result = hand.result
    assert result is not None
    assert result.kind is ResultKind.UNDERCUT and result.winner == 1
    assert result.knocker_deadwood == 9 and result.defender_deadwood == 2
    assert result.points == 7 + 10 and result.bonus == 10


def test_equal_deadwood_is_an_undercut(make_hand: HandFactory) -> None:
    """RULES.md two-player 8: equal or higher is an undercut (the default)."""
    knocker = "AS 2S 3S 4H 5H 6H 7D 7C 7S 9D"
    defender = "JC JD JH JS QS KS 8H 9H TH 2C"
    hand = make_hand(knocker, defender, "KC", stock="7H")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)  # 7H joins 4H5H6H7H or the sevens; deadwood 9D
    hand.apply(knock("9D"))  # gin
    assert hand.result is not None and hand.result.kind is ResultKind.GIN
    hand = make_hand(knocker, "JC JD JH JS QS KS 8H 9H TH 9C", "KC", stock="KH")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    hand.apply(knock("KH"))  # knocker 9 (9D) vs defender 9 (9C)
    result = hand.result
    assert result is not None and result.kind is ResultKind.UNDERCUT
    assert result.points == 10
    hand = make_hand(knocker, "JC JD JH JS QS KS 8H 9H TH 9C", "KC", stock="KH",
                     rules=RuleSet(equal_deadwood_is_undercut=False))
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    hand.apply(knock("KH"))
    result = hand.result
    assert result is not None and result.kind is ResultKind.TIE and result.points == 0


def test_defender_lays_off_onto_the_knockers_melds(make_hand: HandFactory) -> None:
    """RULES.md two-player 7: the defender lays off deadwood onto the knocker's melds (a
    fourth card to a set, runs extended repeatedly)."""
    knocker = "4S 5S 6S 9H 9C 9D KC KD KH 2D"
    defender = "7S 8S 9S 3S 2H 4C 6C 8D TD QH"
    # The defender's own run 7S8S9S competes with laying off 7S 8S onto 4S5S6S; either
    # way 3S lays off below and the set takes no 9S if the run keeps it.
    hand = make_hand(knocker, defender, "JS", stock="AH")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)  # AH
    hand.apply(knock("2D"))  # knocker deadwood 1
    result = hand.result
    assert result is not None and result.defender_layout is not None
    laid = {lo.card for lo in result.defender_layout.layoffs}
    assert C("3S") in laid
    # 7S 8S 9S all leave the deadwood (as a run or as layoffs): 2+4+6+8+10+10 = 40
    assert result.defender_deadwood == 40
    assert result.points == 39


def test_big_gin_when_enabled(make_hand: HandFactory) -> None:
    """RULES.md two-player 6 and 8: big gin (an option): all eleven cards melded before
    discarding; the defender's deadwood plus 31."""
    rules = RuleSet(big_gin=True)
    hand = make_hand("AS 2S 3S 4H 5H 6H 7D 7C 7S 7H", JUNK, "KH", stock="8H", rules=rules)
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)  # 8H: 4H5H6H7H8H + 7D7C7S + AS2S3S = 11 melded
    assert BIG_GIN in hand.legal_actions()
    hand.apply(BIG_GIN)
    result = hand.result
    assert result is not None and result.kind is ResultKind.BIG_GIN
    assert result.points == 67 + 31
    plain = make_hand("AS 2S 3S 4H 5H 6H 7D 7C 7S 7H", JUNK, "KH", stock="8H")
    plain.apply(PASS_UPCARD)
    plain.apply(PASS_UPCARD)
    plain.apply(DRAW_STOCK)
    assert BIG_GIN not in plain.legal_actions()
    with pytest.raises(IllegalActionError, match="not played"):
        plain.apply(BIG_GIN)


def test_the_wall_ends_the_hand_with_no_score(make_hand: HandFactory) -> None:
    """RULES.md two-player 9: after a discard leaving two stock cards, nobody having
    knocked, the hand is drawn; the player who draws the third-to-last card may knock."""
    hand = make_hand("2C 4C 6C 8C TD QH 9S JS 3D 5D", "AS 3S 5S 7S 9H JH KH 2D 4D 6D", "KC")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    draws = 0
    while hand.phase is not Phase.HAND_OVER:
        hand.apply(DRAW_STOCK)
        draws += 1
        if len(hand.stock) == 2:
            # Drew the third-to-last card: may still knock instead of discarding.
            assert hand.phase is Phase.DISCARD
        seat = hand.to_act
        assert seat is not None
        hand.apply(Action.discard(hand.drawn_card))  # type: ignore[arg-type]
    assert draws == 29
    assert len(hand.stock) == 2
    assert hand.result is not None and hand.result.kind is ResultKind.DRAWN
    assert hand.result.points == 0 and hand.result.winner is None


def test_knocker_layout_avoids_layoff_places(make_hand: HandFactory) -> None:
    """RULES.md two-player 7, Decision: with AS and the 5, 6, 7 of spades, clubs and
    diamonds, three sets beat three runs."""
    knocker = "AS 5S 6S 7S 5C 6C 7C 5D 6D 7D"
    hand = make_hand(knocker, "2C 4C 8C 9C TD QH KS JS 3D 2H", "KC", stock="QD")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    hand.apply(knock("QD"))
    result = hand.result
    assert result is not None and result.knocker_layout is not None
    assert all(m.kind.value == "set" for m in result.knocker_layout.melds)


def test_straight_gin_only_gin_ends_a_hand(make_hand: HandFactory) -> None:
    """RULES.md variants, Straight Gin: no knocking: only gin ends a hand."""
    rules = RuleSet(straight=True)
    hand = make_hand(GIN_READY, JUNK, "9H", stock="2H", rules=rules)
    assert hand.knock_limit == 0
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)  # deadwood KD 2H: a knock would leave 2
    assert not any(a.kind is ActionKind.KNOCK for a in hand.legal_actions())
    with pytest.raises(IllegalActionError, match="only gin"):
        hand.apply(knock("KD"))


@pytest.mark.parametrize(("upcard", "limit", "doubled"), [
    ("KH", 10, False), ("7D", 7, False), ("3S", 3, True), ("AC", 0, False), ("QS", 10, True),
])
def test_oklahoma_upcard_sets_the_knock_limit(upcard: str, limit: int, doubled: bool,
                                              make_hand: HandFactory) -> None:
    """RULES.md variants, Oklahoma: the upcard sets the knock limit (ace: gin only); a
    spade upcard doubles every score of the hand."""
    rules = RuleSet(oklahoma=True)
    assert knock_limit_for(rules, C(upcard)) == limit
    hand = make_hand("2C 4C 6C 8C TD 9H 9S JS 3D 5D", "AH 2H 4H 5H 6H 8H JH 2D 4D 6D",
                     upcard, rules=rules)
    assert hand.knock_limit == limit and hand.doubled is doubled
    assert make_hand("2C 4C 6C 8C TD 9H 9S JS 3D 5D", "AH 2H 4H 5H 6H 8H JH 2D 4D 6D",
                     upcard).doubled is False


def test_oklahoma_spade_doubles_the_score(make_hand: HandFactory) -> None:
    """RULES.md variants, Oklahoma: a spade upcard doubles every score of the hand."""
    rules = RuleSet(oklahoma=True)
    hand = make_hand(GIN_READY, JUNK.replace("9S", "9C"), "QS", stock="2H", rules=rules)
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    hand.apply(knock("KD"))
    result = hand.result
    assert result is not None and result.doubled
    assert result.points == 2 * (result.defender_deadwood - result.knocker_deadwood)


def test_a_knock_goes_gin_exactly_when_the_hand_scores_it_as_gin(
        make_hand: HandFactory) -> None:
    # The engine's one word on gin, which the table's menu and the advice ask: after the
    # draw of the 7S, the knock of the KD leaves AS-3S, 7s and 4H-6H, no deadwood; of a
    # seven, the KD's 10.
    cards = "AS 2S 3S 7C 7D 7H 4H 5H 6H KD"
    for knocked, gin in (("KD", True), ("7S", False), ("7C", False)):
        hand = make_hand(cards, "8S 2C 9C 8D 6S 4C 2H TH 3C 5S", "9D", stock="7S")
        for action in (PASS_UPCARD, PASS_UPCARD, DRAW_STOCK):
            hand.apply(action)
        held = hand.hands[0]
        knock = Action.knock(Card.from_text(knocked))
        assert knock in hand.legal_actions()
        assert knock_goes_gin(held, knock) is gin
        hand.apply(knock)
        assert hand.result is not None
        assert (hand.result.kind is ResultKind.GIN) is gin
    # Only a knock of a card held goes gin; a discard, big gin, or a card not held do not.
    held = parse_cards("AS 2S 3S 7C 7D 7H 7S 4H 5H 6H KD")
    assert not knock_goes_gin(held, Action.discard(Card.from_text("KD")))
    assert not knock_goes_gin(held, BIG_GIN)
    assert not knock_goes_gin(held[:-1], Action.knock(Card.from_text("KD")))
