"""Three-hand Hollywood on a narrow table: the captain's plate at the foot of the table,
between the deadwood count and the three sort buttons, had no room for the three games'
scores even in their short form ("Games: 0 · 0 · 0"), and dropped them: every language at
800x600, Spanish at 900x600 ("Ord. 1 Capitán" beside "Valor Palo Combinaciones"). There
the three buttons now make way for one "Sort ▾" button opening a menu of them, and the
plate keeps the games, in its usual type, overlapping nothing. Where the row has the room
the three buttons stay. Real window; the menu is opened with the mouse and used with keys.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.table.hand_order import SORT_MODES
from gin_desktop.app.table.items import PLATE_READABLE_PX
from gin_desktop.app.table.texts import plate_score_short
from gin_desktop.engine import Role

from .test_side_plate_beside_moves import a_few_moves_in
from .test_sitter_plate_hollywood_row import HOLLYWOOD, the_row

NARROW = [(800, 600), (900, 600)]


def the_table(window: Any, qtbot: QtBot, size: tuple[int, int], role: Role) -> Any:
    """The person sitting out (the captain a computer) or the captain, in Hollywood."""
    if role is Role.SITTING_OUT:
        the_row(window, qtbot, size)
    else:
        match = a_few_moves_in(HOLLYWOOD, 7, Role.CAPTAIN, 2)
        the_row(window, qtbot, size, match=match,
                human=match.roles().index(Role.CAPTAIN))
    return window.table.table_scene()


def the_captains_plate(window: Any, scene: Any) -> Any:
    return scene._captions.plates[window.model.match.roles().index(Role.CAPTAIN)]


def face(item: Any) -> QRectF:
    return QRectF(item.scenePos(), item.size())


def keeps_the_games_clear(window: Any, scene: Any) -> None:
    plate = the_captains_plate(window, scene)
    whole = scene._captions._plate_words[plate.seat][1]
    short = plate_score_short(plate.seat, window.model.match.game_scores)
    assert plate.score in (whole, short), (plate.name, plate.score, plate.note)
    assert plate.font_px() >= PLATE_READABLE_PX
    controls = scene._controls
    others = [item for item in (scene._captions.deadwood, controls.sort_caption,
                                controls.sort_menu, *controls.sort.values())
              if item.isVisible()]
    assert controls.sort_menu in others or controls.sort["rank"] in others
    for other in others:
        assert not face(plate).intersects(face(other)), (plate.name, other)
    g = scene.geometry
    assert 0 <= face(plate).left() and face(plate).right() <= g.width
    assert face(plate).bottom() <= g.height


@pytest.mark.parametrize("role", [Role.SITTING_OUT, Role.CAPTAIN], ids=["out", "captain"])
@pytest.mark.parametrize("size", NARROW, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_captains_plate_keeps_the_games_on_a_narrow_table(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, size: tuple[int, int], role: Role) -> None:
    language(code)
    window = make_window()
    scene = the_table(window, qtbot, size, role)
    keeps_the_games_clear(window, scene)


@pytest.mark.parametrize("code", ["en", "es"])
def test_the_three_sort_buttons_stay_where_the_row_holds_them(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    scene = the_table(window, qtbot, (1280, 800), Role.CAPTAIN)
    keeps_the_games_clear(window, scene)
    controls = scene._controls
    assert not controls.sort_menu.isVisible()
    assert all(button.isVisible() for button in controls.sort.values())


def test_the_sort_button_opens_the_three_ways_to_sort(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None]
        ) -> None:
    language("es")
    window = make_window()
    scene = the_table(window, qtbot, (800, 600), Role.CAPTAIN)
    controls = scene._controls
    button = controls.sort_menu
    assert button.isVisible()
    assert scene.sort_mode != "suit"
    assert button in scene.button_stops()  # Tab reaches it as it did the three
    view = window.table
    point = view.mapFromScene(button.sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)
    qtbot.waitUntil(lambda: controls.menu is not None and controls.menu.isVisible(),
                    timeout=3000)
    menu = controls.menu
    assert [action.text() for action in menu.actions()] == \
        [controls.sort[mode].spoken_text() for mode in SORT_MODES]
    # The sort in force is checked, as its button is among the three.
    assert [action.isChecked() for action in menu.actions()] == \
        [mode == scene.sort_mode for mode in SORT_MODES]
    # Over the button, not off the window's foot.
    assert menu.geometry().bottom() <= view.mapToGlobal(point).y()
    suit = SORT_MODES.index("suit")
    for _ in range(suit + 1):
        QTest.keyClick(menu, Qt.Key.Key_Down)
    QTest.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: scene.sort_mode == "suit", timeout=3000)
    QApplication.processEvents()
    suits = [card.suit for card in scene.hand_order]
    assert suits == sorted(suits, key=suits.index)  # each suit together
    qtbot.waitUntil(lambda: controls.menu is None, timeout=3000)
    assert [mode for mode in SORT_MODES if controls.sort[mode].checked] == ["suit"]
    # The one button's face has no room to name the sort in force: its tooltip and
    # spoken name do, in a whole Spanish sentence.
    said = "ahora está ordenada por palo"
    assert said in button.spoken_text() and said in button.toolTip()
    assert button.toolTip().startswith("Ordenar la mano")


def test_the_sort_button_keeps_the_keyboard_as_the_table_refreshes(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None]
        ) -> None:
    # The row is fitted again at every refresh (a move, the pointer over a card in knock
    # mode): trying the three buttons first hid the one button, which lost the keyboard.
    language("cs")
    window = make_window()
    scene = the_table(window, qtbot, (800, 600), Role.CAPTAIN)
    button = scene._controls.sort_menu
    view = window.table
    view.setFocus()
    for _ in range(len(scene.button_stops()) + 12):
        if scene.focusItem() is button:
            break
        QTest.keyClick(view, Qt.Key.Key_Tab)
    assert scene.focusItem() is button
    scene._refresh()
    assert button.isVisible() and scene.focusItem() is button
