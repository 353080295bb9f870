"""The hint goes on after "Hint:" in lower case, in every language, as the training mark's
better move goes on after "Better:": "Hint: discard the 9♠: …", not "Hint: Discard…"
(Czech read "Rada: Vezměte…", Portuguese "Dica: Compre do monte…", a capital
mid-sentence). Two sentences after the colon (the knock the hint does not take, then the
move) each keep their capital."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop import ai
from gin_desktop.app.advice_text import advice_text
from gin_desktop.app.prompts import card_name
from gin_desktop.app.setup import GameSetup

from .test_hint import (
    NAMES, click_toolbar_hint, position, you_discard_and_the_hint_names_a_card,
)
from .test_training_verdict import training_window
from .test_translations import TRANSLATIONS, read_ts

LANGUAGES = ["en", "es", "cs", "pt"]


def hint_label() -> str:
    """"Hint: " in the language installed: the line's words before the move."""
    return QCoreApplication.translate("MainWindow", "Hint: {why}").split("{why}")[0]


def goes_on_in_lower_case(line: str, standing_alone: str) -> None:
    """``line`` is "Hint: " and ``standing_alone`` (the move as a sentence of its own,
    with its capital), the move's first letter made lower case."""
    assert standing_alone[:1].isupper(), standing_alone
    assert line == hint_label() + standing_alone[:1].lower() + standing_alone[1:] + ".", line


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_hint_button_says_the_move_in_lower_case_after_the_colon(
        make_window: Any, language: Any, code: str) -> None:
    language(code)
    window = make_window()
    window.model.resume(position(you_discard_and_the_hint_names_a_card),
                        GameSetup(names=NAMES))
    assert window.model.wait_idle(5000)
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    click_toolbar_hint(window)
    advice = window.model.hint()
    goes_on_in_lower_case(window.status_line.message_text(), advice_text(advice))
    goes_on_in_lower_case(said[-1], advice_text(advice, card_name))


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_h_key_says_the_move_in_lower_case_after_the_colon(
        make_window: Any, language: Any, code: str) -> None:
    language(code)
    window = make_window()
    window.model.resume(position(you_discard_and_the_hint_names_a_card),
                        GameSetup(names=NAMES))
    assert window.model.wait_idle(5000)
    window.activateWindow()
    window.table.setFocus()
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    QTest.keyClick(window.table, Qt.Key.Key_H)
    goes_on_in_lower_case(said[-1], advice_text(window.model.hint(), card_name))


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_training_hint_says_the_move_in_lower_case_after_the_colon(
        make_window: Any, qtbot: QtBot, language: Any, code: str) -> None:
    language(code)
    window = training_window(make_window, 7)
    bar = window.review_features.coach.bar
    advice = ai.hint(window.model.human_view())
    qtbot.waitUntil(lambda: bar.hint_label.full_text().startswith(hint_label()),
                    timeout=5000)
    goes_on_in_lower_case(bar.hint_label.full_text(), advice_text(advice))


@pytest.mark.parametrize("code", ["es", "cs", "pt"])
def test_a_hint_line_leaves_the_full_stop_to_the_reason(code: str) -> None:
    """The adviser's bubble ended a reason in code (``advice_text.as_sentence``) while the
    hint's templates ended theirs in the words ("Hint: {why}."): two ways of one thing, and
    a reason ending in its own punctuation would have had a second. The templates end with
    the reason, in the source and in every translation."""
    hints = [m for m in read_ts(TRANSLATIONS / f"gin_desktop_{code}.ts")
             if m.source.startswith("Hint") and "{why}" in m.source]
    assert len(hints) >= 3
    wrong = [(m.source, m.forms) for m in hints
             if not (m.source.endswith("{why}") and all(f.endswith("{why}") for f in m.forms))]
    assert not wrong, wrong
