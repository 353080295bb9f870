"""A refusal on the felt ("Not allowed: draw a card first") reads as well as the rest of
the table's words: white on the refusal's see-through light red read about 3:1 on the
default green and 2.3:1 on a white table of the player's own. Its red is deep enough that
the white words read 4.5:1 on every table colour, under every desktop theme, and it is
still plainly red. Read from the drawn table, after a real drag refused."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from gin_desktop.app.contrast import TEXT_CONTRAST
from gin_desktop.app.dialogs.settings import TABLE_SWATCHES
from gin_desktop.app.main import MainWindow
from gin_desktop.app.table.shade import DEFAULT_FELT

from .test_dark_theme_contrast import DARK_THEMES, theme
from .test_light_felt_contrast import _ground, _pill_reads
from .test_table_refusals import drag_to_felt, to_draw

__all__ = ["theme"]

# The swatches Settings offers, the default green, and colours of the player's own: the
# lightest (white, pale yellow, light grey), a light red and black.
FELTS = [DEFAULT_FELT.name(), *TABLE_SWATCHES, "#ffffff", "#ffffc8", "#e8e8e8", "#ffc0c0",
         "#000000"]


def refused_on(window: MainWindow, felt: str, qtbot: Any) -> None:
    """The table in ``felt``, and a card dropped on the felt before drawing: refused."""
    window.settings.table_colour = felt  # as Settings sets it: the table follows at once
    to_draw(window)
    said: list[str] = []
    window.model.action_refused.connect(said.append)
    drag_to_felt(window)
    assert said and "draw a card first" in said[-1]
    qtbot.wait(300)  # the table laid out and refitted (150 ms after a change)
    QApplication.processEvents()


def assert_reads_as_a_refusal(window: MainWindow, felt: str) -> None:
    prompt = window.table.table_scene()._captions.prompt
    assert prompt.isVisible() and "draw a card first" in prompt.text()
    image = window.table.grab().toImage()
    ratio = _pill_reads(image, prompt)
    assert ratio >= 0.98 * TEXT_CONTRAST, (felt, ratio)
    height = prompt.size().height()
    ground = _ground(image, prompt, QPointF(height * 0.15, height / 2))
    # Plainly red: its red well above its green and blue.
    assert ground.red() >= ground.green() + 100 and ground.red() >= ground.blue() + 100, (
        felt, ground.name())
    assert prompt._colour == QColor(255, 255, 255)


@pytest.mark.parametrize("felt", FELTS)
def test_a_refusal_reads_on_every_table_colour(felt: str, window: MainWindow,
                                               qtbot: Any) -> None:
    refused_on(window, felt, qtbot)
    assert_reads_as_a_refusal(window, felt)


@pytest.mark.parametrize("theme", DARK_THEMES, indirect=True)
def test_a_refusal_reads_under_a_dark_theme(theme: QPalette, window: MainWindow,
                                            qtbot: Any) -> None:
    refused_on(window, DEFAULT_FELT.name(), qtbot)
    assert_reads_as_a_refusal(window, DEFAULT_FELT.name())
