"""The Hint that plays on where the player may knock says why not knock: a Brazilian
beginner (s40), free to knock with 3 deadwood in Oklahoma, read "Descarte o 6♥ e continue
jogando em vez de bater: não combina com nada e você fica com 3 pontos soltos", why that
card but not why no knock. The hint's level plays on only when the knock risks an undercut
(StrongStrategy.knock_choice), and the hint says so. Real click on the toolbar's Hint."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup

from .test_hint import NAMES, click_toolbar_hint, position, you_may_knock_but_the_hint_plays_on

SAID = {
    "en": "and hold on rather than knock: a knock now risks an undercut.",
    "pt": "e continue jogando em vez de bater: uma batida agora corre o risco de levar um "
          "corte.",
    "es": "y sigue jugando en vez de golpear: golpear ahora conlleva el riesgo de un "
          "contragolpe.",
    "cs": "a místo klepnutí hrajte dál: klepnutí by teď mohlo být podříznuto.",
}


@pytest.mark.parametrize("code", sorted(SAID))
def test_the_hint_to_play_on_says_the_knock_risks_an_undercut(
        window: MainWindow, language: Callable[[str], None], code: str) -> None:
    if code != "en":
        language(code)
    window.model.resume(position(you_may_knock_but_the_hint_plays_on), GameSetup(names=NAMES))
    click_toolbar_hint(window)
    text = window.status_line.message_text()
    assert text.endswith(SAID[code]), text
