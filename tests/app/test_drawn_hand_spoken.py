"""A drawn hand is said as the table shows it: both hands face up, in melds and deadwood.

RULES.md two-player 9: at the wall the hand ends with no score and no showdown. The table
lays both hands out face up in their melds (``test_drawn_hand_shown.py``); a screen reader
still heard "Your hand" with its cards to focus and "Computer's hand, 10 cards", as if the
hand went on, and A said "Computer holds 10 cards".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app import accessibility
from gin_desktop.app.a11y.speech import cards_count
from gin_desktop.app.i18n import translate
from gin_desktop.engine import MeldKind, best_arrangement

from .test_drawn_hand_status import play_to_the_wall

Name = QAccessible.Text.Name
Description = QAccessible.Text.Description


def children(interface: QAccessibleInterface) -> list[QAccessibleInterface]:
    return [interface.child(i) for i in range(interface.childCount())]


_tr = translate


@pytest.mark.parametrize("code", ["en", "cs"])
def test_a_drawn_hands_cards_are_read_as_laid_down_rows_of_melds_and_deadwood(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    play_to_the_wall(window)
    qtbot.wait(50)
    model = window.model
    human = model.human_seat
    computer = 1 - human
    root = QAccessible.queryAccessibleInterface(window.table)
    rows = {c.text(Name): c for c in children(root)}
    assert _tr("Your hand") not in rows
    held = _tr("{name}'s hand, {count}").format(name=model.seat_name(computer),
                                                 count=cards_count(10))
    assert held not in rows
    titles = {human: _tr("Your cards laid down"),
              computer: _tr("{name}'s cards laid down").format(name=model.seat_name(computer))}
    for seat, title in titles.items():
        assert title in rows, list(rows)
        layout = best_arrangement(model.match.hand_of(seat))
        assert rows[title].text(Description) == _tr("Deadwood {n}").format(
            n=layout.deadwood_points)
        expected = [(c, _tr("in a run") if m.kind is MeldKind.RUN else _tr("in a set"))
                    for m in layout.melds for c in m.cards]
        expected += [(c, _tr("deadwood")) for c in layout.deadwood]
        said = [(c.text(Name), c.text(Description)) for c in children(rows[title])]
        assert said == [(accessibility.capitalised(accessibility.card_name(card)), state)
                        for card, state in expected]
    # The bottom row, the person's, is read first, as a showdown's rows are read in order.
    order = [name for name in rows if name in titles.values()]
    assert order == [titles[human], titles[computer]]


def test_a_reads_a_drawn_hand_as_both_hands_laid_down(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = make_window()
    play_to_the_wall(window)
    qtbot.wait(50)
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_A)
    assert said, "A said nothing"
    text = said[-1]
    model = window.model
    computer = 1 - model.human_seat
    assert "Your cards laid down." in text
    assert f"{model.seat_name(computer)}'s cards laid down." in text
    assert "holds 10 cards" not in text and "Your hand, 10 cards" not in text
    dead = best_arrangement(model.match.hand_of(computer)).deadwood
    if dead:
        assert accessibility.list_cards(dead) in text


@pytest.mark.parametrize("code", ["en", "cs"])
def test_a_drawn_hand_is_announced_as_a_showdown_is_with_both_hands_laid_down(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    """RULES.md two-player 9: a showdown is said as it happens (both hands laid down, then
    the result); a hand drawn at the wall was said only as its result panel, though the
    table lays both hands down face up too."""
    from gin_desktop.app.a11y.speech import arrangement_sentences, sentences

    language(code)
    window = make_window()
    qtbot.waitUntil(lambda: window.accessibility is not None, timeout=5000)
    said: list[str] = []
    window.accessibility.spoken.connect(said.append)
    play_to_the_wall(window)
    qtbot.wait(50)
    model = window.model
    human = model.human_seat
    computer = 1 - human
    why = _tr("The hand is drawn: only {n:card is|cards are} left in the stock").format(n=2)
    drawn = [i for i, text in enumerate(said) if text.startswith(why)]
    assert len(drawn) == 1, said
    text = said[drawn[0]]
    mine = sentences([_tr("Your cards laid down"), *arrangement_sentences(
        best_arrangement(model.match.hand_of(human)))])
    theirs = sentences([_tr("{name}'s cards laid down").format(name=model.seat_name(computer)),
                        *arrangement_sentences(best_arrangement(model.match.hand_of(computer)))])
    # The bottom row first, as the table's rows are read; each with its melds and deadwood.
    assert text == sentences([why, mine, theirs]), text
    # Before the result panel, as the showdown is said before it.
    panel = [i for i, t in enumerate(said) if t.startswith(_tr("Drawn hand") + ".")]
    assert panel and drawn[0] < panel[0], said
    # Once, however often the table changes after.
    window.table.table_scene().update()
    qtbot.wait(50)
    assert sum(t.startswith(why) for t in said) == 1
