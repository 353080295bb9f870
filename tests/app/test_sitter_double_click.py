"""Three-hand, sitting out, before the captain has drawn (RULES.md three-hand 2: the sitter
only advises; a discard comes after the draw). D on a focused card of the captain's hand
answered "The captain cannot do that: the captain must draw a card first…", but a
double-click on the card that reached the table as a double-click alone (the first press
landing elsewhere, as when the card moved under the pointer) said nothing at all: the
double-click was ignored while sitting out, since a sitter's single click already
suggests. It now suggests as D does, on the felt and the status line, and once only where
the first click of the double-click suggested already. A drag of the card to the discard
pile gives the same refusal. Real widgets, the real mouse and keys."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.engine import ActionKind, Match

from .test_sitter_knock_button import sitting_out
from .test_sitter_knock_words import captain_to_draw
from .test_table import card_point, drag, pile_point, position

LEFT, PLAIN = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def _draw_first() -> str:
    return _tr("The captain cannot do that: {reason}").format(
        reason=_tr("the captain must draw a card first, from the stock or the discard pile"))


def _refused_on_felt_and_status(window: Any, said: str) -> None:
    assert window.status_line.message_text() == said
    assert window.table.table_scene()._captions.prompt.text() == said


def _before_the_draw(make_window: Callable[..., Any], qtbot: QtBot) -> tuple[Any, Match]:
    match = position(captain_to_draw, mode="three")
    return sitting_out(make_window, qtbot, match), match


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_sitting_out_a_double_click_before_the_draw_says_the_captain_must_draw(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window, _match = _before_the_draw(make_window, qtbot)
    view = window.table
    card = view.hand_order()[3]
    QTest.mouseDClick(view.viewport(), LEFT, PLAIN, card_point(view, card))
    _refused_on_felt_and_status(window, _draw_first())


def test_sitting_out_a_whole_double_click_suggests_once(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    """Press, release, double-click, release, as a real double-click reaches the view: the
    first click suggested already, the second does not suggest again."""
    window, _match = _before_the_draw(make_window, qtbot)
    view = window.table
    scene = view.table_scene()
    said: list[str] = []
    scene.status_message.connect(said.append)
    port, point = view.viewport(), card_point(view, view.hand_order()[3])
    QTest.mousePress(port, LEFT, PLAIN, point)
    QTest.mouseRelease(port, LEFT, PLAIN, point)
    QTest.mouseDClick(port, LEFT, PLAIN, point)
    QTest.mouseRelease(port, LEFT, PLAIN, point)
    _refused_on_felt_and_status(window, _draw_first())
    assert said == [_draw_first()]


def test_sitting_out_a_drag_to_the_pile_before_the_draw_says_the_captain_must_draw(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window, match = _before_the_draw(make_window, qtbot)
    view = window.table
    events = len(match.events)
    drag(view, card_point(view, view.hand_order()[3]), pile_point(view))
    _refused_on_felt_and_status(window, _draw_first())
    assert len(window.model.match.events) == events
    assert not any(a.kind is ActionKind.DISCARD for a in window.model.human_view().legal_actions)
