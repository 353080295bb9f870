"""Three-hand: a hand the person sat out (RULES.md three-hand 2: the sitter holds no cards)
has nothing of theirs to review. Training mode opened the review by itself after it, on
"You made no decisions in this hand", while the bar promised "its review opens by
itself"; the result panel offered "Review hand" for it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QApplication

from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase, RuleSet


def play_hands(window: Any, *, training: bool,
               at_hand_end: Callable[[bool], None]) -> None:
    """Play three-hand hands as seat 0 (the hint's moves; sitting out, the captain decides)
    calling ``at_hand_end(sat_out)`` at each hand's end, until the person has both played
    a hand and sat one out."""
    model = window.model
    window.start_match(GameSetup(mode="three", levels=("human", "standard", "standard"),
                                 names=("Ana", "Bo", "Cy"), seed=11, training=training,
                                 rules=RuleSet.preset("seeds").replace(target=500)))
    seen = {True: 0, False: 0}
    for _ in range(1500):
        assert model.wait_idle(5000)
        QApplication.processEvents()
        if model.match.is_over or (seen[True] and seen[False]):
            break
        if model.match.phase is Phase.HAND_OVER:
            QApplication.processEvents()
            sat_out = model.human_view().is_advisor
            at_hand_end(sat_out)
            seen[sat_out] += 1
            model.next_hand()
            continue
        if not model.is_human_turn():
            continue
        if model.human_view().is_advisor:
            model.suggest(None)
        else:
            model.play(model.hint().action)
    assert seen[True] and seen[False], seen


def test_the_result_panel_offers_no_review_of_a_hand_sat_out(make_window: Any) -> None:
    window = make_window()
    button = window.table.table_scene()._result.review_button

    def offered(sat_out: bool) -> None:
        assert button.isVisible() is not sat_out

    play_hands(window, training=False, at_hand_end=offered)


def test_no_review_opens_after_a_hand_the_person_sat_out(make_window: Any) -> None:
    window = make_window()
    features = window.review_features

    def opened_only_if_played(sat_out: bool) -> None:
        dialog = features.review_dialog
        opened = dialog is not None and dialog.isVisible()
        said = features.coach.bar.hint_label.full_text()
        assert opened is not sat_out, (sat_out, said)
        assert ("Review hand goes through" in said) is not sat_out, said
        if dialog is not None:
            dialog.cancel()
            dialog.close()

    play_hands(window, training=True, at_hand_end=opened_only_if_played)
