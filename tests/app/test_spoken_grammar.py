"""Translated announcements are grammatical (issue "A blind player can play a whole
match"): a card's article agrees with its name's gender (Spanish "la reina", Portuguese "a
dama", never "el reina" or "o dama"), a count agrees with its noun ("1 punto"), Czech names
a hand "kolo" in the deal line, and nothing ends in "!.". A match played with real keys on
the real window in each language."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.agreement import fill
from gin_desktop.app.i18n import translate
from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import card_name
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Card, RuleSet

from .test_spoken_order import open_window, play_hand_by_keys

Key = Qt.Key

WRONG = {"es": re.compile(r"\b(el|del|al|El) (reina|jota)\b|\b1 puntos\b"),
         "pt": re.compile(r"\b(o|do|ao|no|pelo|O) dama\b|\b1 pontos\b"),
         # A card's name in the nominative as the object of a move ("odhodil sedma",
         # "odhodil kartu: sedma").
         "cs": re.compile(r"\bHra \d+: rozdává\b|\b(?:vzal|vzali|líznul|líznuli|odhodil|"
                          r"odhodili jste|bere|berete|lízá|lízáte|odhazuje|"
                          r"odhazujete|kromě|kartu|Vezměte|Odhoďte):? (?:dvojka|trojka|"
                          r"čtyřka|pětka|šestka|sedma|osma|devítka|desítka|dáma|kluk|"
                          r"král)\b")}
RIGHT = {"es": re.compile(r"\bla (reina|jota) de\b"), "pt": re.compile(r"\ba dama de\b"),
         "cs": re.compile(r"\bKolo 2, (?:rozdávající: |rozdáváte vy; )")}


@pytest.mark.parametrize("lang", ["es", "pt", "cs"])
def test_a_match_is_announced_grammatically(
        lang: str, language: Callable[[str], None], qtbot: QtBot, tmp_path: Path,
        windows: list[MainWindow]) -> None:
    language(lang)
    setup = GameSetup(levels=("human", "standard"), names=(translate("You"),
                                                           translate("Computer")),
                      seed=7, first_dealer=0, rules=RuleSet(target=100))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    said: list[str] = []
    assert win.accessibility is not None
    win.accessibility.spoken.connect(said.append)
    win.keyboard.announced.connect(said.append)
    for _ in range(12):
        play_hand_by_keys(win, qtbot)
        QTest.keyClick(win.table, Key.Key_A)
        if win.model.match.is_over:
            break
        QTest.keyClick(win.table, Key.Key_N)
    wrong = [t for t in said if WRONG[lang].search(t) or "!." in t]
    assert not wrong, wrong
    assert any(RIGHT[lang].search(t) for t in said), said


def test_templates_agree_cards_and_counts(language: Callable[[str], None]) -> None:
    """The mechanism behind it (app/agreement.py), in Spanish."""
    language("es")
    queen, seven = Card.from_text("QH"), Card.from_text("7H")
    template = translate("You discarded the {card}")
    assert template.format(card=card_name(queen)) == "Descartaste la reina de corazones"
    assert template.format(card=card_name(seven)) == "Descartaste el siete de corazones"
    knocked = translate("You knocked with {kd} deadwood.")
    assert fill(knocked, kd=1) == "Golpeaste con 1 punto sin combinar."
    assert fill(knocked, kd=7) == "Golpeaste con 7 puntos sin combinar."


def test_portuguese_deadwood_agrees_with_its_count(language: Callable[[str], None]) -> None:
    """The hand's result read "Computador bateu com 1 ponto soltos": with one point the
    adjective is singular too ("1 ponto solto"), with more plural."""
    language("pt")
    knocked = translate("{name} knocked with {kd} deadwood.")
    assert fill(knocked, name="Ana", kd=1) == "Ana bateu com 1 ponto solto."
    assert fill(knocked, name="Ana", kd=7) == "Ana bateu com 7 pontos soltos."
    had = translate("You had {dd} deadwood and nothing to lay off.")
    assert fill(had, dd=1) == "Você ficou com 1 ponto solto e nada para encaixar."
    advice = translate("Discard a card — or knock: your deadwood would be {deadwood}")
    assert fill(advice, deadwood=1).endswith("com 1 ponto solto")
