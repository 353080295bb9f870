"""Three-hand, the person sitting out (RULES.md three-hand 4: the player sitting out advises
the captain): in training mode the bar gives the captain's hint for each suggestion, never
"wait for your turn"; and the captain's answer marks the advised card only until the move it is
about."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QApplication

from gin_desktop import ai
from gin_desktop.app.advice_text import advice_inline
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Phase, RuleSet, SeatView


def advise_through(window: Any, *, training: bool, suggestions: int,
                   before_each: Callable[[SeatView], None]) -> None:
    """Play a three-hand match as the person in seat 0 (the hint's move every time), with
    the computers' pauses, calling ``before_each(view)`` before each suggestion made
    sitting out, until ``suggestions`` were made."""
    model = window.model
    # A long match: how soon one to 100 ends depends on how the levels play.
    window.start_match(GameSetup(mode="three", levels=("human", "standard", "standard"),
                                 names=("Ana", "Bo", "Cy"), seed=11, training=training,
                                 rules=RuleSet.preset("seeds").replace(target=500)))
    model.set_computer_delay(40)  # as in play: computer moves come after a pause
    made = 0
    for _ in range(400):
        assert model.wait_idle(5000)
        QApplication.processEvents()
        if model.match.is_over or made >= suggestions:
            break
        if not model.is_human_turn():
            continue
        view = model.human_view()
        if model.match.phase is Phase.HAND_OVER:
            model.next_hand()
        elif view.is_advisor:
            before_each(view)
            made += 1
            model.suggest(model.hint().action)
        else:
            model.play(model.hint().action)
    assert made >= suggestions


def test_the_sitter_gets_the_hint_for_its_suggestion(make_window: Any) -> None:
    """Forced moves included (the stock, after both passed the upcard)."""
    window = make_window()
    bar = window.review_features.coach.bar

    def hinted(view: SeatView) -> None:
        # The hint for this suggestion, not the last decision's, nor "wait"; a screen
        # reader reads it whole (the label's name), whatever the bar shows of it. It is
        # the captain's hint, as the Hint command says it: its "your hand" is the
        # captain's (the bar said "Hint:", to a person who holds no cards).
        text = "Hint for the captain: " + advice_inline(ai.hint(view)) + "."
        assert bar.hint_label.full_text() == text == bar.hint_label.accessibleName()

    advise_through(window, training=True, suggestions=30, before_each=hinted)


def test_the_advice_is_marked_only_until_the_move_it_was_about(make_window: Any) -> None:
    """Once the move the answer was about is made, no card keeps the mark: not the stock's
    next card, not the card the next player takes into its hand."""
    from gin_desktop.app.table.items import CardItem, Highlight

    window = make_window()
    scene = window.table.table_scene()

    def unmarked(_view: SeatView) -> None:
        marked = [i for i in scene.items()
                  if isinstance(i, CardItem) and i.highlight is Highlight.ADVICE]
        assert not marked, [i.card for i in marked]

    advise_through(window, training=False, suggestions=20, before_each=unmarked)
