"""The move log stays at its last line when its room shrinks (QA session 31): at the end of
a hand the score pad grows a row and takes height from the log below it, which had
scrolled to its last line before; that line was left half hidden. A player who scrolled
up to read an earlier move is left where they are."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import (
    DRAW_STOCK, PASS_UPCARD, ActionKind, Match, Phase, new_match,
)
from gin_desktop.engine.melds import deadwood_after_each_discard


def long_hand(moves: int = 40) -> Match:
    """A hand some ``moves`` in, both seats drawing from the stock and keeping their
    best cards, your turn next."""
    match = new_match(None, 5)
    played = 0
    while match.phase in (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD) and (
            played < moves or match.to_act != 0):
        legal = match.legal_actions()
        if PASS_UPCARD in legal:
            choice = PASS_UPCARD
        elif DRAW_STOCK in legal:
            choice = DRAW_STOCK
        else:
            after = deadwood_after_each_discard(match.hand_of(match.to_act))
            choice = min((a for a in legal if a.kind is ActionKind.DISCARD),
                         key=lambda a: after[a.card])  # type: ignore[index]
        match.apply(choice)
        played += 1
    assert match.phase in (Phase.DRAW, Phase.UPCARD_OFFER)
    return match


def last_line_hidden_by(window: MainWindow) -> int:
    """How many pixels of the log's last line lie below its viewport."""
    listing = window.move_log.list
    rect = listing.visualItemRect(listing.item(listing.count() - 1))
    return max(0, rect.bottom() - listing.viewport().height() + 1)


def shrink_log(window: MainWindow, by: int) -> None:
    """Give the score pad ``by`` pixels of the log's height, as the pad's growing does."""
    pad, log = window.score_dock, window.move_log
    window.resizeDocks([pad, log], [pad.height() + by, log.height() - by],
                       Qt.Orientation.Vertical)
    QApplication.processEvents()
    QTest.qWait(20)


def open_long_log(window: MainWindow) -> None:
    window.model.resume(long_hand(), GameSetup(names=("Ana", "Computer")))
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    listing = window.move_log.list
    assert listing.verticalScrollBar().maximum() > 0  # more lines than room
    assert last_line_hidden_by(window) == 0


def test_the_last_move_stays_whole_when_the_score_pad_grows(window: MainWindow) -> None:
    open_long_log(window)
    for by in (17, 40, 9):
        shrink_log(window, by)
        assert last_line_hidden_by(window) == 0


def test_a_player_reading_earlier_moves_is_not_pulled_down(window: MainWindow) -> None:
    open_long_log(window)
    listing = window.move_log.list
    bar = listing.verticalScrollBar()
    for _ in range(12):  # the scroll bar's top end, clicked until it goes no further
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QPoint(bar.width() // 2, 3))
    QApplication.processEvents()
    assert listing.verticalScrollBar().value() == 0
    shrink_log(window, 40)
    assert listing.verticalScrollBar().value() == 0

