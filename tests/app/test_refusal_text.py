"""Refusals in the player's words (issue "polish", item 1): the engine gives a code and its
values; ``refusal_text`` words it in the player's language with cards as the table writes
them ("7♥"), never a card code like "5S" and never an English sentence in another
language."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.prompts import card_label, refusal_text
from gin_desktop.engine import Action, Card, Refusal, RefusalCode, RuleSet, new_match

CARD = Card.from_text("5S")
CARD_CODE = re.compile(r"\b[A2-9TJQK][CDHS]\b")
NAMES = ("Ana", "Computer")


def every_refusal() -> list[Refusal]:
    return [Refusal(code, card=CARD, seat=0, to_act=1, limit=7) for code in RefusalCode]


def english(refusal: Refusal) -> str:
    return refusal_text(refusal, NAMES.__getitem__)


def test_english_names_the_card_as_the_table_writes_it(qapp: QApplication) -> None:
    text = english(Refusal(RefusalCode.JUST_TAKEN_FROM_PILE, card=CARD))
    assert text == ("the 5♠ was just taken from the pile and may not be discarded "
                    "this turn")
    assert english(Refusal(RefusalCode.NOT_YOUR_TURN, seat=0, to_act=1)) == \
        "it is Computer's turn"
    assert english(Refusal(RefusalCode.KNOCK_LIMIT, limit=7)) == \
        "a knock needs deadwood of at most 7 after the discard"


@pytest.mark.parametrize("code", ["es", "cs", "pt"])
def test_every_refusal_is_translated_with_no_card_code(
        code: str, language: Callable[[str], None]) -> None:
    originals = {r.code: english(r) for r in every_refusal()}
    language(code)
    for refusal in every_refusal():
        text = refusal_text(refusal, NAMES.__getitem__)
        assert text and text != originals[refusal.code], (code, refusal.code)
        assert not CARD_CODE.search(text), text
        assert "{" not in text
        if refusal.code in (RefusalCode.NOT_IN_HAND, RefusalCode.JUST_TAKEN_FROM_PILE):
            assert card_label(CARD) in text
        if refusal.code is RefusalCode.NOT_YOUR_TURN:
            # "le toca al computer": after its article a computer's name is a common noun.
            assert "computer" in text.casefold()
        if refusal.code is RefusalCode.KNOCK_LIMIT:
            assert "7" in text


def test_the_engine_reaches_refusals_the_app_can_word(qapp: QApplication) -> None:
    match = new_match(RuleSet(), 123456)
    match.apply(next(a for a in match.legal_actions() if a.kind.value == "take"))
    taken = match.table_state().drawn_card
    assert taken is not None
    refusal = match.why_illegal(Action.discard(taken))
    assert refusal is not None
    assert card_label(taken) in english(refusal)
