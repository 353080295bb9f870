"""Where the only knock is gin (Straight Gin has no other, nor has Oklahoma's ace hand, and
the Knock button reads "Gin!" whenever the knock goes gin), the teaching words say gin.

They said "knock": the turn's prompt offered to "knock for gin"; knock mode's prompt
told the player to press "Knock again" to cancel, a button that read "Gin!"; the knock
spot said "Knock: drop a card here" in a game with no knocking, the deadwood pill
"Deadwood after the knock 0" and its tooltip "you may knock when it is low enough"; the
computer captain answered its advisor "I'll follow your advice and knock, discarding the
A♦ because … so it is gin"; the advice bubble's title, the review's list of moves and its
heading ("Discard, or knock") the same.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop import ai
from gin_desktop.app.advice_text import advice_text, describe_move
from gin_desktop.app.dialogs.review import ReviewDialog
from gin_desktop.app.main import MainWindow
from gin_desktop.app.model import GameModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView
from gin_desktop.app.table.items import SlotItem, SlotKind
from gin_desktop.engine import ActionKind, Match, Phase, ResultKind, RuleSet, SeatView
from gin_desktop.engine.melds import deadwood_after_each_discard
from tests.app.test_sitter_keys import SETUP as SITTER_SETUP
from tests.app.test_sitter_keys import captain_may_knock
from tests.app.test_table import (
    button_point, card_point, click, human_can_knock, position, resume,
)

STRAIGHT = RuleSet.preset("straight")

# The words of gin, and of the knock that must not stand for it, per language.
GIN_WORDS = {"en": ("gin", "knock"), "es": ("gin", "golpe"), "cs": ("gin", "klep"),
             "pt": ("gin", "bat")}


def gin_position() -> Match:
    """A Straight Gin hand where the person (seat 0) is to discard and may go gin."""
    match = position(human_can_knock, rules=STRAIGHT)
    assert all(a.kind is not ActionKind.KNOCK
               or deadwood_after_each_discard(match.view(0).hand)[a.card] == 0
               for a in match.legal_actions())
    return match


def gin_knock(view: SeatView) -> object:
    return next(a for a in view.legal_actions if a.kind is ActionKind.KNOCK)


def knock_spot(view: TableView) -> SlotItem:
    (spot,) = [i for i in view.table_scene().items()
               if isinstance(i, SlotItem) and i.kind is SlotKind.KNOCK]
    return spot


@pytest.mark.parametrize("code", sorted(GIN_WORDS))
def test_gin_mode_says_gin_and_names_the_gin_button(
        code: str, view: TableView, game_model: GameModel,
        language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    gin, knock = GIN_WORDS[code]
    resume(game_model, gin_position(), STRAIGHT)
    scene = view.table_scene()
    button = scene._controls.knock
    assert button.isVisible()
    spot = knock_spot(view)
    assert gin in spot.caption.lower() and knock not in spot.caption.lower(), spot.caption
    # The turn's prompt offers gin ("Discard a card — or go gin"), not "knock for gin".
    offer = scene._captions.prompt.text()
    assert gin in offer.lower() and knock not in offer.lower(), offer
    # What deadwood is for, on the pill that counts it: gin, not knocking.
    tip = scene._captions.deadwood.toolTip()
    assert gin in tip.lower() and knock not in tip.lower(), tip
    click(view, button_point(view, button))
    assert scene.knock_mode
    prompt = scene._captions.prompt.text()
    # The prompt names the button by what it reads ("Gin!", "¡Gin!"), never "Knock".
    assert button.text() in prompt and knock not in prompt.lower(), prompt
    # The pill counts no deadwood "after the knock": it is gin.
    pill = scene._captions.deadwood.text()
    assert gin in pill.lower() and knock not in pill.lower(), pill
    click(view, button_point(view, button))  # pressed again, as the prompt says: cancelled
    assert not scene.knock_mode


def test_going_gin_with_the_mouse_still_ends_the_hand_in_gin(view: TableView,
                                              game_model: GameModel) -> None:
    resume(game_model, gin_position(), STRAIGHT)
    scene = view.table_scene()
    card = gin_knock(game_model.human_view()).card
    click(view, button_point(view, scene._controls.knock))
    click(view, card_point(view, card))
    QApplication.processEvents()
    result = game_model.match.last_result
    assert result is not None and result.kind is ResultKind.GIN


@pytest.mark.parametrize("code", sorted(GIN_WORDS))
def test_the_captain_names_a_gin_as_gin(code: str, language: Callable[[str], None]) -> None:
    """The computer captain following (or choosing) a gin says it goes gin."""
    if code != "en":
        language(code)
    gin, knock = GIN_WORDS[code]
    view = gin_position().view(0)
    move = gin_knock(view)
    for said in (ai.captain_decision(view, move, "standard"),
                 ai.captain_decision(view, None, "standard")):
        assert said.action == move
        text = advice_text(said)
        assert gin in text.lower() and knock not in text.lower(), text
        # Once: the move says it, the reason need not ("go gin … so it is gin").
        assert text.lower().count(gin) == 1, text
    words = describe_move(view, move)
    assert gin in words.lower() and knock not in words.lower(), words


def test_the_review_names_a_gin_as_gin(qtbot: QtBot) -> None:
    """The review of a hand that ended in gin in Straight Gin (Analyse pressed with the
    mouse): the gin decision's heading and its list of moves say gin, never knock."""
    match = gin_position()
    match.apply(gin_knock(match.view(0)), 0)
    dialog = ReviewDialog(match, 0, samples=2)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(dialog.analysed, timeout=120_000):
        qtbot.mouseClick(dialog.analyse_button, Qt.MouseButton.LeftButton)
    last = dialog.decision_list.count() - 1
    item = dialog.decision_list.item(last)
    listed = item.text()
    assert "gin" in listed.lower() and "knock" not in listed.lower(), listed
    dialog.decision_list.scrollToItem(item)
    rect = dialog.decision_list.visualItemRect(item)
    qtbot.mouseClick(dialog.decision_list.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.center())
    heading = dialog.heading.text()
    assert "gin" in heading.lower() and "knock" not in heading.lower(), heading
    moves = [dialog.choices_table.item(row, 0).text()
             for row in range(dialog.choices_table.rowCount())]
    assert any("gin" in m.lower() for m in moves), moves
    assert not any("knock" in m.lower() for m in moves), moves


BIG_GIN = RuleSet.preset("seeds").replace(big_gin=True)


def big_gin_position() -> Match:
    """Big gin on: the person may call big gin, or go gin by discarding one of the eleven."""
    return position(lambda m: human_can_knock(m) and any(
        a.kind is ActionKind.BIG_GIN for a in m.legal_actions()), rules=BIG_GIN)


@pytest.mark.parametrize("code", sorted(GIN_WORDS))
def test_training_calls_a_gin_that_passed_up_big_gin_a_gin(
        code: str, make_window: Any, qtbot: QtBot, language: Callable[[str], None]) -> None:
    """Training mode marks going gin where big gin was on offer (about 6 points lost):
    "That gin cost you …", not "That knock cost you …"."""
    if code != "en":
        language(code)
    gin, knock = GIN_WORDS[code]
    window = make_window()
    match = big_gin_position()
    window.model.resume(match, GameSetup(seed=match.seed, rules=BIG_GIN, training=True,
                                         names=("Ana", "Computer")))
    QApplication.processEvents()
    coach = window.review_features.coach
    marks: list[object] = []
    coach.marked.connect(marks.append)
    view = window.table
    move = next(a for a in window.model.human_view().legal_actions
                if a.kind is ActionKind.KNOCK)
    click(view, button_point(view, view.table_scene()._controls.knock))
    click(view, card_point(view, move.card))
    qtbot.waitUntil(lambda: bool(marks), timeout=30_000)
    said = coach.bar.mark_label.full_text()
    assert said.startswith("✗ "), said
    first = said.split(".")[0].lower()
    assert gin in first and knock not in first, said


@pytest.mark.parametrize("code", sorted(GIN_WORDS))
def test_the_sitters_keys_offer_k_only_for_the_knock_there_is(
        code: str, make_window: Any, language: Callable[[str], None]) -> None:
    """Three-hand Straight Gin, the person sitting out: the advice bubble's words for the
    keyboard (a screen reader's) offered "K to suggest a knock" at every discard, in a game
    with no knocking and mostly no gin to suggest either. Now K is offered only when the
    captain may go gin, and as gin."""
    if code != "en":
        language(code)
    gin, knock = GIN_WORDS[code]
    window = make_window()
    model = window.model
    window.start_match(GameSetup(mode="three", levels=("human", "standard", "standard"),
                                 names=("Ana", "Bo", "Cy"), seed=5,
                                 rules=STRAIGHT.replace(target=500)))
    bubble = window.table.table_scene()._advice_bubble.item
    said: dict[bool, list[str]] = {True: [], False: []}
    for _ in range(600):
        assert model.wait_idle(5000)
        QApplication.processEvents()
        if model.match.is_over or (said[True] and len(said[False]) > 3):
            break
        if not model.is_human_turn():
            continue
        view = model.human_view()
        if model.match.phase is Phase.HAND_OVER:
            model.next_hand()
            continue
        if view.is_advisor and view.phase is Phase.DISCARD:
            can_gin = any(a.kind is ActionKind.KNOCK for a in view.legal_actions)
            said[can_gin].append(" ".join(bubble.spoken_lines()))
        if view.is_advisor:
            model.suggest(model.hint().action)
        else:
            model.play(model.hint().action)
    assert said[False] and said[True], "no discard with and without gin to advise on"
    for words in said[False]:
        assert "K" not in words.split() and "K," not in words and knock not in words.lower()
    for words in said[True]:
        assert "K" in words and gin in words.lower() and knock not in words.lower(), words


def captain_may_go_gin(match: Match) -> bool:
    return (captain_may_knock(match) and match.to_act is not None and all(
        deadwood_after_each_discard(match.hand_of(match.to_act))[a.card] == 0
        for a in match.legal_actions() if a.kind is ActionKind.KNOCK))


def test_the_sitters_keys_say_gin_where_the_knock_is_gin(window: MainWindow,
                                                         qtbot: QtBot) -> None:
    """Three-hand Straight Gin, sitting out, K pressed (real keys): the words a screen
    reader hears say "suggest going gin with it", the captain's cards "the captain can go
    gin with it", not knocking."""
    model = window.model
    match = position(captain_may_go_gin, mode="three", rules=STRAIGHT)
    model.resume(match, dataclasses.replace(SITTER_SETUP, rules=STRAIGHT))
    qtbot.waitUntil(lambda: window.accessibility is not None, timeout=5000)
    qtbot.waitUntil(lambda: model.human_view().is_advisor and model.is_human_turn(),
                    timeout=5000)
    window.table.setFocus()
    announced: list[str] = []
    window.keyboard.announced.connect(announced.append)
    QTest.keyClick(window.table, Qt.Key.Key_K)
    assert window.table.table_scene().knock_mode
    assert announced and "suggest going gin with it" in announced[-1], announced
    assert "knock" not in announced[-1].replace("Knock again", ""), announced
    root = QAccessible.queryAccessibleInterface(window.table)
    captain = match.to_act
    assert captain is not None
    row = next(root.child(i) for i in range(root.childCount())
               if root.child(i).role() == QAccessible.Role.List
               and root.child(i).childCount() == len(model.match.hand_of(captain)))
    notes = [row.child(i).text(QAccessible.Text.Description) for i in range(row.childCount())]
    assert any("the captain can go gin with it" in n for n in notes), notes
    assert not any("knock with it" in n for n in notes), notes


def test_the_players_k_key_says_gin_where_the_knock_is_gin(window: MainWindow,
                                                           qtbot: QtBot) -> None:
    """Two-player Straight Gin, K pressed: "go gin by discarding it face down"."""
    model = window.model
    match = gin_position()
    model.resume(match, GameSetup(seed=match.seed, rules=STRAIGHT))
    qtbot.waitUntil(lambda: model.is_human_turn(), timeout=5000)
    window.table.setFocus()
    announced: list[str] = []
    window.keyboard.announced.connect(announced.append)
    QTest.keyClick(window.table, Qt.Key.Key_K)
    assert window.table.table_scene().knock_mode
    assert announced and "go gin by discarding it face down" in announced[-1], announced
