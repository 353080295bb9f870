"""Three-hand Hollywood at 800x600, a computer sitting out: the top plates' row kept the
sitter's games beside its whole name and left the top plate none ("Computador 1 De fora
Jogos: 0 · 0 · 0" beside "Computador 2 Caixa", Portuguese, Spanish, Czech), where both
short names gave both plates their games. Both plates now take their short names before
the top plate's games go. (English's longer "Sitting out" badge leaves no room even so.)
Real window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.engine import Role

from .test_side_plate_beside_moves import a_few_moves_in
from .test_sitter_plate_hollywood_row import HOLLYWOOD, keeps_the_games, the_row


@pytest.mark.parametrize("role", [Role.CAPTAIN, Role.BOX], ids=["captain", "box"])
@pytest.mark.parametrize("code", ["es", "cs", "pt"])
def test_both_plates_keep_their_games_by_their_short_names(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, role: Role) -> None:
    language(code)
    window = make_window()
    match = a_few_moves_in(HOLLYWOOD, 7, role, 2)
    row = the_row(window, qtbot, (800, 600), match=match, human=match.roles().index(role))
    assert row[0].seat == match.roles().index(Role.SITTING_OUT)
    keeps_the_games(window, row)
