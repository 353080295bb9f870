"""RULES.md corners the audit of session 42 found without a scenario: Hollywood games
reaching the target together in one hand, the three-hand extras and a three-hand
Hollywood tie of games and totals, equal deadwood under each rule set, Oklahoma's ace
upcard once taken, and the stock's last two cards. Stacked deals through the engine's
public interface (tests/engine/conftest.py)."""

from __future__ import annotations

import pytest

from gin_desktop.engine import (
    DRAW_STOCK, NEXT_HAND, PASS_UPCARD, TAKE_UPCARD, Action, ActionKind, BonusKind, Card,
    GameDecided, HandEnded, MatchEnded, Phase, RefusalCode, ResultKind, RuleSet,
    ShowdownLaid, ThreeHandMatch, TwoPlayerMatch,
)

from tests.engine.conftest import HandFactory, Stack, stacked_deck
from tests.engine.test_rule_scenarios import (
    DEALER_KNOCKS, GIN_READY, JUNK, LOW_JUNK, ND_KNOCKS, act, dealer_knocks, nd_knocks,
    play_to_the_wall, wall_deck,
)

C = Card.from_text


def low_knock() -> list[Card]:
    """The non-dealer draws the 2H and knocks with 2 against LOW_JUNK's 20: 18 points."""
    return stacked_deck(GIN_READY, LOW_JUNK, "KC", stock="2H")


def low_dealer_knock() -> list[Card]:
    """The non-dealer throws the QC it draws; the dealer draws the 2H and knocks: 18."""
    return stacked_deck(LOW_JUNK, GIN_READY, "KC", stock="QC 2H")


def spade_dealer_knock() -> list[Card]:
    """As ``dealer_knocks`` under a queen of spades: Oklahoma doubles it, 130."""
    return stacked_deck(JUNK, GIN_READY, "QS", stock="QC 2H")


def decided(events: list[object]) -> list[tuple[int, int]]:
    return [(e.game, e.winner) for e in events if isinstance(e, GameDecided)]


# ------------------------------------------------------------ Hollywood, one hand, two games
def test_hollywood_one_hand_takes_two_games_past_100_together(stack: Stack) -> None:
    """RULES.md Hollywood (target 100, two-player 11): seat 0's second win, a doubled
    Oklahoma spade hand of 130, is scored in games 1 and 2 and takes both past 100 in the
    same hand: both are decided by it (two GameDecided events after the hand's end), the
    match goes on for game 3, which seat 0's later wins alone are scored into."""
    stack([nd_knocks(), spade_dealer_knock(), dealer_knocks(), dealer_knocks()])
    match = TwoPlayerMatch(RuleSet(hollywood=True, oklahoma=True), 3, first_dealer=1)
    act(match, *ND_KNOCKS)
    assert match.game_scores == [[65, 0], [0, 0], [0, 0]]
    match.apply(NEXT_HAND)
    assert match.hand.dealer == 0 and match.hand.doubled
    events: list[object] = []
    for text in DEALER_KNOCKS:
        events += match.apply(Action.from_text(text))
    result = match.last_result
    assert result is not None and result.points == 130 and result.games == (0, 1)
    assert match.game_scores == [[195, 0], [130, 0], [0, 0]]
    assert decided(events) == [(0, 0), (1, 0)]
    kinds = [type(e) for e in events]
    assert kinds.index(HandEnded) < kinds.index(GameDecided)
    assert match.game_winners == [0, 0, None] and not match.is_over
    act(match, "next", *DEALER_KNOCKS)  # the third win: game 3 only, 65
    assert match.game_scores == [[195, 0], [130, 0], [65, 0]] and not match.is_over
    act(match, "next", *DEALER_KNOCKS)
    assert match.game_scores[2] == [130, 0] and match.game_winners == [0, 0, 0]
    assert match.is_over and match.winner == 0 and match.totals == (195 + 130 + 130, 0)


def test_hollywood_one_hand_decides_all_three_games_and_the_match(stack: Stack) -> None:
    """RULES.md Hollywood: seat 0 wins 18 (game 1), then 18 (games 1 and 2), then a
    doubled 130 (all three): the third hand takes games 1 (166), 2 (148) and 3 (130) past
    100 together, decides all three and so ends the match in the same move (the three
    GameDecided events, then MatchEnded)."""
    stack([low_knock(), low_dealer_knock(), spade_dealer_knock()])
    match = TwoPlayerMatch(RuleSet(hollywood=True, oklahoma=True), 3, first_dealer=1)
    act(match, *ND_KNOCKS, "next", *DEALER_KNOCKS, "next")
    assert match.game_scores == [[36, 0], [18, 0], [0, 0]]
    events: list[object] = []
    for text in DEALER_KNOCKS:
        events += match.apply(Action.from_text(text))
    assert decided(events) == [(0, 0), (1, 0), (2, 0)]
    assert isinstance(events[-1], MatchEnded) and events[-1].winner == 0
    assert match.game_scores == [[166, 0], [148, 0], [130, 0]]
    assert match.is_over and match.phase is Phase.MATCH_OVER
    assert match.totals == (166 + 148 + 130, 0)


# ------------------------------------------------------------ three-hand Hollywood tie
def test_three_hand_hollywood_equal_games_and_equal_totals(stack: Stack) -> None:
    """RULES.md Hollywood, Decision: "the match winner is the player who won more of the
    three games; on a tie of games, the higher total of the three game scores". In the
    three-hand game the three games can go one to each seat with equal totals (65 each,
    every hand here scoring 65 with a target of 60): RULES.md names no further tie-break.
    The match still ends when the three are decided, and the engine gives it to the
    lowest-numbered of the tied seats (``HollywoodScoring.match_winner``)."""
    stack([dealer_knocks(), nd_knocks(), dealer_knocks(), nd_knocks(), nd_knocks(),
           dealer_knocks(), dealer_knocks()])
    match = ThreeHandMatch(RuleSet(hollywood=True, target=60), 6)
    b, c, s = match.box, match.captain, match.sitting_out
    plan = [DEALER_KNOCKS, ND_KNOCKS, DEALER_KNOCKS, ND_KNOCKS, ND_KNOCKS, DEALER_KNOCKS,
            DEALER_KNOCKS]
    for number, actions in enumerate(plan):
        if number:
            act(match, "next")
        act(match, *actions)
    assert match.is_over and match.game_winners == [b, s, c]
    totals = [sum(game[seat] for game in match.game_scores) for seat in match.seats]
    assert totals == [65, 65, 65] and match.totals == (65, 65, 65)
    assert match.winner == 0


# ------------------------------------------------------------ three-hand extras
EXTRAS = RuleSet(target=60, line_bonus=25, game_bonus=100, shutout=True)


def test_three_hand_a_winner_whose_two_opponents_scored_nothing_is_doubled(
        stack: Stack) -> None:
    """RULES.md "Extras" in the three-hand game (three-hand 4, 6): the captain's first
    knock, 65, reaches the target; the box and the player sitting out scored nothing, so
    the captain's whole game score, line and game bonuses included, is doubled."""
    stack([nd_knocks()])
    match = ThreeHandMatch(EXTRAS, 4)
    captain = match.captain
    act(match, *ND_KNOCKS)
    assert match.is_over and match.winner == captain
    expected = [0, 0, 0]
    expected[captain] = (65 + 25 + 100) * 2
    assert match.totals == tuple(expected)
    assert [(b.seat, b.kind, b.points) for b in match.bonuses] == [
        (captain, BonusKind.LINE, 25), (captain, BonusKind.GAME, 100),
        (captain, BonusKind.SHUTOUT, 190)]


def test_three_hand_no_shutout_when_one_of_the_two_others_scored(stack: Stack) -> None:
    """RULES.md "Extras", shutout: "a winner whose opponent scored nothing". In the
    three-hand game the engine reads the opponent as each other player: the box wins the
    first hand (18), then the new captain (the first hand's sitter) knocks 65 and wins
    the match; the box scored, so there is no shutout, though the third player scored
    nothing. Each seat's line bonus counts the hands it won, in either role."""
    stack([low_dealer_knock(), nd_knocks()])
    match = ThreeHandMatch(EXTRAS, 4)
    box, captain, sitter = match.box, match.captain, match.sitting_out
    act(match, *DEALER_KNOCKS, "next", *ND_KNOCKS)
    assert match.is_over and match.winner == sitter
    expected = [0, 0, 0]
    expected[box] = 18 + 25
    expected[sitter] = 65 + 25 + 100
    assert match.totals == tuple(expected) and match.scores[captain] == 0
    assert not any(b.kind is BonusKind.SHUTOUT for b in match.bonuses)


# ------------------------------------------------------------ equal deadwood, each rule set
#: The dealer knocks with 9 (9D) against the non-dealer's 9 (9C), nothing laid off.
EQUAL_DEFENDER = "JC JD JH JS QS KS 8H 9H TH 9C"
EQUAL_KNOCKER = "AS 2S 3S 4H 5H 6H 7D 7C 7S 9D"


@pytest.mark.parametrize(("rules", "upcard", "kind", "points"), [
    (RuleSet(), "KC", ResultKind.UNDERCUT, 10),
    (RuleSet.preset("classic"), "KC", ResultKind.UNDERCUT, 10),
    (RuleSet.preset("eaai"), "KC", ResultKind.UNDERCUT, 25),
    (RuleSet.preset("hollywood"), "KC", ResultKind.UNDERCUT, 10),
    (RuleSet.preset("oklahoma"), "TD", ResultKind.UNDERCUT, 10),
    (RuleSet.preset("oklahoma"), "9S", ResultKind.UNDERCUT, 20),
    (RuleSet(undercut_bonus=25, knock_limit=9), "KC", ResultKind.UNDERCUT, 25),
    (RuleSet(equal_deadwood_is_undercut=False), "KC", ResultKind.TIE, 0),
    (RuleSet(equal_deadwood_is_undercut=False, hollywood=True), "KC", ResultKind.TIE, 0),
], ids=["seeds", "classic", "eaai", "hollywood", "oklahoma-ten", "oklahoma-spade-nine",
        "bonus-25-limit-9", "equal-is-tie", "hollywood-equal-is-tie"])
def test_equal_deadwood_under_each_rule_set(stack: Stack, rules: RuleSet, upcard: str,
                                            kind: ResultKind, points: int) -> None:
    """RULES.md two-player 8: "Not gin and the knocker's deadwood equal or higher:
    undercut" (the difference, 0, plus the undercut bonus, an option; an Oklahoma spade
    doubles it); with equal deadwood not an undercut (the rule set's option) it is a tie:
    nobody scores, nothing goes into a Hollywood game. Two-player 1: the undercutter, as
    the hand's winner, deals next; after a tie, as after a drawn hand, the same dealer."""
    stack([stacked_deck(EQUAL_DEFENDER, EQUAL_KNOCKER, upcard, stock="QC KH"), wall_deck()])
    match = TwoPlayerMatch(rules, 9, first_dealer=1)
    act(match, "pass", "pass", "stock", "discard QC", "stock", "knock KH")
    result = match.last_result
    assert result is not None and result.kind is kind and result.knocker == 1
    assert result.knocker_deadwood == result.defender_deadwood == 9
    assert result.points == points
    winner = 0 if kind is ResultKind.UNDERCUT else None
    assert result.winner == winner
    expected = [points, 0]
    assert match.scores == expected
    if rules.hollywood:
        assert match.game_scores == [expected, [0, 0], [0, 0]]
    act(match, "next")
    assert match.hand.dealer == (0 if winner == 0 else 1)


def test_straight_gin_never_knocks_so_never_undercuts(make_hand: HandFactory) -> None:
    """RULES.md Straight Gin, with two-player 8: only gin ends a hand, so the knock on 9
    that would be an undercut elsewhere is refused as gin only."""
    hand = make_hand(EQUAL_KNOCKER, EQUAL_DEFENDER, "KC", stock="KH",
                     rules=RuleSet.preset("straight"))
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    refusal = hand.why_illegal(Action.knock(C("KH")))
    assert refusal is not None and refusal.code is RefusalCode.GIN_ONLY


# ------------------------------------------------------------ Oklahoma ace, taken
def test_oklahoma_an_ace_upcard_taken_still_leaves_the_hand_gin_only(
        make_hand: HandFactory) -> None:
    """RULES.md Oklahoma: the *first* upcard sets the limit for the hand; an ace means
    only gin may end it, even once the ace is taken into a run (AS-3S) and a low card
    would otherwise knock; the gin that follows scores as a gin."""
    hand = make_hand("2S 3S 4H 5H 6H 7D 7C 7S KD 2D", JUNK, "AS",
                     stock="QC 7H", rules=RuleSet(oklahoma=True))
    assert hand.knock_limit == 0 and hand.doubled
    hand.apply(TAKE_UPCARD)  # AS-3S: only the 2D would be left after the KD
    assert not any(a.kind is ActionKind.KNOCK for a in hand.legal_actions())
    refusal = hand.why_illegal(Action.knock(C("KD")))
    assert refusal is not None and refusal.code is RefusalCode.GIN_ONLY
    hand.apply(Action.discard(C("2D")))
    hand.apply(DRAW_STOCK)  # the dealer throws the QC
    hand.apply(Action.discard(C("QC")))
    hand.apply(DRAW_STOCK)  # 7H: 4H-7H, the 7s, AS-3S: gin with the KD out
    assert [a for a in hand.legal_actions() if a.kind is ActionKind.KNOCK] == [
        Action.knock(C("KD"))]
    hand.apply(Action.knock(C("KD")))
    result = hand.result
    assert result is not None and result.kind is ResultKind.GIN and result.knock_limit == 0
    assert result.points == 2 * (67 + 25)


# ------------------------------------------------------------ the wall: the last two cards
def test_the_stocks_last_two_cards_are_never_drawn(stack: Stack) -> None:
    """RULES.md two-player 9: the hand is drawn after the discard that leaves two cards in
    the stock; those two, the deck's last two, are never drawn: the hand is over, only
    the next deal is offered, and all 52 cards are still somewhere, each once."""
    deck = wall_deck()
    stack([deck, wall_deck()])
    match = TwoPlayerMatch(RuleSet(), 2, first_dealer=1)
    play_to_the_wall(match)
    assert match.phase is Phase.HAND_OVER and match.legal_actions() == (NEXT_HAND,)
    assert sorted(match.hand.stock) == sorted(deck[-2:])
    assert match.why_illegal(DRAW_STOCK) is not None
    assert sorted(match.card_locations()) == sorted(deck)


# ------------------------------------------------------------ the winner and the line bonus
def test_the_first_to_the_target_wins_though_line_bonuses_put_the_other_ahead(
        stack: Stack) -> None:
    """RULES.md two-player 11: hands continue until a player's score reaches the target,
    and "that player wins"; "Extras": the line bonus is "added at the end of the game".
    Seat 1 wins four hands of 18, seat 0 one gin of 92 that reaches the target of 90: seat
    0 wins the match, although with 25 a hand won seat 1's final total (172) is higher
    than seat 0's (117). The bonuses add to the totals; they do not pick the winner."""
    stack([low_dealer_knock()] * 4 + [stacked_deck(GIN_READY, JUNK, "KC", stock="7H")])
    match = TwoPlayerMatch(RuleSet(target=90, line_bonus=25), 5, first_dealer=1)
    for number in range(4):
        if number:
            act(match, "next")
        act(match, *DEALER_KNOCKS)
    assert match.scores == [0, 72] and match.hand.dealer == 1
    act(match, "next", *ND_KNOCKS)
    result = match.last_result
    assert result is not None and result.kind is ResultKind.GIN and result.points == 92
    assert match.is_over and match.winner == 0
    assert match.totals == (92 + 25, 72 + 4 * 25)


# ------------------------------------------------------------ layoffs: a chain downwards
def test_a_layoff_below_a_run_opens_the_next_one_below(make_hand: HandFactory) -> None:
    """RULES.md two-player 7: cards extend a run "at either end, repeatedly": the 3S
    reaches the knocker's 5S-7S only once the 4S is laid off below it, and the 8S goes
    on above in the same showdown: the run ends as 3S-8S."""
    hand = make_hand("5S 6S 7S 9C 9D 9H KC KD KH AD", "3S 4S 8S 2C 4C 6C TD QH JC 5D",
                     "JH", stock="QC")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    events = hand.apply(Action.knock(C("QC")))
    result = hand.result
    assert result is not None and result.defender_layout is not None
    laid = sorted(lo.card.text() for lo in result.defender_layout.layoffs)
    assert laid == ["3S", "4S", "8S"]
    laid_down = [e for e in events if isinstance(e, ShowdownLaid)]
    final = [m.text() for m in laid_down[0].final_melds]
    assert "3S 4S 5S 6S 7S 8S" in final
    assert (result.knocker_deadwood, result.defender_deadwood) == (1, 62 - 15)
    assert result.kind is ResultKind.KNOCK and result.points == 46
