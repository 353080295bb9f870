"""Three-hand, a computer sitting out, the person playing: the sitter's plate, at the left
of the top plates' row, gave up its score ("Computer 1 Sitting out" without "0 pts", 1024x768,
English and Spanish) while the top plate then dropped its earlier moves and left the room
unused: the sitter's room was measured against the top plate with every move. It is now
measured against what the top plate keeps (its score and latest move), so the sitter's
plate keeps its score where the row holds both; the top plate's earlier moves give way
first (the move log has them). Real window, resumed a few moves into the hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.ai import make_strategy
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.app.table.items import SeatLabelItem
from gin_desktop.engine import Match, Phase, Role, RuleSet, new_match

SIZE = (1024, 768)


def a_few_moves_in(rules: RuleSet, seed: int, role: Role, turns: int) -> Match:
    """A three-hand match in its first hand, the seat in ``role`` to draw after ``turns``
    of its discards, every seat played by the standard player."""
    match = new_match(rules, seed, "three")
    seat = match.roles().index(role)
    bots = {s: make_strategy("standard", s + 1) for s in match.seats}
    discards = 0
    while not (match.to_act == seat and match.phase is Phase.DRAW and discards >= turns):
        actor = match.to_act
        assert actor is not None and match.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER)
        if actor == seat and match.phase is Phase.DISCARD:
            discards += 1
        legal = match.view(actor).legal_actions
        match.apply(legal[0] if len(legal) == 1 else bots[actor].choose(match.view(actor)),
                    actor)
    return match


def top_row(window: Any, qtbot: QtBot, match: Match, role: Role) -> tuple[Any, Any]:
    """The sitter's plate and the top plate beside it, ``match`` resumed in ``window``
    with the person in ``role``."""
    human = match.roles().index(role)
    levels = tuple("human" if s == human else "standard" for s in range(3))
    window.resize(*SIZE)
    window.model.resume(match, GameSetup(mode="three", seed=match.seed, human_seat=human,
                                         levels=levels, names=default_names(levels),
                                         rules=match.rules))
    qtbot.waitUntil(window.model.is_human_turn, timeout=5000)
    qtbot.wait(300)  # the table refits once the resize has settled
    QApplication.processEvents()
    plates = {item.seat: item for item in window.table.table_scene().items()
              if isinstance(item, SeatLabelItem) and item.isVisible()}
    sitter = plates[match.roles().index(Role.SITTING_OUT)]
    top = next(plate for plate in plates.values()
               if plate is not sitter and plate.y() == sitter.y())
    return sitter, top


def on_one_row(window: Any, sitter: Any, top: Any) -> None:
    g = window.table.table_scene().geometry
    faces = [QRectF(plate.scenePos(), plate.size()) for plate in (sitter, top)]
    assert not faces[0].intersects(faces[1]), faces
    for face in faces:
        assert 0 <= face.left() and face.right() <= g.width, (face, g.width)


@pytest.mark.parametrize("code", ["en", "es"])
def test_the_sitters_plate_keeps_its_points_beside_the_boxs_latest_move(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    # Deal 7: the box drew from the stock and discarded, two moves on its plate.
    match = a_few_moves_in(RuleSet(target=100), 7, Role.CAPTAIN, 3)
    sitter, top = top_row(window, qtbot, match, Role.CAPTAIN)
    assert sitter.score and sitter.score in sitter.toolTip(), (sitter.toolTip(), top.note)
    assert top.note and top.note in top.toolTip().split("\n")[0], top.note
    on_one_row(window, sitter, top)


@pytest.mark.parametrize(("rules", "seed", "role", "turns"), [
    (RuleSet(target=100), 7, Role.CAPTAIN, 3),
    (RuleSet(target=100), 11, Role.BOX, 2),
    (RuleSet(hollywood=True, target=100), 7, Role.CAPTAIN, 3),
    (RuleSet(hollywood=True, target=100), 11, Role.BOX, 2),
    (RuleSet(hollywood=True, target=100), 2, Role.CAPTAIN, 4),
], ids=["plain-captain", "plain-box", "hollywood-captain", "hollywood-box",
        "hollywood-captain-2"])
@pytest.mark.parametrize("code", ["en", "es"])
def test_the_top_plates_earlier_moves_give_way_before_the_sitters_score(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, rules: RuleSet, seed: int, role: Role, turns: int) -> None:
    language(code)
    window = make_window()
    sitter, top = top_row(window, qtbot, a_few_moves_in(rules, seed, role, turns), role)
    if not sitter.score:
        assert " · " not in top.note, (sitter.toolTip(), top.score, top.note)
    on_one_row(window, sitter, top)
