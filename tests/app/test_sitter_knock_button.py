"""Three-hand, sitting out (RULES.md three-hand 2: the sitter holds no cards and only
advises the captain, who has the final say). Where the captain may knock, the felt's button
read "Knock" (or "Gin!"), its tooltip "Knock: end the hand now. You then discard face
down…", and knock mode's prompt "Knock again: cancel": the sitter was told to knock with a
hand they do not hold. The button reads "Suggest knocking" ("Suggest going gin"), its
tooltip says the captain decides, and the prompt names the button as it reads. Real
widgets, the real mouse."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.prompts import knock_mode_text
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import ActionKind, Match, Phase, Role
from gin_desktop.engine.melds import deadwood_after_each_discard

from .test_gin_words import STRAIGHT, captain_may_go_gin
from .test_newcomer_words import tooltip_at
from .test_sitter_words import SETUP, SITTER
from .test_table import button_point, click, find_button, position


def captain_may_knock_not_gin(match: Match) -> bool:
    seat = match.to_act
    if (match.phase is not Phase.DISCARD or seat is None
            or match.roles()[SITTER] is not Role.SITTING_OUT
            or match.roles()[seat] is not Role.CAPTAIN):
        return False
    after = deadwood_after_each_discard(match.hand_of(seat))
    knocks = [a.card for a in match.legal_actions() if a.kind is ActionKind.KNOCK]
    return bool(knocks) and min(after[c] for c in knocks) > 0


def sitting_out(make_window: Callable[..., Any], qtbot: QtBot, match: Match,
                setup: GameSetup = SETUP) -> Any:
    """A window at 1024x600 resuming ``match``, the person sitting out and to advise."""
    window = make_window()
    window.resize(1024, 600)
    model = window.model
    model.resume(match, setup)
    qtbot.waitUntil(lambda: model.human_view().is_advisor and model.is_human_turn(),
                    timeout=5000)
    QApplication.processEvents()
    return window


def suggests(make_window: Callable[..., Any], qtbot: QtBot, match: Match,
             rules_setup: Any, button_text: str, tip: str) -> Any:
    """Resume ``match`` sitting out at 1024x600, check the knock button's words and
    tooltip under the real pointer, press it with the real mouse: the window."""
    window = sitting_out(make_window, qtbot, match, rules_setup)
    model = window.model
    view = window.table
    button = find_button(view, button_text)
    assert button.text() == button_text
    qtbot.waitUntil(lambda: tooltip_at(
        view.viewport(), view.mapFromScene(button.sceneBoundingRect().center())) == tip,
        timeout=3000)
    assert button.sceneBoundingRect().right() <= view.table_scene().sceneRect().right()
    click(view, button_point(view, button))
    scene = view.table_scene()
    assert scene.knock_mode
    prompt = scene._captions.prompt.text()
    assert prompt == knock_mode_text(model.human_view())
    # The prompt names the button by the words it reads, not "Knock" / "Gin!".
    assert button_text in prompt, prompt
    return window


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_sitting_out_the_knock_button_suggests_the_knock(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    match = position(captain_may_knock_not_gin, mode="three")
    suggests(make_window, qtbot, match, SETUP, _tr("Suggest knocking"),
             _tr("Suggest that the captain knocks with the card you choose, discarded face "
                 "down; the captain has the final say."))
    if code != "en":
        assert "Suggest" not in _tr("Suggest knocking"), "translated"


@pytest.mark.parametrize("code", ["en", "es"])
def test_sitting_out_in_straight_gin_the_button_suggests_going_gin(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    match = position(captain_may_go_gin, mode="three", rules=STRAIGHT)
    suggests(make_window, qtbot, match, dataclasses.replace(SETUP, rules=STRAIGHT),
             _tr("Suggest going gin"),
             _tr("Suggest that the captain goes gin with the card you choose, discarded "
                 "face down; the captain has the final say."))
