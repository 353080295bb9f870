"""Item by item, the Hint as a player meets it (issue 12, item 8) and the shortcuts list:
the toolbar's Hint shows the hint (not its tooltip) at once, says the move once, puts the
keyboard on the card it names, and never contradicts the knock the prompt offers. Real
mouse and keys on the real main window."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop import ai
from gin_desktop.app.accessibility import meld_name
from gin_desktop.app.advice_text import advice_inline
from gin_desktop.app.dialogs.shortcuts import ShortcutsDialog
from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import card_label, card_name, knock_deadwood
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import Highlight
from gin_desktop.engine import (
    DRAW_STOCK, PASS_UPCARD, ActionKind, CardDiscarded, Match, Meld, Phase, new_match,
)
from gin_desktop.engine.melds import deadwood_after_each_discard

NAMES = ("Ana", "Computer")




def position(until: object) -> Match:
    """The first match (seeds 1, 2, ...) that plain play by both seats brings to ``until``."""
    assert callable(until)
    for seed in range(1, 300):
        match = new_match(None, seed)
        for _ in range(80):
            if until(match):
                return match
            if match.phase not in (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD):
                break
            legal = match.legal_actions()
            if PASS_UPCARD in legal:
                match.apply(PASS_UPCARD)
            elif DRAW_STOCK in legal:
                match.apply(DRAW_STOCK)
            else:
                after = deadwood_after_each_discard(match.hand_of(match.to_act or 0))
                match.apply(min((a for a in legal if a.kind is ActionKind.DISCARD),
                                key=lambda a: after[a.card]))  # type: ignore[index]
    raise AssertionError("no such position")


def you_discard_and_the_hint_names_a_card(match: Match) -> bool:
    return (match.phase is Phase.DISCARD and match.to_act == 0
            and ai.hint(match.view(0)).action.kind is ActionKind.DISCARD)


def you_may_knock_but_the_hint_plays_on(match: Match) -> bool:
    return (match.phase is Phase.DISCARD and match.to_act == 0
            and knock_deadwood(match.view(0)) is not None
            and ai.hint(match.view(0)).action.kind is ActionKind.DISCARD)


def click_toolbar_hint(window: MainWindow) -> QWidget:
    button = window.toolbar.widgetForAction(window.hint_action)
    centre = button.rect().center()
    QTest.mouseMove(button, centre)
    QTest.qWait(50)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
    return button


def test_the_toolbar_hint_shows_the_hint_not_its_tooltip(window: MainWindow) -> None:
    window.model.resume(position(you_discard_and_the_hint_names_a_card),
                        GameSetup(names=NAMES))
    click_toolbar_hint(window)
    QApplication.processEvents()
    # The pointer still rests on the button: no status tip hides the status line.
    assert window.statusBar().currentMessage() == ""
    assert window.status_line.isVisible()
    assert window.status_line.message_kind == "hint"
    assert window.status_line.message_text().startswith("Hint: ")


def test_the_hint_says_the_move_once(window: MainWindow) -> None:
    window.model.resume(position(you_discard_and_the_hint_names_a_card),
                        GameSetup(names=NAMES))
    click_toolbar_hint(window)
    advice = window.model.hint()
    text = window.status_line.message_text()
    assert text == f"Hint: {advice_inline(advice)}."


def test_the_hinted_card_gets_the_keyboard_so_d_discards_it(window: MainWindow) -> None:
    model = window.model
    model.resume(position(you_discard_and_the_hint_names_a_card), GameSetup(names=NAMES))
    QTest.keyClick(window.table, Qt.Key.Key_H)
    advice = model.hint()
    assert window.keyboard.focused_card() is advice.action.card
    QTest.keyClick(window.table, Qt.Key.Key_D)
    discarded = [e for e in model.match.events if isinstance(e, CardDiscarded) and e.seat == 0]
    assert discarded[-1].card is advice.action.card


def test_a_hint_to_play_on_answers_the_knock_the_prompt_offers(window: MainWindow) -> None:
    model = window.model
    model.resume(position(you_may_knock_but_the_hint_plays_on), GameSetup(names=NAMES))
    deadwood = knock_deadwood(model.human_view())
    assert f"your deadwood would be {deadwood}" in window.status_line.turn_label.text()
    click_toolbar_hint(window)
    text = window.status_line.message_text()
    assert f"You could knock with {deadwood} deadwood. " in text
    assert "hold on rather than knock" in text  # said once, by the reason
    assert "playing on is better" not in text


def test_the_shortcuts_list_gives_every_key_of_a_command(window: MainWindow) -> None:
    """P takes the top of the discard pile: it is listed (with T, on Take upcard)."""
    rows: list[tuple[str, str]] = []

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ShortcutsDialog):
            QTimer.singleShot(20, read)
            return
        rows.extend(dialog.rows())
        dialog.close()

    QTimer.singleShot(0, read)
    QTest.keyClick(window, Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)
    keys = dict(rows)
    take = window.take_action.text().replace("&", "")  # "Take upcard" or "... from the pile"
    assert "P" in keys[take].split(", ")
    assert "T" in keys[take].split(", ")


def test_the_hinted_card_glows_on_the_table_until_the_next_move(window: MainWindow) -> None:
    """Not only focused: the card the hint names is marked on the table, for the mouse too,
    and the mark goes with the move."""
    model = window.model
    model.resume(position(you_discard_and_the_hint_names_a_card), GameSetup(names=NAMES))
    scene = window.table.table_scene()
    click_toolbar_hint(window)
    card = model.hint().action.card
    assert card is not None
    assert scene.hinted_card is card
    assert scene.card_item(card).highlight is Highlight.ADVICE
    others = [c for c in scene.hand_order if c is not card]
    assert all(scene.card_item(c).highlight is not Highlight.ADVICE for c in others)
    QTest.keyClick(window.table, Qt.Key.Key_D)  # the hinted card has the keyboard
    QTest.qWait(50)
    assert scene.hinted_card is None
    assert scene.card_item(card).highlight is not Highlight.ADVICE


SYMBOLS = ("♠", "♥", "♦", "♣")


def test_h_speaks_the_hint_with_the_cards_in_words(window: MainWindow) -> None:
    """The H key speaks the hint (not only the status line shows it), as a sentence that
    names its cards in words; the line keeps the symbols for the eye."""
    model = window.model
    model.resume(position(you_discard_and_the_hint_names_a_card), GameSetup(names=NAMES))
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    QTest.keyClick(window.table, Qt.Key.Key_H)
    advice = model.hint()
    assert said, "H said nothing"
    spoken = said[-1]
    assert spoken == f"Hint: {advice_inline(advice, card_name)}."
    assert card_name(advice.action.card) in spoken  # type: ignore[arg-type]
    assert not any(symbol in spoken for symbol in SYMBOLS)
    assert window.status_line.message_text() == f"Hint: {advice_inline(advice)}."
    assert window.status_line.message_kind == "hint"


def test_a_hint_to_play_on_is_spoken_with_the_knock_it_answers(window: MainWindow) -> None:
    model = window.model
    model.resume(position(you_may_knock_but_the_hint_plays_on), GameSetup(names=NAMES))
    deadwood = knock_deadwood(model.human_view())
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    QTest.keyClick(window.table, Qt.Key.Key_H)
    assert said[-1].startswith(f"Hint: You could knock with {deadwood} deadwood. Discard "
                               "the ")
    assert not any(symbol in said[-1] for symbol in SYMBOLS)


def test_h_says_a_meld_as_a_player_says_it(window: MainWindow) -> None:
    """A hint that names a run says it as a player does ("it makes a run from two to four
    of clubs"), not "a run two to four of clubs" nor card by card; the line shows its
    cards as the table does ("2♣ 3♣ 4♣")."""
    # Seed 11, the computer dealing: the person is offered an upcard that makes a run.
    window.start_match(GameSetup(levels=("human", "standard"), seed=11, first_dealer=1))
    model = window.model
    assert model.wait_idle(5000) and model.is_human_turn()
    advice = model.hint()
    meld = dict(advice.explanation.values)["meld"]
    assert isinstance(meld, Meld)
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    QTest.keyClick(window.table, Qt.Key.Key_H)
    assert f"it makes a run from {meld_name(meld)}." in said[-1], said
    assert " ".join(card_label(c) for c in meld.cards) in window.status_line.message_text()


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_a_long_hint_is_read_whole_in_a_small_window(
        make_window: Callable[..., MainWindow], qtbot: QtBot,
        language: Callable[[str], None], code: str) -> None:
    """At 895x420 (a 1366x768 laptop at 150 %) the hint that answers the knock the prompt
    offers took four lines and was cut to the line's two with "…", the rest only in a
    tooltip: it is read whole, across the line where the prompt beside it leaves too
    little room, and the line keeps its height (the table above does not jump)."""
    if code != "en":
        language(code)
    window = make_window()
    window.resize(895, 420)
    model = window.model
    model.resume(position(you_may_knock_but_the_hint_plays_on), GameSetup(names=NAMES))
    qtbot.wait(50)
    line = window.status_line
    before = line.height()
    click_toolbar_hint(window)
    qtbot.waitUntil(lambda: line.message_kind == "hint", timeout=3000)
    qtbot.wait(50)
    label = line.message_label
    assert label.text() == line.message_text()  # whole, no "…"
    assert label.heightForWidth(label.width()) <= label.height() + 1
    assert line.height() == before
    # The prompt beside it whole, or gone for the while (the table above the hand says it).
    assert line.turn_label.text() in ("", line.turn_label.toolTip())
    # Inside the window, below the table.
    bottom = line.mapTo(window, line.rect().bottomLeft()).y()
    assert bottom <= window.height()
    assert window.table.mapTo(window, window.table.rect().bottomLeft()).y() \
        <= line.mapTo(window, line.rect().topLeft()).y()
    line.clear_message("hint")
    qtbot.wait(50)
    assert line.height() == before
