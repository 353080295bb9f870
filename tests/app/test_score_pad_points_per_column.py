"""The score pad's small green "+13" beside a line's total shows on every line of a column
or on none of them.

A Spanish player saw "+5" on the first line of a Hollywood pad and on no line under it:
each cell decided alone whether its "+N" fitted, and a one-digit "+5" fitted where "+29"
did not, which read as something about the first hand. In the real window, the pad's score columns
are set to many widths and its cells' pixels read for the green of the "+N"."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from gin_desktop.app.main import MainWindow
from gin_desktop.app.scorepad import FIRST_SCORE_COLUMN, POINTS_ROLE
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Match, RuleSet, new_match

from .test_scorepad import play

NAMES = ("Ana", "Computer")
HOLLYWOOD = RuleSet(name="hollywood", hollywood=True).replace(target=100)


def mixed_points(match: Match) -> bool:
    """A player's first hand won scored under 10 and a later one scored in game 1 too:
    the first line's "+5" beside its total 5 fits where the later line's does not."""
    for seat in match.seats:
        won = [r for r in match.results if r.winner == seat and r.points]
        if len(won) > 1 and won[0].points < 10 and 0 in won[1].games:
            return True
    return False


def a_match_with_mixed_points() -> Match:
    for seed in range(1, 200):
        match = play(new_match(HOLLYWOOD, seed=seed), hands=5)
        if mixed_points(match):
            return match
    raise AssertionError("no such match")


def green(image: QImage, x: int, y: int) -> bool:
    colour = QColor(image.pixel(x, y))
    return colour.green() > colour.red() + 40 and colour.green() > colour.blue() + 20


def shows_points(image: QImage, rect_x: int, rect_y: int, w: int, h: int) -> bool:
    """Green text in the cell (its left rule, between Hollywood's games, left out)."""
    right, bottom = min(rect_x + w - 1, image.width()), min(rect_y + h - 1, image.height())
    return any(green(image, x, y) for x in range(rect_x + 3, right)
               for y in range(rect_y + 1, bottom))


@pytest.mark.parametrize("code", ["en", "cs"])
def test_a_column_shows_its_points_on_every_line_or_on_none(
        code: str, language: Callable[[str], None],
        make_window: Callable[..., MainWindow]) -> None:
    if code != "en":
        language(code)
    window = make_window()
    match = a_match_with_mixed_points()
    window.model.resume(match, GameSetup(names=NAMES, seed=match.seed,
                                         rules=HOLLYWOOD))
    assert window.model.wait_idle(5000)
    view = window.score_dock.view
    model = window.score_dock.score_model
    mixed = []
    checked = 0
    window.resize(1024, 740)
    columns = range(FIRST_SCORE_COLUMN, model.columnCount())
    # The columns as wide as the pad makes them on other screens and type sizes: the
    # "+3" of a first line beside its total 3 fitted from about 50 pixels on.
    for width in range(36, 90, 2):
        for column in columns:
            view.setColumnWidth(column, width)
        QApplication.processEvents()
        image = view.viewport().grab().toImage()
        for column in columns:
            if view.columnWidth(column) != width:
                continue
            # A column cut by the pad's edge (scrolled to): the "+13" beside its total may
            # be past the edge on one line and not on the next, the wider one.
            whole = view.visualRect(model.index(0, column))
            if not view.viewport().rect().contains(whole):
                continue
            rows = [r for r in range(model.rowCount())
                    if model.index(r, column).data(POINTS_ROLE)]
            shown = []
            for row in rows:
                rect = view.visualRect(model.index(row, column))
                shown.append(shows_points(image, rect.x(), rect.y(), rect.width(),
                                          rect.height()))
            checked += any(shown)
            if any(shown) and not all(shown):
                mixed.append((width, column, shown))
    assert not mixed, mixed[:3]
    assert checked >= 20  # columns read whole, the "+13"s shown
