"""The hint's knock says the chance of an undercut when it is not small. The hint plays as
the strong level, which knocks while up to a quarter of the hands the other player may hold
would undercut it (rules' undercut bonus 10); its words, "10 deadwood is low enough to win
the hand", promised a win it was not sure of."""

from __future__ import annotations

from gin_desktop.ai import hint
from gin_desktop.ai.advice import KNOCK_RISK_SAID, knock_risk
from gin_desktop.ai.explain import KNOCK_RISK
from gin_desktop.engine import ActionKind, RuleSet, SeatView, decisions, new_match
from gin_desktop.engine.actions import KNOCK_ACTIONS
from gin_desktop.engine.cards import parse_cards

from tests.ai.test_variants import _discard_view


def knock_hints(seed: int, steps: int) -> list[tuple[SeatView, str]]:
    """(view, hint) of each knock the hint suggests in ``steps`` decisions of seed
    ``seed``'s match, both seats played by the standard level."""
    match = new_match(RuleSet.preset("seeds"), seed=seed, mode="two")
    found = []
    for step, view in enumerate(decisions(match)):
        if step == steps:
            break
        tip = hint(view)
        if tip.action.kind is ActionKind.KNOCK:
            found.append((view, tip.reason))
        match.apply(hint(view, "standard").action, view.seat)
    return found


def test_a_risky_knock_says_its_chance_of_an_undercut() -> None:
    (_first, sure), (second, risky) = knock_hints(0, 48)
    assert sure == "Knock, discarding the JH: 9 deadwood is low enough to win the hand"
    assert risky == ("Knock, discarding the 5S: 10 deadwood should win the hand, though the "
                     "chance of an undercut is about 15%")
    # The same words for the player who sits out (they name no one's hand).
    assert hint(second).explanation.template == KNOCK_RISK


def test_the_risk_is_said_from_a_tenth_and_only_of_a_knock_that_is_not_gin() -> None:
    for view, _said in knock_hints(1, 260):
        tip = hint(view)
        reason = knock_risk(view, tip.action)
        if reason is None:
            assert tip.explanation.template != KNOCK_RISK
            continue
        chance = dict(reason.values)["chance"]
        assert isinstance(chance, int) and chance >= 100 * KNOCK_RISK_SAID
        assert chance % 5 == 0
        assert tip.explanation == reason


def test_gin_says_no_risk() -> None:
    view = _discard_view(RuleSet(), "2C 3C 4C 8D 8H 8S 9S TS JS QS KD", "5H", knock_limit=10)
    gin = KNOCK_ACTIONS[parse_cards("KD")[0].index]
    assert gin in view.legal_actions and knock_risk(view, gin) is None
    assert hint(view).action is gin
