"""Three-hand, sitting out (RULES.md three-hand 2: the sitter holds no cards and only
advises the captain, who has the final say). At the captain's upcard offer the felt's
buttons read "Take 8♣" and "Pass", their tooltip "Take the upcard into your hand": a new
player sitting out took them for their own move. They read "Suggest taking 8♣" and
"Suggest passing" now, say the captain decides, and the real mouse on one still advises."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.prompts import card_label
from gin_desktop.engine import Match, Phase, Role

from .test_newcomer_words import tooltip_at
from .test_sitter_words import SETUP, SITTER
from .test_table import button_point, click, find_button, position


def captain_offered_upcard(match: Match) -> bool:
    seat = match.to_act
    return (match.phase is Phase.UPCARD_OFFER and match.roles()[SITTER] is Role.SITTING_OUT
            and seat is not None and match.roles()[seat] is Role.CAPTAIN)


@pytest.mark.parametrize("code", ["en", "es", "cs"])
def test_sitting_out_the_offer_buttons_suggest(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    window.resize(1024, 600)
    model = window.model
    match = position(captain_offered_upcard, mode="three")
    captain = match.to_act
    model.resume(match, SETUP)
    qtbot.waitUntil(lambda: model.human_view().is_advisor and model.is_human_turn(),
                    timeout=5000)
    QApplication.processEvents()
    view = window.table
    upcard = model.match.hand.pile[-1]
    take = find_button(view, _tr("Suggest taking {card}").format(card=card_label(upcard)))
    passing = find_button(view, _tr("Suggest passing"))
    tips = {take: _tr("Suggest that the captain takes the upcard; the captain has the "
                      "final say."),
            passing: _tr("Suggest that the captain leaves the upcard; the captain has the "
                         "final say.")}
    for button, said in tips.items():
        # Where the button is once the table has settled at its size (a refit may move it).
        qtbot.waitUntil(lambda b=button, s=said: tooltip_at(
            view.viewport(), view.mapFromScene(b.sceneBoundingRect().center())) == s,
            timeout=3000)
    # Clear of the table's right edge in the longer words.
    assert take.sceneBoundingRect().right() <= view.table_scene().sceneRect().right()
    # Clicked, it is advice: the captain weighs it and makes the offer's move.
    click(view, button_point(view, passing))
    qtbot.waitUntil(lambda: model.match.phase is not Phase.UPCARD_OFFER
                    or model.match.to_act != captain, timeout=5000)
