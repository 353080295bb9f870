"""The cards laid off at a showdown, as a screen reader hears them (a blind keyboard
player's pass, session 40): "Computer lays off three of clubs", "laid off three of clubs on
the run four of clubs…" named the cards without the article every other spoken sentence
gives them ("You discarded the seven of hearts"). Now they are "the three of clubs"; the
table's own text, with the cards' symbols, stays "laid off 3♣". Real keys on the window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gin_desktop.app.main import MainWindow
from gin_desktop.app.move_log import layoff_places_sentence
from gin_desktop.app.prompts import card_label, card_name

from .test_focus_leaves_laid_off_card import SETUP
from .test_hint_then_enter import keys


def test_the_cards_laid_off_are_spoken_with_their_article(window: MainWindow) -> None:
    assert window.accessibility is not None
    spoken: list[str] = []
    window.accessibility.spoken.connect(spoken.append)
    window.model.start(SETUP)
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    keys(window, Qt.Key.Key_X)  # the person passes the upcard; the computer knocks at once
    assert window.model.wait_idle(5000)
    result = window.model.match.last_result
    assert result is not None and result.defender_layout is not None
    laid = result.defender_layout.layoffs[0].card
    name = card_name(laid)
    # The showdown as it is announced, and the result panel as it is read.
    assert any(f"You lay off the {name}" in text for text in spoken), spoken
    panel = [text for text in spoken if "You laid off " in text]
    assert panel and all(f"You laid off the {name} on the run of " in text
                         or f"You laid off the {name} on the set of " in text
                         for text in panel), panel
    # W: the hand's last words name them so too.
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    keys(window, Qt.Key.Key_W)
    assert f"laid off the {name} on " in said[-1], said[-1]
    # The eye's sentence keeps the symbols bare.
    shown = layoff_places_sentence(result, window.model.setup.names.__getitem__, 0, card_label)
    assert shown.startswith(f"You laid off {card_label(laid)} on the "), shown
