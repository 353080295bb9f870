"""The score pad: one line per hand, bonus lines, totals; Hollywood's three games.

Matches are played by the engine from fixed seeds with deterministic players (the
"standard" computer level, or a scripted player that never knocks), then shown on the pad,
directly or through a ``GameModel``. RULES.md "Two-player game" 8-10, "Variants", "Extras".
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from pytestqt.qtbot import QtBot

from gin_desktop.ai import make_strategy
from gin_desktop.app.model import GameModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.scorepad import (
    COL_DEALER, COL_HAND, COL_KNOCKER, COL_RESULT, FIRST_SCORE_COLUMN, KIND_ROLE, MIN_WORDS,
    POINTS_ROLE,
    TOTAL_ROLE, ScorePadDock, ScorePadModel,
)
from gin_desktop.engine import (
    NEXT_HAND, Action, ActionKind, Match, Phase, ResultKind, RuleSet, SeatView, new_match,
)

Chooser = Callable[[SeatView], Action]


def computer(seed: int = 1) -> Chooser:
    bot = make_strategy("standard", seed)
    return bot.choose


def never_knocks(view: SeatView) -> Action:
    """Pass the upcard, draw from the stock, throw the card drawn: every hand is drawn."""
    legal = view.legal_actions
    for action in legal:
        if action.kind in (ActionKind.PASS_UPCARD, ActionKind.DRAW_STOCK):
            return action
    drawn = view.drawn_card
    for action in legal:
        if action.kind is ActionKind.DISCARD and action.card is drawn:
            return action
    return next(a for a in legal if a.kind is ActionKind.DISCARD)


def play(match: Match, hands: int | None = None,
         chooser: Callable[[int], Chooser] | None = None) -> Match:
    """Play ``match`` until ``hands`` hands have ended (None: to its end)."""
    players = {seat: (chooser or (lambda s: computer(s + 1)))(seat) for seat in match.seats}
    while not match.is_over:
        if match.phase is Phase.HAND_OVER:
            if hands is not None and len(match.results) >= hands:
                break
            match.apply(NEXT_HAND)
            continue
        seat = match.to_act
        assert seat is not None
        match.apply(players[seat](match.view(seat)), seat)
    return match


def cell(model: ScorePadModel, row: int, column: int,
         role: int = Qt.ItemDataRole.DisplayRole) -> object:
    return model.data(model.index(row, column), role)


def kinds(model: ScorePadModel) -> list[str]:
    return [str(cell(model, r, 0, KIND_ROLE)) for r in range(model.rowCount())]


def pad_for(match: Match, names: tuple[str, ...] | None = None) -> ScorePadModel:
    model = ScorePadModel()
    model.set_match(match, names)
    return model


def test_one_line_per_hand_then_the_totals(qtbot: QtBot) -> None:
    match = play(new_match(RuleSet(), seed=7), hands=4)
    pad = pad_for(match, ("Ana", "Computer"))
    assert kinds(pad) == ["hand"] * 4 + ["total"]
    assert pad.columnCount() == FIRST_SCORE_COLUMN + 2
    assert pad.headerData(FIRST_SCORE_COLUMN, Qt.Orientation.Horizontal) == "Ana"
    assert pad.headerData(FIRST_SCORE_COLUMN + 1, Qt.Orientation.Horizontal) == "Computer"
    running = [0, 0]
    for row, result in enumerate(match.results):
        assert cell(pad, row, COL_HAND) == str(result.hand_number)
        assert cell(pad, row, COL_DEALER) == ("Ana", "Computer")[result.dealer]
        if result.knocker is not None:
            assert cell(pad, row, COL_KNOCKER) == ("Ana", "Computer")[result.knocker]
        for seat in (0, 1):
            scored = result.points if result.winner == seat else 0
            running[seat] += scored
            assert cell(pad, row, FIRST_SCORE_COLUMN + seat, POINTS_ROLE) == scored
            assert cell(pad, row, FIRST_SCORE_COLUMN + seat, TOTAL_ROLE) == running[seat]
            assert cell(pad, row, FIRST_SCORE_COLUMN + seat) == str(running[seat])
    total = pad.rowCount() - 1
    assert cell(pad, total, 0) == "Total"
    assert [cell(pad, total, FIRST_SCORE_COLUMN + s, TOTAL_ROLE) for s in (0, 1)] \
        == match.scores


def test_each_line_explains_its_score(qtbot: QtBot) -> None:
    match = play(new_match(RuleSet(), seed=7), hands=6)
    pad = pad_for(match)
    seen = set()
    for row, result in enumerate(match.results):
        tip = str(cell(pad, row, COL_RESULT, Qt.ItemDataRole.ToolTipRole))
        kd, dd = result.knocker_deadwood, result.defender_deadwood
        seen.add(result.kind)
        if result.kind is ResultKind.KNOCK:
            assert cell(pad, row, COL_RESULT) == "Knock"
            assert f"Knock: {dd} − {kd} = {dd - kd}" in tip
        elif result.kind is ResultKind.GIN:
            assert cell(pad, row, COL_RESULT) == "Gin"
            assert f"Gin: {dd} deadwood + 25 gin bonus = {dd + 25}" in tip
        elif result.kind is ResultKind.UNDERCUT:
            assert cell(pad, row, COL_RESULT) == "Undercut"
            assert f"{kd} − {dd} = {kd - dd}" in tip and "undercut bonus" in tip
    assert ResultKind.KNOCK in seen


def test_a_drawn_hand_scores_nothing(qtbot: QtBot) -> None:
    """RULES.md two-player 9: the wall ends the hand with no score."""
    match = play(new_match(RuleSet(), seed=3), hands=2, chooser=lambda seat: never_knocks)
    pad = pad_for(match)
    assert [r.kind for r in match.results] == [ResultKind.DRAWN, ResultKind.DRAWN]
    for row in (0, 1):
        assert cell(pad, row, COL_RESULT) == "Drawn"
        assert cell(pad, row, COL_KNOCKER) == "—"
        assert cell(pad, row, FIRST_SCORE_COLUMN, POINTS_ROLE) == 0
        assert "no score" in str(cell(pad, row, COL_RESULT, Qt.ItemDataRole.ToolTipRole))


def test_three_hand_has_three_seat_columns_and_the_box(qtbot: QtBot) -> None:
    match = play(new_match(RuleSet(), seed=11, mode="three"), hands=3)
    pad = pad_for(match, ("You", "Computer 1", "Computer 2"))
    assert pad.columnCount() == FIRST_SCORE_COLUMN + 3
    assert pad.headerData(COL_DEALER, Qt.Orientation.Horizontal) == "Box"
    total = pad.rowCount() - 1
    assert [cell(pad, total, FIRST_SCORE_COLUMN + s, TOTAL_ROLE) for s in range(3)] \
        == match.scores


def test_hollywood_scores_three_games_in_column_groups(qtbot: QtBot) -> None:
    """RULES.md Hollywood: the first win scores in game 1, the second in 1-2, then all."""
    match = play(new_match(RuleSet.preset("hollywood"), seed=5), hands=8)
    pad = pad_for(match, ("You", "Computer"))
    assert pad.hollywood
    assert pad.columnCount() == FIRST_SCORE_COLUMN + 6
    assert pad.headerData(pad.column_for(1, 2), Qt.Orientation.Horizontal) \
        == "Game 3\nComputer"
    for row, result in enumerate(match.results):
        for game in range(3):
            for seat in (0, 1):
                scored = result.points if result.winner == seat and game in result.games else 0
                assert cell(pad, row, pad.column_for(seat, game), POINTS_ROLE) == scored
    total = pad.rowCount() - 1
    for game in range(3):
        for seat in (0, 1):
            assert cell(pad, total, pad.column_for(seat, game), TOTAL_ROLE) \
                == match.game_scores[game][seat]
    # A player's first winning hand scores in game 1 only.
    first_win = next(r for r in match.results if r.winner is not None and r.points)
    assert first_win.games == (0,)


def test_end_of_game_bonuses_get_their_own_lines(qtbot: QtBot) -> None:
    """RULES.md "Extras": line bonus per hand won, game bonus, shutout."""
    rules = RuleSet(line_bonus=25, game_bonus=100, shutout=True)
    match = play(new_match(rules, seed=7))
    assert match.is_over and match.bonuses
    pad = pad_for(match, ("You", "Computer"))
    hands = len(match.results)
    assert kinds(pad) == ["hand"] * hands + ["bonus"] * len(match.bonuses) + ["total"]
    for offset, bonus in enumerate(match.bonuses):
        row = hands + offset
        label = str(cell(pad, row, 0))
        assert {"line": "Line bonus", "game": "Game bonus", "shutout": "Shutout"}[bonus.kind] \
            in label
        assert cell(pad, row, FIRST_SCORE_COLUMN + bonus.seat, POINTS_ROLE) == bonus.points
    line = next(b for b in match.bonuses if b.kind == "line")
    won = sum(1 for r in match.results if r.winner == line.seat and r.points)
    tip = str(cell(pad, hands, 0, Qt.ItemDataRole.ToolTipRole))
    assert f"{won} {'hand' if won == 1 else 'hands'} won × 25 = {line.points}" in tip
    total = pad.rowCount() - 1
    assert cell(pad, total, 0) == "Final total"
    assert tuple(cell(pad, total, FIRST_SCORE_COLUMN + s, TOTAL_ROLE) for s in (0, 1)) \
        == match.totals
    winner = match.winner
    assert winner is not None
    assert "★" in str(cell(pad, total, FIRST_SCORE_COLUMN + winner))


def test_the_line_bonus_tooltip_counts_the_hands_the_engine_counted(qtbot: QtBot) -> None:
    """RULES.md "Line": every hand won counts, a 0-point undercut win too. The tooltip shows
    the engine's count (``Bonus.hands``), never a count of the hands that scored points."""
    rules = RuleSet(line_bonus=25, undercut_bonus=0, equal_deadwood_is_undercut=True,
                    target=50)
    # A match in which some hand was won with an undercut worth 0 points (equal deadwood,
    # no bonus); which seed gives one depends on the players, so look for it.
    for seed in range(1, 300):
        match = play(new_match(rules, seed=seed))
        zero_wins = [r for r in match.results if r.winner is not None and not r.points]
        if zero_wins:
            break
    assert match.is_over
    assert zero_wins and all(r.kind is ResultKind.UNDERCUT for r in zero_wins)
    line = next(b for b in match.bonuses if b.kind == "line" and b.seat == zero_wins[0].winner)
    zero_wins = [r for r in zero_wins if r.winner == line.seat]
    scoring_wins = sum(1 for r in match.results if r.winner == line.seat and r.points)
    assert line.hands == scoring_wins + len(zero_wins)
    pad = pad_for(match, ("You", "Computer"))
    row = len(match.results) + match.bonuses.index(line)
    tip = str(cell(pad, row, 0, Qt.ItemDataRole.ToolTipRole))
    hands = "hand" if line.hands == 1 else "hands"
    assert f"{line.hands} {hands} won × 25 = {line.points}" in tip
    assert f": {scoring_wins} hand" not in tip


def test_hollywood_bonuses_go_to_their_game(qtbot: QtBot) -> None:
    rules = RuleSet.preset("hollywood").replace(line_bonus=25, game_bonus=100)
    match = play(new_match(rules, seed=5))
    assert match.is_over
    pad = pad_for(match)
    total = pad.rowCount() - 1
    for seat in (0, 1):
        summed = sum(int(cell(pad, total, pad.column_for(seat, g), TOTAL_ROLE))  # type: ignore[call-overload]
                     for g in range(3))
        assert summed == match.totals[seat]
    for g, winner in enumerate(match.game_winners):
        assert winner is not None
        assert "★" in str(cell(pad, total, pad.column_for(winner, g)))


def test_an_oklahoma_spade_hand_is_marked_doubled(qtbot: QtBot) -> None:
    """RULES.md Oklahoma: a spade upcard doubles every score of the hand."""
    for seed in range(1, 400):
        match = play(new_match(RuleSet.preset("oklahoma"), seed=seed), hands=1)
        result = match.results[0]
        if result.doubled and result.points:
            break
    else:  # pragma: no cover - the deals make this impossible
        pytest.fail("no doubled hand found")
    pad = pad_for(match)
    assert str(cell(pad, 0, COL_RESULT)).endswith("♠×2")
    tip = str(cell(pad, 0, COL_RESULT, Qt.ItemDataRole.ToolTipRole))
    assert re.search(rf"doubled .*= {result.points}", tip)


def test_a_drawn_oklahoma_spade_hand_is_not_marked_doubled(qtbot: QtBot) -> None:
    """RULES.md Oklahoma doubles every score of a spade hand; a drawn hand has none. Deal
    21's upcard is the A♠ (gin only, doubled): played to the wall, its line read "Drawn
    ♠×2", tinted as a doubled score, beside a tooltip that rightly said no score."""
    match = play(new_match(RuleSet.preset("oklahoma"), seed=21), hands=1,
                 chooser=lambda seat: never_knocks)
    result = match.results[0]
    assert result.kind is ResultKind.DRAWN and result.doubled and not result.points
    pad = pad_for(match)
    assert cell(pad, 0, COL_RESULT) == "Drawn"
    for column in range(pad.columnCount()):
        assert cell(pad, 0, column, Qt.ItemDataRole.BackgroundRole) is None


def test_the_pad_follows_the_game_model(qtbot: QtBot, game_model: GameModel) -> None:
    pad = ScorePadModel(game_model)
    setup = GameSetup(levels=("human", "standard"), names=("Ana", "Computer"), seed=7)
    game_model.start(setup)
    assert kinds(pad) == ["total"]
    human = computer(99)
    for _ in range(400):
        if len(game_model.match.results) == 2:
            break
        assert game_model.wait_idle(5000)
        if game_model.match.phase is Phase.HAND_OVER:
            game_model.next_hand()
        elif game_model.match.to_act == game_model.human_seat:
            game_model.play(human(game_model.human_view()))
    assert kinds(pad) == ["hand", "hand", "total"]
    assert pad.headerData(FIRST_SCORE_COLUMN, Qt.Orientation.Horizontal) == "Ana"
    # A resumed match rebuilds the pad from scratch.
    other = play(new_match(RuleSet(), seed=8), hands=3)
    game_model.resume(other, setup)
    assert kinds(pad) == ["hand"] * 3 + ["total"]


def test_the_dock_stays_readable(qtbot: QtBot) -> None:
    rules = RuleSet(line_bonus=25)
    match = play(new_match(rules, seed=7))
    dock = ScorePadDock()
    qtbot.addWidget(dock)
    dock.score_model.set_match(match, ("A very long player name indeed", "Computer"))
    dock.resize(360, 420)
    dock.show()
    header = dock.view.horizontalHeader()
    # The words share the room left; the numbers always show whole.
    shown = [c for c in range(header.count()) if not dock.view.isColumnHidden(c)]
    assert COL_RESULT in shown
    assert sum(header.sectionSize(c) for c in shown) == dock.view.viewport().width()
    for column in (FIRST_SCORE_COLUMN, FIRST_SCORE_COLUMN + 1):
        assert header.sectionSize(column) >= dock.view.sizeHintForColumn(column)
    assert dock.view.textElideMode() is Qt.TextElideMode.ElideRight
    # Too narrow for everything (it scrolled sideways, and beside the table the window ran
    # past an 800-pixel screen): the totals alone, each whole, the result's column only
    # where it keeps a readable minimum; each line's tooltip says the result and points.
    dock.resize(200, 420)
    qtbot.wait(10)
    assert dock.view.isColumnHidden(COL_RESULT) or header.sectionSize(COL_RESULT) >= MIN_WORDS
    assert not dock.view.horizontalScrollBar().isVisible()
    bold = QFont(dock.view.font())
    bold.setBold(True)
    for column in (FIRST_SCORE_COLUMN, FIRST_SCORE_COLUMN + 1):
        total = str(dock.score_model.index(dock.score_model.rowCount() - 1, column).data())
        assert header.sectionSize(column) >= QFontMetrics(bold).horizontalAdvance(total) + 8
    # Bonus and total lines span the word columns.
    last = dock.score_model.rowCount() - 1
    assert dock.view.columnSpan(last, 0) == FIRST_SCORE_COLUMN
    assert "100" in dock.summary.text()
    assert not dock.grab().isNull()


def test_before_a_match_the_pad_has_no_columns_of_nobody(qtbot: QtBot) -> None:
    """Behind the resume question: "No game yet", not columns for "Seat 1" and "Seat 2"."""
    dock = ScorePadDock()
    qtbot.addWidget(dock)
    dock.show()
    assert dock.score_model.columnCount() == 0
    assert dock.view.horizontalHeader().isHidden()
    dock.score_model.set_match(new_match(RuleSet(), seed=3), ("You", "Computer"))
    assert dock.score_model.columnCount() == FIRST_SCORE_COLUMN + 2
    assert not dock.view.horizontalHeader().isHidden()


def test_straight_gin_names_its_column_for_the_gin(qtbot: QtBot) -> None:
    """In Straight gin no one may knock (RULES.md "Variants"): the column says who went
    gin, not who knocked."""
    match = play(new_match(RuleSet.preset("straight"), seed=3), hands=2)
    pad = pad_for(match, ("Ana", "Computer"))
    horizontal = Qt.Orientation.Horizontal
    assert pad.headerData(COL_KNOCKER, horizontal) == "Went gin"
    assert "no one may knock" in str(
        pad.headerData(COL_KNOCKER, horizontal, Qt.ItemDataRole.ToolTipRole))
    for row, result in enumerate(match.results):
        if result.kind is ResultKind.GIN:
            assert cell(pad, row, COL_KNOCKER) == ("Ana", "Computer")[result.knocker or 0]
    classic = pad_for(play(new_match(RuleSet(), seed=7), hands=1), ("Ana", "Computer"))
    assert classic.headerData(COL_KNOCKER, horizontal) == "Knocked"
