"""Hollywood's name plates read "J1 0 · J2 0 · J3 0": a code for games 1 to 3 that a new
player could not read. They name the games ("Game 1: 0 · Game 2: 0 · Game 3: 0"), on a
squeezed plate "Games: 0 · 0 · 0", and resting the pointer on a plate says what the three
scores are (RULES.md "Hollywood Gin"). Real window, real pointer, every language."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import SeatLabelItem
from gin_desktop.engine import RuleSet

from .test_newcomer_words import tooltip_at

HOLLYWOOD = GameSetup(levels=("human", "standard"), names=("Ana", "Computer"), seed=5,
                      rules=RuleSet(name="hollywood", hollywood=True))

#: The short code of the plates before: a letter and the game's number ("G1", "J1", "H1").
_CODE = re.compile(r"\b[GJH][123]\b")


def plates(window: Any) -> dict[int, SeatLabelItem]:
    return {i.seat: i for i in window.table.table_scene().items()
            if isinstance(i, SeatLabelItem) and i.isVisible()}


def hollywood_window(make_window: Callable[..., Any], qtbot: QtBot, size: tuple[int, int]
                     ) -> Any:
    window = make_window()
    window.resize(*size)
    window.start_match(HOLLYWOOD)
    window.model.set_computer_delay(0)
    qtbot.waitUntil(window.model.is_human_turn, timeout=5000)
    QApplication.processEvents()
    return window


def in_words() -> str:
    return " · ".join(_tr("Game {game}: {n}").format(game=g, n=0) for g in (1, 2, 3))


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_plates_name_each_game_and_the_tooltip_says_what_they_are(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = hollywood_window(make_window, qtbot, (1280, 800))
    shown = plates(window)
    computer = 1 - window.model.human_seat
    assert shown[computer].score == in_words()
    for plate in shown.values():
        assert not _CODE.search(plate.score), plate.score
    view = window.table
    own = shown[window.model.human_seat]
    tip = tooltip_at(view.viewport(), view.mapFromScene(own.sceneBoundingRect().center()))
    assert in_words() in tip
    assert _tr("Hollywood: three games are scored at once. A player's first won hand "
               "scores in game 1, the second in games 1 and 2, the third and later in all "
               "three; a game that has been won is no longer scored into.") in tip


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_a_squeezed_plate_gives_the_scores_after_one_word(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = hollywood_window(make_window, qtbot, (800, 600))
    short = _tr("Games: {scores}").format(scores="0 · 0 · 0")
    viewport = window.table.viewport().rect()
    for plate in plates(window).values():
        assert plate.score in (in_words(), short, ""), plate.score
        assert viewport.contains(
            window.table.mapFromScene(plate.sceneBoundingRect()).boundingRect())
    if code == "en":
        # English has the room for the short form beside the own name once the window
        # is a little wider: at 800 px the score pad takes it for the computer's short
        # name ("Comp.", not "C."), and the own scores are on the pad's total line.
        window.resize(900, 600)
        qtbot.waitUntil(lambda: plates(window)[window.model.human_seat].score == short,
                        timeout=3000)
