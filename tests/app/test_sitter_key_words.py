"""Three-hand, the advice bubble's keys in the player's language. A Czech player sitting
out read "Stiskněte S a navrhněte balíček, nebo P a navrhněte hromádku; klávesou L …": the
letters were the English moves' initials, beside words that begin with others ("balíček",
"hromádka"), and the captain's "Stiskněte F" beside "řiďte se radou". The keys are the
game's in every language (the menus and Help ▸ Keyboard shortcuts show them, and a player's
S draws as the sitter's S suggests drawing); the sentences now name them from the keys that
work, and the translations call each one a key ("klávesu S", "tecla S"), not a word's
initial. Real keys on the real window, in English and Czech."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Action, ActionKind, Match, Phase, Role

from .test_captain_follows_by_key import SETUP as CAPTAIN_SETUP
from .test_captain_follows_by_key import person_captain_to_act, played_by_f
from .test_table import position

SITTER = 1
SETUP = GameSetup(mode="three", human_seat=SITTER, levels=("standard", "human", "standard"),
                  names=("Computer 1", "You", "Computer 2"))

#: How each language calls a key before its letter (Czech in its cases).
KEY_WORDS = {"es": {"tecla"}, "cs": {"klávesu", "klávesou", "klávesa"}, "pt": {"tecla"}}


def sitter_at(phase: Phase, *, knock: bool = False) -> Callable[[Match], bool]:
    def ready(match: Match) -> bool:
        return (match.phase is phase and match.roles()[SITTER] is Role.SITTING_OUT
                and match.to_act is not None and match.roles()[match.to_act] is Role.CAPTAIN
                and (not knock or any(a.kind is ActionKind.KNOCK
                                      for a in match.legal_actions())))
    return ready


POSITIONS = {"offer": sitter_at(Phase.UPCARD_OFFER), "draw": sitter_at(Phase.DRAW),
             "knock": sitter_at(Phase.DISCARD, knock=True)}


def sitting_out(window: MainWindow, qtbot: QtBot, where: str) -> list[Action | None]:
    """``window`` with the person sitting out at ``where``, the bubble in the keys' words;
    the suggestions the person makes from now on."""
    model = window.model
    model.resume(position(POSITIONS[where], mode="three"), SETUP)
    qtbot.waitUntil(lambda: model.is_human_turn() and model.human_view().is_advisor,
                    timeout=10_000)
    suggested: list[Action | None] = []
    suggest = model.suggest

    def recorded(action: Action | None) -> None:
        suggested.append(action)
        suggest(action)

    model.suggest = recorded  # type: ignore[method-assign]
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Right)  # a player at the keys
    QApplication.processEvents()
    return suggested


def window_in(code: str, make_window: Any, language: Callable[[str], None]) -> MainWindow:
    """A real window in ``code``'s language, its computers playing at once."""
    if code != "en":
        language(code)
    window: MainWindow = make_window()
    window.model.set_computer_delay(0)
    return window


def keys_line(window: MainWindow) -> str:
    bubble = window.table.table_scene()._advice_bubble.item  # type: ignore[attr-defined]
    assert bubble.isVisible()
    return str(bubble.lines[0])


def key_of(letter: str) -> Qt.Key:
    return Qt.Key(getattr(Qt.Key, f"Key_{letter}"))


def press(window: MainWindow, letter: str) -> None:
    QTest.keyClick(window.table, key_of(letter))


def named(line: str, pattern: str) -> str:
    """The key ``line`` names where ``pattern`` has ``(?P<key>…)``."""
    found = re.search(pattern, line)
    assert found, line
    return found["key"]


@pytest.mark.parametrize("where", sorted(POSITIONS))
@pytest.mark.parametrize("code", sorted(KEY_WORDS))
def test_each_key_the_bubble_names_is_called_a_key(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None], code: str,
        where: str) -> None:
    """No letter stands in a translated sentence as if it were its word's initial."""
    window = window_in(code, make_window, language)
    sitting_out(window, qtbot, where)
    line = keys_line(window)
    letters = list(re.finditer(r"\b[A-Z]\b", line))
    assert len(letters) >= 3, line  # the moves' keys and the captain's
    for letter in letters:
        before = line[:letter.start()].split()
        assert before and before[-1] in KEY_WORDS[code], (letter.group(), line)


# The sentences a player reads, the key each names, and the suggestion the key makes.
SAID = {
    "en": {"offer": (r"or (?P<key>\w) to suggest passing", ActionKind.PASS_UPCARD),
           "draw": (r"Press (?P<key>\w) to suggest the stock", ActionKind.DRAW_STOCK),
           "knock": (r"or (?P<key>\w) to suggest a knock", ActionKind.KNOCK),
           "captain": r"(?P<key>\w) lets the captain decide",
           "follow": r"Press (?P<key>\w) to follow the advice\."},
    "cs": {"offer": (r"nebo klávesu (?P<key>\w) a navrhněte ji nechat", ActionKind.PASS_UPCARD),
           "draw": (r"Stiskněte klávesu (?P<key>\w) a navrhněte balíček", ActionKind.DRAW_STOCK),
           "knock": (r"nebo klávesu (?P<key>\w), chcete-li navrhnout klepnutí",
                     ActionKind.KNOCK),
           "captain": r"klávesou (?P<key>\w) necháte rozhodnout kapitána",
           "follow": r"Stiskněte klávesu (?P<key>\w), chcete-li se řídit radou\."},
}


@pytest.mark.parametrize("where", sorted(POSITIONS))
@pytest.mark.parametrize("code", sorted(SAID))
def test_the_key_a_sentence_names_makes_its_suggestion(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None], code: str,
        where: str) -> None:
    window = window_in(code, make_window, language)
    suggested = sitting_out(window, qtbot, where)
    line = keys_line(window)
    pattern, kind = SAID[code][where]
    press(window, named(line, pattern))
    if kind is ActionKind.KNOCK:
        # The knock's key chooses the card to knock with first (knock mode); Enter suggests.
        assert window.table.table_scene().knock_mode
        QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert [getattr(a, "kind", None) for a in suggested] == [kind], (line, suggested)


@pytest.mark.parametrize("code", sorted(SAID))
def test_the_key_that_lets_the_captain_decide_is_the_one_named(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    window = window_in(code, make_window, language)
    suggested = sitting_out(window, qtbot, "draw")
    press(window, named(keys_line(window), SAID[code]["captain"]))
    assert suggested == [None]


@pytest.mark.parametrize("code", sorted(SAID))
def test_the_captain_follows_the_advice_with_the_key_named(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    window = window_in(code, make_window, language)
    model = window.model
    model.resume(position(person_captain_to_act, mode="three"), CAPTAIN_SETUP)
    qtbot.waitUntil(lambda: model.is_human_turn() and model.advice is not None,
                    timeout=10_000)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Right)  # a player at the keys
    bubble = window.table.table_scene()._advice_bubble.item  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: bubble.isVisible() and len(bubble.lines) > 1, timeout=3000)
    key = named(" ".join(bubble.lines), SAID[code]["follow"])
    advised = model.advice.action
    assert played_by_f(window, key_of(key)) == [advised]
