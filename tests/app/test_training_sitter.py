"""Training mode in the three-hand game: while the person sits out and is to suggest the
captain's move, the training bar gives the hint for that suggestion (RULES.md three-hand 4:
the player sitting out advises the captain), never "wait for your turn"."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from gin_desktop import ai
from gin_desktop.app.advice_text import advice_text
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase


def test_the_sitter_gets_the_hint_for_its_suggestion(make_window: Any) -> None:
    window = make_window()
    model = window.model
    window.start_match(GameSetup(mode="three", levels=("human", "standard", "standard"),
                                 names=("Ana", "Bo", "Cy"), seed=11, training=True))
    model.set_computer_delay(40)  # as in play: computer moves come after a pause
    bar = window.review_features.coach.bar
    suggestions = 0
    for _ in range(400):
        assert model.wait_idle(5000)
        QApplication.processEvents()
        if model.match.is_over or suggestions >= 30:
            break
        if not model.is_human_turn():
            continue
        view = model.human_view()
        if model.match.phase is Phase.HAND_OVER:
            model.next_hand()
        elif view.is_advisor:
            # The hint for this suggestion, not the last decision's, nor "wait".
            assert bar.hint_label.full_text() == "Hint: " + advice_text(ai.hint(view))
            suggestions += 1
            model.suggest(model.hint().action)
        else:
            model.play(model.hint().action)
    assert suggestions >= 30


def test_the_advice_is_marked_only_until_the_move_it_was_about(make_window: Any) -> None:
    """The captain's answer marks the advised card (dashed blue) for the move it is about;
    once that move is made, no card keeps the mark: not the stock's next card, not the card
    the next player takes into its hand."""
    from gin_desktop.app.table.items import CardItem, Highlight

    window = make_window()
    model = window.model
    window.start_match(GameSetup(mode="three", levels=("human", "standard", "standard"),
                                 names=("Ana", "Bo", "Cy"), seed=11))
    model.set_computer_delay(40)
    scene = window.table.table_scene()
    checked = 0
    for _ in range(400):
        assert model.wait_idle(5000)
        QApplication.processEvents()
        if model.match.is_over or checked >= 20:
            break
        if not model.is_human_turn():
            continue
        view = model.human_view()
        if model.match.phase is Phase.HAND_OVER:
            model.next_hand()
        elif view.is_advisor:
            marked = [i for i in scene.items()
                      if isinstance(i, CardItem) and i.highlight is Highlight.ADVICE]
            assert not marked, [i.card for i in marked]
            checked += 1
            model.suggest(model.hint().action)
        else:
            model.play(model.hint().action)
    assert checked >= 20
