"""Three-hand, sitting out: a move the captain may not make is refused as "The captain
cannot do that: …", but the engine's reason went on in the words said to a player holding
the hand: "…: you have drawn already, so discard a card", "…: the 7♥ is not in your hand"
(RULES.md three-hand 2: the sitter holds no cards). The reason now speaks of the captain.
Real widgets, the real mouse and keys."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr

from .test_sitter_knock_button import sitting_out
from .test_sitter_knock_words import (
    captain_offered_upcard, captain_to_discard_no_knock, captain_to_draw,
)
from .test_table import position


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_sitting_out_a_draw_after_the_captains_draw_says_the_captain_has_drawn(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = sitting_out(make_window, qtbot, position(captain_to_discard_no_knock, mode="three"))
    QTest.keyClick(window.table, Qt.Key.Key_S)
    said = _tr("The captain cannot do that: {reason}").format(
        reason=_tr("the captain has drawn already, so suggest a discard"))
    assert window.status_line.message_text() == said


def test_sitting_out_a_draw_before_the_offer_is_answered_says_the_captain_must_answer_it(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = sitting_out(make_window, qtbot, position(captain_offered_upcard, mode="three"))
    QTest.keyClick(window.table, Qt.Key.Key_S)
    assert window.status_line.message_text() == (
        "The captain cannot do that: the captain must first take or pass the upcard")


def test_sitting_out_a_discard_before_the_captains_draw_says_the_captain_must_draw(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = sitting_out(make_window, qtbot, position(captain_to_draw, mode="three"))
    # The arrows on the captain's cards, and D: a discard suggested before the draw.
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    QTest.keyClick(window.table, Qt.Key.Key_D)
    assert window.status_line.message_text() == (
        "The captain cannot do that: the captain must draw a card first, from the stock or "
        "the discard pile")
