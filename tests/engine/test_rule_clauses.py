"""RULES.md clauses that had no scenario of their own, one fixed deal each: knocking is
never compulsory, the knocker never lays off, a card that fits two runs, a set's fourth
card that carries a run further instead, ace-low layoffs, and the box undercut on equal
deadwood in the three-hand game."""

from __future__ import annotations

from gin_desktop.engine import (
    DRAW_STOCK, PASS_UPCARD, Action, Arrangement, Card, Hand, HandResult, Phase, ResultKind,
    RuleSet, ThreeHandMatch, format_cards,
)

from tests.engine.conftest import HandFactory, Stack, stacked_deck

C = Card.from_text
#: Melds AS-3S, 4H-6H, 7C 7D 7S and a loose KD: drawing the 7H makes gin with the KD out.
GIN_READY = "AS 2S 3S 4H 5H 6H 7D 7C 7S KD"
JUNK = "2C 4C 6C 8C TD QH 9S JS 3D 5D"  # no melds: 67 points


def start(hand: Hand) -> Hand:
    """Both pass the upcard; the non-dealer draws the top stock card."""
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    return hand


def knock_with(hand: Hand, card: str) -> None:
    hand.apply(Action.knock(C(card)))


def showdown(hand: Hand) -> tuple[HandResult, Arrangement, Arrangement]:
    """The result of a knock, the knocker's layout and the defender's."""
    result = hand.result
    assert result is not None
    assert result.knocker_layout is not None and result.defender_layout is not None
    return result, result.knocker_layout, result.defender_layout


def laid_off(hand: Hand) -> dict[str, str]:
    """Each card the defender laid off -> the knocker's meld it went onto."""
    _, knocker, defender = showdown(hand)
    return {lo.card.text(): knocker.melds[lo.meld_index].text() for lo in defender.layoffs}


def test_knocking_is_never_compulsory_not_even_with_gin(make_hand: HandFactory) -> None:
    """RULES.md two-player 5: "Knocking is never compulsory." A player who could go gin
    may discard instead, and the hand goes on to the opponent's turn."""
    hand = start(make_hand(GIN_READY, JUNK, "KC", stock="7H"))
    assert Action.knock(C("KD")) in hand.legal_actions()  # gin
    hand.apply(Action.discard(C("KD")))
    assert hand.result is None
    assert hand.phase is Phase.DRAW and hand.to_act == 1


def test_the_knocker_never_lays_off_onto_the_defenders_melds(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 7: "The knocker never lays off." The knocker's 9C would extend
    the defender's TC JC QC, but it stays the knocker's deadwood."""
    hand = start(make_hand("AS 2S 3S 4H 5H 6H 7D 7C 7S 9C",
                           "TC JC QC 2D 4D 6D 8D TD QH 3C", "KH", stock="KD"))
    knock_with(hand, "KD")
    result, knocker, defender = showdown(hand)
    assert result.kind is ResultKind.KNOCK
    assert knocker.deadwood == (C("9C"),)
    assert [m.text() for m in defender.melds] == ["TC JC QC"]
    assert (result.knocker_deadwood, result.defender_deadwood) == (9, 43)
    assert result.points == 43 - 9


def test_a_card_that_fits_between_two_runs_is_laid_off_once(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 7: a card extending a run at either end. The 5S extends the
    knocker's 2S-4S at its high end and 6S-8S at its low end: it goes onto one of them,
    once, and leaves the defender's deadwood."""
    hand = start(make_hand("2S 3S 4S 6S 7S 8S 9H 9C 9D KC",
                           "5S QH JC TD 8D 6C 4C 2H 3D 5D", "KH", stock="AH"))
    knock_with(hand, "KC")  # the knocker keeps the AH: 1
    layoffs = laid_off(hand)
    assert list(layoffs) == ["5S"] and layoffs["5S"] in ("2S 3S 4S", "6S 7S 8S")
    result, _, defender = showdown(hand)
    assert C("5S") not in defender.deadwood
    assert (result.knocker_deadwood, result.defender_deadwood) == (1, 63 - 5)
    assert result.points == 57


def test_a_sets_fourth_card_goes_onto_the_run_when_it_carries_the_next_layoff(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 7: a fourth card to a set, cards extending a run at either end,
    repeatedly, chosen to minimise the defender's deadwood. The 8S could make the
    knocker's 8C 8D 8H a set of four, or extend 5S 6S 7S; only on the run does it let the
    9S follow, so both go onto the run (and the 5C onto 2C-4C)."""
    hand = start(make_hand("8C 8D 8H 5S 6S 7S 2C 3C 4C KD",
                           "8S 9S QH TD JD 5C 4D 2H 3D 5D", "KH", stock="AH"))
    knock_with(hand, "KD")
    assert laid_off(hand) == {"8S": "5S 6S 7S", "9S": "5S 6S 7S", "5C": "2C 3C 4C"}
    result, _, defender = showdown(hand)
    assert [m.text() for m in defender.melds] == ["3D 4D 5D"]
    assert format_cards(defender.deadwood) == "2H TD JD QH"
    assert (result.knocker_deadwood, result.defender_deadwood) == (1, 32)
    assert result.points == 31


def test_layoffs_do_not_turn_the_corner_the_ace_is_low(make_hand: HandFactory) -> None:
    """RULES.md "Cards" (the ace is always low: Q-K-A is not a run) and two-player 7: no
    card goes below the knocker's AD 2D 3D (not the KD, nor the KC) or above JH QH KH (not
    the AH, nor the AS); the 4D, above AD 2D 3D, does."""
    hand = start(make_hand("AD 2D 3D JH QH KH 5S 6S 7S 9C",
                           "KC AS KD AH 4D 8D 6C 2H 3C 9H", "QC", stock="AC"))
    knock_with(hand, "9C")  # the knocker keeps the AC: 1
    assert laid_off(hand) == {"4D": "AD 2D 3D"}
    result, _, defender = showdown(hand)
    assert format_cards(defender.deadwood) == "AH AS 2H 3C 6C 8D 9H KC KD"
    assert (result.knocker_deadwood, result.defender_deadwood) == (1, 50)
    assert result.points == 49


def test_three_hand_the_captain_undercuts_the_box_on_equal_deadwood(stack: Stack) -> None:
    """RULES.md two-player 8 in the three-hand game (three-hand 4, 5): the box knocks with
    5 against the captain's 5: equal deadwood is an undercut, so the captain scores the
    difference (0) plus the undercut bonus for the team, the sitter scores nothing, and the
    box, having lost, sits out the next hand: the captain goes into the box (and deals),
    the player who sat out becomes captain."""
    captain = "AS 2S 3S 4H 5H 6H 7D 7C 7S 5C"  # 5 deadwood, nothing to lay off
    box = "8S 9S TS JH QH KH 2C 2D 2H 6C"
    stack([stacked_deck(captain, box, "KC", stock="QC 5D")] * 2)
    match = ThreeHandMatch(RuleSet(), 1, first_roles=(0, 1, 2))
    assert (match.hand.dealer, match.hand.non_dealer) == (0, 1)
    for text in ("pass", "pass", "stock", "discard QC", "stock"):
        match.apply(Action.from_text(text))
    match.apply(Action.knock(C("6C")))  # the box keeps the 5D
    result = match.last_result
    assert result is not None and result.kind is ResultKind.UNDERCUT
    assert (result.knocker, result.winner) == (0, 1)
    assert (result.knocker_deadwood, result.defender_deadwood) == (5, 5)
    assert result.points == 10
    assert match.scores == [0, 10, 0]
    assert (match.box, match.captain, match.sitting_out) == (1, 2, 0)
    match.apply(Action.from_text("next"))
    assert (match.hand.dealer, match.hand.non_dealer) == (1, 2)
