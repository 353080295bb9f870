"""The question before New game ends a Hollywood match says where each of its games
stands, as the resume question does (RULES.md Hollywood: three games scored at once).

A Czech player two hands into a Hollywood match read "Rozehraná partie (kolo 3, Vy: 29,
Počítač: 4) skončí": the computer's 4 were points of a hand that counted in no game, and
the sum over the three games is no score of any of them. Asked through the real window's
New game key."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Match, Phase, RuleSet

from .test_end_match import answer_modals, click
from .test_table import played_to

HOLLYWOOD = RuleSet(name="hollywood", hollywood=True).replace(target=30)
NAMES = ("Ana", "Computer")


def scored_in_no_game(match: Match) -> bool:
    """A hand won counted in no game: the sum of the hands' points is no game's score."""
    return not match.is_over and any(r.winner is not None and r.points and not r.games
                                     for r in match.results)


@pytest.mark.parametrize(("code", "said"), [
    ("en", "The match in progress, after hand {hand}, will end:\nGame 1: Ana: {a} · "
           "Computer: {c}, won by {w}."),
    ("cs", "Rozehraná partie po kole {hand} skončí:\nHra 1: Ana: {a} · Počítač: {c}, "
           "{w}."),
])
def test_the_question_gives_each_hollywood_game(
        code: str, said: str, language: Callable[[str], None],
        make_window: Callable[..., MainWindow]) -> None:
    if code != "en":
        language(code)
    window = make_window()
    match = played_to(scored_in_no_game, rules=HOLLYWOOD)
    window.model.resume(match, GameSetup(names=NAMES, seed=match.seed, rules=HOLLYWOOD))
    assert window.model.wait_idle(5000)
    assert window.model.match.phase is Phase.HAND_OVER  # so the question says "after"
    text: list[str] = []

    def read_then_keep_playing(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        label = box.findChild(QLabel, "qt_msgbox_label")
        assert label is not None
        text.append(label.text())
        click("keep_playing_button")(box)

    seen: list[QWidget] = []
    answer_modals([click("deal_button"), read_then_keep_playing], seen)
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert len(seen) == 2 and seen[-1].objectName() == "confirm_end_match"
    game = window.model.match
    first = game.game_scores[0]
    winner = game.game_winners[0]
    assert winner is not None
    # Czech: one sentence's shape whoever won ("vítěz: Počítač" beside "vyhráli jste" read
    # as a label beside a sentence).
    won_by = {"en": ("you", "Computer"), "cs": ("vítězem jste vy", "vítězem je Počítač")}[code]
    expected = said.format(hand=game.hand_number, a=first[0], c=first[1], w=won_by[winner])
    assert text[0].startswith(expected), text[0]
