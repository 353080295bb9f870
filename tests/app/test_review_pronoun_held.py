"""The review window's wrapped words in Portuguese: the summary of a hand under way with
nothing decided in it yet ended a line with "escolha-" and began the next with a lone "a"
("escolha-a na lista Mão"), where the table's own sentences hold a pronoun to its verb
(``fit_text.held_together``: a no-break hyphen, which reads the same). The review window
now holds them too. Real window, opened with its key; the hand chosen in its list."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.engine import RuleSet, new_match

from .test_pronoun_held_to_verb import cut_lines
from .test_review_hand_on_the_table import (
    NOTHING_YET, TWO, resumed, review_by_key, second_hand_begun,
)


def test_the_reviews_summary_holds_escolha_a_together(
        make_window: Any, qtbot: QtBot, language: Any) -> None:
    language("pt")
    window = resumed(make_window, second_hand_begun(new_match(RuleSet(), 11, first_dealer=1)),
                     TWO)
    dialog = review_by_key(window, qtbot)
    dialog.hand_combo.setFocus()
    QTest.keyClick(dialog.hand_combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: bool(dialog.hand_review and dialog.hand_review.hand_number == 2),
                    timeout=30_000)
    label = dialog.summary_label
    shown = label.text()
    assert "escolha-a" in _tr(NOTHING_YET)  # the sentence has what the test looks for
    assert shown.replace("\u2011", "-") == _tr(NOTHING_YET)
    assert cut_lines(shown, label, range(60, 700, 3)) == []
