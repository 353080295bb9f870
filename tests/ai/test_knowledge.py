"""``knowledge.draw_events`` and ``knowledge_of``: what a seat reads from the public moves
(RULES.md "What the engine guarantees")."""

from __future__ import annotations

from gin_desktop.ai import make_strategy
from gin_desktop.ai.knowledge import bit, draw_events, knowledge_of
from gin_desktop.engine import RuleSet, SeatView, new_match
from tests.ai.selfplay import watched


def _views(seed: int) -> list[SeatView]:
    """Every view of a match's first two hands, ``standard`` against ``strong``."""
    match = new_match(RuleSet.preset("eaai"), seed)
    bots = {0: make_strategy("standard", seed), 1: make_strategy("strong", seed)}
    views = []
    for view in watched(match, bots):
        if len(match.results) == 2:
            break
        views.append(view)
    return views


def test_a_stock_draw_while_a_card_lies_face_up_passes_that_card() -> None:
    """Each public move gives its event; a stock draw is led by a pass of the pile's top
    card by the same seat, unless nothing lies face up or both players just passed the
    upcard (the draw is then forced)."""
    for seed in range(4):
        for view in _views(seed):
            events = iter(draw_events(view))
            top = None
            passes = 0
            for move in view.history:
                if move.kind in ("knock", "gin", "big-gin"):
                    continue
                if move.kind == "stock":
                    if top is not None and passes != 2:
                        assert next(events) == (move.seat, "pass", top)
                    passes = 3  # only the first stock draw after two passes is forced
                kind = "take" if move.kind == "pile" else str(move.kind)
                assert next(events) == (move.seat, kind, move.card)
                if move.kind == "pass":
                    passes += 1
                    top = move.card
                elif move.kind == "discard":
                    top = move.card
                elif move.kind in ("take", "pile"):
                    top = None
            assert next(events, None) is None


def test_knowledge_counts_the_opponents_passes_takes_and_discards() -> None:
    for view in _views(7):
        know = knowledge_of(view)
        theirs = [(k, c) for s, k, c in draw_events(view) if s == view.opponent]
        declined = picked = discarded = 0
        for kind, card in theirs:
            if card is None:
                continue
            if kind == "pass":
                declined |= bit(card)
            elif kind == "take":
                picked |= bit(card)
            elif kind == "discard":
                discarded |= bit(card)
        assert (know.opp_declined, know.opp_picked, know.opp_discarded) == (
            declined, picked, discarded)
        assert know.opp_draws == sum(k in ("take", "stock") for k, _ in theirs)
        assert know.opp_known & ~picked == 0


def test_knowledge_reads_the_points_of_the_opponents_last_discard() -> None:
    """The card the opponent threw last this hand (0 before its first discard): an early
    knocker throws its highest unmelded card, so it tells how high its hand still is."""
    seen = set()
    for view in _views(3):
        discards = [c for s, k, c in draw_events(view) if s == view.opponent and k == "discard"]
        expected = discards[-1].points if discards and discards[-1] is not None else 0
        assert knowledge_of(view).opp_last_discard_points == expected
        seen.add(expected)
    assert 0 in seen and len(seen) >= 4
