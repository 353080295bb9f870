"""The computer captain answers the person who sits out and advises it (RULES.md three-hand
2) in its own voice: one sentence, "I'll follow your advice and take the upcard because it
makes a set 9♣ 9♦ 9♠", never "Following your advice: Take the 9♠: it improves your hand"
(the sitter holds no cards, so "your hand" was the captain's)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.table.items import PanelItem

from .test_spoken_order import open_three_hand


def advice_panel(win: MainWindow) -> PanelItem:
    panels = [i for i in win.table.scene().items()
              if isinstance(i, PanelItem) and i.isVisible() and i.title]
    assert panels, "no advice panel"
    return panels[0]


def answer_twice(win: MainWindow, qtbot: QtBot) -> list[str]:
    """Suggest the captain's first move, then let it decide the next: the panel's lines
    once the person is asked again."""
    model = win.model

    def advising() -> bool:
        return bool(model.wait_idle(10_000) and model.is_human_turn()
                    and model.human_view().is_advisor)

    qtbot.waitUntil(advising, timeout=10_000)
    model.suggest(model.human_view().legal_actions[0])
    qtbot.waitUntil(lambda: model.advice is not None and advising(), timeout=10_000)
    QApplication.processEvents()
    return advice_panel(win).lines


def test_the_last_answer_is_one_sentence_in_the_captains_voice(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    win = open_three_hand(qtbot, tmp_path, windows)
    lines = answer_twice(win, qtbot)
    last = [line for line in lines if line.startswith("Last answer: ")]
    assert last, lines
    answer = last[0].removeprefix("Last answer: ")
    assert answer.startswith(("I'll follow your advice and ", "I'd rather ")), answer
    assert ":" not in answer and "your hand" not in answer and "you hold" not in answer
    if os.environ.get("GIN_DESKTOP_SHOT"):  # a picture of the panel, to look at
        win.table.grab().save(os.environ["GIN_DESKTOP_SHOT"] + "_en.png")


def test_the_last_answer_in_czech(qtbot: QtBot, tmp_path: Path,
                                  windows: list[MainWindow],
                                  language: Callable[[str], None]) -> None:
    language("cs")
    win = open_three_hand(qtbot, tmp_path, windows)
    lines = answer_twice(win, qtbot)
    last = [line for line in lines if line.startswith("Poslední odpověď: ")]
    assert last, lines
    answer = last[0].removeprefix("Poslední odpověď: ")
    assert answer.startswith(("Poslechnu vaši radu a rozhodnu se ", "Bude lepší "))
    assert ":" not in answer and "vaši ruku" not in answer and "Vezměte" not in answer
    if os.environ.get("GIN_DESKTOP_SHOT"):
        win.table.grab().save(os.environ["GIN_DESKTOP_SHOT"] + "_cs.png")
