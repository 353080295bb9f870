"""New game's seat choice says what it decides. In the two-player game a seat decides only
who deals the first hand of a replayed deal (RULES.md two-player 1: the first dealer is
drawn at random, and the same deal gives the dealer the same cards); in the three-hand game
only which role the draw for the roles gives you in its first hand (RULES.md three-hand 1:
the cards go out in seat order, and the same deal draws the same cards). The dialog read
"Your seat: Seat 1", which told a player nothing. With a random deal there is no choice
to make; with a deal typed the choice is who deals first, or your first role. Real keys and
clicks."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QLabel
from pytestqt.qtbot import QtBot

from gin_desktop.app.deal_code import deal_code
from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.model import GameModel
from gin_desktop.app.settings import Settings
from gin_desktop.engine import Role, new_match

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


def test_a_random_three_hand_deal_offers_no_seat(qtbot: QtBot, settings: Settings) -> None:
    """The roles of a random deal are drawn from a deal no one knows yet: whichever seat,
    the person is as likely to be in the box, captain or sitting out."""
    dialog = opened(qtbot, settings)
    QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    assert dialog.three_hand.isChecked()
    assert not dialog.seat_combo.isVisibleTo(dialog)
    assert not any("seat" in text.lower() for text in shown_texts(dialog)), shown_texts(dialog)


def started_role(game_model: GameModel, dialog: NewGameDialog) -> Role:
    """The person's role in the first hand of the match the dialog's choices start."""
    setup = dialog.setup()
    game_model.start(setup)
    return game_model.match.roles()[setup.human_seat]


ROLES = {"Box": Role.BOX, "Captain": Role.CAPTAIN, "Sitting out": Role.SITTING_OUT}


def test_a_typed_three_hand_deal_asks_your_first_role_and_deals_it(
        qtbot: QtBot, settings: Settings, game_model: GameModel) -> None:
    dialog = opened(qtbot, settings)
    QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    QTest.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
    QTest.keyClicks(dialog.seed_edit, "42")
    combo = dialog.seat_combo
    assert combo.isVisibleTo(dialog)
    assert dialog.seat_label.text().replace("&", "") == "Your first role:"
    assert "same deal always draws the same cards" in combo.toolTip()
    assert [combo.itemText(i) for i in range(combo.count())] == list(ROLES)
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home)
    seats = set()
    for index, role in enumerate(ROLES.values()):
        if index:
            QTest.keyClick(combo, Qt.Key.Key_Down)
        assert combo.currentText() == list(ROLES)[index]
        assert started_role(game_model, dialog) is role
        seats.add(dialog.setup().human_seat)
    assert seats == {0, 1, 2}
    # Deal 42 and deal 7 draw other roles for the same seat: the row follows the deal.
    QTest.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
    QTest.keyClick(dialog.seed_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(dialog.seed_edit, "7")
    assert started_role(game_model, dialog) is ROLES[combo.currentText()]
    # A deal that cannot be read says nothing of a role.
    QTest.keyClicks(dialog.seed_edit, "x")
    assert not combo.isVisibleTo(dialog)


def test_a_deal_code_that_names_its_table_gives_its_roles(
        qtbot: QtBot, settings: Settings, game_model: GameModel) -> None:
    """A code copied from a later hand names who was in the box, captain and sitting out:
    the roles are not drawn, and the row offers the code's."""
    dialog = opened(qtbot, settings)
    QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    QTest.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
    # Seat 0 captain, 1 sitting out, 2 in the box: deal 4021 draws seat 0 into the box.
    QTest.keyClicks(dialog.seed_edit, deal_code(4021, None, roles=(2, 0, 1)))
    combo = dialog.seat_combo
    assert combo.isVisibleTo(dialog)
    assert "deal code" in combo.toolTip()
    for key, role, seat in ((Qt.Key.Key_Home, Role.BOX, 2),
                            (Qt.Key.Key_End, Role.SITTING_OUT, 1)):
        combo.setFocus()
        QTest.keyClick(combo, key)
        assert dialog.setup().human_seat == seat
        assert started_role(game_model, dialog) is role


def test_a_code_dealt_to_the_sitter_offers_roles_once_the_box_is_ticked(
        qtbot: QtBot, settings: Settings) -> None:
    dialog = opened(qtbot, settings)
    QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    assert not dialog.sitter_dealt_check.isChecked()
    QTest.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
    QTest.keyClicks(dialog.seed_edit, deal_code(4021, None, roles=(2, 0, 1), sitter_dealt=True))
    assert not dialog.seat_combo.isVisibleTo(dialog)
    QTest.mouseClick(dialog.sitter_dealt_check, Qt.MouseButton.LeftButton,
                     pos=QPoint(8, dialog.sitter_dealt_check.height() // 2))
    assert dialog.sitter_dealt_check.isChecked()
    assert dialog.seat_combo.isVisibleTo(dialog)
    assert dialog.seat_combo.currentData() in (0, 1, 2)


@pytest.mark.parametrize("three_hand", [False, True], ids=["two", "three"])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_a_typed_deal_keeps_the_dialog_whole_on_a_small_screen(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None], code: str,
        three_hand: bool) -> None:
    """The first-dealer row appears only once a deal is typed; its Portuguese label ("Quem
    dá as cartas primeiro:") on one line widened the players' column past an 800-pixel
    screen, and the rules scrolled sideways, their fields cut off at the right."""
    language(code)
    dialog = opened(qtbot, settings)
    if three_hand:
        QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
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
    dealer = dialog.box_deals_combo if three_hand else dialog.next_dealer_combo
    for field in (dialog.seat_combo, dialog.target_spin, dealer):
        place = field.rect().translated(field.mapTo(dialog.body.viewport(), QPoint(0, 0)))
        assert dialog.body.viewport().rect().contains(place), field.objectName()


@pytest.mark.parametrize("three_hand", [False, True], ids=["two", "three"])
@pytest.mark.parametrize("code", ["en", "pt"])
def test_typing_a_deal_moves_nothing_the_person_is_typing_in(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None], code: str,
        three_hand: bool) -> None:
    """The first-dealer row appeared above the deal field as the first digit was typed, and
    the field jumped a row down under the mouse and the typing. The row appears under it,
    the first role's in the three-hand game too."""
    language(code)
    dialog = opened(qtbot, settings)
    if three_hand:
        QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
        QTest.qWait(20)

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


@pytest.mark.parametrize(("code", "key"), [
    ("en", Qt.Key.Key_F), ("es", Qt.Key.Key_A), ("cs", Qt.Key.Key_M), ("pt", Qt.Key.Key_L)])
def test_alt_and_the_underlined_letter_reach_your_first_role(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None], code: str,
        key: Qt.Key) -> None:
    """The row's letter is its own in every language: "Your first &role" shared Alt+R with
    "Ta&rget" and the Spanish and Czech deal buttons."""
    language(code)
    dialog = opened(qtbot, settings)
    QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    QTest.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
    QTest.keyClicks(dialog.seed_edit, "42")
    letters = [m.lower() for widget in dialog.findChildren(QLabel) + dialog.findChildren(
        QAbstractButton) for m in re.findall(r"&([^&\s])", widget.text())]
    assert len(letters) == len(set(letters)), sorted(letters)
    QTest.keyClick(dialog.seed_edit, key, Qt.KeyboardModifier.AltModifier)
    assert dialog.seat_combo.hasFocus()
