"""A card that lengthens a meld the hand holds already is said to extend it, in the hint
and in the review: "Pick up the 6♥: it makes a run 3♥ 4♥ 5♥ 6♥" read as news to a Brazilian
beginner holding 3♥ 4♥ 5♥ (s40), and a card that does make a new meld is still said to."""

from __future__ import annotations

from collections.abc import Iterator

from gin_desktop import review
from gin_desktop.ai import hint
from gin_desktop.engine import (
    DRAW_STOCK, PASS_UPCARD, ActionKind, Phase, SeatView, melds, new_match,
)
from gin_desktop.engine.melds import deadwood_after_each_discard


def pick_ups() -> Iterator[tuple[SeatView, bool]]:
    """Views where the hint takes the card on the pile, and whether the hand held the rest
    of the meld it makes: plain play by both seats, seeds 1, 2, ..."""
    for seed in range(1, 80):
        match = new_match(None, seed)
        for _ in range(60):
            if match.phase not in (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD):
                break
            seat = match.to_act or 0
            view = match.view(seat)
            legal = match.legal_actions()
            if match.phase is not Phase.DISCARD and view.upcard is not None:
                action = hint(view).action
                if action.kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD):
                    top = view.upcard
                    layout = melds.best_arrangement((*view.hand, top))
                    meld = next((m for m in layout.melds if top in m.cards), None)
                    if meld is not None:
                        rest = [c for c in meld.cards if c is not top]
                        held = len(rest) >= 3 and (
                            meld.kind is melds.MeldKind.SET
                            or top.rank in (min(c.rank for c in meld.cards),
                                            max(c.rank for c in meld.cards)))
                        yield view, held
            if PASS_UPCARD in legal:
                match.apply(PASS_UPCARD)
            elif DRAW_STOCK in legal:
                match.apply(DRAW_STOCK)
            else:
                after = deadwood_after_each_discard(match.hand_of(seat))
                match.apply(min((a for a in legal if a.kind is ActionKind.DISCARD),
                                key=lambda a: after[a.card]))  # type: ignore[index]


def test_a_card_that_lengthens_a_meld_is_said_to_extend_it() -> None:
    seen = {True: 0, False: 0}
    for view, held in pick_ups():
        if seen[held] >= 3:
            if min(seen.values()) >= 3:
                break
            continue
        action = hint(view).action
        text = hint(view).explanation.text()
        verdict = review.verdict_for(view, next(
            a for a in view.legal_actions if a.kind in (ActionKind.PASS_UPCARD,
                                                        ActionKind.DRAW_STOCK)), action)
        said = verdict.reason().text()
        if verdict.code.endswith("_gin"):
            continue  # the review says gin first, as it should
        if held:
            assert ": it extends a meld to " in text, text
            assert ": it extends a meld to " in said, said
        else:
            assert ": it makes a " in text, text
            assert "extends" not in said, said
        seen[held] += 1
    assert min(seen.values()) >= 3, seen
