"""Three-hand, sitting out (RULES.md three-hand 2: the sitter holds no cards and only
advises the captain). The Knock button already read "Suggest knocking", but beside it the
knock spot still said "Knock: drop a card here", K (or the greyed Play ▸ Knock…) answered
"No knock now: your deadwood would be 58, more than the knock limit of 10" of the
captain's hand, and the Play menu kept "Knock…", "Take upcard", "Pass", "Draw from stock"
and "Declare big gin", as if the sitter held the hand. The spot, the refusal and the menu
now speak of a suggestion and of the captain's deadwood; a player holding the hand reads
the menu's own words again. Real widgets, the real mouse and keys."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.prompts import knock_mode_text
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import ActionKind, Match, Phase, Role
from gin_desktop.engine.melds import deadwood_after_each_discard

from .test_gin_words import STRAIGHT, captain_may_go_gin
from .test_greyed_menu_says_why import click_in_menu
from .test_sitter_knock_button import captain_may_knock_not_gin, sitting_out
from .test_sitter_words import SETUP, SITTER
from .test_table import find_button, human_can_knock, position


def _menu(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def captain_to_discard_no_knock(match: Match) -> bool:
    seat = match.to_act
    return (match.phase is Phase.DISCARD and seat is not None
            and match.roles()[SITTER] is Role.SITTING_OUT
            and match.roles()[seat] is Role.CAPTAIN
            and not any(a.kind is ActionKind.KNOCK for a in match.legal_actions()))


def captain_to_draw(match: Match) -> bool:
    seat = match.to_act
    return (match.phase is Phase.DRAW and seat is not None
            and match.roles()[SITTER] is Role.SITTING_OUT
            and match.roles()[seat] is Role.CAPTAIN)


def captain_offered_upcard(match: Match) -> bool:
    seat = match.to_act
    return (match.phase is Phase.UPCARD_OFFER and seat is not None
            and match.roles()[SITTER] is Role.SITTING_OUT
            and match.roles()[seat] is Role.CAPTAIN)


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_sitting_out_the_knock_spot_asks_for_a_suggestion(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = sitting_out(make_window, qtbot, position(captain_may_knock_not_gin, mode="three"))
    spot = window.table.table_scene()._knock_slot
    assert spot.isVisible()
    assert spot.caption == _tr("Suggest knocking: drop a card here")
    assert spot.short_caption == _tr("Suggest a knock here")
    assert spot.shown_caption() in (spot.caption, spot.short_caption)
    assert spot.caption != _tr("Knock: drop a card here")
    if code != "en":
        assert "Suggest" not in spot.caption, "translated"


def test_sitting_out_in_straight_gin_the_spot_suggests_going_gin(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    match = position(captain_may_go_gin, mode="three", rules=STRAIGHT)
    window = sitting_out(make_window, qtbot, match, dataclasses.replace(SETUP, rules=STRAIGHT))
    spot = window.table.table_scene()._knock_slot
    assert (spot.caption, spot.short_caption) == ("Suggest going gin: drop a card here",
                                                  "Suggest gin here")


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_sitting_out_no_knock_is_said_of_the_captains_deadwood(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    match = position(captain_to_discard_no_knock, mode="three")
    captain = match.to_act
    assert captain is not None
    least = min(deadwood_after_each_discard(match.hand_of(captain)).values())
    window = sitting_out(make_window, qtbot, match)
    limit = window.model.human_view().knock_limit
    said = _tr("No knock to suggest: the captain's deadwood would be {n}, more than the "
               "knock limit of {limit}").format(n=least, limit=limit)
    QTest.keyClick(window.table, Qt.Key.Key_K)
    assert window.status_line.message_text() == said
    assert not window.table.table_scene().knock_mode
    # The greyed command, clicked in its menu, names the suggestion and says the same.
    window.status_line.clear_message()
    assert window.knock_action.text() == _menu("Suggest &knocking…")
    click_in_menu(qtbot, window, window.play_menu, window.knock_action)
    assert window.status_line.message_text() == said
    if code == "en":
        assert "your deadwood" not in said


def test_sitting_out_in_straight_gin_no_gin_is_said_of_the_captain(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    match = position(captain_to_discard_no_knock, mode="three", rules=STRAIGHT)
    captain = match.to_act
    assert captain is not None
    least = min(deadwood_after_each_discard(match.hand_of(captain)).values())
    window = sitting_out(make_window, qtbot, match, dataclasses.replace(SETUP, rules=STRAIGHT))
    QTest.keyClick(window.table, Qt.Key.Key_K)
    assert window.status_line.message_text() == (
        f"No knock to suggest: only gin ends this hand, and the captain's deadwood would "
        f"be {least}")


def test_sitting_out_before_the_captains_draw_no_knock_is_the_captains(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = sitting_out(make_window, qtbot, position(captain_to_draw, mode="three"))
    QTest.keyClick(window.table, Qt.Key.Key_K)
    assert window.status_line.message_text() == (
        "No knock to suggest now: the captain may knock only after drawing, when discarding")


@pytest.mark.parametrize("code", ["en", "es"])
def test_sitting_out_the_play_menu_knock_suggests_and_starts_the_suggestion(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = sitting_out(make_window, qtbot, position(captain_may_knock_not_gin, mode="three"))
    action = window.knock_action
    assert action.isEnabled()
    assert action.text() == _menu("Suggest &knocking…")
    assert action.toolTip() == _menu(
        "Suggest that the captain knocks (or goes gin): then choose the card for the "
        "captain to discard face down; the captain has the final say.")
    click_in_menu(qtbot, window, window.play_menu, action)
    scene = window.table.table_scene()
    assert scene.knock_mode
    assert scene._captions.prompt.text() == knock_mode_text(window.model.human_view())
    assert window.big_gin_action.text() == _menu("Suggest &big gin")
    assert window.draw_action.text() == _menu("Suggest &drawing from the stock")


def test_sitting_out_the_offer_commands_suggest_and_a_player_gets_their_own_back(
        make_window: Callable[..., Any], qtbot: QtBot) -> None:
    window = sitting_out(make_window, qtbot, position(captain_offered_upcard, mode="three"))
    assert window.take_action.text() == "Suggest &taking the upcard"
    assert window.take_action.toolTip() == _tr(
        "Suggest that the captain takes the upcard; the captain has the final say.")
    assert window.pass_action.text() == "Suggest &passing"
    # Back at a hand of their own, the person reads the commands' own words.
    window.model.resume(position(human_can_knock), GameSetup(names=("Ana", "Computer")))
    qtbot.waitUntil(window.model.is_human_turn, timeout=5000)
    QApplication.processEvents()
    assert [a.text() for a in (window.draw_action, window.take_action, window.pass_action,
                               window.knock_action, window.big_gin_action)] == [
        "&Draw from stock", "&Take from the pile", "&Pass", "&Knock…", "Declare &big gin"]
    assert window.knock_action.toolTip() == (
        "Knock (or go gin): then choose the card to discard face down")


@pytest.mark.parametrize("code", ["en", "es"])
def test_sitting_out_the_suggest_button_leaves_the_spots_words_uncovered(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    """At 900x600 with the score pad and the move log, "Suggest knocking" was moved left
    over the knock spot to stay on the felt, covering its caption: it goes on two lines."""
    language(code)
    window = sitting_out(make_window, qtbot, position(captain_may_knock_not_gin, mode="three"))
    window.resize(900, 600)
    qtbot.waitUntil(lambda: window.table.width() < 600, timeout=3000)
    QApplication.processEvents()
    scene = window.table.table_scene()
    spot = scene._knock_slot
    button = find_button(window.table, _tr("Suggest knocking"))
    drawn = button.mapRectToScene(QRectF(QPointF(0, 0), button.size()))
    assert not drawn.intersects(spot.mapRectToScene(spot.rect())), (drawn, spot.sceneBoundingRect())
    assert drawn.right() <= scene.sceneRect().right()
    assert "\n" in button._shown_text()


@pytest.mark.parametrize("code", ["en", "cs"])
def test_sitting_out_a_screen_reader_hears_the_stock_pile_and_spot_suggest(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    """The table's places, as a screen reader reads them, said "Press to draw its top
    card" and "Press, then choose the card to discard face down" to the sitter."""
    language(code)
    window = sitting_out(make_window, qtbot, position(captain_may_knock_not_gin, mode="three"))
    qtbot.waitUntil(lambda: window.accessibility is not None, timeout=5000)
    root = QAccessible.queryAccessibleInterface(window.table)
    described = {root.child(i).text(QAccessible.Text.Name):
                 root.child(i).text(QAccessible.Text.Description)
                 for i in range(root.childCount())}
    said = set(described.values())
    assert {_tr("Press to suggest that the captain draws its top card"),
            _tr("Press to suggest that the captain takes the top card"),
            _tr("Press, then choose the card for the captain to discard face down")} <= said, \
        described
    assert _tr("Press to draw its top card") not in said
