"""The hand review in the three-hand game names the hand across the table by its role.

The box plays alone against a team of two (RULES.md three-hand 2), so a verdict saying a
discard "goes with cards your opponent took from the pile" named one of two: it now says
"the captain" to the box and "the box" to the captain, in every language.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from gin_desktop import review
from gin_desktop.ai import make_strategy
from gin_desktop.app.advice_text import advice_text
from gin_desktop.engine import ActionKind, Phase, Role, RuleSet, SeatView, decisions, new_match

# The role's word, and the word for "opponent" that must not stand for it, per language.
WORDS = {"en": ({Role.BOX: "box", Role.CAPTAIN: "captain"}, "opponent"),
         "es": ({Role.BOX: "caja", Role.CAPTAIN: "capitán"}, "rival"),
         "cs": ({Role.BOX: "krabic", Role.CAPTAIN: "kapitán"}, "soupeř"),
         "pt": ({Role.BOX: "caixa", Role.CAPTAIN: "capitão"}, "adversário")}


def feeding_verdicts() -> Iterator[tuple[SeatView, review.Verdict]]:
    """Three-hand positions where a discard goes with the other hand's pile cards, and the
    verdict on it, for the box and for the captain."""
    for seed in range(40):
        match = new_match(RuleSet.preset("seeds"), seed=seed, mode="three")
        strategies = {s: make_strategy("standard", s) for s in match.seats}
        for view in decisions(match):
            if match.hand_number > 2:
                break
            if view.phase is Phase.DISCARD and view.opponent_known:
                discards = [a for a in view.legal_actions if a.kind is ActionKind.DISCARD]
                for chosen in discards:
                    for better in discards:
                        if better == chosen:
                            continue
                        verdict = review.verdict_for(view, chosen, better)
                        if verdict.code.startswith("feeds_"):
                            yield view, verdict
                            break
                    else:
                        continue
                    break
            match.apply(strategies[view.seat].choose(view), view.seat)


@pytest.mark.parametrize("code", sorted(WORDS))
def test_the_review_names_the_other_hand_by_its_role(
        code: str, language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    roles, opponent = WORDS[code]
    seen: set[Role] = set()
    for view, verdict in feeding_verdicts():
        other = view.roles[view.opponent]
        text = advice_text(verdict.reason())
        assert roles[other] in text.lower() and opponent not in text.lower(), text
        seen.add(other)
        if len(seen) == 2:
            break
    assert seen == {Role.BOX, Role.CAPTAIN}
