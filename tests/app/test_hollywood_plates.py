"""Hollywood's name plates read "J1 0 · J2 0 · J3 0": a code for games 1 to 3 that a new
player could not read. They name the games ("Game 1: 0 · Game 2: 0 · Game 3: 0"), on a
squeezed plate "Games: 0 · 0 · 0", and resting the pointer on a plate says what the three
scores are (RULES.md "Hollywood Gin"). Real window, real pointer, every language."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import CardItem, SeatLabelItem
from gin_desktop.engine import Phase, RuleSet

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


def take_the_pile_and_discard(window: Any, qtbot: QtBot) -> None:
    """With the real keys: the person turns the upcard down (X), takes the computer's
    discard from the pile (P) and discards another card (D): a turn of two moves."""
    model, view = window.model, window.table
    window.activateWindow()
    view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view, timeout=3000)
    QTest.keyClick(view, Qt.Key.Key_X)
    qtbot.waitUntil(lambda: model.is_human_turn() and model.match.phase is Phase.DRAW,
                    timeout=5000)
    QTest.keyClick(view, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: model.is_human_turn() and model.match.phase is Phase.DISCARD,
                    timeout=5000)
    QTest.keyClick(view, Qt.Key.Key_Home)
    focus = view.table_scene().focusItem()
    if isinstance(focus, CardItem) and focus.card == model.human_view().cannot_discard:
        QTest.keyClick(view, Qt.Key.Key_Right)  # not the card just taken from the pile
    QTest.keyClick(view, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: model.is_human_turn() and model.match.phase is Phase.DRAW,
                    timeout=5000)
    QApplication.processEvents()


@pytest.mark.parametrize(("code", "size"), [
    ("cs", (1280, 800)), ("cs", (1024, 768)), ("en", (1093, 614)), ("pt", (900, 600)),
    ("es", (1093, 614))])
def test_a_squeezed_plate_drops_whole_moves_and_never_begins_with_an_ellipsis(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, size: tuple[int, int]) -> None:
    """The own plate gave up "Hry: 0 · 0 · 0" for the person's turn and read "Vy
    Rozdávající … · odhazujete K♠": the turn's earlier move left out, and the mark of it
    first. An earlier move goes whole, unmarked (the tooltip has it)."""
    language(code)
    window = hollywood_window(make_window, qtbot, size)
    take_the_pile_and_discard(window, qtbot)
    own = plates(window)[window.model.human_seat]
    moves = own.toolTip().split("\n")[0].split(" · ")[-2:]
    assert len(moves) == 2 and moves[0] != moves[1], own.toolTip()  # took, discarded
    # The games first; the latest move beside them where there is room.
    assert own.score, own.toolTip()
    assert own.note in (" · ".join(moves), moves[1], ""), (own.note, own.toolTip())
    for plate in plates(window).values():
        assert not plate.note.startswith("…"), plate.note


@pytest.mark.parametrize(("code", "size"), [
    ("cs", (1280, 800)), ("cs", (1024, 768)), ("es", (1366, 768)), ("pt", (1280, 800)),
    ("en", (1024, 768))])
def test_every_plate_keeps_the_games_after_a_move(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, size: tuple[int, int]) -> None:
    """The plate is there for the three games: the own plate read "Ana Rozdávající
    odhazujete 9♣" (Czech, 1280x800), its "Hry: 0 · 0 · 0" given up for the person's own
    latest move, which the tooltip and the move log still give. The games stay, short if
    need be, and the move beside them where it fits."""
    language(code)
    window = hollywood_window(make_window, qtbot, size)
    take_the_pile_and_discard(window, qtbot)
    short = _tr("Games: {scores}").format(scores="0 · 0 · 0")
    for seat, plate in plates(window).items():
        assert plate.score in (in_words(), short), (seat, plate.score, plate.note)
    own = plates(window)[window.model.human_seat]
    latest = own.toolTip().split("\n")[0].split(" · ")[-1]
    if size[0] >= 1280:
        assert own.note == latest, (own.note, own.toolTip())  # both fit there
