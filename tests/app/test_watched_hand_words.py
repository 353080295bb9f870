"""A match of computers only (no seat is the person's: the self-test's match, or a saved
setup without a human), seen from seat 0: the screen reader's table still named the
bottom row "Your hand", A read "Your hand, 11 cards", the row's description and the
deadwood pill said "65 after your best discard" and its tooltip "your cards … you may
knock", and the stock and the pile offered "Press to draw its top card" to someone who
makes no move (the table answers that they are watching). The words now name the player
whose hand it is, or no one; three-hand, where seat 0 sits out, the captain's hand is no
longer "the captain you advise". Real widgets and the real keys."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.engine import Match, Phase, Role, RuleSet
from gin_desktop.engine.melds import deadwood_after_each_discard, deadwood_points

from .test_table import position
from .test_watched_oklahoma_words import WATCHED

Name, Description = QAccessible.Text.Name, QAccessible.Text.Description


def seat_0_discards(match: Match) -> bool:
    return match.phase is Phase.DISCARD and match.to_act == 0


def captain_discards_seat_0_out(match: Match) -> bool:
    seat = match.to_act
    return (match.phase is Phase.DISCARD and seat is not None
            and match.roles()[0] is Role.SITTING_OUT and match.roles()[seat] is Role.CAPTAIN)


def watching(make_window: Callable[..., Any], qtbot: QtBot, match: Match, mode: str) -> Any:
    window = make_window()
    window.resize(1024, 600)
    # The computers wait (no move shows for a minute): the hand stays the one looked at.
    window.model.set_computer_delay(60_000)
    setup = dataclasses.replace(WATCHED[mode], seed=match.seed, rules=RuleSet())
    assert not setup.has_human
    window.model.resume(match, setup)
    qtbot.waitUntil(lambda: window.model.has_match and window.accessibility is not None,
                    timeout=5000)
    QApplication.processEvents()
    return window


@pytest.mark.parametrize(("mode", "code"), [("two", "en"), ("two", "es"), ("three", "cs"),
                                            ("three", "pt"), ("three", "en")])
def test_watching_the_bottom_hand_is_named_by_its_player(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        mode: str, code: str) -> None:
    language(code)
    match = position(seat_0_discards if mode == "two" else captain_discards_seat_0_out,
                     mode=mode)
    holder_seat = match.to_act
    assert holder_seat is not None
    hand = match.hand_of(holder_seat)
    assert len(hand) == 11
    window = watching(make_window, qtbot, match, mode)
    holder = window.model.setup.names[holder_seat]
    now, after = deadwood_points(hand), min(deadwood_after_each_discard(hand).values())

    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    QTest.keyClick(window.table, Qt.Key.Key_A)
    head = _tr("{name}'s hand, {count}").format(name=holder,
                                                count=_tr("{n} cards").format(n=11))
    assert said and head in said[-1], said
    assert _tr("Your hand, {count}").format(count=_tr("{n} cards").format(n=11)) \
        not in said[-1]

    root = QAccessible.queryAccessibleInterface(window.table)
    nodes = {root.child(i).text(Name): root.child(i).text(Description)
             for i in range(root.childCount())}
    title = _tr("{name}'s hand").format(name=holder)
    assert title in nodes, nodes
    assert nodes[title] == _tr(
        "{count}, deadwood {points}, {after} after {name}'s best discard").format(
        count=_tr("{n} cards").format(n=11), points=now, after=after, name=holder)
    assert _tr("Your hand") not in nodes
    assert _tr("Press to draw its top card") not in nodes.values()
    assert _tr("Press to suggest that the captain draws its top card") not in nodes.values()

    pill = window.table.table_scene()._captions.deadwood
    assert pill.isVisible()
    whole = _tr("Deadwood {n} · {after} after the best discard").format(n=now, after=after)
    assert pill.text() in (whole, _tr("Deadwood {n} · {after} after discard").format(
        n=now, after=after), _tr("Deadwood {n} → {after}").format(n=now, after=after))
    tip = pill.toolTip()
    assert tip.startswith(_tr(
        "Deadwood: the total value of a player's cards that are in no meld (a set of "
        "three or four cards of one rank, or a run of three or more in one suit). "
        "Ace 1, face cards 10. The lower, the better: a player may knock when it is "
        "low enough.")), tip
    if code == "en":
        assert "your" not in f"{said[-1]} {nodes} {pill.text()} {tip}".lower()
