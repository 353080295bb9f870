"""Commands that end a match in progress ask first and say what is kept (New game,
Replay deal). Driven by real clicks and keys on the real main window and its dialogs."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import DRAW_STOCK, PASS_UPCARD

#: What to do with the next modal window.
Answer = Callable[[QWidget], None]




def answer_modals(answers: list[Answer], seen: list[QWidget]) -> None:
    """Answer the modal windows as they open, in order, with real clicks or keys."""
    pending = list(answers)

    def poll() -> None:
        modal = QApplication.activeModalWidget()
        if modal is not None and (not seen or modal is not seen[-1]) and pending:
            seen.append(modal)
            QTest.qWait(10)
            pending.pop(0)(modal)
        if pending:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)


def click(name: str) -> Answer:
    def answer(modal: QWidget) -> None:
        button = modal.findChild(QAbstractButton, name)
        assert button is not None, f"no {name} in {modal.objectName()}"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    return answer


def press_escape(modal: QWidget) -> None:
    QTest.keyClick(modal, Qt.Key.Key_Escape)


def click_ok(modal: QWidget) -> None:
    """The dialog's OK (the replay dialog's "Deal")."""
    box = modal.findChildren(QAbstractButton)
    ok = next(b for b in box if b.text().replace("&", "") == "Deal")
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)


def play_a_move(window: MainWindow) -> None:
    window.start_match(GameSetup(names=("Ana", "Computer"), seed=3))
    model = window.model
    assert model.wait_idle(5000)
    legal = model.human_view().legal_actions
    model.play(PASS_UPCARD if PASS_UPCARD in legal else DRAW_STOCK)
    assert model.wait_idle(5000)


def click_new_game(window: MainWindow) -> None:
    button = window.toolbar.widgetForAction(window.new_game_action)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def archived(window: MainWindow) -> list[Path]:
    store = window.persistence.store
    assert store is not None
    return list(store.archived())


def test_new_game_over_a_match_in_progress_asks_and_keep_playing_keeps_it(
        window: MainWindow) -> None:
    play_a_move(window)
    match = window.model.match
    moves = len(match.actions)
    kept = archived(window)
    seen: list[QWidget] = []
    answer_modals([click("deal_button"), click("keep_playing_button")], seen)
    click_new_game(window)
    assert window.model.match is match and len(match.actions) == moves
    assert archived(window) == kept
    question = seen[-1]
    assert isinstance(question, QMessageBox)
    # It says which match ends and what happens to it (each name held to its score by a
    # no-break space: test_end_match_pairs.py).
    said = question.text().replace("\u00a0", " ")
    assert "hand 1" in said and "Ana: 0" in said
    assert "archive" in question.informativeText()


def test_escape_on_the_question_keeps_the_match(window: MainWindow) -> None:
    play_a_move(window)
    match = window.model.match
    answer_modals([click("deal_button"), press_escape], [])
    click_new_game(window)
    assert window.model.match is match


def test_ending_the_match_deals_the_new_game_and_archives_the_old_one(
        window: MainWindow) -> None:
    play_a_move(window)
    old = window.model.match
    kept = archived(window)
    answer_modals([click("deal_button"), click("end_match_button")], [])
    click_new_game(window)
    assert window.model.match is not old
    added = [p.name for p in archived(window) if p not in kept]
    assert len(added) == 1 and "abandoned" in added[0]


def test_replay_deal_asks_before_ending_the_match(window: MainWindow, qtbot: QtBot) -> None:
    play_a_move(window)
    old = window.model.match
    seen: list[QWidget] = []
    answer_modals([click_ok, click("keep_playing_button")], seen)
    QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.model.match is old
    assert isinstance(seen[-1], QMessageBox)
    # The offscreen platform has no window manager to give the window back its focus.
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    answer_modals([click_ok, click("end_match_button")], [])
    QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.model.match is not old
    assert window.model.match.hand.deal_number == old.hand.deal_number


def test_no_question_when_nothing_has_been_played(window: MainWindow) -> None:
    window.start_match(GameSetup(names=("Ana", "Computer"), seed=3))
    assert window.model.wait_idle(5000)
    old = window.model.match
    assert not old.actions  # the person is offered the upcard first on this deal
    seen: list[QWidget] = []
    answer_modals([click("deal_button")], seen)
    click_new_game(window)
    assert window.model.match is not old
    assert len(seen) == 1  # the New game dialog only



def test_no_question_when_only_the_computer_has_passed_the_upcard(window: MainWindow) -> None:
    """The person dealt, so the computer was offered the upcard first and passed it: a
    newcomer who has not played a card yet is not asked to end "the match in progress"."""
    window.start_match(GameSetup(names=("Ana", "Computer"), seed=3, first_dealer=0))
    assert window.model.wait_idle(5000)
    old = window.model.match
    assert [type(e).__name__ for e in old.events[-1:]] == ["UpcardPassed"]
    assert old.events[-1].seat == 1  # type: ignore[attr-defined]
    asked: list[str] = []

    def keep_playing_if_asked() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox) and modal.isVisible():
            asked.append(modal.text())
            click("keep_playing_button")(modal)

    watch = QTimer()
    watch.timeout.connect(keep_playing_if_asked)
    watch.start(20)
    answer_modals([click("deal_button")], [])
    click_new_game(window)
    watch.stop()
    assert asked == []
    assert window.model.match is not old
