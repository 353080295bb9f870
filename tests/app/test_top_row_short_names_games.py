"""Three-hand Hollywood at 800x600, a computer sitting out: the top plates' row kept the
sitter's games beside its whole name and left the top plate none ("Computador 1 De fora
Jogos: 0 · 0 · 0" beside "Computador 2 Caixa", Portuguese, Spanish, Czech), where both
short names gave both plates their games. Both plates now take their short names before
the top plate's games go; then the sitter's badge its short form (English: "Comp. 1 Out
Games: 0 · 0 · 0", the tooltip saying "Sitting out"), where beside the whole "Sitting out"
the top plate had no games even by its short name ("Comp. 2 Box"). Real window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.engine import Role

from .test_side_plate_beside_moves import a_few_moves_in
from .test_sitter_plate_hollywood_row import HOLLYWOOD, keeps_the_games, the_row


@pytest.mark.parametrize("role", [Role.CAPTAIN, Role.BOX], ids=["captain", "box"])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_both_plates_keep_their_games_by_their_short_names(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, role: Role) -> None:
    language(code)
    window = make_window()
    match = a_few_moves_in(HOLLYWOOD, 7, role, 2)
    row = the_row(window, qtbot, (800, 600), match=match, human=match.roles().index(role))
    sitter = row[0]
    assert sitter.seat == match.roles().index(Role.SITTING_OUT)
    keeps_the_games(window, row)
    if code == "en":
        assert sitter.badges == ["Out"], sitter.badges
        assert "Sitting out" in sitter.toolTip()
    # Both plates in the table's own type: the games kept by words, not by shrinking.
    assert all(plate.font_px() == row[1].font_px() for plate in row)
