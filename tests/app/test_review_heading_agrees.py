"""The review's heading and its table agree: "No decision cost you points worth mentioning"
stood over a table that put the player's discard 5.1 points behind the best move (the
heading measures against the hint's move, the table plays every move out). The heading
says what it measured, and that the table found better moves. The real window, opened by
its shortcut. The heading says what the table did in plain words ("simulated games"), not
the jargon "play-outs", in every language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow

from .test_review_window import SETUP, finished_hand


HEADINGS = {
    "en": "No decision cost you points against the hint's advice, though the table, which "
          "tries each move in many simulated games, found a better move at {count} of your "
          "decisions.",
    "es": "Ninguna decisión te costó puntos frente a la pista, aunque la tabla, que prueba "
          "cada jugada en muchas simulaciones, encontró una mejor en {count} de tus "
          "decisiones.",
    "cs": "Žádné rozhodnutí vás oproti radě nestálo body, i když tabulka, která každý tah "
          "vyzkouší v mnoha simulovaných hrách, našla lepší tah u {count} z vašich "
          "rozhodnutí.",
    "pt": "Nenhuma decisão lhe custou pontos em relação à dica, embora a tabela, que testa "
          "cada jogada em muitas simulações, tenha encontrado uma melhor em {count} das "
          "suas decisões.",
}


@pytest.mark.parametrize("code", sorted(HEADINGS))
def test_no_mistake_against_the_hint_says_what_the_table_found(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    if code != "en":
        language(code)
    window: MainWindow = make_window()
    window.model.resume(finished_hand(2), SETUP)
    assert window.model.wait_idle(5000)
    window.review_features.samples = 4
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    QTest.keyClick(window.table, Qt.Key.Key_R,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    dialog = window.review_features.review_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.hand_review is not None, timeout=60_000)
    result = dialog.hand_review
    # The case reported: no mistake judged against the hint, yet moves far behind the
    # table's best.
    assert not result.mistakes
    behind = [d for d in result.decisions
              if d.best.expected - d.chosen_choice.expected > d.threshold]
    assert behind
    heading = dialog.summary_label.text()
    assert "worth mentioning" not in heading, heading
    assert "play-out" not in heading, heading
    assert heading == HEADINGS[code].format(count=len(behind)), heading
    dialog.close()
