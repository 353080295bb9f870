"""The review's "pass" and "draw from the stock" verdicts say what the review weighed: a
beginner read "it helps your hand less than the chances it gives away" and could not tell
which chances, or whose (s40). The review plays the hand out with a stock card instead of
the pile card, and nothing else, so the sentence says exactly that."""

from __future__ import annotations

from gin_desktop import review
from gin_desktop.engine import DRAW_STOCK, PASS_UPCARD, Card, SeatView, new_match


def _offer() -> SeatView:
    match = new_match(None, 3)
    return match.view(match.to_act or 0)


def test_the_pass_and_stock_verdicts_name_what_was_compared() -> None:
    view = _offer()
    top = view.upcard
    assert isinstance(top, Card)
    for better, code in ((PASS_UPCARD, "pass"), (DRAW_STOCK, "draw_stock")):
        verdict = review.Verdict(code, better, (("card", top),))
        text = verdict.reason().text()
        assert "chances it gives away" not in text, text
        assert "played out from here" in text, text
        assert top.text() in text, text
