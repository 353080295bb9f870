"""Three-hand, a hand the person sat out: they held no cards and decided nothing, so the
result panel offers no "Review hand". Game ▸ Review hand (and its key, Ctrl+Shift+R) opened
an almost empty review window all the same ("You made no decisions in this hand"); it is now
off, its tip saying why, as long as the hand it would open is one the person sat out and no
hand before it was theirs (then it opens the last hand they played)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import NEXT_HAND, Role, RuleSet, new_match

from tests.test_review import play_to_hand_end

SETUP = GameSetup(mode="three", levels=("human", "standard", "standard"),
                  names=("Ana", "Bo", "Cy"))
REASON = "You sat out this hand: there are no decisions of yours to review"


def after_first_hand(make_window: Any, qtbot: QtBot, seed: int, sat_out: bool) -> Any:
    """A window resumed at the end of the first hand of seed ``seed``'s three-hand match,
    which seat 0 (the person) sat out or played, with Ctrl+Shift+R pressed on the table:
    its review features."""
    match = new_match(RuleSet(), seed=seed, mode="three")
    assert (match.roles()[0] is Role.SITTING_OUT) == sat_out
    return resumed_with_review_key(make_window, qtbot, play_to_hand_end(match))


def resumed_with_review_key(make_window: Any, qtbot: QtBot, match: Any,
                            before_key: Any = None) -> Any:
    """A window resumed at ``match``, with Ctrl+Shift+R pressed on the table (after
    ``before_key(features)``): its review features."""
    window = make_window()
    window.model.resume(match, SETUP)
    assert window.model.wait_idle(5000)
    features = window.review_features
    features.samples = 2
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    if before_key is not None:
        before_key(features)
    QTest.keyClick(window.table, Qt.Key.Key_R,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    QApplication.processEvents()
    return features


def test_review_hand_is_off_for_a_hand_sat_out(make_window: Any, qtbot: QtBot) -> None:
    features = after_first_hand(make_window, qtbot, 0, sat_out=True)
    assert features.review_dialog is None
    action = features.review_action
    assert not action.isEnabled()
    assert action.statusTip() == action.toolTip() == REASON


def test_review_hand_comes_back_for_a_hand_played(make_window: Any, qtbot: QtBot) -> None:
    """Seat 0 plays the first hand of seed 3's match: the review opens on its decisions."""
    features = after_first_hand(make_window, qtbot, 3, sat_out=False)
    dialog = features.review_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.hand_review is not None, timeout=30_000)
    assert dialog.hand_review.decisions
    assert features.review_action.statusTip() != REASON


def played_then_sat_out() -> Any:
    """A three-hand match whose first hand seat 0 played and whose second it sat out,
    both over."""
    for seed in range(40):
        match = new_match(RuleSet(), seed=seed, mode="three")
        if match.roles()[0] is Role.SITTING_OUT:
            continue
        play_to_hand_end(match)
        match.apply(NEXT_HAND)
        if match.roles()[0] is Role.SITTING_OUT:
            return play_to_hand_end(match)
    raise AssertionError("no seed below 40 has seat 0 play hand 1 and sit out hand 2")


def test_review_hand_after_a_hand_sat_out_opens_the_hand_played_before(
        make_window: Any, qtbot: QtBot) -> None:
    """Ana played hand 1 and sat out hand 2: Game ▸ Review hand was off, its tip saying she
    sat out, though hand 1 was hers to review. It opens hand 1."""
    def menu_on(features: Any) -> None:
        assert features.review_action.isEnabled()
        assert features.review_action.statusTip() != REASON

    features = resumed_with_review_key(make_window, qtbot, played_then_sat_out(), menu_on)
    dialog = features.review_dialog
    assert dialog is not None
    assert dialog.hand_number == 1
    qtbot.waitUntil(lambda: dialog.hand_review is not None, timeout=30_000)
    assert dialog.hand_review.decisions
