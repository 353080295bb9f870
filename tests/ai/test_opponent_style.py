"""What ``OpponentModel`` makes of an opponent's style from the showdowns of a match
(``gin_desktop/ai/opponent.py``): a gin hunter, which holds out for gin and knocks late,
is read as a holder within the first hands (``expert`` then stops holding knockable hands
for a knock that is not coming); an early knocker is not."""

from __future__ import annotations

from gin_desktop.ai import make_strategy
from gin_desktop.ai.expert import ExpertStrategy
from gin_desktop.ai.opponent import OpponentModel
from gin_desktop.engine import RuleSet, new_match
from tests.ai.selfplay import watched

#: ``expert``'s prior: a match starts leaning to an early knocker.
PRIOR = {"early": 2.0, "holder": 1.0}


def read_after(opponent: str, seed: int, hands: int) -> float:
    """``p_early`` of a model watching seat 0 (``strong``) play ``opponent`` when the
    match's hand ``hands + 1`` begins (or when it ends sooner)."""
    match = new_match(RuleSet.preset("eaai"), seed=seed)
    players = {0: make_strategy("strong", seed), 1: make_strategy(opponent, seed)}
    model = OpponentModel(**PRIOR)
    for view in watched(match, players):
        if view.seat == 0:
            model.observe(view)  # learns the last hand's showdown at the next hand's start
            if view.hand_number > hands:
                break
    return model.p_early


def test_a_gin_hunter_is_read_as_a_holder_within_four_hands() -> None:
    reads = [read_after("gin-hunter", seed, 4) for seed in range(10)]
    # Read with one unit of evidence a showdown (none for gin), 7 of these 10 were.
    assert sum(p < ExpertStrategy.read_holder_p_early for p in reads) >= 9, reads


def test_an_early_knocker_is_still_read_as_one_after_four_hands() -> None:
    reads = [read_after("standard", seed, 4) for seed in range(10)]
    assert all(p >= ExpertStrategy.wait_p_early for p in reads), reads
