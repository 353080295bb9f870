"""A card in the move log stays on the line of the word before it: in a small window the
Portuguese log read "O computador passou a carta virada" above a lone "4♦", and "O
computador pegou da pilha o" above "9♣ que você descartou", the article parted from its
card. A line of the log never begins with a card but inside a run of cards, at any width
the dock can take (the whole text read by a screen reader is unchanged)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase

from .test_end_match_pairs import line_texts

CARD_FIRST = re.compile(r"^(?:10|[2-9AJQK])[♣♦♥♠]")
CARD_LAST = re.compile(r"[♣♦♥♠]\s*$")


def test_no_line_of_the_log_begins_with_a_card(make_window: Any, qtbot: QtBot,
                                               language: Callable[[str], None]) -> None:
    language("pt")
    window = make_window()
    model = window.model
    model.start(GameSetup(seed=4, levels=("human", "standard"), names=("Ana", "Computer")))
    for _ in range(400):
        assert model.wait_idle(5000)
        QApplication.processEvents()
        if model.match.phase is Phase.HAND_OVER:
            break
        if model.is_human_turn():
            model.play(model.hint().action)
    log = window.move_log.list
    items = [log.item(row) for row in range(log.count())]
    with_cards = [i.text() for i in items if re.search(r"[♣♦♥♠]", i.text())]
    assert len(with_cards) > 10
    label = QLabel()  # wraps as the log's list does, in its font
    label.setFont(log.font())
    for text in with_cards:
        for width in range(140, 420, 3):
            lines = line_texts(text, label, width)
            # A line begins with a card only inside a run of cards ("7♣ 7♦ 7♠").
            parted = [line for before, line in zip(lines, lines[1:], strict=False)
                      if CARD_FIRST.match(line) and not CARD_LAST.search(before)]
            assert parted == [], (width, lines)
    # The words are the same: only the spaces before a card no longer break.
    assert all("\u00a0" not in line for line in window.move_log.lines())
