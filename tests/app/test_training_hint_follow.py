"""F follows the training bar's hint (new player's QA, s38): in training mode the bar under
the toolbar reads "Hint: pass the K♠ ..." before each decision, yet F answered "Nothing to
follow yet: first choose Hint (H)" and Play ▸ Follow hint or advice stayed greyed. A player
who reads a hint and presses Follow now gets that move. Real keys on the real window."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.labels import plain_label
from gin_desktop.engine import Action, Phase

from .test_follow_the_hint import recording
from .test_training_verdict import training_window


def test_f_makes_the_move_the_training_bar_hints(make_window: Any, qtbot: QtBot) -> None:
    window = training_window(make_window, 3)
    model = window.model
    bar = window.review_features.coach.bar.hint_label
    qtbot.waitUntil(lambda: bar.full_text().startswith("Hint: "), timeout=3000)
    played: list[Action] = recording(window)
    for _ in range(3):  # the upcard offer, then a draw and a discard of a normal turn
        qtbot.waitUntil(lambda: model.is_human_turn() and not model.is_thinking,
                        timeout=5000)
        hint = model.hint().action
        assert window.follow_action.isEnabled(), bar.full_text()
        window.table.setFocus()
        QTest.keyClick(window.table, Qt.Key.Key_F)
        assert played[-1] == hint
        assert model.wait_idle(5000)
    assert len(played) == 3


def test_f_follows_the_training_hint_in_a_resumed_match(make_window: Any,
                                                        qtbot: QtBot) -> None:
    """A match saved mid-hand and resumed (the window opens on it) is hinted at once."""
    first = training_window(make_window, 3)
    match, setup = first.model.match, first.model.setup
    window = make_window()
    window.model.resume(match, setup)
    assert window.model.wait_idle(5000)
    played: list[Action] = recording(window)
    hint = window.model.hint().action
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_F)
    assert played == [hint]


def test_the_bar_after_the_hand_holds_once_its_review_is_closed(make_window: Any,
                                                                qtbot: QtBot) -> None:
    """The bar said "its review opens by itself" still after the player had read the
    review and closed it: it now names the two ways on, true before and after."""
    window = training_window(make_window, 3)
    window.review_features.samples = 2
    model = window.model
    for _ in range(80):
        if model.match.phase is Phase.HAND_OVER:
            break
        qtbot.waitUntil(lambda: model.is_human_turn() and not model.is_thinking
                        or model.match.phase is Phase.HAND_OVER, timeout=5000)
        if model.match.phase is not Phase.HAND_OVER:
            window.table.setFocus()
            QTest.keyClick(window.table, Qt.Key.Key_F)
            assert model.wait_idle(5000)
    assert model.match.phase is Phase.HAND_OVER
    qtbot.waitUntil(lambda: window.review_features.review_dialog is not None, timeout=5000)
    dialog = window.review_features.review_dialog
    assert dialog is not None
    close = next(b for b in dialog.findChildren(QPushButton)
                 if plain_label(b.text()) == "Close")
    QTest.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    text = window.review_features.coach.bar.hint_label.full_text()
    assert "opens by itself" not in text
    assert "Review hand" in text and "Next hand" in text, text
