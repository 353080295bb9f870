"""Training mode, three-hand: the review opens by itself after a hand the person played,
not after one they sat out (RULES.md three-hand 2: the sitter holds no cards). It opened
and said "You made no decisions in this hand", a window for nothing after every hand
sat out, while the bar promised "its review opens by itself"."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase, RuleSet


def test_no_review_opens_after_a_hand_the_person_sat_out(make_window: Any) -> None:
    window = make_window()
    model = window.model
    window.start_match(GameSetup(mode="three", levels=("human", "standard", "standard"),
                                 names=("Ana", "Bo", "Cy"), seed=11, training=True,
                                 rules=RuleSet.preset("seeds").replace(target=500)))
    features = window.review_features
    bar = features.coach.bar
    seen = {True: 0, False: 0}
    for _ in range(1500):
        assert model.wait_idle(5000)
        QApplication.processEvents()
        if model.match.is_over or (seen[True] and seen[False]):
            break
        if model.match.phase is Phase.HAND_OVER:
            QApplication.processEvents()
            sat_out = model.human_view().is_advisor
            dialog = features.review_dialog
            opened = dialog is not None and dialog.isVisible()
            assert opened is not sat_out, (sat_out, bar.hint_label.full_text())
            said = bar.hint_label.full_text()
            assert ("review opens" in said) is not sat_out, said
            seen[sat_out] += 1
            if dialog is not None:
                dialog.cancel()
                dialog.close()
            model.next_hand()
            continue
        if not model.is_human_turn():
            continue
        view = model.human_view()
        if view.is_advisor:
            model.suggest(None)
        else:
            model.play(model.hint().action)
    assert seen[True] and seen[False], seen
