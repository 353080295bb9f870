"""The knock under a real mouse: choosing the card in knock mode with a click, changing
one's mind with a press beside the cards, what the table says meanwhile (the deadwood the
knock would leave, where to drop the card), and a Hint whose move is a button's."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView
from gin_desktop.engine import PASS_UPCARD, Action, ActionKind, Knocked, Match
from gin_desktop.engine.melds import deadwood_after_each_discard
from tests.app.test_table import (
    at, best_knock, button_point, card_point, click, drag, find_button, human_can_knock,
    human_offered_upcard, position, resume,
)


@pytest.fixture
def messages(view: TableView) -> list[str]:
    """What the table puts on the status line."""
    said: list[str] = []
    view.status_message.connect(said.append)
    return said


def knock_mode_on(view: TableView, game_model: GameModel) -> None:
    """A position where the person may knock, and the Knock (or Gin!) button clicked."""
    resume(game_model, position(human_can_knock))
    after = deadwood_after_each_discard(game_model.human_view().hand)
    button = find_button(view, "Gin" if after[best_knock(game_model)] == 0 else "Knock")
    click(view, button_point(view, button))
    assert view.table_scene().knock_mode


def knocks(game_model: GameModel) -> list[Knocked]:
    return [e for e in game_model.match.events if isinstance(e, Knocked)]


def test_in_knock_mode_a_click_on_a_card_knocks_with_it(
        view: TableView, game_model: GameModel, messages: list[str]) -> None:
    """The prompt asks to choose the card: a click chooses it (it said how to discard on
    the face-up pile before, and nothing happened)."""
    knock_mode_on(view, game_model)
    card = best_knock(game_model)
    click(view, card_point(view, card))
    assert [k.discard for k in knocks(game_model)] == [card]
    assert not any("discard pile" in m for m in messages)


def test_in_knock_mode_a_click_on_a_card_that_cannot_knock_says_why(
        view: TableView, game_model: GameModel, messages: list[str]) -> None:
    knock_mode_on(view, game_model)
    legal = game_model.human_view().legal_actions
    knockable = {a.card for a in legal if a.kind is ActionKind.KNOCK}
    other = next(c for c in view.hand_order() if c not in knockable)
    click(view, card_point(view, other))
    assert not knocks(game_model) and other in game_model.match.hand_of(0)
    assert view.table_scene().knock_mode, "a refused card does not end knock mode"
    assert messages and "deadwood" in messages[-1].lower(), messages


def test_a_press_on_the_bare_felt_leaves_knock_mode(
        view: TableView, game_model: GameModel) -> None:
    knock_mode_on(view, game_model)
    g = view.table_scene().geometry
    click(view, at(view, QPointF(g.margin + 4, g.centre_y + 4)))
    assert not view.table_scene().knock_mode
    assert not knocks(game_model)


def test_knock_mode_shows_the_deadwood_the_knock_would_leave(
        view: TableView, game_model: GameModel) -> None:
    """Not the eleven cards' deadwood (what the pill said), but the knock's: with the card
    under the pointer, or the best one."""
    knock_mode_on(view, game_model)
    scene = view.table_scene()
    pill = scene._captions.deadwood
    seen = game_model.human_view()
    after = deadwood_after_each_discard(seen.hand)
    best = best_knock(game_model)
    assert pill.text() == f"Deadwood after the knock {after[best]}"
    knockable = [a.card for a in seen.legal_actions
                 if a.kind is ActionKind.KNOCK and a.card is not None]
    worst = max(knockable, key=lambda c: after[c])
    QTest.mouseMove(view.viewport(), card_point(view, worst))
    assert pill.text() == f"Deadwood after the knock {after[worst]}"
    click(view, button_point(view, scene._controls.knock))  # changed their mind
    assert pill.text().startswith("Deadwood ") and "knock" not in pill.text()


def test_a_card_let_go_on_the_felt_in_knock_mode_names_the_knock_spot(
        view: TableView, game_model: GameModel, messages: list[str]) -> None:
    knock_mode_on(view, game_model)
    card = best_knock(game_model)
    start = card_point(view, card)
    drag(view, start, start + QPoint(0, -int(view.table_scene().geometry.card_h * 1.6)))
    assert not knocks(game_model)
    assert messages[-1] == "Drop the card on the knock spot to knock with it"


def test_a_hint_to_pass_or_to_knock_marks_the_button_to_press(
        view: TableView, game_model: GameModel) -> None:
    """A Pass has no card to glow, and a knock's card alone, double-clicked, is discarded
    face up: the button of the move is ringed as an advised card is."""
    resume(game_model, position(human_offered_upcard))
    controls = view.table_scene()._controls

    def ringed() -> set[str]:
        return {b.text() for b in controls.buttons if b.advised}

    view.show_hint(PASS_UPCARD)
    assert ringed() == {"Pass"}
    click(view, button_point(view, controls.pass_))
    assert ringed() == set(), "the hint was about the move just made"

    resume(game_model, position(human_can_knock))
    view.show_hint(Action.knock(best_knock(game_model)))
    assert ringed() == {controls.knock.text()}
    click(view, button_point(view, controls.knock))
    assert ringed() == set(), "pressed: the card to choose is the news now"


def test_a_double_click_knock_lets_the_showdown_play(
        qtbot: QtBot, game_model: GameModel, monkeypatch: pytest.MonkeyPatch) -> None:
    """The first click of a double-click knocks; its second press must not finish the
    showdown at once (the hands falling into melds, the layoffs flying) as input during
    an animation does."""
    monkeypatch.setenv("GIN_DESKTOP_ANIMATION_SPEED", "1")
    table = TableView(game_model)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    knock_mode_on(table, game_model)
    scene = table.table_scene()
    qtbot.waitUntil(lambda: not scene.animator.is_busy(), timeout=10_000)
    card = best_knock(game_model)
    # As a real mouse sends it: press, release, the second press as a double-click, release
    # (QTest.mouseDClick alone sends only the double-click event).
    point, port = card_point(table, card), table.viewport()
    QTest.mouseClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QTest.mouseDClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert [k.discard for k in knocks(game_model)] == [card]
    assert scene.animator.is_busy(), "the showdown is being shown"
    qtbot.waitUntil(lambda: not scene.animator.is_busy(), timeout=10_000)


def _may_knock_without_gin(match: Match) -> bool:
    return human_can_knock(match) and min(
        deadwood_after_each_discard(match.view(0).hand).values()) > 0


@pytest.mark.parametrize("code, verb", [("pt", "Bater"), ("es", "Golpear"),
                                        ("cs", "Klepnout")])
def test_the_knock_button_bears_the_verb_its_prompt_and_menu_name(
        view: TableView, game_model: GameModel, language: Callable[[str], None],
        code: str, verb: str) -> None:
    """Knock mode says to press Knock again to cancel, and the menu says Play ▸ Knock,
    both with the verb; the button showed the scorepad's noun for a knocked hand
    (Portuguese "Batida", Spanish "Golpe", Czech "Klepnutí"), a button no one finds."""
    language(code)
    resume(game_model, position(_may_knock_without_gin))
    button = view.table_scene()._controls.knock
    assert button.isVisible() and button.text() == verb
    click(view, button_point(view, button))
    prompt = view.table_scene()._captions.prompt.text()
    assert view.table_scene().knock_mode
    assert verb.lower() in prompt.lower(), prompt
    click(view, button_point(view, button))  # Knock again: cancelled, as the prompt says
    assert not view.table_scene().knock_mode
