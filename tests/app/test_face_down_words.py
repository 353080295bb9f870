"""The move log's knock and gin lines name the card discarded face down; in Portuguese the
words for "face down" agreed with "carta" whatever the card ("o 4♥ virada para baixo"),
wrong beside a masculine card. They are the invariable "com a face para baixo" now."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.app.move_log import move_sentence
from gin_desktop.engine import Card, PublicMove


@pytest.mark.parametrize("kind", ["knock", "gin"])
@pytest.mark.parametrize("seat", [0, 1])
def test_a_masculine_card_discarded_face_down_agrees(
        kind: str, seat: int, language: Callable[[str], None]) -> None:
    language("pt")
    four = Card.from_text("4H")
    text = move_sentence([PublicMove(seat, kind, None)], 0, ("Você", "Computador"), 0,
                         knock_card=four)
    assert "o 4♥ com a face para baixo" in text, text
    assert "virada" not in text
