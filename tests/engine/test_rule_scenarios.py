"""RULES.md scenarios, driven through the engine's public interface: stacked deals (a
match's decks fixed in order) then actions, for each rule and Decision and the notable
combinations of variants and options (Oklahoma, Hollywood, Straight, three-hand, the
wall, repetition, the extras), and saves and replays of each variant mid-hand."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.engine import (
    BIG_GIN, DRAW_STOCK, FULL_DECK, PASS_UPCARD, TAKE_UPCARD,
    Action, ActionKind, BonusKind, Card, Hand, IllegalActionError, Match, MeldKind, Mode,
    Phase, Refusal, RefusalCode, ResultKind, RuleSet, ThreeHandMatch, TwoPlayerMatch,
    load_match, match_to_json, new_match, parse_cards,
)
from gin_desktop.engine import match as match_module

from tests.engine.conftest import Stack, stacked_deck

HandFactory = Callable[..., Hand]
C = Card.from_text
#: Melds AS-3S, 4H-6H, 7C 7D 7S and a loose KD: 10 deadwood, a knock with the KD out.
GIN_READY = "AS 2S 3S 4H 5H 6H 7D 7C 7S KD"
JUNK = "2C 4C 6C 8C TD QH 9S JS 3D 5D"  # no melds: 67 points
JUNK_POINTS = 67
#: Another meldless hand, of other cards (74 points).
JUNK2 = "AH 3H 9C 8H TH JH KH 2D 4D 6D"


def knock(text: str) -> Action:
    return Action.knock(C(text))


def discard(text: str) -> Action:
    return Action.discard(C(text))


def act(match: Match, *texts: str) -> None:
    for text in texts:
        match.apply(Action.from_text(text))


def sitter_deck(captain: str, sitter: str, box: str, upcard: str, stock: str = ""
                ) -> list[Card]:
    """A deck dealing these hands with the ``sitter_dealt`` option (RULES.md three-hand
    2): captain, sitter, box one card at a time, the upcard, then the stock."""
    hands = [parse_cards(captain), parse_cards(sitter), parse_cards(box)]
    named = [*hands[0], *hands[1], *hands[2], C(upcard), *parse_cards(stock)]
    assert len(set(named)) == len(named) and all(len(h) == 10 for h in hands)
    deck: list[Card] = []
    for triple in zip(*hands, strict=True):
        deck += triple
    rest = [c for c in FULL_DECK if c not in set(named)]
    return deck + [C(upcard), *parse_cards(stock)] + rest




# ------------------------------------------------------------------ Oklahoma Gin
@pytest.mark.parametrize(("knock_limit", "upcard", "limit"), [
    (5, "9H", 9), (0, "KC", 10), (10, "4D", 4), (3, "AH", 0),
])
def test_oklahoma_the_upcard_sets_the_limit_whatever_the_knock_limit_option(
        make_hand: HandFactory, knock_limit: int, upcard: str, limit: int) -> None:
    """RULES.md variants, Oklahoma: "the rank of the first upcard sets the knock limit for
    that hand (face cards 10, number cards their value)": the knock limit option (two-
    player 5) does not cap it (the new-game dialog greys it out under Oklahoma)."""
    rules = RuleSet(oklahoma=True, knock_limit=knock_limit)
    hand = make_hand(GIN_READY, JUNK, upcard, stock="9D", rules=rules)
    assert hand.knock_limit == limit
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)  # 9D: discarding the KD leaves 9 deadwood
    assert (knock("KD") in hand.legal_actions()) is (limit >= 9)


# Stacked decks for whole matches. "nd"/"dealer" say which seat of the hand wins.
def nd_knocks() -> list[Card]:
    """The non-dealer draws the 2H and knocks with 2 against 67: 65 points."""
    return stacked_deck(GIN_READY, JUNK, "KC", stock="2H")


def nd_gins() -> list[Card]:
    """The non-dealer draws the 7H and goes gin against 67: 92 points."""
    return stacked_deck(GIN_READY, JUNK, "KC", stock="7H")


def dealer_knocks() -> list[Card]:
    """The non-dealer throws the QC it draws; the dealer draws the 2H and knocks: 65."""
    return stacked_deck(JUNK, GIN_READY, "KC", stock="QC 2H")


ND_KNOCKS = ("pass", "pass", "stock", "knock KD")
ND_GINS = ND_KNOCKS
DEALER_KNOCKS = ("pass", "pass", "stock", "discard QC", "stock", "knock KD")


def wall_deck() -> list[Card]:
    return stacked_deck(JUNK, JUNK2, "KC")


def play_to_the_wall(match: Match) -> None:
    """Both pass the upcard, then each throws the card it draws until the hand ends."""
    act(match, "pass", "pass")
    while match.phase is not Phase.HAND_OVER:
        match.apply(DRAW_STOCK)
        drawn = match.hand.drawn_card
        assert drawn is not None
        match.apply(Action.discard(drawn))


def test_the_winner_deals_next_and_a_drawn_hand_is_dealt_again_by_its_dealer(
        stack: Stack) -> None:
    """RULES.md two-player 1: the winner of each hand deals the next; after a drawn hand
    the same dealer deals again. Two-player 3: the non-dealer is offered the upcard."""
    stack([nd_knocks(), wall_deck(), wall_deck(), dealer_knocks(), nd_knocks()])
    match = TwoPlayerMatch(RuleSet(target=500), 7, first_dealer=1)
    assert match.hand.dealer == 1 and match.to_act == 0
    act(match, *ND_KNOCKS)  # seat 0, the non-dealer, wins
    assert match.scores == [65, 0]
    act(match, "next")
    assert match.hand.dealer == 0 and match.to_act == 1
    play_to_the_wall(match)
    result = match.last_result
    assert result is not None and result.kind is ResultKind.DRAWN and result.winner is None
    assert len(match.hand.stock) == 2 and match.scores == [65, 0]
    act(match, "next")
    assert match.hand.dealer == 0  # the same dealer again
    play_to_the_wall(match)
    act(match, "next")
    assert match.hand.dealer == 0
    act(match, *DEALER_KNOCKS)  # seat 0 deals and wins
    assert match.scores == [130, 0]
    act(match, "next")
    assert match.hand.dealer == 0 and match.to_act == 1
    act(match, *ND_KNOCKS)  # seat 1, the non-dealer, wins: it deals next
    assert match.scores == [130, 65]
    assert [r.dealer for r in match.results] == [1, 0, 0, 0, 0]


# ------------------------------------------------------------------ Oklahoma Gin
def test_oklahoma_spade_hand_doubles_the_hand_but_not_the_extras(stack: Stack) -> None:
    """RULES.md variants, Oklahoma: a spade upcard doubles every score of the hand; the
    Extras are added at the end of the game: a line bonus per hand won, the game bonus,
    then the shutout doubles the whole game score, those bonuses included."""
    rules = RuleSet(oklahoma=True, line_bonus=25, game_bonus=100, shutout=True)
    stack([stacked_deck(GIN_READY, JUNK.replace("9S", "9C"), "QS", stock="2H")])
    match = TwoPlayerMatch(rules, 3, first_dealer=1)
    assert match.hand.knock_limit == 10 and match.hand.doubled
    act(match, *ND_KNOCKS)
    result = match.last_result
    assert result is not None and result.kind is ResultKind.KNOCK
    assert result.points == 2 * (67 - 2) == match.scores[0]
    assert match.is_over and match.winner == 0
    assert match.totals == ((130 + 25 + 100) * 2, 0)
    assert [(b.kind, b.points) for b in match.bonuses] == [
        (BonusKind.LINE, 25), (BonusKind.GAME, 100), (BonusKind.SHUTOUT, 255)]


def test_oklahoma_spade_gin_against_a_defender_with_no_deadwood(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 8: a gin scores the defender's deadwood plus the gin bonus and
    the defender scores nothing, even with no deadwood (not an undercut); Oklahoma: a
    spade upcard doubles it, bonus included."""
    defender = "8C 9C TC JC 9H TH JH 2H 2D 2C"  # all melded
    hand = make_hand(GIN_READY, defender, "5S", stock="7H", rules=RuleSet(oklahoma=True))
    assert hand.knock_limit == 5 and hand.doubled
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    hand.apply(knock("KD"))
    result = hand.result
    assert result is not None and result.kind is ResultKind.GIN and result.winner == 0
    assert result.defender_deadwood == 0 and result.points == 2 * 25 and result.bonus == 50


def test_oklahoma_spade_undercut_on_equal_deadwood(make_hand: HandFactory) -> None:
    """RULES.md two-player 8: equal deadwood is an undercut (the difference, 0, plus the
    undercut bonus); Oklahoma: doubled by a spade upcard (the 9 allows the 9-point knock)."""
    knocker = "AS 2S 3S 4H 5H 6H 7D 7C 7S 9D"
    hand = make_hand(knocker, "JC JD JH JS QS KS 8H 9H TH 9C", "9S", stock="KH",
                     rules=RuleSet(oklahoma=True))
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    hand.apply(knock("KH"))  # 9 against 9
    result = hand.result
    assert result is not None and result.kind is ResultKind.UNDERCUT and result.winner == 1
    assert result.points == 2 * 10 and result.bonus == 20


def deck_with_stock(non_dealer: str, dealer: str, upcard: str, card: str, draw: int
                    ) -> list[Card]:
    """A deck whose ``draw``-th stock card (1-based) is ``card``; the other stock cards
    are the unnamed ones in deck order."""
    named = set(parse_cards(f"{non_dealer} {dealer} {upcard} {card}"))
    filler = [c for c in FULL_DECK if c not in named][:draw - 1]
    stock = " ".join(c.text() for c in filler) + " " + card
    return stacked_deck(non_dealer, dealer, upcard, stock=stock)


def test_oklahoma_ace_hand_the_third_to_last_card_may_still_gin(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 9 in an Oklahoma ace hand (gin only): the non-dealer draws the
    third-to-last stock card (the 29th draw of 31) and goes gin with it instead of
    discarding (a heart: not doubled)."""
    rules = RuleSet(oklahoma=True)
    deck = deck_with_stock(GIN_READY, JUNK, "AH", "7H", 29)
    hand = Hand(rules, dealer=1, non_dealer=0, deck=deck)
    assert hand.knock_limit == 0 and not hand.doubled
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    while True:
        hand.apply(DRAW_STOCK)
        if len(hand.stock) == 2:
            break
        assert not any(a.kind is ActionKind.KNOCK for a in hand.legal_actions())
        drawn = hand.drawn_card
        assert drawn is not None
        hand.apply(Action.discard(drawn))
    assert hand.to_act == 0 and hand.drawn_card == C("7H")
    assert [a for a in hand.legal_actions() if a.kind is ActionKind.KNOCK] == [knock("KD")]
    hand.apply(knock("KD"))
    result = hand.result
    assert result is not None and result.kind is ResultKind.GIN
    assert result.points == JUNK_POINTS + 25


def test_oklahoma_ace_of_spades_hand_reaches_the_wall_drawn_same_dealer(
        stack: Stack) -> None:
    """RULES.md two-player 9 and Oklahoma: in a gin-only hand nobody may knock with
    deadwood; at the wall the hand is drawn (no score, nothing doubled) and the same
    dealer deals again."""
    rules = RuleSet(oklahoma=True)
    # The non-dealer could knock with 2 deadwood after the 2H in any other hand.
    stack([stacked_deck("2S 3S 4S 4H 5H 6H 7D 7C 7S KD", JUNK2, "AS", stock="2H"),
           nd_knocks()])
    match = TwoPlayerMatch(rules, 5, first_dealer=0)
    assert match.hand.knock_limit == 0 and match.hand.doubled
    act(match, "pass", "pass", "stock")
    assert not any(a.kind is ActionKind.KNOCK for a in match.legal_actions())
    with pytest.raises(IllegalActionError, match="gin"):
        act(match, "knock KD")
    act(match, "discard 2H")
    while match.phase is not Phase.HAND_OVER:
        match.apply(DRAW_STOCK)
        drawn = match.hand.drawn_card
        assert drawn is not None
        match.apply(Action.discard(drawn))
    result = match.last_result
    assert result is not None and result.kind is ResultKind.DRAWN and result.points == 0
    assert match.scores == [0, 0] and len(match.hand.stock) == 2
    act(match, "next")
    assert match.hand.dealer == 0 and match.hand.knock_limit == 10


def test_oklahoma_big_gin_in_a_spade_hand_is_doubled_bonus_included(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 6 and 8 (big gin option): the defender's deadwood plus the
    big-gin bonus, no layoffs (its 8H would fit the hearts run); Oklahoma: a spade upcard
    doubles it all (the 4 upcard allows a knock with 4 at most)."""
    rules = RuleSet(oklahoma=True, big_gin=True)
    defender = "2C 4C 6C 8C TD QH 9S JS 3D 8H"
    hand = make_hand("AS 2S 3S 4H 5H 6H 7D 7C 7S 7H", defender, "4S", stock="3H",
                     rules=rules)
    assert hand.knock_limit == 4 and hand.doubled
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)  # 3H: 3H-7H, AS-3S, 7C 7D 7S: all eleven melded
    assert BIG_GIN in hand.legal_actions()
    hand.apply(BIG_GIN)
    result = hand.result
    assert result is not None and result.kind is ResultKind.BIG_GIN and result.winner == 0
    assert result.defender_layout is not None and result.defender_layout.layoffs == ()
    assert result.defender_deadwood == 70
    assert result.points == 2 * (70 + 31) and result.bonus == 62


def test_straight_and_oklahoma_no_knock_even_on_a_king_but_spades_double(
        make_hand: HandFactory) -> None:
    """RULES.md variants: Straight Gin, only gin ends a hand, whatever an Oklahoma upcard
    says (a K would allow 10); an Oklahoma spade still doubles the gin."""
    rules = RuleSet(oklahoma=True, straight=True)
    hand = make_hand(GIN_READY, JUNK, "KS", stock="2H", rules=rules)
    assert hand.knock_limit == 0 and hand.doubled
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    assert not any(a.kind is ActionKind.KNOCK for a in hand.legal_actions())
    gin = make_hand(GIN_READY, JUNK, "KS", stock="7H", rules=rules)
    gin.apply(PASS_UPCARD)
    gin.apply(PASS_UPCARD)
    gin.apply(DRAW_STOCK)
    gin.apply(knock("KD"))
    assert gin.result is not None and gin.result.kind is ResultKind.GIN
    assert gin.result.points == 2 * (JUNK_POINTS + 25)


# ------------------------------------------------------------------ Hollywood Gin
def test_hollywood_which_games_each_won_hand_scores_into(stack: Stack) -> None:
    """RULES.md variants, Hollywood: a player's first won hand scores in game 1, the
    second in games 1 and 2, the third and later in all three; a won game is no longer
    scored into (so a first win after game 1 is decided scores nowhere); a drawn hand
    scores nowhere; the match goes on until all three games are decided, and its winner
    won more of them. Extras per game: line bonus per hand won in that game, game bonus
    to its winner, shutout doubling where the loser scored nothing in it."""
    rules = RuleSet(hollywood=True, line_bonus=25, game_bonus=100, shutout=True)
    stack([nd_knocks(), dealer_knocks(), nd_knocks(), wall_deck(), dealer_knocks(),
           nd_knocks(), nd_gins(), dealer_knocks()])
    match = TwoPlayerMatch(rules, 11, first_dealer=1)
    plan = [  # (actions, winner, games scored into, game scores after, game winners)
        (ND_KNOCKS, 0, (0,), [[65, 0], [0, 0], [0, 0]], [None, None, None]),
        (DEALER_KNOCKS, 0, (0, 1), [[130, 0], [65, 0], [0, 0]], [0, None, None]),
        (ND_KNOCKS, 1, (), [[130, 0], [65, 0], [0, 0]], [0, None, None]),
        (None, None, (), [[130, 0], [65, 0], [0, 0]], [0, None, None]),
        (DEALER_KNOCKS, 1, (1,), [[130, 0], [65, 65], [0, 0]], [0, None, None]),
        (ND_KNOCKS, 0, (1, 2), [[130, 0], [130, 65], [65, 0]], [0, 0, None]),
        (ND_GINS, 1, (2,), [[130, 0], [130, 65], [65, 92]], [0, 0, None]),
        (DEALER_KNOCKS, 1, (2,), [[130, 0], [130, 65], [65, 157]], [0, 0, 1]),
    ]
    dealers = [1, 0, 0, 1, 1, 1, 0, 1]
    for number, (actions, winner, games, scores, winners) in enumerate(plan):
        if number:
            act(match, "next")
        assert match.hand.dealer == dealers[number]
        if actions is None:
            play_to_the_wall(match)
        else:
            act(match, *actions)
        result = match.last_result
        assert result is not None and result.winner == winner and result.games == games
        assert [list(g) for g in match.game_scores] == scores
        assert match.game_winners == winners
        assert match.is_over is (number == len(plan) - 1)
    assert match.winner == 0  # two games to one
    assert [(b.game, b.seat, b.kind, b.points) for b in match.bonuses] == [
        (0, 0, BonusKind.LINE, 50), (0, 0, BonusKind.GAME, 100),
        (0, 0, BonusKind.SHUTOUT, 280),
        (1, 0, BonusKind.LINE, 50), (1, 1, BonusKind.LINE, 25), (1, 0, BonusKind.GAME, 100),
        (2, 0, BonusKind.LINE, 25), (2, 1, BonusKind.LINE, 50), (2, 1, BonusKind.GAME, 100),
    ]
    assert match.totals == (560 + 280 + 90, 0 + 90 + 307)


def test_hollywood_oklahoma_a_doubled_hand_scores_doubled_into_its_games(
        stack: Stack) -> None:
    """RULES.md variants: Hollywood is scoring only, so an Oklahoma spade hand's doubled
    score is what goes into the games."""
    rules = RuleSet(hollywood=True, oklahoma=True)
    stack([stacked_deck(GIN_READY, JUNK, "QS", stock="2H"),
           stacked_deck(JUNK, GIN_READY, "KC", stock="QC 2H")])
    match = TwoPlayerMatch(rules, 2, first_dealer=1)
    act(match, *ND_KNOCKS)
    assert [list(g) for g in match.game_scores] == [[130, 0], [0, 0], [0, 0]]
    assert match.game_winners == [0, None, None] and not match.is_over
    act(match, "next", *DEALER_KNOCKS)  # seat 0 deals and wins: games 2 only, undoubled
    assert [list(g) for g in match.game_scores] == [[130, 0], [65, 0], [0, 0]]


# ------------------------------------------------------------------ three-hand game
def test_three_hand_the_box_deals_roles_rotate_the_captain_scores(stack: Stack) -> None:
    """RULES.md three-hand 2-5: the box deals every hand and the captain (non-dealer) is
    offered the upcard first; the box wins: box stays, captain and sitter swap; the box
    loses: the box sits out, the captain goes into the box, the sitter becomes captain;
    a drawn hand: the box deals again, nobody changes role. The team's points go to the
    captain; the sitting-out player never scores."""
    stack([dealer_knocks(), nd_knocks(), wall_deck(), nd_gins()])
    match = ThreeHandMatch(RuleSet(target=500), 4)
    box, captain, sitter = match.box, match.captain, match.sitting_out
    expected = [0, 0, 0]

    def check_deal() -> None:
        assert match.hand.dealer == match.box and match.hand.non_dealer == match.captain
        assert match.to_act == match.captain and TAKE_UPCARD in match.legal_actions()
        assert match.hand_of(match.sitting_out) == ()

    check_deal()
    act(match, *DEALER_KNOCKS)  # the box wins
    expected[box] += 65
    assert match.scores == expected
    assert (match.box, match.captain, match.sitting_out) == (box, sitter, captain)
    act(match, "next")
    check_deal()
    act(match, *ND_KNOCKS)  # the captain (the first hand's sitter) wins for the team
    expected[sitter] += 65
    assert match.scores == expected
    assert (match.box, match.captain, match.sitting_out) == (sitter, captain, box)
    act(match, "next")
    check_deal()
    play_to_the_wall(match)
    assert match.scores == expected
    assert (match.box, match.captain, match.sitting_out) == (sitter, captain, box)
    act(match, "next")
    check_deal()
    assert match.hand.dealer == sitter
    act(match, *ND_GINS)  # the captain wins again: the box sits out
    expected[captain] += 92
    assert match.scores == expected
    assert (match.box, match.captain, match.sitting_out) == (captain, box, sitter)
    assert match.hands_won == [1, 1, 1]


SITTER = "AC 3C 5C 9C JC QC KC AD 4D 6D"


def test_three_hand_sitter_dealt_oklahoma_spade_knock_to_the_captain(stack: Stack) -> None:
    """RULES.md three-hand 2 (option sitter_dealt: the sitter's ten cards stay out of
    play, the stock has 21 cards) with Oklahoma: the upcard (the 31st card) sets the
    limit, 4, and doubles as a spade; the captain's knock scores for the captain."""
    rules = RuleSet(sitter_dealt=True, oklahoma=True)
    stack([sitter_deck(GIN_READY, SITTER, JUNK, "4S", stock="2H")])
    match = ThreeHandMatch(rules, 9)
    captain, sitter = match.captain, match.sitting_out
    assert len(match.hand.stock) == 21 and match.hand.upcard == C("4S")
    assert sorted(match.hand.sitter_cards) == sorted(parse_cards(SITTER))
    assert match.hand.knock_limit == 4 and match.hand.doubled
    assert match.view(sitter).sitter_cards == match.hand.sitter_cards
    act(match, *ND_KNOCKS)
    result = match.last_result
    assert result is not None and result.winner == captain and result.points == 2 * 65
    assert match.scores[captain] == 130 and match.scores[sitter] == 0
    assert len(match.card_locations()) == 52


@pytest.mark.parametrize("knocks", [True, False])
def test_three_hand_sitter_dealt_wall_after_19_draws(stack: Stack, knocks: bool) -> None:
    """RULES.md two-player 9 with the 21-card stock of sitter_dealt: the captain draws the
    third-to-last card (the 19th draw) and may still knock; had it discarded, the hand
    is drawn and the box deals again, nobody changing role."""
    named = set(parse_cards(f"{GIN_READY} {SITTER} {JUNK} KH 2H"))
    filler = " ".join(c.text() for c in FULL_DECK if c not in named)
    stock = " ".join(filler.split()[:18]) + " 2H"
    stack([sitter_deck(GIN_READY, SITTER, JUNK, "KH", stock=stock), wall_deck()])
    match = ThreeHandMatch(RuleSet(sitter_dealt=True), 12)
    roles = match.roles()
    captain = match.captain
    act(match, "pass", "pass")
    draws = 0
    while True:
        match.apply(DRAW_STOCK)
        draws += 1
        if draws == 19:
            break
        drawn = match.hand.drawn_card
        assert drawn is not None
        match.apply(Action.discard(drawn))
    assert len(match.hand.stock) == 2 and match.to_act == match.captain
    if knocks:
        act(match, "knock KD")
        result = match.last_result
        assert result is not None and result.kind is ResultKind.KNOCK
        assert result.winner == captain and match.scores[captain] == JUNK_POINTS - 2
        assert result.points == JUNK_POINTS - 2
    else:
        act(match, "discard 2H")
        result = match.last_result
        assert result is not None and result.kind is ResultKind.DRAWN
        assert match.roles() == roles and match.scores == [0, 0, 0]


def test_three_hand_hollywood_scores_each_seat_in_its_own_games(stack: Stack) -> None:
    """RULES.md three-hand 4 with Hollywood: each seat's won hands count for it (the
    captain's first win in game 1 whoever was captain before); the sitter scores in no
    game."""
    stack([dealer_knocks(), nd_knocks(), dealer_knocks()])
    match = ThreeHandMatch(RuleSet(hollywood=True), 4)
    box, captain, sitter = match.box, match.captain, match.sitting_out
    act(match, *DEALER_KNOCKS)  # the box's first win
    act(match, "next", *ND_KNOCKS)  # the new captain's (the old sitter's) first win
    games = [list(g) for g in match.game_scores]
    assert games[0][box] == 65 and games[0][sitter] == 65 and games[0][captain] == 0
    assert games[1] == [0, 0, 0]
    # The old sitter is now the box, with the old captain its captain.
    assert (match.box, match.captain) == (sitter, captain)
    act(match, "next", *DEALER_KNOCKS)  # the box's (the old sitter's) second win
    games = [list(g) for g in match.game_scores]
    assert games[0][sitter] == 130 and games[1][sitter] == 65
    assert match.game_winners == [sitter, None, None]


# ------------------------------------------------------------------ showdown
@pytest.mark.parametrize(("thrown", "kind"), [
    ("8S 4C 8C 4D 8D QC", MeldKind.RUN),  # every run end seen: runs offer no place
    ("9S 3C 9H 3D TS QC", MeldKind.SET),  # the rules' example: sets offer fewer places
])
def test_the_knockers_layout_plans_around_unseen_cards_only(
        make_hand: HandFactory, thrown: str, kind: MeldKind) -> None:
    """RULES.md two-player 7, Decision (automatic layout): least deadwood, then the fewest
    layoff places for cards the knocker has not seen; the upcard and the cards discarded
    are seen. With the run ends 4S (the upcard), 8S, 4C, 8C, 4D and 8D all seen, three runs
    offer no unseen place against the sets' three (5H, 6H, 7H); otherwise the sets win, as
    in the rules' example."""
    knocker = "AS 5S 6S 7S 5C 6C 7C 5D 6D 7D"
    defender = "2C 9C JC KC 2D TD JD 2H JH QH"
    cards = thrown.split()
    hand = make_hand(knocker, defender, "4S", stock=" ".join(cards) + " KD",
                     rules=RuleSet())
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    for card in cards:
        hand.apply(DRAW_STOCK)
        hand.apply(discard(card))
    hand.apply(DRAW_STOCK)
    hand.apply(knock("KD"))
    result = hand.result
    assert result is not None and result.knocker_layout is not None
    assert result.knocker_deadwood == 1
    assert {m.kind for m in result.knocker_layout.melds} == {kind}


def test_the_defenders_melds_and_layoffs_are_chosen_together(make_hand: HandFactory) -> None:
    """RULES.md two-player 7: layoffs and the defender's own melds are chosen together:
    the 9S goes into the set of nines and the 7S and 8S onto the knocker's 4S-6S (28 left),
    rather than a run 7S-9S (46) or the set with 7S 8S as deadwood (43)."""
    knocker = "4S 5S 6S JH JC JD KC KD KH 2D"
    defender = "7S 8S 9S 9C 9D 2C 3H 5C 8H TC"
    hand = make_hand(knocker, defender, "QC", stock="AH")
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    hand.apply(DRAW_STOCK)
    hand.apply(knock("2D"))
    result = hand.result
    assert result is not None and result.defender_layout is not None
    layout = result.defender_layout
    assert sorted(lo.card.text() for lo in layout.layoffs) == ["7S", "8S"]
    assert [m.text() for m in layout.melds] == ["9C 9D 9S"]
    assert result.defender_deadwood == 28 and result.points == 27


def test_with_the_option_the_upcard_taken_may_be_the_knock_discard(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 4 (option allow_discard_of_drawn_upcard) and 5: with the option
    on, the card just taken may be discarded, face down in a knock too, on the first
    turn."""
    rules = RuleSet(allow_discard_of_drawn_upcard=True)
    hand = make_hand(GIN_READY, JUNK, "2H", rules=rules)
    hand.apply(TAKE_UPCARD)
    assert knock("2H") in hand.legal_actions() and discard("2H") in hand.legal_actions()
    hand.apply(knock("2H"))
    result = hand.result
    assert result is not None and result.knocker_deadwood == 10
    assert result.points == JUNK_POINTS - 10


def test_a_hand_won_for_zero_points_earns_its_line_bonus_and_spoils_the_shutout(
        stack: Stack) -> None:
    """RULES.md Extras: the line bonus counts every hand won, even one won for zero points
    (an undercut on equal deadwood with no undercut bonus); the winner of that hand
    deals next (two-player 1); the loser then scored its line bonus, so no shutout."""
    rules = RuleSet(target=50, undercut_bonus=0, line_bonus=25, game_bonus=100,
                    shutout=True)
    stack([stacked_deck("AS 2S 3S 4H 5H 6H 7D 7C 7S 9D", "JC JD JH JS QS KS 8H 9H TH 9C",
                        "KC", stock="KH"), nd_knocks()])
    match = TwoPlayerMatch(rules, 8, first_dealer=0)
    act(match, "pass", "pass", "stock", "knock KH")  # seat 1 knocks: 9 against 9
    result = match.last_result
    assert result is not None and result.kind is ResultKind.UNDERCUT
    assert result.winner == 0 and result.points == 0 and match.hands_won == [1, 0]
    act(match, "next")
    assert match.hand.dealer == 0
    act(match, *ND_KNOCKS)  # seat 1, the non-dealer, wins 65
    assert match.winner == 1
    assert match.totals == (25, 65 + 25 + 100)
    assert not any(b.kind is BonusKind.SHUTOUT for b in match.bonuses)


# ------------------------------------------------------------------ repetition
REP_NON_DEALER = "2C 4C 6C 8C TD QH 9S JS 3D 5D"
REP_DEALER = "AH 3H 5H 7H 9H JH KH 2D 4D 6D"
REP_CYCLE = ("pile", "discard JH", "pile", "discard QH", "pile", "discard TD")


def play_until_repetition(match: Match) -> None:
    act(match, "pass", "pass", "stock", "discard TD")
    for _ in range(10):
        for text in REP_CYCLE:
            if match.phase is Phase.HAND_OVER:
                return
            act(match, text)
    raise AssertionError("no repetition")


@pytest.mark.parametrize("mode", [Mode.TWO, Mode.THREE])
def test_repetition_in_an_oklahoma_spade_hand_is_drawn_without_score(
        stack: Stack, mode: Mode) -> None:
    """RULES.md two-player 10 (Decision) with Oklahoma and in the three-hand game: the
    third occurrence of a position draws the hand, no score (nothing to double), the
    same dealer deals again and nobody changes role."""
    rules = RuleSet(oklahoma=True)
    stack([stacked_deck(REP_NON_DEALER, REP_DEALER, "8S", stock="QC"), wall_deck()])
    match = (TwoPlayerMatch(rules, 1, first_dealer=1) if mode is Mode.TWO
             else ThreeHandMatch(rules, 1))
    roles = match.roles()
    dealer = match.hand.dealer
    assert match.hand.doubled
    play_until_repetition(match)
    result = match.last_result
    assert result is not None and result.kind is ResultKind.REPETITION
    assert result.points == 0 and result.winner is None and len(match.hand.stock) == 30
    assert all(s == 0 for s in match.scores)
    act(match, "next")
    assert match.hand.dealer == dealer and match.roles() == roles


# ------------------------------------------------------------------ saves and replays
VARIANTS = [
    ("seeds", RuleSet()),
    ("oklahoma", RuleSet.preset("oklahoma")),
    ("hollywood", RuleSet.preset("hollywood")),
    ("straight", RuleSet.preset("straight")),
    ("classic", RuleSet.preset("classic")),
    ("eaai", RuleSet.preset("eaai")),
    ("hollywood-oklahoma", RuleSet(hollywood=True, oklahoma=True, line_bonus=25,
                                   game_bonus=100, shutout=True)),
    ("options", RuleSet(big_gin=True, allow_discard_of_drawn_upcard=True, knock_limit=7,
                        undercut_bonus=25, gin_bonus=20)),
    ("sitter-dealt", RuleSet(sitter_dealt=True, oklahoma=True)),
]


def greedy(match: Match, salt: int) -> Action:
    """A fixed, quick way of playing that takes pile cards, knocks and throws cards, so
    that saves are cut in every phase (offer, draw, discard, hand over)."""
    legal = match.legal_actions()
    knocks = [a for a in legal if a.kind in (ActionKind.KNOCK, ActionKind.BIG_GIN)]
    if knocks and (len(match.actions) + salt) % 3 == 0:
        return knocks[0]
    takes = [a for a in legal if a.kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD)]
    if takes and (len(match.actions) + salt) % 4 == 0:
        return takes[0]
    plain = [a for a in legal if a.kind is not ActionKind.KNOCK]
    return plain[(len(match.actions) * 7 + salt) % len(plain)]


def state_of(match: Match) -> tuple[object, ...]:
    return (match.table_state(), match.legal_actions(), tuple(match.scores),
            tuple(map(tuple, match.game_scores)), tuple(match.game_winners),
            tuple(match.hands_won), tuple(match.view(s) for s in match.seats))


SAVE_CASES = [pytest.param(name, rules, mode, id=f"{name}-{mode}")
              for name, rules in VARIANTS for mode in (Mode.TWO, Mode.THREE)
              if mode is Mode.THREE or not rules.sitter_dealt]


@pytest.mark.parametrize(("name", "rules", "mode"), SAVE_CASES)
def test_a_save_mid_hand_loads_to_the_same_legal_actions_and_scores(
        name: str, rules: RuleSet, mode: Mode) -> None:
    """A match saved at any point of its first hands (every phase: upcard offer, draw,
    discard with a card just taken, hand over) loads to the same table, legal actions,
    scores, game scores and views, saves again to the same text, and plays on the same;
    replayed from its seed and actions it is identical (RULES.md "What the engine
    guarantees": every deal reproducible from its seed)."""
    seed = 20_261_202 + len(name)
    match = new_match(rules, seed, mode)
    phases: set[Phase] = set()
    cut_every = 5
    while len(match.results) < 3 and not match.is_over:
        action = greedy(match, seed)
        if len(match.actions) % cut_every == 0 or match.phase is Phase.HAND_OVER:
            phases.add(match.phase)
            text = match_to_json(match)
            loaded, _ = load_match(text)
            assert state_of(loaded) == state_of(match)
            assert match_to_json(loaded) == text
            assert loaded.apply(action) == match.apply(action)
            assert state_of(loaded) == state_of(match)
        else:
            match.apply(action)
    assert {Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD, Phase.HAND_OVER} <= phases
    replay = new_match(rules, seed, mode)
    for action in match.actions:
        replay.apply(action)
    assert replay.events == match.events and state_of(replay) == state_of(match)


# ------------------------------------------------------------------ three-hand roles
def scripted(*rounds: str) -> Callable[[list[Card]], None]:
    """A shuffle putting each round's cards (in seat order) on top, round after round."""
    queue = iter(rounds)

    def shuffle(deck: list[Card]) -> None:
        top = parse_cards(next(queue))
        deck[:] = top + [c for c in deck if c not in top]

    return shuffle


@pytest.mark.parametrize(("rounds", "order"), [
    (("5C 9D KH",), (2, 1, 0)),  # no tie: K box, 9 captain, 5 sits out
    (("KC KD 5H", "3C 9S"), (1, 0, 2)),  # a tie for the box: the two draw again
    (("AC 7D 7H", "QS 2D"), (1, 2, 0)),  # a tie below the box: captain and sitter
    (("8C 8D 8H", "JC JD 4S", "6H 2C"), (0, 1, 2)),  # all tie; then two tie again
    (("AD 2S AS", "TH AH"), (1, 0, 2)),  # ace low: a 2 beats an ace
])
def test_three_hand_roles_highest_box_middle_captain_ties_draw_again(
        rounds: tuple[str, ...], order: tuple[int, int, int]) -> None:
    """RULES.md three-hand 1: each player draws a card; the highest (king high, ace low)
    is in the box, the middle card is the captain, the lowest sits out; players who tie
    draw again among themselves (as often as they tie)."""
    drawn, final = match_module.draw_roles(scripted(*rounds), (0, 1, 2))
    assert final == order
    assert len(drawn) == len(rounds)
    for round_, cards in zip(drawn, rounds, strict=True):
        assert tuple(c for _, c in round_) == tuple(parse_cards(cards))


def test_three_hand_hollywood_one_game_each_goes_to_the_higher_total(stack: Stack) -> None:
    """RULES.md three-hand with Hollywood: the match ends when all three games are
    decided; Decision: on a tie of games (one each), the higher total of the three game
    scores wins. Wins after a player's games are all decided score nowhere."""
    dealer_gins = stacked_deck(JUNK, GIN_READY, "KC", stock="QC 7H")
    stack([dealer_knocks(), nd_knocks(), dealer_knocks(), nd_knocks(), nd_knocks(),
           dealer_knocks(), dealer_gins])
    match = ThreeHandMatch(RuleSet(hollywood=True, target=60), 6)
    b, c, s = match.box, match.captain, match.sitting_out
    plan = [  # (actions, winner, games, roles after: box, captain, sitter)
        (DEALER_KNOCKS, b, (0,), (b, s, c)),
        (ND_KNOCKS, s, (), (s, c, b)),  # s's first win: game 1 is decided
        (DEALER_KNOCKS, s, (1,), (s, b, c)),
        (ND_KNOCKS, b, (), (b, c, s)),  # b's second: games 1 and 2 are decided
        (ND_KNOCKS, c, (), (c, s, b)),
        (DEALER_KNOCKS, c, (), (c, b, s)),
        (DEALER_KNOCKS, c, (2,), (c, s, b)),  # c's third win: a gin, 92
    ]
    for number, (actions, winner, games, roles) in enumerate(plan):
        if number:
            act(match, "next")
        act(match, *actions)
        result = match.last_result
        assert result is not None and result.winner == winner and result.games == games
        assert (match.box, match.captain, match.sitting_out) == roles
        assert match.is_over is (number == len(plan) - 1)
    assert match.game_winners == [b, s, c]
    assert [match.game_scores[g][seat] for g, seat in enumerate((b, s, c))] == [65, 65, 92]
    assert match.winner == c



#: Melds 8C-TC and the three jacks; 2D 3D 5C KH loose: 20 deadwood, nothing to lay off on
#: GIN_READY's melds, so a knock with 2 against it scores 18.
LOW_JUNK = "8C 9C TC JH JD JS 2D 3D 5C KH"


def test_three_hand_hollywood_a_tie_of_games_counts_the_bonuses_in_the_totals(
        stack: Stack) -> None:
    """RULES.md Hollywood, Decision: on a tie of games, the higher total of the three game
    scores; "Extras": the line bonus is added at the end of the game, and a game's whole
    score has its bonuses in it (the shutout doubles it "line and game bonuses included").
    One game each: seat 0 has 110 before the bonuses and seat 1 101, but seat 1 won five
    hands scored into games to seat 0's two, so with 25 a hand the totals are 160 and 176:
    seat 1 wins the match (the end panel showed "Final totals: You: 160 · Ann: 176" under
    "You win the match!")."""
    low = stacked_deck(GIN_READY, LOW_JUNK, "KC", stock="2H")  # the captain knocks: 18
    stack([low, low, nd_knocks(), low, nd_gins(), low, nd_knocks()])
    match = ThreeHandMatch(RuleSet(hollywood=True, target=60, line_bonus=25), 6)
    for number in range(7):
        if number:
            act(match, "next")
        act(match, *ND_KNOCKS)  # the captain wins every hand
    assert match.is_over and match.game_winners == [2, 0, 1]
    assert [sum(game[s] for game in match.game_scores) for s in match.seats] == [110, 101, 65]
    assert match.totals == (160, 176, 90)
    assert match.winner == 1

# ------------------------------------------------------------------ referee checks (s28)
@pytest.mark.parametrize("big_gin", [False, True])
def test_at_the_wall_the_third_to_last_drawer_goes_gin_and_nothing_is_laid_off(
        big_gin: bool) -> None:
    """RULES.md two-player 9: the player who draws the third-to-last stock card may still
    knock instead of discarding, so may go gin with it (6, 8: the defender lays nothing
    off, its 3H would extend the hearts run); with the big gin option it may declare big
    gin with all eleven melded instead (its bonus, no layoffs), without the option that is
    refused and a gin by a discard is what it has."""
    knocker = "AS 2S 3S 4H 5H 6H 7D 7C 7S 8H"
    defender = "2C 4C 6C 8C TD QH 9S JS 3D 3H"  # no meld: 65
    hand = Hand(RuleSet(big_gin=big_gin), dealer=1, non_dealer=0,
                deck=deck_with_stock(knocker, defender, "KC", "7H", 29))
    hand.apply(PASS_UPCARD)
    hand.apply(PASS_UPCARD)
    while len(hand.stock) > 2:
        if hand.phase is Phase.DISCARD:
            drawn = hand.drawn_card
            assert drawn is not None
            hand.apply(Action.discard(drawn))
        hand.apply(DRAW_STOCK)
    assert hand.to_act == 0 and hand.drawn_card == C("7H") and hand.phase is Phase.DISCARD
    assert (BIG_GIN in hand.legal_actions()) is big_gin
    if big_gin:
        hand.apply(BIG_GIN)
    else:
        with pytest.raises(IllegalActionError):
            hand.apply(BIG_GIN)
        hand.apply(knock("8H"))
    result = hand.result
    assert result is not None and result.winner == 0
    assert result.kind is (ResultKind.BIG_GIN if big_gin else ResultKind.GIN)
    assert result.defender_layout is not None and result.defender_layout.layoffs == ()
    assert result.defender_deadwood == 65
    assert result.points == 65 + (31 if big_gin else 25)


@pytest.mark.parametrize("hollywood", [False, True])
def test_a_score_reaching_the_target_exactly_wins(stack: Stack, hollywood: bool) -> None:
    """RULES.md two-player 11: a player wins when the cumulative score reaches the target
    "or more": 65 against a target of 65 ends the match. Hollywood: a game is won the same
    way (65 in game 1 decides it; the match goes on until all three are decided)."""
    stack([nd_knocks()])
    match = TwoPlayerMatch(RuleSet(target=65, hollywood=hollywood), 5, first_dealer=1)
    act(match, *ND_KNOCKS)
    assert match.last_result is not None and match.last_result.points == 65
    if hollywood:
        assert match.game_winners == [0, None, None] and not match.is_over
    else:
        assert match.is_over and match.winner == 0 and match.phase is Phase.MATCH_OVER


def test_oklahoma_the_first_upcard_keeps_the_limit_after_it_is_taken(
        make_hand: HandFactory) -> None:
    """RULES.md variants, Oklahoma: the rank of the *first* upcard sets the knock limit for
    the whole hand, not the card on top of the pile later: the 3C is taken and a queen
    lies on the pile, and a knock leaving the KH (10) is refused with the limit 3, while
    one leaving the 3C (3) is allowed."""
    rules = RuleSet(oklahoma=True)
    hand = make_hand("AS 2S 3S 4H 5H 6H 7D 7C 7S 9D", JUNK, "3C", stock="2D KH", rules=rules)
    hand.apply(TAKE_UPCARD)  # the non-dealer keeps the 3C: 9D + 3C = 12 after a discard
    hand.apply(discard("9D"))  # 3 deadwood, no knock asked for: throws on
    assert hand.knock_limit == 3 and hand.pile[-1] == C("9D")
    hand.apply(DRAW_STOCK)  # the dealer: 2D
    hand.apply(discard("QH"))
    hand.apply(DRAW_STOCK)  # the non-dealer: KH; 3C alone is deadwood once the KH goes
    assert knock("KH") in hand.legal_actions()
    assert hand.why_illegal(knock("3C")) == Refusal(RefusalCode.KNOCK_LIMIT, limit=3)
