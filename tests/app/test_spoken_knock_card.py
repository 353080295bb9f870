"""W ("Last moves") after the showdown names the card the knock discarded face down:
the history holds no card for a knock, and W said "...and you knocked" while the card
lay face up on the knock spot."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.app.a11y import speech
from gin_desktop.app.prompts import card_name
from gin_desktop.app.table.texts import Names
from gin_desktop.engine import Match, MoveKind, Phase

from .test_table import played_to

NAMES = Names(["You", "Computer"], 0)


def knocked_by(seat: int) -> Callable[[Match], bool]:
    def ended(match: Match) -> bool:
        last = match.view(0).history
        return (match.phase is Phase.HAND_OVER and bool(last)
                and last[-1].kind is MoveKind.KNOCK and last[-1].seat == seat)
    return ended


@pytest.mark.parametrize(("seat", "said"), [(0, "you knocked with the {card}."),
                                            (1, "knocked with the {card}.")])
def test_w_names_the_knock_card_after_the_showdown(seat: int, said: str) -> None:
    match = played_to(knocked_by(seat))
    view = match.view(0)
    card = view.discard_pile[-1]
    text = speech.last_moves(view, NAMES)
    assert text.endswith(said.format(card=card_name(card))) or \
        said.format(card=card_name(card)) + " " in text, text


def test_only_the_knock_gains_its_card() -> None:
    """The knock's move carries the card turned up; the moves before it are the hand's."""
    match = played_to(knocked_by(1))
    view = match.view(0)
    told = speech.told_history(view)
    assert told[-1].card == view.discard_pile[-1]
    assert list(told[:-1]) == list(view.history[:-1])


@pytest.mark.parametrize(("code", "names", "said"), [
    ("es", ["Tú", "Ordenador"], "y golpeó con el {card}."),
    ("pt", ["Você", "Computador"], "e bateu com o {card}."),
    ("cs", ["Vy", "Počítač"], "a klepe, odhozená karta: {card}."),
])
def test_w_names_the_knock_card_in_each_language(
        language: Callable[[str], None], code: str, names: list[str], said: str) -> None:
    language(code)
    match = played_to(knocked_by(1))
    view = match.view(0)
    card = speech.accessibility.card_name(view.discard_pile[-1])
    text = speech.last_moves(view, Names(names, 0))
    assert text.endswith(said.format(card=card)), text
