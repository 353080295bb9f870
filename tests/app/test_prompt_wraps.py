"""The prompt on the felt wraps rather than run off the table. K pressed where no knock
is possible (Spanish, 900x600, score pad and move log beside the table) said "Ahora no
puedes golpear: te quedarías con 65 puntos sin combinar, …" on one line wider than the
felt: both its ends were off the table, and so was the sitter's "No hay golpe que
sugerir: …". The pill now takes two lines (or three), centred between the pile counters
and the own hand; a sentence that fits keeps its one line. Real widgets, real keys."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import scene as table_scene
from gin_desktop.app.table.items import CardItem
from gin_desktop.engine import ActionKind, Match
from gin_desktop.engine.melds import deadwood_after_each_discard

from .test_sitter_knock_button import sitting_out
from .test_sitter_knock_words import captain_to_discard_no_knock
from .test_table import human_to_discard, position


def human_to_discard_no_knock(match: Match) -> bool:
    return human_to_discard(match) and not any(
        a.kind is ActionKind.KNOCK for a in match.legal_actions())


def _two_hand(make_window: Callable[..., Any], qtbot: QtBot, size: tuple[int, int]) -> Any:
    """A window of ``size`` resuming a two-hand match where the person is to discard and
    may not knock."""
    match = position(human_to_discard_no_knock)
    window = make_window()
    window.resize(*size)
    window.model.resume(match, GameSetup(mode="two", seed=match.seed))
    qtbot.waitUntil(lambda: window.model.is_human_turn(), timeout=5000)
    QApplication.processEvents()
    return window


def _seen(view: Any) -> QRectF:
    """The part of the scene the view shows."""
    return view.mapToScene(view.viewport().rect()).boundingRect()


def _own_cards_top(view: Any) -> float:
    """The top of the person's hand on the table, lifted cards included."""
    scene = view.table_scene()
    hand = set(view.hand_order())
    return min(item.sceneBoundingRect().top() for item in scene.items()
               if isinstance(item, CardItem) and item.card in hand)


def _assert_on_the_felt(window: Any) -> Any:
    """The prompt's pill lies wholly on the visible table, clear of the pile counters and
    the own hand; its text is the status line's message, whole: the pill."""
    view = window.table
    captions = view.table_scene()._captions
    pill = captions.prompt
    assert pill.isVisible()
    assert pill.text() == window.status_line.message_text()
    assert "…" not in pill.text()
    rect = pill.sceneBoundingRect()
    assert _seen(view).contains(rect), (rect, _seen(view))
    assert rect.bottom() <= _own_cards_top(view)
    assert rect.top() >= captions.pile.sceneBoundingRect().bottom()
    assert "".join(pill.lines()).replace("\u00a0", " ").replace("\u2011", "-") \
        .replace(" ", "") == pill.text().replace(" ", "")
    return pill


def test_spanish_no_knock_at_900x600_wraps_on_the_felt(
        make_window: Callable[..., Any], qtbot: QtBot,
        language: Callable[[str], None]) -> None:
    language("es")
    window = _two_hand(make_window, qtbot, (900, 600))
    view = window.table
    QTest.keyClick(view, Qt.Key.Key_K)
    said = window.status_line.message_text()
    assert said.startswith("Ahora no puedes golpear:")
    pill = _assert_on_the_felt(window)
    assert len(pill.lines()) in (2, 3)
    # No smaller than the one line's smallest type (``_PROMPT_TYPE``).
    g = view.table_scene()._geometry
    assert pill._font.pixelSize() >= round(g.font_px * 1.1 * 0.76)


def test_the_sitters_no_knock_at_900x600_wraps_on_the_felt(
        make_window: Callable[..., Any], qtbot: QtBot,
        language: Callable[[str], None]) -> None:
    language("es")
    match = position(captain_to_discard_no_knock, mode="three")
    captain = match.to_act
    assert captain is not None
    least = min(deadwood_after_each_discard(match.hand_of(captain)).values())
    window = sitting_out(make_window, qtbot, match)
    window.resize(900, 600)
    QApplication.processEvents()
    QTest.keyClick(window.table, Qt.Key.Key_K)
    pill = _assert_on_the_felt(window)
    assert pill.text().startswith("No hay golpe que sugerir:")
    assert str(least) in pill.text()
    assert len(pill.lines()) > 1


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
@pytest.mark.parametrize("size", [(800, 600), (1024, 600), (1280, 800)])
def test_the_no_knock_refusal_stays_on_the_felt(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, size: tuple[int, int]) -> None:
    language(code)
    window = _two_hand(make_window, qtbot, size)
    QTest.keyClick(window.table, Qt.Key.Key_K)
    _assert_on_the_felt(window)


def test_a_prompt_that_fits_keeps_its_one_line(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The turn's prompt ("Descarta una carta…"), then the refusal, then the prompt again
    when the refusal's time is up: one line as before, on its row, the wrapped refusal's
    lines gone with it."""
    monkeypatch.setattr(table_scene, "REFUSAL_MS", 50)
    language("es")
    window = _two_hand(make_window, qtbot, (900, 600))
    view = window.table
    scene = view.table_scene()
    pill = scene._captions.prompt
    g = scene._geometry
    assert pill.lines() == [pill.text()]
    assert pill.y() == g.prompt_y
    QTest.keyClick(view, Qt.Key.Key_K)
    refusal = pill.text()
    assert len(pill.lines()) > 1
    # The prompt back (K made it say which keys discard: the keyboard is in play).
    qtbot.waitUntil(lambda: pill.text() != refusal, timeout=5000)
    assert pill.text().startswith("Descarta una carta")
    assert pill.lines() == [pill.text()]
    assert pill.y() == g.prompt_y
    assert pill.size().height() < view.table_scene()._captions.pile.size().height() * 1.5
    assert _seen(view).contains(pill.sceneBoundingRect())
