"""Three-hand: the score pad named the box of each hand (where its column had room) but
not the captain nor who sat the hand out, so a player reading back could not tell who
played which hand. Each hand line's tooltip now names the three roles, and the seat that
sat the hand out has a dash in italics for its scores, as on a paper pad (the "#" title's
tooltip says so; the cells' tooltip and spoken text say it too, the total with it). The
box's scores, marked or framed for the eye, are said to be the box's to a screen reader.
Real window, the pad in its dock."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.scorepad import COL_HAND, FIRST_SCORE_COLUMN, SAT_OUT_MARK, ScorePadView
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.engine import NEXT_HAND, HandDealt, Match, RuleSet, new_match

from tests.test_review import play_to_hand_end


def played(hollywood: bool) -> Match:
    match = new_match(RuleSet(hollywood=hollywood, target=100), 11, "three")
    while match.hand_number <= 3 and not match.is_over:
        play_to_hand_end(match)
        match.apply(NEXT_HAND)
    return match


def the_pad(window: Any, qtbot: QtBot, match: Match) -> Any:
    window.resize(1280, 800)
    levels = ("human", "standard", "standard")
    window.model.resume(match, GameSetup(mode="three", seed=match.seed, human_seat=0,
                                         levels=levels, names=default_names(levels),
                                         rules=match.rules))
    qtbot.waitUntil(lambda: window.model.has_match, timeout=5000)
    QApplication.processEvents()
    view = window.findChild(ScorePadView)
    assert view is not None
    return view.model()


@pytest.mark.parametrize("hollywood", [False, True], ids=["plain", "hollywood"])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_each_hand_line_says_who_was_captain_and_who_sat_out(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, hollywood: bool) -> None:
    language(code)
    window = make_window()
    match = played(hollywood)
    pad = the_pad(window, qtbot, match)
    names = window.model.setup.names
    deals = [e for e in match.events if isinstance(e, HandDealt)]
    ended = {(r.hand_number, r.deal_number) for r in match.results}
    players = [(e.dealer, e.non_dealer) for e in deals
               if (e.hand_number, e.deal_number) in ended]
    assert len(players) == len(match.results) >= 3
    sitters = {next(s for s in range(3) if s not in pair) for pair in players}
    assert len(sitters) > 1  # the roles went round: the marks follow them
    for row, (box, captain) in enumerate(players):
        out = next(s for s in range(3) if s not in (box, captain))
        tip = pad.index(row, COL_HAND).data(Qt.ItemDataRole.ToolTipRole)
        assert _tr("Box: {box} · captain: {captain} · sitting out: {out}").format(
            box=names[box], captain=names[captain], out=names[out]) in tip
        for column in range(FIRST_SCORE_COLUMN, pad.columnCount()):
            index = pad.index(row, column)
            font = index.data(Qt.ItemDataRole.FontRole)
            italic = font is not None and font.italic()
            assert italic == (pad.seat_of(column) == out), (row, column)
            shown = index.data(Qt.ItemDataRole.DisplayRole)
            assert (shown == SAT_OUT_MARK) == italic, (row, column, shown)
            if italic:
                assert _tr("Sitting out this hand: {name}").format(name=names[out]) \
                    in index.data(Qt.ItemDataRole.ToolTipRole)
                assert _tr("sitting out this hand") in index.data(
                    Qt.ItemDataRole.AccessibleTextRole)
            # Heard as the box mark or frame is seen: the box's scores, and only those.
            in_box = _tr("in the box this hand") in index.data(
                Qt.ItemDataRole.AccessibleTextRole)
            assert in_box == (pad.seat_of(column) == box), (row, column)
    header = pad.headerData(COL_HAND, Qt.Orientation.Horizontal,
                            Qt.ItemDataRole.ToolTipRole)
    # First line: the dash (a narrow pad's box mark, where it shows, said under it).
    assert header.split("\n")[0] == _tr("Hand number; a dash in a player's scores: that "
                                         "player sat the hand out")
