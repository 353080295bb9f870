"""The expert's read of the opponent's hidden cards: the outs it weighs and the danger of
a discard (sampled hands blended with the cards' separate chances)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gin_desktop.ai.expert import ExpertStrategy
from gin_desktop.ai.handeval import Pool, bits_of, expected_after_draw, joins_meld
from gin_desktop.ai.knowledge import knowledge_of
from gin_desktop.ai.strong import StrongStrategy
from gin_desktop.engine import Phase, RuleSet, SeatView, new_match
from tests.ai.selfplay import watched

deals = st.integers(min_value=0, max_value=2**32)


def _hand_and_pool(seed: int) -> tuple[int, int]:
    cards = random.Random(seed).sample(range(52), 30)
    hand = sum(1 << i for i in cards[:10])
    return hand, sum(1 << i for i in cards[10:])


@settings(max_examples=60, deadline=None)
@given(deals)
def test_a_pool_of_certain_cards_is_the_plain_pool(seed: int) -> None:
    hand, pool = _hand_and_pool(seed)
    assert expected_after_draw(hand, Pool(pool, [1.0] * 52)) == expected_after_draw(hand, pool)


@settings(max_examples=60, deadline=None)
@given(deals, st.integers(min_value=0, max_value=19))
def test_a_card_that_cannot_come_counts_as_absent(seed: int, which: int) -> None:
    hand, pool = _hand_and_pool(seed)
    gone = bits_of(pool)[which]
    chances = [1.0] * 52
    chances[gone.bit_length() - 1] = 0.0
    weighed = expected_after_draw(hand, Pool(pool, chances))
    assert abs(weighed - expected_after_draw(hand, pool & ~gone)) < 1e-9


def _late_discards(games: int) -> list[SeatView]:
    """``expert``'s discard decisions from the opponent's sixth draw on."""
    found: list[SeatView] = []
    for seed in range(games):
        match = new_match(RuleSet.preset("eaai"), seed=seed)
        bots = {s: ExpertStrategy(seed=s) for s in (0, 1)}
        for view in watched(match, bots, 400):
            if (view.phase is Phase.DISCARD and len(view.legal_actions) > 1
                    and knowledge_of(view).opp_draws >= 6):
                found.append(view)
    return found


def test_the_danger_of_a_discard_lies_between_its_two_estimates() -> None:
    """Late in a hand a discard's danger is the mean of ``strong``'s estimate and the
    share of the sampled opponent hands that meld the card."""
    views = _late_discards(3)
    assert views
    for view in views[:12]:
        know = knowledge_of(view)
        expert = ExpertStrategy(seed=5)
        read = expert.read_opponent(view, know)
        assert read.hands and read.total > 0
        blended = expert.danger_judge(view, know)
        estimate = StrongStrategy(seed=5).danger_judge(view, know)
        for card in view.hand:
            sampled = sum(w for h, w in read.hands if joins_meld(h, card)) / read.total
            want = (estimate(card.index) + sampled) / 2
            assert abs(blended(card.index) - want) < 1e-9


def test_outs_the_opponent_probably_holds_count_less() -> None:
    """The cards a later draw may bring are weighed by the chance each is not in the
    opponent's hand; cards the opponent picked from the pile are not among them."""
    for view in _late_discards(2)[:8]:
        know = knowledge_of(view)
        expert = ExpertStrategy(seed=2)
        probs = expert.read_opponent(view, know).probs
        pool = expert.draw_pool(view, know)
        assert pool.mask == know.unseen
        assert not pool.mask & know.opp_known
        for b in bits_of(know.unseen):
            assert pool.weight(b) == 1.0 - probs[b.bit_length() - 1]
            assert 0.0 <= pool.weight(b) <= 1.0
        assert abs(pool.count - sum(pool.weight(b) for b in bits_of(know.unseen))) < 1e-9
        assert pool.count < know.unseen.bit_count()
