"""Three-hand in training mode, the person as captain: the bar's hint and the bubble of the
player sitting out may name different moves. A newcomer read "Hint: take the 2♦" over
"Computer 2 suggests: pass the upcard", pressed F as the two-player game had taught (F
plays the hint there) and passed: F follows the sitter's advice. The bar now says that the
sitter suggests another move and which of the two F plays. The real window, the real F."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from gin_desktop import ai
from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Match, Role

from .test_captain_follows_by_key import played_by_f
from .test_table import position

CAPTAIN = 0
SETUP = GameSetup(mode="three", human_seat=CAPTAIN, levels=("human", "standard", "standard"),
                  names=("Ana", "Bo", "Cy"), training=True)
WORDS = {
    "en": "{name}, sitting out, suggests another move; F plays that one, not this hint.",
    "es": "{name}, que se queda fuera, sugiere otra jugada; la tecla F hace esa jugada, no "
          "la de esta pista.",
    "cs": "{name} (sedí venku) navrhuje jiný tah; klávesa F zahraje navržený tah, ne tuto "
          "radu.",
    "pt": "{name}, de fora, sugere outra jogada; a tecla F faz essa jogada, não a desta "
          "dica.",
}


def advice_and_hint_differ(match: Match) -> bool:
    """The person, captain, to act, and the sitter's advice not the hint's move."""
    if match.to_act != CAPTAIN or match.roles()[CAPTAIN] is not Role.CAPTAIN \
            or not match.legal_actions():
        return False
    sitter = match.roles().index(Role.SITTING_OUT)
    advised = ai.advise(match.view(sitter), level="standard").action
    return advised != ai.hint(match.view(CAPTAIN)).action


@pytest.mark.parametrize("code", sorted(WORDS))
def test_the_bar_says_when_the_sitter_suggests_another_move_and_which_f_plays(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    if code != "en":
        language(code)
    window: MainWindow = make_window()
    model = window.model
    match = position(advice_and_hint_differ, mode="three")
    model.resume(match, SETUP)
    qtbot.waitUntil(lambda: model.is_human_turn() and model.advice is not None, timeout=10_000)
    bar = window.review_features.coach.bar
    hint = window.review_features.coach.hinted_action()
    advised = model.advice.action
    assert hint is not None and advised != hint
    words = WORDS[code].format(name=SETUP.names[match.sitting_out])
    qtbot.waitUntil(lambda: bar.hint_label.full_text().endswith(words), timeout=3000)
    assert bar.hint_label.full_text().startswith(  # the hint itself, then the word on it
        QCoreApplication.translate("MainWindow", "Hint: {why}").split("{why}")[0])
    assert played_by_f(window) == [advised]  # as the bar says
