"""What a Czech keyboard-only pass found (session 36): the New game window labelled a level
"Počítač, úroveň:" where Czech says "Úroveň počítače:"; the advice bubble's reason and its
key ran into one sentence for a screen reader ("…se dost nehodí Stiskněte F…"); the hand
review's marks under its cards ("líznutá", "zvolená", "lepší") were painted and heard
nowhere; the statistics said "odehraná" beside "dohraná", and the move log "si lízá" where
the plates say "líže" for the same draw."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.accessibility import card_name
from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.main import MainWindow
from gin_desktop.app.settings import Settings
from gin_desktop.engine import ActionKind

from .test_captain_follows_by_key import SETUP, person_captain_to_act
from .test_review_window import open_review, press, window_after_a_hand
from .test_table import position
from .test_translations import read_ts

CZECH = Path(__file__).resolve().parents[2] / "assets" / "translations" / "gin_desktop_cs.ts"


def _level_labels(dialog: NewGameDialog) -> list[str]:
    return [label.text().replace("&", "") for label in dialog.level_labels
            if label.isVisibleTo(dialog)]


@pytest.mark.parametrize(("code", "two", "three"), [
    ("en", ["Computer, level:"], ["Computer 1, level:", "Computer 2, level:"]),
    ("cs", ["Úroveň počítačového soupeře:"], ["Úroveň počítače 1:", "Úroveň počítače 2:"]),
])
def test_each_computers_level_is_labelled_as_the_language_says_it(
        code: str, two: list[str], three: list[str], qtbot: QtBot, settings: Settings,
        language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QTest.mouseClick(dialog.two_player, Qt.MouseButton.LeftButton)
    assert _level_labels(dialog) == two
    QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert _level_labels(dialog) == three
    for label in dialog.level_labels[:2]:
        assert label.width() >= label.sizeHint().width(), label.text()  # not cut
    dialog.close()


def test_the_advice_bubbles_lines_reach_a_screen_reader_as_sentences(
        window: MainWindow, qtbot: QtBot) -> None:
    """The bubble's reason has no full stop of its own (it also follows "Last answer:");
    joined to the key's line by a space alone, the two read as one sentence."""
    model = window.model
    qtbot.waitUntil(lambda: window.accessibility is not None, timeout=5000)
    layer = window.accessibility
    assert layer is not None
    model.resume(position(person_captain_to_act, mode="three"), SETUP)
    qtbot.waitUntil(lambda: model.is_human_turn() and model.advice is not None,
                    timeout=10_000)

    def described() -> str:
        layer.refresh()
        panel = layer.interface("panel:advice")
        return panel.text(QAccessible.Text.Description) if panel is not None else ""

    qtbot.waitUntil(lambda: "Press F" in described(), timeout=5000)
    words = described()
    assert words.endswith(". Press F to follow the advice."), words
    assert ".." not in words, words


def _heard(row: Any) -> str:
    interface = QAccessible.queryAccessibleInterface(row)
    return interface.text(QAccessible.Text.Name)


def test_the_reviews_marks_are_heard_with_their_cards(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None]) -> None:
    language("cs")
    window = window_after_a_hand(make_window)
    dialog = open_review(window, qtbot)
    # The window may open at a later decision (the first one its heading counts): walked
    # from the first.
    QTest.keyClick(dialog.decision_list, Qt.Key.Key_Home)
    drawn_seen = chosen_seen = 0
    decisions = dialog.hand_review.decisions
    for number, decision in enumerate(decisions):
        view = decision.view
        heard = _heard(dialog.hand_row)
        if view.drawn_card is not None and view.drawn_card != decision.chosen.card:
            drawn_seen += 1
            # Drawn from the stock, or taken from the pile (the draw before says which).
            draw = decisions[number - 1].chosen.kind if number else None
            taken = draw in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD)
            mark = "karta vzatá z hromádky" if taken else "líznutá karta"
            assert f"{card_name(view.drawn_card)} ({mark})" in heard, heard
        if decision.chosen.card is not None:
            chosen_seen += 1
            assert f"{card_name(decision.chosen.card)} (vaše volba)" in heard, heard
        better = decision.verdict.better if decision.verdict is not None else None
        if better is not None and better.card not in (None, decision.chosen.card):
            assert f"{card_name(better.card)} (lepší volba)" in heard, heard
        if better is not None and better.kind in (ActionKind.TAKE_UPCARD,
                                                  ActionKind.DRAW_DISCARD):
            assert _heard(dialog.pile_row).endswith(", lepší volba"), _heard(dialog.pile_row)
        if dialog.next_button.isEnabled():
            press(dialog.next_button)
            QApplication.processEvents()
    assert drawn_seen and chosen_seen
    dialog.close()


def _czech(source: str) -> str:
    return next(m.forms[0] for m in read_ts(CZECH) if m.source == source and not m.comment)


def test_czech_draws_from_the_stock_in_one_form_and_counts_finished_matches_as_such() -> None:
    """The plates' "líže z balíčku" and the move log's sentences say the same draw alike;
    the statistics count finished matches as "dohrané", as the rest of their window does."""
    draws = [_czech(source) for source in (
        "drew from the stock", "{name} drew from the stock",
        "{name} drew the {card} from the stock", "You drew the {card} from the stock")]
    assert all("líž" in draw and "lízá" not in draw for draw in draws), draws
    none = next(m.forms[0] for m in read_ts(CZECH)
                if m.source == "none finished yet" and m.comment == "matches")
    counts = [none] + [_czech(source) for source in (
        "{matches} played, {wins} won ({rate})", "{hands} played, {won} won")]
    assert all("dohr" in count and "odehr" not in count for count in counts), counts
