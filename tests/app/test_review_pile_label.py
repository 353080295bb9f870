"""The hand review names the card it shows apart from the hand: the discard pile's top card
(RULES.md "The deal": the upcard starts the discard pile). It stood after a gap with no
word on it, and a screen reader heard only "king of diamonds"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.review import ReviewDialog

from .test_review_window import open_review, window_after_a_hand

# The pile's name, and how a screen reader hears the pile of the decision clicked (hand 1 of
# deal #11, decision 3: the king of diamonds on a pile of two).
WORDS = {"en": ("Discard pile", "Discard pile: the king of diamonds on top, 2 cards"),
         "es": ("Pila de descarte", "Pila de descarte: el rey de diamantes arriba, 2 cartas")}


def click_decision(dialog: ReviewDialog, row: int) -> None:
    listed = dialog.decision_list
    item = listed.item(row)
    assert item is not None
    QTest.mouseClick(listed.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, listed.visualItemRect(item).center())
    assert listed.currentRow() == row


def labels_reading(dialog: ReviewDialog, text: str) -> list[QLabel]:
    return [label for label in dialog.findChildren(QLabel)
            if label.isVisible() and label.text() == text]


@pytest.mark.parametrize("code", sorted(WORDS))
def test_the_pile_card_in_the_review_is_named_on_screen_and_aloud(
        code: str, language: Callable[[str], None], make_window: Any, qtbot: QtBot) -> None:
    if code != "en":
        language(code)
    name, heard = WORDS[code]
    window = window_after_a_hand(make_window)
    dialog = open_review(window, qtbot)
    click_decision(dialog, 2)
    pile = dialog.pile_row
    assert len(pile.cards()) == 1

    labels = labels_reading(dialog, name)
    assert len(labels) == 1, [label.text() for label in dialog.findChildren(QLabel)]
    label = labels[0]
    # Under the pile card, across it, and whole: no word wider than its room.
    card = pile.geometry().translated(pile.parentWidget().mapTo(dialog, QPoint(0, 0)))
    words = label.geometry().translated(label.parentWidget().mapTo(dialog, QPoint(0, 0)))
    assert card.bottom() <= words.top() <= card.bottom() + 12
    assert words.left() <= card.center().x() <= words.right()
    metrics = label.fontMetrics()
    assert all(metrics.horizontalAdvance(word) <= label.contentsRect().width()
               for word in name.split())

    assert QAccessible.queryAccessibleInterface(pile).text(QAccessible.Text.Name) == heard

    # A decision with the pile empty (the upcard was just taken) names no pile.
    click_decision(dialog, 1)
    assert not pile.cards() and not labels_reading(dialog, name)
    dialog.close()
