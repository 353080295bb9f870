"""The Hint that plays on where the prompt offers a knock says what the knock would leave
as points of deadwood, in a sentence: a Brazilian beginner (s40) read "Você poderia bater
agora (cartas soltas: 3)", three loose cards, holding one card worth 3 points. Real click
on the toolbar's Hint."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import knock_deadwood
from gin_desktop.app.setup import GameSetup

from .test_hint import NAMES, click_toolbar_hint, position, you_may_knock_but_the_hint_plays_on

SAID = {
    "pt": ("Dica: Você poderia bater com {n} pontos soltos. ", "cartas soltas"),
    "es": ("Pista: Podrías golpear con {n} puntos sin combinar. ", "(sin combinar"),
}


@pytest.mark.parametrize("code", sorted(SAID))
def test_the_knock_the_hint_declines_is_said_in_points(
        window: MainWindow, language: Callable[[str], None], code: str) -> None:
    language(code)
    window.model.resume(position(you_may_knock_but_the_hint_plays_on), GameSetup(names=NAMES))
    deadwood = knock_deadwood(window.model.human_view())
    assert deadwood is not None and deadwood > 1
    click_toolbar_hint(window)
    text = window.status_line.message_text()
    said, wrong = SAID[code]
    assert text.startswith(said.format(n=deadwood)), text
    assert wrong not in text
