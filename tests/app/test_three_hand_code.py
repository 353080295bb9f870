"""A three-hand deal code names its table: the seats of the box, the captain and the player
sitting out, and whether the sitter was dealt ten cards too. A code copied from any hand of
a three-hand match (the rest of the deck's window) replays that hand's first deal exactly,
with the same cards in the same seats, through the real Replay deal and New game dialogs;
three-hand codes made before (no table) are still read."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.deal_code import (
    DealCodeError, DealRef, deal_code, parse_deal,
)
from gin_desktop.app.dialogs.deck_reveal import DeckReveal
from gin_desktop.app.dialogs.new_game import NewGameDialog, ReplayDealDialog
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import (
    DECK_VERSION, DECK_VERSIONS, Match, Phase, RuleSet, match_to_json, new_match,
)
from gin_desktop.engine.serialize import SCHEMA_VERSION, load_match

from .test_deal_paste import EndTheMatchIfAsked, new_game, replay, type_and_deal
from .test_new_game_flow import when_shown

SITTER_DEALT = RuleSet().replace(sitter_dealt=True)


def second_hand_over(seed: int = 1) -> Match:
    """A three-hand match (the sitter dealt) whose second hand has just ended: the roles
    moved after the first, so they are not the ones its deal number draws."""
    match = new_match(SITTER_DEALT, seed, "three")
    while not (match.hand_number == 2 and match.hand.phase is Phase.HAND_OVER):
        match.apply(match.legal_actions()[0])
    return match


def sitter_of(state: Any) -> int:
    return int(next(s for s in state.seats if s not in (state.dealer, state.non_dealer)))


# ------------------------------------------------------------------------- the code
@given(st.integers(0, 2**63 - 1), st.sampled_from(list(itertools.permutations(range(3)))),
       st.booleans(), st.sampled_from(DECK_VERSIONS))
def test_a_three_hand_code_reads_back_with_its_table(
        number: int, roles: tuple[int, int, int], sitter_dealt: bool, version: int) -> None:
    code = deal_code(number, None, version, roles=roles, sitter_dealt=sitter_dealt)
    assert parse_deal(code) == DealRef(number, None, version, roles, sitter_dealt)
    assert parse_deal(code).mode == "three"
    assert parse_deal(code.lower().replace("-", " ")) == parse_deal(code)


def test_codes_made_before_still_read_as_they_did() -> None:
    # A three-hand code of the last release (no table), and older forms.
    assert parse_deal("GIN-B1-6SSZ-U2-E8") == DealRef(123456789, None, 2)
    assert parse_deal("GIN-B1-6SSZ-U2-E8").mode == "three"
    assert parse_deal("GIN-B1-6ST1-U2-8S") == DealRef(123456789, 1, 2)
    assert parse_deal("GIN-B1-6ST1-8B") == DealRef(123456789, 1, DECK_VERSION)
    # And the codes that need no table are made as before.
    assert deal_code(123456789, 1, 2) == "GIN-B1-6ST1-U2-8S"
    assert deal_code(123456789, None, 2) == "GIN-B1-6SSZ-U2-E8"


@given(st.integers(0, 10**12), st.sampled_from(list(itertools.permutations(range(3)))),
       st.booleans())
def test_a_mistyped_three_hand_code_is_caught(
        number: int, roles: tuple[int, int, int], sitter_dealt: bool) -> None:
    code = deal_code(number, None, roles=roles, sitter_dealt=sitter_dealt)
    chars = [i for i, ch in enumerate(code) if i >= 4 and ch != "-"]
    for a, b in itertools.pairwise(chars):
        if code[a] != code[b]:
            swapped = list(code)
            swapped[a], swapped[b] = swapped[b], swapped[a]
            with pytest.raises(DealCodeError):
                parse_deal("".join(swapped))
    for i in chars:  # any one character left out, the table's too
        with pytest.raises(DealCodeError):
            parse_deal(code[:i] + code[i + 1:])


def test_the_code_of_a_later_hand_names_that_hands_table() -> None:
    match = second_hand_over()
    state = match.table_state()
    code = DeckReveal.of(match, 0).code
    assert parse_deal(code) == DealRef(state.deal_number, None, DECK_VERSION,
                                       (state.dealer, state.non_dealer, sitter_of(state)),
                                       True)


# ------------------------------------------------------------------------- replaying
def test_replay_deal_of_a_later_three_hand_code_deals_the_same_table(
        make_window: Any, qtbot: QtBot) -> None:
    original = second_hand_over()
    hand = original.table_state()
    # The deal number alone draws other roles: the code must carry them.
    drawn = new_match(SITTER_DEALT, hand.deal_number, "three").table_state()
    assert (drawn.dealer, drawn.non_dealer) != (hand.dealer, hand.non_dealer)
    window = make_window()
    model = window.model
    # The table the code is replayed on does not deal the sitter.
    model.start(GameSetup(mode="three", human_seat=1, levels=("standard", "human", "beginner"),
                          names=("Computer 1", "Ana", "Computer 2")))
    qtbot.waitUntil(lambda: model.setup.mode == "three", timeout=5000)
    assert not model.setup.rules.sitter_dealt
    replay(window, DeckReveal.of(original, 1).code)
    state = model.match.table_state()
    assert state.hand_number == 1 and state.deal_number == hand.deal_number
    assert (state.dealer, state.non_dealer, sitter_of(state)) == (
        hand.dealer, hand.non_dealer, sitter_of(hand))
    assert state.deal == hand.deal and state.sitter_cards == hand.sitter_cards
    assert model.setup.rules.sitter_dealt and model.setup.names[1] == "Ana"
    assert window.status_line.message_text() == (
        "In the game this deal code is from, the player sitting out was dealt ten cards "
        "too, so they are dealt them again.")


def test_new_game_deals_a_three_hand_code_with_its_table(make_window: Any) -> None:
    original = second_hand_over()
    hand = original.table_state()
    code = DeckReveal.of(original, 0).code
    window = make_window()
    seen: list[str] = []
    # The sitter is not dealt in the dialog's choices: it says what to choose.
    new_game(window, code, seen, mode="three")
    assert seen == ["This deal code is from a game in which the player sitting out was "
                    "dealt ten cards too: tick “Deal the player sitting out ten cards "
                    "too” to replay it."]

    def tick_then_deal(dialog: Any) -> None:
        QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
        box = dialog.sitter_dealt_check
        QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
        assert box.isChecked()
        type_and_deal("seed_edit", code)(dialog)

    when_shown(NewGameDialog, tick_then_deal)
    with EndTheMatchIfAsked():
        window.new_game_action.trigger()
    state = window.model.match.table_state()
    assert (state.deal_number, state.dealer, state.non_dealer, state.deal) == (
        hand.deal_number, hand.dealer, hand.non_dealer, hand.deal)
    assert window.model.setup.first_roles == (hand.dealer, hand.non_dealer, sitter_of(hand))


# ------------------------------------------------------------------------- saving
def test_a_match_with_given_roles_saves_so_only_a_release_that_knows_them_reads_it(
        ) -> None:
    match = new_match(SITTER_DEALT, 879950635, "three", first_roles=(2, 0, 1))
    state = match.table_state()
    assert (state.dealer, state.non_dealer) == (2, 0)
    for _ in range(5):
        match.apply(match.legal_actions()[0])
    data = json.loads(match_to_json(match))
    # An older release would replay it with the drawn roles: it must see a newer save.
    assert data["version"] == SCHEMA_VERSION == 4 and data["first_roles"] == [2, 0, 1]
    again, _extra = load_match(json.dumps(data))
    assert again.table_state() == match.table_state()
    setup = GameSetup(mode="three", seed=879950635, first_roles=(2, 0, 1))
    assert GameSetup.from_dict(json.loads(json.dumps(setup.to_dict()))) == setup
    assert "first_roles" not in GameSetup(mode="three").to_dict()


# ------------------------------------------------------------------------- the example
@pytest.mark.parametrize(("code", "words"), [
    ("en", "Type a deal number or code, such as "),
    ("es", "Escribe un número o un código de reparto, como "),
])
def test_replay_deal_shows_the_code_of_the_deal_on_the_table_as_its_example(
        make_window: Any, language: Any, qtbot: QtBot, code: str, words: str) -> None:
    """Game ▸ Replay deal's empty field shows a code as codes are made now: the deal on
    the table's own, which replays it (it showed a code of the very first form)."""
    language(code)
    window = make_window()
    window.model.start(GameSetup(mode="three", seed=4242, rules=SITTER_DEALT))
    qtbot.waitUntil(lambda: window.model.setup.mode == "three", timeout=5000)
    state = window.model.match.table_state()
    shown: list[str] = []

    def read(dialog: Any) -> None:
        edit = dialog.number_edit
        QTest.mouseClick(edit, Qt.MouseButton.LeftButton)
        edit.selectAll()
        QTest.keyClick(edit, Qt.Key.Key_Delete)  # the placeholder shows on an empty field
        shown.append(edit.placeholderText())
        dialog.reject()

    when_shown(ReplayDealDialog, read)
    window.replay_deal()
    assert shown and shown[0].startswith(words)
    assert shown[0].endswith(".")
    example = shown[0].removeprefix(words).removesuffix(".")
    assert parse_deal(example) == DealRef(4242, None, DECK_VERSION,
                                          (state.dealer, state.non_dealer, sitter_of(state)),
                                          True)
