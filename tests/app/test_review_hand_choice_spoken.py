"""The review's hand choice for a screen reader. On Linux Qt names a closed list by the
words it shows, whatever its accessible name: "Hand 2 · deal #7" was read with "middle
dot". The list shows "Hand 2, deal #7", and the chosen hand is described with how it
ended ("Hand 2, deal #7, you won 25 points (gin)"), following the choice made by the keys.
Read through QAccessible, in English and Czech."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop import review
from gin_desktop.engine import Match, deal_number_for

from tests.test_review import played_match

from .test_deck_reveal_spoken import focused, heard
from .test_review_window import SETUP, open_review

ALT = Qt.KeyboardModifier.AltModifier

# (hand word, deal word, "you won", "another player won", "no score") in each language.
WORDS = {
    "en": ("Hand {hand}, deal #{deal}", "you won {points} points", "another player won",
           "no score"),
    "cs": ("Kolo {hand}, rozdání č. {deal}", "vyhráli jste {points} bodů", "jiný hráč vyhrál",
           "bez bodů"),
}


def two_hands() -> Match:
    match = played_match(seed=5, hands=2)
    assert len(match.results) == 2
    return match


def expected(code: str, match: Match, hand: int) -> tuple[str, str]:
    """The hand's name shown and its outcome's words, as the test knows them."""
    shown, won, lost, nothing = WORDS[code]
    name = shown.format(hand=hand, deal=deal_number_for(match.seed, hand, match.deck_version))
    result = review.result_of(match, hand)
    assert result is not None
    if result.winner is None:
        return name, nothing
    if result.winner == 0:
        return name, won.format(points=result.points)
    return name, lost


@pytest.mark.parametrize("code", tuple(WORDS))
def test_the_chosen_hand_is_said_in_words_with_how_it_ended(
        code: str, make_window: Callable[..., Any], qtbot: QtBot,
        language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    window = make_window()
    match = two_hands()
    window.model.resume(match, SETUP)
    assert window.model.wait_idle(5000)
    dialog = open_review(window, qtbot)
    try:
        combo = dialog.hand_combo
        QTest.keyClick(focused(), Qt.Key.Key_H if code == "en" else Qt.Key.Key_K, ALT)
        assert focused() is combo
        for hand in (2, 1):
            name, outcome = expected(code, match, hand)
            said, description = heard(combo)
            assert "·" not in said and combo.currentText() == name, said
            assert description.startswith(name + ", ") and outcome in description, \
                description
            assert not any(mark in description for mark in "·▸♠♥♦♣"), description
            # The open list's item says the same.
            assert combo.itemData(combo.currentIndex(),
                                  Qt.ItemDataRole.AccessibleTextRole) == description
            QTest.keyClick(combo, Qt.Key.Key_Up)  # the closed list goes to the hand before
        assert combo.currentIndex() == 0
        interface = QAccessible.queryAccessibleInterface(combo)
        assert interface.text(QAccessible.Text.Description).startswith(
            expected(code, match, 1)[0])
    finally:
        dialog.close()
