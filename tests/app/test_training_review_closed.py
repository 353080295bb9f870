"""Training mode: the bar under the toolbar says at a hand's end that "its review opens by
itself", which it does. Once the player has closed that review, the bar still promised it
(a Spanish player read "La mano ha terminado: su repaso se abre automáticamente." with no
review coming); it now points to the table's Review hand button, which opens it again."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase, RuleSet


def play_to_the_hand_end(window: Any) -> None:
    """Two-player training match, the person making the hint's moves, to the first hand's end."""
    model = window.model
    window.start_match(GameSetup(mode="two", levels=("human", "standard"),
                                 names=("Ana", "Bo"), seed=5, training=True,
                                 rules=RuleSet.preset("seeds").replace(target=500)))
    for _ in range(500):
        assert model.wait_idle(5000)
        QApplication.processEvents()
        if model.match.phase is Phase.HAND_OVER:
            break
        if model.is_human_turn():
            model.play(model.hint().action)
    assert model.match.phase is Phase.HAND_OVER
    QApplication.processEvents()


def test_the_bar_stops_promising_a_review_once_it_is_closed(make_window: Any) -> None:
    window = make_window()
    play_to_the_hand_end(window)
    features = window.review_features
    bar = features.coach.bar.hint_label
    dialog = features.review_dialog
    assert dialog is not None and dialog.isVisible()
    assert bar.full_text() == "The hand is over: its review opens by itself."

    dialog.cancel()
    QTest.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert not dialog.isVisible()
    assert bar.full_text() == "The hand is over: press Review hand to see your decisions again."
    assert bar.accessibleName() == bar.full_text()
