"""The score pad's line for a hand says the knock limit a variant set for it, whatever its
value (RULES.md Oklahoma: the first upcard's count is the hand's knock limit). It used to
say so only when the limit was not 10, so an Oklahoma hand under a ten or a court card
said nothing, though the screen reader and the move log tell it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gin_desktop.ai import make_strategy
from gin_desktop.app.scorepad import ScorePadModel
from gin_desktop.engine import Match, ResultKind, RuleSet, decisions, new_match


def played_until_a_hand_ends(rules: RuleSet, wanted_limit: int) -> Match:
    """A match of two computers played until a hand with ``wanted_limit`` is scored."""
    for seed in range(200):
        match = new_match(rules, seed)
        players = [make_strategy("standard", seed=seed), make_strategy("standard", seed=seed + 1)]
        for view in decisions(match):
            match.apply(players[view.seat].choose(view), view.seat)
            results = match.results
            if results and results[-1].kind in (ResultKind.KNOCK, ResultKind.GIN,
                                                ResultKind.UNDERCUT):
                if results[-1].knock_limit == wanted_limit:
                    return match
                break
    raise AssertionError("no such hand")


def first_hand_tooltip(match: Match) -> str:
    pad = ScorePadModel()
    pad.set_match(match, ("Ana", "Bo"))
    for row in range(pad.rowCount()):
        tip = pad.data(pad.index(row, 0), Qt.ItemDataRole.ToolTipRole)
        if isinstance(tip, str) and tip.startswith("Hand 1 "):
            return tip
    raise AssertionError("no line for hand 1")


def test_an_oklahoma_ten_says_the_limit_the_upcard_set() -> None:
    match = played_until_a_hand_ends(RuleSet.preset("oklahoma"), 10)
    assert "Knock limit this hand: 10" in first_hand_tooltip(match)


def test_the_game_as_written_says_nothing_of_its_usual_limit() -> None:
    match = played_until_a_hand_ends(RuleSet(), 10)
    assert "Knock limit" not in first_hand_tooltip(match)


def test_an_option_limit_is_still_said() -> None:
    match = played_until_a_hand_ends(RuleSet(knock_limit=7), 7)
    assert "Knock limit this hand: 7" in first_hand_tooltip(match)
