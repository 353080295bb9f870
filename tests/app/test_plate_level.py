"""The computer's plate said "Computer" and nothing at the table said which opponent the
player had chosen (a new player's play-through: a Gin hunter picked in New game was nowhere
to be seen). Its tooltip names the level or personality, in the player's language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.setup import GameSetup

from .test_newcomer_words import tooltip_at


@pytest.mark.parametrize(("code", "said"), [("en", "Level: Gin hunter"),
                                            ("es", "Nivel: Cazador de gin"),
                                            ("cs", "Úroveň: Lovec ginu"),
                                            ("pt", "Nível: Caçador de gin")])
def test_the_computer_s_plate_names_its_level(
        make_window: Callable[..., Any], language: Callable[[str], None],
        code: str, said: str) -> None:
    language(code)
    window = make_window()
    window.start_match(GameSetup(levels=("human", "gin-hunter"), names=("Ana", "Computer"),
                                 seed=5))
    QApplication.processEvents()
    view = window.table
    plates = view.table_scene()._captions.plates
    tips = {seat: tooltip_at(view.viewport(),
                             view.mapFromScene(plate.sceneBoundingRect().center()))
            for seat, plate in plates.items() if plate.isVisible()}
    assert tips[1].endswith("\n" + said), tips[1]
    assert "\n" not in tips[0]  # the person's plate: no level
