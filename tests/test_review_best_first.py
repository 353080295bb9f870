"""The review's choices are listed best first by the figures the window shows (one
decimal): among moves showing the same figure, the person's own choice comes first, then the
hint's move. By the unrounded figures a move at +3.04 was listed above the person's +3.02,
both shown as +3.0, while the window called the person's "the best choice"."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from gin_desktop import review
from gin_desktop.engine import Action

from tests.test_review import PERSON, blundered_match


def weigh_level(first: float, rest: float):  # type: ignore[no-untyped-def]
    """A stand-in for the play-outs: the first move weighed scores ``first``, every other
    ``rest``, on each deal."""
    def weigh(start: object, actions: Sequence[Action], rng: object, samples: int,
              should_stop: object = None, factor: int = 1) -> dict[Action, list[float]]:
        return {a: [first if i == 0 else rest] * samples for i, a in enumerate(actions)}
    return weigh


def discard_point() -> review.DecisionPoint:
    """The person's discard of the 5♣ in the blundered hand."""
    point = next(p for p in review.decision_points(blundered_match(), 1, PERSON)
                 if p.chosen.text() == "discard 5C")
    assert point.view.legal_actions[0] != point.chosen
    return point


def test_a_choice_level_with_the_best_on_screen_is_listed_first(
        monkeypatch: pytest.MonkeyPatch) -> None:
    point = discard_point()
    monkeypatch.setattr(review, "_weigh", weigh_level(3.04, 3.02))
    decision = review.evaluate(point.view, point.chosen, samples=4)
    assert decision.best.action is decision.chosen
    assert decision.loss == 0 and not decision.is_mistake


def test_the_hints_move_comes_next_among_equal_figures(
        monkeypatch: pytest.MonkeyPatch) -> None:
    point = discard_point()
    legal = point.view.legal_actions
    hinted = legal[-1]
    assert hinted not in (legal[0], point.chosen)
    monkeypatch.setattr(review, "_weigh", weigh_level(3.04, 3.02))
    decision = review.evaluate(point.view, point.chosen, samples=4, hinted=hinted)
    assert [c.action for c in decision.choices[:3]] == [point.chosen, hinted, legal[0]]


def test_a_higher_figure_still_comes_first(monkeypatch: pytest.MonkeyPatch) -> None:
    point = discard_point()
    monkeypatch.setattr(review, "_weigh", weigh_level(3.06, 3.02))  # +3.1 over +3.0
    decision = review.evaluate(point.view, point.chosen, samples=4)
    assert decision.best.action == point.view.legal_actions[0]


@pytest.mark.parametrize(("value", "figure"), [(3.04, 3.0), (3.05, 3.1), (0.25, 0.3),
                                               (-0.25, -0.3), (-0.04, 0.0), (2.96, 3.0)])
def test_the_figure_shown_rounds_halves_away_from_zero(value: float, figure: float) -> None:
    assert review.shown(value) == pytest.approx(figure)
