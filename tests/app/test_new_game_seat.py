"""New game's seat choice says what it decides. In the two-player game a seat decides only
who deals the first hand of a replayed deal (RULES.md two-player 1: the first dealer is
drawn at random, and the same deal gives the dealer the same cards), and the dialog read
"Your seat: Seat 1", which told a player nothing. With a random deal there is no choice
to make; with a deal typed the choice is who deals first. Real keys and clicks."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings
from gin_desktop.engine import new_match

from .test_distinct_names import opened


def shown_texts(dialog: NewGameDialog) -> list[str]:
    return [label.text() for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog)]


def test_a_random_two_player_deal_offers_no_seat(qtbot: QtBot, settings: Settings) -> None:
    dialog = opened(qtbot, settings)
    assert dialog.two_player.isChecked()
    assert not dialog.seat_combo.isVisibleTo(dialog)
    assert not any("seat" in text.lower() for text in shown_texts(dialog)), shown_texts(dialog)


def test_a_typed_deal_asks_who_deals_first_and_deals_so(qtbot: QtBot,
                                                        settings: Settings) -> None:
    dialog = opened(qtbot, settings)
    QTest.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
    QTest.keyClicks(dialog.seed_edit, "123456")
    combo = dialog.seat_combo
    assert combo.isVisibleTo(dialog)
    assert dialog.seat_label.text().replace("&", "") == "First dealer:"
    assert [combo.itemText(i) for i in range(combo.count())] == ["You", "Computer"]
    for choice, you_deal in ((0, True), (1, False)):
        combo.setFocus()
        QTest.keyClick(combo, Qt.Key.Key_Home if choice == 0 else Qt.Key.Key_End)
        setup = dialog.setup()
        match = new_match(setup.rules, setup.seed, setup.mode, setup.first_dealer)
        assert (match.hand.dealer == setup.human_seat) is you_deal
    # A deal that cannot be read says nothing of a dealer.
    QTest.keyClicks(dialog.seed_edit, "x")
    assert not combo.isVisibleTo(dialog)


def test_the_three_hand_game_keeps_its_seats(qtbot: QtBot, settings: Settings) -> None:
    dialog = opened(qtbot, settings)
    QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    assert dialog.seat_combo.isVisibleTo(dialog)
    assert dialog.seat_combo.count() == 3
    assert dialog.seat_label.text().replace("&", "") == "Your seat:"


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_a_typed_deal_keeps_the_dialog_whole_on_a_small_screen(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None], code: str) -> None:
    """The first-dealer row appears only once a deal is typed; its Portuguese label ("Quem
    dá as cartas primeiro:") on one line widened the players' column past an 800-pixel
    screen, and the rules scrolled sideways, their fields cut off at the right."""
    language(code)
    dialog = opened(qtbot, settings)
    screen = dialog.screen().availableGeometry()
    assert screen.width() <= 800
    QTest.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
    QTest.keyClicks(dialog.seed_edit, "777")
    QTest.qWait(50)  # the dialog grows to its new row once it is laid out
    assert dialog.seat_combo.isVisibleTo(dialog)
    assert dialog.frameGeometry().width() <= screen.width()
    assert not dialog.body.horizontalScrollBar().isVisible()
    label = dialog.seat_label
    assert label.heightForWidth(label.width()) <= label.height() + 1, label.text()
    for field in (dialog.seat_combo, dialog.target_spin, dialog.next_dealer_combo):
        place = field.rect().translated(field.mapTo(dialog.body.viewport(), QPoint(0, 0)))
        assert dialog.body.viewport().rect().contains(place), field.objectName()


@pytest.mark.parametrize("code", ["en", "pt"])
def test_typing_a_deal_moves_nothing_the_person_is_typing_in(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None], code: str) -> None:
    """The first-dealer row appeared above the deal field as the first digit was typed, and
    the field jumped a row down under the mouse and the typing. The row appears under it."""
    language(code)
    dialog = opened(qtbot, settings)

    def places() -> dict[str, QPoint]:
        return {name: field.mapTo(dialog, QPoint(0, 0)) for name, field in (
            ("deal", dialog.seed_edit), ("name", dialog.name_edit),
            ("level", dialog.level_combos[0]), ("training", dialog.training_check))}

    before = places()
    QTest.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
    for key in "4021":
        QTest.keyClicks(dialog.seed_edit, key)
        QTest.qWait(20)  # laid out again, as on the screen
        assert dialog.seat_combo.isVisibleTo(dialog)
        assert places() == before, key
    # Who deals first comes after the deal, by the eye and by Tab.
    assert dialog.seat_combo.mapTo(dialog, QPoint(0, 0)).y() > before["deal"].y()
    QTest.keyClick(dialog.seed_edit, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.seat_combo
