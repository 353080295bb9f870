"""The question before New game ends a match says where it stands: between hands (the
last hand's result on the table, the next not dealt) it is "after hand 1", not "hand 1",
which read as if hand 1 were still to play (a new player's find, session 43). Reached by
the real keys: the first hand played out by X, S and Enter, then Ctrl+N."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase, RuleSet

from .test_end_match import answer_modals, click
from .test_scorepad_steady_width import play_hand_one

AFTER_HAND_ONE = {"en": "after hand 1", "es": "tras la mano 1", "cs": "po kole 1",
                  "pt": "depois da mão 1"}
AT_HAND_ONE = {"en": "hand 1", "es": "mano 1", "cs": "kole 1", "pt": "mão 1"}


def question_text(window: MainWindow) -> str:
    """The end-the-match question's text, answered "keep playing"."""
    seen: list[QWidget] = []
    texts: list[str] = []

    def read_then_keep_playing(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        label = box.findChild(QLabel, "qt_msgbox_label")
        assert label is not None
        texts.append(label.text().replace("\u00a0", " "))
        click("keep_playing_button")(box)

    answer_modals([click("deal_button"), read_then_keep_playing], seen)
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert len(seen) == 2 and seen[-1].objectName() == "confirm_end_match"
    return texts[0]


@pytest.mark.parametrize("hollywood", [False, True], ids=["plain", "hollywood"])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_between_hands_the_question_says_after_the_hand(
        code: str, hollywood: bool, language: Callable[[str], None],
        make_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    language(code)
    window = make_window()
    window.resize(1024, 740)
    window.activateWindow()
    window.start_match(GameSetup(levels=("human", "standard"), seed=1,
                                 rules=RuleSet(name="custom", hollywood=hollywood)))
    play_hand_one(window)
    assert window.model.match.phase is Phase.HAND_OVER
    text = question_text(window)
    assert AFTER_HAND_ONE[code] in text, text


def test_in_the_middle_of_a_hand_it_is_that_hand(
        make_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    window = make_window()
    window.resize(1024, 740)
    window.activateWindow()
    window.start_match(GameSetup(levels=("human", "standard"), seed=1))
    model = window.model
    for _ in range(20):
        assert model.wait_idle(5000)
        if model.match.events and model.match.phase is Phase.DRAW and model.is_human_turn():
            break
        legal = model.human_view().legal_actions
        if legal and model.is_human_turn():
            model.play(legal[0])
    text = question_text(window)
    assert AT_HAND_ONE["en"] in text and AFTER_HAND_ONE["en"] not in text, text
