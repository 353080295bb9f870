"""Game ▸ Statistics ▸ Reset statistics…: players start their statistics afresh. The
confirmation says what is lost and that it is for good, Cancel (and Escape) keep
everything; a reset empties the window at once and the match being played goes on,
counted again from its next finished hand; a file the game cannot write says why and keeps
everything. The real window, real clicks on its buttons and on the confirmation's."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from gin_desktop import review
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.statistics import STATS_NAME, Statistics
from gin_desktop.app.stats_window import StatsWindow
from gin_desktop.engine import Phase, RuleSet

from .test_stats_window import a_hand, a_match, open_statistics, rows_shown

Answer = Callable[[QMessageBox], None]


def when_a_box_shows(answer: Answer, seen: list[QMessageBox]) -> None:
    """Run ``answer`` on the next message box among the top-level widgets, once shown."""

    def look() -> None:
        boxes = [w for w in QApplication.topLevelWidgets()
                 if isinstance(w, QMessageBox) and w.isVisible() and w not in seen]
        if not boxes:
            QTimer.singleShot(20, look)
            return
        box = boxes[0]
        seen.append(box)
        QTest.qWait(10)
        try:
            answer(box)
        except BaseException:
            box.reject()  # the test fails, not hangs
            raise

    QTimer.singleShot(0, look)


def click(name: str) -> Answer:
    def answer(box: QMessageBox) -> None:
        button = box.findChild(QAbstractButton, name)
        assert button is not None and button.isVisible(), f"no {name} in the box"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    return answer


def press_escape(box: QMessageBox) -> None:
    QTest.keyClick(box, Qt.Key.Key_Escape)


def ok(box: QMessageBox) -> None:
    QTest.mouseClick(box.buttons()[0], Qt.MouseButton.LeftButton)


def click_reset(shown: StatsWindow, *answers: Answer) -> list[QMessageBox]:
    """Click "Reset statistics…" and answer the boxes it opens, in order."""
    seen: list[QMessageBox] = []
    pending = list(answers)

    def next_answer(box: QMessageBox) -> None:
        pending.pop(0)(box)
        if pending:
            when_a_box_shows(next_answer, seen)

    if pending:
        when_a_box_shows(next_answer, seen)
    QTest.mouseClick(shown.reset_button, Qt.MouseButton.LeftButton)
    assert not pending, "a box the test expected did not show"
    return seen


def figures(shown: StatsWindow) -> tuple[Any, ...]:
    return (shown.matches_label.text(), shown.hands_label.text(), shown.gins_label.text(),
            shown.knocks_label.text(), shown.form_label.text(), rows_shown(shown),
            shown.rates_table.rowCount(), len(shown.chart.bar_rects()))


def some_statistics(stats: Statistics) -> None:
    stats.record(a_match(1, 104, 31), [a_hand("m1", 1, knocked=True, result="win",
                                              kind="gin"),
                                       a_hand("m1", 2, knocked=False, result="loss")])
    stats.record(a_match(2, 60, 101), [a_hand("m2", 1, knocked=True, result="loss")])
    stats.record_accuracy("m2", 1, 12, 3.5)


def counted(stats: Statistics) -> tuple[int, int, int]:
    return len(stats.hands()), len(stats.finished_matches()), len(stats.accuracy())


def finish_a_hand(window: Any, qtbot: QtBot) -> int:
    """Play the person's moves (the hint's) until the hand is over; its number."""
    model = window.model
    for _ in range(400):
        qtbot.waitUntil(lambda: model.is_human_turn() or model.match.phase is Phase.HAND_OVER,
                        timeout=10_000)
        if model.match.phase is Phase.HAND_OVER:
            return int(model.match.results[-1].hand_number)
        model.play(model.hint().action)
    raise AssertionError("the hand did not end")


def a_long_match(window: Any) -> None:
    window.start_match(GameSetup(names=("Ana", "Computer"), seed=3,
                                 rules=RuleSet.preset("seeds").replace(target=500)))
    assert window.model.wait_idle(5000)


NOTHING_TO_RESET = "There is nothing to reset yet: no hand has been recorded."


def test_with_no_hand_recorded_reset_is_off_and_says_why(window: Any, qtbot: QtBot) -> None:
    """A first start, a match begun and no hand finished: nothing to reset. Once there is
    something, the button is on; after a reset, off again."""
    stats: Statistics = window.persistence.stats
    shown = open_statistics(window, qtbot)
    try:
        button = shown.reset_button
        assert not button.isEnabled()
        assert button.toolTip() == NOTHING_TO_RESET
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        assert not any(isinstance(w, QMessageBox) and w.isVisible()
                       for w in QApplication.topLevelWidgets()), "no confirmation"
        shown.close()

        some_statistics(stats)
        shown = open_statistics(window, qtbot)  # Game ▸ Statistics again: read anew
        assert button.isEnabled() and button.toolTip() == ""
        click_reset(shown, click("confirm_reset"))
        assert counted(stats) == (0, 0, 0)
        assert not button.isEnabled() and button.toolTip() == NOTHING_TO_RESET
    finally:
        shown.close()


def test_the_confirmation_says_what_is_lost_and_cancel_keeps_everything(
        window: Any, qtbot: QtBot) -> None:
    stats: Statistics = window.persistence.stats
    some_statistics(stats)
    shown = open_statistics(window, qtbot)
    try:
        before = figures(shown)
        texts: list[str] = []

        def read_then_cancel(box: QMessageBox) -> None:
            texts.append(f"{box.text()} {box.informativeText()}")
            cancel = box.findChild(QAbstractButton, "cancel_reset")
            assert box.defaultButton() is cancel and box.escapeButton() is cancel
            assert box.findChild(QAbstractButton, "export_first") is not None
            click("cancel_reset")(box)

        click_reset(shown, read_then_cancel)
        (text,) = texts
        assert "Every finished hand and match counted so far will be removed" in text
        assert "cannot be undone" in text and "export them first" in text
        assert counted(stats) == (3, 2, 1)
        assert figures(shown) == before

        click_reset(shown, press_escape)  # Escape is Cancel too
        assert counted(stats) == (3, 2, 1)
        assert figures(shown) == before
    finally:
        shown.close()


def test_export_first_exports_then_asks_again(window: Any, qtbot: QtBot, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "before-the-reset.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args: (str(target), "CSV files (*.csv)"))
    stats: Statistics = window.persistence.stats
    some_statistics(stats)
    shown = open_statistics(window, qtbot)
    try:
        boxes = click_reset(shown, click("export_first"), click("confirm_reset"))
        assert len(boxes) == 2  # asked again after the export
        assert len(target.read_text(encoding="utf-8").splitlines()) == 1 + 3  # every hand
        assert counted(stats) == (0, 0, 0)
    finally:
        shown.close()


def test_a_reset_empties_the_window_and_the_next_finished_hand_is_counted(
        window: Any, qtbot: QtBot) -> None:
    stats: Statistics = window.persistence.stats
    some_statistics(stats)
    a_long_match(window)
    first = finish_a_hand(window, qtbot)
    match_id = window.persistence.match_id
    assert [h.hand_number for h in stats.hands(match_id)] == [first]
    shown = open_statistics(window, qtbot)
    fresh = StatsWindow(Statistics.temporary())  # the window on a first start
    try:
        click_reset(shown, click("confirm_reset"))
        assert counted(stats) == (0, 0, 0)
        assert stats.match(match_id) is None
        assert figures(shown) == figures(fresh)
        assert shown.hands_label.text() == "none finished yet"
        assert shown.export_note.text() == "Statistics started afresh."

        # The match goes on; its hand finished before the reset is not counted again.
        window.model.next_hand()
        second = finish_a_hand(window, qtbot)
        assert second == first + 1
        assert [h.hand_number for h in stats.hands(match_id)] == [second]
        record = stats.match(match_id)
        assert record is not None and record.hands == 1 and record.result == "playing"
        shown.refresh()
        assert shown.hands_label.text() == "1 played, {} won".format(
            int(stats.hands()[0].result == "win"))
    finally:
        fresh.close()
        shown.close()


def test_a_write_waiting_for_the_file_before_the_reset_does_not_come_back(
        window: Any, qtbot: QtBot, tmp_path: Path) -> None:
    """A hand's write that found the file held by another program waits to be tried
    again: after the reset it would have brought the hand back; the next hand's write,
    after the reset, goes through at once."""
    persistence = window.persistence
    stats: Statistics = persistence.stats
    persistence.stats_retry_ms = 600_000  # tried again only when the test says
    a_long_match(window)
    other = sqlite3.connect(tmp_path / "data" / STATS_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        first = finish_a_hand(window, qtbot)
    finally:
        other.rollback()
        other.close()
    match_id = persistence.match_id
    assert stats.hands(match_id) == []  # still waiting for the file
    shown = open_statistics(window, qtbot)
    try:
        click_reset(shown, click("confirm_reset"))
        assert counted(stats) == (0, 0, 0)
        window.model.next_hand()
        second = finish_a_hand(window, qtbot)
        assert [h.hand_number for h in stats.hands(match_id)] == [second]
        assert first not in [h.hand_number for h in stats.hands(match_id)]
    finally:
        shown.close()


def test_a_reset_lasts_when_the_match_is_resumed(make_window: Callable[..., Any],
                                                  qtbot: QtBot,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The game quit after a reset and the match resumed: the next hand's record wrote
    the match's hands from before the reset back from the save."""
    window = make_window()
    window.model.set_computer_delay(0)
    stats: Statistics = window.persistence.stats
    a_long_match(window)
    finish_a_hand(window, qtbot)
    shown = open_statistics(window, qtbot)
    try:
        click_reset(shown, click("confirm_reset"))
    finally:
        shown.close()
    window.model.next_hand()
    second = finish_a_hand(window, qtbot)
    match_id = window.persistence.match_id
    assert [h.hand_number for h in stats.hands(match_id)] == [second]
    window.model.next_hand()
    assert window.model.wait_idle(5000)
    window.close()  # the game quits, its match saved

    monkeypatch.setenv("GIN_DESKTOP_AUTO_RESUME", "1")
    again = make_window()
    qtbot.waitUntil(lambda: again.persistence is not None
                    and again.persistence.match_id == match_id, timeout=5000)
    again.model.set_computer_delay(0)
    third = finish_a_hand(again, qtbot)
    hands = again.persistence.stats.hands(match_id)
    assert [h.hand_number for h in hands] == [second, third]


def test_a_review_that_ends_after_the_reset_counts_only_for_a_hand_after_it(
        window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each hand is reviewed in the background for the accuracy chart: a review of a hand
    finished before the reset that ends after it would have put the hand's accuracy
    back; the next hand's review counts."""
    stats: Statistics = window.persistence.stats
    gate = threading.Event()
    reviews: dict[int, Any] = {}
    original = review.review_hand

    def held_review(match: Any, hand_number: int, *args: Any, **kwargs: Any) -> Any:
        gate.wait(30)  # still running when the player resets
        reviews[hand_number] = original(match, hand_number, *args, **kwargs)
        return reviews[hand_number]

    monkeypatch.setattr(review, "review_hand", held_review)
    a_long_match(window)
    first = finish_a_hand(window, qtbot)
    shown = open_statistics(window, qtbot)
    try:
        click_reset(shown, click("confirm_reset"))
    finally:
        gate.set()
        shown.close()
    window.model.next_hand()
    second = finish_a_hand(window, qtbot)
    # One review at a time, in order: the second's result comes after the first's.
    qtbot.waitUntil(lambda: second in reviews and bool(stats.accuracy()), timeout=60_000)
    assert reviews[first].decisions  # it had something to record
    (point,) = stats.accuracy()
    assert point.decisions == len(reviews[second].decisions)


def refused_reset(window: Any, qtbot: QtBot) -> tuple[list[str], tuple[Any, ...],
                                                        tuple[Any, ...]]:
    """Click Reset and confirm: the warning's text, and the figures before and after."""
    shown = open_statistics(window, qtbot)
    warnings: list[str] = []

    def read_warning(box: QMessageBox) -> None:
        warnings.append(box.text())
        ok(box)

    try:
        before = figures(shown)
        click_reset(shown, click("confirm_reset"), read_warning)
        return warnings, before, figures(shown)
    finally:
        shown.close()


def test_a_locked_file_says_why_and_keeps_everything(window: Any, qtbot: QtBot,
                                                     tmp_path: Path) -> None:
    stats: Statistics = window.persistence.stats
    some_statistics(stats)
    other = sqlite3.connect(tmp_path / "data" / STATS_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file
    try:
        warnings, before, after = refused_reset(window, qtbot)
    finally:
        other.rollback()
        other.close()
    assert warnings == ["The statistics could not be reset: their file could not be "
                        "changed (another program is using it). Nothing was removed."]
    assert after == before
    assert counted(stats) == (3, 2, 1)


def test_a_file_the_game_may_not_write_says_why_and_keeps_everything(
        window: Any, qtbot: QtBot) -> None:
    stats: Statistics = window.persistence.stats
    some_statistics(stats)
    # Read-only as a file on a read-only disk is (the tests run as a user whom file
    # permissions do not stop).
    stats._conn.execute("PRAGMA query_only = ON")
    warnings, before, after = refused_reset(window, qtbot)
    stats._conn.execute("PRAGMA query_only = OFF")
    assert warnings == ["The statistics could not be reset: their file could not be "
                        "changed (the game may not write to it). Nothing was removed."]
    assert after == before
    assert counted(stats) == (3, 2, 1)
