"""The status line's messages after a hand and at the match's end (new players' hands-on
play, s34). A move refused for the moment the prompt names is no mistake: beside the
prompt the eye reads only what the prompt does not say, plainly ("The hand is over: press
Next hand (N)" beside "Hand over: … Press Next hand (N)" cut the Portuguese message at 800
pixels; after "You win the game!" the warning's red scolded), and a screen reader still
hears the whole sentence. After a new deal the line shows the new turn's prompt, not the
focused card a keyboard player's ring moved to. Real keys and mouse on the real window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.main import MainWindow, StatusLine
from gin_desktop.app.prompts import AppRefusal, app_refusal_text, key_text, with_draw_keys
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase, RuleSet
from gin_desktop.engine.melds import deadwood_after_each_discard

from .test_review_window import SETUP, finished_hand
from .test_table import (
    best_knock, button_point, card_point, click, find_button, human_can_knock, position,
)
from .test_table_refusals import computer_thinking

LANGUAGES = ["en", "es", "cs", "pt"]


def at_800(make_window: Callable[..., Any], qtbot: QtBot) -> MainWindow:
    window: MainWindow = make_window()
    window.resize(800, 600)
    qtbot.wait(50)
    return window


def heard(window: MainWindow) -> list[str]:
    """What a screen reader is given of each refusal."""
    said: list[str] = []
    window.model.refused_in_words.connect(said.append)
    return said


def accessible_name(line: StatusLine) -> str:
    interface = QAccessible.queryAccessibleInterface(line.message_label)
    return str(interface.text(QAccessible.Text.Name))


def prompt_reads_whole(line: StatusLine) -> bool:
    return line.turn_label.text() == line.turn_label.toolTip() != ""


def pill_colour(line: StatusLine) -> QColor:
    """The message pill's background, as painted: inside its right edge, past the words."""
    image = line.message.grab().toImage()
    return image.pixelColor(image.width() - 5, image.height() // 2)


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_move_after_the_hand_leaves_the_prompt_to_say_next_hand(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = at_800(make_window, qtbot)
    window.model.resume(finished_hand(), SETUP)
    assert window.model.wait_idle(5000)
    line = window.status_line
    said = heard(window)
    whole = app_refusal_text(AppRefusal.HAND_OVER)
    window.table.setFocus()
    for key in (Qt.Key.Key_D, Qt.Key.Key_S):  # discard, draw: the hand is over
        QTest.keyClick(window.table, key)
        QApplication.processEvents()
        assert said[-1] == whole  # a screen reader hears the whole sentence
        assert line.message_text() == whole == accessible_name(line)
        # The prompt already says "Press Next hand (N)": nothing beside it says it again,
        # and it reads whole.
        assert line.message.isHidden() and line.shown_message() == ""
        assert key_text("N") in line.turn_label.text()
        assert prompt_reads_whole(line)


def knock_to_win_the_match(window: MainWindow, qtbot: QtBot) -> None:
    """A one-point match: the person knocks with the mouse (the Knock button, then a
    double-click on the card) and wins it."""
    rules = RuleSet().replace(target=1)
    window.model.resume(position(human_can_knock, rules=rules),
                        GameSetup(levels=("human", "standard"), names=("Ana", "Computer"),
                                  rules=rules))
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    view = window.table
    card = best_knock(window.model)
    gin = deadwood_after_each_discard(window.model.human_view().hand)[card] == 0
    word = _tr("Gin!") if gin else QCoreApplication.translate("GinDesktop", "Knock", "button")
    click(view, button_point(view, find_button(view, word)))
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, card_point(view, card))
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    assert window.model.match.is_over and window.model.match.winner == 0


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_move_after_winning_the_match_is_answered_plainly_with_new_game(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = at_800(make_window, qtbot)
    knock_to_win_the_match(window, qtbot)
    line = window.status_line
    said = heard(window)
    whole = app_refusal_text(AppRefusal.MATCH_OVER)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_S)  # draw: the match is over
    QApplication.processEvents()
    qtbot.wait(20)
    assert said == [whole] and line.message_text() == whole == accessible_name(line)
    # What to do, the New game button and its key, and not "The match is over" again
    # beside "Match over: you won …"; whole, not cut.
    shown = _tr("Press New game ({key})").format(key=key_text("Ctrl+N"))
    assert line.message_label.text() == shown
    assert line.shown_message() == shown
    assert prompt_reads_whole(line)
    # The information pill's blue, not the warning's red.
    info, warning = QColor(StatusLine.STYLES["info"][1]), QColor(StatusLine.STYLES["error"][1])
    painted = pill_colour(line)
    assert painted == info, (painted.name(), info.name(), warning.name())


def test_the_rule_holds_while_the_computer_thinks(make_window: Callable[..., Any],
                                                  qtbot: QtBot) -> None:
    """The same rule for every moment the prompt names: beside "Computer is thinking…",
    a refused move says only "Please wait"."""
    window: MainWindow = make_window()
    computer_thinking(window)
    line = window.status_line
    said = heard(window)
    QTest.keyClick(window.table, Qt.Key.Key_S)
    QApplication.processEvents()
    assert said == ["Please wait: Computer is thinking"] == [line.message_text()]
    assert line.message_label.text() == "Please wait"
    assert line.shown_message() == "Please wait"
    assert line.turn_label.text() == "Computer is thinking…"


def test_after_a_new_deal_the_line_shows_the_prompt_not_the_focused_card(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window: MainWindow = make_window()
    window.model.resume(finished_hand(), SETUP)
    assert window.model.wait_idle(5000)
    window.activateWindow()
    window.table.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    line = window.status_line
    QTest.keyClick(window.table, Qt.Key.Key_Right)  # a keyboard player looks at a card
    QApplication.processEvents()
    assert "card" in line.message_text()
    first = window.model.human_view().hand_number
    QTest.keyClick(window.table, Qt.Key.Key_N)  # next hand
    assert window.model.wait_idle(5000)
    qtbot.wait(50)
    assert window.model.human_view().hand_number == first + 1
    assert window.model.match.phase is not Phase.HAND_OVER
    # The ring is on the new hand, but the line says what to do now.
    focused = window.keyboard.focused_card()
    assert focused is not None
    assert line.message_text() == "" and line.message.isHidden()
    # (Played by keys: the prompt with the keys of its moves.)
    assert line.turn_label.toolTip() == with_draw_keys(window.model.status_text(),
                                                       window.model.human_view())
    # An arrow key brings the focused card's words back.
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    QApplication.processEvents()
    assert "card" in line.message_text()
