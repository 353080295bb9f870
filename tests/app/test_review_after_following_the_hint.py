"""The review window after a hand played as the hint advised (the player's report: three
of the hint's moves marked "△ ... the table found a better move"): every decision is
ticked, none says it was behind the best, and the heading finds nothing. The real window,
opened by its shortcut, with the game's own number of simulated games."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from gin_desktop import review
from gin_desktop.app.main import MainWindow

from tests.test_review_agrees_with_hint import played_as_the_hint_advised
from .test_review_window import SETUP, open_review


def test_a_hand_played_as_the_hint_advised_is_all_ticks(make_window: Any,
                                                        qtbot: QtBot) -> None:
    window: MainWindow = make_window()
    # Seed 1: six of its hinted moves were marked; seed 10 keeps a move the simulated
    # games still put ahead of the hint's (its discard of the 6♥).
    for seed in (1, 10):
        window.model.resume(played_as_the_hint_advised(seed), SETUP)
        assert window.model.wait_idle(5000)
        dialog = open_review(window, qtbot, samples=review.DEFAULT_SAMPLES)
        result = dialog.hand_review
        assert result.decisions and all(d.followed_hint for d in result.decisions)
        assert dialog.summary_label.text() == \
            "No decision cost you points worth mentioning.", seed
        for row in range(len(result.decisions)):
            text = dialog.decision_list.item(row).text()
            assert text.startswith("✓"), (seed, text)
            dialog.decision_list.setCurrentRow(row)
            verdict = dialog.verdict_label.text()
            assert verdict.startswith("The move the hint recommends."), (seed, verdict)
            assert "behind" not in verdict, (seed, verdict)
        dialog.close()
