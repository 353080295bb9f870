"""Three-hand Hollywood, the hand being played: the top plates' row gave up the three
games' scores before the sitter's words. The person sitting out read "You Sitting out
you see the captain's cards" with no "Games: 0 · 0 · 0" (900x600 and 1280x800, every
language but Czech at 1280), and a computer sitting out read "Computer 1 Sitting out"
with none, beside a top plate with the whole "Game 1: 0 · Game 2: 0 · Game 3: 0" and its
latest move. Both plates on the row now keep the games (short if need be) before the
sitter's words and the latest move; the tooltip still says it all. Real window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.app.table.items import SeatLabelItem
from gin_desktop.app.table.texts import plate_score_short
from gin_desktop.engine import Match, Role, RuleSet

from .test_side_plate_beside_moves import a_few_moves_in

HOLLYWOOD = RuleSet(hollywood=True, target=100)
SIZES = [(900, 600), (1280, 800)]


def the_row(window: Any, qtbot: QtBot, size: tuple[int, int], *,
            match: Match | None = None, human: int = 0) -> list[SeatLabelItem]:
    """The plates on the top row (the sitter's at the left, the top plate), the window
    ``size``: a new match with the person sitting out, or ``match`` resumed with the
    person in seat ``human``."""
    window.resize(*size)
    levels = tuple("human" if s == human else "standard" for s in range(3))
    setup = GameSetup(mode="three", seed=11 if match is None else match.seed,
                      human_seat=human, levels=levels, names=default_names(levels),
                      rules=HOLLYWOOD)
    if match is None:
        window.start_match(setup)  # seed 11: the person sits out the first hand
    else:
        window.model.resume(match, setup)
    qtbot.waitUntil(window.model.is_human_turn, timeout=5000)
    qtbot.wait(300)  # the table refits once the resize has settled
    QApplication.processEvents()
    plates = [item for item in window.table.table_scene().items()
              if isinstance(item, SeatLabelItem) and item.isVisible()]
    top_y = min(plate.y() for plate in plates)
    return sorted((plate for plate in plates if plate.y() == top_y), key=lambda p: p.x())


def keeps_the_games(window: Any, row: list[SeatLabelItem]) -> None:
    captions = window.table.table_scene()._captions
    assert len(row) == 2, [plate.name for plate in row]
    for plate in row:
        whole = captions._plate_words[plate.seat][1]
        short = plate_score_short(plate.seat, window.model.match.game_scores)
        assert plate.score in (whole, short), (plate.name, plate.score, plate.note)
        assert whole in plate.toolTip()
    g = window.table.table_scene().geometry
    faces = [QRectF(plate.scenePos(), plate.size()) for plate in row]
    assert not faces[0].intersects(faces[1]), faces
    for face in faces:
        assert 0 <= face.left() and face.right() <= g.width, (face, g.width)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_person_sitting_out_keeps_the_games_before_the_sentence(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, size: tuple[int, int]) -> None:
    language(code)
    window = make_window()
    row = the_row(window, qtbot, size)
    assert row[0].seat == window.model.human_seat
    keeps_the_games(window, row)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_a_computer_sitting_out_keeps_the_games_beside_the_top_plates_move(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, size: tuple[int, int]) -> None:
    language(code)
    window = make_window()
    # Deal 7, two of the captain's discards in: the box's plate has its latest move.
    match = a_few_moves_in(HOLLYWOOD, 7, Role.CAPTAIN, 2)
    row = the_row(window, qtbot, size, match=match, human=match.roles().index(Role.CAPTAIN))
    keeps_the_games(window, row)
