"""Czech words a new player met (session 36): the three-hand role draw in the move log
said "Táhnete 2♣" ("you are pulling the 2♣") where Czech draws a card for oneself,
"Táhnete si 2♣", "Bruno si táhne 10♣"; and the hand review wrote "vy" ("you") under the
card you chose, beside "líznutá" under the card drawn: "zvolená" (chosen) now."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.review import CHOSEN
from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import card_label

from .test_review_captions import _ink
from .test_review_window import open_review, press, window_after_a_hand
from .test_role_draw_words import start_three_hand


def test_the_role_draw_says_who_draws_which_card_for_themself(
        window: MainWindow, language: Callable[[str], None]) -> None:
    language("cs")
    drawn = start_three_hand(window, 10)
    lines = window.move_log.lines()
    (you, bruno, carla) = drawn.rounds[0]
    assert f"Táhnete si {card_label(you[1])}" in lines, lines
    assert f"Bruno si táhne {card_label(bruno[1])}" in lines, lines
    assert f"Carla si táhne {card_label(carla[1])}" in lines, lines


def test_the_review_calls_the_card_you_chose_chosen(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None]) -> None:
    language("cs")
    window = window_after_a_hand(make_window)
    dialog = open_review(window, qtbot)
    QApplication.processEvents()
    chosen_seen = 0
    while True:
        row = dialog.hand_row
        ink = _ink(row.grab().toImage(), round(row.card_width() * 1.4) + 6, CHOSEN)
        if not ink.isEmpty():
            chosen_seen += 1
            word = row.fontMetrics().tightBoundingRect("zvolená").width()
            assert ink.width() >= word - 3, (ink.width(), word)
        if not dialog.next_button.isEnabled():
            break
        press(dialog.next_button)
        QApplication.processEvents()
    assert chosen_seen >= 2
    dialog.close()
