"""Holding eleven cards (drawn, not yet discarded), the deadwood pill counted all eleven:
"Deadwood 42", though one of them goes and a newcomer took it for the hand they keep. It
also says the deadwood of the ten the best discard keeps (RULES.md "Melds", two-player 5),
and the screen reader's hand says the same."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.a11y.speech import cards_count
from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import PillItem
from gin_desktop.app.table.texts import deadwood_with_discard, deadwood_with_discard_shorter
from gin_desktop.engine import deadwood_points
from gin_desktop.engine.melds import deadwood_after_each_discard

from .test_newcomer_words import tooltip_at
from .test_table import click, human_to_draw, position, stock_point


def deadwood_pill(window: Any) -> PillItem:
    return window.table.table_scene()._captions.deadwood


def hand_description(window: Any) -> str:
    root = QAccessible.queryAccessibleInterface(window.table)
    rows = [root.child(i) for i in range(root.childCount())]
    hand = next(r for r in rows if r.text(QAccessible.Text.Name) == _tr("Your hand"))
    return hand.text(QAccessible.Text.Description)


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_eleven_cards_held_show_the_deadwood_after_the_best_discard(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    match = position(human_to_draw)
    window.model.resume(match, GameSetup(names=("Ana", "Computer"), seed=match.seed))
    QApplication.processEvents()
    ten = window.model.human_view().hand
    assert deadwood_pill(window).text() == _tr("Deadwood {n}").format(n=deadwood_points(ten))

    click(window.table, stock_point(window.table))  # the real mouse draws a card
    qtbot.waitUntil(lambda: len(window.model.human_view().hand) == 11, timeout=3000)
    QApplication.processEvents()
    eleven = window.model.human_view().hand
    now, best = deadwood_points(eleven), min(deadwood_after_each_discard(eleven).values())
    assert best < now
    pill = deadwood_pill(window)
    whole = _tr("Deadwood {n} · {after} after your best discard").format(n=now, after=best)
    # The whole sentence where the own plate keeps its move beside it (en and cs at 1280
    # here); else fewer words, the sentence in the tooltip (es and pt).
    assert pill.text() in (whole, *deadwood_with_discard_shorter(now, best))
    assert pill.text() == whole or pill.toolTip().endswith(whole)
    assert hand_description(window) == _tr(
        "{count}, deadwood {points}, {after} after your best discard").format(
            count=cards_count(11), points=now, after=best)


@pytest.mark.parametrize(("code", "one", "five"), [
    ("es", "1 punto", "5 puntos"), ("pt", "1 ponto", "5 pontos"), ("cs", "1 bod", "5 bodů")])
def test_the_figure_after_the_discard_agrees_with_its_number(
        language: Callable[[str], None], code: str, one: str, five: str) -> None:
    """The translations name the figure's points, in the noun's form for the number."""
    language(code)
    for template in (_tr("Deadwood {n} · {after} after your best discard"),
                     _tr("{count}, deadwood {points}, {after} after your best discard")):
        assert one in template.format(n=9, count="11", points=9, after=1)
        assert five in template.format(n=9, count="11", points=9, after=5)


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_on_a_small_window_the_figures_keep_clear_of_the_own_plate(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    """At 800x600 the whole sentence ran under the own name plate: there the pill gives
    the two figures, and resting the pointer on it says the sentence."""
    language(code)
    window = make_window()
    now, best = eleven_held_at(window, qtbot, (800, 600))
    scene = window.table.table_scene()
    pill = deadwood_pill(window)
    plate = scene._captions.plates[window.model.human_seat]
    assert pill.sceneBoundingRect().right() < plate.sceneBoundingRect().left()
    assert str(best) in pill.text() and str(now) in pill.text()
    view = window.table
    tip = tooltip_at(view.viewport(), view.mapFromScene(pill.sceneBoundingRect().center()))
    assert tip.endswith("\n" + _tr("Deadwood {n} · {after} after your best discard").format(
        n=now, after=best)), tip


def eleven_held_at(window: Any, qtbot: QtBot, size: tuple[int, int]) -> tuple[int, int]:
    """``window`` at ``size``, the person having drawn their eleventh card with the real
    mouse: the deadwood of the eleven and of the ten the best discard keeps."""
    window.resize(*size)
    match = position(human_to_draw)
    window.model.resume(match, GameSetup(names=("Ana", "Computer"), seed=match.seed))
    QApplication.processEvents()
    click(window.table, stock_point(window.table))
    qtbot.waitUntil(lambda: len(window.model.human_view().hand) == 11, timeout=3000)
    QApplication.processEvents()
    eleven = window.model.human_view().hand
    return deadwood_points(eleven), min(deadwood_after_each_discard(eleven).values())


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_shorter_form_of_the_pill_is_still_in_words(
        language: Callable[[str], None], code: str) -> None:
    """Between the sentence and the two figures there is a form in words, shorter than the
    sentence, with no arrow: "Volné: 39 → 29" left a newcomer guessing."""
    language(code)
    words, figures = deadwood_with_discard_shorter(39, 29)
    assert "→" not in words and "39" in words and "29" in words
    assert len(words) < len(deadwood_with_discard(39, 29))
    assert figures == _tr("Deadwood {n} → {after}").format(n=39, after=29)


@pytest.mark.parametrize("code", ["es", "cs", "pt"])
def test_on_a_1024_screen_the_pill_says_in_words_what_the_figures_mean(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    """At 1024x768 the squeezed pill said "Volné: 39 → 29" (Spanish too, at 1024 pixels):
    there it keeps its words, beside the own plate and its name."""
    language(code)
    window = make_window()
    now, best = eleven_held_at(window, qtbot, (1024, 768))
    scene = window.table.table_scene()
    pill = deadwood_pill(window)
    assert "→" not in pill.text()
    assert pill.text() in (deadwood_with_discard(now, best),
                           deadwood_with_discard_shorter(now, best)[0])
    own = scene._captions.plates[window.model.human_seat]
    other = scene._captions.plates[1 - window.model.human_seat]
    assert pill.sceneBoundingRect().right() < own.sceneBoundingRect().left()
    # At most the smaller type a plate's cut note takes (SeatLabelItem.fit_width), not the
    # least it shrinks to where nothing else fits.
    assert own.isVisible() and own.font_px() >= other.font_px() * 0.8 - 1e-6
    sort_left = min(b.sceneBoundingRect().left() for b in scene._controls.sort.values())
    assert own.sceneBoundingRect().right() < sort_left


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_at_the_smallest_window_the_pill_tooltip_says_the_whole_sentence(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    """However short the pill's form, resting the pointer on it says the whole sentence,
    and the screen reader's hand says it as before."""
    language(code)
    window = make_window()
    now, best = eleven_held_at(window, qtbot, (1, 1))  # the window's least size
    view, pill = window.table, deadwood_pill(window)
    plate = view.table_scene()._captions.plates[window.model.human_seat]
    assert pill.sceneBoundingRect().right() < plate.sceneBoundingRect().left()
    tip = tooltip_at(view.viewport(), view.mapFromScene(pill.sceneBoundingRect().center()))
    assert tip.endswith("\n" + deadwood_with_discard(now, best)), tip
    assert hand_description(window) == _tr(
        "{count}, deadwood {points}, {after} after your best discard").format(
            count=cards_count(11), points=now, after=best)
