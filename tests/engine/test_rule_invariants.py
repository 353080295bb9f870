"""RULES.md rules that hold for every deal, checked as properties (hypothesis) through the
engine's public interface: the showdown (two-player 7-8: the knocker's automatic layout
does not depend on the defender's cards; no layoff onto a gin; layoffs that are legal in
the order given), and, under any combination of the rule options at once, saves that
load to the same position mid-hand and play that both independent referees accept."""

from __future__ import annotations

from itertools import combinations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from gin_desktop.engine import (
    DRAW_STOCK, FULL_DECK, PASS_UPCARD, Action, ActionKind, Card, Hand, Match, Meld,
    MeldKind, Mode, NextDealer, ResultKind, RuleSet, ShowdownLaid, deadwood_points,
    load_match, match_to_json, new_match,
)

from tests.engine import play_referee, referee_play
from tests.engine.test_rule_scenarios import state_of

#: Every set of three and every run of three to five, as card tuples.
MELDS: tuple[tuple[Card, ...], ...] = tuple(
    [tuple(group) for rank in range(1, 14)
     for group in combinations([c for c in FULL_DECK if c.rank == rank], 3)]
    + [tuple(c for c in FULL_DECK if c.suit == suit and low <= c.rank < low + length)
       for suit in range(4) for length in (3, 4, 5) for low in range(1, 15 - length)])


@st.composite
def showdown_deals(draw: st.DrawFn, *, gin: bool) -> tuple[list[Card], list[Card], Card]:
    """(knocker's eleven cards, the other 41 in a random order, the knock discard): the
    knocker holds disjoint melds and, unless ``gin``, a little deadwood within 10."""
    melds: list[tuple[Card, ...]] = []
    used: set[Card] = set()
    if draw(st.booleans()):
        # A square (three ranks in a row, in three suits): three sets or three runs, the
        # layouts of equal deadwood between which the knocker's layout chooses.
        low_rank = draw(st.integers(1, 11))
        suits = draw(st.sets(st.integers(0, 3), min_size=3, max_size=3))
        used = {c for c in FULL_DECK if c.suit in suits and low_rank <= c.rank < low_rank + 3}
    for meld in draw(st.lists(st.sampled_from(MELDS), min_size=2, max_size=6)):
        if not used & set(meld) and len(used) + len(meld) <= 10:
            melds.append(meld)
            used |= set(meld)
    rest = [c for c in FULL_DECK if c not in used]
    low = [c for c in rest if c.points <= 3]
    extra = 10 - len(used)
    assume(not gin or extra == 0)
    assume(gin or 1 <= extra <= 3)
    filler = draw(st.lists(st.sampled_from(low), min_size=extra, max_size=extra,
                           unique=True))
    knocker = [*used, *filler]
    others = [c for c in FULL_DECK if c not in set(knocker)]
    discard = draw(st.sampled_from(others))
    others.remove(discard)
    others = draw(st.permutations(others))
    return [*knocker, discard], others, discard


def knock_after_drawing(rules: RuleSet, knocker: list[Card], others: list[Card],
                        discard: Card) -> Hand:
    """The non-dealer (seat 0) holds ``knocker[:10]``, both pass the upcard, it draws
    ``discard`` from the stock and knocks throwing it; the dealer holds ``others[:10]``."""
    hand_cards, defender, upcard = knocker[:10], others[:10], others[10]
    deck: list[Card] = []
    for a, b in zip(hand_cards, defender, strict=True):
        deck += [a, b]
    deck += [upcard, discard, *others[11:]]
    hand = Hand(rules, dealer=1, non_dealer=0, deck=deck)
    for action in (PASS_UPCARD, PASS_UPCARD, DRAW_STOCK):
        hand.apply(action)
    return hand


def showdown_of(hand: Hand, action: Action) -> ShowdownLaid:
    laid = [e for e in hand.apply(action) if isinstance(e, ShowdownLaid)]
    assert len(laid) == 1
    return laid[0]


@settings(max_examples=60, deadline=None, database=None,
          suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(deal=showdown_deals(gin=False), shuffle=st.randoms(use_true_random=False))
def test_the_knockers_layout_is_the_same_whatever_the_defender_holds(
        deal: tuple[list[Card], list[Card], Card], shuffle: object) -> None:
    """RULES.md two-player 7, Decision (automatic layout): the knocker does not see the
    defender's hand, so its layout may not depend on it. The same knock, the same pile
    (the upcard), against two different defender hands drawn from the unseen cards,
    is laid out the same; and it is one of least deadwood."""
    knocker, others, discard = deal
    upcard = others[10]
    unseen = [c for c in others if c is not upcard]
    shuffle.shuffle(unseen)  # type: ignore[attr-defined]
    second = [*unseen[:10], upcard, *unseen[10:]]
    action = Action.knock(discard)
    first_hand = knock_after_drawing(RuleSet(), knocker, others, discard)
    assume(action in first_hand.legal_actions())
    first = showdown_of(first_hand, action)
    again = showdown_of(knock_after_drawing(RuleSet(), knocker, second, discard), action)
    assert first.knocker_layout == again.knocker_layout
    assert first.knocker_layout.deadwood_points == deadwood_points(knocker[:10])


@settings(max_examples=60, deadline=None, database=None,
          suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(deal=showdown_deals(gin=True), rules=st.sampled_from([
    RuleSet(), RuleSet(straight=True), RuleSet(oklahoma=True), RuleSet(knock_limit=0)]))
def test_a_gin_leaves_the_defender_no_layoff(
        deal: tuple[list[Card], list[Card], Card], rules: RuleSet) -> None:
    """RULES.md two-player 7-8: against a gin the defender lays off nothing, whatever fits
    the knocker's melds; it keeps its own best melds, and the knocker scores its deadwood
    plus the gin bonus (doubled under an Oklahoma spade)."""
    knocker, others, discard = deal
    hand = knock_after_drawing(rules, knocker, others, discard)
    action = Action.knock(discard)
    assert action in hand.legal_actions()
    laid = showdown_of(hand, action)
    defender = others[:10]
    assert laid.defender_layout.layoffs == ()
    assert laid.final_melds == laid.knocker_layout.melds
    assert laid.defender_layout.deadwood_points == deadwood_points(defender)
    result = hand.result
    assert result is not None and result.kind is ResultKind.GIN and result.winner == 0
    factor = 2 if result.doubled else 1
    assert result.points == (deadwood_points(defender) + rules.gin_bonus) * factor


@settings(max_examples=80, deadline=None, database=None,
          suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(deal=showdown_deals(gin=False))
def test_the_defenders_layoffs_are_its_own_cards_and_legal_in_their_order(
        deal: tuple[list[Card], list[Card], Card]) -> None:
    """RULES.md two-player 7: each layoff is a card of the defender's onto one of the
    knocker's melds: a set's fourth card, or a card extending a run at either end,
    possibly onto a card laid off before it. Played one by one in the order given, every
    step leaves a legal meld of the same kind; the defender's melds, layoffs and deadwood
    are exactly its ten cards."""
    knocker, others, discard = deal
    hand = knock_after_drawing(RuleSet(), knocker, others, discard)
    action = Action.knock(discard)
    assume(action in hand.legal_actions())
    laid = showdown_of(hand, action)
    defender = others[:10]
    layout = laid.defender_layout
    laid_off = [layoff.card for layoff in layout.layoffs]
    own = [c for meld in layout.melds for c in meld.cards]
    assert sorted([*own, *laid_off, *layout.deadwood]) == sorted(defender)
    growing = list(laid.knocker_layout.melds)
    for layoff in layout.layoffs:
        meld = growing[layoff.meld_index]
        assert meld.kind is not MeldKind.SET or len(meld.cards) == 3
        grown = Meld.from_cards((*meld.cards, layoff.card))
        assert grown.kind is meld.kind
        growing[layoff.meld_index] = grown
    assert tuple(growing) == laid.final_melds


# --------------------------------------------------------- any combination of the options
@st.composite
def any_rules(draw: st.DrawFn) -> RuleSet:
    """A rule set with every option drawn at once (the variants combined too)."""
    return RuleSet(
        target=draw(st.sampled_from([20, 40, 100])),
        knock_limit=draw(st.sampled_from([0, 4, 10])),
        gin_bonus=draw(st.sampled_from([0, 20, 25])),
        undercut_bonus=draw(st.sampled_from([0, 10, 25])),
        equal_deadwood_is_undercut=draw(st.booleans()), big_gin=draw(st.booleans()),
        allow_discard_of_drawn_upcard=draw(st.booleans()),
        next_dealer=draw(st.sampled_from(list(NextDealer))),
        wall=draw(st.sampled_from([0, 2, 5])), oklahoma=draw(st.booleans()),
        hollywood=draw(st.booleans()), straight=draw(st.sampled_from([False, False, True])),
        line_bonus=draw(st.sampled_from([0, 25])), game_bonus=draw(st.sampled_from([0, 100])),
        shutout=draw(st.booleans()), sitter_dealt=draw(st.booleans()))


def new_any_match(rules: RuleSet, mode: Mode, seed: int, first: int | None,
                  roles: tuple[int, int, int] | None) -> Match:
    if mode is Mode.TWO:
        return new_match(rules, seed, mode, first)
    return new_match(rules, seed, mode, first_roles=roles)


@settings(max_examples=25, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(rules=any_rules(), mode=st.sampled_from(list(Mode)), seed=st.integers(0, 2**40),
       first=st.sampled_from([None, 0, 1]),
       roles=st.sampled_from([None, (0, 1, 2), (2, 0, 1), (1, 2, 0)]),
       picks=st.lists(st.integers(0, 10_000), min_size=60, max_size=160),
       cuts=st.sets(st.integers(0, 159), min_size=1, max_size=6))
def test_a_save_at_any_moment_under_any_rules_loads_to_the_same_position(
        rules: RuleSet, mode: Mode, seed: int, first: int | None,
        roles: tuple[int, int, int] | None, picks: list[int], cuts: set[int]) -> None:
    """RULES.md "What the engine guarantees" (every deal reproducible from its seed), for
    any rule set, either game, a first dealer or first roles given or drawn: a match
    saved at any moment (mid-hand in any phase, between hands, over) loads to the same
    table, legal actions, scores and seat views, saves to the same text, and plays on
    exactly as the original."""
    match = new_any_match(rules, mode, seed, first, roles)
    for step, pick in enumerate(picks):
        if step in cuts:
            text = match_to_json(match)
            loaded, _ = load_match(text)
            assert state_of(loaded) == state_of(match)
            assert match_to_json(loaded) == text
            match = loaded
        legal = match.legal_actions()
        if not legal:
            break
        # Knocks late, so that hands run long enough to be cut in every phase.
        plain = [a for a in legal if a.kind not in (ActionKind.KNOCK, ActionKind.BIG_GIN)]
        choice = legal if pick % 9 == 0 or not plain else plain
        events = match.apply(choice[pick % len(choice)])
        assert events
    assert sorted(match.card_locations()) == sorted(FULL_DECK)


@settings(max_examples=12, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(rules=any_rules(), mode=st.sampled_from(["two", "three"]),
       seed=st.integers(0, 2**32 - 1), knock_chance=st.sampled_from([0.9, 0.3]),
       looper=st.booleans())
def test_any_combination_of_the_options_plays_and_scores_as_the_referees_say(
        rules: RuleSet, mode: str, seed: int, knock_chance: float, looper: bool) -> None:
    """RULES.md throughout, with every option drawn at once (Oklahoma, Hollywood and
    Straight together, the sitter dealt, the wall moved, the extras, big gin...): both
    independent referees, of play (tests/engine/play_referee.py) and of scoring
    (tests/engine/scoring_referee.py), accept every step of a random match."""
    play_referee.play(rules, mode, seed, knock_chance=knock_chance, looper=looper,
                      max_hands=8)
    referee_play.play(rules, mode, seed, knock_chance=knock_chance, max_hands=20)
