"""A player sitting out (RULES.md three-hand 2) advised the captain, read its answer ("Last
answer: I'll follow your advice and …"), and chose Czech in Settings: the window in the new
language resumed the match from its save, and the answer was gone from the advice bubble.
It comes along, in the new language, as long as nothing has been played since. Real
windows; the advice and the settings with the real mouse."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup

from .test_captain_voice import advice_panel
from .test_language_switch import choose_language, restore_language  # noqa: F401 - fixture
from .test_table import button_point, click, find_button

SITTER = 1
SETUP = GameSetup(mode="three", human_seat=SITTER, levels=("standard", "human", "standard"),
                  names=("Computer 1", "You", "Computer 2"), first_roles=(0, 2, 1), seed=5)


def advising(window: MainWindow) -> bool:
    model = window.model
    return bool(model.has_match and model.wait_idle(10_000) and model.is_human_turn()
                and model.human_view().is_advisor)


@pytest.mark.usefixtures("restore_language")
def test_the_captains_last_answer_survives_a_new_language(
        window: MainWindow, qtbot: QtBot) -> None:
    window.start_match(SETUP)
    qtbot.waitUntil(lambda: advising(window), timeout=10_000)
    QApplication.processEvents()
    view = window.table
    # The upcard offer: suggest passing with the table's own button.
    click(view, button_point(view, find_button(view, "Suggest passing")))
    qtbot.waitUntil(lambda: window.model.advice is not None and advising(window),
                    timeout=10_000)
    QApplication.processEvents()
    assert any(line.startswith("Last answer: ") for line in advice_panel(window).lines)
    successor = choose_language(window, qtbot, "cs")
    qtbot.waitUntil(lambda: advising(successor), timeout=10_000)
    qtbot.waitUntil(lambda: successor.model.advice is not None, timeout=5000)
    QApplication.processEvents()
    lines = advice_panel(successor).lines
    last = [line for line in lines if line.startswith("Poslední odpověď: ")]
    assert last, lines
    assert last[0].removeprefix("Poslední odpověď: ").startswith(
        ("Poslechnu vaši radu a rozhodnu se ", "Bude lepší "))
    successor.close()
    successor.model.shutdown(5000)
