"""What a variant or a rule option makes of one hand (``hand_terms``): the knock limit and
what set it, gin only, doubling. The table's corner, the move log, the screen reader and
the review only word these facts, so each case here is what all four say."""

from __future__ import annotations

import pytest

from gin_desktop.engine import (
    STANDARD_KNOCK_LIMIT, HandTerms, LimitSource, RuleSet, hand_terms, new_match,
)

from tests.engine.conftest import HandFactory

NON_DEALER = "2C 3C 4C 5D 6D 7D 8H 9H TH JC"
DEALER = "2D 3D 4D 5C 6C 7C 8S 9S TS JD"

OKLAHOMA = RuleSet.preset("oklahoma")
STRAIGHT = RuleSet.preset("straight")


def terms_with_upcard(make_hand: HandFactory, rules: RuleSet, upcard: str) -> HandTerms:
    """The terms of a hand dealt under ``rules`` whose first upcard is ``upcard``."""
    hand = make_hand(NON_DEALER, DEALER, upcard, rules=rules)
    return hand_terms(rules, hand.knock_limit, hand.doubled)


def test_the_standard_game_knocks_at_10_from_the_rules_and_says_nothing(
        make_hand: HandFactory) -> None:
    """RULES.md two-player 5: the knock limit is 10, the same every hand; no variant
    changes anything, whatever the upcard (a spade doubles only in Oklahoma)."""
    terms = terms_with_upcard(make_hand, RuleSet(), "3S")
    assert terms == HandTerms(knock_limit=10, limit_source=LimitSource.RULES, doubled=False)
    assert STANDARD_KNOCK_LIMIT == 10
    assert terms.standard_limit and not terms.gin_only and not terms.limit_from_variant


@pytest.mark.parametrize("limit", [7, 1])
def test_a_knock_limit_option_is_the_rules_and_not_the_standard_one(
        make_hand: HandFactory, limit: int) -> None:
    """RULES.md two-player 5: the knock limit is an option ("10 *(option)*"): every hand
    has it, set by the rules, not by a variant, and it is worth telling."""
    terms = terms_with_upcard(make_hand, RuleSet(knock_limit=limit), "KH")
    assert (terms.knock_limit, terms.limit_source) == (limit, LimitSource.RULES)
    assert not terms.standard_limit and not terms.limit_from_variant and not terms.gin_only


def test_a_knock_limit_option_of_0_is_gin_only_by_the_rules(make_hand: HandFactory) -> None:
    """RULES.md two-player 5 and 6: with a knock limit of 0 only a knock with no deadwood,
    gin, ends a hand; the rules set it, no upcard."""
    terms = terms_with_upcard(make_hand, RuleSet(knock_limit=0), "5H")
    assert terms.gin_only and terms.limit_source is LimitSource.RULES
    assert not terms.limit_from_variant and not terms.standard_limit


@pytest.mark.parametrize(("upcard", "limit"), [("3H", 3), ("9D", 9), ("TC", 10),
                                               ("KH", 10)])
def test_oklahoma_the_first_upcards_rank_sets_the_knock_limit(
        make_hand: HandFactory, upcard: str, limit: int) -> None:
    """RULES.md Oklahoma Gin: the first upcard's rank sets the knock limit for that hand
    (face cards 10, number cards their value). A king's 10 is still the upcard's doing,
    told as news: the next hand's may be a three."""
    terms = terms_with_upcard(make_hand, OKLAHOMA, upcard)
    assert terms == HandTerms(knock_limit=limit, limit_source=LimitSource.UPCARD,
                              doubled=False)
    assert terms.limit_from_variant and not terms.standard_limit and not terms.gin_only


def test_oklahoma_an_ace_upcard_means_gin_only(make_hand: HandFactory) -> None:
    """RULES.md Oklahoma Gin: an ace upcard means only gin may end the hand."""
    terms = terms_with_upcard(make_hand, OKLAHOMA, "AH")
    assert terms.gin_only and terms.limit_source is LimitSource.UPCARD


@pytest.mark.parametrize(("upcard", "limit"), [("4S", 4), ("AS", 0), ("QS", 10)])
def test_oklahoma_a_spade_upcard_doubles_every_score_of_the_hand(
        make_hand: HandFactory, upcard: str, limit: int) -> None:
    """RULES.md Oklahoma Gin: if that upcard is a spade, every score of the hand is
    doubled; its rank still sets the knock limit."""
    terms = terms_with_upcard(make_hand, OKLAHOMA, upcard)
    assert terms.doubled and terms.knock_limit == limit


def test_oklahoma_ignores_the_knock_limit_option(make_hand: HandFactory) -> None:
    """RULES.md Oklahoma Gin: the upcard sets the knock limit; a knock limit option of 5
    does not cap a king's 10."""
    terms = terms_with_upcard(make_hand, OKLAHOMA.replace(knock_limit=5), "KD")
    assert (terms.knock_limit, terms.limit_source) == (10, LimitSource.UPCARD)


@pytest.mark.parametrize("rules", [STRAIGHT, STRAIGHT.replace(knock_limit=7)])
@pytest.mark.parametrize("upcard", ["7H", "AC", "KS"])
def test_straight_gin_only_gin_ends_a_hand_whatever_the_upcard_or_the_option(
        make_hand: HandFactory, rules: RuleSet, upcard: str) -> None:
    """RULES.md Straight Gin: no knocking, only gin ends a hand; nothing is doubled."""
    terms = terms_with_upcard(make_hand, rules, upcard)
    assert terms == HandTerms(knock_limit=0, limit_source=LimitSource.NO_KNOCKING,
                              doubled=False)
    assert terms.gin_only and terms.limit_from_variant


def test_straight_with_oklahoma_is_gin_only_by_straight_and_a_spade_still_doubles(
        make_hand: HandFactory) -> None:
    """RULES.md Straight Gin with Oklahoma Gin (both options on): no knocking, so a 7
    upcard sets no limit of 7 and the hand is gin only because of Straight, not the
    upcard (the review used to say "Oklahoma: only gin can end this hand"); a spade
    upcard still doubles every score (Oklahoma)."""
    rules = STRAIGHT.replace(oklahoma=True)
    seven = terms_with_upcard(make_hand, rules, "7S")
    assert seven == HandTerms(knock_limit=0, limit_source=LimitSource.NO_KNOCKING,
                              doubled=True)
    assert not terms_with_upcard(make_hand, rules, "7H").doubled


@pytest.mark.parametrize(("rules", "source"), [
    (RuleSet.preset("hollywood"), LimitSource.RULES),
    (RuleSet.preset("hollywood").replace(oklahoma=True), LimitSource.UPCARD),
])
def test_hollywood_is_scoring_only_and_leaves_the_hand_to_the_other_options(
        make_hand: HandFactory, rules: RuleSet, source: LimitSource) -> None:
    """RULES.md Hollywood Gin: scoring only; a Hollywood Oklahoma hand is an Oklahoma
    hand."""
    terms = terms_with_upcard(make_hand, rules, "3S")
    assert terms.limit_source is source
    assert terms.doubled is (source is LimitSource.UPCARD)


@pytest.mark.parametrize(("seed", "limit", "doubled"), [(5, 3, True), (21, 0, True)])
def test_a_seats_view_carries_its_hands_terms(seed: int, limit: int, doubled: bool) -> None:
    """What a front end reads: ``view.terms`` (deal 5's first upcard is the 3♠, deal
    21's the A♠)."""
    match = new_match(OKLAHOMA, seed, first_dealer=1)
    for seat in (0, 1):
        assert match.view(seat).terms == HandTerms(
            knock_limit=limit, limit_source=LimitSource.UPCARD, doubled=doubled)
