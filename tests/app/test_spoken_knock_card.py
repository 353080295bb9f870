"""W ("Last moves") after the showdown names the card the knock discarded face down:
the history holds no card for a knock, and W said "...and you knocked" while the card
lay face up on the knock spot. Not before: the engine ends the hand at the knock, while
the table still plays the card face down onto the knock spot, and W and A named it then."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.a11y import speech
from gin_desktop.app.keyboard import KeyboardController
from gin_desktop.app.model import GameModel
from gin_desktop.app.prompts import card_name
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView
from gin_desktop.app.table.texts import Names
from gin_desktop.engine import Card, Match, MoveKind, Phase
from gin_desktop.engine import match as match_module
from tests.engine.conftest import stacked_deck

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


# The person (seat 0) does not deal and passes the 7♠; the computer takes it and goes gin
# with the K♦, which flies face down onto the knock spot before the showdown turns it up.
COMPUTER_GIN = stacked_deck("2C 4C 6C 8C TD QH 9S JS 3D 5D", "AS 2S 3S 7C 7D 7H 4H 5H 6H KD",
                            "7S")


@pytest.fixture
def slow_table(monkeypatch: pytest.MonkeyPatch, qtbot: QtBot,
               game_model: GameModel) -> Iterator[tuple[TableView, list[str]]]:
    """The table at thrice the animations' own length (room to press a key while the
    knock card flies), dealing ``COMPUTER_GIN``, and what its keys say."""
    monkeypatch.setenv("GIN_DESKTOP_ANIMATION_SPEED", "3")
    monkeypatch.setattr(match_module, "shuffled_deck",
                        lambda deal_number, version=2: list(COMPUTER_GIN))
    view = TableView(game_model)
    qtbot.addWidget(view)
    view.resize(1200, 800)
    keyboard = KeyboardController(view)
    said: list[str] = []
    keyboard.announced.connect(said.append)
    view.show()
    qtbot.waitExposed(view)
    game_model.start(GameSetup(names=("You", "Computer"), seed=5, first_dealer=1))
    scene = view.table_scene()
    qtbot.waitUntil(lambda: not scene.animator.is_busy(), timeout=20_000)
    yield view, said


def test_w_and_a_name_the_knock_card_only_once_the_showdown_shows_it(
        qtbot: QtBot, game_model: GameModel, slow_table: tuple[TableView, list[str]]) -> None:
    view, said = slow_table
    scene = view.table_scene()
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_X)  # pass the upcard
    qtbot.waitUntil(lambda: game_model.human_view().phase is Phase.HAND_OVER,
                    timeout=10_000)
    king = card_name(Card.from_text("KD"))
    assert scene.mirror is not None and scene.mirror.showdown is None, \
        "the showdown came before the keys could be pressed"
    for key in (Qt.Key.Key_W, Qt.Key.Key_A):
        QTest.keyClick(view, key)
        assert king not in said[-1], (key, said[-1])
    assert scene.mirror.showdown is None
    qtbot.waitUntil(lambda: not scene.animator.is_busy(), timeout=20_000)
    QTest.keyClick(view, Qt.Key.Key_W)
    assert said[-1].endswith(f"went gin with the {king}."), said[-1]
    QTest.keyClick(view, Qt.Key.Key_A)
    assert f"Computer's face-down discard: the {king}." in said[-1], said[-1]
