"""A desktop set to larger type (a player who reads better in 14-point type, session 39):
the menus, the score pad, the move log and the status line grew with it, while the
table's own words (the name plates, the prompt, the sort buttons, the result panel) kept
their 11 to 13 pixels at 1366x768, half the size of the menus beside them. The table's
words now grow with the desktop's type, at its start and when the type changes while the
window is open; larger words take their room from the cards, and nothing on the own
row covers anything else.

The sitter's bubble, narrow beside the stock, held "Let the captain decide" in a button
wider than itself, sticking out of both its sides; the button's type now shrinks to the
bubble.

Real window, the application's font set as a desktop sets it, the upcard taken with the
real key (T)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontInfo, QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.geometry import LEAST_FONT_PX, USUAL_DESKTOP_PX
from gin_desktop.app.table.items import SeatLabelItem
from gin_desktop.engine import ActionKind, RuleSet
from .conftest import settle_layout

from .test_bottom_row_clear import overlaps
from .test_plates_a_few_moves_in import sitting_out

#: The desktop's type, as a player who asked for large text has it (Qt's usual is 9).
LARGE_POINTS = 14.0
SEED = 434163891
#: A plate squeezed beside its row's neighbours keeps this share of the table's type.
SQUEEZED = 0.8


@pytest.fixture
def desktop_font(qapp: QApplication) -> Iterator[Callable[[float], int]]:
    """``set(points)``: the application's type in ``points``, as a desktop's font setting
    gives it; its height in pixels returned. The usual type again afterwards."""
    usual = QFont(qapp.font())

    def set_points(points: float) -> int:
        font = QFont(usual)
        font.setPointSizeF(points)
        qapp.setFont(font)
        return QFontInfo(font).pixelSize()

    yield set_points
    qapp.setFont(usual)


def dealt(make_window: Callable[..., Any], qtbot: QtBot, first_dealer: int = 1,
          size: tuple[int, int] = (1342, 696)) -> Any:
    """A 1366x768 screen's window; the person offered the upcard first unless they deal."""
    window = make_window(show=False)
    window.resize(*size)
    window.show()
    qtbot.waitUntil(lambda: window.model.has_match, timeout=5000)
    window.start_match(GameSetup(seed=SEED, first_dealer=first_dealer))
    window.model.set_computer_delay(0)
    qtbot.waitUntil(window.model.is_human_turn, timeout=5000)
    settle_layout(qtbot, window)
    return window


def table_words(window: Any) -> dict[str, float]:
    """The pixel height of the table's words a player reads: each shown plate's type (as
    large as it would be unsqueezed: a plate takes smaller type beside a neighbour), the
    prompt's and the sort buttons'."""
    scene = window.table.table_scene()
    sizes = {f"plate {item.seat}": item.font_px() / SQUEEZED for item in scene.items()
             if isinstance(item, SeatLabelItem) and item.isVisible()}
    prompt = scene._captions.prompt
    sizes["prompt"] = QFontMetricsF(prompt._font).height()
    sizes["sort buttons"] = min(button._font_px for button in scene._controls.sort.values())
    return sizes


def test_the_tables_words_grow_with_the_desktops_type(
        make_window: Callable[..., Any], qtbot: QtBot,
        desktop_font: Callable[[float], int]) -> None:
    desktop_px = desktop_font(LARGE_POINTS)
    window = dealt(make_window, qtbot)
    view = window.table
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_T)  # take the upcard: the own plate says so
    qtbot.waitUntil(lambda: not window.model.human_view().legal_actions
                    or len(window.model.human_view().hand) == 11, timeout=5000)
    qtbot.wait(100)
    least = desktop_px * LEAST_FONT_PX / USUAL_DESKTOP_PX  # the least type, scaled
    sizes = table_words(window)
    assert all(px >= least - 0.5 for px in sizes.values()), (desktop_px, sizes)
    assert not overlaps(view), overlaps(view)


# The window's first size on a 1366x768 screen in this type; an 800x600 screen's window,
# whose table is at its narrowest (560 pixels).
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=["1280x720", "800x600"])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_dealers_plate_keeps_clear_of_the_sort_buttons_in_large_type(
        make_window: Callable[..., Any], qtbot: QtBot, code: str, size: tuple[int, int],
        language: Callable[[str], None], desktop_font: Callable[[float], int]) -> None:
    """The person deals and then discards from eleven cards: the deadwood count says what
    the best discard leaves, the plate has its badge, and the sort buttons' row had no
    room for them all ("Tú Repartidor" over "Valor"). The sort buttons take smaller type
    instead, and a table too narrow for the larger type keeps less of it."""
    language(code)
    desktop_font(LARGE_POINTS)
    window = dealt(make_window, qtbot, first_dealer=0, size=size)
    model, view = window.model, window.table
    kinds = {action.kind for action in model.human_view().legal_actions}
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_T if ActionKind.TAKE_UPCARD in kinds else Qt.Key.Key_S)
    qtbot.waitUntil(lambda: len(model.human_view().hand) == 11, timeout=5000)
    qtbot.wait(100)
    assert not overlaps(view), overlaps(view)
    sort = window.table.table_scene()._controls.sort.values()
    assert all(button.isVisible() and button.font_px() >= 11 for button in sort)


def test_the_table_follows_a_change_of_the_desktops_type(
        make_window: Callable[..., Any], qtbot: QtBot,
        desktop_font: Callable[[float], int]) -> None:
    window = dealt(make_window, qtbot)
    usual = table_words(window)
    desktop_px = desktop_font(LARGE_POINTS)
    qtbot.waitUntil(lambda: table_words(window)["prompt"] > usual["prompt"] * 1.1,
                    timeout=3000)
    sizes = table_words(window)
    least = desktop_px * LEAST_FONT_PX / USUAL_DESKTOP_PX
    assert all(px >= least - 0.5 for px in sizes.values()), sizes
    assert not overlaps(window.table), overlaps(window.table)


def test_a_desktops_own_usual_type_leaves_the_table_as_it_is(
        make_window: Callable[..., Any], qtbot: QtBot,
        desktop_font: Callable[[float], int]) -> None:
    """GNOME's 11 points (15 pixels at 96 dpi) is a desktop's default, not a choice of
    larger type: the table keeps its usual words and cards."""
    window = dealt(make_window, qtbot)
    usual = table_words(window)
    desktop_font(11.0)
    settle_layout(qtbot, window)
    assert table_words(window) == usual


def test_the_sitters_bubble_holds_its_button_in_the_desktops_large_type(
        make_window: Callable[..., Any], qtbot: QtBot,
        desktop_font: Callable[[float], int]) -> None:
    """The bubble asking the person who sits out for advice is narrow (left of the
    stock); "Let the captain decide" stuck out of both its sides."""
    desktop_font(LARGE_POINTS)
    window = sitting_out(make_window, qtbot, (1342, 696), RuleSet(), advice=0)
    bubble = window.table.table_scene()._advice_bubble.item
    button = window.table.table_scene()._advice_bubble.decide_button
    assert bubble.isVisible() and button.isVisible()
    inside = QRectF(bubble.scenePos(), bubble.size())
    shown = QRectF(button.scenePos(), button.size())
    assert inside.contains(shown), (inside, shown)
