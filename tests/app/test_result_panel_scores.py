"""Three-hand names end in a number, so on the result panel each score is parted from its
name: "Computer 1: 14", never "Computer 1 14", which reads as one name or as 114. The real
main window's table after a three-hand hand."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from .test_refusal_under_panel import show_result, three_hand_over


def test_each_score_on_the_result_panel_is_parted_from_its_numbered_name(
        window: Any, qtbot: QtBot) -> None:
    match = three_hand_over(5)
    scene = show_result(window, qtbot, match)
    lines = scene._result_panel.lines  # noqa: SLF001 - what the player reads
    scores = next(line for line in lines if line.startswith("Scores:"))
    you, one, two = match.scores
    assert (f"Scores: You: {you} · Computer 1: {one} · Computer 2: {two} (game to 100)."
            == scores)


def test_a_rename_while_the_result_shows_is_said_on_the_panel(window: Any, qtbot: QtBot) -> None:
    """Renamed in Settings while a hand's result showed, the person read the new name on
    the plates and the score pad but "Scores: You: 31 · …" on the panel (a Czech
    play-tester): the panel says the new name too."""
    match = three_hand_over(5)
    scene = show_result(window, qtbot, match)
    names = list(window.model.setup.names)
    names[window.model.human_seat] = "Honza"
    assert window.model.rename_seats(names)
    lines = scene._result_panel.lines  # noqa: SLF001 - what the player reads
    scores = next(line for line in lines if line.startswith("Scores:"))
    assert scores.startswith("Scores: Honza: "), scores
