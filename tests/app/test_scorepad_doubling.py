"""The score pad explains a spade-upcard Oklahoma hand's doubling only where there were
points to double (RULES.md Oklahoma: "every score of the hand is doubled"). A drawn hand
or a tie read "…; no score; doubled (Oklahoma: spade upcard) = 0"."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.app import scorepad
from gin_desktop.engine import HandResult, ResultKind

NAMES = ("Ana", "Bo")


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
@pytest.mark.parametrize("kind", [ResultKind.DRAWN, ResultKind.REPETITION, ResultKind.TIE])
def test_a_hand_nobody_scored_is_not_said_doubled(
        code: str, kind: ResultKind, language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    plain = HandResult(hand_number=2, deal_number=9, dealer=0, kind=kind, knock_limit=7,
                       knocker=0 if kind is ResultKind.TIE else None,
                       defender=1 if kind is ResultKind.TIE else None,
                       knocker_deadwood=4, defender_deadwood=4)
    doubled = HandResult(**{**{f: getattr(plain, f) for f in plain.__slots__},
                            "doubled": True})
    assert scorepad.result_explanation(doubled, NAMES) == \
        scorepad.result_explanation(plain, NAMES)


def test_a_doubled_score_is_still_explained() -> None:
    result = HandResult(hand_number=2, deal_number=9, dealer=0, kind=ResultKind.KNOCK,
                        knocker=0, defender=1, winner=0, points=24, knocker_deadwood=2,
                        defender_deadwood=14, knock_limit=7, doubled=True)
    text = scorepad.result_explanation(result, NAMES)
    assert "Knock: 14 − 2 = 12; doubled (Oklahoma: spade upcard) = 24" in text
